package havocdata_test

import (
	"errors"
	"strings"
	"testing"

	"herald/data"
	"herald/internal/board/yamlfile"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario"
	"herald/internal/scenario/scenariofile"
)

func shippedScenario(name string) (*scenario.Scenario, error) {
	sc, _, err := scenariofile.Load(name)
	return sc, err
}

// §24: the shipped campaign reads.
func TestRule24_ShippedCampaign(t *testing.T) {
	src, err := data.FS.ReadFile("scenarios/campaigns/wend-valley.yaml")
	if err != nil {
		t.Fatal(err)
	}
	c, err := havocdata.ReadCampaign("wend-valley.yaml", src, shippedScenario)
	if err != nil {
		t.Fatal(err)
	}
	if c.Title == "" || len(c.Battles) != 2 || c.Battles[0].DaysAfter != 7 || len(c.Battles[1].Carry) != 2 ||
		!c.Battles[1].Carry[1].Join || !c.Advancement || !c.Healing {
		t.Errorf("campaign %+v", c)
	}
}

// §24: every mistake in a campaign file is reported with its line.
func TestRule24_CampaignFileErrors(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{"not yaml", "title: [", "bad.yaml:1: not valid YAML"},
		{"unknown field", "title: X\nbatles: []\n", `bad.yaml:2: `},
		{"no battles", "title: X\n", `missing field "battles"`},
		{"one battle", "title: X\nbattles:\n  - scenario: millers-ford-ambush\n", "bad.yaml:3: a campaign chains two battles or more, found 1 (rule 24)"},
		{"unknown scenario", "title: X\nbattles:\n  - scenario: nowhere\n  - scenario: millers-ford-ambush\n", `bad.yaml:3: scenario "nowhere"`},
		{"carry into the first", "title: X\nbattles:\n  - scenario: millers-ford-ambush\n    carry: [{from: Convoy, to: Convoy}]\n  - scenario: millers-ford-ambush\n", "bad.yaml:4: the first battle has no survivors"},
		{"bad from side", "title: X\nbattles:\n  - scenario: millers-ford-ambush\n  - scenario: thornby-raid\n    carry: [{from: Raiders, to: Raiders}]\n", `bad.yaml:5: the last battle (millers-ford-ambush) has no side "Raiders" (sides: Convoy, Outlaws)`},
		{"bad to side", "title: X\nbattles:\n  - scenario: millers-ford-ambush\n  - scenario: thornby-raid\n    carry: [{from: Convoy, to: Convoy}]\n", `this battle (thornby-raid) has no side "Convoy"`},
		{"join without set-up", "title: X\nbattles:\n  - scenario: millers-ford-ambush\n  - scenario: millers-ford-ambush\n    carry:\n      - {from: Outlaws, to: Convoy, join: true}\n", "bad.yaml:6: join: side Convoy of millers-ford-ambush has no set-up area"},
		{"days", "title: X\nbattles:\n  - scenario: millers-ford-ambush\n    days_after: -2\n  - scenario: millers-ford-ambush\n", "bad.yaml:4: days_after: -2"},
		{"carry field", "title: X\nbattles:\n  - scenario: millers-ford-ambush\n  - scenario: millers-ford-ambush\n    carry: [{from: Convoy, to: Convoy, with: all}]\n", "bad.yaml:5:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := havocdata.ReadCampaign("bad.yaml", []byte(c.src), shippedScenario)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one containing %q", err, c.want)
			}
			var es yamlfile.Errors
			if !errors.As(err, &es) {
				t.Fatalf("error %T is not a list of located errors", err)
			}
		})
	}
}

// FuzzReadCampaign: no campaign file makes the reader panic or hang.
func FuzzReadCampaign(f *testing.F) {
	src, _ := data.FS.ReadFile("scenarios/campaigns/wend-valley.yaml")
	f.Add(src)
	f.Add([]byte("title: X\nbattles: [{scenario: a}, {scenario: b, carry: [{from: A, to: B, join: true}]}]\n"))
	stub := func(name string) (*scenario.Scenario, error) {
		if name == "a" || name == "b" {
			return &scenario.Scenario{Name: name, Sides: []scenario.Side{{Name: "A"}, {Name: "B"}}}, nil
		}
		return nil, errors.New("no such scenario")
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		_, _ = havocdata.ReadCampaign("fuzz.yaml", b, stub)
	})
}
