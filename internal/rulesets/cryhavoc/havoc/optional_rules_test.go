package havoc_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
)

// §22.1: changing initiative.
func TestRule22_1_ChangingInitiative(t *testing.T) {
	cases := []struct {
		name      string
		last, run int
		dice      []int
		first     int
		rolls     int
	}{
		{"the higher die plays first", -1, 0, []int{3, 7}, 1, 1},
		{"a tie is rolled again", -1, 0, []int{5, 5, 8, 2}, 0, 2},
		{"three turns first in a row: -3", 0, 3, []int{9, 7}, 1, 1},
		{"-1 makes a tie, rolled again", 0, 1, []int{6, 5, 3, 1}, 0, 2},
	}
	for _, c := range cases {
		in := havoc.RollInitiative(c.last, c.run, dice.NewScripted(c.dice...))
		if in.First != c.first || len(in.Rolls) != c.rolls {
			t.Errorf("%s: %+v", c.name, in)
		}
	}
}

// §22.2: ammunition.
func TestRule22_2_Ammunition(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		weapon string
		dice   []int
		want   int
	}{
		{"longbow", []int{3, 4, 5}, 12}, {"crossbow", []int{10, 10, 10}, 30}, {"shuriken", []int{2, 9}, 11},
		{"sling", nil, -1}, {"dagger", nil, 2}, {"spear", nil, 1},
	}
	for _, c := range cases {
		got, err := tab.InitialAmmunition(c.weapon, dice.NewScripted(c.dice...))
		if err != nil || got != c.want {
			t.Errorf("%s: %d (%v), want %d", c.weapon, got, err, c.want)
		}
	}
	_, err := tab.InitialAmmunition("musket", nil)
	wantRule(t, err, "26.21")
	wantRule(t, havoc.MayTakeAmmunition(true, false, "longbow", "longbow"), "22.2")
	wantRule(t, havoc.MayTakeAmmunition(false, true, "longbow", "longbow"), "22.2")
	wantRule(t, havoc.MayTakeAmmunition(false, false, "crossbow", "longbow"), "22.2")
	if havoc.MayTakeAmmunition(false, false, "shortbow", "longbow") != nil {
		t.Error("22.2: longbows and shortbows share arrows")
	}
}

// §22.3: command control; §22.6: combat priority.
func TestRule22_3_CommandControl(t *testing.T) {
	h := hex.MustParse
	cmd := []havoc.Commander{{Name: "Sir Roger", Knight: true, At: h("A1")}, {Name: "Ralf", At: h("M1")}}
	cases := []struct {
		at       string
		assigned string
		want     bool
	}{
		{"G1", "", true}, {"H1", "", false}, {"M5", "Ralf", true}, {"M6", "Ralf", false}, {"M5", "Odo", false},
	}
	for _, c := range cases {
		if got := havoc.InCommand(h(c.at), c.assigned, cmd); got != c.want {
			t.Errorf("%s assigned %q: %v", c.at, c.assigned, got)
		}
	}
	if !havoc.SelfCommanded("knight", nil) || !havoc.SelfCommanded("spearman", []string{"ninja"}) || havoc.SelfCommanded("spearman", nil) {
		t.Error("22.3: who needs no command")
	}
	for _, a := range []string{"move-next-to-enemy", "attack-new", "begin-task"} {
		wantRule(t, havoc.Uncontrolled(a), "22.3")
	}
	if havoc.Uncontrolled("fire") != nil {
		t.Error("22.3: out of command he still shoots")
	}
	wantRule(t, havoc.CombatPriority(true, []string{"Sir Guy"}, nil, []string{"Bran"}), "22.6")
	if havoc.CombatPriority(true, []string{"Sir Guy"}, []string{"Bran"}, []string{"Bran"}) != nil ||
		havoc.CombatPriority(true, []string{"Sir Guy", "Sir Hugh"}, nil, []string{"Sir Hugh"}) != nil ||
		havoc.CombatPriority(false, []string{"Sir Guy"}, nil, []string{"Bran"}) != nil {
		t.Error("22.6: knights, melees, and non-knights")
	}
}

// §22.5: missile shower.
func TestRule22_5_MissileShower(t *testing.T) {
	tab := tables(t)
	miss := havoc.Result{}
	if !havoc.MissileShower("longbow", havoc.Medium, miss) || !havoc.MissileShower("crossbow", havoc.Long, miss) ||
		havoc.MissileShower("longbow", havoc.Short, miss) || havoc.MissileShower("sling", havoc.Long, miss) ||
		havoc.MissileShower("longbow", havoc.Long, havoc.Result{Code: havoc.DefenderRetreat2}) {
		t.Error("22.5: bows and crossbows, medium or long, no effect")
	}
	if havoc.Stray(dice.NewScripted(4)) != 3 {
		t.Error("22.5: d6 4 is the fourth neighbour")
	}
	o, err := tab.FireOdds(&havoc.Fire{Weapon: "longbow", Range: 45})
	if err != nil {
		t.Fatal(err)
	}
	// Longbow +1, medium +1: 7+2 = 9 is "-"; 4+2 = 6 is d2: a retreat.
	if hit, _ := tab.StrayHit(o, dice.NewScripted(7)); hit {
		t.Error("stray 7: nothing")
	}
	if hit, _ := tab.StrayHit(o, dice.NewScripted(4)); !hit {
		t.Error("stray 4: the unit retreats a hex")
	}
}

// §22.7 and §12.4: surrender, prisoners, guards.
func TestRule22_7_RansomAndSurrender(t *testing.T) {
	tab := tables(t)
	knight := havoc.Surrenderer{Knight: true, CaptorKnight: true, Odds: havoc.Column{Attack: 8, Defence: 1}}
	if may, must, err := havoc.MaySurrender(knight); !may || must || err != nil {
		t.Errorf("a knight at 8-1: %v %v %v", may, must, err)
	}
	weak := knight
	weak.Odds = havoc.Column{Attack: 7, Defence: 1}
	_, _, err := havoc.MaySurrender(weak)
	wantRule(t, err, "22.7")
	helped := knight
	helped.FriendAdjacent = true
	_, _, err = havoc.MaySurrender(helped)
	wantRule(t, err, "22.7")
	notKnight := knight
	notKnight.CaptorKnight = false
	_, _, err = havoc.MaySurrender(notKnight)
	wantRule(t, err, "22.7")
	civ := havoc.Surrenderer{Civilian: true, SoldiersAdjacent: 2, Odds: havoc.Column{Attack: 1, Defence: 1}}
	if may, must, _ := havoc.MaySurrender(civ); !may || !must {
		t.Error("a civilian with two soldiers ADJACENT must surrender")
	}
	civ.FriendSoldierNear = true
	if may, must, _ := havoc.MaySurrender(civ); !may || must {
		t.Error("with a friendly soldier near he may, but need not")
	}
	_, _, err = havoc.MaySurrender(havoc.Surrenderer{Odds: havoc.Column{Attack: 11, Defence: 1}})
	wantRule(t, err, "22.7")
	for _, c := range []struct {
		s    havoc.Surrenderer
		dr   int
		must bool
	}{{knight, 4, true}, {knight, 5, false}, {havoc.Surrenderer{Civilian: true}, 3, true}, {havoc.Surrenderer{Civilian: true}, 4, false}, {havoc.Surrenderer{Civilian: true, Woman: true}, 10, true}} {
		must, _, err := tab.SurrenderAccepted(c.s, dice.NewScripted(c.dr))
		if err != nil || must != c.must {
			t.Errorf("%+v die %d: must %v (%v)", c.s, c.dr, must, err)
		}
	}
	_, _, err = tab.SurrenderAccepted(havoc.Surrenderer{Knight: true, Berserk: true}, dice.NewScripted(1))
	wantRule(t, err, "2.71")
	if got := havoc.PrisonerValues(scenario.Values{Attack: 11, Defence: 9, WoundedAttack: 6, WoundedDefence: 2}); got != (scenario.Values{Attack: 8, Defence: 6, WoundedAttack: 4, WoundedDefence: 2}) {
		t.Errorf("ransom counter: %+v", got)
	}
	lead, man := havoc.Guard{KnightOrSergeant: true, Soldier: true}, havoc.Guard{Soldier: true}
	cases := []struct {
		guards        []havoc.Guard
		kn, sold, civ int
		want          bool
	}{
		{[]havoc.Guard{lead}, 1, 0, 0, true}, {[]havoc.Guard{man}, 1, 0, 0, false}, {[]havoc.Guard{man, man}, 1, 0, 0, true},
		{[]havoc.Guard{man}, 0, 1, 0, true}, {[]havoc.Guard{man}, 0, 0, 2, true}, {[]havoc.Guard{man}, 0, 0, 3, false},
		{[]havoc.Guard{lead, man}, 1, 1, 0, true}, {[]havoc.Guard{lead, man}, 1, 1, 1, false},
	}
	for _, c := range cases {
		if got := havoc.GuardsEnough(c.guards, c.kn, c.sold, c.civ); got != c.want {
			t.Errorf("guards %v for %d knights %d soldiers %d civilians: %v", c.guards, c.kn, c.sold, c.civ, got)
		}
	}
	wantRule(t, havoc.MayCaptureStunned(3, 6, false), "12.4")
	wantRule(t, havoc.MayCaptureStunned(9, 6, true), "12.4")
	if havoc.MayCaptureStunned(6, 6, false) != nil {
		t.Error("12.4: the nearest friend at his MPA or more")
	}
}
