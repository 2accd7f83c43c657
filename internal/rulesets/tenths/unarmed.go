package tenths

// Names of the unarmed weapons in weapons.yaml.
const (
	HandWeapon = "hand"
	FootWeapon = "foot"
)

// limbBonus is what armour on the striking limb adds to a punch or kick:
// +2 for protection 4 to 8, +4 for 9 to 15.
func limbBonus(protection int) int {
	switch {
	case protection >= 9:
		return 4
	case protection >= 4:
		return 2
	}
	return 0
}

// alterUnarmed: a punch or kick adds the striker's skill to its blow
// strength ("in all cases"), and armour on the arm or leg adds more; a
// kick is located on the medium stab table.
func alterUnarmed(r *Rules, x *Exchange) error {
	w := x.Attacker.Weapon
	if w == nil || (w.Name != HandWeapon && w.Name != FootWeapon) {
		return nil
	}
	x.alter(TagUnarmed, "blow strength", x.Attacker.Skill.Floor(), "skill is added to an unarmed blow in all cases")
	area := Area("arm")
	if w.Name == FootWeapon {
		area = "leg"
		x.Figures.HitClass = MediumStab
	}
	if a := x.Attacker.Armour; a != nil {
		x.alter(TagUnarmed, "blow strength", limbBonus(a.Protects(area)), "an armoured "+string(area))
	}
	return nil
}

// HandParry is the hit a hand takes when it parries (text, unarmed
// combat): the attacking blow strength plus the (negative) excess, as an
// excess-zero hit to the parrying arm; nothing when that is zero or less.
func HandParry(attackBlow, excess int) (blow int, harms bool) {
	blow = attackBlow + excess
	return blow, blow > 0
}

// ParriedStrike is the hit a puncher or kicker takes when his blow is
// parried: an excess-zero hit of his blow strength - 2 × his skill - the
// parried attack's excess.
func ParriedStrike(blow int, skill Decimal, excess int) int {
	return blow - (2 * skill).Floor() - excess
}
