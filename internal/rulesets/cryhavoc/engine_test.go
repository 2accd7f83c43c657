package cryhavoc

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/sequence"
)

func order(t testing.TB, text string) notation.Order {
	t.Helper()
	tn, err := notation.Parse(text)
	if err != nil || len(tn.Orders) != 1 {
		t.Fatalf("%q: %v", text, err)
	}
	return tn.Orders[0]
}

// §6 and §9: within one phase a character fires once and attacks once,
// but a unit may be attacked any number of times.
func TestLegalPhase_6_9(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	// Put Wat beside Jocelyn (F2) and Bran (as if moved there).
	w, _ := s.Character("Wat the Smith")
	w.At = mustHex(t, s, "E2")
	for _, tt := range []struct{ orders, rule string }{
		{"first fire: Hamo fire at Rafe\nHamo fire at Osric", "6"},
		{"combat: Jocelyn attack Wat the Smith\nJocelyn attack Wat the Smith", "9"},
	} {
		_, _, err := play(t, rs, s, "Raiders", tt.orders, dice.NewSeeded(1))
		var re *rule.Error
		if !errors.As(err, &re) || re.Rule != tt.rule {
			t.Errorf("%q: err %v, want rule %s", tt.orders, err, tt.rule)
		}
	}
	// Two attacks on Wat the Smith by different characters are fine.
	b, _ := s.Character("Bran")
	b.At = mustHex(t, s, "E1")
	if _, _, err := play(t, rs, s, "Raiders", "combat: Jocelyn attack Wat the Smith\nBran attack Wat the Smith", dice.NewScripted(5, 5)); err != nil {
		t.Errorf("two attacks on one defender: %v", err)
	}
}

func mustHex(t testing.TB, s *State, name string) hex.Hex {
	t.Helper()
	x, err := s.m.Layout.Resolve(name)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// An order its phase made impossible (the target died earlier in the
// phase) is logged as void, citing the rule, and changes nothing.
func TestApplyVoid_10_5(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	r, _ := s.Character("Rafe")
	r.Status = Dead
	n, evs := rs.Apply(s, "Raiders", order(t, "first fire: Hamo fire at Rafe"), dice.NewScripted())
	if len(evs) != 1 || evs[0].Type != TypeVoid {
		t.Fatalf("events %+v, want one void", evs)
	}
	var p struct {
		Result sequence.VoidResult `json:"result"`
	}
	if err := json.Unmarshal(evs[0].Data, &p); err != nil || p.Result.Rule != "10.5" {
		t.Errorf("void payload %s, want rule 10.5", evs[0].Data)
	}
	if h, _ := n.Character("Hamo"); h.Fired {
		t.Error("a void fire marked the firer as having fired")
	}
}

// §4, §10.3: stunned characters of the side recover at the end of its
// player turn; melee ends when no active enemy is ADJACENT (§11).
func TestEndTurn_10_3(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	b, _ := s.Character("Bran")
	b.Status, b.InMelee = Stunned, false
	w, _ := s.Character("Wat the Smith")
	w.Status = Stunned
	j, _ := s.Character("Jocelyn")
	j.InMelee = true
	c, _ := s.Character("Cedd")
	c.Status, c.StunnedWounded = Stunned, true
	n, evs := rs.EndTurn(s, "Raiders")
	if c, _ := n.Character("Cedd"); c.Status != Wounded {
		t.Errorf("Cedd, wounded then stunned, is %s after the stun, want wounded", c.Status)
	}
	if c, _ := n.Character("Bran"); c.Status != Healthy {
		t.Errorf("Bran %s after his side's turn, want healthy", c.Status)
	}
	if c, _ := n.Character("Wat the Smith"); c.Status != Stunned {
		t.Errorf("Wat %s after the other side's turn, want still stunned", c.Status)
	}
	if c, _ := n.Character("Jocelyn"); c.InMelee {
		t.Error("Jocelyn still in melee with no enemy ADJACENT")
	}
	if n.Side != "Villagers" || n.Turn != 1 || len(evs) != 1 {
		t.Errorf("next %s turn %d events %d", n.Side, n.Turn, len(evs))
	}
	n, _ = rs.EndTurn(n, "Villagers")
	if n.Side != "Raiders" || n.Turn != 2 {
		t.Errorf("after both sides: %s turn %d, want Raiders 2", n.Side, n.Turn)
	}
}

// Replay rebuilds the played state byte for byte, whatever the dice.
func TestReplayProperty(t *testing.T) {
	rs, s0 := setup(t)
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		turns := rapid.IntRange(1, 12).Draw(rt, "turns")
		s, evs := longGame(rt, rs, s0, dice.NewSeeded(seed), turns)
		r := s0
		for i, e := range evs {
			var err error
			if r, err = Replay(rs, r, e); err != nil {
				rt.Fatalf("event %d: %v", i+1, err)
			}
		}
		a, _ := json.Marshal(s)
		b, _ := json.Marshal(r)
		if string(a) != string(b) {
			rt.Fatalf("replayed state differs:\n%s\n%s", a, b)
		}
	})
}

// longGame plays n player turns of moving to and fro and shooting at
// whoever of the villagers' peasants is alive.
func longGame(t tb, rs Ruleset, s *State, d dice.Source, n int) (*State, []Event) {
	var all []Event
	for i := range n {
		var orders string
		if s.Side == "Raiders" {
			to := []string{"H2", "H1"}[i/2%2]
			orders = fmt.Sprintf("move: Bran move %s\n", to)
			// Shoot at the first peasant alive and in sight (retreats
			// take them out of it).
			for _, target := range []string{"Rafe", "Perkin", "Simkin"} {
				fire := "first fire: Hamo fire at " + target
				if c, _ := s.Character(target); c.Live() && rs.Legal(s, s.Side, notationTurn(t, fire).Orders[0]) == nil {
					orders = fire + "\n" + orders
					break
				}
			}
		} else {
			orders = fmt.Sprintf("move: Hob move %s\n", []string{"M5", "M4"}[i/2%2])
		}
		var evs []Event
		var err error
		s, evs, err = play(t, rs, s, s.Side, orders, d)
		if err != nil {
			t.Fatalf("player turn %d: %v", i+1, err)
		}
		all = append(all, evs...)
	}
	return s, all
}

func BenchmarkReplay(b *testing.B) {
	rs, s0 := setup(b)
	_, evs := longGame(b, rs, s0, dice.NewSeeded(9), 24)
	b.ReportMetric(float64(len(evs)), "events")
	b.ReportAllocs()
	for b.Loop() {
		r := s0
		for _, e := range evs {
			var err error
			if r, err = Replay(rs, r, e); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// §4: only the side whose player turn it is plays, even with no orders;
// §23.1: nothing is played once the last game turn is over.
func TestPlayTurnRefused_4_23(t *testing.T) {
	rs, s := setup(t)
	over := s.clone()
	over.Over = true
	for _, tc := range []struct {
		s    *State
		side string
		rule string
	}{
		{s, "Villagers", "4"},
		{over, "Raiders", "23.1"},
	} {
		_, _, err := play(t, rs, tc.s, tc.side, "", dice.NewScripted())
		var re *rule.Error
		if !errors.As(err, &re) || re.Rule != tc.rule {
			t.Errorf("%s: err %v, want rule %s", tc.side, err, tc.rule)
		}
	}
}

// The moving-target modifier (§6) applies to a target that moved 7 or
// more hexes in its last player turn, and that count starts afresh when
// its side's next player turn begins.
func TestMovingTarget_6(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	r, _ := s.Character("Rafe")
	r.HexesMoved = 7
	h, _ := s.Character("Hamo")
	p, err := rs.planFire(s, []*Character{h}, order(t, "first fire: Hamo fire at Rafe"))
	if err != nil || !p.fire.MovingTarget {
		t.Errorf("fire at Rafe after 7 hexes: moving target %v, err %v", p.fire.MovingTarget, err)
	}
	n, _ := rs.EndTurn(s, "Raiders")
	if c, _ := n.Character("Rafe"); c.HexesMoved != 0 {
		t.Errorf("Rafe's move count %d at the start of his side's turn, want 0", c.HexesMoved)
	}
}

// §10: whatever the die, the state after a missile attack or a combat
// shows what the resolution's events say happened to the target.
func TestResultsTaken_10(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	w, _ := s.Character("Wat the Smith")
	w.At = mustHex(t, s, "E2")
	for dr := 1; dr <= 10; dr++ {
		for _, text := range []string{"first fire: Hamo fire at Rafe", "combat: Jocelyn attack Wat the Smith"} {
			o := order(t, text)
			n, evs := rs.Apply(s, "Raiders", o, dice.NewScripted(dr))
			var p struct {
				Result struct {
					Effects []struct {
						Kind string `json:"kind"`
						Name string `json:"name"`
					} `json:"effects"`
				} `json:"result"`
			}
			if err := json.Unmarshal(evs[0].Data, &p); err != nil {
				t.Fatal(err)
			}
			want := map[string]Status{}
			for _, e := range p.Result.Effects {
				switch e.Kind {
				case "Killed":
					want[e.Name] = Dead
				case "Wounded":
					want[e.Name] = Wounded
				case "Stunned":
					want[e.Name] = Stunned
				}
			}
			for _, name := range []string{"Rafe", "Wat the Smith", "Jocelyn"} {
				c, _ := n.Character(name)
				w, hit := want[name]
				if !hit {
					w = Healthy
				}
				if c.Status != w {
					t.Errorf("%s, die %d: %s is %s, events say %s (%s)", text, dr, name, c.Status, w, evs[0].Data)
				}
			}
			if c, _ := s.Character("Rafe"); c.Status != Healthy {
				t.Fatal("Apply changed its input state")
			}
		}
	}
}

func notationTurn(t tb, text string) notation.Turn {
	t.Helper()
	tn, err := notation.Parse(text)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return tn
}
