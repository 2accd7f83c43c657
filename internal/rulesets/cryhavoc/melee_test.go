package cryhavoc

import (
	"testing"

	"herald/internal/dice"
)

// §11: a character in melee withdraws by one hex; still ADJACENT to an
// enemy there, he must stop; free of every melee, he moves on.
func TestWithdrawal_11(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	j, _ := s.Character("Jocelyn")
	j.At, j.InMelee = mustHex(t, s, "K8"), true
	r, _ := s.Character("Rafe")
	r.At, r.InMelee = mustHex(t, s, "L8"), true
	for _, tt := range []struct{ orders, rule string }{
		{"move: Jocelyn move J8, I8", ""},
		{"move: Jocelyn move K7", ""},
		{"move: Jocelyn move K7, K6", "11"},
		{"combat: Jocelyn attack Rafe without melee", "11"},
	} {
		n, evs, err := play(t, rs, s, "Raiders", tt.orders, dice.NewScripted(8))
		if got := refusal(err, evs); got != tt.rule {
			t.Errorf("%q: refused by %q (%v), want %q", tt.orders, got, err, tt.rule)
			continue
		}
		if tt.rule == "" {
			replayAll(t, rs, s, n, evs)
		}
	}
	// Out of melee after the withdrawal, and so is Rafe.
	n, _, _ := play(t, rs, s, "Raiders", "move: Jocelyn move J8, I8", dice.NewScripted())
	for _, name := range []string{"Jocelyn", "Rafe"} {
		if c, _ := n.Character(name); c.InMelee {
			t.Errorf("%s still in melee", name)
		}
	}
}
