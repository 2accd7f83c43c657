package havoc_test

import (
	"testing"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §17.11, §17.42, §17.43: what becomes of a unit that enters water.
func TestRule17_1_EnteringWater(t *testing.T) {
	man := havoc.Swimmer{}
	cases := []struct {
		name  string
		s     havoc.Swimmer
		depth board.Water
		want  havoc.Entry
		rule  string
	}{
		{"a man falls into bottomless water and swims", man, board.Bottomless, havoc.EntrySwims, "17.12"},
		{"an armoured man drowns", havoc.Swimmer{Armoured: true}, board.Bottomless, havoc.EntryDrowns, "17.11"},
		{"a stunned man drowns", havoc.Swimmer{Health: havoc.StunnedState}, board.Bottomless, havoc.EntryDrowns, "17.11"},
		{"a horse drowns in bottomless water", havoc.Swimmer{Animal: true, Horse: true}, board.Bottomless, havoc.EntryDrowns, "17.11"},
		{"a wounded man swims", havoc.Swimmer{Health: havoc.WoundedState}, board.Bottomless, havoc.EntrySwims, "17.12"},
		{"an armoured man stands in deep water", havoc.Swimmer{Armoured: true}, board.Deep, havoc.EntryStands, "17.42"},
		{"a horse wades in deep water", havoc.Swimmer{Animal: true, Horse: true}, board.Deep, havoc.EntryStands, "17.42"},
		{"a mule drowns in deep water", havoc.Swimmer{Animal: true}, board.Deep, havoc.EntryDrowns, "17.42"},
		{"a stunned man drowns in deep water", havoc.Swimmer{Health: havoc.StunnedState}, board.Deep, havoc.EntryDrowns, "17.42"},
		{"a stunned man drowns in shallow water", havoc.Swimmer{Health: havoc.StunnedState}, board.Shallow, havoc.EntryDrowns, "17.43"},
		{"a mule walks in shallow water", havoc.Swimmer{Animal: true}, board.Shallow, havoc.EntryStands, "17.43"},
	}
	for _, c := range cases {
		got, rl := havoc.EnterWater(c.s, c.depth)
		if got != c.want || rl != c.rule {
			t.Errorf("%s: %v (rule %s), want %v (rule %s)", c.name, got, rl, c.want, c.rule)
		}
	}
	if !havoc.Sinks(board.Deep) || !havoc.Sinks(board.Bottomless) || havoc.Sinks(board.Shallow) {
		t.Error("17.43: bodies sink in deep and bottomless water only")
	}
	if havoc.DeeperOf(board.Shallow, board.Deep) != board.Deep {
		t.Error("17.4: a horse is in the deeper of its hexes")
	}
}

// §6.1, §17.3, §17.42: fire and combat from water, cover in it.
func TestRule17_3_FightingInWater(t *testing.T) {
	wantRule(t, havoc.MayFireFrom(board.Bottomless, true), "17.3")
	wantRule(t, havoc.MayFireFrom(board.Deep, false), "17.42")
	if havoc.MayFireFrom(board.Deep, true) != nil || havoc.MayFireFrom(board.Shallow, false) != nil {
		t.Error("17.42: riders fire from deep water, anyone from shallow")
	}
	wantRule(t, havoc.MayAttackFrom(board.Bottomless, havoc.Healthy, false), "17.3")
	wantRule(t, havoc.MayAttackFrom(board.Deep, havoc.WoundedState, false), "17.42")
	if havoc.MayAttackFrom(board.Deep, havoc.WoundedState, true) != nil || havoc.MayAttackFrom(board.Shallow, havoc.WoundedState, false) != nil {
		t.Error("17.42: wounded riders fight in deep water; anyone in shallow")
	}
	if havoc.WaterCover(board.Bottomless) != havoc.CoverMedium || havoc.WaterCover(board.Deep) != havoc.CoverLight || havoc.WaterCover(board.Shallow) != havoc.CoverNone {
		t.Error("17.3, 17.4: water cover")
	}
	if havoc.WadeCost(5, 4) != 4 || havoc.WadeCost(3, 6) != 3 {
		t.Error("17.42, 17.43: the whole MPA for one hex when it is less than the cost")
	}
}

// §17.12, §17.13, §26.4: a movement phase in bottomless water.
func TestRule26_4_Swimming(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		name string
		s    havoc.SwimSituation
		dice []int
		want havoc.SwimOutcome
	}{
		{"climbs out on 4", havoc.SwimSituation{AtBank: true}, []int{4},
			havoc.SwimOutcome{ClimbDR: 4, ClimbsOut: true}},
		{"fails on 5, then floats on the pool table", havoc.SwimSituation{AtBank: true}, []int{5, 4},
			havoc.SwimOutcome{ClimbDR: 5, OpenDR: 4, Move: "float"}},
		{"helped: 6 less 2 climbs out", havoc.SwimSituation{AtBank: true, Helped: true}, []int{6},
			havoc.SwimOutcome{ClimbDR: 6, ClimbsOut: true}},
		{"wounded: 3 plus 2 fails; the river takes him 6", havoc.SwimSituation{Swimmer: havoc.Swimmer{Health: havoc.WoundedState}, AtBank: true, River: true}, []int{3, 4},
			havoc.SwimOutcome{ClimbDR: 3, OpenDR: 4, Move: "downstream", Hexes: 6}},
		{"an assassin: 6 less 2 climbs out", havoc.SwimSituation{Swimmer: havoc.Swimmer{Stealthy: true}, AtBank: true}, []int{6},
			havoc.SwimOutcome{ClimbDR: 6, ClimbsOut: true}},
		{"open water: toward the bank", havoc.SwimSituation{}, []int{3},
			havoc.SwimOutcome{OpenDR: 3, Move: "toward-bank", Hexes: 2}},
		{"open water: away", havoc.SwimSituation{}, []int{8},
			havoc.SwimOutcome{OpenDR: 8, Move: "away-from-bank", Hexes: 2}},
		{"open water: drowns", havoc.SwimSituation{River: true}, []int{9},
			havoc.SwimOutcome{OpenDR: 9, Drowned: true}},
		{"the river: 4 hexes", havoc.SwimSituation{River: true}, []int{1},
			havoc.SwimOutcome{OpenDR: 1, Move: "downstream", Hexes: 4}},
		{"wounded in the pool: 8 plus 2 drowns", havoc.SwimSituation{Swimmer: havoc.Swimmer{Health: havoc.WoundedState}}, []int{8},
			havoc.SwimOutcome{OpenDR: 8, Drowned: true}},
	}
	for _, c := range cases {
		got := tab.Swim(c.s, dice.NewScripted(c.dice...))
		if got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
	if cost, rest := havoc.ClimbOutCost(1, 2, false); cost != 3 || !rest {
		t.Errorf("17.13: climbing out to flat ground with 2 MP: %d, rest %v", cost, rest)
	}
	if cost, rest := havoc.ClimbOutCost(1, 2, true); cost != 3 || rest {
		t.Errorf("17.13: helped, 2 MP more: %d, rest %v", cost, rest)
	}
}

// §17.42: a wounded man on foot in deep water.
func TestRule17_42_WoundedInDeepWater(t *testing.T) {
	tab := tables(t)
	w := havoc.Swimmer{Health: havoc.WoundedState}
	for _, c := range []struct {
		dr        int
		supported bool
		want      string
	}{{4, false, "move"}, {5, false, "stay"}, {8, false, "stay"}, {9, false, "drown"}, {9, true, "stay"}, {6, true, "move"}} {
		row, _ := tab.WadeWounded(w, c.supported, dice.NewScripted(c.dr))
		if row.Outcome != c.want {
			t.Errorf("die %d supported %v: %s, want %s", c.dr, c.supported, row.Outcome, c.want)
		}
	}
}

// §17.14, §16.37, §17.2: drifting past stepping stones, into the millwheel
// and off the map.
func TestRule17_14_Drifting(t *testing.T) {
	tab := tables(t)
	h := func(s string) havoc.DriftHex { return havoc.DriftHex{Hex: hex.MustParse(s)} }
	stones := havoc.DriftHex{Hex: hex.MustParse("E5"), Stones: true}
	wheel := havoc.DriftHex{Hex: hex.MustParse("E9"), Millwheel: true}
	off := havoc.DriftHex{OffMap: true}
	path := []havoc.DriftHex{h("E2"), h("E3"), h("E4"), stones, h("E6"), h("E7"), h("E8"), wheel}
	cases := []struct {
		name  string
		path  []havoc.DriftHex
		hexes int
		dice  []int
		at    int
		fate  havoc.Fate
		on    bool
	}{
		{"four hexes downstream: onto the stones, climbs out", path, 4, []int{2}, 3, havoc.OnMap, true},
		{"swept past the stones: two hexes, then on", path, 6, []int{7}, 5, havoc.OnMap, false},
		{"swept past with one hex left: still placed beyond", path, 4, []int{7}, 4, havoc.OnMap, false},
		{"into the millwheel", path, 9, []int{9}, 7, havoc.Dead, false},
		{"off the map", []havoc.DriftHex{h("E2"), off}, 4, nil, -1, havoc.DriftedOff, false},
		{"a short path ends at the bank", []havoc.DriftHex{h("E2")}, 2, nil, 0, havoc.OnMap, false},
	}
	for _, c := range cases {
		got := tab.Drift(havoc.Swimmer{}, c.path, c.hexes, dice.NewScripted(c.dice...))
		if got.At != c.at || got.Fate != c.fate || got.OnStones != c.on {
			t.Errorf("%s: %+v, want at %d %s on stones %v", c.name, got, c.at, c.fate, c.on)
		}
	}
}
