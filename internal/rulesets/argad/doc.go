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
	"sort"
	"strings"

	"herald/internal/rule"
)

// SetName is the rule set named by every refusal.
const SetName = "argad"

// errf builds a refusal citing the sheet's row by its tag.
func errf(tag, format string, a ...any) *rule.Error {
	return &rule.Error{Set: SetName, Rule: tag, Msg: fmt.Sprintf(format, a...)}
}

// UnknownName is the refusal for a name no table holds (a troop type,
// armour, weapon, terrain, modifier). It unwraps to the *rule.Error and
// lists the valid names, so a player can correct the spelling; the CLI
// treats it as bad usage rather than a rules "no".
type UnknownName struct {
	What  string
	Name  string
	Valid []string // sorted
	Err   *rule.Error
}

func (u *UnknownName) Error() string { return u.Err.Error() }
func (u *UnknownName) Unwrap() error { return u.Err }

func unknown(tag, what, name string, valid []string) error {
	v := append([]string(nil), valid...)
	sort.Strings(v)
	return &UnknownName{What: what, Name: name, Valid: v,
		Err: errf(tag, "unknown %s %q; valid: %s", what, name, strings.Join(v, ", "))}
}
