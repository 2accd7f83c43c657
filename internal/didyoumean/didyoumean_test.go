package didyoumean

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

var names = []string{"Bran", "Sir Ranulf", "Simkin", "Wat the Smith", "Hob", "Hamo"}

func TestResolve(t *testing.T) {
	for _, c := range []struct {
		word, got string
		ok        bool
		matches   []string
	}{
		{"Bran", "Bran", true, nil},
		{"bran", "Bran", true, nil},
		{"wat", "Wat the Smith", true, nil},
		{"Sir", "Sir Ranulf", true, nil},
		{"S", "", false, []string{"Sir Ranulf", "Simkin"}},
		{"H", "", false, []string{"Hob", "Hamo"}},
		{"Brann", "", false, nil},
		{"", "", false, nil},
	} {
		got, m, ok := Resolve(c.word, names)
		if got != c.got || ok != c.ok || !slices.Equal(m, c.matches) {
			t.Errorf("Resolve(%q) = %q %v %v; want %q %v %v", c.word, got, m, ok, c.got, c.matches, c.ok)
		}
	}
}

func TestClosest(t *testing.T) {
	verbs := []string{"move", "fire", "attack", "advance", "retreat", "charge", "pin", "wait"}
	for _, c := range []struct {
		word string
		want []string
	}{
		{"mvoe", []string{"move"}},
		{"atack", []string{"attack"}},
		{"retreet", []string{"retreat"}},
		{"fier", []string{"fire"}},
		{"dig", nil},
		{"x", nil},
	} {
		if got := Closest(c.word, verbs); !slices.Equal(got, c.want) {
			t.Errorf("Closest(%q) = %v, want %v", c.word, got, c.want)
		}
	}
	if h := Hint("thornbi-raid", []string{"thornby-raid", "beacon-hill"}); h != " (did you mean thornby-raid?)" {
		t.Errorf("hint %q", h)
	}
}

// The distance is a metric's first parts: zero only for equal words,
// symmetric, and one for a single slip.
func TestDistanceProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.StringMatching(`[a-z]{0,12}`).Draw(t, "a")
		b := rapid.StringMatching(`[a-z]{0,12}`).Draw(t, "b")
		if (distance(a, b) == 0) != (a == b) || distance(a, b) != distance(b, a) {
			t.Fatalf("distance(%q, %q) = %d, back %d", a, b, distance(a, b), distance(b, a))
		}
		if len(a) > 0 {
			if d := distance(a, a[1:]); d != 1 {
				t.Fatalf("dropping a letter of %q: %d", a, d)
			}
		}
	})
}
