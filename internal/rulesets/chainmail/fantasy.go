package chainmail

import (
	"fmt"
	"slices"

	"herald/internal/dice"
)

// FantasyRow is one attacker's row of the fantasy combat table.
type FantasyRow struct {
	Attacker      string            `yaml:"attacker" json:"attacker"`
	Scores        []int             `yaml:"scores" json:"scores"`
	Reconstructed map[string]string `yaml:"reconstructed,omitempty" json:"reconstructed,omitempty"`
}

// FantasyRules is the fantasy combat table (Appendix E).
type FantasyRules struct {
	Ref         string       `yaml:"ref"`
	Creatures   []string     `yaml:"creatures"`
	Rows        []FantasyRow `yaml:"rows"`
	MayWithdraw []string     `yaml:"may_withdraw"` // starred: may leave combat after a NO EFFECT
	PipsAllowed []string     `yaml:"pips_allowed"` // pips add to the total for hero and above
	Hero        string       `yaml:"hero"`
	// HeroMinusOneRefused: a Hero-1 may not attack where a hero needs this.
	HeroMinusOneRefused int `yaml:"hero_minus_one_refused"`
}

func (f *FantasyRules) validate() error {
	if len(f.Rows) != len(f.Creatures) {
		return fmt.Errorf("fantasy: %d rows for %d creatures", len(f.Rows), len(f.Creatures))
	}
	for i, r := range f.Rows {
		if r.Attacker != f.Creatures[i] {
			return fmt.Errorf("fantasy: row %d is %q, want %q (rows in column order)", i+1, r.Attacker, f.Creatures[i])
		}
		if len(r.Scores) != len(f.Creatures) {
			return fmt.Errorf("fantasy: %s has %d scores for %d defenders", r.Attacker, len(r.Scores), len(f.Creatures))
		}
		for j, s := range r.Scores {
			if s < 2 || s > 12 {
				return fmt.Errorf("fantasy: %s vs %s: %d is not on 2d6", r.Attacker, f.Creatures[j], s)
			}
		}
		for d := range r.Reconstructed {
			if !slices.Contains(f.Creatures, d) {
				return fmt.Errorf("fantasy: %s flags unknown defender %q", r.Attacker, d)
			}
		}
	}
	for _, c := range append(append([]string{f.Hero}, f.MayWithdraw...), f.PipsAllowed...) {
		if !slices.Contains(f.Creatures, c) {
			return fmt.Errorf("fantasy: special rule names unknown creature %q", c)
		}
	}
	return nil
}

// FantasyOutcome is what a fantasy combat roll does to the defender.
type FantasyOutcome string

const (
	NoEffect FantasyOutcome = "no effect"
	FallBack FantasyOutcome = "falls back one move"
	Killed   FantasyOutcome = "killed"
)

// FantasyAttack is one attack on the fantasy combat table. Pips are the
// attacker's "+1", "+2" (or "-1" for a Hero-1, see FantasyRules).
type FantasyAttack struct {
	Attacker string `json:"attacker"`
	Defender string `json:"defender"`
	Pips     int    `json:"pips,omitempty"`
}

// FantasyResult explains a fantasy combat attack.
type FantasyResult struct {
	Attack        FantasyAttack  `json:"attack"`
	Score         int            `json:"score"`    // the table total
	Modifier      int            `json:"modifier"` // added to the dice
	Chances       FantasyChances `json:"chances"`
	Roll          int            `json:"roll,omitempty"`
	Outcome       FantasyOutcome `json:"outcome,omitempty"`
	MayWithdraw   bool           `json:"may_withdraw,omitempty"` // the defender may leave after NO EFFECT
	Reconstructed string         `json:"reconstructed,omitempty"`
	Notes         []string       `json:"notes,omitempty"`
	Reference     string         `json:"ref"`
}

// FantasyChances are the exact chances of each outcome.
type FantasyChances struct {
	NoEffect Fraction `json:"no_effect"`
	FallBack Fraction `json:"fall_back"`
	Killed   Fraction `json:"killed"`
}

// FantasyOdds: under the score no effect, equal falls back, over kills.
func FantasyOdds(score, modifier int) FantasyChances {
	s := score - modifier // the dice must beat this
	return FantasyChances{NoEffect: TwoD6Below(s), FallBack: TwoD6Exactly(s), Killed: TwoD6AtLeast(s + 1)}
}

// FantasyOutcomeOf reads a modified total against the table score.
func FantasyOutcomeOf(total, score int) FantasyOutcome {
	switch {
	case total < score:
		return NoEffect
	case total == score:
		return FallBack
	}
	return Killed
}

// PlanFantasy looks up an attack without rolling it.
func (f *FantasyRules) PlanFantasy(a FantasyAttack) (FantasyResult, error) {
	ai := slices.Index(f.Creatures, a.Attacker)
	if ai < 0 {
		return FantasyResult{}, unknown(f.Ref, "fantasy attacker", a.Attacker, f.Creatures)
	}
	di := slices.Index(f.Creatures, a.Defender)
	if di < 0 {
		return FantasyResult{}, unknown(f.Ref, "fantasy defender", a.Defender, f.Creatures)
	}
	row := f.Rows[ai]
	res := FantasyResult{
		Attack: a, Score: row.Scores[di], Reconstructed: row.Reconstructed[a.Defender],
		MayWithdraw: slices.Contains(f.MayWithdraw, a.Defender), Reference: f.Ref,
	}
	switch {
	case a.Pips == 0:
	case a.Attacker == f.Hero && a.Pips == -1:
		// A Hero-1 rolls as a hero, but not where a hero needs the top score.
		if res.Score >= f.HeroMinusOneRefused {
			return FantasyResult{}, errf(f.Ref, "a Hero-1 may not attack a %s: a hero needs %d", a.Defender, res.Score)
		}
		res.Notes = append(res.Notes, "Hero-1 fights on the hero row")
	case a.Pips < 0 && a.Attacker == f.Hero:
		return FantasyResult{}, errf(f.Ref, "characters below Hero-1 cannot fight on the fantasy combat table")
	case slices.Contains(f.PipsAllowed, a.Attacker):
		res.Modifier = a.Pips
		res.Notes = append(res.Notes, fmt.Sprintf("%+d pips on the total", a.Pips))
	default:
		return FantasyResult{}, errf(f.Ref, "pips apply to the fantasy total only for %v, not a %s", f.PipsAllowed, a.Attacker)
	}
	res.Chances = FantasyOdds(res.Score, res.Modifier)
	return res, nil
}

// ResolveFantasy rolls an attack on the fantasy combat table.
func (f *FantasyRules) ResolveFantasy(a FantasyAttack, src dice.Source) (FantasyResult, error) {
	res, err := f.PlanFantasy(a)
	if err != nil {
		return res, err
	}
	res.Roll = dice.TwoD6(src, "chainmail fantasy "+a.Attacker+" vs "+a.Defender)
	res.Outcome = FantasyOutcomeOf(res.Roll+res.Modifier, res.Score)
	return res, nil
}
