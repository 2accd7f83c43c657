package tenths

import (
	"herald/internal/dice"
	"herald/internal/hex"
)

// FeintPlan is a feint as its maker declares it, in secret, at the start
// of the action: the false move everyone sees, and the two real moves from
// the hex he started in.
type FeintPlan struct {
	From  hex.Hex    `json:"from"`
	False hex.Hex    `json:"false"`
	Real  [2]hex.Hex `json:"real"`
}

// CheckFeint checks a feint's moves: each one hex, the real ones from the
// starting hex. The first real move may be the feinted one (an apparent
// feint).
func CheckFeint(p FeintPlan) error {
	switch {
	case !hex.Adjacent(p.From, p.False):
		return errf(TagFeint, "the feinted move %s is not one hex from %s", p.False, p.From)
	case !hex.Adjacent(p.From, p.Real[0]):
		return errf(TagFeint, "the first real move %s is not one hex from %s", p.Real[0], p.From)
	case !hex.Adjacent(p.Real[0], p.Real[1]):
		return errf(TagFeint, "the second real move %s is not one hex from %s", p.Real[1], p.Real[0])
	}
	return nil
}

// Apparent reports a feint whose feinted move is also its first real move.
func (p FeintPlan) Apparent() bool { return p.False == p.Real[0] }

// FeintTime is the tenths a feint takes: two walk moves. The feinted move
// happens after half of it (FeintMoveAt tenths in), the real moves at the
// end.
func FeintTime(walk int) int { return 2 * walk }

// FeintMoveAt is when, after the start, the feinted move happens.
func FeintMoveAt(walk int) int { return walk }

// FeintThreshold is the text's "seven or less".
const FeintThreshold = 7

// Detection is an attempt to see through a feint or a hand switch.
type Detection struct {
	Roll     int     `json:"roll"`
	Score    Decimal `json:"score"`
	Detected bool    `json:"detected"`
}

// Detect resolves an attempt at detection. The text reads "the detector's
// skill less his opponent's skill plus a d10 ... seven or less then the
// feint is detected", which makes a better detector worse at it; herald
// takes the opponent's skill less the detector's plus a d10, so that skill
// helps (docs/rulings.md).
func Detect(detector, opponent Decimal, d dice.Source, purpose string) Detection {
	roll := d.Roll(10, purpose)
	score := opponent - detector + Whole(roll)
	return Detection{Roll: roll, Score: score, Detected: score <= Whole(FeintThreshold)}
}

// FeintStep is one moment of a feint: where the feinter is seen to be.
type FeintStep struct {
	At  int     `json:"at"` // tenths after the feint started
	Hex hex.Hex `json:"hex"`
	Why string  `json:"why"`
}

// FeintSteps is how a feint plays out. Undetected, the feinter shows at
// the feinted hex halfway and at the end of his real moves at the end. A
// feint detected (after the feint, before the real moves) puts him at once
// where the first real move would have taken him, and the second is made
// normally at the end.
func FeintSteps(p FeintPlan, walk int, detected bool) []FeintStep {
	half := FeintMoveAt(walk)
	steps := []FeintStep{{At: half, Hex: p.False, Why: "the feinted move"}}
	if detected {
		steps = append(steps, FeintStep{At: half, Hex: p.Real[0], Why: "the feint is detected: the first real move"})
	}
	return append(steps, FeintStep{At: FeintTime(walk), Hex: p.Real[1], Why: "the real moves"})
}
