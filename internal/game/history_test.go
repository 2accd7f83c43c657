package game

import (
	"testing"

	"herald/internal/dice"
)

// A corrected turn must use the original rolls where it rolls the same
// die.
func TestCorrectionDice_1(t *testing.T) {
	for _, tt := range []struct {
		name      string
		orig, got []int
		ok        bool
	}{
		{"same dice", []int{10, 6}, []int{10, 6}, true},
		{"fewer", []int{10, 6}, []int{10}, true},
		{"more, fresh", []int{10}, []int{10, 3}, true},
		{"changed", []int{10, 6}, []int{4, 6}, false},
	} {
		r := &redoCheck{}
		for _, v := range tt.orig {
			r.recorded = append(r.recorded, dice.Roll{Sides: 10, Value: v})
		}
		var got []dice.Roll
		for _, v := range tt.got {
			got = append(got, dice.Roll{Sides: 10, Value: v})
		}
		if err := r.check(got); (err == nil) != tt.ok {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}
