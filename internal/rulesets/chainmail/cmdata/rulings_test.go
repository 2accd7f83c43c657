package cmdata

import (
	"strings"
	"testing"

	"herald/internal/table"
)

// A scenario's rulings block overrides the defaults it names and keeps
// the rest; named lists merge by name; the shared tables do not change.
func TestWithRulingsOverridesByKey(t *testing.T) {
	base, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	before := base.Rulings
	if _, err := WithRulings(base, []byte(`
spells:
  - {name: stinking-cloud, complexity: 2, shape: blast, range: 9, radius: 1, effect: hold, save: death, rounds: 2}
`)); err == nil || !strings.Contains(err.Error(), "a hold strikes one figure") {
		t.Fatalf("a blast that holds: %v", err)
	}
	got, err := WithRulings(base, []byte(`
table: {melee_reach: 1/2}
morale: {stand: 8}
terrain:
  areas:
    - {kind: woods, foot: 3, horse: impassable, close_order: false, cover: 2, sight: 1}
spells:
  - {name: fire-ball, complexity: 3, shape: blast, range: 24, radius: 2, effect: harm, save: spells, damage: 8d6}
  - {name: shatter, complexity: 2, shape: strike, range: 6, effect: harm, damage: 2d6}
`))
	if err != nil {
		t.Fatal(err)
	}
	rl := got.Rulings
	if rl.Table.MeleeReach.Length != table.Inches.Of(0.5) || rl.Table.OpenOrderGap != before.Table.OpenOrderGap {
		t.Errorf("table %+v", rl.Table)
	}
	if rl.Morale.Stand != 8 || rl.Morale.Rally != before.Morale.Rally {
		t.Errorf("morale %+v", rl.Morale)
	}
	if len(rl.Terrain.Areas) != len(before.Terrain.Areas) || !rl.Terrain.Areas[0].Horse.Impassable || rl.Terrain.Areas[1] != before.Terrain.Areas[1] {
		t.Errorf("areas %+v", rl.Terrain.Areas)
	}
	fb, _ := got.Spell("fire-ball")
	if fb.Damage.N != 8 || len(rl.Spells) != len(before.Spells)+1 {
		t.Errorf("spells: fire-ball %+v, %d spells", fb, len(rl.Spells))
	}
	if _, err := got.Spell("shatter"); err != nil {
		t.Error(err)
	}
	// The defaults are untouched.
	if base.Rulings.Table.MeleeReach != before.Table.MeleeReach || base.Rulings.Terrain.Areas[0].Horse.Impassable {
		t.Error("the override changed the shared rulings")
	}
	if fb, _ := base.Spell("fire-ball"); fb.Damage.N != 6 {
		t.Error("the override changed the shared spell book")
	}
}

func TestWithRulingsRefusals(t *testing.T) {
	base, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, yaml, want string }{
		{"unknown key", "morale: {courage: 3}", "courage"},
		{"bad value", "initiative: {die: 1}", "initiative die"},
		{"not a mapping", "- 1", "cannot unmarshal"},
		{"too big", strings.Repeat("#", MaxRulingsBytes+1), "bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := WithRulings(base, []byte(tc.yaml))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
	if r, err := WithRulings(base, nil); err != nil || r.Rulings.Morale != base.Rulings.Morale {
		t.Errorf("no overrides: %v", err)
	}
}
