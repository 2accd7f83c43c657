package cryhavoc

import (
	"bytes"
	"encoding/json"
	"testing"

	"herald/internal/dice"
)

// §17.12 and 26.4: a swimmer given no order still rolls on the open-water
// table at the end of his movement phase, even in a turn with no move
// orders; the roll is logged and the game replays byte for byte.
func TestSwimmerWithoutOrder_17_12(t *testing.T) {
	rs, s := drove(t, map[string]string{"Tam": "G4"})
	for _, tt := range []struct {
		name, orders string
		rolls        []int
		want         string
	}{
		{"drifts downstream", "", []int{1}, "G5"},
		{"drowns", "", []int{9}, "gone"},
		{"beside another's move", "move:\nHamon move G6", []int{1}, "G5"},
	} {
		n, evs, err := play(t, rs, s, "Drovers", tt.orders, dice.NewScripted(tt.rolls...))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := hexOf(t, n, "Tam"); got != tt.want {
			t.Errorf("%s: Tam in %s, want %s (%v)", tt.name, got, tt.want, reports(evs))
		}
		swam := 0
		for _, e := range evs {
			if e.Type == TypeSwam {
				swam++
			}
		}
		if swam != 1 {
			t.Errorf("%s: %d swam events, want 1 (%v)", tt.name, swam, reports(evs))
		}
		back := replayEvents(t, rs, s, evs)
		a, _ := json.Marshal(n)
		b, _ := json.Marshal(back)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: the replayed turn differs", tt.name)
		}
	}
}
