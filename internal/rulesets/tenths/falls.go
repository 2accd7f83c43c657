package tenths

import (
	"herald/internal/dice"
	"herald/internal/hex"
)

// Times of the text's falls.
const (
	FallTime       = 10 // tenths to fall (knocked down)
	HorseFallTime  = 20 // tenths to fall from a horse
	GetUpWalks     = 3  // getting up takes three walk moves
	GetUpWalksWell = 2  // two when the roll on landing was 1
)

// Fall is a combatant knocked down: where he lies and what the fall did.
type Fall struct {
	// Lies is the two hexes he lies in: his own and the one the dodge
	// diagram gave.
	Lies   [2]hex.Hex `json:"lies"`
	Dodge  DodgeRoll  `json:"dodge"`
	Roll   int        `json:"roll"`   // the d20 for the fall's excess
	Excess int        `json:"excess"` // d20 - Passive Dodge Factor, never below 0
	Landed bool       `json:"landed"` // a 1: landed well, no damage
	Injury *Injury    `json:"injury,omitempty"`
	GetUp  int        `json:"get_up"` // walk moves to get up
	Time   int        `json:"time"`   // tenths the fall takes
}

// KnockDown is the direction a man knocked down falls: a dodge diagram
// (the default one, or the one a thrower chose), from his hex along the
// line of the blow. He lies in his own hex and that one.
func (r *Rules) KnockDown(at hex.Hex, line hex.Direction, diagram string, d dice.Source) (Fall, error) {
	dr, err := r.Dodge.Roll(diagram, at, line, d, "knocked down: direction")
	if err != nil {
		return Fall{}, err
	}
	return Fall{Lies: [2]hex.Hex{at, dr.To}, Dodge: dr, Time: FallTime, GetUp: GetUpWalks}, nil
}

// FallDamage is the damage a fall does (text, combatants that are knocked
// down): a hit on the short stab table with blow strength equal to the
// Bash Score, reduced by armour as usual, excess a d20 less the Passive
// Dodge Factor. A 20 is a critical fall, treated as a critical hit; a 1 is
// a good landing with no damage (and getting up takes two walk moves, not
// three). Except on a 1 the fall always hits and a negative excess counts
// as zero; a damage factor of one does not injure and every other is
// reduced by one.
func (r *Rules) FallDamage(f Fall, blow int, armour *ArmourType, d dice.Source) (Fall, error) {
	f.Roll = d.Roll(AttackDie, "fall")
	if f.Roll == 1 {
		f.Landed, f.GetUp = true, GetUpWalksWell
		return f, nil
	}
	f.Excess = f.Roll - armour.PassiveDodge
	if f.Excess < 0 {
		f.Excess = 0
	}
	hr, err := r.Hits.Roll(ShortStab, r.Hits.Full(), d)
	if err != nil {
		return f, err
	}
	prot := armour.Protects(hr.Location.Area)
	eff := blow - prot
	factor := r.Wounds.Damage.Factor(eff, f.Excess)
	if f.Roll == AttackDie {
		factor += CriticalDamage
	}
	if factor <= 1 {
		factor = 0
	} else {
		factor--
	}
	f.Injury = &Injury{Hit: hr, Protection: prot, Effective: eff, Factor: factor, Wound: r.Wounds.Wound(factor, hr.Location)}
	return f, nil
}

// alterFalls: a man on the ground makes no active defence (text, knocked
// down; "Only a passive dodge can be made as defence").
func alterFalls(r *Rules, x *Exchange) error {
	if x.Situation.DefenderDown && x.Defence != PassiveDodge && x.Situation.Grapple == "" {
		return errf(TagKnockedDown, "%s is on the ground: only a passive dodge", x.Defender.Name)
	}
	return nil
}
