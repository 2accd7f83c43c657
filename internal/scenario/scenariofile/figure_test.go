package scenariofile

import (
	"strings"
	"testing"

	"herald/internal/board"
)

// A Chainmail scenario's figures are checked against the Chainmail tables;
// each mistake is reported with its line.
func TestReadChainmailScenario(t *testing.T) {
	const good = `ruleset: chainmail
title: Test
map: millers-ford
turns: 3
first: A
sides:
  - name: A
    characters:
      - {name: Hero, weapon: sword, armour: plate-shield, troop: armored-foot, fantasy: hero, pips: 1, at: E6}
  - name: B
    characters:
      - {name: Archer, weapon: dagger, armour: leather, troop: light-foot, missile: longbow, move: 10, at: F15}
`
	classes, err := ShippedClasses()
	if err != nil {
		t.Fatal(err)
	}
	maps := func(name string) (*board.Map, error) {
		_, m, err := Load("millers-ford-ambush")
		return m, err
	}
	sc, _, err := ReadScenario("t.yaml", []byte(good), classes, maps)
	if err != nil {
		t.Fatal(err)
	}
	h := sc.Sides[0].Characters[0].Figure
	a := sc.Sides[1].Characters[0].Figure
	if sc.Ruleset != "chainmail" || h == nil || h.Move != 6 || h.Fantasy != "hero" || h.Pips != 1 || a.Move != 10 || a.Missile != "longbow" {
		t.Fatalf("read %+v: hero %+v, archer %+v", sc, h, a)
	}
	for _, tc := range []struct{ find, replace, want string }{
		{"ruleset: chainmail", "ruleset: warhammer", `t.yaml:1: ruleset "warhammer": expected cryhavoc, chainmail, tenths`},
		{"weapon: sword", "weapon: katana", `t.yaml:9: Hero: unknown weapon "katana"`},
		{"armour: plate-shield", "armour: barded-horse", `t.yaml:9: Hero: unknown armour "barded-horse"`},
		{"missile: longbow", "missile: sling", `t.yaml:12: Archer: unknown missile weapon "sling"`},
		{"troop: armored-foot", "troop: dragoons", `t.yaml:9: Hero: unknown troop type "dragoons"`},
		{"pips: 1", "pips: 1, level: 99", "level 99 is not"},
		{"fantasy: hero", "fantasy: dragonet", `unknown fantasy type "dragonet"`},
		{"pips: 1", "pips: 5", "pips 5"},
		{"move: 10", "move: 0", "move 0"},
		{", at: F15}", "}", "Archer: no hex given"},
		{"weapon: sword, ", "", `t.yaml:9: figure: missing field "weapon"`},
		{"{name: Hero,", "{name: Hero, class: knight,", `unknown field "class"`},
		{"  - name: B\n", "  - name: B\n    animals: [{name: Bess, kind: mule, at: A1}]\n", "animals are not part of Chainmail"},
	} {
		src := strings.Replace(good, tc.find, tc.replace, 1)
		_, _, err := ReadScenario("t.yaml", []byte(src), classes, maps)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s -> %s: err %v, want %q", tc.find, tc.replace, err, tc.want)
		}
	}
}
