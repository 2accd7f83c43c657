package destrier

import "fmt"

// DodgeWay is the direction of a dodge, by the dodger's own orientation:
// left toward his shield side, right toward his sword side, or back.
type DodgeWay string

// The three ways.
const (
	DodgesLeft  DodgeWay = "left"
	DodgesRight DodgeWay = "right"
	DodgesBack  DodgeWay = "back"
)

// Way is the direction of a DODGE card, and whether the card is one.
func Way(c CardName) (DodgeWay, bool) {
	switch c {
	case DodgeLeft:
		return DodgesLeft, true
	case DodgeRight:
		return DodgesRight, true
	case DodgeBack:
		return DodgesBack, true
	}
	return "", false
}

// ParseWay reads a guess as a player writes it: left, right or back.
func ParseWay(s string) (DodgeWay, error) {
	switch DodgeWay(s) {
	case DodgesLeft, DodgesRight, DodgesBack:
		return DodgeWay(s), nil
	}
	return "", errf(SecMeleeCards+": DODGE", "a dodge goes left, right or back, not %q", s)
}

func dodging(cards []CardName) bool {
	for _, c := range cards {
		if _, ok := Way(c); ok {
			return true
		}
	}
	return false
}

// MayDodge checks that the fighter may dodge this way: a man on
// horseback cannot (his horse may), a figure that is down or held cannot
// spring aside, and there must be 1/2" of free space that way (room, from
// the table).
func (r *Rules) MayDodge(f Fighter, room Inches) error {
	sec := SecMeleeCards + ": DODGE"
	switch {
	case f.Mounted():
		return errf(sec, "%s is on horseback: men on horseback cannot dodge", f.Name)
	case f.Down():
		return errf(sec, "%s is %s and cannot dodge", f.Name, f.Posture)
	case len(f.RestrainedBy) > 0:
		return errf(sec, "%s is restrained and cannot dodge", f.Name)
	}
	need := Inches(r.Cards.must(DodgeLeft).Value("room"))
	if !need.AtMost(room) {
		return errf(sec, "%s has %v of free space that way; a dodge needs %v", f.Name, room, need)
	}
	return nil
}

// DodgeBonus is what a dodge takes off one blow: the fighter's dodge
// bonus less 10% in armour class 1 or 0, 10% partly and 25% fully
// encumbered; half of it against a blow at the rear, and half again
// against an attacker who guessed the way (fractions dropped).
func (r *Rules) DodgeBonus(f Fighter, lands Facing, guessed bool) (int, string) {
	c := r.Cards.must(DodgeLeft)
	bonus := f.Dodge
	why := "dodge"
	if f.Armour <= 1 {
		bonus -= c.Percent("heavy_armour")
		why += fmt.Sprintf(", armour class %d", f.Armour)
	}
	switch f.Encumbrance {
	case Partial:
		bonus -= c.Percent("partial")
		why += ", partly encumbered"
	case Encumbered:
		bonus -= c.Percent("encumbered")
		why += ", encumbered"
	}
	bonus = max(bonus, 0)
	if lands == Rear {
		bonus = int(float64(bonus) * c.Value("rear"))
		why += ", at the rear (half)"
	}
	if guessed {
		bonus = int(float64(bonus) * c.Value("guessed"))
		why += ", guessed (half)"
	}
	return bonus, why
}

// Guess is one opponent's guess at a dodge, and what he played.
type Guess struct {
	By      string   `json:"by"`
	Way     DodgeWay `json:"way"`
	Attacks bool     `json:"attacks"` // played an attack card at the dodger
	Defends bool     `json:"defends"` // played a defensive card
}

// DodgeOutcome is what a dodge means for one opponent in contact.
type DodgeOutcome struct {
	By      string `json:"by"`
	Guessed bool   `json:"guessed"`
	// Follows: he moves after the dodger to keep contact.
	Follows bool `json:"follows"`
	// Counter: the dodger's chance of a free counterblow at him if, after
	// the moves, contact was not broken.
	Counter int `json:"counter,omitempty"`
}

// Dodge works out a dodge against each opponent's guess (THE MELEE
// CARDS: DODGE). An opponent who guessed right and struck follows the
// dodger, meets only half his dodge and is +35% to bash; one who guessed
// right without striking may only congratulate himself and stays; one who
// guessed wrong follows unless he played a defensive card, and if contact
// holds the dodger has 25% for a free counterblow at him when he struck.
func (r *Rules) Dodge(dodger Fighter, card CardName, guesses []Guess) ([]DodgeOutcome, error) {
	way, ok := Way(card)
	if !ok {
		return nil, errf(SecMeleeCards+": DODGE", "%s is not a DODGE card", card)
	}
	c := r.Cards.must(DodgeLeft)
	out := make([]DodgeOutcome, 0, len(guesses))
	for _, g := range guesses {
		o := DodgeOutcome{By: g.By, Guessed: g.Way == way}
		switch {
		case o.Guessed:
			o.Follows = g.Attacks
		default:
			o.Follows = !g.Defends
			if g.Attacks {
				o.Counter = c.Percent("counterblow")
			}
		}
		out = append(out, o)
	}
	return out, nil
}

// DodgeMove is how far the dodger moves after the blows: 1/2".
func (r *Rules) DodgeMove() Inches { return Inches(r.Cards.must(DodgeLeft).Value("move")) }
