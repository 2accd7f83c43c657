package tenths

import (
	"herald/internal/dice"
	"herald/internal/hex"
)

// KnockOffBase is the 15 of a knocked-off rider's blow strength.
const KnockOffBase = 15

// HorseRetreat is the effect of a horse being forced to move back (text,
// knock backs under mounted combat): a cantering or galloping horse loses
// a category of speed for each move back instead, and once down to a walk
// moves back normally.
type HorseRetreat struct {
	Gait  Gait `json:"gait"`
	Moves int  `json:"moves"` // hexes actually moved back
}

// KnockBackHorse applies a bash result of hexes moves back to a horse at a
// gait.
func KnockBackHorse(g Gait, hexes int) HorseRetreat {
	out := HorseRetreat{Gait: g}
	for i := 0; i < hexes; i++ {
		if out.Gait == Canter || out.Gait == Gallop {
			out.Gait = out.Gait.Slower()
			continue
		}
		out.Moves++
	}
	return out
}

// SkillSum is rider's skill + horse's skill.
func SkillSum(rider, horse Decimal) Decimal { return rider + horse }

// KnockOffBlow is the blow strength of a knocked-off rider's fall: Bash
// Score + 15 - Skill Sum, rounded down.
func KnockOffBlow(bash int, skillSum Decimal) int {
	return (Whole(bash+KnockOffBase) - skillSum).Floor()
}

// Landing is where a rider falling from a horse lands: a d6 on the
// numbered hexes around the horse gives the hex nearest it, where his
// feet are, and a dodge diagram from there, away from the horse, the hex
// of his head.
type Landing struct {
	Number int       `json:"number"`
	Feet   hex.Hex   `json:"feet"`
	Head   hex.Hex   `json:"head"`
	Dodge  DodgeRoll `json:"dodge"`
	Time   int       `json:"time"`
}

// LandFromHorse rolls a thrown or knocked-off rider's landing.
func (r *Rules) LandFromHorse(horse hex.Pair, d dice.Source) (Landing, error) {
	n := d.Roll(6, "landing from a horse")
	feet, _ := r.Dodge.HorseHexAt(horse, n)
	from := horse.Head
	if !hex.Adjacent(feet, from) {
		from = horse.Rear
	}
	dr, err := r.Dodge.Roll("", feet, AttackLine(from, feet), d, "landing from a horse: head")
	if err != nil {
		return Landing{}, err
	}
	return Landing{Number: n, Feet: feet, Head: dr.To, Dodge: dr, Time: HorseFallTime}, nil
}
