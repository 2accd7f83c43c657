package field

import (
	"io/fs"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"herald/data"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// hindrance is the shipped §7.8 table. havocdata loads it for play; the
// field tests read the file themselves, since havocdata's tests check
// it against this package.
var hindrance = func() havoc.Hindrance {
	b, err := fs.ReadFile(data.FS, "cryhavoc/hindrance.yaml")
	if err != nil {
		panic(err)
	}
	var f struct {
		Units []struct {
			Kind     string `yaml:"kind"`
			CountsAs int    `yaml:"counts_as"`
		} `yaml:"units"`
	}
	if err := yaml.Unmarshal(b, &f); err != nil {
		panic(err)
	}
	h := havoc.Hindrance{}
	for _, u := range f.Units {
		h[u.Kind] = u.CountsAs
	}
	return h
}()

// Test7_8HindranceTable: a field needs a count for every kind and refuses
// a table without one, or with a kind it does not know.
func Test7_8HindranceTable(t *testing.T) {
	m := testMap(5, 5)
	units := []Unit{{Name: "Ben", Side: "a", Kind: Foot, Hex: hex.Hex{Col: 1, Row: 1}, MPA: 6}}
	short := havoc.Hindrance{}
	for k, n := range hindrance {
		if k != "mule" {
			short[k] = n
		}
	}
	odd := havoc.Hindrance{"camel": 3}
	for k, n := range hindrance {
		odd[k] = n
	}
	for _, tc := range []struct {
		name string
		h    havoc.Hindrance
		want string
	}{
		{"none", nil, "no §7.8 hindrance table"},
		{"no mule", short, "no count for mule"},
		{"a camel", odd, `"camel" is not a unit kind`},
	} {
		_, err := New(Situation{Map: m, Units: units, Hindrance: tc.h})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	if err := CheckHindrance(hindrance); err != nil {
		t.Fatalf("the shipped table: %v", err)
	}
	// A rider is his horse and himself (docs/rulings.md).
	f := mustField(t, m)
	if f.counts[Rider] != f.counts[HorseKind]+f.counts[Foot] {
		t.Errorf("rider counts %d, horse %d + man %d", f.counts[Rider], f.counts[HorseKind], f.counts[Foot])
	}
}
