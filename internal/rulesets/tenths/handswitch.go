package tenths

// SwitchBonus is what an undetected hand switch adds to the attack
// potential.
const SwitchBonus = 2

// CheckSwitch checks that a combatant may switch hands: he uses one short,
// single-handed weapon and nothing else.
func CheckSwitch(held []*Weapon) error {
	if len(held) != 1 {
		return errf(TagHandSwitch, "a switch needs one weapon in hand, not %d", len(held))
	}
	if w := held[0]; w.Range != Short || w.Hands != 1 {
		return errf(TagHandSwitch, "only a short, single-handed weapon can be switched, not a %s", w.Name)
	}
	return nil
}

// SwitchTime is the tenths a switch takes: 10 - skill.
func (f Formulas) SwitchTime(skill Decimal) int { return f.ActionTime(10, skill) }

// alterSwitch: a switch made as part of a blow adds 2 to the attack
// potential unless the defender detected it; a defender in the middle of a
// switch (or of an attack with one) cannot parry.
func alterSwitch(r *Rules, x *Exchange) error {
	if x.Situation.DefenderSwitching && x.Defence == Parry {
		return errf(TagHandSwitch, "%s is switching hands and cannot parry", x.Defender.Name)
	}
	if !x.Situation.Switch {
		return nil
	}
	if err := CheckSwitch([]*Weapon{x.Attacker.Weapon}); err != nil {
		return err
	}
	if x.Situation.SwitchDetected {
		x.Alterations = append(x.Alterations, Alteration{Rule: TagHandSwitch, Figure: "attack potential", Why: "the switch was detected"})
		return nil
	}
	x.alter(TagHandSwitch, "attack potential", SwitchBonus, "a hand switch as part of the blow")
	return nil
}
