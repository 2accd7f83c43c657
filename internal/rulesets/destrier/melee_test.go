package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// hasMod reports whether odds hold a modifier of value whose reason
// contains why.
func hasMod(mods []destrier.Mod, why string, value int) bool {
	for _, m := range mods {
		if m.Value == value && contains(m.Why, why) {
			return true
		}
	}
	return false
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// A blow's odds, modifier by modifier (CONDUCT OF MELEE; the cards; the
// stand-in matrices). Sir Hugh's sword hits armour class 5 on 45% and he
// has +10%: 55% before anything else.
func TestConductOfMelee_Odds(t *testing.T) {
	r := rules(t)
	hugh := fighter(t, "knight", "Sir Hugh")
	rafe := fighter(t, "man-at-arms", "Rafe", blue)
	wat := fighter(t, "archer", "Wat", blue) // AC 2: the sword's 54%, +10 = 64
	piers := fighter(t, "halberdier", "Piers", blue)
	stand := r.Maneuvers.Lookup(destrier.StandGround, destrier.StandGround)
	blow := func(edit ...func(*destrier.Blow)) destrier.Blow {
		b := destrier.Blow{Attacker: hugh, Defender: rafe, Card: destrier.DeliverBlow, Through: destrier.SwordSide,
			Lands: destrier.ShieldSide, Maneuver: stand, Initiative: true}
		for _, e := range edit {
			e(&b)
		}
		return b
	}
	defends := func(cs ...destrier.CardName) func(*destrier.Blow) { return func(b *destrier.Blow) { b.Defences = cs } }
	lands := func(f destrier.Facing) func(*destrier.Blow) { return func(b *destrier.Blow) { b.Lands = f } }
	on := func(f destrier.Fighter) func(*destrier.Blow) { return func(b *destrier.Blow) { b.Defender = f } }
	by := func(f destrier.Fighter) func(*destrier.Blow) { return func(b *destrier.Blow) { b.Attacker = f } }
	for _, tc := range []struct {
		name           string
		b              destrier.Blow
		hit, crit, bsh int
		mod            string // a modifier that must be listed with value
		value          int
	}{
		{"the plain blow", blow(), 55, 5, 15, "sword against armour class", 45},
		{"GREAT BLOW: +10% to hit, critical and weapon bash", blow(func(b *destrier.Blow) { b.Card = destrier.GreatBlow }), 65, 16, 25, "GREAT BLOW", 10},
		{"FEROCITY: the berserk +25%, +10% critical and bash", blow(by(fighter(t, "knight", "Sir Hugh", berserk))), 80, 18, 25, "berserk", 25},
		{"FEROCITY: a berserk is 10% easier to hit", blow(on(fighter(t, "man-at-arms", "Rafe", berserk))), 65, 6, 15, "foreswearing defence", 10},
		{"a blow at the rear", blow(lands(destrier.Rear)), 80, 8, 15, "at the rear", 25},
		{"a prone defender", blow(on(fighter(t, "man-at-arms", "Rafe", posture(destrier.Prone)))), 75, 7, 15, "is down", 20},
		{"a kneeling defender", blow(on(fighter(t, "man-at-arms", "Rafe", posture(destrier.Kneeling)))), 65, 6, 15, "on his knees", 10},
		{"TIME SEQUENCE 5.A.2.b: the Matrix's attacker", blow(func(b *destrier.Blow) { b.Maneuver = r.Maneuvers.Lookup(destrier.Charge, destrier.StandGround) }), 60, 6, 15, "CHARGE against STAND GROUND", 5},
		{"TIME SEQUENCE 5.A.2.b: the defender's reply", blow(func(b *destrier.Blow) {
			b.Maneuver = r.Maneuvers.Lookup(destrier.Charge, destrier.StandGround)
			b.Initiative = false
		}), 65, 6, 15, "reply to CHARGE with STAND GROUND", 10},
		{"WEAPON PARRY at the front: parry bonus and weapon", blow(defends(destrier.WeaponParry)), 40, 4, 15, "WEAPON PARRY", -15},
		{"WEAPON PARRY does not guard the rear", blow(defends(destrier.WeaponParry), lands(destrier.Rear)), 80, 8, 15, "at the rear", 25},
		{"ACTIVE SHIELD PARRY on a frontal side", blow(defends(destrier.ActiveShieldParry), lands(destrier.SwordSide)), 45, 4, 15, "ACTIVE SHIELD PARRY", -10},
		{"ACTIVE SHIELD PARRY not at the rear", blow(defends(destrier.ActiveShieldParry), lands(destrier.Rear)), 80, 8, 15, "at the rear", 25},
		{"PASSIVE SHIELD PARRY: the shield side", blow(defends(destrier.PassiveShieldParry)), 45, 4, 15, "PASSIVE SHIELD PARRY", -10},
		{"PASSIVE SHIELD PARRY: not the sword side", blow(defends(destrier.PassiveShieldParry), lands(destrier.SwordSide)), 55, 5, 15, "sword against", 45},
		{"DESPERATE DEFENSE: -25% and the shield", blow(defends(destrier.DesperateDefense, destrier.ActiveShieldParry)), 20, 2, 15, "DESPERATE DEFENSE", -25},
		{"DESPERATE DEFENSE: -25% and the parry without a shield", blow(on(piers), defends(destrier.DesperateDefense, destrier.WeaponParry)), 20, 2, 15, "parry bonus", -10},
		{"WEAPON PLAY guards the front (stand-in)", blow(defends(destrier.WeaponPlay)), 45, 4, 15, "WEAPON PLAY", -10},
		{"DODGE: the archer's 15%", blow(on(wat), defends(destrier.DodgeLeft)), 49, 4, 15, "dodge", -15},
		{"DODGE: half against a rear attack", blow(on(wat), defends(destrier.DodgeLeft), lands(destrier.Rear)), 82, 8, 15, "at the rear (half)", -7},
		{"DODGE: half against a right guess, +35% to bash", blow(on(wat), defends(destrier.DodgeLeft), func(b *destrier.Blow) { b.Guessed = true }), 57, 5, 50, "guessed (half)", -7},
		{"DODGE: wolves dodge unasked (20%, -10% in armour class 1)", blow(on(fighter(t, "wolf", "Grey")), lands(destrier.Front)), 57, 5, 15, "dodge, armour class 1", -10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, err := r.Odds(tc.b)
			if err != nil {
				t.Fatal(err)
			}
			if o.Hit != tc.hit || o.Critical != tc.crit || o.WeaponBash != tc.bsh {
				t.Errorf("hit %d, critical %d, bash %d; want %d, %d, %d\n%+v", o.Hit, o.Critical, o.WeaponBash, tc.hit, tc.crit, tc.bsh, o.HitMods)
			}
			if !hasMod(o.HitMods, tc.mod, tc.value) && !hasMod(o.BashMods, tc.mod, tc.value) {
				t.Errorf("no modifier %q of %d in %+v", tc.mod, tc.value, o.HitMods)
			}
		})
	}
}

// CONDUCT OF MELEE 4, CHARGE MOVEMENT (speed of mount): a rider's blows.
func TestConductOfMelee4_RiderPenalties(t *testing.T) {
	r := rules(t)
	rafe := fighter(t, "man-at-arms", "Rafe", blue)
	stand := r.Maneuvers.Lookup(destrier.StandGround, destrier.StandGround)
	for _, tc := range []struct {
		name    string
		weapon  string
		through destrier.Facing
		speed   destrier.Speed
		mod     int // total of the rider's penalties
	}{
		{"sword through the horse's side at a stand", "sword", destrier.SwordSide, destrier.AtStand, 0},
		{"sword through the horse's head: -20%", "sword", destrier.Head, destrier.AtStand, -20},
		{"lance through the head: no penalty", "lance", destrier.Head, destrier.AtStand, 0},
		{"spear through the head: no penalty", "spear", destrier.Head, destrier.AtStand, 0},
		{"sword at a trot: no modification", "sword", destrier.SwordSide, destrier.AtTrot, 0},
		{"sword at a canter: -10%", "sword", destrier.SwordSide, destrier.AtCanter, -10},
		{"sword at a gallop: -20%", "sword", destrier.SwordSide, destrier.AtGallop, -20},
		{"sword at the full charge: -35%", "sword", destrier.SwordSide, destrier.AtCharge, -35},
		{"lance at the full charge: none", "lance", destrier.SwordSide, destrier.AtCharge, 0},
		{"flail at a gallop: none", "flail", destrier.SwordSide, destrier.AtGallop, 0},
		{"spear (length 6) at a gallop: none", "spear", destrier.SwordSide, destrier.AtGallop, 0},
		{"sword through the head at a canter: both", "sword", destrier.Head, destrier.AtCanter, -30},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rider := fighter(t, "knight", "Sir Guy", riding("Bayard"), func(f *destrier.Fighter) { f.Drawn = tc.weapon })
			foot := rider
			foot.Figure = &destrier.Figure{}
			*foot.Figure = *rider.Figure
			foot.Mount = ""
			b := destrier.Blow{Attacker: rider, Defender: rafe, Card: destrier.DeliverBlow, Through: tc.through, Lands: destrier.SwordSide,
				Maneuver: stand, Initiative: true, MountSpeed: tc.speed}
			mounted, err := r.Odds(b)
			if err != nil {
				t.Fatal(err)
			}
			b.Attacker = foot
			b.Through = destrier.SwordSide
			onFoot, err := r.Odds(b)
			if err != nil {
				t.Fatal(err)
			}
			if got := mounted.Hit - onFoot.Hit; got != tc.mod {
				t.Errorf("rider's penalties %d, want %d: %+v", got, tc.mod, mounted.HitMods)
			}
		})
	}
}

// CONDUCT OF MELEE 1, 3: which parts of a stand a blow may go out through.
func TestConductOfMelee1_StrikeThrough(t *testing.T) {
	r := rules(t)
	man := fighter(t, "knight", "Sir Hugh")
	horse := fighter(t, "war-horse", "Bayard")
	mule := fighter(t, "mule", "Neddy")
	for _, tc := range []struct {
		name    string
		f       destrier.Fighter
		card    destrier.CardName
		through destrier.Facing
		counter bool
		ok      bool
	}{
		{"a man through his sword side", man, destrier.DeliverBlow, destrier.SwordSide, false, true},
		{"a man through his shield side", man, destrier.DeliverBlow, destrier.ShieldSide, false, true},
		{"a man not through his rear", man, destrier.DeliverBlow, destrier.Rear, false, false},
		{"a horse kicks to the rear", horse, destrier.Kick, destrier.Rear, false, true},
		{"a horse does not bite to the rear", horse, destrier.DeliverBlow, destrier.Rear, false, false},
		{"a horse does not kick to the side", horse, destrier.Kick, destrier.Flank, false, false},
		{"a mule kicks all round", mule, destrier.Kick, destrier.Flank, false, true},
		{"a counterblow through a frontal side", man, destrier.DeliverBlow, destrier.ShieldSide, true, true},
		{"no counterblow through the rear, even a mule's", mule, destrier.Kick, destrier.Rear, true, false},
	} {
		err := r.MayStrikeThrough(tc.f, tc.card, tc.through, tc.counter)
		if (err == nil) != tc.ok {
			t.Errorf("%s: %v", tc.name, err)
		}
		if err != nil {
			wantRuleError(t, err, destrier.SecConduct)
		}
	}
}

// Blows that cannot be struck at all are refused, not weighed.
func TestConductOfMelee_OddsRefusals(t *testing.T) {
	r := rules(t)
	hugh := fighter(t, "knight", "Sir Hugh")
	rafe := fighter(t, "man-at-arms", "Rafe", blue)
	base := destrier.Blow{Attacker: hugh, Defender: rafe, Card: destrier.DeliverBlow, Through: destrier.SwordSide, Lands: destrier.SwordSide,
		Maneuver: r.Maneuvers.Lookup(destrier.StandGround, destrier.StandGround), Initiative: true}
	b := base
	b.Maneuver = r.Maneuvers.Lookup(destrier.RunAway, destrier.StandGround)
	_, err := r.Odds(b)
	wantRuleError(t, err, destrier.SecStandIn, "cannot strike")
	b = base
	b.Card = destrier.WeaponParry
	_, err = r.Odds(b)
	wantRuleError(t, err, "THE MELEE CARDS: WEAPON PARRY", "does not strike")
	b = base
	b.Attacker = fighter(t, "knight", "Sir Hugh", func(f *destrier.Fighter) { f.Disarmed = true })
	_, err = r.Odds(b)
	wantRuleError(t, err, "THE MELEE CARDS: DELIVER BLOW", "PUNCH")
	b.Card = destrier.Punch
	o, err := r.Odds(b)
	if err != nil || o.Weapon != "fist" {
		t.Errorf("a disarmed man punches: %+v, %v", o, err)
	}
	b = base
	b.Through = destrier.Rear
	_, err = r.Odds(b)
	wantRuleError(t, err, destrier.SecConduct+" 1")
}

// FIRE/THROW MISSILE: the missile's own chance and its range; a weapon
// parry does not turn a missile.
func TestMeleeCards_FireThrowOdds(t *testing.T) {
	r := rules(t)
	wat := fighter(t, "archer", "Wat")
	rafe := fighter(t, "man-at-arms", "Rafe", blue)
	bow, _ := r.Weapons.Weapon("long-bow")
	for _, tc := range []struct {
		at   destrier.Inches
		want int
	}{
		{6, bow.HitVersus(5) + 5},
		{8, bow.HitVersus(5) + 5},
		{10, bow.HitVersus(5) + 5 - 10},
		{24, bow.HitVersus(5) + 5 - 25},
		{30, bow.HitVersus(5) + 5 - 100},
	} {
		b := destrier.Blow{Attacker: wat, Defender: rafe, Card: destrier.FireThrow, Lands: destrier.SwordSide, Range: tc.at,
			Defences: []destrier.CardName{destrier.WeaponParry}}
		o, err := r.Odds(b)
		if err != nil || o.Hit != tc.want || o.Weapon != "long-bow" {
			t.Errorf("at %v: %+v, %v; want %d", tc.at, o, err, tc.want)
		}
	}
}
