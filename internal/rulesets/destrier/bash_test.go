package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// Stand-in bashes: 50% and 5% per whole 100 Dr, held within 5..95; the
// results table by 1d100.
func TestStandIn_Bash(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct{ a, b, want int }{
		{2000, 2000, 50}, {2199, 2000, 55}, {2000, 2199, 45}, {11000, 2000, 95}, {700, 11000, 5},
	} {
		if got := r.Bash.BodyBashChance(tc.a, tc.b); got != tc.want {
			t.Errorf("%d on %d: %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
	horse, man := fighter(t, "war-horse", "Bayard"), fighter(t, "archer", "Wat")
	b := r.Bash.BodyBash(horse, man, scripted(95, 40))
	if !b.Check.Success || b.Result != destrier.Staggered {
		t.Errorf("%+v", b)
	}
	b = r.Bash.BodyBash(man, horse, scripted(6))
	if b.Check.Success || b.Result != "" {
		t.Errorf("%+v", b)
	}
	for _, tc := range []struct {
		roll int
		want destrier.BashResult
	}{
		{1, destrier.NoEffect}, {15, destrier.NoEffect}, {16, destrier.Staggered}, {41, destrier.StaggerBack},
		{61, destrier.KnockedToKnees}, {79, destrier.KnockedDown}, {94, destrier.KnockedDown}, {95, destrier.DownStunned}, {100, destrier.DownStunned},
	} {
		if got, _ := r.Bash.Resolve("Wat", scripted(tc.roll)); got != tc.want {
			t.Errorf("%d: %s, want %s", tc.roll, got, tc.want)
		}
	}
	s := destrier.KnockedToKnees.Apply(destrier.Status{Posture: destrier.Prone})
	if s.Posture != destrier.Prone {
		t.Error("knocked to the knees does not raise a prone man")
	}
}
