package destrier_test

import (
	"slices"
	"testing"

	"herald/internal/rulesets/destrier"
)

// WEAPON PARRY: past the parry, an H blow breaks an L blade on 1-10 and
// any blow disarms on 1-10 instead of wounding.
func TestMeleeCards_WeaponParryPast(t *testing.T) {
	r := rules(t)
	axe, _ := r.Weapons.Weapon("battle-axe")
	sword, _ := r.Weapons.Weapon("sword")
	dagger := fighter(t, "mage", "Aldric") // a dagger: L
	knight := fighter(t, "knight", "Sir Hugh")
	p := r.PastParry(axe, dagger, scripted(10, 11))
	if p.Broken == nil || !p.Broken.Success || p.Broken.Chance != 10 || p.Disarmed.Success || p.Disarmed.Chance != 10 {
		t.Errorf("H on L: %+v %+v", p.Broken, p.Disarmed)
	}
	p = r.PastParry(axe, knight, scripted(10))
	if p.Broken != nil || !p.Disarmed.Success {
		t.Errorf("H on LH: no breaking roll, a disarm: %+v %+v", p.Broken, p.Disarmed)
	}
	p = r.PastParry(sword, dagger, scripted(50))
	if p.Broken != nil || p.Disarmed.Success {
		t.Errorf("LH on L: %+v %+v", p.Broken, p.Disarmed)
	}
}

// ACTIVE SHIELD PARRY: an H or LH blow past it shatters a small shield on
// 15%, a large one on 5%; an L blow never.
func TestMeleeCards_ActiveShieldParryBreaks(t *testing.T) {
	r := rules(t)
	axe, _ := r.Weapons.Weapon("battle-axe")
	sword, _ := r.Weapons.Weapon("sword")
	dagger, _ := r.Weapons.Weapon("dagger")
	small := fighter(t, "man-at-arms", "Rafe")
	large := fighter(t, "knight", "Sir Hugh")
	if c := r.ShieldBreak(axe, small, scripted(15)); c == nil || !c.Success || c.Chance != 15 {
		t.Errorf("small shield: %+v", c)
	}
	if c := r.ShieldBreak(sword, large, scripted(6)); c == nil || c.Success || c.Chance != 5 {
		t.Errorf("large shield: %+v", c)
	}
	if c := r.ShieldBreak(dagger, large, scripted()); c != nil {
		t.Errorf("a light blow: %+v", c)
	}
}

// WEAPON PARRY's counterblow: 50% after a parried miss, the parried
// figure choosing first among his DEFENSIVE cards of one blow or less;
// DESPERATE DEFENSE gives none, nor a shield bash.
func TestMeleeCards_Counterblow(t *testing.T) {
	r := rules(t)
	knight := fighter(t, "knight", "Sir Hugh")
	got := r.CounterDefences(knight)
	want := []destrier.CardName{destrier.WeaponParry, destrier.ActiveShieldParry, destrier.PassiveShieldParry,
		destrier.DodgeLeft, destrier.DodgeRight, destrier.DodgeBack}
	if !slices.Equal(got, want) {
		t.Errorf("knight's counter defences %v, want %v", got, want)
	}
	peasant := fighter(t, "peasant", "Hob")
	if got := r.CounterDefences(peasant); slices.Contains(got, destrier.ActiveShieldParry) || slices.Contains(got, destrier.DesperateDefense) {
		t.Errorf("peasant's counter defences %v", got)
	}
	rider := fighter(t, "knight", "Sir Guy", riding("Bayard"))
	if got := r.CounterDefences(rider); slices.Contains(got, destrier.DodgeLeft) {
		t.Errorf("a rider cannot dodge a counterblow: %v", got)
	}
	if c := r.ParryCounterChance(destrier.Odds{Parried: true}); c != 50 {
		t.Errorf("counter after a parry %d", c)
	}
	if c := r.ParryCounterChance(destrier.Odds{Parried: true, Desperate: true}); c != 0 {
		t.Errorf("counter after DESPERATE DEFENSE %d", c)
	}
	if k := r.Counterblow(50, "Sir Hugh", scripted(51)); k.Success {
		t.Errorf("51 on 1-50: %+v", k)
	}
	if !r.ShieldBashAfter(destrier.Odds{ShieldParried: true}, knight) {
		t.Error("a large shield's ASP that held may bash")
	}
	if r.ShieldBashAfter(destrier.Odds{ShieldParried: true}, fighter(t, "man-at-arms", "Rafe")) {
		t.Error("a small shield does not bash")
	}
	if r.ShieldBashAfter(destrier.Odds{ShieldParried: true, Desperate: true}, knight) {
		t.Error("no shield bash from a DESPERATE DEFENSE")
	}
}
