// Package referee plays the "tenths" rules on herald's engine: a game is
// a clock in tenths of a turn (tenths.Clock) and the combatants on a hex
// map. The game waits for orders whenever a combatant is free; when
// several sides have free combatants at the same moment their orders are
// sealed and applied together once the last is in. Between orders the
// clock runs by itself: each moment resolves every action that completes
// then, together. docs/tenths.md is the design, docs/rulings.md
// ("tenths: the referee") the readings it makes.
package referee

import (
	"encoding/json"
	"fmt"
	"slices"

	"herald/internal/board"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/rule"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
	"herald/internal/scenario"
)

// Tenths is the ruleset: its tables, loaded once.
type Tenths struct {
	Rules *tenths.Rules
}

// Name implements game.Rules.
func (*Tenths) Name() string { return "tenths" }

// Man is one combatant and how he fares.
type Man struct {
	Name    string         `json:"name"`
	Side    string         `json:"side"`
	Profile tenths.Profile `json:"profile"`
	// Weapons he carries; Hand is the one in his main hand, Off what his
	// other hand holds (a shield), "" for nothing.
	Weapons []string `json:"weapons"`
	Hand    string   `json:"hand"`
	// Empty: the missile weapon in his hand has been shot and not loaded.
	Empty bool `json:"empty,omitempty"`
	// Guns: the state of each gun he has worked (guns module); one never
	// worked is full and loaded.
	Guns map[string]tenths.Gun `json:"guns,omitempty"`
	// Entangled: caught in a net (net module), and the tenths freeing
	// himself takes him (10 + the excess of the throw).
	Entangled string        `json:"entangled,omitempty"`
	FreeIn    int           `json:"free_in,omitempty"`
	Off       string        `json:"off,omitempty"`
	At        hex.Hex       `json:"-"`
	Facing    hex.Direction `json:"-"`
	// Down: he lies on the ground (falls) across At and Lies.
	Down bool    `json:"down,omitempty"`
	Lies hex.Hex `json:"-"`
	// GetUp is the walk moves getting up takes him (a good landing: two).
	GetUp int `json:"get_up,omitempty"`
	// Wounds taken, and what they take off his potentials (Loss) and add
	// to his action times (Slow).
	Wounds []string `json:"wounds,omitempty"`
	Loss   int      `json:"loss,omitempty"`
	Slow   int      `json:"slow,omitempty"`
	// Fatigue is what his fatiguing actions have cost him (fatigue.go).
	Fatigue tenths.Fatigue `json:"fatigue"`
	// Out: out of the fight (a wound that puts him out); Dead as well.
	Out  bool `json:"out,omitempty"`
	Dead bool `json:"dead,omitempty"`
	// Doing is what his current action does (ID: the clock's action);
	// Chain the actions ordered to follow it.
	Doing *Doing          `json:"doing,omitempty"`
	Chain []orders.Action `json:"chain,omitempty"`
}

// Doing is the order behind a combatant's current action.
type Doing struct {
	ID     int             `json:"id"`
	Action orders.Action   `json:"action"`
	From   hex.Hex         `json:"-"`
	To     hex.Hex         `json:"-"`
	Move   *tenths.Move    `json:"move,omitempty"`
	Figs   *tenths.Figures `json:"figures,omitempty"`
	// Detected: a feint seen through.
	Detected bool `json:"detected,omitempty"`
	// Asked: the defender of this attack has said how he meets it
	// (Defence, "" for herald's choice), in a game that asks him.
	Asked   bool   `json:"asked,omitempty"`
	Defence string `json:"defence,omitempty"`
}

// Horse is a horse on the map (riderless: it stands where the scenario
// puts it).
type Horse struct {
	Name string   `json:"name"`
	Side string   `json:"side"`
	At   hex.Pair `json:"-"`
}

// State is a game of the tenths rules at one moment: game.Position. It is
// a value; Play returns a new State.
type State struct {
	Ruleset  string
	Scenario string
	Seed     uint64
	sides    []string
	Modules  tenths.Modules
	Clock    tenths.Clock
	Men      []Man
	Horses   []Horse
	Over     bool
	Winner   string
	// Limit is the moment the game ends at (the scenario's turns).
	Limit tenths.Tenth
	// Asks: the defender of an attack is asked how he meets it
	// (decide.go); without it herald chooses.
	Asks bool

	sc *scenario.Scenario
	m  *board.Map
	rs *Tenths
}

// clone copies what play changes.
func (s *State) clone() *State {
	n := *s
	n.Men = slices.Clone(s.Men)
	for i := range n.Men {
		n.Men[i].Wounds = slices.Clone(n.Men[i].Wounds)
		n.Men[i].Chain = slices.Clone(n.Men[i].Chain)
	}
	return &n
}

// Man finds a combatant by name.
func (s *State) Man(name string) (*Man, bool) {
	for i := range s.Men {
		if s.Men[i].Name == name {
			return &s.Men[i], true
		}
	}
	return nil, false
}

// Map is the map the game is played on.
func (s *State) Map() *board.Map { return s.m }

// Now is the moment the game stands at.
func (s *State) Now() tenths.Tenth { return s.Clock.Now }

// names are every combatant's name, for forgiving input.
func (s *State) names() []string {
	out := make([]string, len(s.Men))
	for i := range s.Men {
		out[i] = s.Men[i].Name
	}
	return out
}

// errf is a refusal naming the rule's tag.
func errf(tag, format string, a ...any) *rule.Error {
	return &rule.Error{Set: tenths.SetName, Rule: tag, Msg: fmt.Sprintf(format, a...)}
}

// Start implements game.Rules: every combatant where the scenario puts
// him, all free at tenth 0.
func (t *Tenths) Start(setup game.Setup, sc *scenario.Scenario, f game.Field) (game.Position, error) {
	s, err := t.start(sc, f.Map, setup.Seed)
	if err != nil {
		return nil, err
	}
	s.Asks = setup.Decisions
	return s, nil
}

func (t *Tenths) start(sc *scenario.Scenario, m *board.Map, seed uint64) (*State, error) {
	ms, err := tenths.ParseModules(sc.Modules)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", sc.Name, err)
	}
	s := &State{Ruleset: t.Name(), Scenario: sc.Name, Seed: seed, Modules: ms, sc: sc, m: m, rs: t,
		Limit: tenths.Tenth(sc.Turns * 10)}
	for _, side := range sc.Sides {
		s.sides = append(s.sides, side.Name)
	}
	if i := slices.Index(s.sides, sc.First); i > 0 {
		s.sides[0], s.sides[i] = s.sides[i], s.sides[0]
	}
	on := map[string]string{}
	for si := range sc.Sides {
		side := &sc.Sides[si]
		for ci := range side.Characters {
			d := &side.Characters[ci]
			c := d.Combatant
			if c == nil {
				return nil, fmt.Errorf("scenario %s: %s of %s is not a tenths combatant (is the scenario's ruleset tenths?)", sc.Name, d.Name, side.Name)
			}
			if !d.At.Set {
				return nil, fmt.Errorf("scenario %s: %s of %s has no starting hex", sc.Name, d.Name, side.Name)
			}
			p, err := t.Rules.Base.Profile(c.Profile)
			if err != nil {
				return nil, fmt.Errorf("scenario %s: %s: %w", sc.Name, d.Name, err)
			}
			p = p.With(c.Values, c.Training, c.Armour)
			p.Name = d.Name
			man := Man{Name: d.Name, Side: side.Name, Profile: p, Weapons: slices.Clone(c.Weapons), At: d.At.Head, Facing: c.Facing}
			for _, w := range c.Weapons {
				// A missile weapon starts loaded (herald's reading).
				if wp, err := t.Rules.Weapons.Weapon(w); err == nil && wp.ParryOnly {
					if man.Off == "" {
						man.Off = w
					}
					continue
				}
				if man.Hand == "" {
					man.Hand = w
				}
			}
			s.Men = append(s.Men, man)
			on[d.Name] = side.Name
		}
		for _, a := range side.Animals {
			if a.Kind == "horse" {
				s.Horses = append(s.Horses, Horse{Name: a.Name, Side: side.Name, At: hex.Pair{Head: a.At.Head, Rear: a.At.Rear}})
			}
		}
	}
	if len(s.Men) == 0 {
		return nil, fmt.Errorf("scenario %s has no combatants", sc.Name)
	}
	s.Clock, err = tenths.NewClock(on)
	if err != nil {
		return nil, err
	}
	return s, nil
}

type manJSON struct {
	Man
	At     string `json:"at"`
	Lies   string `json:"lies,omitempty"`
	Facing string `json:"facing"`
	// Action is his current action as the side may see it.
	Action *tenths.Action `json:"action,omitempty"`
}

type horseJSON struct {
	Horse
	At string `json:"at"`
}

type stateJSON struct {
	Ruleset  string       `json:"ruleset"`
	Scenario string       `json:"scenario"`
	Now      tenths.Tenth `json:"now"`
	Time     string       `json:"time"`
	Modules  []string     `json:"modules"`
	Waiting  []string     `json:"waiting,omitempty"`
	// Score is each side\'s men still in the fight.
	Score  map[string]float64 `json:"score"`
	Men    []manJSON          `json:"combatants"`
	Horses []horseJSON        `json:"horses,omitempty"`
	Clock  tenths.Clock       `json:"clock"`
	Over   bool               `json:"over,omitempty"`
	Winner string             `json:"winner,omitempty"`
}

// TimeOf writes a moment as turn and tenth: tenth 37 is "3.7".
func TimeOf(t tenths.Tenth) string { return fmt.Sprintf("%d.%d", t/10, t%10) }

// view is the state as side may know it (game.Referee: all): another
// side's sealed orders and the secret parts of its actions are gone.
func (s *State) view(side string) stateJSON {
	clock := s.Clock
	if side != "" {
		clock = s.Clock.View(side)
		for i, e := range s.Clock.Entries {
			if e.Side != side && e.Current != nil && e.Current.Sealed != "" && !e.Current.Revealed {
				clock.Entries[i].Current = seeming(e.Current)
			}
		}
	}
	v := stateJSON{Ruleset: s.Ruleset, Scenario: s.Scenario, Now: s.Clock.Now, Time: TimeOf(s.Clock.Now),
		Modules: s.Modules.Names(), Clock: clock, Over: s.Over, Winner: s.Winner}
	v.Waiting = s.Step().Sides
	v.Score = s.Points()
	for _, e := range clock.Entries {
		m, _ := s.Man(e.Name)
		if m == nil {
			continue
		}
		mj := manJSON{Man: *m, At: s.m.HexName(m.At), Facing: m.Facing.String(), Action: e.Current}
		if m.Down {
			mj.Lies = s.m.HexName(m.Lies)
		}
		if side != "" && side != m.Side && m.Doing != nil {
			d := *m.Doing
			if !s.revealed(m) {
				d.Action = orders.Shown(d.Action)
			}
			// His figures would tell what his secret adds to them.
			d.Figs = nil
			mj.Doing = &d
			mj.Chain = nil
		}
		v.Men = append(v.Men, mj)
	}
	for _, h := range s.Horses {
		v.Horses = append(v.Horses, horseJSON{Horse: h, At: s.m.HexName(h.At.Head) + "-" + s.m.HexName(h.At.Rear)})
	}
	return v
}

// revealed reports whether m's current action has no secret left.
func (s *State) revealed(m *Man) bool {
	e, err := s.Clock.Entry(m.Name)
	if err != nil || e.Current == nil {
		return true
	}
	return e.Current.Sealed == "" || e.Current.Revealed
}

// MarshalJSON writes the whole state (the referee's view).
func (s *State) MarshalJSON() ([]byte, error) { return json.Marshal(s.view("")) }

// seeming is an action with a sealed part as the other sides see it: the
// move it seems to be (a feint is a walk into the feinted hex, ending at
// the feinted move; after it, a move on), nothing of its kind, rule or
// beats.
func seeming(a *tenths.Action) *tenths.Action {
	b := tenths.Action{ID: a.ID, Kind: "walk", Start: a.Start, End: a.End, Shown: a.Shown, Rule: tenths.TagMoves}
	if a.Kind == orders.Attack {
		b.Kind, b.Rule = a.Kind, a.Rule
	}
	if len(a.Beats) > 0 {
		if a.Passed == 0 {
			b.End = a.Beats[0]
		} else {
			b.Start, b.Shown = a.Beats[a.Passed-1], "moving on"
		}
	}
	return &b
}
