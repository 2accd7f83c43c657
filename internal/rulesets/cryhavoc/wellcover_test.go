package cryhavoc

import (
	"testing"

	"herald/internal/dice"
)

// 16.36: a well gives medium cover to a man ADJACENT to it when the shot
// crosses it, and none to a man further on.
func TestWellCover_16_36(t *testing.T) {
	rs, s := stripField(t, "well", "terrain:\n  B4: well")
	for _, tt := range []struct{ at, want string }{{"B5", "medium"}, {"B7", "none"}} {
		n := placeFigures(t, s, map[string]string{"Target": tt.at, "Spearman": "A1"})
		_, evs, err := play(t, rs, n, "Red", "first fire:\nBowman fire at Target", dice.NewSeeded(1))
		if err != nil {
			t.Fatalf("at %s: %v", tt.at, err)
		}
		if got := firedCover(t, evs); got != tt.want {
			t.Errorf("Target in %s behind the well in B4: cover %s, want %s", tt.at, got, tt.want)
		}
	}
}
