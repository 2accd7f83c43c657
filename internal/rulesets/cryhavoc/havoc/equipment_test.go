package havoc_test

import (
	"testing"

	"herald/internal/rulesets/cryhavoc/havoc"
)

func kind(t *testing.T, tab *havoc.Tables, key string) *havoc.EquipmentKind {
	t.Helper()
	k, ok := tab.Equipment(key)
	if !ok {
		t.Fatalf("no equipment %q", key)
	}
	return k
}

// The equipment table as the text gives it, row by row.
func TestRule18_EquipmentKinds(t *testing.T) {
	tab := tables(t)
	type want struct {
		rule            string
		hexes           int
		portable        bool
		carriers, mp    int
		hinders, lost   bool
		moves           string
		infantry        int  // MP for infantry to enter; -1 impassable; 0 terrain's
		horseMayEnter   bool // a horse may enter its hex
		inflammable     bool
		resistance      string
		light           int
		cover           havoc.Cover
		advantage       havoc.Terrain
		defenderOnlyAdv bool
	}
	cases := map[string]want{
		"torch":       {"20.4", 1, true, 1, 0, false, false, "none", 0, true, false, "", 1, havoc.CoverNone, havoc.TerrainNormal, false},
		"lantern":     {"18.5", 1, false, 0, 0, false, false, "none", 0, true, false, "", 1, havoc.CoverNone, havoc.TerrainNormal, false},
		"chest":       {"18.4", 1, true, 1, 1, true, false, "none", 0, true, false, "", -1, havoc.CoverNone, havoc.TerrainNormal, false},
		"oil":         {"20.2", 1, true, 1, 2, true, true, "none", 0, true, false, "", -1, havoc.CoverNone, havoc.TerrainNormal, false},
		"cauldron":    {"19.17", 1, true, 1, 2, true, true, "none", 0, true, false, "", -1, havoc.CoverNone, havoc.TerrainNormal, false},
		"ladder":      {"19.11", 2, true, 2, 0, true, false, "horse", 0, true, true, "", -1, havoc.CoverNone, havoc.TerrainNormal, false},
		"ladder-up":   {"19.11", 1, false, 0, 0, false, false, "none", 3, false, true, "", -1, havoc.CoverNone, havoc.TerrainNegative, false},
		"cart":        {"14", 2, false, 0, 0, false, false, "horse", 2, false, true, "cart", -1, havoc.CoverLight, havoc.TerrainNegative, false},
		"screen":      {"19.15", 1, false, 0, 0, false, false, "one-hex", 2, false, true, "screen", -1, havoc.CoverHeavy, havoc.TerrainPositive, true},
		"barricade":   {"19.16", 1, false, 0, 0, false, false, "none", 4, false, true, "barricade", -1, havoc.CoverMedium, havoc.TerrainPositive, true},
		"ballista":    {"18.2", 1, false, 0, 0, false, false, "none", -1, false, true, "ballista", -1, havoc.CoverNone, havoc.TerrainNormal, false},
		"mangonel":    {"19.14", 1, false, 0, 0, false, false, "none", -1, false, true, "mangonel", -1, havoc.CoverNone, havoc.TerrainNormal, false},
		"trebuchet":   {"19.14", 1, false, 0, 0, false, false, "none", -1, false, true, "trebuchet", -1, havoc.CoverNone, havoc.TerrainNormal, false},
		"ram":         {"19.13", 3, false, 0, 0, false, false, "straight", 1, false, true, "battering-ram", -1, havoc.CoverMedium, havoc.TerrainNormal, false},
		"siege-tower": {"19.12", 3, false, 0, 0, false, false, "straight", 1, false, true, "siege-tower", -1, havoc.CoverLight, havoc.TerrainNegative, false},
	}
	for key, w := range cases {
		k := kind(t, tab, key)
		mp, ok := k.EnterCost("infantry")
		inf := mp
		if !ok {
			inf = -1
		}
		_, horse := k.EnterCost("horse")
		got := want{k.Rule, k.Hexes, k.Portable, k.Carriers, k.CarryMP, k.Hinders(), k.LostIfDropped, k.Moves,
			inf, horse, k.Inflammable, k.Resistance, k.Light, k.Cover.Class, k.Advantage, k.DefenderOnly}
		if got != w {
			t.Errorf("%s:\n got  %+v\n want %+v", key, got, w)
		}
	}
	// §20.1: only siege engines, ladders, screens, barricades, tents and
	// carts burn.
	for _, k := range tab.EquipmentKinds {
		burns := map[string]bool{"ladder": true, "ladder-up": true, "screen": true, "barricade": true, "cart": true,
			"ballista": true, "mangonel": true, "trebuchet": true, "ram": true, "siege-tower": true}[k.Key]
		if k.Inflammable != burns {
			t.Errorf("20.1: %s inflammable %v", k.Key, k.Inflammable)
		}
	}
	if c := kind(t, tab, "cart"); c.DrawnMPA != 4 || len(c.Pushed) != 2 || c.Capacity != 4 {
		t.Errorf("14: cart %+v", c)
	}
	if r := kind(t, tab, "ram"); r.Movers != 3 || r.MoverMPA != 2 || r.KindleDRM != 2 {
		t.Errorf("19.13: ram %+v", r)
	}
}

// §12.5 and §7.3: what a man may carry and what it costs him.
func TestRule12_5_Carrying(t *testing.T) {
	tab := tables(t)
	torch, chest, oil := kind(t, tab, "torch"), kind(t, tab, "chest"), kind(t, tab, "oil")
	cases := []struct {
		name    string
		mpa     int
		mounted bool
		items   []*havoc.EquipmentKind
		left    int
		rule    string
	}{
		{"nothing", 6, false, nil, 6, ""},
		{"torches cost nothing", 6, false, []*havoc.EquipmentKind{torch, torch}, 6, ""},
		{"a chest costs 1", 6, false, []*havoc.EquipmentKind{chest, torch}, 5, ""},
		{"a barrel of oil costs 2", 4, false, []*havoc.EquipmentKind{oil}, 2, ""},
		{"two hindering items", 6, false, []*havoc.EquipmentKind{chest, oil}, 0, "12.5"},
		{"riders carry nothing", 8, true, []*havoc.EquipmentKind{torch}, 0, "12.5"},
	}
	for _, c := range cases {
		left, err := havoc.CarryAllowance(c.mpa, c.mounted, c.items)
		if c.rule != "" {
			wantRule(t, err, c.rule)
			continue
		}
		if err != nil || left != c.left {
			t.Errorf("%s: %d MP left (%v), want %d", c.name, left, err, c.left)
		}
	}
	wantRule(t, havoc.MayPickUp(kind(t, tab, "cart"), false, false, nil), "12.5")
	wantRule(t, havoc.MayPickUp(chest, true, false, nil), "12.5")
	wantRule(t, havoc.MayPickUp(chest, false, true, nil), "11")
	wantRule(t, havoc.MayPickUp(oil, false, false, []*havoc.EquipmentKind{chest}), "12.5")
	wantRule(t, havoc.MayPickUp(kind(t, tab, "ladder"), false, false, nil), "19.11")
	if err := havoc.MayPickUp(torch, false, false, []*havoc.EquipmentKind{chest}); err != nil {
		t.Errorf("a torch beside a chest: %v", err)
	}
	wantRule(t, havoc.MayFireCarrying([]*havoc.EquipmentKind{torch}), "12.5")
}

// §10.1, §12.5: which items are dropped on which result, and which vanish.
func TestRule10_1_Drops(t *testing.T) {
	tab := tables(t)
	torch, chest, oil := kind(t, tab, "torch"), kind(t, tab, "chest"), kind(t, tab, "oil")
	all := []*havoc.EquipmentKind{torch, chest}
	cases := []struct {
		ev      havoc.EventKind
		panic   bool
		carry   []*havoc.EquipmentKind
		dropped int
		lost    int
	}{
		{havoc.Wounded, false, all, 1, 0},
		{havoc.Retreated, false, all, 1, 0},
		{havoc.Stunned, false, all, 2, 0},
		{havoc.Killed, false, all, 2, 0},
		{havoc.Dismounted, false, all, 2, 0},
		{havoc.MeleeBegun, false, all, 0, 0},
		{havoc.MeleeBegun, true, all, 1, 0}, // panic drops what hinders (§22.9)
		{havoc.Wounded, false, []*havoc.EquipmentKind{oil}, 1, 1},
	}
	for _, c := range cases {
		d, l := havoc.Drops(c.ev, c.panic, c.carry)
		if len(d) != c.dropped || len(l) != c.lost {
			t.Errorf("%s (panic %v): dropped %d lost %d, want %d and %d", c.ev, c.panic, len(d), len(l), c.dropped, c.lost)
		}
	}
}
