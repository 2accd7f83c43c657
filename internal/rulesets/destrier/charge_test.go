package destrier_test

import (
	"reflect"
	"testing"

	"herald/internal/rulesets/destrier"
)

// CHARGE MOVEMENT: mutual charges are resolved first, then the winner's
// other charges, then the loser's.
func TestChargeMovement_Order(t *testing.T) {
	decls := []destrier.Declaration{
		{Charger: "Sir Guy", Side: "blue", Targets: []string{"Rafe", "Sir Hugh"}},
		{Charger: "Sir Hugh", Side: "red", Targets: []string{"Sir Guy"}},
		{Charger: "Sir Ivo", Side: "red", Targets: []string{"Wat"}},
		{Charger: "Sir Jon", Side: "blue", Targets: []string{"Piers"}},
		{Charger: "Sir Kay", Side: "blue"}, // "none": a bluff
		{Charger: "Sir Lew", Side: "red", Targets: []string{"Sir Mark"}},
		{Charger: "Sir Mark", Side: "blue", Targets: []string{"Sir Lew"}},
	}
	if got, want := destrier.Mutual(decls), [][2]string{{"Sir Guy", "Sir Hugh"}, {"Sir Lew", "Sir Mark"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("mutual %v, want %v", got, want)
	}
	got := destrier.ChargeOrder(decls, "red")
	want := []destrier.ChargeStep{
		{Charger: "Sir Hugh", Partner: "Sir Guy"}, // mutual charges, in the winner's order
		{Charger: "Sir Lew", Partner: "Sir Mark"},
		{Charger: "Sir Ivo"}, // the winner's other charges
		{Charger: "Sir Jon"}, // then the loser's
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("order %+v\nwant %+v", got, want)
	}
}

// CHARGE MOVEMENT: where the charger stops to strike and the target
// replies; who strikes first; the superiority of mounts.
func TestChargeMovement_Strikes(t *testing.T) {
	r := rules(t)
	w := func(n string) *destrier.Weapon { x, _ := r.Weapons.Weapon(n); return x }
	man := fighter(t, "man-at-arms", "Rafe")
	giant := fighter(t, "giant", "Og")
	for _, tc := range []struct {
		weapon       string
		strike, repl destrier.Inches
	}{
		{"lance", 1, 1}, {"spear", 0.5, 0}, {"flail", 0.5, 0.5}, {"pike", 0, 1}, {"pole-arm", 0, 0.5}, {"sword", 0, 0},
	} {
		if got := r.StrikeAt(w(tc.weapon)); got != tc.strike {
			t.Errorf("%s strikes at %v, want %v", tc.weapon, got, tc.strike)
		}
		if got := r.ReplyAt(man, w(tc.weapon)); got != tc.repl {
			t.Errorf("%s replies at %v, want %v", tc.weapon, got, tc.repl)
		}
	}
	if got := r.ReplyAt(giant, w("club")); got != 0.5 {
		t.Errorf("a giant replies as a pole arm: %v", got)
	}
	guy := fighter(t, "knight", "Sir Guy", riding("Bayard"))
	bayard, brutus := fighter(t, "war-horse", "Bayard"), fighter(t, "great-horse", "Brutus")
	for _, tc := range []struct {
		name           string
		cw, tw         string
		may            bool
		cSteed, tSteed *destrier.Fighter
		want           destrier.Order
	}{
		{"lance before sword: the target must survive it", "lance", "sword", true, nil, nil, destrier.FirstFirst},
		{"pike before sword", "sword", "pike", true, nil, nil, destrier.SecondFirst},
		{"lance against pike: together", "lance", "pike", true, nil, nil, destrier.Together},
		{"lance against lance: the superior mount", "lance", "lance", true, &bayard, &brutus, destrier.SecondFirst},
		{"a target that cannot reply", "sword", "pike", false, nil, nil, destrier.FirstFirst},
		{"swords at the closest passage: together", "sword", "sword", true, nil, nil, destrier.Together},
	} {
		if got := r.FirstStrike(guy, man, w(tc.cw), w(tc.tw), tc.may, tc.cSteed, tc.tSteed); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}

// CHARGE MOVEMENT: lances break; targets' sides and spacing; straight
// runs; slowing; speed; what may be tried at the closest passage.
func TestChargeMovement_Rules(t *testing.T) {
	r := rules(t)
	if k := r.LanceBreak(true, 4, scripted()); !k.Success {
		t.Error("a critical hit on AC 4 shatters the lance")
	}
	if k := r.LanceBreak(true, 3, scripted(10)); !k.Success || k.Chance != 10 {
		t.Errorf("AC 3: the 10%% roll: %+v", k)
	}
	if k := r.LanceBreak(false, 9, scripted(11)); k.Success {
		t.Errorf("11 on 10%%: %+v", k)
	}
	if s := destrier.SideOf(0.7, 0.3, destrier.RightSide); s != destrier.LeftSide {
		t.Errorf("the larger portion left: %s", s)
	}
	if s := destrier.SideOf(0.5, 0.5, destrier.RightSide); s != destrier.RightSide {
		t.Errorf("centred: the charger's choice: %s", s)
	}
	if err := r.CheckSpacing(destrier.LeftSide, destrier.LeftSide, 3); err != nil {
		t.Error(err)
	}
	wantRuleError(t, r.CheckSpacing(destrier.LeftSide, destrier.LeftSide, 2.9), destrier.SecCharge, "3\"")
	wantRuleError(t, r.CheckSpacing(destrier.LeftSide, destrier.RightSide, 5), destrier.SecCharge, "6\"")
	if err := r.CheckSpacing(destrier.LeftSide, destrier.RightSide, 6); err != nil {
		t.Error(err)
	}
	if err := r.CheckRun(2, 1, 4); err != nil {
		t.Error(err)
	}
	if err := r.CheckRun(2, 0.5, 0.5); err != nil {
		t.Errorf("half an inch left, half an inch run: %v", err)
	}
	if err := r.CheckRun(2, 0, 0); err != nil {
		t.Errorf("no movement left: %v", err)
	}
	wantRuleError(t, r.CheckRun(1.5, 1, 4), destrier.SecCharge, "2\" straight before")
	wantRuleError(t, r.CheckRun(2, 0.5, 4), destrier.SecCharge, "1\" straight after")
	if got := r.Slowed(9, 2); got != 5 {
		t.Errorf("9\" less two bashes: %v", got)
	}
	if got := r.Slowed(3, 2); got != 0 {
		t.Errorf("never below nothing: %v", got)
	}
	wantRuleError(t, r.MayCharge(fighter(t, "war-horse", "Bayard", at(destrier.AtWalk))), destrier.SecChargeSpeed, "walk")
	if err := r.MayCharge(fighter(t, "war-horse", "Bayard", at(destrier.AtTrot))); err != nil {
		t.Error(err)
	}
	for _, c := range []destrier.CardName{destrier.DeliverBlow, destrier.PullRider, destrier.Hamstring} {
		if err := r.Passing(c); err != nil {
			t.Error(err)
		}
	}
	wantRuleError(t, r.Passing(destrier.GreatBlow), destrier.SecCharge, "closest passage")
	if k := r.Stumble(fighter(t, "war-horse", "Bayard"), scripted(10)); !k.Success || k.Chance != 10 {
		t.Errorf("stumble %+v", k)
	}
}

// CHARGE MOVEMENT: a written charge names enemies, none twice; only
// cavalry charges in the movement segment; "none" is a bluff.
func TestChargeMovement_Declaration(t *testing.T) {
	r := rules(t)
	guy := fighter(t, "knight", "Sir Guy", riding("Bayard"))
	wat := fighter(t, "archer", "Wat")
	enemies := []string{"Rafe", "Piers"}
	if err := r.CheckDeclaration(guy, destrier.Declaration{Charger: "Sir Guy", Targets: []string{"Rafe", "Piers"}}, enemies); err != nil {
		t.Error(err)
	}
	if err := r.CheckDeclaration(wat, destrier.Declaration{Charger: "Wat"}, enemies); err != nil {
		t.Errorf("none is always allowed: %v", err)
	}
	wantRuleError(t, r.CheckDeclaration(wat, destrier.Declaration{Charger: "Wat", Targets: []string{"Rafe"}}, enemies), destrier.SecCharge, "not cavalry")
	wantRuleError(t, r.CheckDeclaration(guy, destrier.Declaration{Charger: "Sir Guy", Targets: []string{"Rafe", "Rafe"}}, enemies), destrier.SecCharge, "twice")
	wantRuleError(t, r.CheckDeclaration(guy, destrier.Declaration{Charger: "Sir Guy", Targets: []string{"Sir Hugh"}}, enemies), destrier.SecCharge, "not an enemy")
	many := make([]string, 9)
	for i := range many {
		many[i] = string(rune('A' + i))
	}
	wantRuleError(t, r.CheckDeclaration(guy, destrier.Declaration{Charger: "Sir Guy", Targets: many}, many), destrier.SecCharge, "at most 8")
}

// CHARGE MOVEMENT: a charge from behind is +25%, the reply -25%.
func TestChargeMovement_RearAttacks(t *testing.T) {
	r := rules(t)
	guy := fighter(t, "knight", "Sir Guy", riding("Bayard"), func(f *destrier.Fighter) { f.Drawn = "lance" })
	rafe := fighter(t, "man-at-arms", "Rafe", blue)
	stand := r.Maneuvers.Lookup(destrier.StandGround, destrier.StandGround)
	b := destrier.Blow{Attacker: guy, Defender: rafe, Card: destrier.DeliverBlow, Through: destrier.SwordSide, Lands: destrier.Rear,
		Maneuver: stand, Initiative: true, MountSpeed: destrier.AtCharge, ChargeRear: true}
	o, err := r.Odds(b)
	if err != nil || !hasMod(o.HitMods, "charge from behind", 25) || hasMod(o.HitMods, "at the rear", 25) {
		t.Errorf("rear charge: %+v %v", o.HitMods, err)
	}
	reply := destrier.Blow{Attacker: rafe, Defender: guy, Card: destrier.DeliverBlow, Through: destrier.SwordSide, Lands: destrier.SwordSide,
		Maneuver: stand, ChargeReply: true}
	o, err = r.Odds(reply)
	if err != nil || !hasMod(o.HitMods, "reply to a charge from behind", -25) {
		t.Errorf("reply: %+v %v", o.HitMods, err)
	}
}

// CHARGE MOVEMENT: who strikes back as the mount passes.
func TestChargeMovement_Replies(t *testing.T) {
	rafe := fighter(t, "man-at-arms", "Rafe")
	for _, tc := range []struct {
		name                    string
		f                       destrier.Fighter
		fromBehind, passesFront bool
		want                    bool
	}{
		{"on his feet, from the front", rafe, false, false, true},
		{"charged from behind", rafe, true, false, false},
		{"from behind, the charger passing his front", rafe, true, true, true},
		{"knocked down by the bash", fighter(t, "man-at-arms", "Rafe", posture(destrier.Prone)), false, false, false},
		{"stunned", fighter(t, "man-at-arms", "Rafe", func(f *destrier.Fighter) { f.Stunned = true }), false, false, false},
	} {
		if got := destrier.MayReply(tc.f, tc.fromBehind, tc.passesFront); got != tc.want {
			t.Errorf("%s: %v", tc.name, got)
		}
	}
}
