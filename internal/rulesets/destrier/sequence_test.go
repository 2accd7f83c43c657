package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// The time sequence as the engine will run it: which steps are sealed
// choices of every side, which one side's, which chance, which decisions.
func TestTimeSequence_Stages(t *testing.T) {
	kinds := map[string]destrier.StepKind{}
	for _, s := range destrier.TimeSequence {
		if s.Name == "" || s.Section == "" || s.Note == "" {
			t.Errorf("stage %+v incomplete", s)
		}
		kinds[s.Name] = s.Kind
	}
	for name, want := range map[string]destrier.StepKind{
		"initiative": destrier.Chance, "charges": destrier.Sealed, "TAC phase": destrier.Sealed, "card round": destrier.Sealed,
		"dodge guesses": destrier.Decision, "counterblow defence": destrier.Decision, "half-move": destrier.OneSide, "blows": destrier.Chance,
	} {
		if kinds[name] != want {
			t.Errorf("%s is %q, want %q", name, kinds[name], want)
		}
	}
	if destrier.TimeSequence[0].Name != "initiative" || destrier.TimeSequence[len(destrier.TimeSequence)-1].Name != "card round" {
		t.Error("a turn starts with the initiative and ends with the card rounds")
	}
}
