package havoc_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §9.1 with the §26.1 note: odds are rounded down to the next relation;
// beyond either end the end column is used; fractions are kept (§2).
func TestRule9_1_OddsColumn(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		attack, defence float64
		want            string
	}{
		{45, 13, "3-1"},   // the herald odds contract example
		{39, 13, "3-1"},   // exactly 3
		{38.9, 13, "2-1"}, // just short of 3
		{40.5, 20, "2-1"}, // a charging knight of 27 (§9.4)
		{40.5, 20.5, "1-1"},
		{10, 15, "1-2"},
		{10, 31, "1-4"},
		{1, 100, "1-4"},  // below the table: end column
		{200, 1, "11-1"}, // above the table: end column
		{11, 1, "11-1"},
		{10.99, 1, "10-1"},
		{5, 20, "1-4"},
		{5, 15, "1-3"},
	}
	for _, c := range cases {
		o, err := tab.OddsFor(c.attack, c.defence, 0, havoc.TargetInfantry)
		if err != nil {
			t.Fatal(err)
		}
		if got := o.Original.String(); got != c.want {
			t.Errorf("%v against %v: %s, want %s", c.attack, c.defence, got, c.want)
		}
	}
}

func TestRule9_1_BadStrengths(t *testing.T) {
	tab := tables(t)
	for _, c := range [][2]float64{{0, 5}, {5, 0}, {-1, 5}, {5, -3}} {
		_, err := tab.OddsFor(c[0], c[1], 0, havoc.TargetInfantry)
		wantRule(t, err, "9.1")
	}
	_, err := tab.Resolve(&havoc.Combat{Attackers: []havoc.Combatant{foot("A", 5, 5)}}, dice.NewScripted(), nil)
	wantRule(t, err, "9.1")
}

// §26.1: shifts past either end stay on the end column.
func TestRule26_1_ShiftsStopAtTheEnds(t *testing.T) {
	tab := tables(t)
	for _, c := range []struct {
		a, d  float64
		shift int
		want  string
	}{
		{45, 13, 20, "11-1"}, {45, 13, -20, "1-4"}, {45, 13, 2, "5-1"}, {45, 13, -4, "1-3"},
	} {
		o, _ := tab.OddsFor(c.a, c.d, c.shift, havoc.TargetInfantry)
		if o.Final.String() != c.want {
			t.Errorf("%v:%v shifted %+d: %s, want %s", c.a, c.d, c.shift, o.Final, c.want)
		}
	}
}

// Spot checks of the transcribed Combat Tables (§26.32, §26.33) against
// the printed cells.
func TestRule26_3_TableCells(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		target havoc.TargetKind
		col    string
		dr     int
		want   string
	}{
		{havoc.TargetInfantry, "1-4", 1, "a1"},
		{havoc.TargetInfantry, "1-3", 4, "aw"},
		{havoc.TargetInfantry, "1-3", 7, "ak"},
		{havoc.TargetInfantry, "3-1", 3, "ds"},
		{havoc.TargetInfantry, "11-1", 10, "dw"},
		{havoc.TargetInfantry, "6-1", 10, "-"},
		{havoc.TargetInfantry, "7-1", 10, "d1"},
		{havoc.TargetMounted, "4-1", 1, "*dw"},
		{havoc.TargetMounted, "3-1", 2, "*ds"},
		{havoc.TargetMounted, "6-1", 6, "d1"},  // printed "d 1*ds"
		{havoc.TargetMounted, "7-1", 6, "*ds"}, // printed "d 1*ds"
		{havoc.TargetMounted, "5-1", 10, "-"},  // printed "--"
		{havoc.TargetMounted, "11-1", 9, "*ds"},
		{havoc.TargetMounted, "1-4", 8, "ak"},
	}
	for _, c := range cases {
		col, _ := havoc.ParseColumn(c.col)
		o, err := tab.OddsFor(float64(col.Attack), float64(col.Defence), 0, c.target)
		if err != nil {
			t.Fatal(err)
		}
		if got := o.Results[c.dr-1].String(); got != c.want {
			t.Errorf("%s table %s die %d: %s, want %s", c.target, c.col, c.dr, got, c.want)
		}
	}
}

// Each column shift of §26.31, one at a time, on a 2-1 attack.
func TestRule26_31_ColumnShifts(t *testing.T) {
	tab := tables(t)
	base := func() havoc.Combat {
		return havoc.Combat{Attackers: []havoc.Combatant{foot("A", 20, 5)}, Defenders: []havoc.Combatant{foot("D", 5, 10)}}
	}
	cases := []struct {
		rule, name string
		edit       func(*havoc.Combat)
		want       int
		kind       havoc.ShiftKind
	}{
		{"22.9", "panicked target", func(c *havoc.Combat) { c.Defenders[0].Panicked = true }, +1, havoc.ShiftPanickedTarget},
		{"26.31", "infantry attacks mounted", func(c *havoc.Combat) { c.Defenders[0].Kind = havoc.TargetMounted }, -1, havoc.ShiftInfantryAttacksMounted},
		{"8", "infantry pins mounted", func(c *havoc.Combat) { c.Defenders[0].Kind = havoc.TargetMounted; c.Pin = true }, -2, havoc.ShiftInfantryPinsMounted},
		{"26.31", "mounted attacks infantry", func(c *havoc.Combat) { c.Attackers[0].Kind = havoc.TargetMounted }, +1, havoc.ShiftMountedAttacksInfantry},
		{"9.3", "encircled attacker", func(c *havoc.Combat) { c.Attackers[0].Encircled = true }, -1, havoc.ShiftEncircledAttacker},
		{"9.3", "encircled defender", func(c *havoc.Combat) { c.Defenders[0].Encircled = true }, +1, havoc.ShiftEncircledDefender},
		{"9.3", "both encircled cancel", func(c *havoc.Combat) { c.Attackers[0].Encircled = true; c.Defenders[0].Encircled = true }, 0, havoc.ShiftEncircledDefender},
		{"9.5", "attacker negative terrain", func(c *havoc.Combat) { c.Attackers[0].Terrain = havoc.TerrainNegative }, -1, havoc.ShiftAttackerNegativeTerrain},
		{"9.5", "attacker positive terrain", func(c *havoc.Combat) { c.Attackers[0].Terrain = havoc.TerrainPositive }, +1, havoc.ShiftAttackerPositiveTerrain},
		{"9.5", "defender negative terrain", func(c *havoc.Combat) { c.Defenders[0].Terrain = havoc.TerrainNegative }, +1, havoc.ShiftDefenderNegativeTerrain},
		{"9.5", "defender positive terrain", func(c *havoc.Combat) { c.Defenders[0].Terrain = havoc.TerrainPositive }, -1, havoc.ShiftDefenderPositiveTerrain},
		{"9.5", "both terrains count", func(c *havoc.Combat) {
			c.Attackers[0].Terrain = havoc.TerrainPositive
			c.Defenders[0].Terrain = havoc.TerrainNegative
		}, +2, havoc.ShiftDefenderNegativeTerrain},
		{"17.5", "spearman vs unit in water", func(c *havoc.Combat) { c.Attackers[0].Spearman = true; c.Defenders[0].InWater = true }, +1, havoc.ShiftSpearmanVsWater},
		{"17.5", "spearman in the water himself", func(c *havoc.Combat) {
			c.Attackers[0].Spearman = true
			c.Attackers[0].InWater = true
			c.Defenders[0].InWater = true
		}, 0, havoc.ShiftPanickedTarget},
		{"9.5", "extra hexside shift", func(c *havoc.Combat) { c.ExtraShift = -1 }, -1, havoc.ShiftPanickedTarget},
	}
	for _, c := range cases {
		t.Run(c.rule+" "+c.name, func(t *testing.T) {
			cb := base()
			c.edit(&cb)
			o, err := tab.Odds(&cb)
			if err != nil {
				t.Fatal(err)
			}
			if o.Shift != c.want {
				t.Errorf("net shift %+d, want %+d", o.Shift, c.want)
			}
			if c.want != 0 && c.name != "extra hexside shift" && !o.Shifts.Has(c.kind) {
				t.Errorf("shift %s not recorded in %v", c.kind, o.Shifts.Kinds())
			}
			if o.Original.String() != "2-1" {
				t.Errorf("original odds %s, want 2-1", o.Original)
			}
		})
	}
}

// §9.2: in a group, "+" shifts need every unit, "−" shifts any one.
func TestRule9_2_GroupShifts(t *testing.T) {
	tab := tables(t)
	k := rider("Knight", 20, 10)
	f := foot("Footman", 6, 4)
	cases := []struct {
		name     string
		att, def []havoc.Combatant
		want     int
	}{
		{"riders and footman vs infantry: no mounted bonus", []havoc.Combatant{k, f}, []havoc.Combatant{foot("D", 5, 5)}, 0},
		{"riders vs infantry and rider: no bonus, no penalty", []havoc.Combatant{k, k}, []havoc.Combatant{foot("D", 5, 5), rider("R", 5, 5)}, 0},
		{"footman and knight vs rider: infantry penalty", []havoc.Combatant{f, k}, []havoc.Combatant{rider("R", 5, 5)}, -1},
		{"one attacker encircled: penalty", []havoc.Combatant{f, func() havoc.Combatant { x := f; x.Encircled = true; return x }()}, []havoc.Combatant{foot("D", 5, 5)}, -1},
		{"one defender encircled: no bonus", []havoc.Combatant{f}, []havoc.Combatant{foot("D", 5, 5), func() havoc.Combatant { x := foot("E", 5, 5); x.Encircled = true; return x }()}, 0},
		{"one defender in positive terrain: penalty", []havoc.Combatant{f}, []havoc.Combatant{foot("D", 5, 5), func() havoc.Combatant { x := foot("E", 5, 5); x.Terrain = havoc.TerrainPositive; return x }()}, -1},
		{"one attacker in positive terrain: no bonus", []havoc.Combatant{f, func() havoc.Combatant { x := f; x.Terrain = havoc.TerrainPositive; return x }()}, []havoc.Combatant{foot("D", 5, 5)}, 0},
		{"one defender panicked: no bonus", []havoc.Combatant{f}, []havoc.Combatant{foot("D", 5, 5), func() havoc.Combatant { x := foot("E", 5, 5); x.Panicked = true; return x }()}, 0},
	}
	for _, c := range cases {
		o, err := tab.Odds(&havoc.Combat{Attackers: c.att, Defenders: c.def})
		if err != nil {
			t.Fatal(err)
		}
		if o.Shift != c.want {
			t.Errorf("%s: shift %+d, want %+d", c.name, o.Shift, c.want)
		}
	}
}

// §9.2: strengths of a group are summed; damage falls on the unit of the
// losing group with the lowest of a d10 each (§10.7, §2).
func TestRule9_2_GroupDamageFallsOnOneUnit(t *testing.T) {
	tab := tables(t)
	c := havoc.Combat{
		Attackers: []havoc.Combatant{foot("Ben", 8, 5), foot("Aylward", 6, 4), foot("Crispin", 7, 5)},
		Defenders: []havoc.Combatant{foot("Roland", 15, 10), foot("Frederick", 9, 6)},
	}
	// 21 against 16 is 1-1; die 1 is d1; Roland rolls 7, Frederick 3.
	ev, err := tab.Resolve(&c, dice.NewScripted(1, 7, 3), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "CombatResolved[1-1>1-1 1 d1] MeleeBegun Retreated[Frederick 1] AdvanceAllowed[attacker]"
	if got := trace(ev); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// Die 5 at 1-1 is aw: the attackers roll 6, 6, 2; the third is wounded.
	ev, _ = tab.Resolve(&c, dice.NewScripted(5, 6, 6, 2), nil)
	if got, want := trace(ev), "CombatResolved[1-1>1-1 5 aw] MeleeBegun Wounded[Crispin]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// §10: what each result does to a unit, by its state.
func TestRule10_Results(t *testing.T) {
	tab := tables(t)
	wounded := func(u havoc.Combatant) havoc.Combatant { u.Health = havoc.WoundedState; return u }
	stunned := func(u havoc.Combatant) havoc.Combatant { u.Health = havoc.StunnedState; return u }
	horse := havoc.Combatant{Name: "Horse", Defence: 4, Kind: havoc.TargetAnimal}
	dog := havoc.Combatant{Name: "Dog", Attack: 4, Defence: 2, Kind: havoc.TargetInfantry, Dog: true}
	cases := []struct {
		rule string
		def  havoc.Combatant
		a    float64 // attack strength, chosen for the column
		dr   int
		want string
	}{
		// Infantry table, 3-1 column: 1 dw, 3 ds, 4 d1, 6 a1, 7 aw, 8 -.
		{"10.4", foot("D", 5, 10), 30, 1, "Wounded[D]"},
		{"10.4", wounded(foot("D", 5, 10)), 30, 1, "Killed[D] AdvanceAllowed[attacker]"},
		{"10.3", foot("D", 5, 10), 30, 3, "Stunned[D]"},
		{"10.3", wounded(foot("D", 5, 10)), 30, 3, "Killed[D] AdvanceAllowed[attacker]"},
		{"10.3", stunned(foot("D", 5, 10)), 30, 3, "Killed[D] AdvanceAllowed[attacker]"},
		{"10.3", stunned(foot("D", 5, 10)), 30, 1, "Wounded[D]"},
		{"10.3", stunned(foot("D", 5, 10)), 30, 4, "Wounded[D]"},
		{"10.2", foot("D", 5, 10), 30, 4, "Retreated[D 1] AdvanceAllowed[attacker]"},
		{"10.2", foot("D", 5, 10), 30, 6, "Retreated[A 1] AdvanceAllowed[defender]"},
		{"10.4", foot("D", 5, 10), 30, 7, "Wounded[A]"},
		{"10.1", foot("D", 5, 10), 30, 8, ""},
		// Infantry table, 4-1 column: die 1 dk.
		{"10.5", foot("D", 5, 10), 40, 1, "Killed[D] AdvanceAllowed[attacker]"},
		// Mounted table (a rider attacks, so no shift), 4-1: 1 *dw, 2 dw, 3 *ds.
		{"10.6", rider("R", 5, 10), 40, 1, "HorseKilled[R] Dismounted[R] Wounded[R]"},
		{"10.6", wounded(rider("R", 5, 10)), 40, 1, "HorseKilled[R] Dismounted[R] Killed[R] AdvanceAllowed[attacker]"},
		{"10.6", rider("R", 5, 10), 40, 3, "HorseKilled[R] Dismounted[R] Stunned[R]"},
		{"10.6", rider("R", 5, 10), 30, 2, "HorseKilled[R] Dismounted[R] Stunned[R]"},
		{"10.4", rider("R", 5, 10), 40, 2, "Wounded[R]"},
		{"10.4", wounded(rider("R", 5, 10)), 40, 2, "Dismounted[R] Killed[R] AdvanceAllowed[attacker]"},
		// Mounted table, 5-1 die 1 dk: a rider killed falls from his horse.
		{"10.6", rider("R", 5, 10), 50, 1, "Dismounted[R] Killed[R] AdvanceAllowed[attacker]"},
		// Animals: only retreat and horse killed (§13); no melee with them.
		{"13", horse, 16, 2, "ResultIgnored[Horse]"},
		{"13", horse, 16, 1, "Killed[Horse] AdvanceAllowed[attacker]"},
		{"13", horse, 16, 5, "Retreated[Horse 1] AdvanceAllowed[attacker]"},
		// Dogs use the infantry table and any wound kills them (§13.3).
		{"13.3", dog, 6, 1, "Killed[Dog] AdvanceAllowed[attacker]"},
	}
	for _, c := range cases {
		a := foot("A", c.a, 5)
		if c.def.Kind == havoc.TargetMounted {
			a.Kind = havoc.TargetMounted
		}
		cb := havoc.Combat{Attackers: []havoc.Combatant{a}, Defenders: []havoc.Combatant{c.def}}
		ev, err := tab.Resolve(&cb, dice.NewScripted(c.dr), nil)
		if err != nil {
			t.Fatal(err)
		}
		got := trace(ev[1:])
		if len(ev) > 1 && ev[1].Kind == havoc.MeleeBegun {
			got = trace(ev[2:])
		}
		if got != c.want {
			t.Errorf("rule %s: %s (%v) die %d: got %q, want %q", c.rule, c.def.Name, c.def.Health, c.dr, got, c.want)
		}
	}
}

// §11: combat brings melee, but not against animals or stunned
// characters, nor for a rider who rejects it.
func TestRule11_Melee(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		name string
		c    havoc.Combat
		want bool
	}{
		{"infantry", havoc.Combat{Attackers: []havoc.Combatant{foot("A", 10, 5)}, Defenders: []havoc.Combatant{foot("D", 5, 10)}}, true},
		{"stunned defender", havoc.Combat{Attackers: []havoc.Combatant{foot("A", 10, 5)}, Defenders: []havoc.Combatant{{Name: "D", Defence: 3, Health: havoc.StunnedState}}}, false},
		{"animal", havoc.Combat{Attackers: []havoc.Combatant{foot("A", 10, 5)}, Defenders: []havoc.Combatant{{Name: "Mule", Defence: 3, Kind: havoc.TargetAnimal}}}, false},
		{"rider rejects", havoc.Combat{Attackers: []havoc.Combatant{rider("A", 10, 5)}, Defenders: []havoc.Combatant{foot("D", 5, 10)}, RejectMelee: true}, false},
	}
	for _, c := range cases {
		ev, err := tab.Resolve(&c.c, dice.NewScripted(10), nil)
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, e := range ev {
			got = got || e.Kind == havoc.MeleeBegun
		}
		if got != c.want {
			t.Errorf("%s: melee %v, want %v", c.name, got, c.want)
		}
	}
	// Only a lone rider not in melee attacking infantry may reject.
	bad := havoc.Combat{Attackers: []havoc.Combatant{foot("A", 10, 5)}, Defenders: []havoc.Combatant{foot("D", 5, 10)}, RejectMelee: true}
	_, err := tab.Resolve(&bad, dice.NewScripted(10), nil)
	wantRule(t, err, "11")
}

// §22.9 and §17.5: results that hurt the attacker do not apply.
func TestRule22_9_NoResultsAgainstTheAttacker(t *testing.T) {
	tab := tables(t)
	p := foot("Peasant", 1, 5)
	p.Panicked = true
	c := havoc.Combat{Attackers: []havoc.Combatant{foot("A", 5, 5)}, Defenders: []havoc.Combatant{p}}
	ev, _ := tab.Resolve(&c, dice.NewScripted(6), nil) // 1-1 +1 = 2-1, die 6: "-"; die 5: aw
	ev, _ = tab.Resolve(&c, dice.NewScripted(5), ev[:0])
	if got, want := trace(ev), "CombatResolved[1-1>2-1 5 aw] MeleeBegun ResultIgnored[]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	s := foot("Spearman", 5, 5)
	s.Spearman = true
	w := foot("Swimmer", 1, 5)
	w.InWater = true
	c = havoc.Combat{Attackers: []havoc.Combatant{s}, Defenders: []havoc.Combatant{w}}
	ev, _ = tab.Resolve(&c, dice.NewScripted(5), nil)
	if got, want := trace(ev), "CombatResolved[1-1>2-1 5 aw] MeleeBegun ResultIgnored[]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// §8: a pinning attempt is a one-on-one combat that only decides whether
// the mover stops; infantry pinning a rider takes -1 more.
func TestRule8_Pinning(t *testing.T) {
	tab := tables(t)
	c := havoc.Combat{Attackers: []havoc.Combatant{foot("Pikeman", 30, 5)}, Defenders: []havoc.Combatant{rider("Knight", 20, 10)}, Pin: true}
	// 3-1, -1 infantry attacks mounted, -1 pin: 1-1. Die 1 d1: pinned.
	ev, err := tab.Resolve(&c, dice.NewScripted(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := trace(ev), "CombatResolved[3-1>1-1 1 d1] Pinned[Knight] MeleeBegun"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// Die 5 aw: the attempt fails and no one is hurt.
	ev, _ = tab.Resolve(&c, dice.NewScripted(5), nil)
	if got, want := trace(ev), "CombatResolved[3-1>1-1 5 aw] PinFailed[Knight]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	c.Attackers = append(c.Attackers, foot("Other", 5, 5))
	_, err = tab.Resolve(&c, dice.NewScripted(5), nil)
	wantRule(t, err, "8")
}

func TestLegalRefusals(t *testing.T) {
	tab := tables(t)
	st := foot("S", 5, 5)
	st.Health = havoc.StunnedState
	pa := foot("P", 5, 5)
	pa.Panicked = true
	charged := rider("C", 5, 5)
	charged.Charged = true
	cases := []struct {
		rule string
		c    havoc.Combat
	}{
		{"9.1", havoc.Combat{Defenders: []havoc.Combatant{foot("D", 5, 5)}}},
		{"10.3", havoc.Combat{Attackers: []havoc.Combatant{st}, Defenders: []havoc.Combatant{foot("D", 5, 5)}}},
		{"22.9", havoc.Combat{Attackers: []havoc.Combatant{pa}, Defenders: []havoc.Combatant{foot("D", 5, 5)}}},
		{"13", havoc.Combat{Attackers: []havoc.Combatant{{Name: "Mule", Attack: 1, Kind: havoc.TargetAnimal}}, Defenders: []havoc.Combatant{foot("D", 5, 5)}}},
		{"9.4", havoc.Combat{Attackers: []havoc.Combatant{foot("A", 5, 5)}, Defenders: []havoc.Combatant{foot("D", 5, 5)}, Charge: true}},
		{"9.4", havoc.Combat{Attackers: []havoc.Combatant{rider("A", 5, 5), rider("B", 5, 5)}, Defenders: []havoc.Combatant{foot("D", 5, 5)}, Charge: true}},
		{"9.4", havoc.Combat{Attackers: []havoc.Combatant{rider("A", 5, 5)}, Defenders: []havoc.Combatant{charged}, Charge: true}},
	}
	for _, c := range cases {
		_, err := tab.Resolve(&c.c, dice.NewScripted(1, 1, 1), nil)
		wantRule(t, err, c.rule)
	}
}
