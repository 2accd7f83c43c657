package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// herald destrier, run as a player runs it at the table.
func TestCLIDestrier(t *testing.T) {
	runCalcCases(t, "destrier", []calcCase{
		{"every card", []string{"cards"}, 0, []string{"RETREAT", "PASSIVE SHIELD PARRY", "HAMSTRING HORSE", "0/2/1"}, nil},
		{"one card", []string{"card", "great", "blow"}, 0,
			[]string{"GREAT BLOW (THE MELEE CARDS: GREAT BLOW)", "blows: 2", "herald's ruling on the cost", "who: chivalry, or nordic", "with_ferocity      3"}, nil},
		{"a TAC card's cost", []string{"card", "CLOSE"}, 0, []string{"in a card round 2 if it moves, 1 if not"}, nil},
		{"a stand-in value is marked", []string{"card", "WEAPON PLAY"}, 0, []string{"defence            10  (herald's stand-in)"}, nil},
		{"an unknown card", []string{"card", "SHIELD", "WALL"}, 2, nil, []string{`no card "SHIELD WALL"`, "DELIVER BLOW"}},
		{"a play and its bill", []string{"play", "Sir Hugh plays GREAT BLOW, FEROCITY, ASP"}, 0,
			[]string{"Sir Hugh plays GREAT BLOW, FEROCITY, ACTIVE SHIELD PARRY", "(with GREAT BLOW: the pair costs 3)", "(the free use of the turn)", "3 of 4 blows left", "allowed"}, nil},
		{"a play that costs too much", []string{"play", "--blows", "2", "Sir Hugh plays GREAT BLOW, FEROCITY"}, 1,
			[]string{"3 of 2 blows left"}, []string{"destrier TIME SEQUENCE 5.B", "cost 3 blows; he has 2"}},
		{"a play the card forbids", []string{"play", "--as", "peasant", "Hob plays GREAT BLOW"}, 1, nil, []string{"only a figure that is chivalry"}},
		{"a TAC card in the TAC phase", []string{"play", "--step", "tac", "--as", "archer", "Wat plays FLECHE at Rafe, DELIVER BLOW"}, 0,
			[]string{"FLECHE                   0  (the TAC phase)", "allowed"}, nil},
		{"no TAC card in contact", []string{"play", "Sir Hugh plays CLOSE at Rafe, DELIVER BLOW"}, 1, nil, []string{"is in contact"}},
		{"a play that does not parse", []string{"play", "Sir Hugh plays deliver blow"}, 2, nil, []string{"cards are written in capitals"}},
		{"not a play", []string{"play", "Sir Guy charges Rafe"}, 2, nil, []string{"one 'NAME plays CARDS' order"}},
		{"an unknown template", []string{"play", "--as", "orc", "Grub plays DELIVER BLOW"}, 2, nil, []string{`"orc"`, "knight"}},
		{"the odds of a blow", []string{"blow", "--attacker", "knight", "--defender", "man-at-arms", "--card", "great blow", "--defence", "weapon parry, psp", "--lands", "shield-side"}, 0,
			[]string{"40% to hit, 14% critical, 25% weapon bash", "+45  sword against armour class 5", "-15  WEAPON PARRY  [THE MELEE CARDS: WEAPON PARRY]", "[CHIVALRY & SORCERY (herald's stand-in)]"}, nil},
		{"a rider's blow at a gallop", []string{"blow", "--attacker", "knight", "--defender", "archer", "--speed", "gallop"}, 0,
			[]string{"-20  from a horse at gallop  [CHARGE MOVEMENT (speed of mount)]"}, nil},
		{"a blow struck", []string{"blow", "--attacker", "knight", "--defender", "man-at-arms", "--roll", "--seed", "7"}, 0, []string{"rolled ", "(seed 7)"}, nil},
		{"no blow while running away", []string{"blow", "--attacker", "knight", "--defender", "archer", "--tac", "RUN AWAY"}, 1, nil, []string{"leaves him no blow"}},
		{"a blow through the rear", []string{"blow", "--attacker", "knight", "--defender", "archer", "--through", "rear"}, 1, nil, []string{"CONDUCT OF MELEE 1"}},
		{"a strange part of a stand", []string{"blow", "--attacker", "knight", "--defender", "archer", "--lands", "belly"}, 2, nil, []string{"belly", "shield-side"}},
		{"a strange speed", []string{"blow", "--attacker", "knight", "--defender", "archer", "--speed", "amble"}, 2, nil, []string{"amble"}},
		{"the defender missing", []string{"blow", "--attacker", "knight"}, 2, nil, []string{"--defender"}},
		{"an unknown form", []string{"joust"}, 2, nil, []string{"blow, card, cards, play"}},
		{"no form", nil, 2, nil, []string{"cards, card, play or blow"}},
	})
}

// --json gives the same numbers to a program.
func TestCLIDestrierJSON(t *testing.T) {
	r := cli(t, "destrier", "blow", "--attacker", "knight", "--defender", "man-at-arms", "--roll", "--seed", "1", "--json")
	var out struct {
		Odds struct {
			Hit     int `json:"hit"`
			HitMods []struct {
				Why   string `json:"why"`
				Value int    `json:"value"`
			} `json:"hit_mods"`
		} `json:"odds"`
		Strike struct {
			Hit struct {
				Roll int `json:"roll"`
			} `json:"hit"`
		} `json:"strike"`
		Seed uint64 `json:"seed"`
	}
	if r.Code != 0 || json.Unmarshal([]byte(r.Stdout), &out) != nil || out.Odds.Hit != 55 || len(out.Odds.HitMods) != 2 || out.Seed != 1 || out.Strike.Hit.Roll < 1 {
		t.Fatalf("exit %d: %s %s", r.Code, r.Stdout, r.Stderr)
	}
	again := cli(t, "destrier", "blow", "--attacker", "knight", "--defender", "man-at-arms", "--roll", "--seed", "1", "--json")
	if again.Stdout != r.Stdout {
		t.Error("the same seed rolled differently")
	}
	p := cli(t, "destrier", "play", "--json", "--blows", "0", "Sir Hugh plays DELIVER BLOW")
	var play struct {
		Legal   bool   `json:"legal"`
		Refused string `json:"refused"`
		Bill    struct {
			Total int `json:"total"`
		} `json:"bill"`
	}
	if p.Code != 1 || json.Unmarshal([]byte(p.Stdout), &play) != nil || play.Legal || play.Bill.Total != 1 || !strings.Contains(play.Refused, "no blows left") {
		t.Fatalf("exit %d: %s", p.Code, p.Stdout)
	}
	c := cli(t, "destrier", "cards", "--json")
	var cards []struct {
		Name string `json:"name"`
	}
	if c.Code != 0 || json.Unmarshal([]byte(c.Stdout), &cards) != nil || len(cards) != 34 {
		t.Fatalf("cards --json: exit %d, %d cards", c.Code, len(cards))
	}
}
