package chainmail

import (
	"fmt"
	"slices"

	"herald/internal/dice"
)

// ComplexityRow is one spell complexity value of the spell complexity
// table: per magic-user rank (table order) the lowest 2d6 score for an
// immediate and a delayed spell, and the score below which the spell is
// negated. 0 means the text prints no score there.
type ComplexityRow struct {
	Value         int               `yaml:"value" json:"value"`
	Immediate     []int             `yaml:"immediate" json:"immediate"`
	Delayed       []int             `yaml:"delayed" json:"delayed"`
	Negated       []int             `yaml:"negated" json:"negated"`
	Reconstructed map[string]string `yaml:"reconstructed,omitempty" json:"reconstructed,omitempty"`
}

// CounterRule: the stronger magician counters on Stronger or better, a
// weaker one on Stronger plus the difference in rank (Seer against Wizard:
// 7+4 = 11).
type CounterRule struct {
	Stronger int `yaml:"stronger"`
}

// SpellRules are the spell complexity table and counter-spells.
type SpellRules struct {
	Ref        string          `yaml:"ref"`
	Ranks      []string        `yaml:"ranks"` // weakest first
	Complexity []ComplexityRow `yaml:"complexity"`
	Counter    CounterRule     `yaml:"counter"`
}

func (s *SpellRules) validate() error {
	if len(s.Ranks) == 0 {
		return fmt.Errorf("spells: no ranks")
	}
	for i, r := range s.Complexity {
		if r.Value != i+1 {
			return fmt.Errorf("spells: complexity row %d has value %d", i+1, r.Value)
		}
		for _, col := range [][]int{r.Immediate, r.Delayed, r.Negated} {
			if len(col) != len(s.Ranks) {
				return fmt.Errorf("spells: complexity %d has %d entries for %d ranks", r.Value, len(col), len(s.Ranks))
			}
			for _, v := range col {
				if v != 0 && (v < 2 || v > 12) {
					return fmt.Errorf("spells: complexity %d: %d is not on 2d6", r.Value, v)
				}
			}
		}
	}
	return nil
}

// SpellOutcome is what a casting roll does.
type SpellOutcome string

const (
	Immediate SpellOutcome = "takes effect immediately"
	Delayed   SpellOutcome = "delayed until next turn"
	Fails     SpellOutcome = "fails this turn"
	Negated   SpellOutcome = "negated"
)

// Casting explains a spell cast.
type Casting struct {
	Rank       string                    `json:"rank"`
	Complexity int                       `json:"complexity"`
	Immediate  int                       `json:"immediate,omitempty"` // lowest score; 0 = none
	Delayed    int                       `json:"delayed,omitempty"`
	Negated    int                       `json:"negated,omitempty"` // scores below this negate; 0 = never
	Chances    map[SpellOutcome]Fraction `json:"chances"`
	Roll       int                       `json:"roll,omitempty"`
	Outcome    SpellOutcome              `json:"outcome,omitempty"`
	Reference  string                    `json:"ref"`
}

// outcome reads a casting roll.
func (c Casting) outcome(roll int) SpellOutcome {
	switch {
	case c.Immediate != 0 && roll >= c.Immediate:
		return Immediate
	case c.Delayed != 0 && roll >= c.Delayed:
		return Delayed
	case c.Negated != 0 && roll < c.Negated:
		return Negated
	}
	return Fails
}

// PlanCast looks up a spell of the given complexity cast by rank.
func (s *SpellRules) PlanCast(rank string, complexity int) (Casting, error) {
	ri := slices.Index(s.Ranks, rank)
	if ri < 0 {
		return Casting{}, unknown(s.Ref, "magic-user rank", rank, s.Ranks)
	}
	if complexity < 1 || complexity > len(s.Complexity) {
		return Casting{}, errf(s.Ref, "spell complexity %d is not 1-%d", complexity, len(s.Complexity))
	}
	row := s.Complexity[complexity-1]
	c := Casting{Rank: rank, Complexity: complexity, Immediate: row.Immediate[ri], Delayed: row.Delayed[ri], Negated: row.Negated[ri], Reference: s.Ref}
	c.Chances = map[SpellOutcome]Fraction{}
	for roll := 2; roll <= 12; roll++ {
		o := c.outcome(roll)
		f := c.Chances[o]
		c.Chances[o] = Fraction{f.Num + TwoD6Exactly(roll).Num, 36}
	}
	return c, nil
}

// Cast rolls a spell.
func (s *SpellRules) Cast(rank string, complexity int, src dice.Source) (Casting, error) {
	c, err := s.PlanCast(rank, complexity)
	if err != nil {
		return c, err
	}
	c.Roll = dice.TwoD6(src, "chainmail spell")
	c.Outcome = c.outcome(c.Roll)
	return c, nil
}

// CounterSpellScore is the 2d6 score a magic-user of rank counterer needs
// to counter a spell of rank caster. Between equals the dice decide who is
// stronger: wonRollOff says the counterer won.
func (s *SpellRules) CounterSpellScore(counterer, caster string, wonRollOff bool) (int, error) {
	a := slices.Index(s.Ranks, counterer)
	if a < 0 {
		return 0, unknown(RefCounter, "magic-user rank", counterer, s.Ranks)
	}
	b := slices.Index(s.Ranks, caster)
	if b < 0 {
		return 0, unknown(RefCounter, "magic-user rank", caster, s.Ranks)
	}
	switch {
	case a > b, a == b && wonRollOff:
		return s.Counter.Stronger, nil
	case a == b:
		return s.Counter.Stronger + 1, nil
	}
	return s.Counter.Stronger + (b - a), nil
}
