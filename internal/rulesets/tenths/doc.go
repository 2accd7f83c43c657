// Package tenths referees the "tenths" rules: optional rules for a hex
// skirmish system whose clock runs in tenths of a turn
// (../shared/rules/001_62e433650fa03324.txt).
//
// The text leans on a base system it does not give: combatant values,
// weapons, armour, hit locations, dodge diagrams, the wound table, walk and
// run moves. herald supplies a documented default for each (data/tenths,
// marked "herald" there and in docs/rulings.md), which a group can replace.
// Every optional rule of the text is a Module a scenario switches on by
// name (modules.go); the clock (clock.go) holds each combatant's current
// action in tenths.
//
// The text has no rule numbers, so refusals cite a tag named after the
// text's heading ("knock-back", "lance"), or "base:..." for herald's own
// base system. The package is pure: no I/O, no clocks, dice only through
// dice.Source.
package tenths

import (
	"fmt"
	"sort"
	"strings"

	"herald/internal/rule"
)

// SetName is the rule set every refusal names.
const SetName = "tenths"

// Tags of the text's sections, cited by refusals and alterations.
const (
	TagKnockBack       = "knock-back"
	TagKnockedDown     = "knocked-down"
	TagHorses          = "horses"
	TagRiding          = "riding"
	TagHorsebackAttack = "horseback-attacks"
	TagHorseAttacks    = "horse-attacks"
	TagHorseAndRider   = "horse-and-rider"
	TagMountedVsMount  = "mounted-interactions"
	TagHorseInjuries   = "horse-injuries"
	TagHorseKnockBacks = "horse-knock-backs"
	TagMounting        = "mounting"
	TagRiderless       = "riderless-horses"
	TagFeint           = "feinting"
	TagHandSwitch      = "hand-switch"
	TagDisarm          = "disarming"
	TagDiving          = "diving-attack"
	TagPulling         = "pulling-blows"
	TagCustomArmour    = "non-standard-armour"
	TagShieldPassive   = "shield-passive-defence"
	TagConstruction    = "armour-construction"
	TagArmourDamage    = "armour-damage"
	TagUnarmed         = "unarmed"
	TagGrappling       = "grappling"
	TagThrows          = "throws"
	TagGroundGrapple   = "ground-grappling"
	TagCloseQuarters   = "close-quarters"
	TagWind            = "wind"
	TagAthletics       = "athletics"
	TagRapier          = "rapier"
	TagPolearms        = "polearms"
	TagLance           = "lance"
	TagGuns            = "guns"
	TagWhip            = "whip"
	TagNet             = "net"
	TagGround          = "ground"
	TagHeight          = "height"
	TagObstacles       = "obstacles"
	TagCover           = "cover"
)

// Tags of herald's own base system (docs/rulings.md, "tenths rules").
const (
	TagValues      = "base:values"
	TagSkill       = "base:skill"
	TagWeapons     = "base:weapons"
	TagArmour      = "base:armour"
	TagAttack      = "base:attack"
	TagHitLocation = "base:hit-location"
	TagDodge       = "base:dodge"
	TagWounds      = "base:wounds"
	TagFatigue     = "base:fatigue"
	TagMoves       = "base:moves"
	TagReaction    = "base:reaction"
	TagReach       = "base:reach"
	TagClock       = "base:clock"
	TagModules     = "base:modules"
)

// errf builds a refusal citing the tag of the rule that forbids it.
func errf(tag, format string, a ...any) *rule.Error {
	return &rule.Error{Set: SetName, Rule: tag, Msg: fmt.Sprintf(format, a...)}
}

// UnknownName is the refusal for a name that is not in a table (a weapon,
// an armour type, a module). It unwraps to the *rule.Error citing the table
// and lists the valid names so a player can correct the spelling.
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
