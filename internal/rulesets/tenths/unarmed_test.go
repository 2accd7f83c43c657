package tenths_test

import (
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
)

func TestUnarmed(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "unarmed")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "hand", "none"), Defender: fighter(t, r, "Bob", "sword", "none"), Defence: tenths.Parry}
	got, err := r.Prepare(ms, x)
	if err != nil {
		t.Fatal(err)
	}
	// Hand: B "Skill-6" is 5 - 6 = -1, plus skill again: 4; base speed
	// 12 - 5 - 5 = 2; anti-parry 3.0 × 5 = 15.
	if got.Figures.BlowStrength != 4 || got.Figures.BaseSpeed != 2 || got.Figures.AttackFactor != 15 || got.Figures.HitClass != tenths.ShortStab {
		t.Errorf("punch %+v", got.Figures)
	}
	// A kick in leg armour of 9 or more: +4; medium stab table.
	x.Attacker.Weapon = weapon(t, r, "foot")
	x.Attacker.Armour = armour(t, r, "full") // leg 10
	got, _ = r.Prepare(ms, x)
	if got.Figures.BlowStrength != 5-4+5+4 || got.Figures.HitClass != tenths.MediumStab {
		t.Errorf("armoured kick %+v", got.Figures)
	}
	x.Attacker.Armour = armour(t, r, "std") // arm 3, leg 2: nothing
	x.Attacker.Weapon = weapon(t, r, "hand")
	got, _ = r.Prepare(ms, x)
	if alterationBy(got, tenths.TagUnarmed, "blow strength") != 5 {
		t.Errorf("arm protection 3 adds nothing: %v", got.Alterations)
	}
	// Parrying with the hand: blow 10 + excess -4 = 6 to the arm; -12
	// does nothing.
	if b, harms := tenths.HandParry(10, -4); b != 6 || !harms {
		t.Error("hand parry 6")
	}
	if _, harms := tenths.HandParry(10, -12); harms {
		t.Error("a blow of -2 harms")
	}
	// A parried punch: blow 4 - 2 × 5.0 - (-8) = 2 to the puncher.
	if got := tenths.ParriedStrike(4, tenths.Whole(5), -8); got != 2 {
		t.Errorf("parried punch %d, want 2", got)
	}
}

func TestGrappling(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "unarmed", "falls", "grappling")
	hand := func(s tenths.Situation, d tenths.Defence) (tenths.Exchange, error) {
		x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "hand", "none"), Defender: fighter(t, r, "Bob", "hand", "none"), Defence: d, Situation: s}
		return r.Prepare(ms, x)
	}
	got, err := hand(tenths.Situation{Grapple: tenths.Grab}, tenths.Parry)
	if err != nil || got.Figures.Damaging || alterationBy(got, tenths.TagGrappling, "attack potential") != 2 {
		t.Errorf("grab %+v %v", got.Figures, err)
	}
	_, err = hand(tenths.Situation{Grapple: tenths.GrappleHit}, tenths.Parry)
	wantRule(t, err, tenths.TagGrappling, "advantage")
	got, err = hand(tenths.Situation{Grapple: tenths.GrappleHit, Advantage: true}, tenths.Parry)
	if err != nil || alterationBy(got, tenths.TagGrappling, "attack potential") != 4 || !got.Figures.Damaging {
		t.Errorf("attack in a grapple %+v %v", got.Figures, err)
	}
	// Only dodges and hand parries defend in a grapple.
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "dagger", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Grapple: tenths.GrappleHit, Advantage: true}}
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagGrappling, "hand parries")
	x.Attacker.Weapon, x.Defence = weapon(t, r, "sword"), tenths.ActiveDodge
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagGrappling, "close quarters weapon")
	// Disengaging: against the active dodge, +5 with the advantage, -5
	// without.
	got, _ = hand(tenths.Situation{Grapple: tenths.Disengage, Advantage: true}, tenths.ActiveDodge)
	if alterationBy(got, tenths.TagGrappling, "attack potential") != 5 || got.Figures.Damaging {
		t.Errorf("disengage with advantage %v", got.Alterations)
	}
	got, _ = hand(tenths.Situation{Grapple: tenths.Disengage}, tenths.ActiveDodge)
	if alterationBy(got, tenths.TagGrappling, "attack potential") != -5 {
		t.Errorf("disengage without advantage %v", got.Alterations)
	}
	_, err = hand(tenths.Situation{Grapple: tenths.Disengage}, tenths.Parry)
	wantRule(t, err, tenths.TagGrappling, "active dodge")
	// Dodging in a grapple moves both to a random adjacent hex.
	at := hex.MustParse("K10")
	if h, roll := tenths.GrappleDodge(at, false, scripted(4)); h != at.Neighbor(hex.S) || roll != 4 {
		t.Errorf("grapple dodge d6 4: %v", h)
	}
	if !tenths.AdvantageAfter(true) || tenths.AdvantageAfter(false) || tenths.KnockBackApplies(true) {
		t.Error("advantage and knock backs in a grapple")
	}
}

func TestThrows(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "unarmed", "falls", "grappling")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "hand", "none"), Defender: fighter(t, r, "Bob", "hand", "none"),
		Defence: tenths.ActiveDodge, Situation: tenths.Situation{Grapple: tenths.Throw, Advantage: true}}
	got, err := r.Prepare(ms, x)
	if err != nil || got.Figures.Damaging {
		t.Errorf("throw %+v %v", got.Figures, err)
	}
	if tenths.ThrowBlow(4, 6) != 10 {
		t.Error("throw blow = hand blow + excess")
	}
	// The thrower chooses the diagram.
	f, _ := r.KnockDown(hex.MustParse("K10"), hex.S, "left", scripted(1))
	if f.Dodge.Diagram != "left" || f.Lies[1] != hex.MustParse("K10").Neighbor(hex.SE) {
		t.Errorf("thrown with the left diagram: %+v", f)
	}
	// A man on the ground is attacked with a medium or long weapon or a
	// foot, and only passively dodges.
	y := tenths.Exchange{Attacker: fighter(t, r, "Ann", "dagger", "none"), Defender: fighter(t, r, "Bob", "hand", "none"),
		Defence: tenths.PassiveDodge, Situation: tenths.Situation{DefenderDown: true}}
	_, err = r.Prepare(ms, y)
	wantRule(t, err, tenths.TagThrows, "medium or long")
	y.Attacker.Weapon = weapon(t, r, "foot")
	if _, err := r.Prepare(ms, y); err != nil {
		t.Errorf("a kick at a fallen man: %v", err)
	}
	y.Attacker.Weapon, y.Situation.ByHorse = r.HorseWeapon(), true
	if _, err := r.Prepare(mustModules(t, "unarmed", "falls", "grappling", "horses", "riding", "horse-attacks"), y); err != nil {
		t.Errorf("a horse commanded at a fallen man: %v", err)
	}
}

func TestGroundGrappling(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "unarmed", "falls", "grappling")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "hand", "none"), Defender: fighter(t, r, "Bob", "hand", "none"),
		Defence: tenths.ActiveDodge, Situation: tenths.Situation{Grapple: tenths.Throw, Advantage: true, DefenderDown: true}}
	_, err := r.Prepare(ms, x)
	wantRule(t, err, tenths.TagGroundGrapple, "no throws")
	// Dodges on the ground move no one; a dodge is allowed in a ground
	// grapple although the man is down.
	x.Situation.Grapple = tenths.GrappleHit
	if _, err := r.Prepare(ms, x); err != nil {
		t.Errorf("dodge in a ground grapple: %v", err)
	}
	at := hex.MustParse("K10")
	if h, roll := tenths.GrappleDodge(at, true, scripted()); h != at || roll != 0 {
		t.Error("a dodge on the ground moved someone")
	}
	if d, o := tenths.GroundDisengage(); d != 1 || o != 2 {
		t.Error("one walk move to get up for the disengager, two for the other")
	}
}

func TestCloseQuarters(t *testing.T) {
	r := rules(t)
	x := tenths.Exchange{Attacker: fighter(t, r, "Cid", "spear", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.PassiveDodge, Situation: tenths.Situation{AdvantageChanged: true}}
	got, err := r.Prepare(mustModules(t, "close-quarters"), x)
	if err != nil {
		t.Fatal(err)
	}
	if alterationBy(got, tenths.TagCloseQuarters, "attack potential") != -3 {
		t.Errorf("%v", got.Alterations)
	}
	if o, ok := tenths.CloseQuartersMiss("Bob", [2]string{"Ann", "Bob"}); !ok || o != "Ann" {
		t.Error("a miss on Bob strikes Ann")
	}
	if _, ok := tenths.CloseQuartersMiss("Eve", [2]string{"Ann", "Bob"}); ok {
		t.Error("Eve is not at close quarters")
	}
}
