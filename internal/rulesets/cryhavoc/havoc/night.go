package havoc

import "herald/internal/hex"

// Night (§21): which hexes are lit, who sees whom, and what darkness costs.

// NightSight is how far a man sees into a dark hex (§21.1).
const NightSight = 3

// LightSource is something that lights hexes at night (§21.3): a torch
// carried or in a holder, a lantern, a fire or campfire (its hex and the
// adjacent hexes, Radius 1), or a dropped torch (its own hex, Radius 0).
// The hexes of a lit building room, and the door and window hexes its
// light falls on, are sources of Radius 0 the caller lists (§21.35).
type LightSource struct {
	At     hex.Hex
	Radius int
}

// Lit reports whether a hex is illuminated (§21.1, §21.3): within reach of
// a source whose hex sees the hex's centre. A hex whose centre is out of
// sight of every source in reach lies in shadow. sees is the line of
// sight from a source hex to a hex centre (walls, trees and other objects
// block light as they block sight).
func Lit(h hex.Hex, sources []LightSource, sees func(from, to hex.Hex) bool) bool {
	for _, s := range sources {
		if hex.Distance(s.At, h) <= s.Radius && (s.At == h || sees(s.At, h)) {
			return true
		}
	}
	return false
}

// LitHexes lists every lit hex around the sources (§21.3), each once, in
// the order found.
func LitHexes(sources []LightSource, sees func(from, to hex.Hex) bool) []hex.Hex {
	seen := map[hex.Hex]bool{}
	var out []hex.Hex
	add := func(h hex.Hex) {
		if !seen[h] && Lit(h, sources, sees) {
			seen[h] = true
			out = append(out, h)
		}
	}
	for _, s := range sources {
		add(s.At)
		if s.Radius > 0 {
			for _, n := range s.At.Neighbors() {
				add(n)
			}
		}
	}
	return out
}

// HexsideLit is §21.1: a hexside is lit if one of its two hexes is.
func HexsideLit(aLit, bLit bool) bool { return aLit || bLit }

// SeesAtNight says whether a viewer, with a daylight line of sight to a
// target at distance dist, sees him at night (§21.1, §2.73, §2.74): a lit
// hex as by day; into the dark 3 hexes; a ninja or assassin in the dark
// only from an adjacent hex. Only the target's hex's light counts.
func SeesAtNight(dist int, targetLit, stealthyTarget bool) bool {
	switch {
	case targetLit:
		return true
	case stealthyTarget:
		return dist <= 1
	}
	return dist <= NightSight
}

// NightMoveCost doubles the cost of entering a dark hex or crossing a dark
// hexside, after every other modification (§21.2).
func NightMoveCost(cost int, lit bool) int {
	if lit {
		return cost
	}
	return cost * 2
}

// NightFire is the night modifier of a missile attack (§21, §26.22): only
// against a target in a dark hex (Fire.Night).
func NightFire(targetLit bool) bool { return !targetLit }
