package chainmail

import (
	"fmt"

	"herald/internal/dice"
)

// MoraleRuling is herald's morale rule; the appendices only say that
// "retreats, routs, and fighting withdrawals begin" in step 1. After a
// round of mass melee a body that lost it (it took more casualties than it
// inflicted) rolls two dice and holds on Stand or more, the score raised
// by PerLoss for each casualty it lost the round by, by BelowHalf once it
// is under half its starting strength and by FlankOrRear if an enemy
// struck it there. Missing by up to FallBackWithin it falls back a move,
// facing the enemy (a fighting withdrawal); missing by more it routs. A
// routing body rallies in step 1 on Rally or more. Bodies of one figure
// (heroes, creatures) test only if SingleFigures is set.
type MoraleRuling struct {
	Stand          int  `yaml:"stand" json:"stand"`
	PerLoss        int  `yaml:"per_loss" json:"per_loss"`
	BelowHalf      int  `yaml:"below_half" json:"below_half"`
	FlankOrRear    int  `yaml:"flank_or_rear" json:"flank_or_rear"`
	FallBackWithin int  `yaml:"fall_back_within" json:"fall_back_within"`
	Rally          int  `yaml:"rally" json:"rally"`
	SingleFigures  bool `yaml:"single_figures" json:"single_figures"`
}

func (m *MoraleRuling) validate() error {
	if m.Stand < 2 || m.Stand > 13 || m.Rally < 2 || m.Rally > 13 || m.PerLoss < 0 || m.BelowHalf < 0 || m.FlankOrRear < 0 || m.FallBackWithin < 0 {
		return fmt.Errorf("stand on %d, rally on %d, +%d a loss, +%d below half, +%d flank or rear, fall back within %d: scores must be 2-13 and the rest not negative",
			m.Stand, m.Rally, m.PerLoss, m.BelowHalf, m.FlankOrRear, m.FallBackWithin)
	}
	return nil
}

// MoraleOutcome is what a morale test does to a body.
type MoraleOutcome string

// The outcomes of a morale test.
const (
	Holds     MoraleOutcome = "holds"
	FallsBack MoraleOutcome = "falls back a move"
	Routs     MoraleOutcome = "routs"
)

// MoraleTest is one body's morale test after a round of mass melee.
type MoraleTest struct {
	Body      int           `json:"body"`
	Need      int           `json:"need"` // two dice must reach this to hold
	Roll      int           `json:"roll,omitempty"`
	Outcome   MoraleOutcome `json:"outcome,omitempty"`
	Chances   MoraleChances `json:"chances"`
	Notes     []string      `json:"notes,omitempty"`
	Reference string        `json:"ref"`
}

// MoraleChances are the exact chances of each outcome.
type MoraleChances struct {
	Holds     Fraction `json:"holds"`
	FallsBack Fraction `json:"falls_back"`
	Routs     Fraction `json:"routs"`
}

// MoraleTests are the tests a fought round calls for, not yet rolled:
// one for each body still standing that lost the round.
func (r *Rules) MoraleTests(round MassRound) []MoraleTest {
	m := r.Rulings.Morale
	var out []MoraleTest
	for i, b := range round.After {
		lost := round.Casualties[i] - round.Kills[i]
		if b.Destroyed() || lost <= 0 || (b.Figures() == 1 && b.PerFigure > 1 && !m.SingleFigures) {
			continue
		}
		t := MoraleTest{Body: i, Need: m.Stand + m.PerLoss*lost, Reference: RefBattle}
		t.Notes = append(t.Notes, fmt.Sprintf("lost the round by %d", lost))
		if 2*b.Men < b.StartMen {
			t.Need += m.BelowHalf
			t.Notes = append(t.Notes, "under half strength")
		}
		if round.FlankOrRear[i] {
			t.Need += m.FlankOrRear
			t.Notes = append(t.Notes, "struck in flank or rear")
		}
		t.Chances = MoraleChances{
			Holds:     TwoD6AtLeast(t.Need),
			FallsBack: Fraction{TwoD6AtLeast(t.Need-m.FallBackWithin).Num - TwoD6AtLeast(t.Need).Num, 36},
			Routs:     TwoD6Below(t.Need - m.FallBackWithin),
		}
		out = append(out, t)
	}
	return out
}

// RollMorale rolls a morale test.
func (r *Rules) RollMorale(t MoraleTest, src dice.Source) MoraleTest {
	t.Roll = dice.TwoD6(src, "chainmail morale")
	switch {
	case t.Roll >= t.Need:
		t.Outcome = Holds
	case t.Roll >= t.Need-r.Rulings.Morale.FallBackWithin:
		t.Outcome = FallsBack
	default:
		t.Outcome = Routs
	}
	return t
}

// RollRally rolls for a routing body in step 1: it rallies on the rulings'
// score or more.
func (r *Rules) RollRally(src dice.Source) (roll int, rallied bool) {
	roll = dice.TwoD6(src, "chainmail rally")
	return roll, roll >= r.Rulings.Morale.Rally
}
