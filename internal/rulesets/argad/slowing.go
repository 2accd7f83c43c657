package argad

import (
	"herald/internal/dice"
)

// Slowed is a move through difficult ground: the allowance, what is left
// after halving in very difficult ground, the slowing dice and the cm left
// after them, or Blocked for the whole game turn.
type Slowed struct {
	Going     Going    `json:"going"`
	Allowance int      `json:"allowance"`
	Halved    int      `json:"halved"` // the allowance, halved in very difficult ground
	Dice      []int    `json:"dice,omitempty"`
	CM        int      `json:"cm"`
	Blocked   bool     `json:"blocked"`
	Rules     []string `json:"rules"`
}

// CMChance is one possible move left and its exact chance.
type CMChance struct {
	CM     int    `json:"cm"`
	Chance Chance `json:"chance"`
}

// SlowPlan is every outcome of the slowing dice for a mover in a going.
type SlowPlan struct {
	Going     Going      `json:"going"`
	Allowance int        `json:"allowance"`
	Halved    int        `json:"halved"`
	Dice      int        `json:"dice"`
	Outcomes  []CMChance `json:"outcomes"` // by cm, least first
	Blocked   Chance     `json:"blocked"`
	Rules     []string   `json:"rules"`
}

// slowing is what applies to a mover in a going: its allowance, halved or
// not, its dice and how many sixes block it. A figure in close order
// cannot move in difficult terrain at all.
type slowing struct {
	allow  Allowance
	halved int
	dice   int
	sixes  int
	rules  []string
}

func (r *Rules) slowingFor(m Mover, g Going) (slowing, error) {
	a, err := r.Allowance(m)
	if err != nil {
		return slowing{}, err
	}
	s := slowing{allow: a, halved: a.CM, rules: a.Rules}
	if g == Easy {
		return s, nil
	}
	row := r.Terrain.goingRow(g)
	if row == nil {
		_, err := ParseGoing(string(g))
		return slowing{}, err
	}
	if m.CloseOrder != Loose {
		return slowing{}, errf(r.Movement.CloseOrder.Terrain.Tag, "a figure in close order cannot move in %s terrain", g)
	}
	b := r.Terrain.blocked(m.Troop.Mounted(), g)
	s.rules = append(s.rules, row.Tag, b.Tag)
	if row.Halve {
		s.halved = a.CM / 2
	}
	s.dice, s.sixes = a.SlowingDice, b.Sixes
	return s, nil
}

// left is what a throw of the slowing dice leaves of the move, or blocked.
func (s slowing) left(throw []int) (cm int, blocked bool) {
	sixes, sum := 0, 0
	for _, d := range throw {
		sum += d
		if d == 6 {
			sixes++
		}
	}
	if sixes >= s.sixes {
		return 0, true
	}
	return max(0, s.halved-sum), false
}

// Slow rolls the slowing dice for a mover entering (or starting in) ground
// of the given going: in difficult ground the dice come off the move in
// cm; in very difficult ground the move is halved first; the sheet's sixes
// block the mover for the whole game turn. On easy ground nothing is
// rolled. The move left never goes below 0.
func (r *Rules) Slow(m Mover, g Going, src dice.Source) (Slowed, error) {
	s, err := r.slowingFor(m, g)
	if err != nil {
		return Slowed{}, err
	}
	out := Slowed{Going: g, Allowance: s.allow.CM, Halved: s.halved, CM: s.halved, Rules: s.rules}
	if g == Easy {
		return out, nil
	}
	for range s.dice {
		out.Dice = append(out.Dice, dice.D6(src, "argad slowing dice"))
	}
	out.CM, out.Blocked = s.left(out.Dice)
	return out, nil
}

// PlanSlow is the exact chance of every move left and of being blocked.
func (r *Rules) PlanSlow(m Mover, g Going) (SlowPlan, error) {
	s, err := r.slowingFor(m, g)
	if err != nil {
		return SlowPlan{}, err
	}
	p := SlowPlan{Going: g, Allowance: s.allow.CM, Halved: s.halved, Dice: s.dice, Rules: s.rules}
	if g == Easy {
		p.Outcomes = []CMChance{{CM: s.halved, Chance: Chance{1, 1}}}
		p.Blocked = Chance{0, 1}
		return p, nil
	}
	den := 1
	for range s.dice {
		den *= 6
	}
	ways := map[int]int{}
	blocked := 0
	throw := make([]int, s.dice)
	for i := range den {
		for j, n := 0, i; j < s.dice; j, n = j+1, n/6 {
			throw[j] = 1 + n%6
		}
		cm, b := s.left(throw)
		if b {
			blocked++
			continue
		}
		ways[cm]++
	}
	for cm := 0; cm <= s.halved; cm++ {
		if ways[cm] > 0 {
			p.Outcomes = append(p.Outcomes, CMChance{CM: cm, Chance: Chance{ways[cm], den}})
		}
	}
	p.Blocked = Chance{blocked, den}
	return p, nil
}

// CrouchedMove rolls a move crouched behind an earth bank: 2 cm and one
// die. A man moving so cannot be shot at.
func (r *Rules) CrouchedMove(src dice.Source) (cm int, rolls []int) {
	c := r.crouched()
	cm = c.CM
	for range c.Dice {
		d := dice.D6(src, "argad crouched move")
		rolls = append(rolls, d)
		cm += d
	}
	return cm, rolls
}

// crouched is the crouched move of the earth bank's row.
func (r *Rules) crouched() CrouchedMove {
	for _, tr := range r.Terrain.all {
		if c := tr.Protection.CrouchedMove; c != nil {
			return *c
		}
	}
	return CrouchedMove{} // validate requires one
}
