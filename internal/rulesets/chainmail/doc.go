// Package chainmail referees Chainmail (1971) from its appendices: mass
// combat (Appendix A), man-to-man melee and missile fire (Appendix B), the
// fantasy combat table, spells, fighting capability, saving throws, the
// creatures, the special rules and the order of battle (Appendix E).
//
// Every table is data (data/chainmail/*.yaml, loaded by package cmdata) and
// every cell the OCR of the rule text did not give cleanly carries a
// Reconstructed note. What the text cites but never gives (initiative,
// morale, terrain, movement rates, spells, hit points) is herald's Rulings,
// data too, which a scenario may override.
//
// Besides the table look-ups the package models what play needs: bodies of
// many figures in formation on the measured table (package table) and how
// they meet, simultaneous rounds of mass and man-to-man melee, volleys,
// morale, terrain, spells begun, lost, countered and cast, and what one
// figure may do in a round. Resolvers take a dice.Source and return results
// that say what was rolled, what was needed and which appendix decided it,
// so the referee can log them as events. docs/chainmail.md is the plan of
// play. The package does no I/O.
package chainmail

import (
	"fmt"

	"herald/internal/rule"
)

// Appendix references used in results and errors.
const (
	RefMass      = "Appendix A"
	RefMelee     = "Appendix B (man-to-man)"
	RefMissile   = "Appendix B (missiles)"
	RefFantasy   = "Appendix E (fantasy combat)"
	RefSpells    = "Appendix E (spell complexity)"
	RefCounter   = "Appendix E (counter-spells)"
	RefCapacity  = "Appendix E (fighting capability)"
	RefSaves     = "Appendix E (saving throws)"
	RefSpecial   = "Appendix E (special rules)"
	RefBattle    = "Appendix E (order of battle)"
	RefCreatures = "Appendix E (creatures)"
	ruleSetName  = "chainmail"
	purposeMelee = "chainmail melee"
)

// errf builds a refusal citing the appendix that forbids it.
func errf(ref, format string, a ...any) *rule.Error {
	return &rule.Error{Set: ruleSetName, Rule: ref, Msg: fmt.Sprintf(format, a...)}
}

// UnknownName is the refusal for a name that is not in a table; it
// unwraps to the *rule.Error citing the table and lists the valid names.
type UnknownName = rule.UnknownName

func unknown(ref, what, name string, valid []string) error {
	return rule.Unknown(ruleSetName, ref, what, name, valid)
}
