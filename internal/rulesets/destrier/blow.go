package destrier

import (
	"fmt"
	"slices"
)

// Blow is one blow as the rules weigh it: who strikes whom with which
// card, through and onto which parts of their stands, after which TAC
// cards, against which defences.
type Blow struct {
	Attacker, Defender Fighter
	// Card is the striking card: DELIVER BLOW, WEAPON PLAY, FEROCITY,
	// GREAT BLOW, PUNCH, KICK, TRAMPLE PRONE FIGURE, FIRE/THROW MISSILE.
	Card         CardName
	WithFerocity bool // GREAT BLOW played with FEROCITY: their bonuses add
	// Defences are the defender's cards of the card round (or the one
	// defensive card he chose against a counterblow).
	Defences []CardName
	Through  Facing // the attacker's part the blow goes out through
	Lands    Facing // the defender's part it lands on
	// Maneuver is the Tactical Maneuver Matrix cell of the two figures'
	// TAC cards; Initiative says the attacker of this blow is the
	// matrix's attacker (its Hit applies, else its Reply).
	Maneuver   Maneuver
	Initiative bool
	// Guessed: the defender dodged and this attacker guessed the way.
	Guessed bool
	// MountSpeed is the speed of the attacker's steed when he rides.
	MountSpeed Speed
	Counter    bool   // a free counterblow
	Range      Inches // a missile's range
	// ChargeRear: a cavalry charge from behind (+25%), or ChargeReply
	// the target's reply to one (-25%) (CHARGE MOVEMENT).
	ChargeRear, ChargeReply bool
}

// Mod is one modifier of a chance, with the rule that gives it.
type Mod struct {
	Why     string `json:"why"`
	Section string `json:"section"`
	Value   int    `json:"value"`
}

// Odds are a blow's chances in percent and every modifier behind them.
type Odds struct {
	Weapon     string `json:"weapon"`
	Hit        int    `json:"hit"`
	Critical   int    `json:"critical"`
	WeaponBash int    `json:"weapon_bash"`
	HitMods    []Mod  `json:"hit_mods"`
	CritMods   []Mod  `json:"critical_mods,omitempty"`
	BashMods   []Mod  `json:"bash_mods,omitempty"`
	// Which defences told (the parry and shield outcomes depend on it).
	Parried, ShieldParried, Desperate bool `json:"-"`
}

type modList []Mod

func (l *modList) add(why, sec string, v int) {
	if v != 0 {
		*l = append(*l, Mod{Why: why, Section: sec, Value: v})
	}
}

func (l modList) sum() int {
	t := 0
	for _, m := range l {
		t += m.Value
	}
	return t
}

// Odds weighs a blow: the weapon's chance against the defender's armour
// (C&S, herald's stand-in), the Tactical Maneuver Matrix, the cards of
// both figures, where the blow lands, a rider's penalties and the
// defender's dodge. It refuses a blow that may not be struck at all.
func (r *Rules) Odds(b Blow) (Odds, error) {
	card, err := r.Cards.Card(string(b.Card))
	if err != nil {
		return Odds{}, err
	}
	if !card.Strikes() || card.Kind == KindGrapple || card.Kind == KindSpell {
		return Odds{}, errf(card.Section, "%s does not strike a blow", card.Name)
	}
	if card.Kind != KindMissile {
		if err := r.MayStrikeThrough(b.Attacker, card.Name, b.Through, b.Counter); err != nil {
			return Odds{}, err
		}
	}
	if b.Initiative && b.Maneuver.NoHit || !b.Initiative && b.Maneuver.NoReply {
		return Odds{}, errf(r.Maneuvers.Ref(), "%s cannot strike: %s against %s leaves him no blow", b.Attacker.Name, b.Maneuver.Attacker, b.Maneuver.Defender)
	}
	w, err := r.weaponFor(b)
	if err != nil {
		return Odds{}, err
	}
	var hit, crit, bash modList
	base := w.HitVersus(b.Defender.Armour)
	hit.add(fmt.Sprintf("%s against armour class %d", w.Name, b.Defender.Armour), r.Weapons.Ref(), base)
	r.attackerMods(&hit, b, w)
	r.cardMods(&hit, &crit, &bash, b)
	r.positionMods(&hit, b)
	o := Odds{Weapon: w.Name}
	r.defenceMods(&hit, &o, b, w)
	o.Hit = hit.sum()
	o.HitMods = hit
	crit.add("part of the hit chance", r.Weapons.Ref(), r.Weapons.Critical.Of(Inches(max(o.Hit, 0))).floor())
	o.Critical = min(max(crit.sum(), 0), max(o.Hit, 0))
	o.CritMods = crit
	bash.add("class "+string(w.Class)+" weapon", r.Bash.Ref(), r.Bash.Weapon[w.Class])
	bash.add(w.Name, r.Weapons.Ref(), w.WeaponBash)
	o.WeaponBash = max(bash.sum(), 0)
	o.BashMods = bash
	return o, nil
}

func (a Inches) floor() int { return int(a + epsilon) }

func (r *Rules) weaponFor(b Blow) (*Weapon, error) {
	if b.Card == FireThrow {
		if b.Attacker.Missile == "" {
			return nil, errf(SecMeleeCards+": FIRE/THROW MISSILE", "%s has no missile weapon", b.Attacker.Name)
		}
		return r.Weapons.Weapon(b.Attacker.Missile)
	}
	return r.StrikingWeapon(b.Attacker, b.Card)
}

// attackerMods are the striker's own: his bonuses, a missile's range, a
// rider's penalties for the horse's head and its speed.
func (r *Rules) attackerMods(hit *modList, b Blow, w *Weapon) {
	a := b.Attacker
	hit.add(a.Name+"'s bonus to hit", SecStandIn, a.Hit)
	if w.Class == Heavy {
		hit.add("heavy weapon bonus", SecStandIn, a.HeavyHit)
	}
	if w.Kind == Missile {
		hit.add("range "+b.Range.String(), r.Weapons.Ref(), missileRange(w, b.Range))
		return
	}
	if b.Initiative {
		hit.add("Tactical Maneuver Matrix: "+string(b.Maneuver.Attacker)+" against "+string(b.Maneuver.Defender), r.Maneuvers.Ref(), b.Maneuver.Hit)
	} else {
		hit.add("Tactical Maneuver Matrix: reply to "+string(b.Maneuver.Attacker)+" with "+string(b.Maneuver.Defender), r.Maneuvers.Ref(), b.Maneuver.Reply)
	}
	if a.Mounted() && b.Through == Head && !slices.Contains(r.Melee.RiderFrontExempt, w.Kind) {
		hit.add("through the horse's head", SecConduct+" 4", -r.Melee.RiderFront)
	}
	if a.Mounted() {
		hit.add("from a horse at "+string(b.MountSpeed.orStand()), SecChargeSpeed, -r.RiderSpeedPenalty(w, b.MountSpeed))
	}
}

// missileRange is the range band's modifier; beyond the last band the
// shot cannot hit (-100).
func missileRange(w *Weapon, at Inches) int {
	for _, band := range w.Ranges {
		if at.AtMost(band.Upto) {
			return band.Hit
		}
	}
	return -100
}

// cardMods are the bonuses of the striker's cards and state: GREAT BLOW,
// the berserk's, a ferocious defender's open guard, WEAPON PLAY.
func (r *Rules) cardMods(hit, crit, bash *modList, b Blow) {
	if b.Card == GreatBlow {
		g := r.Cards.must(GreatBlow)
		hit.add("GREAT BLOW", g.Section, g.Percent("hit"))
		crit.add("GREAT BLOW", g.Section, g.Percent("critical"))
		bash.add("GREAT BLOW", g.Section, g.Percent("weapon_bash"))
	}
	if b.Card == WeaponPlay {
		p := r.Cards.must(WeaponPlay)
		hit.add("WEAPON PLAY", SecStandIn, p.Percent("hit"))
	}
	f := r.Cards.must(Ferocity)
	if b.Attacker.Berserk {
		hit.add("berserk", f.Section, f.Percent("hit"))
		crit.add("berserk", f.Section, f.Percent("critical"))
		bash.add("berserk", f.Section, f.Percent("weapon_bash"))
	}
	if b.Defender.Berserk {
		hit.add(b.Defender.Name+" is berserk, foreswearing defence", f.Section, f.Percent("easier"))
	}
	if b.Guessed {
		d := r.Cards.must(DodgeLeft)
		bash.add("guessed the dodge", d.Section, d.Percent("guessed_bash"))
	}
}

// positionMods are where the blow lands: the rear, a kneeling or prone
// defender, a charge from behind and the reply to it.
func (r *Rules) positionMods(hit *modList, b Blow) {
	switch {
	case b.ChargeRear:
		hit.add("charge from behind", SecCharge, r.Charge.Rear)
	case b.Lands == Rear:
		hit.add("at the rear", r.Maneuvers.Ref(), r.Maneuvers.Rear)
	}
	if b.ChargeReply {
		hit.add("reply to a charge from behind", SecCharge, -r.Charge.RearReply)
	}
	switch b.Defender.Posture {
	case Kneeling:
		hit.add(b.Defender.Name+" is on his knees", r.Maneuvers.Ref(), r.Maneuvers.Kneeling)
	case Prone:
		hit.add(b.Defender.Name+" is down", r.Maneuvers.Ref(), r.Maneuvers.Prone)
	}
}
