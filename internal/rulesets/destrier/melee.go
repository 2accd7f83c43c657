package destrier

import (
	"fmt"
	"slices"
)

// MeleeRules is data/destrier/melee.yaml: the text's numbers for blows
// that are not on a card.
type MeleeRules struct {
	// TACInRound: a TAC card played in a card round costs Moves blows if
	// it moves the figure, Still if not (THE MELEE SEQUENCE).
	TACInRound struct {
		Moves int `yaml:"moves" json:"moves"`
		Still int `yaml:"still" json:"still"`
	} `yaml:"tac_in_round" json:"tac_in_round"`
	// TACReach: a figure not in contact may play a TAC card in a card
	// round if a move of this much could bring it into contact.
	TACReach Inches `yaml:"tac_reach" json:"tac_reach"`
	// Reach: how far a weapon of each kind strikes (CONDUCT OF MELEE 2).
	Reach map[WeaponKind]Inches `yaml:"reach" json:"reach"`
	// Tall: a figure taller than this (feet) reaches as a pole arm.
	Tall float64 `yaml:"tall" json:"tall"`
	// RiderFront: % off a rider's blow through the horse's head, unless
	// his weapon is one of RiderFrontExempt (CONDUCT OF MELEE 4).
	RiderFront       int          `yaml:"rider_front" json:"rider_front"`
	RiderFrontExempt []WeaponKind `yaml:"rider_front_exempt" json:"rider_front_exempt"`
}

func (m *MeleeRules) validate() error {
	if m.TACInRound.Moves < 0 || m.TACInRound.Still < 0 || m.TACInRound.Moves > 6 || m.TACInRound.Still > 6 {
		return fmt.Errorf("tac_in_round: %+v", m.TACInRound)
	}
	if m.TACReach <= 0 || m.TACReach > 12 {
		return fmt.Errorf("tac_reach %v", m.TACReach)
	}
	for k, v := range m.Reach {
		if !slices.Contains(weaponKinds, k) || v < 0 || v > 6 {
			return fmt.Errorf("reach of %q: %v", k, v)
		}
	}
	if m.Tall <= 0 || m.RiderFront < 0 || m.RiderFront > 100 {
		return fmt.Errorf("tall %g, rider_front %d", m.Tall, m.RiderFront)
	}
	for _, k := range m.RiderFrontExempt {
		if !slices.Contains(weaponKinds, k) {
			return fmt.Errorf("rider_front_exempt: kind %q unknown", k)
		}
	}
	return nil
}

// Reach is how far the fighter's weapon strikes from its stand: contact
// for most, 1/2" for pole arms and flails, 1" for pikes and lances; a
// figure over 10 feet tall reaches as a pole arm whatever it holds.
func (r *Rules) Reach(f Fighter) Inches {
	reach := Inches(0)
	if w, err := r.Weapons.Weapon(f.InHand()); err == nil && f.Armed() {
		reach = r.Melee.Reach[w.Kind]
	}
	if f.Height > r.Melee.Tall {
		reach = max(reach, r.Melee.Reach[PoleArm])
	}
	return reach
}

// StrikingWeapon is what a card strikes with: PUNCH the fist, KICK the
// foot (a hooved beast's hoof), TRAMPLE the hoof, any other blow the
// weapon in hand.
func (r *Rules) StrikingWeapon(f Fighter, card CardName) (*Weapon, error) {
	name := f.InHand()
	switch card {
	case Punch:
		name = "fist"
	case Kick:
		name = "foot"
		if f.Has(Hooved) || f.Has(Mule) {
			name = "hoof"
		}
	case Trample:
		name = "hoof"
	default:
		if !f.Armed() {
			return nil, errf(SecMeleeCards+": "+string(card), "%s has no weapon in hand: he may PUNCH, KICK or DRAW WEAPON", f.Name)
		}
	}
	return r.Weapons.Weapon(name)
}

// MayStrikeThrough checks the part of his stand a fighter strikes through
// (CONDUCT OF MELEE 1, 4; INITIAL PREPARATIONS): a man through his shield
// or sword side; a rider through his horse's long sides, or its head with
// a penalty; a beast through its front, a horse kicking also to the rear,
// a mule all round; a counterblow only through a frontal side.
func (r *Rules) MayStrikeThrough(f Fighter, card CardName, through Facing, counter bool) error {
	if counter && !through.Frontal() {
		return errf(SecConduct+" 3", "%s's counterblow must go through a frontal side, not his %s", f.Name, through)
	}
	switch {
	case through.Frontal():
		return nil
	case card == Kick && f.Has(Mule):
		return nil
	case card == Kick && f.Has(Hooved) && through == Rear:
		return nil
	}
	return errf(SecConduct+" 1", "%s cannot strike through his %s: attacks go through a frontal side", f.Name, through)
}
