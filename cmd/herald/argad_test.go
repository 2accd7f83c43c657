package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The three Argad! calculators, run as a player runs them: the contract's
// JSON fields, the words and chances without --json, and the exit codes
// (0 ok, 1 the rules say no, 2 bad usage).
func TestCLIArgad(t *testing.T) {
	runCalcCases(t, "argad", []calcCase{
		{"move", []string{"move", "--troop", "foot", "--armour", "4"}, 0,
			[]string{"16 cm", "move.foot.armour4", "armour 4 (chainmail)"}, nil},
		{"move pavise", []string{"move", "--troop", "foot", "--armour", "light", "--pavise"}, 0, []string{"16 cm (move.pavise)"}, nil},
		{"move close order", []string{"move", "--troop", "foot", "--armour", "light", "--close-order", "sideways"}, 0, []string{"8 cm"}, nil},
		{"move in woods", []string{"move", "--troop", "cavalry", "--armour", "5", "--terrain", "woods"}, 0,
			[]string{"32 cm", "halved to 16 cm, less 2 dice", "terrain.woods.cavalry5", "blocked", "11/36", "5/36"}, nil},
		{"move difficult on foot", []string{"move", "--troop", "foot", "--armour", "light", "--terrain", "difficult"}, 0,
			[]string{"less 1 die", "19 cm", "1/6"}, nil},
		{"move rolled", []string{"move", "--troop", "foot", "--armour", "5", "--terrain", "bushes", "--roll", "--seed", "7"}, 0,
			[]string{"rolled [", "(seed 7)"}, nil},
		{"shoot", []string{"shoot", "--weapon", "crossbow", "--range", "15", "--armour", "light"}, 0,
			[]string{"band 0-20 cm, needs 5-6", "12/36", "24/36", "5 hit"}, nil},
		{"shoot capped", []string{"shoot", "--weapon", "bow", "--range", "10", "--armour", "5", "--cover", "partial"}, 0,
			[]string{"modifier -2 (capped from -3)", "shoot.bow.armour5", "shoot.cover.partial", "1/36"}, nil},
		{"shoot cannot hit", []string{"shoot", "--weapon", "longbow", "--range", "50", "--armour", "5"}, 0,
			[]string{"cannot hit", "0/36"}, nil},
		{"shoot no add", []string{"shoot", "--weapon", "crossbow", "--range", "15", "--armour", "4", "--cover", "partial,slit"}, 0,
			[]string{"modifier -2", "does not add up"}, nil},
		{"shoot rolled", []string{"shoot", "--weapon", "sling", "--range", "30", "--armour", "light", "--roll", "--seed", "3"}, 0,
			[]string{"rolled [", "(seed 3)"}, nil},
		{"melee", []string{"melee", "--class", "3", "--armour", "light", "--defender-class", "3", "--defender-armour", "5"}, 0,
			[]string{"natural 4: recoil", "melee.armour", "natural 7: hit", "18/36", "higher armour"}, nil},
		{"melee class 2", []string{"melee", "--class", "2", "--armour", "4", "--defender-class", "3", "--defender-armour", "light", "--with", "improvised"}, 0,
			[]string{"modifier -1", "does not add up", "natural 4: recoil"}, nil},
		{"melee rolled", []string{"melee", "--class", "4", "--armour", "5", "--defender-class", "4", "--defender-armour", "5", "--roll", "--seed", "1"}, 0,
			[]string{"rolled [", "(seed 1)", "natural die decides"}, nil},
		{"out of range is a rules no", []string{"shoot", "--weapon", "javelin", "--range", "25", "--armour", "light"}, 1,
			nil, []string{"shoot.javelin.20-30", "out of range"}},
		{"beyond the table", []string{"shoot", "--weapon", "crossbow", "--range", "61", "--armour", "light"}, 1,
			nil, []string{"shoot.crossbow.40-60", "60 cm"}},
		{"crossbow on the move", []string{"shoot", "--weapon", "crossbow", "--range", "5", "--armour", "light", "--moving-shooter"}, 1,
			nil, []string{"shoot.crossbow.moving"}},
		{"ext from a window", []string{"shoot", "--weapon", "longbow", "--range", "30", "--armour", "light", "--from-opening"}, 1,
			nil, []string{"shoot.ext"}},
		{"deep in the woods", []string{"shoot", "--weapon", "bow", "--range", "30", "--armour", "light", "--woods", "12"}, 1,
			nil, []string{"terrain.woods.deep"}},
		{"pavise on a horse", []string{"move", "--troop", "cavalry", "--armour", "light", "--pavise"}, 1, nil, []string{"move.pavise"}},
		{"close order in the woods", []string{"move", "--troop", "foot", "--armour", "4", "--close-order", "forward", "--terrain", "woods"}, 1,
			nil, []string{"move.close-order.terrain"}},
		{"unknown troop", []string{"move", "--troop", "knight", "--armour", "5"}, 2, nil, []string{`"knight"`, "mounted-foot"}},
		{"unknown armour", []string{"move", "--troop", "foot", "--armour", "plate"}, 2, nil, []string{`"plate"`, "light"}},
		{"unknown terrain", []string{"move", "--troop", "foot", "--armour", "light", "--terrain", "lava"}, 2, nil, []string{"lava", "woods"}},
		{"unknown weapon", []string{"shoot", "--weapon", "arquebus", "--range", "5", "--armour", "light"}, 2, nil, []string{"arquebus", "crossbow"}},
		{"unknown cover", []string{"shoot", "--weapon", "bow", "--range", "5", "--armour", "light", "--cover", "tower"}, 2, nil, []string{"tower", "pavise-wall"}},
		{"negative range", []string{"shoot", "--weapon", "bow", "--range", "-3", "--armour", "light"}, 2, nil, []string{"--range"}},
		{"range not a number", []string{"shoot", "--weapon", "bow", "--range", "far", "--armour", "light"}, 2, nil, []string{"range"}},
		{"range NaN", []string{"shoot", "--weapon", "bow", "--range", "NaN", "--armour", "light"}, 2, nil, []string{"--range"}},
		{"class out of range", []string{"melee", "--class", "9", "--armour", "light", "--defender-class", "3", "--defender-armour", "light"}, 2,
			nil, []string{"--class 9", "2 to 5"}},
		{"defender class out of range", []string{"melee", "--class", "3", "--armour", "light", "--defender-class", "1", "--defender-armour", "light"}, 2,
			nil, []string{"--defender-class 1"}},
		{"unknown modifier", []string{"melee", "--class", "3", "--armour", "light", "--defender-class", "3", "--defender-armour", "light", "--with", "flank"}, 2,
			nil, []string{"flank", "couched-lance"}},
		{"huge modifier", []string{"melee", "--class", "3", "--armour", "light", "--defender-class", "3", "--defender-armour", "light", "--modifier", "99"}, 2,
			nil, []string{"--modifier"}},
		{"missing flag", []string{"shoot", "--weapon", "bow", "--armour", "light"}, 2, nil, []string{"--range"}},
		{"positional junk", []string{"move", "foot", "--troop", "foot", "--armour", "light"}, 2, nil, []string{"flags only"}},
		{"unknown calculator", []string{"joust"}, 2, nil, []string{"melee, move, shoot"}},
		{"no calculator", nil, 2, nil, []string{"move, shoot or melee"}},
	})
}

// The contract's JSON, field by field.
func TestCLIArgadJSON(t *testing.T) {
	jsonOf := func(t *testing.T, v any, args ...string) {
		t.Helper()
		r := cli(t, append([]string{"argad"}, append(args, "--json")...)...)
		if r.Code != 0 {
			t.Fatalf("%v: exit %d %s", args, r.Code, r.Stderr)
		}
		if err := json.Unmarshal([]byte(r.Stdout), v); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, r.Stdout)
		}
	}
	for _, tc := range []struct {
		args []string
		cm   int
	}{
		{[]string{"move", "--troop", "foot", "--armour", "light"}, 20},
		{[]string{"move", "--troop", "cavalry", "--armour", "5"}, 32},
		{[]string{"move", "--troop", "mounted-foot", "--armour", "4"}, 36},
		{[]string{"move", "--troop", "foot", "--armour", "5", "--pavise"}, 12},
		{[]string{"move", "--troop", "foot", "--armour", "light", "--close-order", "forward"}, 12},
		{[]string{"move", "--troop", "foot", "--armour", "4", "--pavise", "--close-order", "sideways"}, 8},
	} {
		var mv struct {
			CM *int `json:"cm"`
		}
		jsonOf(t, &mv, tc.args...)
		if mv.CM == nil || *mv.CM != tc.cm {
			t.Errorf("%v: cm %v, want %d", tc.args, mv.CM, tc.cm)
		}
	}
	type shot struct {
		Band         *string `json:"band"`
		Base         *string `json:"base"`
		Modifier     *int    `json:"modifier"`
		ExteriorOnly *bool   `json:"exterior_only"`
	}
	for _, tc := range []struct {
		args []string
		band string
		base string
		mod  int
		ext  bool
	}{
		{[]string{"shoot", "--weapon", "crossbow", "--range", "15", "--armour", "light"}, "0-20", "5-6", 0, false},
		{[]string{"shoot", "--weapon", "bow", "--range", "20", "--armour", "4", "--moving-shooter"}, "0-20", "5-6", -2, false},
		{[]string{"shoot", "--weapon", "longbow", "--range", "35", "--armour", "5", "--cover", "pavise"}, "20-40", "6", -2, true},
		{[]string{"shoot", "--weapon", "sling", "--range", "60", "--armour", "light", "--furtive-target"}, "40-60", "7", -1, true},
		{[]string{"shoot", "--weapon", "javelin", "--range", "12", "--armour", "light", "--moving-shooter"}, "10-20", "6", 0, true},
		{[]string{"shoot", "--weapon", "mounted-javelin", "--range", "3", "--armour", "5"}, "0-10", "5-6", -1, true},
		{[]string{"shoot", "--weapon", "crossbow", "--range", "45", "--armour", "4", "--cover", "pavise-wall"}, "40-60", "7", -2, false},
		{[]string{"shoot", "--weapon", "crossbow", "--range", "45", "--armour", "light", "--cover", "slit"}, "40-60", "7", -2, false},
	} {
		var s shot
		jsonOf(t, &s, tc.args...)
		if s.Band == nil || s.Base == nil || s.Modifier == nil || s.ExteriorOnly == nil {
			t.Fatalf("%v: a contract field is missing: %+v", tc.args, s)
		}
		if *s.Band != tc.band || *s.Base != tc.base || *s.Modifier != tc.mod || *s.ExteriorOnly != tc.ext {
			t.Errorf("%v: %s %s %d %v, want %s %s %d %v", tc.args, *s.Band, *s.Base, *s.Modifier, *s.ExteriorOnly, tc.band, tc.base, tc.mod, tc.ext)
		}
	}
	for _, tc := range []struct {
		args []string
		want string // faces 1..7
	}{
		{[]string{"melee", "--class", "3", "--armour", "light", "--defender-class", "3", "--defender-armour", "light"}, "missed missed recoil hit hit hit hit"},
		{[]string{"melee", "--class", "3", "--armour", "light", "--defender-class", "3", "--defender-armour", "5"}, "missed missed recoil recoil recoil hit hit"},
		{[]string{"melee", "--class", "4", "--armour", "4", "--defender-class", "2", "--defender-armour", "4", "--modifier", "2"}, "missed recoil hit hit hit hit hit"},
		{[]string{"melee", "--class", "3", "--armour", "light", "--defender-class", "5", "--defender-armour", "5", "--modifier", "-3"}, "missed missed missed missed missed missed hit"},
		{[]string{"melee", "--class", "2", "--armour", "light", "--defender-class", "2", "--defender-armour", "light"}, "missed missed recoil hit hit hit hit"},
		{[]string{"melee", "--class", "5", "--armour", "5", "--defender-class", "4", "--defender-armour", "5", "--with", "charge,couched-lance"}, "missed recoil recoil hit hit hit hit"},
	} {
		var m struct {
			Results map[string]string `json:"results"`
		}
		jsonOf(t, &m, tc.args...)
		var got []string
		for _, f := range []string{"1", "2", "3", "4", "5", "6", "7"} {
			got = append(got, m.Results[f])
		}
		if len(m.Results) != 7 || strings.Join(got, " ") != tc.want {
			t.Errorf("%v: %v, want %s", tc.args, m.Results, tc.want)
		}
	}
}

// --roll with --seed is repeatable; the JSON carries the seed and the dice.
func TestCLIArgadRollSeeded(t *testing.T) {
	args := []string{"argad", "melee", "--class", "3", "--armour", "4", "--defender-class", "3", "--defender-armour", "4", "--roll", "--seed", "42", "--json"}
	a, b := cli(t, args...), cli(t, args...)
	if a.Code != 0 || a.Stdout != b.Stdout {
		t.Fatalf("seeded rolls differ or fail: %q / %q (%s)", a.Stdout, b.Stdout, a.Stderr)
	}
	var got struct {
		Seed   uint64 `json:"seed"`
		Strike struct {
			Natural int    `json:"natural"`
			Outcome string `json:"outcome"`
		} `json:"strike"`
		Results map[string]string `json:"results"`
	}
	if err := json.Unmarshal([]byte(a.Stdout), &got); err != nil {
		t.Fatal(err)
	}
	if got.Seed != 42 || got.Strike.Natural < 1 || got.Strike.Natural > 7 || got.Strike.Outcome != got.Results[string(rune('0'+got.Strike.Natural))] {
		t.Errorf("%+v", got)
	}
}
