package tenths

import "herald/internal/hex"

// Diving attack figures (text).
const (
	DiveAttack  = 5
	DiveBlow    = 6
	DiveTimeOff = 5
)

// CheckDive checks a diving attack: a short or medium weapon, the diver
// already running, and two moves in the same direction.
func CheckDive(w *Weapon, running bool, first, second hex.Direction) error {
	switch {
	case w.Range != Short && w.Range != Medium:
		return errf(TagDiving, "a diving attack is made with a short or medium weapon, not a %s", w.Name)
	case !running:
		return errf(TagDiving, "a diving attack is only possible when already running")
	case first != second:
		return errf(TagDiving, "the two moves of a dive are in the same direction")
	}
	return nil
}

// DiveTime is the tenths a dive takes: Base Speed + Run Move Rate - 5.
func (f Formulas) DiveTime(baseSpeed, run int) int {
	if t := baseSpeed + run - DiveTimeOff; t > f.ActionMin {
		return t
	}
	return f.ActionMin
}

// DiveEnd is where a diver lies: his feet in the hex in front of his
// starting hex, his head in the hex beyond.
func DiveEnd(from hex.Hex, dir hex.Direction) (feet, head hex.Hex) {
	feet = from.Neighbor(dir)
	return feet, feet.Neighbor(dir)
}

// alterDiving: +5 attack potential, +6 blow strength, hit location as a
// short stabbing weapon, and a parry meets it as a stabbing weapon.
func alterDiving(r *Rules, x *Exchange) error {
	if !x.Situation.Diving {
		return nil
	}
	if w := x.Attacker.Weapon; w == nil || (w.Range != Short && w.Range != Medium) {
		return errf(TagDiving, "a diving attack is made with a short or medium weapon")
	}
	x.alter(TagDiving, "attack potential", DiveAttack, "a diving attack")
	x.alter(TagDiving, "blow strength", DiveBlow, "a diving attack")
	x.Figures.HitClass = ShortStab
	if x.Defence == Parry && x.Attacker.Weapon.Type != Stab {
		pf, ok := r.Base.Formulas.ParryFactor(x.Defender.Weapon, x.Defender.Skill, Stab)
		if !ok {
			return errf(TagDiving, "a %s cannot parry a dive, which comes as a stabbing weapon", x.Defender.Weapon.Name)
		}
		x.alter(TagDiving, "defence factor", pf-x.Figures.DefenceFactor, "parried as a stabbing weapon")
	}
	return nil
}
