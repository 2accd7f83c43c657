// Package referee is Chainmail's referee for man-to-man play on herald's
// hex maps: the position (figures with their marks this round), the
// order of battle as stages (internal/sequence), each order's legality
// and effects with the tables of package chainmail, and the end of the
// game. It plugs into herald's engine (internal/game) as game.Rules and
// game.Position. docs/rulings.md gives the readings it makes.
package referee

import (
	"encoding/json"
	"fmt"
	"slices"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/scenario"
)

// Status is a figure's condition: man-to-man, a figure is killed or not.
type Status string

// The statuses of a figure.
const (
	Healthy Status = "healthy"
	Dead    Status = "dead"
)

// Figure is one figure in play and what it has done this round.
type Figure struct {
	Name   string  `json:"name"`
	Side   string  `json:"side"`
	At     hex.Hex `json:"-"`
	Status Status  `json:"status"`
	// This round (the side's player turn): inches moved, and whether he
	// has moved, loosed and fought.
	MPSpent  int  `json:"mp_spent,omitempty"`
	Moved    bool `json:"moved,omitempty"`
	Fired    bool `json:"fired,omitempty"`
	Attacked bool `json:"attacked,omitempty"`
	// Stunned is how many more rounds he can do nothing (special rules:
	// thrown in a grapple); Locked: held in a grapple neither won, he
	// may not move or loose this round.
	Stunned int  `json:"stunned,omitempty"`
	Locked  bool `json:"locked,omitempty"`

	// From the scenario, never changed by play.
	def *scenario.Character
}

// Live reports whether the figure is not dead.
func (c *Figure) Live() bool { return c.Status != Dead }

// figure is the scenario's description of c.
func figure(c *Figure) *scenario.Figure { return c.def.Figure }

// State is a game of Chainmail at one moment: game.Position. It is a
// value: Apply returns a new State and never changes the one it is
// given.
type State struct {
	Ruleset  string
	Scenario string
	Seed     uint64
	// sides in the order they play each game turn.
	sides []string
	// Turn is the game turn (a round), from 1; Side the side whose
	// player turn it is; Phase how far that turn has gone.
	Turn    int
	Side    string
	Phase   notation.Phase
	Figures []Figure
	// Over is set once a side has no figure standing or the scenario's
	// last game turn has been played; Winner is the side with the most
	// figures standing then, "" for a draw.
	Over   bool
	Winner string
	// charged is who charged whom this round (copy on write: Apply
	// stores a new map, never changes the one it finds).
	charged map[string]string
	// Order is the round's order of sides by initiative (step 1), nil
	// while it is to be rolled; Melee is set once every side has fired
	// and moved and the round's melee waits for their sealed orders.
	Order []string
	Melee bool
	// killed are the men struck down in this melee so far, taken from
	// the field together when every side's blows are struck.
	killed []string
	// grappled are the grapples' stuns and locks of this melee, taken
	// with the losses at its end.
	grappled []grappleMark

	sc *scenario.Scenario
	m  *board.Map
	rs *Chainmail
	// base is the last field view of this game, whose map arrays the
	// next sight shares.
	base *field.Field
}

// clone copies everything Apply may change.
func (s *State) clone() *State {
	n := *s
	n.Figures = slices.Clone(s.Figures)
	n.killed = slices.Clone(s.killed)
	n.grappled = slices.Clone(s.grappled)
	return &n
}

// Figure finds a figure by name.
func (s *State) Figure(name string) (*Figure, bool) {
	for i := range s.Figures {
		if s.Figures[i].Name == name {
			return &s.Figures[i], true
		}
	}
	return nil, false
}

// Map is the map the game is played on.
func (s *State) Map() *board.Map { return s.m }

// PhaseName is the phase as the state's JSON gives it ("start" before
// the first).
func (s *State) PhaseName() string {
	if s.Phase == notation.PhaseNone {
		return "start"
	}
	return s.Phase.String()
}

type figureJSON struct {
	Figure
	At string `json:"at"`
	// Def is what the figure fights with, for the players.
	Def *scenario.Figure `json:"figure,omitempty"`
}

type stateJSON struct {
	Ruleset  string       `json:"ruleset"`
	Scenario string       `json:"scenario"`
	Turn     int          `json:"turn"`
	Side     string       `json:"side"`
	Phase    string       `json:"phase"`
	Order    []string     `json:"initiative,omitempty"`
	Melee    bool         `json:"melee,omitempty"`
	Over     bool         `json:"over,omitempty"`
	Winner   string       `json:"winner,omitempty"`
	Figures  []figureJSON `json:"characters"`
}

// MarshalJSON writes the state for `herald state --json`; the same state
// always gives the same bytes. Chainmail hides nothing from either side.
func (s *State) MarshalJSON() ([]byte, error) {
	v := stateJSON{Ruleset: s.Ruleset, Scenario: s.Scenario, Turn: s.Turn, Side: s.Side, Phase: s.PhaseName(),
		Order: s.Order, Melee: s.Melee, Over: s.Over, Winner: s.Winner, Figures: make([]figureJSON, len(s.Figures))}
	for i := range s.Figures {
		c := &s.Figures[i]
		v.Figures[i] = figureJSON{Figure: *c, At: s.m.HexName(c.At)}
		if c.def != nil {
			v.Figures[i].Def = c.def.Figure
		}
	}
	return json.Marshal(v)
}

// start is the position of a new game: the scenario's sides, the first
// side first, turn 1, every figure where the scenario puts him.
func (cm *Chainmail) start(sc *scenario.Scenario, m *board.Map, seed uint64) (*State, error) {
	s := &State{Ruleset: cm.Name(), Scenario: sc.Name, Seed: seed, Turn: 1, sc: sc, m: m, rs: cm}
	for _, side := range sc.Sides {
		s.sides = append(s.sides, side.Name)
	}
	if len(s.sides) == 0 {
		return nil, fmt.Errorf("scenario %s has no sides", sc.Name)
	}
	if i := slices.Index(s.sides, sc.First); i > 0 {
		s.sides[0], s.sides[i] = s.sides[i], s.sides[0]
	}
	s.Side = s.sides[0]
	// Round 1's initiative is the scenario's first side's.
	s.Order = slices.Clone(s.sides)
	for si := range sc.Sides {
		side := &sc.Sides[si]
		for ci := range side.Characters {
			d := &side.Characters[ci]
			switch {
			case d.Figure == nil:
				return nil, fmt.Errorf("scenario %s: %s of %s is not a Chainmail figure (is the scenario's ruleset chainmail?)", sc.Name, d.Name, side.Name)
			case !d.At.Set:
				return nil, fmt.Errorf("scenario %s: %s of %s has no starting hex", sc.Name, d.Name, side.Name)
			}
			s.Figures = append(s.Figures, Figure{Name: d.Name, Side: side.Name, At: d.At.Head, Status: Healthy, def: d})
		}
	}
	return s, nil
}
