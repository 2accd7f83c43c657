package cmdata

import (
	"strings"
	"testing"
	"testing/fstest"

	"herald/data"
)

func TestShippedTablesLoad(t *testing.T) {
	r, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if got := len(r.Mass.Entries); got != 36 {
		t.Errorf("Appendix A has %d cells, want 36", got)
	}
	if got := len(r.Melee.Weapons); got != 13 {
		t.Errorf("Appendix B man-to-man has %d weapons, want 13", got)
	}
	if got := len(r.Fantasy.Creatures); got != 13 {
		t.Errorf("fantasy table has %d creatures, want 13", got)
	}
}

// A broken table is refused with the file and the reason.
func TestLoadRefusesBrokenTables(t *testing.T) {
	for _, tc := range []struct {
		name, file, find, replace, want string
	}{
		{"unknown key", "fantasy.yaml", "hero: hero", "hero: hero\nheroes: 1", "heroes"},
		{"score off 2d6", "fantasy.yaml", "scores: [6, 8, 10,", "scores: [6, 13, 10,", "not on 2d6"},
		{"missing mass cell", "mass.yaml", "  - {attacker: heavy-horse, defender: heavy-horse, dice: 1, men: 1, kill_from: 6}\n", "", "heavy-horse vs heavy-horse"},
		{"bad missile cell", "missile.yaml", "[6-7-8, 6-7-8,", "[6-7, 6-7-8,", "three scores"},
		{"short melee row", "melee.yaml", "[6,   7,     8,      8,   9,   10,  12,   12,  8,    10]", "[6, 7]", "2 scores"},
		{"creature of unknown type", "creatures.yaml", "attack: light-foot, defend: light-foot", "attack: light-feet, defend: light-foot", "light-feet"},
		{"stun gap", "special.yaml", "{from: 3, to: 5, rounds: 1}", "{from: 4, to: 5, rounds: 1}", "stun"},
		{"move of unknown troop", "movement.yaml", "troop: heavy-foot", "troop: heavy-feet", "heavy-feet"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for _, n := range []string{"mass.yaml", "melee.yaml", "missile.yaml", "fantasy.yaml", "spells.yaml", "character.yaml", "special.yaml", "creatures.yaml", "movement.yaml"} {
				b, err := data.FS.ReadFile("chainmail/" + n)
				if err != nil {
					t.Fatal(err)
				}
				s := string(b)
				if n == tc.file {
					if !strings.Contains(s, tc.find) {
						t.Fatalf("%s does not contain %q", n, tc.find)
					}
					s = strings.Replace(s, tc.find, tc.replace, 1)
				}
				fsys["cm/"+n] = &fstest.MapFile{Data: []byte(s)}
			}
			_, err := LoadFS(fsys, "cm")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want it to mention %q", err, tc.want)
			}
		})
	}
}
