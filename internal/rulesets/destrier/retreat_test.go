package destrier_test

import (
	"reflect"
	"testing"

	"herald/internal/rulesets/destrier"
)

// THE TAC CARDS: RETREAT, the figure 3 case: surrounded, the retreat ends
// as far as it can from the enemy nearest at the start (E1), then as far
// as it can from the others. "A" passes the doorway close to E1, "B"
// advances on E2 and E3, "C" is a corner; "D" is the way out.
func TestTACCards_RetreatSurrounded(t *testing.T) {
	start := map[string]destrier.Inches{"E1": 1, "E2": 3, "E3": 4}
	ends := []destrier.RetreatEnd{
		{Label: "A", Gaps: map[string]destrier.Inches{"E1": 0.5, "E2": 4, "E3": 5}},
		{Label: "B", Gaps: map[string]destrier.Inches{"E1": 2.5, "E2": 1, "E3": 2}},
		{Label: "C", Gaps: map[string]destrier.Inches{"E1": 2, "E2": 2.5, "E3": 3}},
		{Label: "D", Gaps: map[string]destrier.Inches{"E1": 2.5, "E2": 2, "E3": 3}},
	}
	if got := destrier.RetreatChoices(start, ends); !reflect.DeepEqual(got, []int{3}) {
		t.Errorf("allowed %v, want only D", got)
	}
}

// RETREAT: "away from all enemies": every end no nearer to any enemy is
// allowed, and the player picks.
func TestTACCards_RetreatAway(t *testing.T) {
	start := map[string]destrier.Inches{"E1": 1, "E2": 3}
	ends := []destrier.RetreatEnd{
		{Label: "back", Gaps: map[string]destrier.Inches{"E1": 2.5, "E2": 4}},
		{Label: "left", Gaps: map[string]destrier.Inches{"E1": 2, "E2": 3}},
		{Label: "toward E2", Gaps: map[string]destrier.Inches{"E1": 2.5, "E2": 2}},
	}
	if got := destrier.RetreatChoices(start, ends); !reflect.DeepEqual(got, []int{0, 1}) {
		t.Errorf("allowed %v, want back and left", got)
	}
	// Surrounded, two ends equal on both counts: both allowed.
	start = map[string]destrier.Inches{"E1": 1, "E2": 1.5}
	ends = []destrier.RetreatEnd{
		{Label: "a", Gaps: map[string]destrier.Inches{"E1": 2, "E2": 1}},
		{Label: "b", Gaps: map[string]destrier.Inches{"E1": 2, "E2": 1}},
		{Label: "c", Gaps: map[string]destrier.Inches{"E1": 1.5, "E2": 1}},
	}
	if got := destrier.RetreatChoices(start, ends); !reflect.DeepEqual(got, []int{0, 1}) {
		t.Errorf("ties %v", got)
	}
	if !destrier.MayRetreatTurn(true, 3, 2) || !destrier.MayRetreatTurn(false, 2, 3) || destrier.MayRetreatTurn(false, 3, 3) {
		t.Error("a retreat turns only for the ground or to get further away")
	}
}
