package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The tenths calculators, run as a player runs them.
func TestCLITenthsTables(t *testing.T) {
	runCalcCases(t, "tenths", []calcCase{
		{"bash parried", []string{"bash", "--blow", "10", "--parry", "8", "--excess", "-3"}, 0,
			[]string{"Bash Score -1", "no effect", "10 - parrying blow strength 8 + excess -3 = -1"}, nil},
		{"bash shield", []string{"bash", "--blow", "10", "--parry", "8", "--excess", "-3", "--shield"}, 0,
			[]string{"Bash Score -11", "below -10", "attacker must move back 1 hex", "shield: -10"}, nil},
		{"bash hit", []string{"bash", "--blow", "12", "--hit", "--armour", "5", "--strength", "10", "--excess", "9"}, 0,
			[]string{"Bash Score 6", "defender must move back 2 hexes"}, nil},
		{"bash hit knocks down", []string{"bash", "--blow", "20", "--hit", "--armour", "0", "--strength", "10", "--excess", "1"}, 0,
			[]string{"Bash Score 11", ">10", "knocked over"}, nil},
		{"bash hit never forces the attacker back", []string{"bash", "--blow", "1", "--hit", "--armour", "9", "--strength", "14", "--excess", "0"}, 0,
			[]string{"Bash Score -22", "no effect", "never forces the attacker back"}, nil},
		{"bash rider horse back", []string{"bash", "--blow", "16", "--hit", "--armour", "3", "--strength", "10", "--excess", "4", "--rider-skill", "4.5", "--horse-skill", "3.2"}, 0,
			[]string{"Bash Score 7", "1 – Skill Sum", "horse moves back", "Skill Sum 7.7"}, nil},
		{"bash rider knocked off", []string{"bash", "--blow", "16", "--hit", "--armour", "3", "--strength", "10", "--excess", "8", "--rider-skill", "4.5", "--horse-skill", "3.2"}, 0,
			[]string{"Bash Score 11", "knocked off", "blow strength 18", "20 tenths"}, nil},
		{"bash parried excess positive", []string{"bash", "--blow", "10", "--parry", "8", "--excess", "2"}, 1, nil, []string{"knock-back", "negative"}},
		{"bash hit excess negative", []string{"bash", "--blow", "10", "--hit", "--armour", "1", "--strength", "9", "--excess", "-2"}, 1, nil, []string{"0 or more"}},
		{"bash neither", []string{"bash", "--blow", "10", "--excess", "-2"}, 2, nil, []string{"--parry", "--hit"}},
		{"bash hit without armour", []string{"bash", "--blow", "10", "--hit", "--excess", "2"}, 2, nil, []string{"--armour"}},
		{"bash rider on a parry", []string{"bash", "--blow", "10", "--parry", "8", "--excess", "-2", "--rider-skill", "3.0", "--horse-skill", "3.0"}, 2, nil, []string{"--hit"}},
		{"bash huge", []string{"bash", "--blow", "1000", "--parry", "8", "--excess", "-2"}, 2, nil, []string{"--blow 1000"}},
		{"riding", []string{"riding", "--horse-skill", "2.0", "--rider-skill", "6.4"}, 0,
			[]string{"2.0–3.9", "6.0–7.9", "0/-1/-1", "attack potential -1", "control action 4 tenths", "responds 8 tenths"}, nil},
		{"riding top corner", []string{"riding", "--horse-skill", "8", "--rider-skill", "10.5"}, 0, []string{"-3/3/2", "8 and up"}, nil},
		{"riding untrained", []string{"riding", "--horse-skill", "3.0", "--rider-skill", "0"}, 1, nil, []string{"riding", "Trained"}},
		{"riding bad skill", []string{"riding", "--horse-skill", "3.05", "--rider-skill", "2"}, 2, nil, []string{"--horse-skill", "decimal"}},
		{"riding negative skill", []string{"riding", "--horse-skill", "-1.0", "--rider-skill", "2"}, 2, nil, []string{"0.0 to 30.0"}},
		{"lance", []string{"lance", "--horse", "gallop", "--target", "running-towards"}, 0, []string{"Galloping, Running Towards", "+10"}, nil},
		{"lance walking away", []string{"lance", "--horse", "walk", "--target", "walking-away"}, 0, []string{"-1"}, nil},
		{"lance standing horse", []string{"lance", "--horse", "still", "--target", "stationary"}, 1, nil, []string{"moving forwards"}},
		{"lance unknown target", []string{"lance", "--horse", "gallop", "--target", "fleeing"}, 2, nil, []string{"fleeing", "running-away"}},
		{"lance unknown gait", []string{"lance", "--horse", "trot", "--target", "stationary"}, 2, nil, []string{"trot", "canter"}},
		{"athletics", []string{"athletics", "--rate", "7", "--skill", "5.2"}, 0, []string{"rate 7, skill 5.2 (4.1–6.0): 5 tenths"}, nil},
		{"athletics ground", []string{"athletics", "--rate", "7", "--skill", "5.2", "--ground", "muddy"}, 0, []string{"on muddy ground: 7 tenths"}, nil},
		{"athletics off the table", []string{"athletics", "--rate", "14", "--skill", "9"}, 0, []string{"8 tenths", "ends at rate 12"}, nil},
		{"athletics untrained", []string{"athletics", "--rate", "7", "--skill", "0"}, 0, []string{"untrained", "unchanged"}, nil},
		{"athletics unknown ground", []string{"athletics", "--rate", "7", "--skill", "5", "--ground", "ice"}, 2, nil, []string{"ice", "muddy"}},
		{"athletics zero rate", []string{"athletics", "--rate", "0", "--skill", "5"}, 2, nil, []string{"--rate 0"}},
		{"modules", []string{"modules"}, 0, []string{"knock-back", "lance", "needs riding", "cover"}, nil},
		{"unknown table", []string{"joust"}, 2, nil, []string{"athletics, bash, lance, modules, riding"}},
		{"missing flag", []string{"riding", "--horse-skill", "3"}, 2, nil, []string{"--rider-skill"}},
		{"positional junk", []string{"lance", "gallop", "--horse", "gallop", "--target", "stationary"}, 2, nil, []string{"flags only"}},
	})
}

// --json gives the whole answer.
func TestCLITenthsJSON(t *testing.T) {
	r := cli(t, "tenths", "riding", "--horse-skill", "4.5", "--rider-skill", "2.5", "--json")
	var riding struct {
		Cell     struct{ Speed, Attack, Defence int }
		Rule     string
		Control  int `json:"control_tenths"`
		Response int `json:"response_tenths"`
	}
	if r.Code != 0 || json.Unmarshal([]byte(r.Stdout), &riding) != nil {
		t.Fatalf("%d %s %s", r.Code, r.Stdout, r.Stderr)
	}
	if riding.Cell.Speed != 1 || riding.Cell.Attack != -1 || riding.Cell.Defence != -3 || riding.Rule != "riding" || riding.Control != 8 || riding.Response != 6 {
		t.Errorf("%+v", riding)
	}
	r = cli(t, "tenths", "bash", "--blow", "16", "--hit", "--armour", "3", "--strength", "10", "--excess", "8", "--rider-skill", "4.5", "--horse-skill", "3.2", "--json")
	var bash struct {
		Score    int
		Effect   string
		FallBlow int `json:"fall_blow"`
		Notes    []string
	}
	if r.Code != 0 || json.Unmarshal([]byte(r.Stdout), &bash) != nil || bash.Score != 11 || bash.Effect != "rider-knocked-off" || bash.FallBlow != 18 || len(bash.Notes) != 2 {
		t.Errorf("bash json %d %s %+v", r.Code, r.Stdout, bash)
	}
	r = cli(t, "tenths", "athletics", "--rate", "6", "--skill", "8.5", "--ground", "difficult", "--json")
	var ath struct {
		Corrected int
		Time      int
		Band      string
	}
	if r.Code != 0 || json.Unmarshal([]byte(r.Stdout), &ath) != nil || ath.Corrected != 2 || ath.Time != 4 || ath.Band != ">8" {
		t.Errorf("athletics json %d %s %+v", r.Code, r.Stdout, ath)
	}
	r = cli(t, "tenths", "modules", "--json")
	var mods []struct{ Name, Rule string }
	if r.Code != 0 || json.Unmarshal([]byte(r.Stdout), &mods) != nil || len(mods) < 30 || mods[0].Name != "knock-back" {
		t.Errorf("modules json %d %.200s", r.Code, r.Stdout)
	}
}

func TestCLITenthsHelp(t *testing.T) {
	r := cli(t, "tenths", "--help")
	if r.Code != 0 || !strings.Contains(r.Stdout, "herald tenths bash") {
		t.Errorf("%d %s", r.Code, r.Stdout)
	}
	r = cli(t, "tenths")
	if r.Code != 2 || !strings.Contains(r.Stderr, "needs a table") {
		t.Errorf("%d %s", r.Code, r.Stderr)
	}
	r = cli(t, "tenths", "lance", "--help")
	if r.Code != 0 || !strings.Contains(r.Stdout, "running-towards") {
		t.Errorf("%d %s", r.Code, r.Stdout)
	}
}
