package tenths

import (
	"fmt"

	"herald/internal/dice"
)

// Shy is what a wound does to a horse and its rider (text, injuries to
// horses).
type Shy struct {
	Wound    string `json:"wound"`
	SaveRoll int    `json:"save_roll,omitempty"` // d20 against Will Power + skill
	SaveNeed int    `json:"save_need,omitempty"`
	Shies    bool   `json:"shies"`
	// Time is the shy's length: two walk moves.
	Time int `json:"time,omitempty"`
	// ThrowRoll is the d20 against 3 × rider's skill; Thrown when the
	// rider falls. The fall starts FallAt tenths into the shy, at the end
	// of its first walk move.
	ThrowRoll int  `json:"throw_roll,omitempty"`
	Thrown    bool `json:"thrown,omitempty"`
	FallAt    int  `json:"fall_at,omitempty"`
	// Down: a Serious Wound or Disablement, the horse finishes the shy on
	// the ground, and a rider still on it must dismount after reacting.
	Down         bool     `json:"down,omitempty"`
	MustDismount bool     `json:"must_dismount,omitempty"`
	Notes        []string `json:"notes,omitempty"`
}

// ShyHorse resolves a wound to a horse. A Wound needs a saving throw (a
// d20 of Will Power + skill or less) or the horse shies; a Serious Wound or
// a Disablement makes it shy and finish on the ground (herald rolls no
// save for them: the horse passes out whatever it does). A shy takes two
// walk moves and cancels the rider's current action; the rider is thrown
// on a d20 over 3 × his skill (a 20 always throws, a 1 never).
func (r *Rules) ShyHorse(wound *WoundType, willPower int, horseSkill, riderSkill Decimal, walk int, ridden bool, d dice.Source) Shy {
	s := Shy{Wound: wound.Name}
	switch {
	case r.Wounds.AtLeast(wound.Name, Serious) && !wound.Dead:
		s.Shies, s.Down = true, true
		s.Notes = append(s.Notes, "a Serious Wound or Disablement: the horse shies before passing out")
	case r.Wounds.AtLeast(wound.Name, Wounded) && !wound.Dead:
		s.SaveNeed = (Whole(willPower) + horseSkill).Floor()
		s.SaveRoll = d.Roll(AttackDie, "horse saving throw")
		s.Shies = s.SaveRoll > s.SaveNeed
	default:
		return s
	}
	if !s.Shies {
		return s
	}
	s.Time = 2 * walk
	if !ridden {
		return s
	}
	s.ThrowRoll = d.Roll(AttackDie, "thrown by a shying horse")
	limit := 3 * riderSkill
	s.Thrown = s.ThrowRoll == AttackDie || (s.ThrowRoll != 1 && Whole(s.ThrowRoll) > limit)
	if s.Thrown {
		s.FallAt = walk
		s.Notes = append(s.Notes, fmt.Sprintf("d20 %d over 3 × skill %s: the rider falls at the end of the first walk move", s.ThrowRoll, riderSkill))
	} else if s.Down {
		s.MustDismount = true
	}
	return s
}

// ShyBlow is the blow strength of a rider's fall from a shying horse:
// 15 - skill of rider, rounded down (text, knock backs).
func ShyBlow(riderSkill Decimal) int { return (Whole(KnockOffBase) - riderSkill).Floor() }
