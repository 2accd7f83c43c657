package scenariofile

import (
	"io/fs"
	"testing"

	"herald/data"
)

// Every shipped scenario loads and checks out, on a map or a measured
// table, with 6-20 characters a side (a Destrier fight, man to man, with
// one or more).
func TestShippedScenarios(t *testing.T) {
	files, _ := fs.Glob(data.FS, "scenarios/*.yaml")
	if len(files) < 3 {
		t.Fatalf("want at least three shipped scenarios, found %v", files)
	}
	for _, f := range files {
		sc, m, tb, err := LoadField(f[len("scenarios/"):])
		if err != nil {
			t.Errorf("%s:\n%v", f, err)
			continue
		}
		for _, s := range sc.Sides {
			n := len(s.Characters)
			if sc.Ruleset == "destrier" && n > 0 && n <= 20 {
				continue
			}
			if n < 6 || n > 20 {
				t.Errorf("%s: side %s has %d characters, want 6-20", f, s.Name, n)
			}
		}
		if (m == nil) == (tb == nil) || sc.Turns == 0 {
			t.Errorf("%s: not one map or table, or no turn limit", f)
		}
	}
}
