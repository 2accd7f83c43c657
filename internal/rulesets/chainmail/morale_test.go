package chainmail_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// ruling.morale: the body that lost the round tests; the score rises with
// the loss, under half strength and when struck in flank or rear; missing
// by up to two it falls back, by more it routs.
func TestMorale_AfterMelee(t *testing.T) {
	r := rules(t)
	b := bills(t, r)
	hero := form(t, r, chainmail.Body{Name: "Aldric", Type: "armored-foot", Men: 4, PerFigure: 4, Files: 1})
	round := chainmail.MassRound{
		After:       []chainmail.Body{b.TakeLosses(7), b, hero.TakeLosses(2), b.TakeLosses(12)},
		Casualties:  []int{7, 0, 2, 12},
		Kills:       []int{5, 7, 0, 1},
		FlankOrRear: []bool{true, false, false, false},
	}
	tests := r.MoraleTests(round)
	// Body 1 won, the hero fights alone, body 3 is destroyed.
	if len(tests) != 1 || tests[0].Body != 0 {
		t.Fatalf("tests %+v", tests)
	}
	mt := tests[0]
	// 7 + 2 (lost by two) + 2 (5 of 12 left) + 1 (flank).
	if mt.Need != 12 || mt.Chances.Holds != frac(1, 36) || mt.Chances.FallsBack != frac(5, 36) || mt.Chances.Routs != frac(30, 36) {
		t.Errorf("%+v", mt)
	}
	for _, tc := range []struct {
		rolls []int
		want  chainmail.MoraleOutcome
	}{{[]int{6, 6}, chainmail.Holds}, {[]int{5, 5}, chainmail.FallsBack}, {[]int{4, 5}, chainmail.Routs}} {
		if got := r.RollMorale(mt, dice.NewScripted(tc.rolls...)); got.Outcome != tc.want || got.Roll != tc.rolls[0]+tc.rolls[1] {
			t.Errorf("%v: %s, want %s", tc.rolls, got.Outcome, tc.want)
		}
	}
	if roll, ok := r.RollRally(dice.NewScripted(4, 4)); roll != 8 || !ok {
		t.Errorf("rally on 8: %d %v", roll, ok)
	}
	if _, ok := r.RollRally(dice.NewScripted(3, 4)); ok {
		t.Error("rallied on 7")
	}
}
