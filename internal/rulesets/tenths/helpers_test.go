package tenths_test

import (
	"errors"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/rule"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/tenthsdata"
)

func rules(t testing.TB) *tenths.Rules {
	t.Helper()
	r, err := tenthsdata.Load()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// wantRule checks that err is a tenths rule.Error citing tag, and that its
// message holds each of the words.
func wantRule(t testing.TB, err error, tag string, words ...string) {
	t.Helper()
	var re *rule.Error
	if !errors.As(err, &re) {
		t.Fatalf("err = %v, want a rule.Error citing %s", err, tag)
	}
	if re.Set != tenths.SetName || re.Rule != tag {
		t.Fatalf("err cites %s %s, want %s %s: %v", re.Set, re.Rule, tenths.SetName, tag, err)
	}
	for _, w := range words {
		if !strings.Contains(re.Msg, w) {
			t.Errorf("err %q lacks %q", re.Msg, w)
		}
	}
}

func mustModules(t testing.TB, names ...string) tenths.Modules {
	t.Helper()
	ms, err := tenths.ParseModules(names)
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

func weapon(t testing.TB, r *tenths.Rules, name string) *tenths.Weapon {
	t.Helper()
	w, err := r.Weapons.Weapon(name)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func armour(t testing.TB, r *tenths.Rules, name string) *tenths.ArmourType {
	t.Helper()
	a, err := r.Armour.Type(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// fighter is a plain fighter: Strength 10, Dexterity 12, skill 5.0.
func fighter(t testing.TB, r *tenths.Rules, name, w, a string) tenths.Fighter {
	return tenths.Fighter{Name: name, Strength: 10, Dexterity: 12, Skill: tenths.Whole(5),
		Weapon: weapon(t, r, w), Armour: armour(t, r, a)}
}

func scripted(v ...int) *dice.Scripted { return dice.NewScripted(v...) }

func dec(t testing.TB, s string) tenths.Decimal {
	t.Helper()
	d, err := tenths.ParseDecimal(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// alterationBy sums what the rule tag did to a figure.
func alterationBy(x tenths.Exchange, tag, figure string) int {
	n := 0
	for _, a := range x.Alterations {
		if a.Rule == tag && a.Figure == figure {
			n += a.By
		}
	}
	return n
}

func asUnknown(err error, u **tenths.UnknownName) bool { return errors.As(err, u) }
