package scenariofile

import (
	"errors"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/board"
	"herald/internal/board/yamlfile"
	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/tenthsdata"
	"herald/internal/scenario"
)

// readModules reads the optional rules a "tenths" scenario plays: every
// name must be a module (an unknown one is refused with the valid names),
// and a module's prerequisites must be on too. It returns the tables for
// reading the combatants, nil for another ruleset (which may not name
// modules).
func readModules(d *yamlfile.Doc, sc *scenario.Scenario, n *yaml.Node) (*tenths.Rules, error) {
	if sc.Ruleset != "tenths" {
		if n != nil {
			d.Errorf(n, "modules: only a tenths scenario plays modules (this one is %s)", sc.Ruleset)
		}
		return nil, nil
	}
	rs, err := tenthsdata.Load()
	if err != nil {
		return nil, err
	}
	sc.Modules = d.Strings(n, "modules")
	if _, err := tenths.ParseModules(sc.Modules); err != nil {
		d.Errorf(n, "modules: %v", err)
	}
	return rs, nil
}

// valueKeys are the values a combatant may change of his profile.
var valueKeys = []string{"strength", "dexterity", "constitution", "fatigue_limit", "will_power"}

// combatant reads a character of a "tenths" scenario: a stock profile,
// what the scenario changes of it, his weapons (the first in hand) and
// his facing. The profile as changed is checked against the ranges of
// the base system; every weapon against the weapon table.
func (r *reader) combatant(n *yaml.Node) (scenario.Character, bool) {
	d, rs := r.d, r.tenths
	keys := append([]string{"name", "profile", "training", "armour", "weapons", "facing", "at"}, valueKeys...)
	e := d.Fields(n, "combatant", keys...)
	ch := scenario.Character{Line: n.Line}
	for _, k := range []string{"name", "profile", "weapons"} {
		if !d.Require(e, n, "combatant", k) {
			return ch, false
		}
	}
	ch.Name = r.unitName(e["name"])
	c := &scenario.Combatant{}
	ch.Combatant = c
	c.Profile, _ = d.String(e["profile"], "profile")
	p, err := rs.Base.Profile(c.Profile)
	if err != nil {
		d.Errorf(e["profile"], "%s: %v", ch.Name, err)
		return ch, false
	}
	if p.Kind != tenths.KindMan {
		d.Errorf(e["profile"], "%s: profile %s is a %s; put horses under animals", ch.Name, c.Profile, p.Kind)
		return ch, false
	}
	for _, k := range valueKeys {
		if v := e[k]; v != nil {
			if x, ok := d.Int(v, k); ok {
				if c.Values == nil {
					c.Values = map[string]int{}
				}
				c.Values[k] = x
			}
		}
	}
	if v := e["training"]; v != nil {
		c.Training = map[string]int{}
		for _, pr := range d.Pairs(v, "training") {
			if x, ok := d.Int(pr.Value, "training "+pr.Key.Value); ok {
				c.Training[pr.Key.Value] = x
			}
		}
	}
	if v := e["armour"]; v != nil {
		c.Armour, _ = d.String(v, "armour")
	}
	p.Name = ch.Name
	if err := rs.Base.CheckProfile(p.With(c.Values, c.Training, c.Armour), &rs.Armour); err != nil {
		d.Errorf(n, "%s: %v", ch.Name, err)
	}
	for _, w := range d.List(e["weapons"], "weapons") {
		name, ok := d.String(w, "weapon")
		if !ok {
			continue
		}
		if _, err := rs.Weapons.Weapon(name); err != nil {
			if _, merr := rs.Weapons.Missile(name); merr != nil {
				d.Errorf(w, "%s: %v", ch.Name, err)
				continue
			}
		}
		if slices.Contains(c.Weapons, name) {
			d.Errorf(w, "%s: weapon %s given twice", ch.Name, name)
		}
		c.Weapons = append(c.Weapons, name)
	}
	if len(c.Weapons) == 0 {
		d.Errorf(e["weapons"], "%s: give at least one weapon (hand, for a man with none)", ch.Name)
	}
	if v := e["facing"]; v != nil {
		if s, ok := d.String(v, "facing"); ok {
			f, err := ParseFacing(s)
			if err != nil {
				d.Errorf(v, "%s: %v", ch.Name, err)
			}
			c.Facing = f
		}
	}
	ch.At = r.position(e["at"], n, ch.Name, board.Infantry, 1, false)
	return ch, true
}

var facings = []string{"N", "NE", "SE", "S", "SW", "NW"}

// ParseFacing reads a hex direction: N, NE, SE, S, SW or NW.
func ParseFacing(s string) (hex.Direction, error) {
	i := slices.Index(facings, strings.ToUpper(s))
	if i < 0 {
		return 0, errors.New("facing " + s + ": give N, NE, SE, S, SW or NW")
	}
	return hex.Direction(i), nil
}
