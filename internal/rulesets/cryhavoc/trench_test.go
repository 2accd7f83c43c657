package cryhavoc

import (
	"testing"

	"herald/internal/dice"
)

// 16.120: a trench gives heavy cover only against fire that passes a hex
// out of the trench; a bowman in the trench shooting along it finds the
// man in it uncovered.
func TestTrenchCover_16_120(t *testing.T) {
	for _, tt := range []struct{ trench, want string }{
		{"B1-B5", "none"},  // firer and target in one trench, the line inside it
		{"B4-B5", "heavy"}, // firer on flat ground
	} {
		rs, s := stripField(t, "trench", "terrain:\n  "+tt.trench+": trench")
		n := placeFigures(t, s, map[string]string{"Target": "B5", "Spearman": "A7"})
		_, evs, err := play(t, rs, n, "Red", "first fire:\nBowman fire at Target", dice.NewSeeded(1))
		if err != nil {
			t.Fatalf("trench %s: %v", tt.trench, err)
		}
		if got := firedCover(t, evs); got != tt.want {
			t.Errorf("trench %s: cover %s, want %s", tt.trench, got, tt.want)
		}
	}
}
