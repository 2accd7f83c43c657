package argad_test

import (
	"testing"

	"herald/internal/rulesets/argad"
)

// fighter builds a class-3 fighter with a weapon of the rulings' list.
func fighter(t *testing.T, r *argad.Rules, troop argad.Troop, weapon string, f func(*argad.Fighter)) argad.Fighter {
	t.Helper()
	w, err := r.MeleeWeaponNamed(weapon)
	if err != nil {
		t.Fatal(err)
	}
	x := argad.Fighter{Troop: troop, Armour: argad.Armour4, Class: 3, Weapon: w}
	if f != nil {
		f(&x)
	}
	return x
}

// Every melee modifier of the sheet (lines 71-80), where it counts and
// where the sheet's exceptions stop it.
func TestMeleeModifiers(t *testing.T) {
	r := rules(t)
	foot := func(w string, f func(*argad.Fighter)) argad.Fighter { return fighter(t, r, argad.Foot, w, f) }
	horse := func(w string, f func(*argad.Fighter)) argad.Fighter { return fighter(t, r, argad.Cavalry, w, f) }
	rider := func(w string, f func(*argad.Fighter)) argad.Fighter { return fighter(t, r, argad.MountedFoot, w, f) }
	charging := func(x *argad.Fighter) { x.Charging = true }
	type fight struct {
		striker, foe argad.Fighter
		g            argad.Ground
		want         int
	}
	for _, tc := range []struct {
		tag    string
		fights []fight
	}{
		{"melee.mod.two-handed", []fight{
			{foot("two-handed-axe", nil), foot("sword", nil), argad.Ground{}, +1},
			{foot("bardiche", nil), foot("sword", nil), argad.Ground{}, +1},
			{foot("goedendag", func(x *argad.Fighter) { x.InBuilding = true }), foot("sword", nil), argad.Ground{}, 0},
			{foot("two-handed-sword", func(x *argad.Fighter) { x.CloseOrder = true }), foot("sword", nil), argad.Ground{}, 0},
		}},
		{"melee.mod.heavy-tool", []fight{
			{foot("mattock", nil), foot("sword", nil), argad.Ground{}, 0},
			{foot("flail", func(x *argad.Fighter) { x.InBuilding = true }), foot("sword", nil), argad.Ground{}, -1},
			{foot("flail", func(x *argad.Fighter) { x.Class = 2 }), foot("sword", nil), argad.Ground{}, 0}, // improvised and class 2 count once
		}},
		{"melee.mod.improvised", []fight{
			{foot("stick", nil), foot("sword", nil), argad.Ground{}, -1},
			{foot("club", func(x *argad.Fighter) { x.Class = 2 }), foot("sword", nil), argad.Ground{}, -1},
		}},
		{"melee.mod.class2", []fight{
			{foot("sword", func(x *argad.Fighter) { x.Class = 2 }), foot("sword", nil), argad.Ground{}, -1},
		}},
		{"melee.mod.obstacle", []fight{
			{foot("spear", nil), foot("sword", nil), argad.Ground{HoldsObstacle: true}, +1},
			{horse("sword", nil), foot("sword", nil), argad.Ground{HoldsObstacle: true}, +1}, // only cavalry vs foot's +1
		}},
		{"melee.mod.uphill", []fight{
			{foot("sword", nil), foot("sword", nil), argad.Ground{FoeHigher: true}, -1},
			{foot("sword", nil), foot("spear", nil), argad.Ground{FoeHigher: true, HoldsObstacle: true}, 0},
		}},
		{"melee.mod.cavalry-vs-foot", []fight{
			{horse("sword", nil), foot("sword", nil), argad.Ground{}, +1},
			{horse("sword", nil), rider("sword", nil), argad.Ground{}, +1},
			{horse("sword", nil), foot("sword", nil), argad.Ground{CavalryGoing: argad.Difficult}, 0},
			{horse("sword", nil), foot("sword", nil), argad.Ground{CavalryGoing: argad.VeryDifficult}, 0},
			{horse("sword", nil), horse("sword", nil), argad.Ground{}, 0},
		}},
		{"melee.mod.foot-vs-cavalry", []fight{
			{foot("sword", nil), horse("sword", nil), argad.Ground{}, -1},
			{foot("sword", nil), horse("sword", nil), argad.Ground{CavalryGoing: argad.Difficult}, -1},
			{foot("sword", nil), horse("sword", nil), argad.Ground{CavalryGoing: argad.VeryDifficult}, 0},
			{foot("sword", nil), rider("sword", nil), argad.Ground{}, 0},
		}},
		{"melee.mod.mounted-foot-vs-cavalry", []fight{
			{rider("sword", nil), horse("sword", nil), argad.Ground{}, -1},
			{rider("sword", nil), horse("sword", nil), argad.Ground{CavalryGoing: argad.VeryDifficult}, -1},
			{rider("sword", nil), foot("sword", nil), argad.Ground{}, 0},
		}},
		{"melee.mod.bill", []fight{
			{foot("bill", nil), rider("sword", nil), argad.Ground{}, +1},
			{foot("guisarme", nil), horse("sword", nil), argad.Ground{}, +1 - 1}, // and foot vs cavalry
			{foot("vouge", nil), foot("sword", nil), argad.Ground{}, 0},
			{foot("bill", nil), horse("lance", charging), argad.Ground{}, -1}, // not vs charging cavalry
		}},
		{"melee.mod.charge", []fight{
			{horse("sword", charging), horse("sword", nil), argad.Ground{}, +1},
			{horse("sword", charging), foot("sword", nil), argad.Ground{}, +2},
		}},
		{"melee.mod.couched-lance", []fight{
			{horse("lance", func(x *argad.Fighter) { x.Charging, x.ManAtArms = true, true }), horse("sword", nil), argad.Ground{}, +2},
			{horse("lance", charging), horse("sword", nil), argad.Ground{}, +1},                                     // not a trained man-at-arms
			{horse("lance", func(x *argad.Fighter) { x.ManAtArms = true }), horse("sword", nil), argad.Ground{}, 0}, // not charging
		}},
		{"melee.mod.braced", []fight{
			{foot("spear", func(x *argad.Fighter) { x.Immobile = true }), horse("lance", charging), argad.Ground{ChargedDirectly: true}, +1 - 1},
			{foot("bill", func(x *argad.Fighter) { x.Immobile = true }), horse("lance", charging), argad.Ground{ChargedDirectly: true}, +1 - 1},
			{foot("goedendag", func(x *argad.Fighter) { x.Immobile = true }), horse("lance", charging), argad.Ground{ChargedDirectly: true}, +1 + 1 - 1},
			{foot("spear", nil), horse("lance", charging), argad.Ground{ChargedDirectly: true}, -1},                                          // moved
			{foot("spear", func(x *argad.Fighter) { x.Immobile = true }), horse("lance", charging), argad.Ground{}, -1},                      // charged from aside
			{foot("sword", func(x *argad.Fighter) { x.Immobile = true }), horse("lance", charging), argad.Ground{ChargedDirectly: true}, -1}, // no spear
			{foot("spear", func(x *argad.Fighter) { x.Immobile = true }), horse("lance", nil), argad.Ground{ChargedDirectly: true}, -1},      // no charge
		}},
	} {
		row(t, tc.tag, func(t *testing.T) {
			for i, f := range tc.fights {
				mods, total, err := r.MeleeModifiers(f.striker, f.foe, f.g)
				if err != nil {
					t.Fatalf("fight %d: %v", i, err)
				}
				if total != f.want {
					t.Errorf("fight %d (%s %s vs %s): %+d %+v, want %+d", i, f.striker.Troop, f.striker.Weapon.Name, f.foe.Troop, total, mods, f.want)
				}
			}
			// The first fight of each row is the one the row decides.
			mods, _, _ := r.MeleeModifiers(tc.fights[0].striker, tc.fights[0].foe, tc.fights[0].g)
			hasRule(t, tagsOf(mods), tc.tag)
		})
	}
}

// A charge is cavalry's, and impossible in difficult or very difficult
// terrain (line 78).
func TestChargeRefused(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		troop argad.Troop
		going argad.Going
	}{
		{argad.Cavalry, argad.Difficult}, {argad.Cavalry, argad.VeryDifficult}, {argad.Foot, argad.Easy}, {argad.MountedFoot, argad.Easy},
	} {
		s := fighter(t, r, tc.troop, "lance", func(x *argad.Fighter) { x.Charging = true })
		_, _, err := r.MeleeModifiers(s, fighter(t, r, argad.Foot, "sword", nil), argad.Ground{CavalryGoing: tc.going})
		refused(t, err, "melee.mod.charge")
	}
	s := fighter(t, r, argad.Foot, "sword", func(x *argad.Fighter) { x.Class = 9 })
	_, _, err := r.MeleeModifiers(s, fighter(t, r, argad.Foot, "sword", nil), argad.Ground{})
	refused(t, err, argad.RulingClasses)
}

// Named modifiers add up as the sheet says: a heavy tool is +1 -1, the
// "and/or" group counts once, and an unknown name is refused.
func TestTotalMeleeModifiers(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		names []string
		want  int
	}{
		{nil, 0},
		{[]string{"charge", "couched-lance"}, 2},
		{[]string{"improvised", "class2"}, -1},
		{[]string{"heavy-tool", "class2"}, 0},
		{[]string{"two-handed", "uphill", "obstacle"}, 1},
		{[]string{"uphill", "uphill"}, -1},
	} {
		_, total, err := r.TotalMeleeModifiers(tc.names)
		if err != nil || total != tc.want {
			t.Errorf("%v: %+d, %v; want %+d", tc.names, total, err, tc.want)
		}
	}
	if _, _, err := r.TotalMeleeModifiers([]string{"flank"}); !errorsAs(err, new(*argad.UnknownName)) {
		t.Errorf("unknown modifier: %v", err)
	}
	if _, err := r.MeleeWeaponNamed("trident"); !errorsAs(err, new(*argad.UnknownName)) {
		t.Errorf("unknown weapon: %v", err)
	}
}
