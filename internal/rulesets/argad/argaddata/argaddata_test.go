package argaddata

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"herald/data"
	"herald/internal/datafile"
	"herald/internal/datafile/datafiletest"
	"herald/internal/rulesets/argad"
)

func TestShippedTablesLoad(t *testing.T) {
	r, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if got := len(r.Shooting.Weapons); got != 6 {
		t.Errorf("%d shooting rows, want 6 (javelin, mounted javelin, crossbow, longbow, other bows, sling)", got)
	}
	if got := len(r.Melee.Modifiers); got != 13 {
		t.Errorf("%d melee modifiers, want 13", got)
	}
	if got := len(r.Terrain.Terrain); got != 5 {
		t.Errorf("%d terrain rows, want 5 (bushes, woods, hard slope, earth bank, stakes)", got)
	}
	if got := len(r.Tags()); got != 121 {
		t.Errorf("%d tagged rows, want 121", got)
	}
}

// shipped is data/argad as a MapFS, with one file's text replaced.
func shipped(t *testing.T, file, find, replace string) fstest.MapFS {
	t.Helper()
	return datafiletest.Patched(t, data.FS, "argad", Files, "a", file, find, replace)
}

// A broken cell is refused with the file or table and the reason.
func TestLoadRefusesBrokenTables(t *testing.T) {
	datafiletest.RefusesBroken(t, data.FS, "argad", Files, []datafiletest.Broken{
		{"unknown key", "movement.yaml", "pavise: {cm: 16", "pavise: {km: 16", "km"},
		{"second document", "melee.yaml", "# MELEE MODIFIERS", "---\n# MELEE MODIFIERS", "more than one"},
		{"move of 0 cm", "movement.yaml", "cm: 12, tag: move.foot.armour5", "cm: 0, tag: move.foot.armour5", "move.foot.armour5"},
		{"armour out of order", "movement.yaml", `{armour: "4", cm: 40`, `{armour: "5", cm: 40`, "cavalry cell 2"},
		{"four slowing dice", "movement.yaml", "{dice: 2, tag: move.cavalry.slowing}", "{dice: 4, tag: move.cavalry.slowing}", "4 slowing dice"},
		{"close order faster sideways", "movement.yaml", "sideways: {cm: 8", "sideways: {cm: 18", "sideways"},
		{"unknown troop", "movement.yaml", "troop: mounted-foot", "troop: dragoons", "dragoons"},
		{"bad need", "shooting.yaml", `{need: "6", tag: shoot.crossbow.20-40}`, `{need: "4-6", tag: shoot.crossbow.20-40}`, "4-6"},
		{"ext with no shot", "shooting.yaml", `{need: "—", tag: shoot.javelin.20-30}`, `{need: "—", ext: true, tag: shoot.javelin.20-30}`, "exterior"},
		{"missing band cell", "shooting.yaml", "      - {need: \"7\", tag: shoot.crossbow.40-60}\n", "", "2 cells for 3"},
		{"unknown band set", "shooting.yaml", "bands: thrown\n    moving: {may: free, tag: shoot.javelin.moving}", "bands: darts\n    moving: {may: free, tag: shoot.javelin.moving}", "darts"},
		{"bands fall", "shooting.yaml", "shot: [20, 40, 60]", "shot: [20, 60, 40]", "does not rise"},
		{"armour columns disagree", "shooting.yaml", "{armour: \"5\", value: -1, tag: shoot.longbow.armour5}", "{armour: \"5\", value: -2, tag: shoot.longbow.armour5}", "shoot.longbow.armour5 says -2"},
		{"target row names no weapon", "shooting.yaml", "weapons: [bow, sling], armour: \"4\"", "weapons: [bow, sling, handgun], armour: \"4\"", "handgun"},
		{"moving rule", "shooting.yaml", "{may: never, tag: shoot.sling.moving}", "{may: sometimes, tag: shoot.sling.moving}", "sometimes"},
		{"cover not a penalty", "shooting.yaml", "{name: slit, value: -2", "{name: slit, value: 2", "not a penalty"},
		{"cap not a penalty", "shooting.yaml", "cap: {value: -2", "cap: {value: 0", "cap"},
		{"pavise wall otherwise", "shooting.yaml", "otherwise: pavise,", "otherwise: slit-wall,", "slit-wall"},
		{"forest widths disagree", "terrain.yaml", "beyond_cm: 10", "beyond_cm: 12", "forest cover row ends at 10"},
		{"terrain cover unknown", "terrain.yaml", "{cover: forest, tag: terrain.woods.cover}", "{cover: thicket, tag: terrain.woods.cover}", "thicket"},
		{"terrain going", "terrain.yaml", "{column: foot, going: difficult, tag: terrain.woods.foot}", "{column: foot, going: muddy, tag: terrain.woods.foot}", "muddy"},
		{"terrain cell missing", "terrain.yaml", "      - {column: foot, going: difficult, tag: terrain.slope.foot}\n", "", "2 cells"},
		{"blocking twice", "terrain.yaml", "{mounted: true, going: difficult, sixes: 2", "{mounted: true, going: very-difficult, sixes: 2", "mounted=true in difficult"},
		{"borrowing without a ruling", "terrain.yaml", "    ruling: \"the sheet gives the bank", "    sheetnote: \"the sheet gives the bank", "sheetnote"},
		{"borrows nothing", "terrain.yaml", "going_as: hard-slope", "going_as: cliff", "cliff"},
		{"tag scheme", "melee.yaml", "tag: melee.mod.uphill", "tag: Melee.Uphill", "Melee.Uphill"},
		{"tag twice", "melee.yaml", "tag: melee.mod.bill", "tag: melee.mod.braced", "given to two rows"},
		{"heavy tool parts", "melee.yaml", "made_of: [two-handed, improvised]", "made_of: [two-handed, charge]", "add up"},
		{"group mixes values", "melee.yaml", "value: -1\n    group: weak\n    sheet: and/or", "value: -2\n    group: weak\n    sheet: and/or", "mixes"},
		{"tie-breaks reordered", "melee.yaml", "- {by: class, tag: melee.simultaneous.class}\n  - {by: armour", "- {by: armour, tag: melee.simultaneous.class}\n  - {by: class", "tie-break 1"},
		{"natural faces", "melee.yaml", "{face: 7, tag: melee.natural7}", "{face: 12, tag: melee.natural7}", "natural faces"},
		{"class range", "rulings.yaml", "class_max: 5", "class_max: 1", "ruling.classes"},
		{"recoil", "rulings.yaml", "recoil_foot_cm: 5", "recoil_foot_cm: -5", "ruling.recoil"},
		{"r star", "rulings.yaml", "r_star: none", "r_star: sometimes", "ruling.r-star"},
		{"tie outcome", "rulings.yaml", "simultaneous_tie: recoil", "simultaneous_tie: draw", "ruling.tie"},
		{"weapon length", "rulings.yaml", "{name: dagger, also: [knife, baselard], length: very-short}", "{name: dagger, also: [knife, baselard], length: tiny}", "tiny"},
		{"weapon twice", "rulings.yaml", "also: [knife, baselard]", "also: [knife, sword]", "sword"},
		{"herald's terrain without a reason", "rulings.yaml", "    ruling: \"the sheet names walls", "    # \"the sheet names walls", "must say why"},
	}, loadFS)
}

func TestLoadRefusesOversizedFile(t *testing.T) {
	fsys := shipped(t, "melee.yaml", "# MELEE MODIFIERS", "# "+strings.Repeat("x", datafile.MaxFile)+"\n# MELEE MODIFIERS")
	if _, err := LoadFS(fsys, "a"); err == nil || !strings.Contains(err.Error(), "bytes") {
		t.Fatalf("err = %v", err)
	}
	delete(fsys, "a/rulings.yaml")
	if _, err := LoadFS(fsys, "a"); err == nil {
		t.Fatal("a missing file loaded")
	}
}

// A scenario overrides rulings; the shipped tables stay as they were.
func TestWithRulings(t *testing.T) {
	base, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r, err := WithRulings(base, []byte(`
class_max: 6
recoil_mounted_cm: 12
weapons:
  - {name: dagger, length: short}
  - {name: morning-star, length: short}
terrain:
  - name: palisade
    sheet: a scenario's palisade
    line: true
    ruling: "crossed like stakes by everybody"
    cells:
      - {column: foot, going: very-difficult, tag: terrain.palisade.foot}
      - {column: cavalry, going: very-difficult, tag: terrain.palisade.cavalry}
      - {column: cavalry5, going: very-difficult, tag: terrain.palisade.cavalry5}
`))
	if err != nil {
		t.Fatal(err)
	}
	if r.Rulings.ClassMax != 6 || r.Rulings.ClassMin != 2 || r.RecoilCM(argad.Cavalry) != 12 || r.RecoilCM(argad.Foot) != 5 {
		t.Errorf("%+v", r.Rulings)
	}
	if w, err := r.MeleeWeaponNamed("dagger"); err != nil || w.Length != "short" {
		t.Errorf("dagger %+v %v", w, err)
	}
	if _, err := r.MeleeWeaponNamed("knife"); err == nil {
		t.Error("the replaced dagger kept its aliases")
	}
	if _, err := r.MeleeWeaponNamed("morning-star"); err != nil {
		t.Error(err)
	}
	if c, err := r.GoingIn("palisade", argad.Mover{Troop: argad.Foot, Armour: argad.Light}); err != nil || c.Going != argad.VeryDifficult {
		t.Errorf("palisade %+v %v", c, err)
	}
	if _, err := r.PlanStrike(0, argad.Foe{Class: 6, Armour: argad.Light}); err != nil {
		t.Error(err)
	}
	// The base is untouched.
	if _, err := base.PlanStrike(0, argad.Foe{Class: 6, Armour: argad.Light}); err == nil {
		t.Error("the override leaked into the shipped rulings")
	}
	if _, err := base.GoingIn("palisade", argad.Mover{Troop: argad.Foot, Armour: argad.Light}); err == nil {
		t.Error("the scenario's terrain leaked into the shipped tables")
	}
	if w, _ := base.MeleeWeaponNamed("knife"); w.Length != "very-short" {
		t.Error("the shipped dagger changed")
	}
	for _, bad := range []string{"class_max: 40\n", "colours: red\n", "r_star: [\n", "terrain:\n  - name: woods\n    ruling: x\n    going_as: hard-slope\n"} {
		if _, err := WithRulings(base, []byte(bad)); err == nil {
			t.Errorf("override %q accepted", bad)
		}
	}
}

// A scenario's overrides are untrusted input: any bytes give a Rules or an
// error, never a panic, and never change the shipped tables.
func FuzzWithRulings(f *testing.F) {
	for _, seed := range []string{
		"class_max: 6\n",
		"r_star: impassable\ncap_covers_shooter: false\n",
		"weapons:\n  - {name: dagger, length: short}\n",
		"terrain:\n  - name: marsh\n    ruling: wet\n    cells:\n      - {column: foot, going: very-difficult, tag: terrain.marsh.foot}\n",
		"terrain:\n  - name: ditch\n    ruling: x\n    going_as: woods\n",
		"simultaneous_tie: hit\n",
		"- 1\n",
		"{",
	} {
		f.Add([]byte(seed))
	}
	base, err := Load()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := WithRulings(base, b)
		if err == nil {
			if _, err := r.PlanStrike(0, argad.Foe{Class: r.Rulings.ClassMax, Armour: argad.Light}); err != nil {
				t.Fatalf("accepted rulings that refuse their own top class: %v", err)
			}
		}
		if base.Rulings.ClassMax != 5 || base.Rulings.RStar != argad.RStarNone || len(base.Rulings.Weapons) != 10 {
			t.Fatalf("the shipped rulings changed: %+v", base.Rulings)
		}
	})
}

// loadFS is LoadFS for the shared checks, which want only the error.
func loadFS(fsys fs.FS, dir string) error {
	_, err := LoadFS(fsys, dir)
	return err
}
