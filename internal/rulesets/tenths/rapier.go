package tenths

import "fmt"

// RapierSkillLoss is how much less a rapier's skill counts for its
// anti-parry, base speed and parry factors.
const RapierSkillLoss = 3

// alterRapier: a rapier's user counts his skill three less for
// anti-parry, base speed and the two parry factors, and full for all else.
func alterRapier(r *Rules, x *Exchange) error {
	f := r.Base.Formulas
	if w := x.Attacker.Weapon; w != nil && w.Rule == TagRapier && x.Missile == nil {
		low := x.Attacker.Skill - Whole(RapierSkillLoss)
		why := fmt.Sprintf("a rapier counts skill %s as %s", x.Attacker.Skill, low)
		x.alter(TagRapier, "base speed", f.BaseSpeed(w, low)-f.BaseSpeed(w, x.Attacker.Skill), why)
		if x.Defence == Parry {
			x.alter(TagRapier, "attack factor", w.AntiParry(low)-w.AntiParry(x.Attacker.Skill), why)
		}
	}
	if w := x.Defender.Weapon; x.Defence == Parry && w != nil && w.Rule == TagRapier {
		t := Stab
		if x.Attacker.Weapon != nil {
			t = x.Attacker.Weapon.Type
		}
		low := x.Defender.Skill - Whole(RapierSkillLoss)
		full, _ := f.ParryFactor(w, x.Defender.Skill, t)
		less, _ := f.ParryFactor(w, low, t)
		x.alter(TagRapier, "defence factor", less-full, fmt.Sprintf("a parrying rapier counts skill %s as %s", x.Defender.Skill, low))
	}
	return nil
}
