package cryhavoc

import (
	"errors"
	"testing"

	"herald/internal/dice"
	"herald/internal/notation"
	"herald/internal/rule"
)

// TestDryRun: a turn checked as if the dice did nothing is refused only
// for what its orders break (§6, §9.2), never for what a roll might have
// done, and rolls no die.
func TestDryRun(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	w, _ := s.Character("Wat the Smith")
	w.At = mustHex(t, s, "E2") // beside Jocelyn in F2
	// Hamo beside Wat: from G1 Jocelyn would stand between them, beside
	// Hamo, and forbid the shot (§6.2).
	hm, _ := s.Character("Hamo")
	hm.At = mustHex(t, s, "E1")
	// With a killing first roll the real turn stands, and the attack is
	// void (10.5): the turn was checked before the roll (§1).
	fireThenMelee := "first fire: Hamo fire at Wat the Smith\ncombat: Jocelyn attack Wat the Smith"
	_, evs, err := play(t, rs, s, "Raiders", fireThenMelee, dice.NewScripted(1, 1))
	if err != nil || !hasVoid(t, evs, "combat: Jocelyn attack Wat the Smith", "10.5") {
		t.Fatalf("after a kill: %v %v, want the attack void by rule 10.5", err, evs)
	}
	for _, tt := range []struct {
		name, orders, rule string
	}{
		// Real dice may kill Wat first, and the attack is then refused
		// (10.5); the dry run lets it stand.
		{"fire then melee", "first fire: Hamo fire at Wat the Smith\ncombat: Jocelyn attack Wat the Smith", ""},
		{"two shots in a phase", "first fire: Hamo fire at Wat the Smith\nfirst fire: Hamo fire at Rafe", "6"},
		{"a crossbow in the second phase", "first fire: Hamo fire at Wat the Smith\nsecond fire: Hamo fire at Wat the Smith", "4"},
		{"not adjacent", "combat: Bran attack Wat the Smith", "9.2"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			// The check is the dry run: its position and events.
			n, evs, err := CheckTurn(rs, s, "Raiders", notationTurn(t, tt.orders), nil)
			var re *rule.Error
			switch {
			case tt.rule == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.rule != "" && (!errors.As(err, &re) || re.Rule != tt.rule):
				t.Fatalf("err %v, want rule %s", err, tt.rule)
			case tt.rule != "":
				return
			}
			for _, e := range evs {
				if len(e.Rolls) > 0 {
					t.Errorf("%s rolled %v", e.Type, e.Rolls)
				}
			}
			if w, _ := n.Character("Wat the Smith"); w.Status != Healthy {
				t.Errorf("Wat is %s after a dry run", w.Status)
			}
		})
	}
}

// TestPlanOutOfTurn: a side plans its next fire and attack (§6, §9) while
// the other side is playing.
func TestPlanOutOfTurn(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	j, _ := s.Character("Jocelyn")
	j.At = mustHex(t, s, "E3") // beside Wat the Smith in E4
	if _, err := rs.PlanCombat(s, "Villagers", []string{"Wat the Smith"}, []string{"Jocelyn"}); err != nil {
		t.Errorf("Wat against Jocelyn in the Raiders' turn: %v", err)
	}
	if _, err := rs.PlanCombat(s, "Villagers", []string{"Jocelyn"}, []string{"Wat the Smith"}); err == nil {
		t.Errorf("the Villagers plan an attack by Jocelyn")
	}
	h, _ := s.Character("Hob")
	h.At = mustHex(t, s, "H4")
	if f, err := rs.PlanFire(s, "Villagers", "Hob", "Bran", notation.PhaseFirstFire); err != nil || f.Weapon != "longbow" {
		t.Errorf("Hob at Bran: %+v %v", f, err)
	}
	if s.Side != "Raiders" {
		t.Errorf("planning changed the side to play to %s", s.Side)
	}
}
