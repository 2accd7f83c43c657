package tenths

// alterPull takes a pulled amount off the blow strength: any amount up to
// the attacker's skill, declared before the attack.
func alterPull(r *Rules, x *Exchange) error {
	p := x.Situation.Pull
	if p < 0 || Whole(p) > x.Attacker.Skill {
		return errf(TagPulling, "a blow can be pulled by 0 to the attacker's skill (%s), not %d", x.Attacker.Skill, p)
	}
	x.alter(TagPulling, "blow strength", -p, "a pulled blow")
	return nil
}
