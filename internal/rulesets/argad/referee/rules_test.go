package referee

import (
	"strings"
	"testing"

	"herald/internal/game"
	"herald/internal/rulesets/argad/argaddata"
	"herald/internal/scenario/scenariofile"
)

// startScenario starts an Argad! game from a scenario's text on the
// shipped Thornwick table.
func startScenario(t *testing.T, text string) (*State, error) {
	return startClass(t, text, "6")
}

func startClass(t *testing.T, text, class string) (*State, error) {
	t.Helper()
	classes, err := scenariofile.ShippedClasses()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, tb, err := scenariofile.ReadField("t.yaml", []byte(strings.Replace(text, "CLASS", class, 1)), classes, nil, scenariofile.ShippedTables)
	if err != nil {
		t.Fatalf("scenario: %v", err)
	}
	r, err := argaddata.Load()
	if err != nil {
		t.Fatal(err)
	}
	p, err := game.Start(&Argad{Rules: r}, game.Setup{}, sc, game.Field{Map: m, Table: tb})
	if err != nil {
		return nil, err
	}
	return p.(*State), nil
}

const scenarioHead = `title: t
ruleset: argad
table: thornwick
turns: 3
first: B
sides:
  - name: A
    characters:
      - {name: Ulf, at: [22, 34], facing: east, armour: 4, class: 3, weapon: spear}
      - {name: Odo, at: [12, 38], facing: east, troop: cavalry, armour: 5, class: CLASS, weapon: lance}
  - name: B
    characters:
      - {name: Alder, at: [74, 30], facing: west, weapon: bill, missile: crossbow}
`

// A scenario's figures come from its fields, riders on their own stands,
// its first side plays first, and its rulings change the sheet's gaps.
func TestStartFromScenario(t *testing.T) {
	s, err := startScenario(t, scenarioHead+"rulings: {class_max: 6, break: 0.25, recoil_foot_cm: 3}\n")
	if err != nil {
		t.Fatal(err)
	}
	odo, _ := s.Figure("Odo")
	if odo.Width != 25 || odo.Depth != 50 || !odo.ManAtArms || odo.Class != 6 {
		t.Errorf("Odo: %+v", *odo)
	}
	if s.Player() != "B" || s.g.Victory.Break != 0.25 || s.g.Rules.RecoilCM("foot") != 3 {
		t.Errorf("first %s, break %g, recoil %d", s.Player(), s.g.Victory.Break, s.g.Rules.RecoilCM("foot"))
	}
	for _, c := range []struct{ rulings, says string }{
		{"", "class 6 is outside 2-5"},
		{"rulings: {class_max: 6, sequence: igo}\n", "alternate player turns"},
		{"rulings: {class_max: 6, break: 2}\n", "not a share"},
		{"rulings: {class_max: 6, colour: red}\n", "colour"},
	} {
		if _, err := startScenario(t, scenarioHead+c.rulings); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("rulings %q: err %v, want %q", c.rulings, err, c.says)
		}
	}
	if _, err := startClass(t, strings.Replace(scenarioHead, "weapon: bill,", "weapon: banana,", 1), "5"); err == nil || !strings.Contains(err.Error(), "banana") {
		t.Errorf("a weapon not of the sheet: %v", err)
	}
	if _, err := startClass(t, strings.Replace(scenarioHead, "armour: 4,", "armour: 9,", 1), "5"); err == nil || !strings.Contains(err.Error(), "armour") {
		t.Errorf("an armour not of the sheet: %v", err)
	}
}
