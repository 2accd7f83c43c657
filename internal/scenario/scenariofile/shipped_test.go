package scenariofile

import (
	"io/fs"
	"testing"

	"herald/data"
)

// Every shipped scenario loads and checks out, with 6-20 characters a side
// on a hex map (on a measured table, a duel may have one).
// A "tenths" skirmish is man against man, 1-10 a side.
func TestShippedScenarios(t *testing.T) {
	files, _ := fs.Glob(data.FS, "scenarios/*.yaml")
	if len(files) < 3 {
		t.Fatalf("want at least three shipped scenarios, found %v", files)
	}
	for _, f := range files {
		sc, m, tab, err := LoadField(f[len("scenarios/"):])
		if err != nil {
			t.Errorf("%s:\n%v", f, err)
			continue
		}
		if tab != nil {
			for _, s := range sc.Sides {
				if len(s.Characters) == 0 || sc.Turns == 0 {
					t.Errorf("%s: side %s has no figures, or no turn limit", f, s.Name)
				}
			}
			continue
		}
		lo, hi := 6, 20
		if sc.Ruleset == "tenths" {
			lo, hi = 1, 10
		}
		for _, s := range sc.Sides {
			if n := len(s.Characters); n < lo || n > hi {
				t.Errorf("%s: side %s has %d characters, want %d-%d", f, s.Name, n, lo, hi)
			}
		}
		if m == nil || sc.Turns == 0 {
			t.Errorf("%s: no map or no turn limit", f)
		}
	}
}
