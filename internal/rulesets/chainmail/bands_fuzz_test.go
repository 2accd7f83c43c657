package chainmail

import "testing"

// Cells are parsed from data a person edits: nothing may panic, and what
// parses is three 2d6 scores or "/".
func FuzzParseBands(f *testing.F) {
	for _, s := range []string{"5-6-8", "11-12-/", "12-/-/", "6-7", "a-b-c", "-1-2-3", "", "13-2-2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := parseBands(s)
		if err != nil {
			return
		}
		for _, v := range b {
			if v != CannotKill && (v < 2 || v > 12) {
				t.Fatalf("%q parsed to %v", s, b)
			}
		}
	})
}
