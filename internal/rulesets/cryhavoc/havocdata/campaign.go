package havocdata

import (
	"path"
	"path/filepath"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/board/yamlfile"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
)

// MaxCampaignBattles bounds a campaign file.
const MaxCampaignBattles = 100

// ScenarioLoader finds a campaign's scenario by the name the file gives.
type ScenarioLoader func(name string) (*scenario.Scenario, error)

// ReadCampaign reads and checks a campaign file (§24): a title, and two or
// more battles, each a scenario, the days to the next battle, and how the
// last battle's survivors come in (carry: from a side of the last battle
// to a side of this one, join: to add those the scenario does not name).
// Every error names file:line.
func ReadCampaign(file string, src []byte, scenarios ScenarioLoader) (*havoc.Campaign, error) {
	top, d := yamlfile.Parse(file, src)
	if top == nil {
		return nil, d.Err()
	}
	c := &havoc.Campaign{Name: strings.TrimSuffix(path.Base(filepath.ToSlash(file)), path.Ext(file)), Advancement: true, Healing: true}
	f := d.Fields(top, "campaign", "title", "story", "advancement", "healing", "battles")
	d.Require(f, top, "campaign", "title")
	d.Require(f, top, "campaign", "battles")
	if n := f["title"]; n != nil {
		c.Title, _ = d.String(n, "title")
	}
	if n := f["story"]; n != nil {
		d.Scalar(n, "story")
	}
	if n := f["advancement"]; n != nil {
		c.Advancement, _ = d.Bool(n, "advancement")
	}
	if n := f["healing"]; n != nil {
		c.Healing, _ = d.Bool(n, "healing")
	}
	battles := d.List(f["battles"], "battles")
	switch {
	case f["battles"] != nil && len(battles) < 2:
		d.Errorf(f["battles"], "a campaign chains two battles or more, found %d (rule 24)", len(battles))
	case len(battles) > MaxCampaignBattles:
		d.Errorf(f["battles"], "%d battles: at most %d", len(battles), MaxCampaignBattles)
		battles = battles[:MaxCampaignBattles]
	}
	var prev *scenario.Scenario
	for i, n := range battles {
		b, sc := readBattle(d, n, i, prev, scenarios)
		c.Battles = append(c.Battles, b)
		prev = sc
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// readBattle reads one battle; it returns the battle's scenario (nil if it
// could not be loaded) for the next battle's carry checks.
func readBattle(d *yamlfile.Doc, n *yaml.Node, i int, prev *scenario.Scenario, scenarios ScenarioLoader) (havoc.Battle, *scenario.Scenario) {
	b := havoc.Battle{Line: n.Line}
	e := d.Fields(n, "battle", "scenario", "days_after", "carry")
	var sc *scenario.Scenario
	if d.Require(e, n, "battle", "scenario") {
		if name, ok := d.String(e["scenario"], "scenario"); ok {
			b.Scenario = name
			var err error
			if sc, err = scenarios(name); err != nil {
				for _, x := range yamlfile.AsErrors(err, name) {
					d.Errorf(e["scenario"], "scenario %q: %v", name, x)
				}
				sc = nil
			}
		}
	}
	if v := e["days_after"]; v != nil {
		if days, ok := d.Int(v, "days_after"); ok {
			if days < 0 || days > 3650 {
				d.Errorf(v, "days_after: %d is not a number of days (0 to 3650)", days)
			}
			b.DaysAfter = days
		}
	}
	carry := d.List(e["carry"], "carry")
	if i == 0 && len(carry) > 0 {
		d.Errorf(e["carry"], "the first battle has no survivors to carry in")
		return b, sc
	}
	for _, cn := range carry {
		cf := d.Fields(cn, "carry", "from", "to", "join")
		cr := havoc.Carry{Line: cn.Line}
		if d.Require(cf, cn, "carry", "from") {
			cr.From, _ = d.String(cf["from"], "carry from")
			checkSide(d, cf["from"], prev, cr.From, "the last battle")
		}
		if d.Require(cf, cn, "carry", "to") {
			cr.To, _ = d.String(cf["to"], "carry to")
			checkSide(d, cf["to"], sc, cr.To, "this battle")
		}
		if v := cf["join"]; v != nil {
			cr.Join, _ = d.Bool(v, "join")
			if cr.Join && sc != nil {
				if s := side(sc, cr.To); s != nil && len(s.SetUp) == 0 {
					d.Errorf(v, "join: side %s of %s has no set-up area to place the newcomers in", cr.To, sc.Name)
				}
			}
		}
		b.Carry = append(b.Carry, cr)
	}
	return b, sc
}

func side(sc *scenario.Scenario, name string) *scenario.Side {
	for i := range sc.Sides {
		if sc.Sides[i].Name == name {
			return &sc.Sides[i]
		}
	}
	return nil
}

// checkSide reports a side name the scenario does not have (nothing to
// check when the scenario itself failed to load: that error is reported).
func checkSide(d *yamlfile.Doc, n *yaml.Node, sc *scenario.Scenario, name, which string) {
	if sc == nil || name == "" || side(sc, name) != nil {
		return
	}
	var names []string
	for _, s := range sc.Sides {
		names = append(names, s.Name)
	}
	slices.Sort(names)
	d.Errorf(n, "%s (%s) has no side %q (sides: %s)", which, sc.Name, name, strings.Join(names, ", "))
}
