package cryhavoc

import (
	"encoding/json"
	"testing"

	"herald/internal/dice"
)

// firedCover is the cover the last fire event of evs names.
func firedCover(t *testing.T, evs []Event) string {
	t.Helper()
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Type == TypeFired {
			var p struct {
				Result struct {
					Cover string `json:"cover"`
				} `json:"result"`
			}
			if err := json.Unmarshal(evs[i].Data, &p); err != nil {
				t.Fatal(err)
			}
			return p.Result.Cover
		}
	}
	t.Fatal("no fire event")
	return ""
}

// §14: a cart hinders line of sight and gives cover like a tent: light,
// to a man on it and to one behind it.
func TestCartCover_14(t *testing.T) {
	rs, s := drove(t, map[string]string{"Gib": "C9", "Rook": "C3"})
	_, evs := turns(t, rs, s, "first fire:\nGib fire at Rook")
	if got := firedCover(t, evs); got != "light" {
		t.Errorf("across the cart: cover %s, want light", got)
	}
	s = placeFigures(t, s, map[string]string{"Rook": "C7"})
	_, evs, err := play(t, rs, s, "Drovers", "first fire:\nGib fire at Rook", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := firedCover(t, evs); got != "none" {
		t.Errorf("the cart behind the target: cover %s, want none", got)
	}
}
