package destrier

import "slices"

// GreatBlowDice is GREAT BLOW's extra damage: +1D6 with a light weapon,
// +2D6 light-heavy, +3D6 heavy.
func (r *Rules) GreatBlowDice(c WeaponClass) Roll {
	g := r.Cards.must(GreatBlow)
	n := g.Value("dice_l")
	switch c {
	case LightHeavy:
		n = g.Value("dice_lh")
	case Heavy:
		n = g.Value("dice_h")
	}
	return Roll{N: int(n), Sides: 6}
}

// Striker is one side of an exchange of blows, as far as the order of
// striking goes.
type Striker struct {
	Cards  []CardName
	AtBack bool // his blow lands on the other's rear
}

func (s Striker) has(c CardName) bool { return slices.Contains(s.Cards, c) }

// Order says who strikes first in an exchange.
type Order string

// The orders of an exchange, seen from its first striker.
const (
	Together    Order = "together" // both blows land whatever the other did
	FirstFirst  Order = "first"    // the first striker's blow is resolved first
	SecondFirst Order = "second"   // the second striker's is
)

// Precedence is the order of two figures' blows at each other in a card
// round. Spells are cast first in any exchange (CAST SPELL). A GREAT BLOW
// aimed at a figure's back always strikes first; otherwise the man facing
// a GREAT BLOW strikes before it lands, unless both swing one, when the
// blows fall together as usual (GREAT BLOW).
func Precedence(a, b Striker) Order {
	if sa, sb := a.has(CastSpell), b.has(CastSpell); sa != sb {
		return pick(sa)
	}
	ga, gb := a.has(GreatBlow), b.has(GreatBlow)
	if backA, backB := ga && a.AtBack, gb && b.AtBack; backA != backB {
		return pick(backA)
	}
	if ga != gb {
		return pick(gb) // the one facing the great blow goes first
	}
	return Together
}

func pick(firstGoes bool) Order {
	if firstGoes {
		return FirstFirst
	}
	return SecondFirst
}
