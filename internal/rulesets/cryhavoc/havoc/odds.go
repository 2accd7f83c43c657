package havoc

import (
	"math"

	"herald/internal/rule"
)

// CombatOdds is the odds of a planned attack before the die is rolled.
type CombatOdds struct {
	Attack, Defence float64
	Original, Final Column // §2: original odds, and final odds after shifts
	Shift           int    // net column shift, + to the right
	Shifts          ShiftSet
	Table           *CombatTable
	Results         [10]Result // Results[dr-1] in the final column
}

// Odds computes the odds of a combat as Resolve would find them.
func (t *Tables) Odds(c *Combat) (CombatOdds, error) {
	if err := t.Legal(c); err != nil {
		return CombatOdds{}, err
	}
	net, set := t.columnShifts(c.Attackers, c.Defenders, c.Pin)
	o := t.oddsFor(c.AttackStrength(), c.DefenceStrength(), net+c.ExtraShift, tableKind(c.Defenders))
	o.Shifts = set
	return o, nil
}

// OddsFor computes odds from bare strengths and a net shift, as a referee
// would at the table (herald odds).
func (t *Tables) OddsFor(attack, defence float64, shift int, target TargetKind) (CombatOdds, error) {
	if !t.prepared {
		return CombatOdds{}, rule.Errorf("26", "tables not prepared")
	}
	if !(attack > 0) || math.IsInf(attack, 0) {
		return CombatOdds{}, rule.Errorf("9.1", "attack strength %v must be a positive number", attack)
	}
	if !(defence > 0) || math.IsInf(defence, 0) {
		return CombatOdds{}, rule.Errorf("9.1", "defence strength %v must be a positive number", defence)
	}
	return t.oddsFor(attack, defence, shift, target), nil
}

func (t *Tables) oddsFor(attack, defence float64, shift int, target TargetKind) CombatOdds {
	orig := t.column(attack, defence)
	final := t.clampColumn(orig + shift)
	tab := t.CombatTableFor(target)
	o := CombatOdds{Attack: attack, Defence: defence, Original: t.Columns[orig], Final: t.Columns[final], Shift: shift, Table: tab}
	for dr := range o.Results {
		o.Results[dr] = tab.Cells[dr][final]
	}
	return o
}

// Outcomes is the chance of each kind of result of a planned attack, each
// between 0 and 1. Killed…Nothing and AttackerHurt sum to 1; HorseKilled
// overlaps them, and CounterHurt (the chance a counter-charge hurts the
// charger) comes on top of whatever the charge did.
type Outcomes struct {
	Killed, Wounded, Stunned, Retreat, Nothing, AttackerHurt float64
	HorseKilled                                              float64
	CounterHurt                                              float64
	ChargeDie                                                bool // the §9.4 charge die is rolled first
}

// Preview gives the full outcome distribution of a planned attack, for the
// web page and the AI. Each result is followed through to what it does to
// the unit it falls on (a wounded defender hit by "dw" counts as killed,
// an animal hit by "dw" as nothing), each unit of a losing group with an
// equal chance (§10.7). Results the rules ignore count as nothing.
func (t *Tables) Preview(c *Combat) (CombatOdds, Outcomes, error) {
	o, err := t.Odds(c)
	if err != nil {
		return o, Outcomes{}, err
	}
	ignoreA := o.Shifts.Has(ShiftPanickedTarget) || spearmanVsWater(c.Attackers, c.Defenders)
	var out Outcomes
	strike := 1.0
	if c.chargeRisk() {
		out.ChargeDie = true
		var p [4]float64
		for dr := 1; dr <= 10; dr++ {
			p[t.ChargeOutcomeFor(dr)] += 0.1
		}
		strike = p[ChargeFull] + p[ChargeCounter]
		out.Nothing += p[ChargeEvaded]
		out.AttackerHurt += p[ChargeParried]
		if p[ChargeCounter] > 0 {
			ch, st := c.Attackers[:1], c.Defenders[:1]
			if st[0].Attack > 0 && !st[0].Panicked && st[0].Health != StunnedState {
				net, _ := t.columnShifts(st, ch, false)
				co := t.oddsFor(st[0].Attack, ch[0].Defence, net, TargetMounted)
				for _, r := range co.Results {
					if r.Code.HurtsDefender() {
						out.CounterHurt += p[ChargeCounter] * 0.1
					}
				}
			}
		}
	}
	for _, r := range o.Results {
		p := strike * 0.1
		switch {
		case r.Code.HurtsAttacker() && !ignoreA:
			out.AttackerHurt += p
		case r.Code.HurtsDefender():
			q := p / float64(len(c.Defenders))
			for i := range c.Defenders {
				tallyEffect(&out, &c.Defenders[i], r, q)
			}
		default:
			out.Nothing += p
		}
	}
	return o, out, nil
}

// tallyEffect adds what result r does to unit u, with chance p.
func tallyEffect(out *Outcomes, u *Combatant, r Result, p float64) {
	kind, horse := effectOf(u, r)
	if horse {
		out.HorseKilled += p
	}
	switch kind {
	case Killed:
		out.Killed += p
	case Wounded:
		out.Wounded += p
	case Stunned:
		out.Stunned += p
	case Retreated:
		out.Retreat += p
	default:
		out.Nothing += p
	}
}

// effectOf is the final effect applyResult would report for r on u
// (its last event), and whether a horse dies; a test keeps the two in step.
func effectOf(u *Combatant, r Result) (EventKind, bool) {
	code, n := r.Code, r.Code.Retreat()
	if u.Kind == TargetAnimal {
		switch {
		case r.HorseKilled:
			return Killed, false
		case n > 0:
			return Retreated, false
		case code != NoEffect:
			return ResultIgnored, false
		}
		return 0, false
	}
	if u.Dog {
		switch {
		case n > 0:
			return Retreated, false
		case code == DefenderKilled, code == AttackerKilled, code == DefenderWounded, code == AttackerWounded, code == DefenderStunned:
			return Killed, false
		}
		return 0, false
	}
	horse := r.HorseKilled && u.Kind == TargetMounted && !u.Dragon
	switch {
	case n > 0:
		if u.Health == StunnedState {
			return Wounded, horse
		}
		return Retreated, horse
	case code == DefenderStunned:
		if u.Health != Healthy {
			return Killed, horse
		}
		return Stunned, horse
	case code == DefenderWounded, code == AttackerWounded:
		if u.Health == WoundedState {
			return Killed, horse
		}
		return Wounded, horse
	case code == DefenderKilled, code == AttackerKilled:
		return Killed, horse
	}
	if horse {
		return HorseKilled, true
	}
	return 0, false
}

// ChancesOf tallies a column of ten results, each with chance 1/10, by
// their table code (for bare strengths, where no unit state is known).
func ChancesOf(results [10]Result) Outcomes {
	var out Outcomes
	for _, r := range results {
		tallyResult(&out, r, 0.1)
	}
	return out
}

func tallyResult(out *Outcomes, r Result, p float64) {
	if r.HorseKilled {
		out.HorseKilled += p
	}
	switch c := r.Code; {
	case c == DefenderKilled:
		out.Killed += p
	case c == DefenderWounded:
		out.Wounded += p
	case c == DefenderStunned:
		out.Stunned += p
	case c.Retreat() > 0 && c.HurtsDefender():
		out.Retreat += p
	case c.HurtsAttacker():
		out.AttackerHurt += p
	default:
		out.Nothing += p
	}
}
