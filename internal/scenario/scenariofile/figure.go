package scenariofile

import (
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/board"
	"herald/internal/rulesets/chainmail"
	"herald/internal/scenario"
)

// figure reads a character of a Chainmail scenario: a man-to-man figure
// with weapon, armour, troop type and, if he has them, missile weapon,
// fantasy type and pips. Every name is checked against the tables.
func (r *reader) figure(n *yaml.Node) (scenario.Character, bool) {
	d, cm := r.d, r.chainmail
	e := d.Fields(n, "figure", "name", "weapon", "armour", "missile", "troop", "move", "fantasy", "pips", "level", "at")
	ch := scenario.Character{Line: n.Line}
	for _, k := range []string{"name", "weapon", "armour", "troop"} {
		if !d.Require(e, n, "figure", k) {
			return ch, false
		}
	}
	ch.Name = r.unitName(e["name"])
	f := &scenario.Figure{}
	ch.Figure = f
	oneOf := func(key, what string, valid []string) string {
		v, ok := d.String(e[key], what)
		if ok && !slices.Contains(valid, v) {
			d.Errorf(e[key], "%s: unknown %s %q (%s)", ch.Name, what, v, strings.Join(valid, ", "))
		}
		return v
	}
	f.Weapon = oneOf("weapon", "weapon", append(cm.Melee.WeaponNames(), cm.Special.Unarmed.Name))
	var armours []string
	for _, a := range cm.Melee.Armour {
		if !a.Horse {
			armours = append(armours, string(a.Name))
		}
	}
	f.Armour = oneOf("armour", "armour", armours)
	if e["missile"] != nil {
		f.Missile = oneOf("missile", "missile weapon", cm.Missile.WeaponNames())
	}
	var troops []string
	for _, t := range append(slices.Clone(cm.Movement.Rates), cm.Movement.Horse...) {
		troops = append(troops, string(t.Troop))
	}
	// A horse troop type (light, medium, heavy horse) rides his troop's
	// horse (the rulings' troops), at the horse's rate.
	f.Troop = oneOf("troop", "troop type", troops)
	f.Move, _ = cm.Movement.RateOf(chainmail.TroopType(f.Troop))
	if v := e["move"]; v != nil {
		if mv, ok := d.Int(v, "move"); ok {
			if mv < 1 || mv > 48 {
				d.Errorf(v, "%s: move %d: give inches, 1 to 48", ch.Name, mv)
			}
			f.Move = mv
		}
	}
	if e["fantasy"] != nil {
		f.Fantasy = oneOf("fantasy", "fantasy type", cm.Fantasy.Creatures)
	}
	if v := e["level"]; v != nil {
		if lv, ok := d.Int(v, "level"); ok {
			row, err := cm.Character.CapabilityAt(lv)
			if err != nil {
				d.Errorf(v, "%s: %v", ch.Name, err)
			}
			// A fighting-man of his level (the fighting capability
			// table); fantasy and pips, if given, override it.
			f.Level, f.Pips, f.FantasyPips = lv, row.Fighter.Pips, row.Fighter.FantasyPips
			if e["fantasy"] == nil {
				f.Fantasy = row.Fighter.Fantasy
			}
		}
	}
	if v := e["pips"]; v != nil {
		if p, ok := d.Int(v, "pips"); ok {
			if p < -1 || p > 2 {
				d.Errorf(v, "%s: pips %d: the fighting capability table runs from -1 to +2", ch.Name, p)
			}
			f.Pips = p
		}
	}
	ch.At = r.position(e["at"], n, ch.Name, board.Infantry, 1, true)
	return ch, true
}
