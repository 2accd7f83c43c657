package havocdata

import (
	"strings"
	"testing"
	"testing/fstest"

	"herald/data"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

func TestBuiltinTablesLoad(t *testing.T) {
	tab, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	if got := len(tab.Columns); got != 14 {
		t.Errorf("odds columns: %d, want 14 (1-4 … 11-1)", got)
	}
	if got := len(tab.WeaponKeys()); got != 10 {
		t.Errorf("weapons: %d, want 10", got)
	}
	if got := tab.HealingDays(6); got != 7 {
		t.Errorf("healing die 6: %d days, want 7", got)
	}
}

// A broken cell must be reported with its file, table and die roll.
func TestLoadReportsBadCells(t *testing.T) {
	cases := []struct {
		name, file, from, to, want string
	}{
		{"unknown result", "combat.yaml", `results: "a1 a1 d1 d1 dw dw dk dk dk dk dk dk dk dk"}`, `results: "a1 a1 d1 d1 dw dw dk dk dk dk dk dk dk zz"}`, `"zz"`},
		{"short row", "combat.yaml", `results: "a1 a1 d1 d1 dw dw dk dk dk dk dk dk dk dk"}`, `results: "a1 a1 d1 d1 dw dw dk dk dk dk dk dk dk"}`, "13 cells, want 14"},
		{"horse against infantry", "combat.yaml", `results: "a1 a1 d1 d1 dw dw dk dk dk dk dk dk dk dk"}`, `results: "a1 a1 d1 d1 dw dw *dk dk dk dk dk dk dk dk"}`, "horse killed against infantry"},
		{"missing shift", "combat.yaml", `  - {rule: "26.31", key: encircled-attacker,       shift: -1, text: "Encircled attacker", see: "9.3"}` + "\n", "", `"encircled-attacker" missing`},
		{"gap in ranges", "missile.yaml", `short: [1, 30], medium: [31, 60]`, `short: [1, 30], medium: [32, 60]`, "longbow"},
		{"missile table length", "missile.yaml", `results: "dk dk dk dw dw d2 d2 - - -"`, `results: "dk dk dk dw dw d2 d2 - -"`, "9 results, want 10"},
		{"charge gap", "combat.yaml", `from: 8,  to: 9,`, `from: 8,  to: 8,`, "die roll 9 missing"},
		{"unknown field", "panic.yaml", "morale: 10,", "morale: 10, moral: 3,", "moral"},
		{"panic class twice", "panic.yaml", "classes: [halberdier]", "classes: [billman]", "class billman has morale"},
		{"victory fate", "victory.yaml", "fate: drowned,", "fate: sunk,", `unknown fate "sunk"`},
		{"victory fate missing", "victory.yaml", "  - {rule: \"17.2\", fate: drowned,", "  - {rule: \"17.2\", fate: killed,", "fate killed given twice"},
		{"victory per", "victory.yaml", "per: hex,", "per: tent,", "per (unit or hex)"},
		{"equipment hexes", "equipment.yaml", "key: ram\n    rule: \"19.13\"\n    hexes: 3", "key: ram\n    rule: \"19.13\"\n    hexes: 4", `equipment "ram" (rule 19.13): 4 hexes`},
		{"equipment resistance", "equipment.yaml", "resistance: cart", "resistance: wagon", `no battering resistance "wagon"`},
		{"equipment enter", "equipment.yaml", "enter: {infantry: 3, others: impassable}", "enter: {infantry: 3, boat: impassable}", `unknown unit kind "boat"`},
		{"equipment carry cost", "equipment.yaml", "    hexes: 1\n    portable: false\n    moves: none\n    enter: 0", "    hexes: 1\n    portable: false\n    carry_mp: 1\n    moves: none\n    enter: 0", "not portable"},
		{"animal moves", "animals.yaml", "moves_as: mule\n    hinders: infantry", "moves_as: donkey\n    hinders: infantry", `moves_as "donkey"`},
		{"animal hindrance", "animals.yaml", "hinders: infantry\n    counts_as: 2", "hinders: infantry\n    counts_as: 3", "hindrance.yaml says 2"},
		{"animal table", "animals.yaml", "table: infantry", "table: animal", `table "animal"`},
		{"roll gap", "rolls.yaml", "from: 1, to: 6,  outcome: toppled", "from: 1, to: 5,  outcome: toppled", "die roll 6 missing"},
		{"roll missing", "rolls.yaml", "key: knighthood", "key: dubbing", `roll "knighthood" missing`},
		{"optional missing", "optional.yaml", "rule: \"22.5\"", "rule: \"22.10\"", "optional rule 22.5 missing"},
		{"ladder rung", "advancement.yaml", "becomes: spearman", "becomes: archer", "becomes archer"},
		{"swimming table", "swimming.yaml", "key: deep-wounded", "key: wading", `table "deep-wounded" missing`},
		{"battering cell", "battering.yaml", `"W1 W1 W2 W3 W4"`, `"W1 W1 W2 W3 X4"`, `"X4"`},
		{"hindrance twice", "hindrance.yaml", "kind: ox,", "kind: horse,", "horse is listed twice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for _, f := range Files() {
				b, err := data.FS.ReadFile("cryhavoc/" + f)
				if err != nil {
					t.Fatal(err)
				}
				s := string(b)
				if f == c.file {
					if !strings.Contains(s, c.from) {
						t.Fatalf("fixture text %q not in %s", c.from, f)
					}
					s = strings.Replace(s, c.from, c.to, 1)
				}
				fsys["cryhavoc/"+f] = &fstest.MapFile{Data: []byte(s)}
			}
			_, err := Load(fsys, "cryhavoc")
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one mentioning %s", err, c.want)
			}
		})
	}
}

// Test7_8Hindrance: the shipped §7.8 table has a count for every unit kind
// of the field rules, and a rider counts as his horse and himself.
func Test7_8Hindrance(t *testing.T) {
	tab, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	if err := field.CheckHindrance(tab.Hindrance); err != nil {
		t.Fatal(err)
	}
	h := tab.Hindrance
	if h["rider"] != h["horse"]+h["foot"] || h["horse"] != 3 || h["mule"] != 2 || h["foot"] != 1 {
		t.Errorf("§7.8 counts: %v", h)
	}
}

// TestHindranceRefusals: a bad hindrance.yaml is refused with its row.
func TestHindranceRefusals(t *testing.T) {
	for _, tc := range []struct{ yaml, want string }{
		{"units:\n  - {rule: \"7.8\", kind: foot, counts_as: 1}\n  - {rule: \"7.8\", kind: foot, counts_as: 2}\n", "listed twice"},
		{"units:\n  - {kind: foot, counts_as: 1}\n", "no rule number"},
		{"units:\n  - {rule: \"7.8\", kind: foot, counts_as: -1}\n", "not 0 to 10"},
		{"units:\n  - {rule: \"7.8\", kind: foot, counts: 1}\n", "counts"},
	} {
		var tab havoc.Tables
		err := loadHindrance([]byte(tc.yaml), &tab)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.yaml, err, tc.want)
		}
	}
}
