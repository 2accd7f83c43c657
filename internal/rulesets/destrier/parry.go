package destrier

import (
	"slices"

	"herald/internal/dice"
)

// ParryBonus is what a fighter's WEAPON PARRY takes off a blow: his own
// parry bonus and his weapon's (C&S, stand-in).
func (r *Rules) ParryBonus(f Fighter) int {
	p := f.Parry
	if w, err := r.Weapons.Weapon(f.InHand()); err == nil && f.Armed() {
		p += w.Parry
	}
	return p
}

// MayActiveParry reports whether the fighter can use ACTIVE SHIELD PARRY:
// a trained fighter with a whole shield.
func (f Fighter) MayActiveParry() bool { return f.Has(TrainedFighter) && f.ShieldUp() }

// defenceMods are the defender's cards against the blow (THE MELEE CARDS,
// defensive actions): WEAPON PARRY at the front (not against missiles),
// ACTIVE SHIELD PARRY on any frontal side, PASSIVE SHIELD PARRY on the
// shield side, DESPERATE DEFENSE at the front on top of the shield or
// parry bonus, the fencer's guard of WEAPON PLAY, and the dodge.
func (r *Rules) defenceMods(hit *modList, o *Odds, b Blow, w *Weapon) {
	d := b.Defender
	missile := w.Kind == Missile
	has := func(c CardName) bool { return slices.Contains(b.Defences, c) }
	front := b.Lands.Frontal()
	if has(DesperateDefense) && front {
		dd := r.Cards.must(DesperateDefense)
		hit.add("DESPERATE DEFENSE", dd.Section, -dd.Percent("front"))
		o.Desperate = true
		switch {
		case d.MayActiveParry():
			hit.add("DESPERATE DEFENSE: the shield's active parry", r.Armour.Ref(), -r.Armour.Shield(d.Shield).Active)
			o.ShieldParried = true
		case !missile:
			hit.add("DESPERATE DEFENSE: "+d.Name+"'s parry bonus", SecStandIn, -r.ParryBonus(d))
			o.Parried = true
		}
	}
	if has(WeaponParry) && front && !missile && !o.Desperate {
		hit.add("WEAPON PARRY", SecMeleeCards+": WEAPON PARRY", -r.ParryBonus(d))
		o.Parried = true
	}
	if has(ActiveShieldParry) && front && d.MayActiveParry() && !o.Desperate {
		hit.add("ACTIVE SHIELD PARRY", r.Armour.Ref(), -r.Armour.Shield(d.Shield).Active)
		o.ShieldParried = true
	}
	if has(PassiveShieldParry) && b.Lands.Covered() && d.ShieldUp() {
		p := r.Cards.must(PassiveShieldParry)
		hit.add("PASSIVE SHIELD PARRY", p.Section, -p.Percent("shield"))
	}
	if has(WeaponPlay) && front && !missile {
		hit.add(d.Name+"'s WEAPON PLAY", SecStandIn, -r.Cards.must(WeaponPlay).Percent("defence"))
	}
	if dodging(b.Defences) || d.Has(Agile) && !d.Charged {
		bonus, why := r.DodgeBonus(d, b.Lands, b.Guessed && dodging(b.Defences))
		hit.add(why, SecMeleeCards+": DODGE", -bonus)
	}
}

// Parry is what a blow that met a WEAPON PARRY did to the parrying
// weapon: on a miss a counterblow may follow; past the parry an H blow
// may break an L blade, and any blow may disarm instead of wounding.
type Parry struct {
	Broken   *Check `json:"broken,omitempty"`
	Disarmed *Check `json:"disarmed,omitempty"`
}

// PastParry rolls what a blow that hit past a WEAPON PARRY did: an H
// weapon against an L one breaks it on 10%, and any blow disarms the
// parrier on 10% instead of wounding him.
func (r *Rules) PastParry(attacker *Weapon, defender Fighter, d dice.Source) Parry {
	wp := r.Cards.must(WeaponParry)
	var p Parry
	if dw, err := r.Weapons.Weapon(defender.InHand()); err == nil && attacker.Class == Heavy && dw.Class == Light {
		c := Test(d, wp.Percent("broken"), defender.Name+"'s light weapon broken by a heavy blow")
		p.Broken = &c
	}
	c := Test(d, wp.Percent("disarm"), defender.Name+" disarmed past his parry")
	p.Disarmed = &c
	return p
}

// ShieldBreak rolls whether an H or LH blow past an ACTIVE SHIELD PARRY
// shattered the shield: 15% a small one, 5% a large one. A light blow
// never does (nil).
func (r *Rules) ShieldBreak(attacker *Weapon, defender Fighter, d dice.Source) *Check {
	if attacker.Class == Light || !defender.ShieldUp() {
		return nil
	}
	a := r.Cards.must(ActiveShieldParry)
	chance := a.Percent("break_large")
	if defender.Shield == SmallShield {
		chance = a.Percent("break_small")
	}
	c := Test(d, chance, defender.Name+"'s shield shattered")
	return &c
}

// CounterDefences are the cards a parried (or dodged) attacker may choose
// against the counterblow: defensive, one blow or less, and his to play.
func (r *Rules) CounterDefences(f Fighter) []CardName {
	var out []CardName
	for _, c := range r.Cards.List {
		if !c.Defensive() || c.Blows > 1 || !slices.Contains(c.Timing, "counter") || c.MayPlay(f) != nil {
			continue
		}
		if c.Name == ActiveShieldParry && !f.MayActiveParry() {
			continue
		}
		out = append(out, c.Name)
	}
	return out
}

// Counterblow rolls whether a counterblow comes: 1-50% after a parried
// blow, 25% after a dodge the attacker misguessed that kept contact. The
// counterblow itself is a DELIVER BLOW at no blows against the defence
// the attacker chose (CounterDefences), both cards chosen before the roll.
func (r *Rules) Counterblow(chance int, by string, d dice.Source) Check {
	return Test(d, chance, "counterblow by "+by)
}

// ParryCounterChance is WEAPON PARRY's counterblow chance; DESPERATE
// DEFENSE gives none.
func (r *Rules) ParryCounterChance(o Odds) int {
	if !o.Parried || o.Desperate {
		return 0
	}
	return r.Cards.must(WeaponParry).Percent("counterblow")
}

// ShieldBashAfter reports whether a missed blow lets the defender bash
// with his shield at once, for no blows: an ACTIVE SHIELD PARRY with a
// large shield, not a DESPERATE DEFENSE.
func (r *Rules) ShieldBashAfter(o Odds, defender Fighter) bool {
	return o.ShieldParried && !o.Desperate && defender.Shield == LargeShield && defender.ShieldUp()
}
