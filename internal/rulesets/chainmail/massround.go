package chainmail

import (
	"fmt"

	"herald/internal/dice"
)

// Engagement is one melee between two bodies on the table: the attacker is
// the body that charged into it (it keeps the part while the melee lasts),
// the defender strikes back. Both strike in the same round.
type Engagement struct {
	Attacker int `json:"attacker"` // index into the round's bodies
	Defender int `json:"defender"`
}

// Blows is one body's strike in a round of mass melee: who strikes whom,
// how they meet, and the dice.
type Blows struct {
	Striker int     `json:"striker"`
	Target  int     `json:"target"`
	Contact Contact `json:"contact"`
	Strike  Strike  `json:"strike"`
}

// MassRound is a planned or fought round of mass melee: every strike of
// every engagement, both sides', with the casualties taken together at
// its end.
type MassRound struct {
	Blows []Blows `json:"blows"`
	// Casualties and Kills are per body: the men it lost, the men it
	// killed. FlankOrRear: an enemy struck it in flank or rear.
	Casualties  []int  `json:"casualties,omitempty"`
	Kills       []int  `json:"kills,omitempty"`
	FlankOrRear []bool `json:"flank_or_rear,omitempty"`
	// After are the bodies with their losses taken.
	After []Body `json:"after,omitempty"`
}

// PlanMassRound works out every strike of a round without rolling: for
// each engagement in order the attacker's strike, then the defender's
// back. A figure fights once a round: figures in reach of two enemies
// strike the one they meet first in the list. An engagement whose bodies
// are not within melee reach is refused, and so is one the text forbids
// (lances against the front of pikes).
func (r *Rules) PlanMassRound(bodies []Body, es []Engagement) (MassRound, error) {
	used := make([][]slot, len(bodies))
	var round MassRound
	for i, e := range es {
		if err := checkEngagement(bodies, e); err != nil {
			return MassRound{}, fmt.Errorf("engagement %d: %w", i+1, err)
		}
		a, d := bodies[e.Attacker], bodies[e.Defender]
		if !r.InReach(a, d) {
			return MassRound{}, errf(RefMass, "%s and %s are not within melee reach (%v)", a.Name, d.Name, r.Rulings.Table.MeleeReach)
		}
		ca, cd := r.ContactOf(a, d), r.ContactOf(d, a)
		if err := r.Mass.CheckAttack(a.Unit(), d.Unit(), ca.Aspect); err != nil {
			return MassRound{}, err
		}
		att := MassSide{Unit: a.Unit(), Attacking: true, Struck: cd.Aspect}
		def := MassSide{Unit: d.Unit(), Struck: ca.Aspect}
		for _, s := range []struct {
			striker, target int
			c               Contact
			me, them        MassSide
		}{{e.Attacker, e.Defender, ca, att, def}, {e.Defender, e.Attacker, cd, def, att}} {
			b := bodies[s.striker]
			var counted []slot
			s.c.Figures, s.c.Men, counted = b.fightingFigures(s.c.slots, r.Rulings.Table.FightingRanks, used[s.striker])
			used[s.striker] = append(used[s.striker], counted...)
			s.me.Men = s.c.Men
			round.Blows = append(round.Blows, Blows{Striker: s.striker, Target: s.target, Contact: s.c, Strike: r.Mass.Plan(s.me, s.them)})
		}
	}
	return round, nil
}

func checkEngagement(bodies []Body, e Engagement) error {
	for _, i := range []int{e.Attacker, e.Defender} {
		if i < 0 || i >= len(bodies) {
			return errf(RefMass, "no body %d", i)
		}
		if bodies[i].Destroyed() {
			return errf(RefMass, "%s has no men left", bodies[i].Name)
		}
	}
	if e.Attacker == e.Defender {
		return errf(RefMass, "%s cannot fight itself", bodies[e.Attacker].Name)
	}
	return nil
}

// ResolveMassRound fights a round of mass melee: every strike is rolled in
// the planned order, and only then are the casualties taken, so a man
// killed this round still strikes (both sides' casualties are taken
// together). A body's losses are capped at its men.
func (r *Rules) ResolveMassRound(bodies []Body, es []Engagement, src dice.Source) (MassRound, error) {
	round, err := r.PlanMassRound(bodies, es)
	if err != nil {
		return MassRound{}, err
	}
	n := len(bodies)
	round.Casualties, round.Kills, round.FlankOrRear = make([]int, n), make([]int, n), make([]bool, n)
	left := make([]int, n)
	for i, b := range bodies {
		left[i] = b.Men
	}
	for i := range round.Blows {
		b := &round.Blows[i]
		b.Strike.Roll(src, bodies[b.Target].Men, "chainmail mass melee: "+bodies[b.Striker].Name)
		// Kills beyond a body's men fall on no one.
		k := min(b.Strike.Kills, left[b.Target])
		left[b.Target] -= k
		round.Casualties[b.Target] += k
		round.Kills[b.Striker] += k
		if b.Contact.Aspect != Front {
			round.FlankOrRear[b.Target] = true
		}
	}
	for i, b := range bodies {
		round.After = append(round.After, b.TakeLosses(round.Casualties[i]))
	}
	return round, nil
}
