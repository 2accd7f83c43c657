package havoc_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
)

func animal(t *testing.T, tab *havoc.Tables, key string) *havoc.AnimalKind {
	t.Helper()
	a, ok := tab.Animal(key)
	if !ok {
		t.Fatalf("no animal %q", key)
	}
	return a
}

// §13: each animal's values, terrain column, hindrance and what it may do.
func TestRule13_Animals(t *testing.T) {
	tab := tables(t)
	type row struct {
		rule              string
		hexes, mpa        int
		attack, defence   float64
		movesAs, hinders  string
		counts            int
		str, draws, mount bool
		table             havoc.TargetKind
		knivesImmune      bool
	}
	cases := map[string]row{
		"horse":  {"13.1", 2, 8, 0, 1, "horse", "cavalry", 3, true, true, true, havoc.TargetMounted, true},
		"ox":     {"13.1", 1, 3, 0, 1, "horse", "cavalry", 3, true, true, false, havoc.TargetMounted, true},
		"mule":   {"13.2", 1, 6, 0, 1, "mule", "infantry", 2, true, false, false, havoc.TargetMounted, false},
		"dog":    {"13.3", 1, 10, 4, 2, "infantry", "none", 1, false, false, false, havoc.TargetInfantry, false},
		"pig":    {"13.4", 1, 6, 0, 1, "mule", "none", 1, false, false, false, havoc.TargetMounted, false},
		"dragon": {"13.5", 2, 10, 40, 20, "horse", "cavalry", 3, false, false, false, havoc.TargetMounted, false},
	}
	for key, w := range cases {
		a := animal(t, tab, key)
		got := row{a.Rule, a.Hexes, a.MPA, a.Attack, a.Defence, a.MovesAs, a.Hinders, a.CountsAs, a.String, a.Draws, a.Mount, a.Table, a.KnivesImmune}
		if got != w {
			t.Errorf("%s:\n got  %+v\n want %+v", key, got, w)
		}
	}
	d := animal(t, tab, "dragon")
	if d.Wounded == nil || *d.Wounded != (havoc.AnimalValues{MPA: 5, Attack: 20, Defence: 10}) || d.StunnedDefence != 5 || !d.Character {
		t.Errorf("13.5 dragon: %+v %+v", d, d.Wounded)
	}
	if dog := animal(t, tab, "dog"); !dog.NoLadders || dog.BarkRange != 5 || dog.HeardRange != 15 {
		t.Errorf("13.3 dog: %+v", dog)
	}
	if col, cost, own := animal(t, tab, "pig").MoveColumn("rice-paddy"); col != "mule" || cost != 4 || !own {
		t.Errorf("16.128 pig in a rice paddy: %s %d %v", col, cost, own)
	}
	if col, _, own := animal(t, tab, "ox").MoveColumn("bridge"); col != "horse" || own {
		t.Errorf("13 an ox pays as a horse: %s %v", col, own)
	}
}

// §9.6, §13.3, §13.5: an animal as a combatant, and what results do to it.
func TestRule9_6_CombatAgainstAnimals(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		key  string
		a    float64
		dr   int
		want string
	}{
		// Mounted table 2-1 against defence 1: die 1 dw (ignored), die 2 d1.
		{"mule", 2, 1, "ResultIgnored[Beast]"},
		{"mule", 2, 2, "Retreated[Beast 1] AdvanceAllowed[attacker]"},
		// 5-1 die 1: dk; against a horse only "*" kills.
		{"horse", 5, 1, "ResultIgnored[Beast]"},
		{"horse", 6, 1, "Killed[Beast] AdvanceAllowed[attacker]"},
		// A dog on the infantry table: any wound kills it.
		{"dog", 4, 1, "MeleeBegun Killed[Beast] AdvanceAllowed[attacker]"},
		// The dragon (defence 20) is a character: wounded, no horse to lose.
		// 5-1 less one column (infantry against a mounted target) is 4-1: *dw.
		{"dragon", 5, 1, "MeleeBegun Wounded[Beast]"},
	}
	for _, c := range cases {
		def := animal(t, tab, c.key).AnimalCombatant("Beast")
		cb := havoc.Combat{Attackers: []havoc.Combatant{foot("A", c.a*def.Defence, 5)}, Defenders: []havoc.Combatant{def}}
		ev, err := tab.Resolve(&cb, dice.NewScripted(c.dr), nil)
		if err != nil {
			t.Fatal(err)
		}
		got := trace(ev[1:])
		if got != c.want {
			t.Errorf("%s at %v-1, die %d: %s, want %s (%s)", c.key, c.a, c.dr, got, c.want, trace(ev[:1]))
		}
	}
}

// §13.6, §13.7, §14: stringing, leading and carts.
func TestRule13_7_Leading(t *testing.T) {
	tab := tables(t)
	horse, ox, mule, dog := animal(t, tab, "horse"), animal(t, tab, "ox"), animal(t, tab, "mule"), animal(t, tab, "dog")
	if got := tab.LeaderAttack(11); got != 5.5 {
		t.Errorf("13.7 leader's attack %v, want 5.5", got)
	}
	wantRule(t, tab.MayFireLeading(true), "13.7")
	wantRule(t, tab.MayChargeLeading(true), "13.7")
	if tab.MayFireLeading(false) != nil || tab.MayChargeLeading(false) != nil {
		t.Error("13.7: not leading, no limit")
	}
	for ev, want := range map[havoc.EventKind]bool{havoc.Stunned: true, havoc.Retreated: true, havoc.Dismounted: true,
		havoc.Killed: true, havoc.Wounded: false, havoc.MeleeBegun: false} {
		if tab.LetsGo(ev) != want {
			t.Errorf("13.7 lets go on %s: %v", ev, !want)
		}
	}
	wantRule(t, havoc.MayTakeUp(false, false, false, false), "13.7")
	wantRule(t, havoc.MayTakeUp(true, true, false, false), "13.7")
	wantRule(t, havoc.MayTakeUp(true, false, true, false), "13.7")
	wantRule(t, havoc.MayTakeUp(true, false, false, true), "13.7")
	if havoc.MayTakeUp(true, false, false, false) != nil {
		t.Error("13.7 a free leader may take up an animal")
	}
	if err := havoc.MayString([]*havoc.AnimalKind{horse, mule, mule}, false); err != nil {
		t.Errorf("13.6 horses and mules string together: %v", err)
	}
	wantRule(t, havoc.MayString([]*havoc.AnimalKind{horse, dog}, false), "13.6")
	wantRule(t, havoc.MayString([]*havoc.AnimalKind{mule}, true), "14")
	wantRule(t, havoc.MayString([]*havoc.AnimalKind{horse, ox}, true), "13")
	if err := havoc.MayString([]*havoc.AnimalKind{ox, ox}, true); err != nil {
		t.Errorf("13: two oxen to a cart: %v", err)
	}
	// §27 "Muuuuules": the string's MPA is its slowest animal's.
	if got := havoc.StringMPA(8, 4, 6, 6); got != 4 {
		t.Errorf("13.6 string MPA %d, want 4", got)
	}
}
