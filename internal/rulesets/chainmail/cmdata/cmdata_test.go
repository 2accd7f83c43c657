package cmdata

import (
	"io/fs"
	"testing"

	"herald/data"
	"herald/internal/datafile/datafiletest"
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
	datafiletest.RefusesBroken(t, data.FS, "chainmail", Files, []datafiletest.Broken{
		{"unknown key", "fantasy.yaml", "hero: hero", "hero: hero\nheroes: 1", "heroes"},
		{"score off 2d6", "fantasy.yaml", "scores: [6, 8, 10,", "scores: [6, 13, 10,", "not on 2d6"},
		{"missing mass cell", "mass.yaml", "  - {attacker: heavy-horse, defender: heavy-horse, dice: 1, men: 1, kill_from: 6}\n", "", "heavy-horse vs heavy-horse"},
		{"bad missile cell", "missile.yaml", "[6-7-8, 6-7-8,", "[6-7, 6-7-8,", "three scores"},
		{"short melee row", "melee.yaml", "[6,   7,     8,      8,   9,   10,  12,   12,  8,    10]", "[6, 7]", "2 scores"},
		{"creature of unknown type", "creatures.yaml", "attack: light-foot, defend: light-foot", "attack: light-feet, defend: light-foot", "light-feet"},
		{"stun gap", "special.yaml", "{from: 3, to: 5, rounds: 1}", "{from: 4, to: 5, rounds: 1}", "stun"},
		{"move of unknown troop", "movement.yaml", "troop: heavy-foot", "troop: heavy-feet", "heavy-feet"},
		{"capability numbers disagree with the print", "character.yaml", "fighter: {men: 5, fantasy: hero, fantasy_pips: 1}", "fighter: {men: 4, fantasy: hero, fantasy_pips: 1}", "prints 5 men"},
		{"save bonus row short", "character.yaml", "bonuses: [1, 0, 1, 1, 0]", "bonuses: [1, 0]", "2 bonuses for 5 kinds"},
		{"unknown step resolution", "character.yaml", "resolution: simultaneous\n    rolls: [morale]", "resolution: whenever\n    rolls: [morale]", "whenever"},
		{"rulings: troop without a ruling", "rulings.yaml", "  - {type: light-foot, armour: leather}\n", "", "no ruling for troop type light-foot"},
		{"rulings: spell of unknown save", "rulings.yaml", "save: spells, damage: 6d6}", "save: charisma, damage: 6d6}", "charisma"},
		{"rulings: bad fraction", "rulings.yaml", "formation_change: 1/2", "formation_change: half", "not a fraction"},
		{"rulings: bad length", "rulings.yaml", "melee_reach: 1/4", "melee_reach: a bit", "length"},
		{"rulings: close order too loose", "rulings.yaml", "close_order_gap: 0", "close_order_gap: 2", "1 inch or less"},
		{"rulings: terrain missing", "rulings.yaml", "    - {kind: crops, foot: 1, horse: 1, close_order: true, cover: 0}\n", "", "no terrain for crops"},
		{"rulings: rank bands gap", "rulings.yaml", "{from: 8, to: 8, rank: warlock}", "{from: 9, to: 9, rank: warlock}", "ranks by level"},
		{"rulings: unknown creature special", "rulings.yaml", "creature: basilisk", "creature: gorgon", "gorgon"},
		{"rulings: unknown key", "rulings.yaml", "morale:\n", "morale:\n  panic: 3\n", "panic"},
	}, loadFS)
}

func TestLoadRefusesMissingAndHugeFiles(t *testing.T) {
	datafiletest.RefusesMissingAndHuge(t, data.FS, "chainmail", Files, loadFS)
}

// A scenario's empty rulings block overrides nothing.
func TestEmptyRulingsChangeNothing(t *testing.T) {
	base, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"", "# nothing\n"} {
		if _, err := WithRulings(base, []byte(in)); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}

// loadFS is LoadFS for the shared checks, which want only the error.
func loadFS(fsys fs.FS, dir string) error {
	_, err := LoadFS(fsys, dir)
	return err
}
