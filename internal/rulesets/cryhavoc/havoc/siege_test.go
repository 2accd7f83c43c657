package havoc_test

import (
	"slices"
	"testing"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §27 "We're from the Tax Office! Open that door!": the door reinforced
// and battered, the window battered down.
func TestRule27_TaxOfficeBattering(t *testing.T) {
	tab := tables(t)
	door, _, _ := tab.OnboardResistance("building-door")
	keep, _, _ := tab.OnboardResistance("keep-door")
	window, _, _ := tab.OnboardResistance("window")
	if door != 20 || keep != 40 || window != 15 {
		t.Fatalf("resistances %d %d %d", door, keep, window)
	}
	// Crispin begins to reinforce the door: a DR6 of 2 gives 22.
	pts, _, err := havoc.Repair(havoc.RepairDoor, havoc.RepairCrew{Any: 1}, dice.NewScripted(2))
	if err != nil {
		t.Fatal(err)
	}
	r := havoc.Repaired(door, pts, keep)
	if r != 22 {
		t.Fatalf("after the first reinforcement %d, want 22", r)
	}
	// He goes on: DR6 4, 26.
	pts, _, _ = havoc.Repair(havoc.RepairDoor, havoc.RepairCrew{Any: 1}, dice.NewScripted(4))
	if r = havoc.Repaired(r, pts, keep); r != 26 {
		t.Fatalf("after the second %d, want 26", r)
	}
	// Sir Roland batters: 15 + DR6 1 = 16, leaving 10.
	dmg, _, err := tab.BatterByHand("building-door", []float64{15}, dice.NewScripted(1))
	if err != nil || dmg != 16 {
		t.Fatalf("Roland's battering %v (%v), want 16", dmg, err)
	}
	left, collapsed := havoc.Batter(r, dmg)
	if left != 10 || collapsed {
		t.Fatalf("door after Roland: %d %v, want 10", left, collapsed)
	}
	// Crispin, helped by Aylward and Ben: DR6 6 + 1 DRM = 7, up to 17.
	pts, _, _ = havoc.Repair(havoc.RepairDoor, havoc.RepairCrew{Any: 3}, dice.NewScripted(6))
	if pts != 7 {
		t.Fatalf("three at the door: %d points, want 7", pts)
	}
	r = havoc.Repaired(left, pts, keep)
	// Roland again: 16, "still no visible effect".
	dmg, _, _ = tab.BatterByHand("building-door", []float64{15}, dice.NewScripted(1))
	if left, collapsed = havoc.Batter(r, dmg); left != 1 || collapsed {
		t.Fatalf("door %d %v, want 1 and standing", left, collapsed)
	}
	// Frederick: 12 + 4 = 16 and the window collapses.
	dmg, _, _ = tab.BatterByHand("window", []float64{12}, dice.NewScripted(4))
	if _, collapsed = havoc.Batter(window, dmg); !collapsed {
		t.Fatal("the window should collapse")
	}
	// A wall is not battered by hand (26.72).
	_, _, err = tab.BatterByHand("castle-wall", []float64{15}, dice.NewScripted(1))
	wantRule(t, err, "26.72")
}

// §19.42, §26.72: siege engines batter; a 10 wears them.
func TestRule19_42_EngineBattering(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		engine string
		dice   []int
		dmg    int
		wear   int
	}{
		{"mangonel", []int{7}, 22, 0},
		{"mangonel", []int{10, 4}, 25, 4},
		{"trebuchet", []int{1, 2, 3}, 51, 0},
		{"trebuchet", []int{1, 10, 3, 9}, 59, 9},
		{"battering-ram", []int{5, 5}, 30, 0},
	}
	for _, c := range cases {
		b, err := tab.BatterWithEngine(c.engine, dice.NewScripted(c.dice...))
		if err != nil || b.Damage != c.dmg || b.Wear != c.wear {
			t.Errorf("%s %v: %+v (%v), want %d damage, %d wear", c.engine, c.dice, b, err, c.dmg, c.wear)
		}
	}
	_, err := tab.BatterWithEngine("characters", dice.NewScripted(1))
	wantRule(t, err, "26.72")
	wantRule(t, tab.CheckCrew("mangonel", 4, 0), "19.14")
	wantRule(t, tab.CheckCrew("trebuchet", 7, 1), "19.14")
	if tab.CheckCrew("mangonel", 4, 1) != nil || tab.CheckCrew("battering-ram", 3, 0) != nil {
		t.Error("19.13, 19.14: a full crew")
	}
	if tab.EngineReady("mangonel", 2) || !tab.EngineReady("mangonel", 3) || !tab.EngineReady("trebuchet", 7) || !tab.EngineReady("battering-ram", 0) {
		t.Error("19.14: loading times")
	}
	if gate, _, _ := tab.OnboardResistance("gate-vs-ram"); gate != 900 {
		t.Errorf("26.72: a gate against the ram %d", gate)
	}
}

// §19.3, §26.71: the offboard battering table.
func TestRule26_71_OffboardBattering(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		points int
		tower  bool
		dr     int
		want   havoc.BatteringResult
	}{
		{1, false, 1, havoc.BatteringResult{Wear: 1}},
		{2, false, 10, havoc.BatteringResult{Damage: true}},
		{3, false, 9, havoc.BatteringResult{Damage: true}},
		{9, false, 3, havoc.BatteringResult{Wear: 1}},
		{12, false, 3, havoc.BatteringResult{Damage: true, Wear: 2}},
		{20, true, 4, havoc.BatteringResult{Damage: true, Wear: 2}},
		{6, true, 1, havoc.BatteringResult{Wear: 2}},
	}
	for _, c := range cases {
		got, err := tab.OffboardBattering(c.points, c.tower, c.dr)
		if err != nil || got != c.want {
			t.Errorf("%d points tower %v die %d: %+v (%v), want %+v", c.points, c.tower, c.dr, got, err, c.want)
		}
	}
	_, err := tab.OffboardBattering(0, false, 5)
	wantRule(t, err, "26.71")
	if havoc.OffboardWear(1) != 1 || havoc.OffboardWear(21) != 2 || havoc.OnboardWear(2) != 40 {
		t.Error("19.42: wear converts 20 to 1, fractions up")
	}
}

// §19.7: repairs of engines and walls.
func TestRule19_7_Repairs(t *testing.T) {
	cases := []struct {
		name string
		work havoc.RepairWork
		crew havoc.RepairCrew
		dr   int
		want int
		rule string
	}{
		{"an engineer alone", havoc.RepairEngine, havoc.RepairCrew{Any: 1, Leaders: 1, Engineers: 1}, 3, 3, ""},
		{"an engineer and a sergeant (two)", havoc.RepairEngine, havoc.RepairCrew{Any: 2, Leaders: 2, Engineers: 1}, 3, 4, ""},
		{"no engineer", havoc.RepairEngine, havoc.RepairCrew{Any: 3}, 3, 0, "19.72"},
		{"a knight and two men at a wall, two more near", havoc.RepairWall, havoc.RepairCrew{Any: 3, Leaders: 1, Knights: 1, Near: 2}, 5, 8, ""},
		{"a wall without a knight", havoc.RepairWall, havoc.RepairCrew{Any: 3}, 5, 0, "19.73"},
		{"a door with nobody", havoc.RepairDoor, havoc.RepairCrew{}, 5, 0, "19.71"},
	}
	for _, c := range cases {
		pts, _, err := havoc.Repair(c.work, c.crew, dice.NewScripted(c.dr))
		if c.rule != "" {
			wantRule(t, err, c.rule)
			continue
		}
		if err != nil || pts != c.want {
			t.Errorf("%s: %d (%v), want %d", c.name, pts, err, c.want)
		}
	}
	if havoc.Repaired(14, 5, 15) != 15 {
		t.Error("19.7: never above the original value")
	}
}

// §19.11: ladders.
func TestRule19_11_Ladders(t *testing.T) {
	tab := tables(t)
	c := havoc.CarryingLadder(foot("Aylmer", 7, 6))
	if c.Defence != 3 || c.Attack != 7 {
		t.Errorf("a ladder carrier defends at half: %+v", c)
	}
	wantRule(t, havoc.MayActCarryingLadder(true), "19.11")
	wantRule(t, havoc.PutUpLadder(1, true, [2]int{4, 4}), "19.11")
	wantRule(t, havoc.PutUpLadder(2, false, [2]int{4, 4}), "19.11")
	wantRule(t, havoc.PutUpLadder(2, true, [2]int{4, 1}), "19.11")
	if havoc.PutUpLadder(2, true, [2]int{2, 2}) != nil {
		t.Error("two carriers with 2 MP each put it up")
	}
	wantRule(t, havoc.MoveUprightLadder(2, true), "19.11")
	wantRule(t, havoc.MoveUprightLadder(1, false), "19.11")
	wantRule(t, havoc.OnLadder("fire"), "19.11")
	if havoc.OnLadder("attack") != nil {
		t.Error("a man on a ladder fights")
	}
	wantRule(t, havoc.MayTopple(false, false, false), "19.11")
	wantRule(t, havoc.MayTopple(true, true, false), "19.11")
	wantRule(t, havoc.MayTopple(true, false, true), "19.11")
	for dr, want := range map[int]bool{1: true, 6: true, 7: false, 10: false} {
		tp := tab.ToppleLadder(true, dice.NewScripted(dr))
		if tp.Toppled != want || tp.ClimberWounded != want || tp.DR != dr {
			t.Errorf("topple die %d: %+v", dr, tp)
		}
	}
	if f := havoc.FallInto(true, false); !f.FallerWounded || !f.OtherStunned || !f.Overstacked {
		t.Errorf("7.2: a fall onto a man %+v", f)
	}
	if f := havoc.FallInto(false, true); f.FallerWounded {
		t.Errorf("7.2: a fall into deep water does no harm %+v", f)
	}
}

// §19.17, §20.2: boiling water and burning oil.
func TestRule19_17_BoilingWaterAndOil(t *testing.T) {
	tab := tables(t)
	down := havoc.Pour{Elevated: true, Adjacent: true}
	ev, err := tab.PourBoilingWater(down, foot("Conan", 7, 5), dice.NewScripted(1), nil)
	if err != nil || trace(ev) != "CombatResolved[6-1>6-1 1 dk] Killed[Conan]" {
		t.Errorf("6-1, die 1: %s (%v)", trace(ev), err)
	}
	ev, _ = tab.PourBoilingWater(havoc.Pour{Elevated: true, Adjacent: true, InEngine: true}, foot("Conan", 7, 5), dice.NewScripted(1), nil)
	if trace(ev) != "ResultIgnored[Conan]" {
		t.Errorf("under the ram: %s", trace(ev))
	}
	_, err = tab.PourBoilingWater(havoc.Pour{Adjacent: true}, foot("Conan", 7, 5), dice.NewScripted(1), nil)
	wantRule(t, err, "19.17")
	_, err = tab.PourBoilingWater(havoc.Pour{Elevated: true, Adjacent: true, ArrowSlit: true}, foot("Conan", 7, 5), dice.NewScripted(1), nil)
	wantRule(t, err, "19.17")
	if _, err = tab.PourBoilingWater(havoc.Pour{IntoLadder: true, Adjacent: true}, foot("Conan", 7, 5), dice.NewScripted(9), nil); err != nil {
		t.Errorf("onto the ladder beside the wall: %v", err)
	}
	target := foot("Drew", 6, 6)
	ev, err = tab.ThrowOil(down, &target, dice.NewScripted(5), nil)
	if err != nil || trace(ev) != "CombatResolved[8-1>8-1 5 dw] Wounded[Drew]" {
		t.Errorf("oil at 8-1, die 5: %s (%v)", trace(ev), err)
	}
	ev, err = tab.ThrowOil(havoc.Pour{Adjacent: true}, &target, dice.NewScripted(5), nil)
	if err != nil || len(ev) != 0 {
		t.Errorf("oil thrown from the same level hurts nobody: %s (%v)", trace(ev), err)
	}
	_, err = tab.ThrowOil(havoc.Pour{Adjacent: true, Higher: true}, &target, dice.NewScripted(5), nil)
	wantRule(t, err, "20.2")
	ev, _ = tab.BurningEngineAttack(target, dice.NewScripted(1), nil)
	if trace(ev) != "CombatResolved[6-1>6-1 1 dk] Killed[Drew]" {
		t.Errorf("burning ram at 6-1: %s", trace(ev))
	}
}

// §20, §26.5: kindling, arrows, dousing, spreading, burning out.
func TestRule20_Fire(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		way     string
		itemDRM int
		dr      int
		lit     bool
	}{
		{havoc.KindleTask, 0, 6, true}, {havoc.KindleTask, 0, 7, false},
		{havoc.KindleTorchOrOil, 0, 8, true}, {havoc.KindleTorchOrOil, 0, 9, false},
		{havoc.KindleThrownOil, 0, 7, true}, {havoc.KindleFlamingArrow, 0, 3, true}, {havoc.KindleFlamingArrow, 0, 4, false},
		{havoc.KindleTorchOrOil, 2, 6, true}, {havoc.KindleTorchOrOil, 2, 7, false},
	}
	for _, c := range cases {
		lit, _, err := tab.Kindle(c.way, true, c.itemDRM, dice.NewScripted(c.dr))
		if err != nil || lit != c.lit {
			t.Errorf("%s +%d die %d: %v (%v), want %v", c.way, c.itemDRM, c.dr, lit, err, c.lit)
		}
	}
	_, _, err := tab.Kindle(havoc.KindleTask, false, 0, dice.NewScripted(1))
	wantRule(t, err, "20.1")
	_, _, err = tab.Kindle("magic", true, 0, dice.NewScripted(1))
	wantRule(t, err, "26.52")
	for _, c := range []struct {
		ballista bool
		dice     []int
		hit, lit bool
	}{{false, []int{5, 3}, true, true}, {false, []int{6}, false, false}, {true, []int{6, 4}, true, false}} {
		hit, lit, _ := tab.FlamingArrow(c.ballista, 0, dice.NewScripted(c.dice...))
		if hit != c.hit || lit != c.lit {
			t.Errorf("arrow %v: hit %v lit %v", c.dice, hit, lit)
		}
	}
	wantRule(t, havoc.MayShootFlaming("crossbow", havoc.Short), "20.3")
	wantRule(t, havoc.MayShootFlaming("longbow", havoc.Medium), "20.3")
	if havoc.MayShootFlaming("ballista", havoc.Short) != nil {
		t.Error("20.3: a ballista shoots flaming arrows")
	}
	for _, c := range []struct {
		arrow bool
		dr    int
		out   bool
	}{{false, 3, true}, {false, 4, false}, {true, 5, true}, {true, 6, false}} {
		if out, _ := tab.Douse(c.arrow, dice.NewScripted(c.dr)); out != c.out {
			t.Errorf("douse arrow-fire %v die %d: %v", c.arrow, c.dr, out)
		}
	}
	if s, _ := tab.Spreads(dice.NewScripted(7)); !s {
		t.Error("26.51: spreads on 7")
	}
	if s, _ := tab.Spreads(dice.NewScripted(6)); s {
		t.Error("26.51: not on 6")
	}
	h := func(s ...string) []hex.Hex {
		var out []hex.Hex
		for _, x := range s {
			out = append(out, hex.MustParse(x))
		}
		return out
	}
	got := havoc.SpreadChecks(h("C3", "D3"), h("C4", "D3", "H9"))
	want := []havoc.SpreadCheck{{From: hex.MustParse("C3"), To: hex.MustParse("C4")}}
	if hex.Adjacent(hex.MustParse("D3"), hex.MustParse("C4")) {
		want = append(want, havoc.SpreadCheck{From: hex.MustParse("D3"), To: hex.MustParse("C4")})
	}
	if !slices.Equal(got, want) {
		t.Errorf("spread checks %v, want %v", got, want)
	}
	if havoc.BurnedOut(4) || !havoc.BurnedOut(5) || havoc.DousedResistance(20, 2) != 12 || havoc.DousedResistance(30, 6) != 0 {
		t.Error("20.1: five turns, a fifth of the resistance a turn")
	}
	wantRule(t, havoc.EnterFire(true), "20.1")
	if havoc.InFire(false) != havoc.Dead || havoc.InFire(true) != havoc.OnMap {
		t.Error("20.1: trapped in a fire, killed")
	}
	wantRule(t, havoc.ExtinguishTorch(true, true, false), "20.4")
	wantRule(t, havoc.ExtinguishTorch(false, false, false), "20.4")
}

// §19.2: what a collapse leaves.
func TestRule19_2_Collapse(t *testing.T) {
	cases := map[string]havoc.Collapse{
		"castle-wall":   {Rubble: true, WoundsInHex: true},
		"building-wall": {Rubble: true, WoundsInHex: true},
		"cart":          {Destroyed: true, Debris: true, WoundsInHex: true},
		"battering-ram": {Destroyed: true, Debris: true, WoundsInHex: true},
		"tent":          {Destroyed: true, Debris: true},
		"keep-door":     {Destroyed: true},
		"window":        {Destroyed: true},
	}
	for target, want := range cases {
		if got := havoc.CollapseOf(target); got != want {
			t.Errorf("%s: %+v, want %+v", target, got, want)
		}
	}
}
