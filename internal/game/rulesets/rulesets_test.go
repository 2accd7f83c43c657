package rulesets

import (
	"slices"
	"testing"

	"herald/internal/game"
)

// Every ruleset a scenario may name is registered and builds from the
// shipped tables; an unknown name is refused with the known ones.
func TestRulesetFor(t *testing.T) {
	if got := game.Rulesets(); !slices.Equal(got, []string{"argad", "chainmail", "cryhavoc", "destrier", "tenths"}) {
		t.Fatalf("Rulesets() = %v", got)
	}
	for _, tc := range []struct{ ask, want string }{{"", "cryhavoc"}, {"cryhavoc", "cryhavoc"}, {"chainmail", "chainmail"}, {"argad", "argad"}, {"destrier", "destrier"}, {"tenths", "tenths"}} {
		rs, err := game.RulesetFor(tc.ask)
		if err != nil {
			t.Fatalf("RulesetFor(%q): %v", tc.ask, err)
		}
		if rs.Name() != tc.want {
			t.Errorf("RulesetFor(%q).Name() = %q, want %q", tc.ask, rs.Name(), tc.want)
		}
	}
	if _, err := game.RulesetFor("warhammer"); err == nil {
		t.Error("RulesetFor(warhammer) gave no error")
	}
}
