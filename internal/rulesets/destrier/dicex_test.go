package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// TERMS: XdY; the data files' dice expressions.
func TestTerms_DiceExpressions(t *testing.T) {
	for in, want := range map[string]destrier.Roll{
		"2d6": {N: 2, Sides: 6}, "1d8+1": {N: 1, Sides: 8, Plus: 1}, "3D6-2": {N: 3, Sides: 6, Plus: -2}, "4": {Plus: 4}, " 1d100 ": {N: 1, Sides: 100},
	} {
		got, err := destrier.ParseRoll(in)
		if err != nil || got != want {
			t.Errorf("%q: %+v %v", in, got, err)
		}
	}
	for _, in := range []string{"", "d6", "2d", "2d1", "0d6", "21d6", "1d101", "1d6+", "1d6+x", "-3", "1d6*2"} {
		_, err := destrier.ParseRoll(in)
		wantRuleError(t, err, destrier.SecTerms, "dice expression")
	}
	r := destrier.Roll{N: 2, Sides: 6, Plus: -20}
	if got := r.Throw(scripted(1, 1), "x"); got != 0 {
		t.Errorf("never below zero: %d", got)
	}
	if r := (destrier.Roll{N: 2, Sides: 6, Plus: 1}); r.Max() != 13 || r.String() != "2d6+1" {
		t.Errorf("%v max %d", r, r.Max())
	}
	if k := destrier.Test(scripted(100), 100, "sure"); !k.Success {
		t.Error("100% succeeds on 100")
	}
	if k := destrier.Test(scripted(1), 0, "never"); k.Success {
		t.Error("0% fails on 1")
	}
}

// Fractions of a move as the data files write them.
func TestMovement_Fractions(t *testing.T) {
	for in, want := range map[string]destrier.Fraction{"1/5": destrier.Fifth, "1/4": destrier.Quarter, "1": destrier.Whole, "0": destrier.Nothing} {
		var f destrier.Fraction
		if err := f.UnmarshalText([]byte(in)); err != nil || f != want {
			t.Errorf("%q: %v %v", in, f, err)
		}
		if b, _ := f.MarshalText(); string(b) != in {
			t.Errorf("%q written back as %q", in, b)
		}
	}
	for _, in := range []string{"3/2", "1/0", "-1/4", "a/b", ""} {
		var f destrier.Fraction
		wantRuleError(t, f.UnmarshalText([]byte(in)), destrier.SecMovement, "fraction")
	}
	if got := destrier.Quarter.Of(6); got != 1.5 {
		t.Errorf("1/4 of 6\": %v", got)
	}
	if s := destrier.Inches(0.625).String(); s != `0.63"` {
		t.Errorf("%s", s)
	}
}
