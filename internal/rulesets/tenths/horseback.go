package tenths

import (
	"fmt"

	"herald/internal/hex"
)

// HorsebackBlow is what alteration iv takes off a hand weapon's blow
// strength from horseback.
const HorsebackBlow = -2

// movingPenalty is alteration v: the attack potential lost when the horse
// moves during the attack; only the largest counts.
func movingPenalty(m *Mount) (int, string) {
	switch {
	case m.Gait == Gallop:
		return -4, "the horse gallops during the attack"
	case m.Gait == Canter:
		return -2, "the horse canters during the attack"
	case m.Gait == Walk || m.Turning:
		return -1, "the horse walks or turns during the attack"
	}
	return 0, ""
}

// alterHorseback makes the text's six alterations to a rider's combat data
// (attacking from horseback), and the third to a mounted defender's. They
// alter the rider's data only, never the horse's.
func alterHorseback(r *Rules, x *Exchange) error {
	if m := x.Situation.AttackerMount; m != nil && !x.Situation.ByHorse {
		look, err := r.Riding.Lookup(m.HorseSkill, m.RiderSkill)
		if err != nil {
			return err
		}
		c := look.Cell
		where := fmt.Sprintf("mounted combat table, horse %s, rider %s", look.HorseBand, look.RiderBand)
		x.alter(TagHorsebackAttack, "base speed", c.Speed, "i) "+where)
		x.alter(TagHorsebackAttack, "attack factor", c.Attack, "ii) "+where)
		if x.Missile == nil {
			x.alter(TagHorsebackAttack, "blow strength", HorsebackBlow, "iv) a hand weapon from horseback")
		}
		by, why := movingPenalty(m)
		x.alter(TagHorsebackAttack, "attack potential", by, "v) "+why)
		if x.Missile == nil && x.Figures.HitClass != x.Figures.HitClass.Long() {
			x.Figures.HitClass = x.Figures.HitClass.Long()
			x.Alterations = append(x.Alterations, Alteration{Rule: TagHorsebackAttack, Figure: "hit location",
				Why: "vi) every weapon is long for hit location from horseback"})
		}
	}
	if m := x.Situation.DefenderMount; m != nil {
		look, err := r.Riding.Lookup(m.HorseSkill, m.RiderSkill)
		if err != nil {
			return err
		}
		x.alter(TagHorsebackAttack, "defence potential", look.Cell.Defence,
			fmt.Sprintf("iii) mounted defender, horse %s, rider %s", look.HorseBand, look.RiderBand))
	}
	return nil
}

// CheckBlockFromHorseback refuses a blocking action by a rider (text:
// "Blocking actions are not possible from horseback").
func CheckBlockFromHorseback(mounted bool) error {
	if mounted {
		return errf(TagHorsebackAttack, "blocking actions are not possible from horseback")
	}
	return nil
}

// HorsebackHexes are the hexes a rider can attack: by his weapon's range
// class and the way he faces, reflected for a weapon in the left hand.
// Where he sits on the horse makes no difference.
func (r *ReachRules) HorsebackHexes(horse hex.Pair, rc Range, facing string, leftHand bool) ([]hex.Hex, error) {
	if rc == Special {
		return nil, errf(TagHorsebackAttack, "a special weapon has its own in-range hexes")
	}
	paths := r.Horseback[rc][facing]
	if len(paths) == 0 {
		return nil, errf(TagHorsebackAttack, "facing %q: give forward, right or left", facing)
	}
	if leftHand {
		// Reflected through the line of the horse: the left-hand rider
		// facing right uses the right-hand diagram for facing left.
		switch facing {
		case FaceRight:
			paths = r.Horseback[rc][FaceLeft]
		case FaceLeft:
			paths = r.Horseback[rc][FaceRight]
		}
	}
	out := make([]hex.Hex, len(paths))
	for i, p := range paths {
		if leftHand {
			p = p.Reflect()
		}
		out[i] = p.FromHorse(horse)
	}
	return out, nil
}
