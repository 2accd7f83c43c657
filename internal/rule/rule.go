// Package rule holds what every ruleset shares: the typed error that names
// the rule an order breaks.
package rule

import "fmt"

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
