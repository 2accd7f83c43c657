// Package rulesets registers every ruleset herald plays with the engine,
// each built over its shipped tables. Import it for its effect:
//
//	import _ "herald/internal/game/rulesets"
//
// then ask game.RulesetFor(name). A new ruleset plugs in here with one
// game.Register call; docs/design.md says what it must implement.
package rulesets

import (
	"herald/internal/game"
	"herald/internal/rulesets/argad/argaddata"
	argadreferee "herald/internal/rulesets/argad/referee"
	"herald/internal/rulesets/chainmail/cmdata"
	"herald/internal/rulesets/chainmail/referee"
	"herald/internal/rulesets/cryhavoc"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/rulesets/destrier/destrierdata"
	destrierref "herald/internal/rulesets/destrier/referee"
	tenthsref "herald/internal/rulesets/tenths/referee"
	"herald/internal/rulesets/tenths/tenthsdata"
)

func init() {
	// Scenarios and logs that name no ruleset are Cry Havoc's: herald
	// played it alone at first.
	game.Default("cryhavoc")
	game.Register("cryhavoc", func() (game.Rules, error) {
		tab, err := havocdata.Tables()
		if err != nil {
			return nil, err
		}
		return cryhavoc.New(tab), nil
	})
	game.Register("chainmail", func() (game.Rules, error) {
		r, err := cmdata.Load()
		if err != nil {
			return nil, err
		}
		tab, err := havocdata.Tables()
		if err != nil {
			return nil, err
		}
		return &referee.Chainmail{Rules: r, Hindrance: tab.Hindrance}, nil
	})
	game.Register("argad", func() (game.Rules, error) {
		r, err := argaddata.Load()
		if err != nil {
			return nil, err
		}
		return &argadreferee.Argad{Rules: r}, nil
	})
	game.Register("destrier", func() (game.Rules, error) {
		r, err := destrierdata.Load()
		if err != nil {
			return nil, err
		}
		return &destrierref.Destrier{R: r}, nil
	})
	game.Register("tenths", func() (game.Rules, error) {
		r, err := tenthsdata.Load()
		if err != nil {
			return nil, err
		}
		return &tenthsref.Tenths{Rules: r}, nil
	})
}
