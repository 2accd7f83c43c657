package chainmail

import (
	"fmt"
	"strconv"
	"strings"

	"herald/internal/dice"
)

// HitDice is a figure's hit dice as the creatures table prints them:
// "6+1" is six dice and one point more.
type HitDice struct {
	Dice int `json:"dice"`
	Plus int `json:"plus,omitempty"`
}

func (h HitDice) String() string {
	if h.Plus != 0 {
		return fmt.Sprintf("%d%+d", h.Dice, h.Plus)
	}
	return strconv.Itoa(h.Dice)
}

// MaxHitDice bounds hit dice; the creatures table's largest is 16.
const MaxHitDice = 50

// ParseHitDice reads "6+1", "10", or a range such as "8-12" or "1-10"
// (lowest and highest; the same for a single value).
func ParseHitDice(s string) (lo, hi HitDice, err error) {
	a, b, rng := strings.Cut(strings.TrimSpace(s), "-")
	if lo, err = parseOneHD(a); err != nil {
		return HitDice{}, HitDice{}, fmt.Errorf("hit dice %q: %w", s, err)
	}
	if !rng {
		return lo, lo, nil
	}
	if hi, err = parseOneHD(b); err != nil || hi.Dice < lo.Dice {
		return HitDice{}, HitDice{}, fmt.Errorf("hit dice %q: not a range low-high", s)
	}
	return lo, hi, nil
}

func parseOneHD(s string) (HitDice, error) {
	d, p, plus := strings.Cut(s, "+")
	n, err := strconv.Atoi(strings.TrimSpace(d))
	if err != nil || n < 1 || n > MaxHitDice {
		return HitDice{}, fmt.Errorf("%q is not 1-%d dice", s, MaxHitDice)
	}
	h := HitDice{Dice: n}
	if plus {
		if h.Plus, err = strconv.Atoi(strings.TrimSpace(p)); err != nil || h.Plus < 1 || h.Plus > 20 {
			return HitDice{}, fmt.Errorf("%q: the points after + are 1-20", s)
		}
	}
	return h, nil
}

// DiceRoll is a number of dice to roll and add up, "6d6" or "1d6+1";
// Kill marks a roll written "kill": the figure dies outright.
type DiceRoll struct {
	N, Sides, Plus int
	Kill           bool
}

// ParseDiceRoll reads "NdS", "NdS+P" or "kill".
func ParseDiceRoll(s string) (DiceRoll, error) {
	s = strings.TrimSpace(s)
	if s == "kill" {
		return DiceRoll{Kill: true}, nil
	}
	nd, rest, ok := strings.Cut(s, "d")
	sd, p, plus := strings.Cut(rest, "+")
	n, err1 := strconv.Atoi(nd)
	sides, err2 := strconv.Atoi(sd)
	d := DiceRoll{N: n, Sides: sides}
	var err3 error
	if plus {
		d.Plus, err3 = strconv.Atoi(p)
	}
	if !ok || err1 != nil || err2 != nil || err3 != nil || n < 1 || n > 50 || sides < 2 || sides > 20 || d.Plus < 0 || d.Plus > 50 {
		return DiceRoll{}, fmt.Errorf("%q is not dice such as 1d6, 6d6+1 or kill", s)
	}
	return d, nil
}

func (d DiceRoll) String() string {
	switch {
	case d.Kill:
		return "kill"
	case d.Plus > 0:
		return fmt.Sprintf("%dd%d+%d", d.N, d.Sides, d.Plus)
	}
	return fmt.Sprintf("%dd%d", d.N, d.Sides)
}

// Roll rolls the dice; a "kill" rolls nothing and gives 0.
func (d DiceRoll) Roll(src dice.Source, purpose string) int {
	if d.Kill {
		return 0
	}
	return dice.Sum(src, d.N, d.Sides, purpose) + d.Plus
}

// Range is the least and most the dice can give.
func (d DiceRoll) Range() (lo, hi int) { return d.N + d.Plus, d.N*d.Sides + d.Plus }

// HitPoints rolls a figure's hit points: one die of the rulings' hit die
// per hit die, and the points after the plus.
func (r *Rules) HitPoints(h HitDice, src dice.Source, purpose string) int {
	return dice.Sum(src, h.Dice, r.Rulings.Figures.HitDie, purpose) + h.Plus
}

// HitPointRange is the least and most hit points h can roll.
func (r *Rules) HitPointRange(h HitDice) (lo, hi int) {
	return h.Dice + h.Plus, h.Dice*r.Rulings.Figures.HitDie + h.Plus
}

// UnmarshalText reads dice written in a data file.
func (d *DiceRoll) UnmarshalText(b []byte) error {
	v, err := ParseDiceRoll(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// MarshalText writes the dice as they are read.
func (d DiceRoll) MarshalText() ([]byte, error) { return []byte(d.String()), nil }
