package destrier_test

import (
	"errors"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/rule"
	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/destrierdata"
)

func rules(t testing.TB) *destrier.Rules {
	t.Helper()
	r, err := destrierdata.Load()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// fighter builds a fighter from a stand-in template, named name, with
// its blows for the turn, then lets edit change it.
func fighter(t testing.TB, template, name string, edit ...func(*destrier.Fighter)) destrier.Fighter {
	t.Helper()
	r := rules(t)
	fig, err := r.Templates.Template(template)
	if err != nil {
		t.Fatal(err)
	}
	fig.Name = name
	fig.Side = "red"
	f := destrier.Fighter{Figure: &fig}
	f.BlowsLeft = fig.Blows
	for _, e := range edit {
		e(&f)
	}
	return f
}

// Edits for fighter.
func blue(f *destrier.Fighter)    { f.Side = "blue" }
func berserk(f *destrier.Fighter) { f.Berserk = true }
func blowsLeft(n int) func(*destrier.Fighter) {
	return func(f *destrier.Fighter) { f.BlowsLeft = n }
}
func riding(steed string) func(*destrier.Fighter) {
	return func(f *destrier.Fighter) { f.Mount = steed }
}
func at(s destrier.Speed) func(*destrier.Fighter) { return func(f *destrier.Fighter) { f.Speed = s } }
func traits(ts ...destrier.Trait) func(*destrier.Fighter) {
	return func(f *destrier.Fighter) { f.Traits = append(append([]destrier.Trait(nil), f.Traits...), ts...) }
}
func posture(p destrier.Posture) func(*destrier.Fighter) {
	return func(f *destrier.Fighter) { f.Posture = p }
}
func load(e destrier.Encumbrance) func(*destrier.Fighter) {
	return func(f *destrier.Fighter) { f.Encumbrance = e }
}

// wantRuleError checks err is a *rule.Error of Destrier citing a section
// that starts with sec, whose message mentions each of words.
func wantRuleError(t *testing.T, err error, sec string, words ...string) {
	t.Helper()
	var re *rule.Error
	if !errors.As(err, &re) {
		t.Fatalf("err = %v (%T), want *rule.Error", err, err)
	}
	if re.Set != "destrier" || !strings.HasPrefix(re.Rule, sec) {
		t.Errorf("error cites %s %q, want destrier %q", re.Set, re.Rule, sec)
	}
	for _, w := range words {
		if !strings.Contains(re.Msg, w) {
			t.Errorf("error %q does not mention %q", re.Msg, w)
		}
	}
}

func scripted(v ...int) *dice.Scripted { return dice.NewScripted(v...) }

// table is a measured table for tests: gaps and facings by pair.
type table struct {
	gaps    map[[2]string]destrier.Inches
	facings map[[2]string]destrier.Facing
}

func newTable() *table {
	return &table{gaps: map[[2]string]destrier.Inches{}, facings: map[[2]string]destrier.Facing{}}
}

func (t *table) gap(a, b string, g destrier.Inches) *table {
	t.gaps[[2]string{a, b}], t.gaps[[2]string{b, a}] = g, g
	return t
}

func (t *table) facing(of, toward string, f destrier.Facing) *table {
	t.facings[[2]string{of, toward}] = f
	return t
}

func (t *table) Gap(a, b string) destrier.Inches { return t.gaps[[2]string{a, b}] }

func (t *table) Facing(of, toward string) destrier.Facing {
	if f, ok := t.facings[[2]string{of, toward}]; ok {
		return f
	}
	return destrier.SwordSide
}
