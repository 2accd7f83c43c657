package havoc

import "herald/internal/dice"

// MissileShower is optional rule 22.5: a bow or crossbow shot at medium or
// long range that does nothing strays into one of the six hexes around
// the target, chosen at random.
func MissileShower(weapon string, band Band, res Result) bool {
	if band == Short || res.Code != NoEffect || res.HorseKilled {
		return false
	}
	switch AmmunitionKind(weapon) {
	case "arrow", "bolt":
		return true
	}
	return false
}

// Stray is the shower's die for the hex it strays into: a d6, one of the
// target hex's six neighbours in hex.Direction order.
func Stray(d dice.Source) int { return d.Roll(6, "missile shower: which hex (22.5)") - 1 }

// StrayHit resolves the stray missile against a vulnerable unit in the
// chosen hex, if that hex is adjacent to the target's (a line of sight
// across their side, §3.4) (§22.5): a new die with the shot's original
// DRM; any result but "no effect" is a 1-hex retreat for the unit hit.
func (t *Tables) StrayHit(o FireOdds, d dice.Source) (retreat bool, dr int) {
	dr = d.Roll(10, "missile shower (22.5)")
	return o.Table.Results[clampDR(dr+o.DRM)-1].Code != NoEffect, dr
}
