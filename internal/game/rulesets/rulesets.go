// Package rulesets registers every ruleset herald plays with the turn
// engine, each built over its shipped tables. Import it for its effect:
//
//	import _ "herald/internal/game/rulesets"
//
// then ask game.RulesetFor(name). A new ruleset plugs in here with one
// game.Register call; docs/design.md says what it must implement.
package rulesets

import (
	"herald/internal/game"
	"herald/internal/rulesets/chainmail/cmdata"
	"herald/internal/rulesets/cryhavoc/havocdata"
)

func init() {
	game.Register("cryhavoc", func() (game.Ruleset, error) {
		tab, err := havocdata.Tables()
		if err != nil {
			return nil, err
		}
		return &game.CryHavoc{Tables: tab}, nil
	})
	game.Register("chainmail", func() (game.Ruleset, error) {
		r, err := cmdata.Load()
		if err != nil {
			return nil, err
		}
		tab, err := havocdata.Tables()
		if err != nil {
			return nil, err
		}
		return &game.Chainmail{Rules: r, Hindrance: tab.Hindrance}, nil
	})
}
