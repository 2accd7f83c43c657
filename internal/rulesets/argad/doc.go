// Package argad referees Argad!, a one-page quick-reference sheet for
// skirmishes with figures on a table measured in centimetres: movement by
// troop type and armour, slowing dice in difficult terrain, shooting by
// weapon, range band and armour with the sheet's modifiers and their cap,
// and melee by die and class with recoils and kills.
//
// Every number is data (data/argad/*.yaml, loaded by package argaddata),
// each row tagged with the part of the sheet it transcribes
// ("move.foot.armour4", "shoot.bow.20-40", "melee.mod.charge"). The sheet
// has no rule numbers, so these tags are what refusals cite: a refusal is a
// *rule.Error with Set "argad" and the tag as Rule. What the sheet leaves
// unsaid is herald's ruling (Rulings, data/argad/rulings.yaml), which a
// scenario may override.
//
// The resolvers are pure: they take what the measured table found
// (distances, terrain crossed, cover) as plain values, roll only through a
// dice.Source, and give exact chances for the calculators.
package argad

import (
	"fmt"

	"herald/internal/rule"
)

// SetName is the rule set named by every refusal.
const SetName = "argad"

// errf builds a refusal citing the sheet's row by its tag.
func errf(tag, format string, a ...any) *rule.Error {
	return &rule.Error{Set: SetName, Rule: tag, Msg: fmt.Sprintf(format, a...)}
}

// UnknownName is the refusal for a name that is not in a table; it
// unwraps to the *rule.Error citing the table and lists the valid names.
type UnknownName = rule.UnknownName

func unknown(ref, what, name string, valid []string) error {
	return rule.Unknown(SetName, ref, what, name, valid)
}
