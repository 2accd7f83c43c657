package destrierdata

import (
	"io/fs"
	"strings"
	"testing"

	"herald/data"
	"herald/internal/datafile/datafiletest"
	"herald/internal/rulesets/destrier"
)

func TestShippedTablesLoad(t *testing.T) {
	r, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(r.Cards.List); n != 34 {
		t.Errorf("%d cards", n)
	}
	if n := r.Armour.Count(); n != 11 {
		t.Errorf("%d armour classes", n)
	}
	if n := len(r.Maneuvers.Cells); n != 49 {
		t.Errorf("%d Matrix cells, want 7x7", n)
	}
	for name, p := range map[string]destrier.Provenance{
		"weapons": r.Weapons.Provenance, "armour": r.Armour.Provenance, "maneuver": r.Maneuvers.Provenance,
		"bash": r.Bash.Provenance, "mounts": r.Mounts.Provenance, "figures": r.Templates.Provenance,
	} {
		if !p.StandIn || p.Ref() != destrier.SecStandIn {
			t.Errorf("chivalry/%s.yaml is herald's stand-in and must say so: %+v", name, p)
		}
	}
}

// Every shipped data file says where it comes from in its first lines:
// the text's own files name the text, the stand-ins say STAND-IN.
func TestShippedFilesSayWhatTheyAre(t *testing.T) {
	for _, name := range Files {
		b, err := data.FS.ReadFile("destrier/" + name)
		if err != nil {
			t.Fatal(err)
		}
		head := string(b[:min(len(b), 400)])
		want := "000_29a5d9d92968f022.txt"
		if strings.HasPrefix(name, "chivalry/") {
			want = "STAND-IN: herald's own values, NOT Chivalry & Sorcery's."
		}
		if !strings.Contains(head, want) {
			t.Errorf("%s does not open with %q", name, want)
		}
	}
}

// A broken table is refused with the file and the reason.
func TestLoadRefusesBrokenTables(t *testing.T) {
	for _, tc := range []struct {
		name, file, find, replace, want string
	}{
		{"unknown key", "melee.yaml", "tall: 10", "tall: 10\ntaller: 11", "taller"},
		{"a card that is not the text's", "cards.yaml", "name: PUNCH", "name: HEADBUTT", "HEADBUTT"},
		{"a card given twice", "cards.yaml", "name: DODGE BACK", "name: DODGE RIGHT", "given twice"},
		{"a card's number out of range", "cards.yaml", "shield: 10     # every", "shield: 110     # every", "shield = 110"},
		{"a card's number missing", "cards.yaml", "      front: 25\n", "", `"front" missing`},
		{"a condition herald does not know", "cards.yaml", "who: [[chivalry], [nordic]]", "who: [[chivalry], [viking]]", "viking"},
		{"a TAC card in the melee deck", "cards.yaml", "name: FLECHE\n    deck: tac", "name: FLECHE\n    deck: melee", "TAC card"},
		{"a bad fraction", "movement.yaml", "side: 1/4", "side: 5/4", "fraction"},
		{"a speed out of order", "steeds.yaml", "{speed: walk,", "{speed: trot,", "speed 1"},
		{"a usual card not allowed", "steeds.yaml", "card: FLECHE,", "card: CHARGE,", "not among its TAC cards"},
		{"superiority of an unknown breed", "steeds.yaml", "[great-horse, griffin, hippogrif]", "[great-horse, dragon]", "dragon"},
		{"charge: a speed that is none", "charge.yaml", "slowest: trot", "slowest: amble", "amble"},
		{"a short hit row", "chivalry/weapons.yaml", "hit: [50, 47, 44, 41, 38, 35, 32, 29, 26, 23, 20]", "hit: [50, 47]", "2 hit chances"},
		{"heavier armour easier to hit", "chivalry/weapons.yaml", "hit: [50, 47, 44,", "hit: [50, 47, 48,", "easier to hit"},
		{"a bad damage roll", "chivalry/weapons.yaml", "damage: 1d3,", "damage: 1d1,", "dice expression"},
		{"the fist missing", "chivalry/weapons.yaml", "name: fist,", "name: fists,", `"fist" missing`},
		{"no source", "chivalry/armour.yaml", "source: \"herald's stand-in\"", "source: \"\"", "no source"},
		{"armour classes out of order", "chivalry/armour.yaml", "{ac: 3,", "{ac: 4,", "place 3"},
		{"a Matrix cell missing", "chivalry/maneuver.yaml", "  - {attacker: CLOSE, defender: CLOSE, hit: 5, reply: 5}\n", "", "CLOSE vs CLOSE missing"},
		{"a Matrix cell of no TAC card", "chivalry/maneuver.yaml", "{attacker: CLOSE, defender: CLOSE,", "{attacker: CLOSE, defender: PARRY,", "not two TAC cards"},
		{"bash bands with a gap", "chivalry/bash.yaml", "{from: 16, to: 40", "{from: 17, to: 40", "does not follow"},
		{"a breed's turn missing", "chivalry/mounts.yaml", "turn: {canter: 180, gallop: 90, charge: 45}}\n  - {name: light-horse", "turn: {canter: 180}}\n  - {name: light-horse", "turn at gallop"},
		{"a template with an unknown weapon", "chivalry/figures.yaml", "weapon: battle-axe", "weapon: warhammer", "warhammer"},
		{"a template with an unknown trait", "chivalry/figures.yaml", "traits: [agile, trained]", "traits: [agile, fluffy]", "fluffy"},
		{"a steed without a breed", "chivalry/figures.yaml", "    breed: mule\n", "", "names its breed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := datafiletest.Patched(t, data.FS, "destrier", Files, "d", tc.file, tc.find, tc.replace)
			_, err := LoadFS(fsys, "d")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want it to mention %q", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.file) {
				t.Errorf("err = %v does not name %s", err, tc.file)
			}
		})
	}
}

// A file missing or too big is refused, naming it.
func TestLoadRefusesMissingAndHugeFiles(t *testing.T) {
	datafiletest.RefusesMissingAndHuge(t, data.FS, "destrier", Files, func(fsys fs.FS, dir string) error {
		_, err := LoadFS(fsys, dir)
		return err
	})
}

// CheckFigure: a scenario's figure values, each refused with its name.
func TestCheckFigure(t *testing.T) {
	r, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	base, _ := r.Templates.Template("knight")
	base.Name = "Sir Hugh"
	if err := r.CheckFigure(&base); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(f *destrier.Figure)
		want string
	}{
		{"no name", func(f *destrier.Figure) { f.Name = "" }, "without a name"},
		{"unknown kind", func(f *destrier.Figure) { f.Kind = "elf" }, "kind"},
		{"no stand", func(f *destrier.Figure) { f.Stand.Width = 0 }, "stand"},
		{"armour out of the table", func(f *destrier.Figure) { f.Armour = 11 }, "armour class 11"},
		{"too many blows", func(f *destrier.Figure) { f.Blows = 21 }, "blows 21"},
		{"bonus blows above the blows", func(f *destrier.Figure) { f.BonusBlows = 5 }, "bonus 5"},
		{"no body", func(f *destrier.Figure) { f.Body = 0 }, "body 0"},
		{"a strange load", func(f *destrier.Figure) { f.Encumbrance = "laden" }, "laden"},
		{"a strange shield", func(f *destrier.Figure) { f.Shield = "tower" }, "tower"},
		{"a bow as missile", func(f *destrier.Figure) { f.Missile = "sword" }, "not a missile weapon"},
		{"a breed for a man", func(f *destrier.Figure) { f.Breed = "war-horse" }, "names its breed"},
		{"a Dexterity of 500", func(f *destrier.Figure) { f.Dexterity = 500 }, "500"},
		{"a steed riding", func(f *destrier.Figure) { f.Kind = destrier.Steed; f.Breed = "mule"; f.Mount = "x" }, "rides nothing"},
	} {
		f := base
		tc.edit(&f)
		err := r.CheckFigure(&f)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}
