package havoc

import (
	"herald/internal/hex"
	"herald/internal/rule"
)

// RetreatGround is what the retreat rules need to know of the map around a
// retreating foot character.
type RetreatGround interface {
	// Enterable: the character may move into h and end his move there.
	Enterable(h hex.Hex) bool
	// NextToActiveEnemy: h is ADJACENT to an active enemy character.
	NextToActiveEnemy(h hex.Hex) bool
	// MediumCover: h gives at least medium cover against the firer
	// (only asked for retreats from missile fire, §10.24).
	MediumCover(h hex.Hex) bool
}

// RetreatPlan is a proposed retreat of a foot character.
type RetreatPlan struct {
	From    hex.Hex
	Path    []hex.Hex // hexes entered, in order
	Hexes   int       // hexes the result demands
	Away    hex.Hex   // the firer, or the hex of the main attacking force
	Missile bool      // the retreat comes from missile fire
}

// Penalty is what a character takes for failing to retreat in full.
type Penalty uint8

const (
	NoPenalty      Penalty = iota
	PenaltyStunned         // retreated part of the way: stunned in the last hex (§10.2)
	PenaltyWounded         // could not retreat at all (§10.2)
)

// CheckRetreat checks a proposed retreat path against §10.2 and §10.24 and
// says which penalty applies. A path shorter than demanded is only accepted
// if no longer legal path exists, or, for missile fire, if it stops in the
// first hex with medium cover.
func CheckRetreat(p RetreatPlan, g RetreatGround) (Penalty, error) {
	if len(p.Path) > p.Hexes {
		return 0, rule.Errorf("10.2", "retreat of %d hexes demanded, path has %d", p.Hexes, len(p.Path))
	}
	prev := p.From
	for i, h := range p.Path {
		if err := retreatStep(p, g, prev, h); err != nil {
			return 0, rule.Errorf(err.Rule, "step %d to %s: %s", i+1, h, err.Msg)
		}
		if p.Missile && g.MediumCover(h) {
			if i != len(p.Path)-1 {
				return 0, rule.Errorf("10.24", "the retreat must stop in %s, the first hex with medium cover", h)
			}
			return NoPenalty, nil
		}
		prev = h
	}
	if p.Missile && len(p.Path) == p.Hexes && hex.Distance(prev, p.Away) <= hex.Distance(p.From, p.Away) {
		return 0, rule.Errorf("10.24", "a retreat from missile fire without reaching cover must end farther from the firer")
	}
	if len(p.Path) == p.Hexes {
		return NoPenalty, nil
	}
	if best := LongestRetreat(p, g); best > len(p.Path) {
		return 0, rule.Errorf("10.2", "a retreat of %d hexes is possible; the path has only %d", best, len(p.Path))
	}
	if len(p.Path) == 0 {
		return PenaltyWounded, nil
	}
	return PenaltyStunned, nil
}

func retreatStep(p RetreatPlan, g RetreatGround, from, to hex.Hex) *rule.Error {
	switch {
	case !hex.Adjacent(from, to):
		return rule.Errorf("10.2", "not adjacent to %s", from)
	case !g.Enterable(to):
		return rule.Errorf("10.2", "the hex may not be entered")
	case g.NextToActiveEnemy(to):
		return rule.Errorf("10.2", "a retreat may not enter a hex ADJACENT to an active enemy")
	case p.Missile && hex.Distance(to, p.Away) < hex.Distance(from, p.Away):
		return rule.Errorf("10.24", "a retreat from missile fire may not come closer to the firer")
	}
	return nil
}

// LongestRetreat is the most hexes (up to p.Hexes) a legal retreat from
// p.From can cover, or the length of a shorter retreat that stops in cover.
func LongestRetreat(p RetreatPlan, g RetreatGround) int {
	var walk func(at hex.Hex, n int, seen []hex.Hex) int
	walk = func(at hex.Hex, n int, seen []hex.Hex) int {
		if n == p.Hexes {
			if p.Missile && hex.Distance(at, p.Away) <= hex.Distance(p.From, p.Away) {
				return n - 1 // a full retreat from fire must end farther away
			}
			return n
		}
		best := n
		for _, h := range at.Neighbors() {
			if h == p.From || contains(seen, h) || retreatStep(p, g, at, h) != nil {
				continue
			}
			if p.Missile && g.MediumCover(h) {
				return p.Hexes // stopping in cover counts as a full retreat
			}
			if got := walk(h, n+1, append(seen, h)); got > best {
				best = got
			}
			if best == p.Hexes {
				break
			}
		}
		return best
	}
	return walk(p.From, 0, nil)
}

func contains(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}
