package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The calculators of issue 22, run as a player runs them: the exact
// chances of every outcome, refusals by the rules exit 1, bad input 2.
func TestCLIChainmailCalculators(t *testing.T) {
	runChainmailCases(t, []chainmailCase{
		{"spells by rank", []string{"spells", "--rank", "wizard", "--complexity", "3"}, 0,
			[]string{"immediate on 6 or better, delayed on 5 or better, negated under 3", "26/36", "4/36", "5/36", "1/36"}, nil},
		{"spells by level", []string{"spells", "--level", "12", "--spell", "fire-ball"}, 0,
			[]string{"wizard on the spell complexity table", "[4 4 4 4 4 1]", "fire-ball: complexity 3", "radius 1.5\""}, nil},
		{"a seer's complexity 6 is never immediate", []string{"spells", "--rank", "seer"}, 0,
			[]string{"complexity 6: never immediate, delayed on 12 or better, negated under 10", "0/36", "30/36"}, nil},
		{"spells unknown rank", []string{"spells", "--rank", "druid"}, 2, nil, []string{`"druid"`, "wizard"}},
		{"spells unknown spell", []string{"spells", "--rank", "wizard", "--spell", "wish"}, 2, nil, []string{`"wish"`, "fire-ball"}},
		{"spells level 17", []string{"spells", "--level", "17"}, 1, nil, []string{"level 17"}},
		{"spells needs a rank", []string{"spells"}, 2, nil, []string{"--rank or --level"}},
		{"spells roll needs one", []string{"spells", "--rank", "seer", "--roll"}, 2, nil, []string{"--complexity or --spell"}},
		{"counter", []string{"counter", "--counterer", "seer", "--caster", "wizard"}, 0, []string{"11 or better", "3/36", "33/36", "fully occupies"}, nil},
		{"counter equals", []string{"counter", "--counterer", "warlock", "--caster", "warlock", "--won-roll-off"}, 0, []string{"7 or better", "21/36"}, nil},
		{"save", []string{"save", "--level", "5", "--class", "magic-user", "--against", "death"}, 0,
			[]string{"saves on 9, +1 on the dice, so 8", "15/36", "reconstructed"}, nil},
		{"save by figure class", []string{"save", "--level", "1", "--class", "fighting-man", "--against", "stone"}, 0, []string{"all-others", "so 9", "10/36"}, nil},
		{"save unknown kind", []string{"save", "--level", "1", "--against", "poison"}, 2, nil, []string{`"poison"`, "dragon-breath"}},
		{"grapple", []string{"grapple", "--attacker-fc", "4", "--defender-fc", "1"}, 0,
			[]string{"7 or better", "the hold misses          5/12", "defender thrown        3451/7776", "attacker thrown        721/7776", "both locked            91/1944", "6: stunned 2 rounds"}, nil},
		{"grapple bad capacity", []string{"grapple", "--attacker-fc", "-1", "--defender-fc", "1"}, 2, nil, []string{"0 to 30"}},
		{"disarm", []string{"disarm", "--weapon", "sword", "--level", "1"}, 0,
			[]string{"11 or better", "dragon-breath on 10", "1/12", "5/72", "67/72"}, nil},
		{"disarm a rider", []string{"disarm", "--weapon", "lance", "--level", "4", "--mounted-defender"}, 0,
			[]string{"9 or better", "unhorsed and stunned", "stun die"}, nil},
		{"disarm unknown weapon", []string{"disarm", "--weapon", "whip", "--level", "1"}, 2, nil, []string{`"whip"`}},
		{"stun", []string{"stun"}, 0, []string{"1-2: not stunned          1/3", "3-5: stunned 1 round      1/2", "6: stunned 2 rounds       1/6"}, nil},
		{"creature", []string{"creature", "--name", "basilisk"}, 0,
			[]string{"AC 4 (struck on the mail-shield column)", "hit dice 6+1", "attacks as 6 armored-foot, defends as heavy-horse", "+1 on the highest die", "hit points 7-37", "gaze", "stone"}, nil},
		{"creature with hit dice", []string{"creature", "--name", "dragon", "--hd", "12"}, 0, []string{"fights with 12", "hit points 12-72, 42 on average", "breath", "a bolt 6\" long and 2\" wide"}, nil},
		{"creature hit dice out of range", []string{"creature", "--name", "dragon", "--hd", "13"}, 1, nil, []string{"8-12"}},
		{"creature the text leaves unplayable", []string{"creature", "--name", "yellow-mold"}, 0, []string{"cannot field"}, nil},
		{"creature unknown", []string{"creature", "--name", "unicorn"}, 2, nil, []string{`"unicorn"`, "zombie"}},
		{"capability", []string{"capability", "--level", "4"}, 0,
			[]string{`fighting-man: "Hero": fights as 4 men; on the fantasy table as hero; 4 hit dice; saves on 9`, `magic-user: "2 Men + 1": fights as 2 men +1; below Hero - 1`, "casts as a seer", "[4 2]"}, nil},
		{"capability of one class", []string{"capability", "--level", "16", "--class", "magic-user"}, 0, []string{"Wizard + 2", "fights as 5 men +2", "wizard +2"}, nil},
		{"capability level 0", []string{"capability", "--level", "0"}, 1, nil, []string{"level 0"}},
		{"capability bad class", []string{"capability", "--level", "3", "--class", "thief"}, 2, nil, []string{"thief"}},
		{"mass: a pike front against lances", []string{"mass", "--attacker", "heavy-horse", "--men", "6", "--weapon", "lance", "--defender", "heavy-foot", "--defender-men", "20", "--defender-weapon", "pike", "--two-sided"}, 0,
			[]string{"6 men roll no dice", "frontal casualties only from [pike]", "20 men roll 10 dice", "attacker kills more       0.00%  0", "as many                  16.15%  9765625/60466176"}, nil},
		{"mass: the same pikes in the flank", []string{"mass", "--attacker", "heavy-horse", "--men", "6", "--weapon", "lance", "--defender", "heavy-foot", "--defender-men", "20", "--defender-weapon", "pike", "--aspect", "flank"}, 0,
			[]string{"3 dice per man, 5, 6 kills", "6 men roll 18 dice"}, nil},
		{"mass: open order loses the pike protection", []string{"mass", "--attacker", "heavy-horse", "--men", "2", "--weapon", "lance", "--defender", "heavy-foot", "--defender-weapon", "pike", "--defender-formation", "open"}, 0,
			[]string{"2 men roll 6 dice"}, nil},
		{"mass: swiss attack", []string{"mass", "--attacker", "heavy-foot", "--men", "10", "--weapon", "pike", "--swiss", "--defender", "light-foot"}, 0,
			// 10 men: a die each and the pike die, and 5 mass shock dice.
			[]string{"armored-foot vs light-foot", "5 mass shock dice", "10 men roll 25 dice", "expected kills: 25/2"}, nil},
		{"mass: pips on the highest die", []string{"mass", "--attacker", "light-foot", "--men", "1", "--pips", "1", "--defender", "light-foot"}, 0,
			[]string{"+1 pips on the highest die", "expected kills: 1/3", "2/3", "1/3"}, nil},
		{"mass: two-sided needs the defender's men", []string{"mass", "--attacker", "light-foot", "--men", "1", "--defender", "light-foot", "--two-sided"}, 2, nil, []string{"--defender-men"}},
		{"mass: bad aspect", []string{"mass", "--attacker", "light-foot", "--men", "1", "--defender", "light-foot", "--aspect", "above"}, 1, nil, []string{"aspect", "flank"}},
		{"mass: bad formation", []string{"mass", "--attacker", "light-foot", "--men", "1", "--defender", "light-foot", "--formation", "square"}, 2, nil, []string{"close or open"}},
	})
}

// Every form answers --json, and --roll with --seed repeats.
func TestCLIChainmailCalculatorsJSON(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		check func(t *testing.T, v map[string]any)
	}{
		{[]string{"spells", "--rank", "wizard", "--complexity", "3"}, func(t *testing.T, v map[string]any) {
			c := v["castings"].([]any)[0].(map[string]any)
			if c["immediate"].(float64) != 6 || c["chances"].(map[string]any)["negated"] == nil {
				t.Errorf("%v", c)
			}
		}},
		{[]string{"counter", "--counterer", "seer", "--caster", "wizard"}, func(t *testing.T, v map[string]any) {
			if v["need"].(float64) != 11 {
				t.Errorf("%v", v)
			}
		}},
		{[]string{"save", "--level", "13", "--against", "dragon-breath"}, func(t *testing.T, v map[string]any) {
			if v["need"].(float64) != 3 || v["bonus"].(float64) != 1 {
				t.Errorf("%v", v)
			}
		}},
		{[]string{"grapple", "--attacker-fc", "1", "--defender-fc", "1"}, func(t *testing.T, v map[string]any) {
			h := v["chances"].(map[string]any)["hold"].(map[string]any)
			if h["num"].(float64) != 21 || h["den"].(float64) != 36 {
				t.Errorf("%v", v)
			}
		}},
		{[]string{"disarm", "--weapon", "sword", "--level", "1"}, func(t *testing.T, v map[string]any) {
			// 3/36 to land, 30/36 to fail the save on 10.
			if v["disarmed"].(map[string]any)["num"].(float64) != 3*30 {
				t.Errorf("%v", v["disarmed"])
			}
		}},
		{[]string{"stun"}, func(t *testing.T, v map[string]any) {
			if len(v["outcomes"].([]any)) != 3 {
				t.Errorf("%v", v)
			}
		}},
		{[]string{"creature", "--name", "giant"}, func(t *testing.T, v map[string]any) {
			if v["ac"].(float64) != 4 || v["hp_low"].(float64) != 10 || v["fantasy"] != "giant" {
				t.Errorf("%v", v)
			}
		}},
		{[]string{"capability", "--level", "7"}, func(t *testing.T, v map[string]any) {
			e := v["entries"].([]any)
			if len(e) != 2 || e[0].(map[string]any)["men"].(float64) != 7 || e[1].(map[string]any)["rank"] != "magician" {
				t.Errorf("%v", e)
			}
		}},
		{[]string{"mass", "--attacker", "light-foot", "--men", "2", "--defender", "light-foot", "--defender-men", "1", "--two-sided"}, func(t *testing.T, v map[string]any) {
			a := v["attacker"].(map[string]any)["kills"].([]any)
			if len(a) != 2 || a[1].(map[string]any)["exact"] != "11/36" || v["attacker_kills_more"].(map[string]any)["exact"] == "" {
				t.Errorf("%v", v)
			}
		}},
	} {
		t.Run(tc.args[0], func(t *testing.T) {
			r := cli(t, append(append([]string{"chainmail"}, tc.args...), "--json")...)
			var v map[string]any
			if r.Code != 0 || json.Unmarshal([]byte(r.Stdout), &v) != nil {
				t.Fatalf("exit %d: %s %s", r.Code, r.Stdout, r.Stderr)
			}
			tc.check(t, v)
		})
	}
	for _, args := range [][]string{
		{"spells", "--level", "10", "--spell", "lightning-bolt"},
		{"counter", "--counterer", "sorcerer", "--caster", "wizard"},
		{"save", "--level", "3"},
		{"grapple", "--attacker-fc", "4", "--defender-fc", "4"},
		{"disarm", "--weapon", "flail", "--level", "2", "--mounted-defender"},
		{"stun"},
		{"creature", "--name", "minor-demon"},
		{"mass", "--attacker", "heavy-horse", "--men", "3", "--defender", "light-foot", "--defender-men", "12", "--two-sided"},
	} {
		full := append(append([]string{"chainmail"}, args...), "--roll", "--seed", "7", "--json")
		a, b := cli(t, full...), cli(t, full...)
		if a.Code != 0 || a.Stdout != b.Stdout || !strings.Contains(a.Stdout, `"seed":7`) {
			t.Errorf("%v: exit %d, repeatable %v: %s %s", args, a.Code, a.Stdout == b.Stdout, a.Stdout, a.Stderr)
		}
		if r := cli(t, append(append([]string{"chainmail"}, args...), "--roll")...); r.Code != 0 || !strings.Contains(r.Stdout, "(seed ") {
			t.Errorf("%v --roll: %s %s", args, r.Stdout, r.Stderr)
		}
	}
}
