package tenths

import (
	"herald/internal/dice"
	"herald/internal/hex"
)

// GrappleAttack is the kind of an attack in grappling.
type GrappleAttack string

// Grappling attacks (text, grappling and throws).
const (
	Grab       GrappleAttack = "grab"
	GrappleHit GrappleAttack = "attack"
	Throw      GrappleAttack = "throw"
	Disengage  GrappleAttack = "disengage"
)

// Grappling figures.
const (
	GrabBonus      = 2
	GrappleBonus   = 4
	DisengageSwing = 5
)

// alterGrapple applies the grappling rules to an exchange, and the rule
// on attacking a man on the ground.
func alterGrapple(r *Rules, x *Exchange) error {
	s := &x.Situation
	w := x.Attacker.Weapon
	if s.Grapple == "" {
		// A horse commanded to attack a fallen man (horse-attacks) is no
		// man with a short weapon.
		if s.DefenderDown && w != nil && w.Range == Short && w.Name != FootWeapon && x.Missile == nil && !s.ByHorse {
			return errf(TagThrows, "a man on the ground is attacked with a medium or long weapon, or a foot")
		}
		return nil
	}
	if x.Missile != nil || w == nil {
		return errf(TagGrappling, "grappling is done with the hands or a close quarters weapon")
	}
	switch s.Grapple {
	case Grab:
		if w.Name != HandWeapon {
			return errf(TagGrappling, "a grab is made with the hands")
		}
		x.alter(TagGrappling, "attack potential", GrabBonus, "a grab: a punch with two added")
		x.Figures.Damaging = false
		return nil
	case Disengage:
		if x.Defence != ActiveDodge {
			return errf(TagGrappling, "a disengage is made against the opponent's active dodge")
		}
		x.Figures.Damaging = false
		if s.Advantage {
			x.alter(TagGrappling, "attack potential", DisengageSwing, "disengaging with the advantage")
		} else {
			x.alter(TagGrappling, "attack potential", -DisengageSwing, "disengaging without the advantage")
		}
		return nil
	}
	if !s.Advantage {
		return errf(TagGrappling, "in a grapple only the combatant with the advantage can attack")
	}
	if x.Defence == Parry && (x.Defender.Weapon == nil || x.Defender.Weapon.Name != HandWeapon) {
		return errf(TagGrappling, "in a grapple the only active defences are dodges and hand parries")
	}
	switch s.Grapple {
	case GrappleHit:
		if w.Range != Short {
			return errf(TagGrappling, "in a grapple only a close quarters weapon can be used, not a %s", w.Name)
		}
		x.alter(TagGrappling, "attack potential", GrappleBonus, "an attack in a grapple")
	case Throw:
		if s.DefenderDown {
			return errf(TagGroundGrapple, "no throws are possible on the ground")
		}
		if w.Name != HandWeapon {
			return errf(TagThrows, "a throw is a hand attack")
		}
		x.alter(TagGrappling, "attack potential", GrappleBonus, "an attack in a grapple")
		x.Figures.Damaging = false
	default:
		return errf(TagGrappling, "grappling attack %q: give grab, attack, throw or disengage", s.Grapple)
	}
	return nil
}

// GrappleDodge is where two grapplers go when the defender dodges: both to
// the random adjacent hex a d6 gives (none on the ground), both taking the
// dodge's modifier.
func GrappleDodge(at hex.Hex, onGround bool, d dice.Source) (hex.Hex, int) {
	if onGround {
		return at, 0
	}
	return RandomAdjacent(at, d, "grappling dodge")
}

// ThrowBlow is the blow strength of the fall a throw causes: the
// thrower's hand blow strength + the attack excess.
func ThrowBlow(handBlow, excess int) int { return handBlow + excess }

// GroundDisengage is the walk moves each takes to get up after a
// successful disengage on the ground: the disengager one, his opponent
// two.
func GroundDisengage() (disengager, opponent int) { return 1, 2 }

// KnockBackApplies reports whether knock backs and knock downs apply:
// not to grappling combatants.
func KnockBackApplies(grappling bool) bool { return !grappling }

// AdvantageAfter is whether the attacker holds the advantage in a grapple
// after his grab or grappling attack (herald's reading, docs/rulings.md):
// a grab that hits gives it to the grabber; an attack in the grapple that
// misses passes it to the defender.
func AdvantageAfter(hit bool) (attackerHolds bool) { return hit }
