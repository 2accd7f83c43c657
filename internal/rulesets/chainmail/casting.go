package chainmail

import (
	"fmt"
	"slices"

	"herald/internal/dice"
)

// CastState is where a spell stands in the round.
type CastState string

// The states of a spell. A spell is begun in step 2 or 3; a caster struck
// by a missile or engaged in melee loses it; in step 5 counter-spells are
// rolled against it and then its casting roll: it takes effect at once,
// is delayed to step 1 of the next round (the text's "spell effects
// carried over from earlier rounds"), fails, or is negated.
const (
	CastBegun     CastState = "begun"
	CastLost      CastState = "lost"
	CastCountered CastState = "countered"
	CastEffect    CastState = "takes effect"
	CastDelayed   CastState = "delayed to next round"
	CastFailed    CastState = "fails"
	CastNegated   CastState = "negated"
)

// SpellCast is one spell in the making.
type SpellCast struct {
	Caster   string        `json:"caster"`
	Rank     string        `json:"rank"`
	Spell    Spell         `json:"spell"`
	Step     int           `json:"step"`
	State    CastState     `json:"state"`
	Reason   string        `json:"reason,omitempty"`
	Counters []CounterRoll `json:"counters,omitempty"`
	Casting  *Casting      `json:"casting,omitempty"`
}

// CounterAttempt is an opposing magic-user countering a spell in step 5.
// WonRollOff settles equals: the counterer proved the stronger.
type CounterAttempt struct {
	Counterer  string `json:"counterer"`
	Rank       string `json:"rank"`
	WonRollOff bool   `json:"won_roll_off,omitempty"`
}

// CounterRoll is a counter-spell rolled.
type CounterRoll struct {
	CounterAttempt
	Need      int      `json:"need"`
	Chance    Fraction `json:"chance"`
	Roll      int      `json:"roll"`
	Countered bool     `json:"countered"`
}

// BeginSpell starts a magic-user's spell in step 2 or 3. He must know it
// and not have cast it already this battle (spent): a spell known is cast
// once a battle.
func (r *Rules) BeginSpell(caster Fighter, known, spent []string, name string, step int) (SpellCast, error) {
	switch {
	case caster.Class != MagicUser:
		return SpellCast{}, errf(RefSpells, "%s is no magic-user and cannot cast", caster.Name)
	case step != 2 && step != 3:
		return SpellCast{}, errf(RefBattle, "spells are begun in step 2 or 3, not step %d", step)
	case caster.Out():
		return SpellCast{}, errf(RefBattle, "%s cannot cast: he is dead or stunned", caster.Name)
	case !slices.Contains(known, name):
		return SpellCast{}, errf(RefSpells, "%s does not know %s (he knows %v)", caster.Name, name, known)
	case slices.Contains(spent, name):
		return SpellCast{}, errf(RefSpells, "%s has already cast %s this battle", caster.Name, name)
	}
	s, err := r.Spell(name)
	if err != nil {
		return SpellCast{}, err
	}
	return SpellCast{Caster: caster.Name, Rank: caster.Rank, Spell: s, Step: step, State: CastBegun}, nil
}

// Lose is the spell lost: its caster was struck by a missile or engaged in
// melee before it took effect.
func (c SpellCast) Lose(reason string) SpellCast {
	if c.State == CastBegun {
		c.State, c.Reason = CastLost, reason
	}
	return c
}

// ResolveSpell is step 5 for one spell: each counter-spell is rolled, in
// the order given, until one counters it; then, if none did, its casting
// roll on the complexity table. A spell no longer begun is left alone.
func (r *Rules) ResolveSpell(c SpellCast, counters []CounterAttempt, src dice.Source) (SpellCast, error) {
	if c.State != CastBegun {
		return c, nil
	}
	for _, ca := range counters {
		need, err := r.Spells.CounterSpellScore(ca.Rank, c.Rank, ca.WonRollOff)
		if err != nil {
			return c, err
		}
		cr := CounterRoll{CounterAttempt: ca, Need: need, Chance: TwoD6AtLeast(need), Roll: dice.TwoD6(src, "chainmail counter-spell: "+ca.Counterer)}
		cr.Countered = cr.Roll >= need
		c.Counters = append(c.Counters, cr)
		if cr.Countered {
			c.State, c.Reason = CastCountered, fmt.Sprintf("countered by %s", ca.Counterer)
			return c, nil
		}
	}
	cast, err := r.Spells.Cast(c.Rank, c.Spell.Complexity, src)
	if err != nil {
		return c, err
	}
	c.Casting = &cast
	c.State = map[SpellOutcome]CastState{Immediate: CastEffect, Delayed: CastDelayed, Fails: CastFailed, Negated: CastNegated}[cast.Outcome]
	return c, nil
}

// RollOff settles which of two magic-users of equal rank is the stronger
// ("by casting dice if necessary"): each rolls two dice, the higher wins;
// on a tie the caster (b) is the stronger.
func RollOff(a, b string, src dice.Source) (aStronger bool, ra, rb int) {
	ra = dice.TwoD6(src, "chainmail roll-off: "+a)
	rb = dice.TwoD6(src, "chainmail roll-off: "+b)
	return ra > rb, ra, rb
}
