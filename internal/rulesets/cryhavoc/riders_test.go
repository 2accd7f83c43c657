package cryhavoc

import (
	"encoding/json"
	"errors"
	"testing"

	"herald/internal/dice"
	"herald/internal/rule"
)

// §7.6: a rider moves forward, pivots and backs with the horse moves,
// backward moves at double cost; a written mode must match the move.
func TestRiderMoves_7_6(t *testing.T) {
	rs, s := setup(t)
	tests := []struct {
		name, orders, at string
		mp               int
		rule             string
	}{
		{"forward", "move: Sir Ranulf fwd J3-J2, fwd J4-J3", "J4-J3", 2, ""},
		{"pivot backward round the head", "move: Sir Ranulf fwd J3-J2, fwd J4-J3, pvt bwd J4-I3", "J4-I3", 4, ""},
		{"pivot forward round the rear", "move: Sir Ranulf pvt fwd I1-J1", "I1-J1", 1, ""},
		{"backward", "move: Sir Ranulf fwd J3-J2, bwd J2-J1", "J2-J1", 3, ""},
		{"pivot onto a friend", "move: Sir Ranulf pvt bwd J2-K1", "", 0, "7.1"},
		{"mode does not match", "move: Sir Ranulf bwd J3-J2", "", 0, "7.6"},
		{"not a horse move", "move: Sir Ranulf fwd J5-J4", "", 0, "7.6"},
		{"one hex for a rider", "move: Sir Ranulf J3", "", 0, "7.6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, evs, err := play(t, rs, s, "Raiders", tt.orders, dice.NewScripted())
			if tt.rule != "" {
				var re *rule.Error
				if !errors.As(err, &re) || re.Rule != tt.rule {
					t.Fatalf("err %v, want rule %s", err, tt.rule)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			c, _ := n.Character("Sir Ranulf")
			var p struct {
				Result movedResult `json:"result"`
			}
			if err := json.Unmarshal(evs[1].Data, &p); err != nil {
				t.Fatal(err)
			}
			if got := n.place(c); got != tt.at || p.Result.MP != tt.mp {
				t.Errorf("at %s after %d MP, want %s after %d", got, p.Result.MP, tt.at, tt.mp)
			}
		})
	}
}

// §6.52: fire at a rider may name one of his hexes; it must be his, in
// sight, and the nearer one when both are seen.
func TestFireAtHorseHex_6_52(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	s.Side = "Villagers"
	h, _ := s.Character("Hob")
	h.At = mustHex(t, s, "J5")
	for _, tt := range []struct{ orders, rule string }{
		{"first fire: Hob fire at Sir Ranulf in J2", ""},
		{"first fire: Hob fire at Sir Ranulf in J1", "6.52"},
		{"first fire: Hob fire at Sir Ranulf in K1", "6.52"},
		{"first fire: Hob fire at Sir Ranulf in Z99", "3"},
	} {
		_, _, err := play(t, rs, s, "Villagers", tt.orders, dice.NewScripted(5))
		if tt.rule == "" {
			if err != nil {
				t.Errorf("%s: %v", tt.orders, err)
			}
			continue
		}
		var re *rule.Error
		if !errors.As(err, &re) || re.Rule != tt.rule {
			t.Errorf("%s: err %v, want rule %s", tt.orders, err, tt.rule)
		}
	}
}

// §9, §26.32: a rider attacks and is attacked with his mounted values, on
// the table for mounted targets.
func TestCombatWithRider_9(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	w, _ := s.Character("Wat the Smith")
	w.At = mustHex(t, s, "J3")
	_, evs, err := play(t, rs, s, "Raiders", "combat: Sir Ranulf attack Wat the Smith", dice.NewScripted(5))
	if err != nil {
		t.Fatal(err)
	}
	var p struct {
		Result struct {
			Effects []struct{ Attack, Defence float64 } `json:"effects"`
		} `json:"result"`
	}
	if err := json.Unmarshal(evs[1].Data, &p); err != nil {
		t.Fatal(err)
	}
	if e := p.Result.Effects[0]; e.Attack != 22 || e.Defence != 7 {
		t.Errorf("first effect %+v, want Sir Ranulf's mounted 22 against Wat's 7", e)
	}
}

// §27 "Fancy footwork": Sir Richard L9-L8 moves fwd L10-L9 (1), pvt bwd
// L10-K9 (2) — his horse's rear passing through his friend Leopold in K9
// — fwd M9-L10 (1), bwd L10-L11 (2), pvt bwd L10-M10 (2): 8 MP, his
// warhorse's whole allowance.
func TestSection27FancyFootwork_7_6(t *testing.T) {
	rs, s := setupFile(t, "fancy27")
	const orders = "move: Sir Richard L9-L8 fwd L10-L9 (1), pvt bwd L10-K9 (2), fwd M9-L10 (1), bwd L10-L11 (2), pvt bwd L10-M10 (2)"
	n, evs, err := play(t, rs, s, "Richard", orders, dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	c, _ := n.Character("Sir Richard")
	if n.place(c) != "L10-M10" {
		t.Errorf("Sir Richard in %s, want L10-M10", n.place(c))
	}
	replayAll(t, rs, s, n, evs)
	// A wrong MP figure, and one step more than the MPA, are refused.
	for _, tt := range []struct{ orders, rule string }{
		{"move: Sir Richard fwd L10-L9 (2)", "7.3"},
		{orders + ", fwd K9-L10", "7.3"},
		{"move: Sir Richard fwd L10-L9, pvt bwd L10-K9", "7.1"},
	} {
		_, evs, err := play(t, rs, s, "Richard", tt.orders, dice.NewScripted())
		if got := refusal(err, evs); got != tt.rule {
			t.Errorf("%q: refused by %q (%v), want %s", tt.orders, got, err, tt.rule)
		}
	}
}
