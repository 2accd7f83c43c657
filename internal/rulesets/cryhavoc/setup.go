package cryhavoc

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"herald/internal/board"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/sequence"
)

// Player set-up (§23 item 6): a scenario may leave a side's characters
// without a starting hex and give the side an area to set them up in.
// Before game turn 1 each such side, in the order of play, sends one
// set-up of placements ("Long Hal at F6"); with rule 22.8 in use the
// placements are hidden from the enemy until found (visibility.go).

// game.Event types of the set-up.
const (
	TypePlaced     = "placed"       // a character set up in his hex
	TypeSetUpEnded = "set-up-ended" // a side's set-up is complete
)

// placedResult is the payload of a placed event.
type placedResult struct {
	Who    string `json:"who"`
	At     string `json:"at"`
	Hidden bool   `json:"hidden,omitempty"`
}

// setUpEnded is the payload of a set-up-ended event.
type setUpEnded struct {
	Next  string `json:"next"`
	SetUp bool   `json:"set_up,omitempty"` // Next sets up; else play begins
}

// SettingUp reports whether the game is still in its set-up.
func (s *State) SettingUp() bool { return s.Phase == notation.PhaseSetUp }

// beginSetUp starts the set-up when a side has characters to place.
func (s *State) beginSetUp() {
	if next, ok := s.nextToSetUp(""); ok {
		s.Side, s.Phase = next, notation.PhaseSetUp
	}
}

// setUpOrder is the order the sides set up in: the order of play, except
// that sides setting up hidden come after those setting up openly, so
// that nobody is placed on a man he cannot know is there.
func (s *State) setUpOrder() []string {
	var open, hidden []string
	for _, side := range s.sides {
		if s.HiddenSetUp(side) {
			hidden = append(hidden, side)
		} else {
			open = append(open, side)
		}
	}
	return append(open, hidden...)
}

// nextToSetUp is the first side after `after` (from the start when "") in
// the set-up order with characters still to place.
func (s *State) nextToSetUp(after string) (string, bool) {
	order := s.setUpOrder()
	i := 0
	if after != "" {
		i = slices.Index(order, after) + 1
	}
	for ; i < len(order); i++ {
		for _, c := range s.Characters {
			if c.Side == order[i] && c.Unplaced {
				return order[i], true
			}
		}
	}
	return "", false
}

// HiddenSetUp reports whether side sets up hidden: the scenario uses rule
// 22.8, as an optional rule or a special rule, and gives side an area.
func (s *State) HiddenSetUp(side string) bool {
	if s.sc == nil {
		return false
	}
	uses := slices.Contains(s.sc.Optional, "22.8")
	for _, r := range s.sc.SpecialRules {
		uses = uses || r.Rule == "22.8"
	}
	if !uses {
		return false
	}
	for _, sd := range s.sc.Sides {
		if sd.Name == side {
			return len(sd.SetUp) > 0
		}
	}
	return false
}

// setUpArea is the hexes side may set up in.
func (s *State) setUpArea(side string) []hex.Hex {
	for _, sd := range s.sc.Sides {
		if sd.Name == side {
			return sd.SetUp
		}
	}
	return nil
}

// legalPlace checks one placement of the set-up.
func (s *State) legalPlace(side string, o notation.Order) ([]hex.Hex, *Character, error) {
	switch {
	case s.Phase != notation.PhaseSetUp:
		return nil, nil, rule.Errorf("23", "the set-up is over: characters are no longer placed")
	case side != s.Side:
		return nil, nil, rule.Errorf("23", "it is the set-up of %s, not of %s", s.Side, side)
	case o.Kind != notation.KindPlace || o.Phase != notation.PhaseSetUp:
		return nil, nil, rule.Errorf("23", "the set-up comes before game turn 1: it holds only placements (NAME at HEX), not %q orders", o.Kind.String())
	case len(o.Who) != 1:
		return nil, nil, rule.Errorf("23", "one placement places one character, not %d", len(o.Who))
	}
	c, ok := s.Character(o.Who[0])
	switch {
	case !ok:
		return nil, nil, s.unknown(o.Who[0])
	case c.Side != side:
		return nil, nil, rule.Errorf("23", "%s is a character of %s; %s sets up only its own", c.Name, c.Side, side)
	case !c.Unplaced:
		if c.def.At.Set {
			return nil, nil, rule.Errorf("23", "%s starts where the scenario puts him (%s)", c.Name, s.place(c))
		}
		return nil, nil, rule.Errorf("23", "%s is already set up, in %s", c.Name, s.place(c))
	}
	want := 1
	if c.def.StartsMounted {
		want = 2 // on his horse, head then rear (§3.6)
	}
	if len(o.At) != 1 || len(o.At[0]) != want {
		if want == 2 {
			return nil, nil, rule.Errorf("3.6", "%s starts on his horse: give two hexes, head first (H10-G10)", c.Name)
		}
		return nil, nil, rule.Errorf("23", "%s is set up in one hex, not %s", c.Name, o.At)
	}
	var hs []hex.Hex
	area := s.setUpArea(side)
	for _, name := range o.At[0] {
		x, err := s.m.Layout.Resolve(name)
		if err != nil || !s.m.Contains(x) {
			return nil, nil, rule.Errorf("3", "%s is not a hex of the map", name)
		}
		if !slices.Contains(area, x) {
			return nil, nil, rule.Errorf("23", "%s is outside the set-up area of %s", name, side)
		}
		kind := board.Infantry
		if want == 2 {
			kind = board.Horse
		}
		if t := s.m.Terrain(x); t != nil && !t.Move.For(kind).Passable() {
			return nil, nil, rule.Errorf("7.5", "%s is %s, which %s may not enter", name, t.Name, c.Name)
		}
		if who := s.knownOccupant(side, x); who != "" {
			return nil, nil, rule.Errorf("7.2", "%s already holds %s: one live character or animal to a hex", name, who)
		}
		hs = append(hs, x)
	}
	if want == 2 && !(hex.Pair{Head: hs[0], Rear: hs[1]}).Valid() {
		return nil, nil, rule.Errorf("3.6", "%s and %s are not adjacent", o.At[0][0], o.At[0][1])
	}
	return hs, c, nil
}

// knownOccupant names who stands in x, as side knows: a placed live character
// not hidden from side, or an animal of the scenario (the engine does not
// move animals yet).
func (s *State) knownOccupant(side string, x hex.Hex) string {
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Unplaced || !c.Live() || s.HiddenFrom(c, side) {
			continue
		}
		if c.At == x || c.Mounted && c.Rear == x {
			return c.Name
		}
	}
	for _, sd := range s.sc.Sides {
		for _, a := range sd.Animals {
			if slices.Contains(a.At.Hexes(), x) {
				return a.Name
			}
		}
	}
	return ""
}

// applyPlace sets a character up; the placement was checked.
func (s *State) applyPlace(side string, o notation.Order) (*State, game.Event) {
	hs, _, _ := s.legalPlace(side, o)
	n := s.clone()
	c, _ := n.Character(o.Who[0])
	c.At, c.Unplaced = hs[0], false
	if len(hs) == 2 {
		c.Rear, c.Mounted = hs[1], true
	}
	c.Hidden = n.HiddenSetUp(side)
	text, _ := o.MarshalText()
	r := placedResult{Who: c.Name, At: n.place(c), Hidden: c.Hidden}
	ev := game.Event{Type: TypePlaced, Side: side, Data: game.MustJSON(sequence.OrderEvent{Order: string(text), Result: game.MustJSON(r)})}
	how := ""
	if c.Hidden {
		how = " (hidden, §22.8)"
	}
	ev.Report = []string{fmt.Sprintf("%s set up in %s%s", c.Name, r.At, how)}
	return n, ev
}

// endSetUp closes side's set-up: the next side sets up, or game turn 1
// begins with the first side. Hidden characters the enemy can already see
// are found at once (§22.8).
func (s *State) endSetUp(side string) (*State, game.Event) {
	n := s.clone()
	r := setUpEnded{}
	if next, ok := n.nextToSetUp(side); ok {
		n.Side, r.Next, r.SetUp = next, next, true
	} else {
		n.Side, n.Phase, r.Next = n.sides[0], notation.PhaseNone, n.sides[0]
	}
	ev := game.Event{Type: TypeSetUpEnded, Side: side, Data: game.MustJSON(r)}
	ev.Report = []string{"end of the set-up of " + side}
	if r.SetUp {
		ev.Report = append(ev.Report, "  next to set up: "+r.Next)
	} else {
		ev.Report = append(ev.Report, fmt.Sprintf("  game turn %d begins: %s plays first", n.Turn, r.Next))
	}
	ev.Report = append(ev.Report, n.reveal()...)
	return n, ev
}

// playSetUp plays a side's whole set-up: every placement is checked in
// order (each fills a hex), then every character of the side must have
// been placed.
func playSetUp(s *State, side string, t notation.Turn, lines []int) (*State, []game.Event, error) {
	if side != s.Side {
		return nil, nil, &game.OrderError{Err: rule.Errorf("23", "it is the set-up of %s, not of %s", s.Side, side)}
	}
	var out []game.Event
	for i, o := range t.Orders {
		if _, _, err := s.legalPlace(side, o); err != nil {
			return nil, nil, sequence.OrderError(t.Orders, lines, i, err)
		}
		var ev game.Event
		s, ev = s.applyPlace(side, o)
		out = append(out, ev)
	}
	var missing []string
	for _, c := range s.Characters {
		if c.Side == side && c.Unplaced {
			missing = append(missing, c.Name)
		}
	}
	if len(missing) > 0 {
		return nil, nil, &game.OrderError{Err: rule.Errorf("23", "the set-up of %s places every character; not yet placed: %s", side, strings.Join(missing, ", "))}
	}
	s, end := s.endSetUp(side)
	return s, append(out, end), nil
}

// placementsLate refuses placements sent once play has begun, which no
// phase of the turn would otherwise pick up.
func placementsLate(t notation.Turn, lines []int) error {
	for i, o := range t.Orders {
		if o.Phase == notation.PhaseSetUp || o.Kind == notation.KindPlace {
			return sequence.OrderError(t.Orders, lines, i, rule.Errorf("23", "the set-up is over: characters are no longer placed"))
		}
	}
	return nil
}

// replaySetUp folds a logged set-up event.
func replaySetUp(s *State, e game.Event) (*State, []string, error) {
	switch e.Type {
	case TypePlaced:
		var p sequence.OrderEvent
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
		}
		t, err := notation.Parse(p.Order)
		if err != nil || len(t.Orders) != 1 {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("order %q does not read: %v", p.Order, err)}
		}
		if _, _, err := s.legalPlace(e.Side, t.Orders[0]); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("order %q: %v", p.Order, err)}
		}
		n, ev := s.applyPlace(e.Side, t.Orders[0])
		return n, ev.Report, sequence.Same(e, []game.Event{ev})
	case TypeSetUpEnded:
		if !s.SettingUp() || e.Side != s.Side {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("ends the set-up of %s, but it is not %s's set-up", e.Side, e.Side)}
		}
		for _, c := range s.Characters {
			if c.Side == e.Side && c.Unplaced {
				return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("%s of %s was never set up", c.Name, c.Side)}
			}
		}
		n, ev := s.endSetUp(e.Side)
		return n, ev.Report, sequence.Same(e, []game.Event{ev})
	}
	return nil, nil, &game.ReplayError{Type: e.Type, Msg: "not a set-up event"}
}
