package server

import "herald/internal/rulesets/cryhavoc"

// The planning calls' answers for Cry Havoc, as the tests read them.
type (
	CharacterInfo = cryhavoc.CharacterInfo
	ReachInfo     = cryhavoc.ReachInfo
	ReachHex      = cryhavoc.ReachHex
	SightInfo     = cryhavoc.SightInfo
	Odds          = cryhavoc.Odds
	Chances       = cryhavoc.Chances
)
