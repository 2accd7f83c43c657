package cryhavoc

import (
	"testing"

	"herald/internal/dice"
)

// combatOdds plays one attack and gives its original and final odds.
func combatOdds(t *testing.T, rs Ruleset, s *State, orders string) (string, string) {
	t.Helper()
	_, evs, err := play(t, rs, s, "Raiders", orders, dice.NewScripted(6, 6, 6, 6))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if e.Type != TypeCombat {
			continue
		}
		for _, fx := range effects(t, e) {
			if fx["kind"] == "CombatResolved" {
				return fx["odds"].(string), fx["final"].(string)
			}
		}
	}
	t.Fatalf("no combat: %v", reports(evs))
	return "", ""
}

// §9.5, §16.23: a man defending through a window gets the positive
// terrain shift; on open ground the odds stand.
func TestColumnShift9_5Window(t *testing.T) {
	rs, s := setup(t)
	open := placeFigures(t, s, map[string]string{"Wat the Smith": "E2", "Jocelyn": "E1"})
	if o, f := combatOdds(t, rs, open, "combat:\nJocelyn attack Wat the Smith\n"); o != f {
		t.Errorf("open ground: odds %s, final %s", o, f)
	}
	win := placeFigures(t, s, map[string]string{"Wat the Smith": "E3", "Jocelyn": "E2"})
	if o, f := combatOdds(t, rs, win, "combat:\nJocelyn attack Wat the Smith\n"); o == f {
		t.Errorf("through the window E3/E2: odds %s, final %s, want a shift for the defender", o, f)
	} else {
		t.Logf("window: %s -> %s", o, f)
	}
}

// §9.3, §11: a defender in melee with two men who are not adjacent to each
// other is encircled: the odds shift for the attacker. Melee is kept pair
// by pair, so the two must be his own melee partners.
func TestColumnShift9_3Encircled(t *testing.T) {
	rs, s := setup(t)
	s = placeFigures(t, s, map[string]string{"Perkin": "H3", "Bran": "H2", "Cedd": "H4"})
	plain := s.clone()
	if o, f := combatOdds(t, rs, plain, "combat:\nBran attack Perkin\n"); o != f {
		t.Errorf("no melee yet: odds %s, final %s", o, f)
	}
	enc := s.clone()
	p, _ := enc.Character("Perkin")
	b, _ := enc.Character("Bran")
	c, _ := enc.Character("Cedd")
	enc.meet(p, b)
	enc.meet(p, c)
	if o, f := combatOdds(t, rs, enc, "combat:\nBran attack Perkin\n"); o == f {
		t.Errorf("encircled: odds %s, final %s, want a shift for the attacker", o, f)
	} else {
		t.Logf("encircled: %s -> %s", o, f)
	}
}

// §11: a man withdrawing from melee stops after one hex only if one of the
// men he is in melee with is still ADJACENT; another enemy beside that
// hex does not hold him.
func TestWithdrawal11RealOpponents(t *testing.T) {
	rs, s := setup(t)
	s = villagersTurn(placeFigures(t, s, map[string]string{"Perkin": "H3", "Bran": "H2", "Cedd": "I5"}))
	p, _ := s.Character("Perkin")
	b, _ := s.Character("Bran")
	s.meet(p, b)
	n, _, err := play(t, rs, s, "Villagers", "move:\nPerkin move H4, H5\n", dice.NewSeeded(1))
	if err != nil {
		t.Fatalf("withdrawal past Cedd, who is not in melee with him: %v", err)
	}
	if c, _ := n.Character("Perkin"); n.m.HexName(c.At) != "H5" || c.InMelee {
		t.Errorf("Perkin in %s, in melee %v", n.m.HexName(c.At), c.InMelee)
	}
	// Still beside Bran after the first hex: he must stop.
	var both string
	for _, x := range mustHex(t, s, "H3").Neighbors() {
		for _, y := range mustHex(t, s, "H4").Neighbors() {
			if x == y && both == "" {
				both = s.m.HexName(x)
			}
		}
	}
	s2 := placeFigures(t, s, map[string]string{"Bran": both})
	_, _, err = play(t, rs, s2, "Villagers", "move:\nPerkin move H4, H5\n", dice.NewSeeded(1))
	wantRule(t, err, "11")
}
