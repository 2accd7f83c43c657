package cryhavoc

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/notation"
)

// skirmishOrders closes every character of side on the nearest enemy and
// attacks whoever is ADJACENT: contact, pins, retreats and advances in
// plenty. Orders the rules refuse are left out.
func skirmishOrders(t tb, rs Ruleset, s *State, side string) string {
	var moves, attacks []string
	scratch := s
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Side != side || !c.Live() || c.Status == Stunned {
			continue
		}
		f, err := scratch.field()
		if err != nil {
			t.Fatalf("%v", err)
		}
		var near *Character
		for j := range s.Characters {
			e := &s.Characters[j]
			if e.Side == side || !e.Live() {
				continue
			}
			if adjacent(f, c, e) {
				attacks = append(attacks, fmt.Sprintf("%s attack %s\n%s advance %s", c.Name, e.Name, c.Name, s.m.HexName(e.At)))
				near = nil
				break
			}
			if near == nil || hex.Distance(c.At, e.At) < hex.Distance(c.At, near.At) {
				near = e
			}
		}
		if near == nil {
			continue
		}
		if c.Mounted {
			// A rider charges whoever he can, else stays.
			for j := range s.Characters {
				e := &s.Characters[j]
				if e.Side == side || !e.Live() {
					continue
				}
				plan, err := f.ChargeTo(c.Name, e.Name)
				if err != nil || len(plan.Options) == 0 {
					continue
				}
				route := plan.Options[0].Path
				o := fmt.Sprintf("move: %s charge %s via %s", c.Name, e.Name, s.pairName(route[len(route)-1]))
				if rs.Legal(scratch, side, notationTurn(t, o).Orders[0]) == nil {
					moves = append(moves, o)
					attacks = append(attacks, fmt.Sprintf("%s attack %s", c.Name, e.Name))
					scratch, _ = rs.Apply(scratch, side, notationTurn(t, o).Orders[0], nil)
					break
				}
			}
			continue
		}
		// Two steps toward him, if the rules allow them.
		at, path := c.At, []string{}
		for range 2 {
			best := at
			for _, n := range at.Neighbors() {
				if s.m.Contains(n) && hex.Distance(n, near.At) < hex.Distance(best, near.At) {
					best = n
				}
			}
			if best == at {
				break
			}
			at = best
			path = append(path, s.m.HexName(at))
		}
		if len(path) == 0 {
			continue
		}
		o := fmt.Sprintf("move: %s move %s", c.Name, strings.Join(path, ", "))
		if rs.Legal(scratch, side, notationTurn(t, o).Orders[0]) == nil {
			moves = append(moves, o)
			scratch, _ = rs.Apply(scratch, side, notationTurn(t, o).Orders[0], nil)
		}
	}
	text := strings.Join(moves, "\n")
	if len(attacks) > 0 {
		text += "\ncombat:\n" + strings.Join(attacks, "\n")
	}
	return text
}

// playFixing plays a turn, leaving out each order the engine refuses (as
// a player would mend his turn).
func playFixing(t tb, rs Ruleset, s *State, text string, d dice.Source) (*State, []Event, error) {
	for {
		tn, lines, err := notation.ParseLines(text)
		if err != nil {
			t.Fatalf("%v", err)
		}
		n, evs, err := PlayTurn(rs, s, s.Side, tn, lines, d)
		var oe *OrderError
		if err == nil || !errors.As(err, &oe) || oe.Line == 0 {
			return n, evs, err
		}
		ls := strings.Split(text, "\n")
		ls = append(ls[:oe.Line-1], ls[oe.Line:]...)
		text = strings.Join(ls, "\n")
	}
}

// answer makes every pinning attempt open (one per character), advances
// a victorious defender and leaves retreats to herald.
func answer(s *State) string {
	p := s.Pending
	if p.Kind == DecideAdvance {
		return fmt.Sprintf("combat: %s advance %s", p.Choices[0], s.Advance.Vacated[0])
	}
	if p.Kind != DecidePin {
		return ""
	}
	var out []string
	seen := map[string]bool{}
	for _, c := range p.Choices {
		by := c[:strings.Index(c, " pin ")]
		if !seen[by] {
			seen[by] = true
			out = append(out, c)
		}
	}
	return strings.Join(out, "\n")
}

// A skirmish of several player turns, with every decision answered,
// replays byte for byte whatever the dice.
func TestSkirmishReplayProperty(t *testing.T) {
	for _, asks := range []bool{true, false} {
		t.Run(fmt.Sprintf("decisions=%v", asks), func(t *testing.T) { skirmish(t, asks) })
	}
}

func skirmish(t *testing.T, asks bool) {
	rs, s0 := setup(t)
	rs = &CryHavoc{Tables: rs.Tables, Decisions: asks}
	s0 = s0.clone()
	// Bring the villagers up to the raiders, two in the street where the
	// riders can charge them.
	for i, at := range map[string]string{"Osric": "H5", "Perkin": "I5", "Rafe": "L6", "Simkin": "J10", "Tibb": "K10"} {
		c, _ := s0.Character(i)
		c.At = mustHex(t, s0, at)
	}
	seen := map[string]int{}
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		turns := rapid.IntRange(1, 8).Draw(rt, "turns")
		d := dice.NewSeeded(seed)
		s := s0
		var all []Event
		for range turns {
			if s.Over {
				break
			}
			n, evs, err := playFixing(rt, rs, s, skirmishOrders(rt, rs, s, s.Side), d)
			if err != nil {
				rt.Fatalf("%s's turn: %v", s.Side, err)
			}
			for err == nil && n.Pending != nil {
				var more []Event
				side := n.Pending.Side
				m, more, err := Decide(rs, n, side, answer(n), d)
				if err != nil {
					// The answer may be refused (a rider's advance is
					// written otherwise): then he makes none.
					m, more, err = Decide(rs, n, side, "", d)
				}
				n = m
				if err != nil {
					rt.Fatalf("decision: %v", err)
				}
				for _, e := range more {
					if e.Type == TypeAdvanced && e.Side == side {
						seen["defender advanced"]++
					}
				}
				evs = append(evs, more...)
			}
			s = n
			all = append(all, evs...)
			for _, e := range evs {
				seen[e.Type]++
				if e.Type == TypeCombat && strings.Contains(string(e.Data), `"charge":true`) {
					seen["charge"]++
				}
				if e.Type == TypeMoved && strings.Contains(string(e.Data), `"pins"`) {
					seen["pin attempt"]++
				}
			}
		}
		r := s0
		for i, e := range all {
			var err error
			if r, err = Replay(rs, r, e); err != nil {
				rt.Fatalf("event %d (%s %s): %v", i+1, e.Type, e.Data, err)
			}
		}
		a, _ := json.Marshal(s)
		b, _ := json.Marshal(r)
		if string(a) != string(b) {
			rt.Fatalf("replayed state differs:\n%s\n%s", a, b)
		}
	})
	t.Log(seen)
	want := []string{TypeRetreated, TypeCombat, TypeAdvanced, "charge"}
	if asks {
		want = append(want, TypePending, TypeDecided, "pin attempt", "defender advanced")
	}
	for _, k := range want {
		if seen[k] == 0 {
			t.Errorf("no %s in any game: the skirmish does not test it", k)
		}
	}
}
