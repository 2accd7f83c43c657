package cryhavoc

import (
	"testing"

	"herald/internal/dice"
)

// 16.35: the fountain's basin is a shallow pool (3 MP) and its rim costs
// 2 MP more going in and coming out; from basin to basin it costs none.
func TestFountain_16_35(t *testing.T) {
	rs, s := stripField(t, "fountain", "terrain:\n  B4-B5: fountain")
	for _, tt := range []struct {
		from, path string
		want       int
	}{
		{"B3", "B4", 3 + 2},
		{"B4", "B5", 3},
		{"B5", "B6", 1 + 2},
	} {
		n := placeFigures(t, s, map[string]string{"Spearman": tt.from})
		_, evs, err := play(t, rs, n, "Red", "move:\nSpearman move "+tt.path, dice.NewSeeded(1))
		if err != nil {
			t.Fatalf("%s to %s: %v", tt.from, tt.path, err)
		}
		if mp := movedMP(t, evs); mp != tt.want {
			t.Errorf("%s to %s: %d MP, want %d", tt.from, tt.path, mp, tt.want)
		}
	}
}
