// Package rule holds what every ruleset shares: the typed error that names
// the rule an order breaks.
package rule

import (
	"fmt"
	"slices"
	"strings"
)

// Error is a refusal that cites the rule it enforces, e.g.
// &Error{Rule: "7.22", Msg: "hex already holds two characters"}.
// Set names the rule book when it is not Cry Havoc ("chainmail").
type Error struct {
	Set  string
	Rule string
	Msg  string
}

func (e *Error) Error() string {
	if e.Set != "" {
		return fmt.Sprintf("%s %s: %s", e.Set, e.Rule, e.Msg)
	}
	return fmt.Sprintf("rule %s: %s", e.Rule, e.Msg)
}

// Errorf builds a Cry Havoc rule error.
func Errorf(rule, format string, a ...any) *Error {
	return &Error{Rule: rule, Msg: fmt.Sprintf(format, a...)}
}

// UnknownName is the refusal for a name that is not in a ruleset's tables
// (a weapon, armour, troop type, creature, terrain). It unwraps to the
// *Error citing the table, and lists the valid names so a player can
// correct the spelling; the CLI treats it as bad input, not a rules "no".
type UnknownName struct {
	What  string
	Name  string
	Valid []string // sorted
	Err   *Error
}

func (u *UnknownName) Error() string { return u.Err.Error() }
func (u *UnknownName) Unwrap() error { return u.Err }

// Unknown builds the refusal of an unknown name, citing the rule (table)
// of set that lists the valid ones.
func Unknown(set, rule, what, name string, valid []string) error {
	v := slices.Clone(valid)
	slices.Sort(v)
	return &UnknownName{What: what, Name: name, Valid: v,
		Err: &Error{Set: set, Rule: rule, Msg: fmt.Sprintf("unknown %s %q; valid: %s", what, name, strings.Join(v, ", "))}}
}
