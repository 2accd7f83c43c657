package havoc_test

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §26.21: each weapon's DRM and range bands; one row per weapon and band.
func TestRule26_21_WeaponBands(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		weapon string
		rng    int
		band   havoc.Band
		drm    int
	}{
		{"longbow", 45, havoc.Medium, 2}, // the herald fire contract example
		{"longbow", 30, havoc.Short, 1},
		{"longbow", 120, havoc.Long, 3},
		{"shortbow", 15, havoc.Short, 2},
		{"shortbow", 16, havoc.Medium, 3},
		{"shortbow", 75, havoc.Long, 4},
		{"mounted-shortbow", 12, havoc.Short, 2},
		{"mounted-shortbow", 36, havoc.Long, 4},
		{"mounted-longbow", 21, havoc.Medium, 2},
		{"crossbow", 25, havoc.Short, 0},
		{"crossbow", 51, havoc.Long, 2},
		{"ballista", 101, havoc.Long, 0},
		{"ballista", 1, havoc.Short, -2},
		{"sling", 30, havoc.Medium, 2},
		{"spear", 9, havoc.Medium, 3},
		{"dagger", 7, havoc.Long, 3},
		{"shuriken", 4, havoc.Medium, 1},
	}
	for _, c := range cases {
		o, err := tab.FireOdds(&havoc.Fire{Weapon: c.weapon, Range: c.rng})
		if err != nil {
			t.Fatalf("%s at %d: %v", c.weapon, c.rng, err)
		}
		if o.Band != c.band || o.DRM != c.drm {
			t.Errorf("%s at %d: %s %+d, want %s %+d", c.weapon, c.rng, o.Band, o.DRM, c.band, c.drm)
		}
	}
}

// §6.3: no fire at zero distance or beyond long range; the error says the
// maximum.
func TestRule6_3_Range(t *testing.T) {
	tab := tables(t)
	_, err := tab.FireOdds(&havoc.Fire{Weapon: "longbow", Range: 121})
	wantRule(t, err, "6.3")
	if !strings.Contains(err.Error(), "120") {
		t.Errorf("error %q does not name the maximum 120", err)
	}
	_, err = tab.FireOdds(&havoc.Fire{Weapon: "sling", Range: 0})
	wantRule(t, err, "6.3")
	_, err = tab.FireOdds(&havoc.Fire{Weapon: "catapult", Range: 3})
	wantRule(t, err, "26.21")
	_, err = tab.FireOdds(&havoc.Fire{Weapon: "mounted-longbow-moving", Range: 3})
	wantRule(t, err, "26.21")
}

// §26.21/§26.22: every modifier by rule, on a crossbow at short range.
func TestRule26_22_Modifiers(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		name string
		edit func(*havoc.Fire)
		want int
	}{
		{"none", func(*havoc.Fire) {}, 0},
		{"light cover", func(f *havoc.Fire) { f.Cover = havoc.CoverLight }, 1},
		{"medium cover", func(f *havoc.Fire) { f.Cover = havoc.CoverMedium }, 2},
		{"heavy cover", func(f *havoc.Fire) { f.Cover = havoc.CoverHeavy }, 3},
		{"armoured", func(f *havoc.Fire) { f.Armoured = true }, 1},
		{"night", func(f *havoc.Fire) { f.Night = true }, 1},
		{"moving target", func(f *havoc.Fire) { f.MovingTarget = true }, 1},
		{"firer wounded", func(f *havoc.Fire) { f.FirerWounded = true }, 2},
		{"firer moved: no moving row for a crossbow", func(f *havoc.Fire) { f.FirerMoved = true }, 0},
		{"all at once", func(f *havoc.Fire) {
			f.Cover, f.Armoured, f.Night, f.MovingTarget, f.FirerWounded = havoc.CoverHeavy, true, true, true, true
		}, 8},
	}
	for _, c := range cases {
		f := havoc.Fire{Weapon: "crossbow", Range: 3}
		c.edit(&f)
		o, err := tab.FireOdds(&f)
		if err != nil {
			t.Fatal(err)
		}
		if o.DRM != c.want {
			t.Errorf("%s: DRM %+d, want %+d", c.name, o.DRM, c.want)
		}
	}
	// The "moving" rows of the mounted bows (§26.21).
	for w, want := range map[string]int{"mounted-shortbow": 4, "mounted-longbow": 3} {
		o, _ := tab.FireOdds(&havoc.Fire{Weapon: w, Range: 5, FirerMoved: true})
		if o.DRM != want || o.Weapon.Key != w+"-moving" {
			t.Errorf("%s moving: %s %+d, want %+d", w, o.Weapon.Key, o.DRM, want)
		}
	}
}

// §26.1 note and §26.23/26.24: a final die roll outside 1-10 is read at
// the end of the table.
func TestRule26_23_Tables(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		f    havoc.Fire
		want string
	}{
		{havoc.Fire{Weapon: "ballista", Range: 1}, "dk dk dk dk dk dw dw d2 d2 -"},
		{havoc.Fire{Weapon: "crossbow", Range: 1}, "dk dk dk dw dw d2 d2 - - -"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, TargetKind: havoc.TargetMounted}, "dk *dw dw dw *ds d4 - - - -"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, TargetKind: havoc.TargetAnimal}, "dk *dw dw dw *ds d4 - - - -"},
		{havoc.Fire{Weapon: "shuriken", Range: 1, TargetKind: havoc.TargetMounted}, "dk dk dk dk dw dw - - - -"},
		{havoc.Fire{Weapon: "dagger", Range: 7, Cover: havoc.CoverHeavy, Armoured: true, Night: true}, "- - - - - - - - - -"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, TargetDog: true, TargetKind: havoc.TargetAnimal}, "dk dk dk dw dw d2 d2 - - -"},
	}
	for _, c := range cases {
		o, err := tab.FireOdds(&c.f)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range o.Results {
			got = append(got, r.String())
		}
		if s := strings.Join(got, " "); s != c.want {
			t.Errorf("%s %+v: %s, want %s", c.f.Weapon, c.f, s, c.want)
		}
	}
}

// §6.1 and §4: who may fire when.
func TestRule6_1_WhoMayFire(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		rule string
		f    havoc.Fire
	}{
		{"6.1", havoc.Fire{Weapon: "longbow", Range: 5, FirerInMelee: true}},
		{"6.1", havoc.Fire{Weapon: "longbow", Range: 5, FirerInDeepWater: true}},
		{"7.2", havoc.Fire{Weapon: "longbow", Range: 5, TargetOverstacked: true}},
		{"4", havoc.Fire{Weapon: "crossbow", Range: 5, Phase: 2}},
		{"4", havoc.Fire{Weapon: "ballista", Range: 5, Phase: 2}},
		{"6.1", havoc.Fire{Weapon: "longbow", Range: 5, Phase: 2, MPSpent: 3, MPA: 5}},
		{"6.1", havoc.Fire{Weapon: "mounted-shortbow", Range: 5, Phase: 2, MPSpent: 7, MPA: 12, FirerMoved: true}},
		{"22.2", havoc.Fire{Weapon: "longbow", Range: 5, LimitedAmmo: true}},
	}
	for _, c := range cases {
		wantRule(t, tab.LegalFire(&c.f), c.rule)
	}
	for _, f := range []havoc.Fire{
		{Weapon: "crossbow", Range: 5, Phase: 1},
		{Weapon: "longbow", Range: 5, Phase: 2, MPSpent: 2.5, MPA: 5},
		{Weapon: "mounted-shortbow", Range: 5, Phase: 2, MPSpent: 6, MPA: 12, FirerMoved: true},
		{Weapon: "dagger", Range: 2, LimitedAmmo: true, Ammunition: 2},
	} {
		if err := tab.LegalFire(&f); err != nil {
			t.Errorf("%+v: %v", f, err)
		}
	}
	cb, _ := tab.Weapon("crossbow")
	lb, _ := tab.Weapon("longbow")
	if cb.MayMoveAfterFiring() || !lb.MayMoveAfterFiring() {
		t.Error("crossbowmen who fired may not move; archers may (6.1)")
	}
}

// §27 "Now you see him": Francisco in Q3 shoots Ben in S6 with his
// crossbow and kills him.
func TestSection27_FranciscosBolt(t *testing.T) {
	tab := tables(t)
	q3, _ := hex.Parse("Q3")
	s6, _ := hex.Parse("S6")
	f := havoc.Fire{Firer: "Francisco", Target: "Ben", Weapon: "crossbow", Range: hex.Distance(q3, s6)}
	ev, err := tab.ResolveFire(&f, dice.NewScripted(2), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := trace(ev), "MissileResolved[2+0 dk] Killed[Ben]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// §27 "Tax Office": "in spite of medium cover" Aylward kills Frederick at
// the window. With a bow that cannot happen: a longbow at short range
// behind medium cover has DRM +3, and the best final roll, 4, is dw. The
// kill needs a crossbow (DRM +2: die 1 → 3, dk). Later Aylward wounds the
// armoured Sir Roland with his first arrow: longbow +1, armoured +1.
func TestSection27_TaxOffice(t *testing.T) {
	tab := tables(t)
	o, _ := tab.FireOdds(&havoc.Fire{Weapon: "longbow", Range: 1, Cover: havoc.CoverMedium})
	for _, r := range o.Results {
		if r.Code == havoc.DefenderKilled {
			t.Fatal("a longbow behind medium cover should not be able to kill")
		}
	}
	f := havoc.Fire{Firer: "Aylward", Target: "Frederick", Weapon: "crossbow", Range: 1, Cover: havoc.CoverMedium}
	ev, _ := tab.ResolveFire(&f, dice.NewScripted(1), nil)
	if got, want := trace(ev), "MissileResolved[1+2 dk] Killed[Frederick]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	f = havoc.Fire{Firer: "Aylward", Target: "Roland", Weapon: "longbow", Range: 3, Armoured: true}
	ev, _ = tab.ResolveFire(&f, dice.NewScripted(3), nil)
	if got, want := trace(ev), "MissileResolved[3+2 dw] Wounded[Roland]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// Then Ben, Aylward and Crispin kill the wounded Roland: any wound
	// now kills him (§10.4).
	roland := foot("Roland", 10, 8)
	roland.Health = havoc.WoundedState
	c := havoc.Combat{
		Attackers: []havoc.Combatant{foot("Ben", 6, 5), foot("Aylward", 5, 4), foot("Crispin", 6, 5)},
		Defenders: []havoc.Combatant{roland},
	}
	ev, _ = tab.Resolve(&c, dice.NewScripted(1), nil) // 17:8 = 2-1, die 1: dw
	if got, want := trace(ev), "CombatResolved[2-1>2-1 1 dw] MeleeBegun Killed[Roland] AdvanceAllowed[attacker]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// §10, §13, §26.24: missile results on riders, animals and dogs.
func TestRule10_MissileResults(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		f    havoc.Fire
		dr   int
		want string
	}{
		{havoc.Fire{Weapon: "crossbow", Range: 1, TargetKind: havoc.TargetMounted, Target: "R"}, 2, "HorseKilled[R] Dismounted[R] Wounded[R]"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, TargetKind: havoc.TargetMounted, Target: "R"}, 5, "HorseKilled[R] Dismounted[R] Stunned[R]"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, TargetKind: havoc.TargetMounted, Target: "R"}, 6, "Retreated[R 4]"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, TargetKind: havoc.TargetAnimal, Target: "Mule"}, 3, "ResultIgnored[Mule]"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, TargetKind: havoc.TargetAnimal, Target: "Mule"}, 2, "Killed[Mule]"},
		{havoc.Fire{Weapon: "dagger", Range: 1, TargetKind: havoc.TargetAnimal, Target: "Horse", TargetHorse: true}, 1, "ResultIgnored[Horse]"},
		{havoc.Fire{Weapon: "dagger", Range: 1, TargetKind: havoc.TargetAnimal, Target: "Goat"}, 1, "Killed[Goat]"},
		{havoc.Fire{Weapon: "dagger", Range: 1, TargetKind: havoc.TargetAnimal, Target: "Goat"}, 4, "ResultIgnored[Goat]"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, TargetKind: havoc.TargetAnimal, TargetDog: true, Target: "Dog"}, 4, "Killed[Dog]"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, Target: "F", TargetHealth: havoc.WoundedState}, 4, "Killed[F]"},
		{havoc.Fire{Weapon: "crossbow", Range: 1, Target: "F", LimitedAmmo: true, Ammunition: 3}, 9, ""},
	}
	for _, c := range cases {
		ev, err := tab.ResolveFire(&c.f, dice.NewScripted(c.dr), nil)
		if err != nil {
			t.Fatal(err)
		}
		i := 1
		if c.f.LimitedAmmo {
			if ev[0].Kind != havoc.AmmunitionSpent {
				t.Errorf("no AmmunitionSpent event: %s", trace(ev))
			}
			i = 2
		}
		if got := trace(ev[i:]); got != c.want {
			t.Errorf("%s at %s die %d: got %q, want %q", c.f.Weapon, c.f.Target, c.dr, got, c.want)
		}
	}
}

// §2 and §22.2: starting ammunition.
func TestRule22_2_InitialSupply(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		weapon  string
		rule    bool
		dice    []int
		n       int
		limited bool
	}{
		{"dagger", false, nil, 2, true},
		{"spear", false, nil, 1, true},
		{"longbow", false, nil, 0, false},
		{"longbow", true, []int{4, 7, 10}, 21, true},
		{"crossbow", true, []int{1, 1, 1}, 3, true},
		{"shuriken", true, []int{5, 6}, 11, true},
		{"sling", true, nil, 0, false},
		{"ballista", true, nil, 0, false},
	}
	for _, c := range cases {
		w, _ := tab.Weapon(c.weapon)
		n, lim := w.InitialSupply(c.rule, dice.NewScripted(c.dice...))
		if n != c.n || lim != c.limited {
			t.Errorf("%s (rule 22.2 %v): %d %v, want %d %v", c.weapon, c.rule, n, lim, c.n, c.limited)
		}
	}
}
