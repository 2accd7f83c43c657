package scenariofile

import (
	"io/fs"
	"testing"

	"herald/data"
)

// Every shipped scenario loads and checks out, with 6-20 characters a side
// on a hex map (on a measured table, a duel may have one).
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
		for _, s := range sc.Sides {
			if n := len(s.Characters); n < 6 || n > 20 {
				t.Errorf("%s: side %s has %d characters, want 6-20", f, s.Name, n)
			}
		}
		if m == nil || sc.Turns == 0 {
			t.Errorf("%s: no map or no turn limit", f)
		}
	}
}
