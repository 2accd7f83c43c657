package cryhavoc

import (
	"testing"

	"herald/internal/dice"
)

// §7.2, §6.1: men in an overstacked hex neither fire nor are fired at.
func TestOverstacking7_2Fire(t *testing.T) {
	rs, s := setup(t)
	const shot = "first fire:\nHamo fire at Rafe\n"
	if _, _, err := play(t, rs, s, "Raiders", shot, dice.NewSeeded(1)); err != nil {
		t.Fatalf("the shot itself: %v", err)
	}
	rafe, _ := s.Character("Rafe")
	hamo, _ := s.Character("Hamo")
	into := placeFigures(t, s, map[string]string{"Perkin": s.m.HexName(rafe.At)})
	_, _, err := play(t, rs, into, "Raiders", shot, dice.NewSeeded(1))
	wantRule(t, err, "7.2")
	from := placeFigures(t, s, map[string]string{"Bran": s.m.HexName(hamo.At)})
	_, _, err = play(t, rs, from, "Raiders", shot, dice.NewSeeded(1))
	wantRule(t, err, "7.2")
	// A dead man is a body, not a second man.
	dead := into.clone()
	p, _ := dead.Character("Perkin")
	p.Status = Dead
	if _, _, err := play(t, rs, dead, "Raiders", shot, dice.NewSeeded(1)); err != nil {
		t.Errorf("a body in the target's hex: %v", err)
	}
}
