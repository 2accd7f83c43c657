package cryhavoc

import (
	"bytes"
	"testing"

	"herald/internal/dice"
)

// TestSharedFieldViews: games set up by one ruleset on one map share its
// field view, and a lean state plays on exactly as the state it came from.
func TestSharedFieldViews(t *testing.T) {
	rs, s := setup(t)
	other, err := rs.Setup(s.sc, s.m, 9)
	if err != nil {
		t.Fatal(err)
	}
	if s.base == nil || other.base != s.base {
		t.Fatalf("two games on one map: views %p and %p, want one shared", s.base, other.base)
	}
	// The dice of TestShortGame, under which its third turn's retreat is owed.
	da, db := dice.NewSeeded(3), dice.NewSeeded(3)
	for i, pt := range shortGame {
		lean := rs.Lean(s)
		if lean.fld != nil || lean.base != other.base {
			t.Fatalf("turn %d: the lean state keeps its own view", i+1)
		}
		a, evA, errA := play(t, rs, s, pt.side, pt.orders, da)
		b, evB, errB := play(t, rs, lean, pt.side, pt.orders, db)
		if errA != nil || errB != nil {
			t.Fatalf("turn %d: %v / %v", i+1, errA, errB)
		}
		ja, _ := a.MarshalJSON()
		jb, _ := b.MarshalJSON()
		if !bytes.Equal(ja, jb) || len(evA) != len(evB) {
			t.Fatalf("turn %d: the lean state played\n%s\nnot\n%s", i+1, jb, ja)
		}
		for j := range evA {
			if !bytes.Equal(evA[j].Data, evB[j].Data) {
				t.Fatalf("turn %d event %d: %s, not %s", i+1, j, evB[j].Data, evA[j].Data)
			}
		}
		s = a
	}
}
