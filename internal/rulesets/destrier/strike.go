package destrier

import (
	"herald/internal/dice"
)

// Strike is a blow struck: its odds, the rolls and what they did.
type Strike struct {
	Odds     Odds       `json:"odds"`
	Hit      Check      `json:"hit"`
	Critical bool       `json:"critical,omitempty"`
	Parry    *Parry     `json:"parry,omitempty"`         // a blow past a WEAPON PARRY
	Shield   *Check     `json:"shield_broken,omitempty"` // a heavy blow past an ACTIVE SHIELD PARRY
	Damage   int        `json:"damage,omitempty"`
	Dice     string     `json:"dice,omitempty"`
	Bash     *Check     `json:"weapon_bash,omitempty"`
	Result   BashResult `json:"bash_result,omitempty"`
	BashRoll int        `json:"bash_roll,omitempty"`
	// After a miss: the defender's counterblow chance (WEAPON PARRY) and
	// whether he may shield bash at once (ACTIVE SHIELD PARRY, large).
	Counter    int  `json:"counter,omitempty"`
	ShieldBash bool `json:"shield_bash,omitempty"`
	// Defender is his status after the blow.
	Defender Status `json:"defender"`
}

// Strike resolves a blow, rolling in this order: 1d100 to hit (a roll
// within the critical chance is a critical hit); past a WEAPON PARRY the
// broken blade and the disarm; past an ACTIVE SHIELD PARRY the shattered
// shield; the damage (GREAT BLOW's extra dice with it); then 1d100 for a
// weapon bash and, if it tells, 1d100 on the bash results.
func (r *Rules) Strike(b Blow, d dice.Source) (Strike, error) {
	o, err := r.Odds(b)
	if err != nil {
		return Strike{}, err
	}
	w, _ := r.weaponFor(b) // Odds found it
	s := Strike{Odds: o, Defender: b.Defender.Status}
	who := b.Attacker.Name + " at " + b.Defender.Name
	s.Hit = Test(d, o.Hit, "blow by "+who)
	if !s.Hit.Success {
		s.Counter = r.ParryCounterChance(o)
		s.ShieldBash = r.ShieldBashAfter(o, b.Defender)
		return s, nil
	}
	s.Critical = s.Hit.Roll <= o.Critical
	if o.Parried {
		p := r.PastParry(w, b.Defender, d)
		s.Parry = &p
		if p.Broken != nil && p.Broken.Success {
			s.Defender.WeaponBroken = true
		}
		if p.Disarmed.Success {
			s.Defender.Disarmed = true
			return s, nil // disarmed instead of wounded
		}
	}
	if o.ShieldParried {
		if c := r.ShieldBreak(w, b.Defender, d); c != nil {
			s.Shield = c
			s.Defender.ShieldBroken = c.Success
		}
	}
	roll := w.Damage
	s.Damage = roll.Throw(d, "damage by "+who)
	s.Dice = roll.String()
	if b.Card == GreatBlow {
		extra := r.GreatBlowDice(w.Class)
		s.Damage += extra.Throw(d, "great blow damage by "+who)
		s.Dice += "+" + extra.String()
	}
	s.Defender = Fighter{b.Defender.Figure, s.Defender}.Wound(s.Damage, s.Critical)
	bash := Test(d, o.WeaponBash, "weapon bash by "+who)
	s.Bash = &bash
	if bash.Success {
		s.Result, s.BashRoll = r.Bash.Resolve(b.Defender.Name, d)
		s.Defender = s.Result.Apply(s.Defender)
	}
	return s, nil
}
