package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// MOVEMENT (changes of direction): 1/5 of the move into the front, at
// least 1"; 1/4 into the side; 1/2 into the rear.
func TestMovement_DirectionPenalty(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		move destrier.Inches
		arc  destrier.Arc
		want destrier.Inches
	}{
		{3, destrier.FrontArc, 1}, {10, destrier.FrontArc, 2}, {6, destrier.FrontArc, 1.2},
		{3, destrier.SideArc, 0.75}, {6, destrier.SideArc, 1.5},
		{3, destrier.RearArc, 1.5}, {6, destrier.RearArc, 3},
	} {
		got, err := r.Movement.DirectionPenalty(tc.move, tc.arc)
		if err != nil || !destrier.Near(got, tc.want) {
			t.Errorf("%v into the %s: %v %v, want %v", tc.move, tc.arc, got, err, tc.want)
		}
	}
	_, err := r.Movement.DirectionPenalty(3, "up")
	wantRuleError(t, err, destrier.SecDirection, "up")
}

// MOVEMENT (prior activities): firing halves the move on foot, then each
// activity takes its part of the halved move by load; a crossbow reload
// leaves nothing; RUN AWAY halves an encumbered figure's penalties.
func TestMovement_PriorActivities(t *testing.T) {
	r := rules(t)
	wat := fighter(t, "archer", "Wat") // 3"
	heavy := fighter(t, "knight", "Sir Hugh", load(destrier.Encumbered), func(f *destrier.Fighter) { f.Move = 2 })
	rider := fighter(t, "knight", "Sir Guy", riding("Bayard"), func(f *destrier.Fighter) { f.Move = 8 })
	for _, tc := range []struct {
		name string
		f    destrier.Fighter
		p    destrier.Prior
		want destrier.Inches
	}{
		{"nothing", wat, destrier.Prior{}, 3},
		{"fired: half", wat, destrier.Prior{Fired: true}, 1.5},
		{"mounted fire: no penalty", rider, destrier.Prior{Fired: true}, 8},
		{"standing up, unencumbered: 1/2", wat, destrier.Prior{Activities: []string{"standing up"}}, 1.5},
		{"standing up, encumbered: all", heavy, destrier.Prior{Activities: []string{"standing up"}}, 0},
		{"fired, then opened a door: 1/2 of the halved move", wat, destrier.Prior{Fired: true, Activities: []string{"opening a door"}}, 0.75},
		{"mounting a steed unencumbered: 1/4", wat, destrier.Prior{Activities: []string{"mounting a steed"}}, 2.25},
		{"falling down costs nothing", wat, destrier.Prior{Activities: []string{"falling down"}}, 3},
		{"reloading a crossbow: no movement", wat, destrier.Prior{Reloading: true}, 0},
		{"running away encumbered: half the penalty", heavy, destrier.Prior{RunAway: true, Activities: []string{"opening a door"}}, 1.5},
	} {
		got, err := r.Movement.Allowance(tc.f, tc.p)
		if err != nil || !destrier.Near(got, tc.want) {
			t.Errorf("%s: %v %v, want %v", tc.name, got, err, tc.want)
		}
	}
	_, err := r.Movement.Allowance(wat, destrier.Prior{Activities: []string{"juggling"}})
	wantRuleError(t, err, destrier.SecPrior, "juggling", "standing up")
}

// MOVEMENT (contact), TIME SEQUENCE 3.B: who may move away from an
// enemy's front, and how far.
func TestMovement_Contact(t *testing.T) {
	r := rules(t)
	hugh := fighter(t, "knight", "Sir Hugh")  // 2340 Dr, partial, 1"
	rafe := fighter(t, "man-at-arms", "Rafe") // 2040, partial
	wat := fighter(t, "archer", "Wat")        // 1760, unencumbered
	ogre := fighter(t, "ogre", "Grunt")       // 4500, 1 1/4"
	heavyRafe := fighter(t, "man-at-arms", "Rafe", load(destrier.Encumbered))
	for _, tc := range []struct {
		name    string
		mover   destrier.Fighter
		enemy   destrier.Fighter
		won     bool
		want    destrier.Fraction
		refused bool
	}{
		{"won the initiative", rafe, hugh, true, destrier.Whole, false},
		{"the enemy more encumbered", hugh, heavyRafe, false, destrier.Whole, false},
		{"a larger stand", ogre, hugh, false, destrier.Whole, false},
		{"50% heavier: a quarter move", fighter(t, "knight", "Sir Hugh", func(f *destrier.Fighter) { f.Weight = 2640 }), wat, false, destrier.Quarter, false},
		{"none of these", wat, fighter(t, "archer", "Tom"), false, destrier.Nothing, true},
		{"heavier, but not by half", hugh, rafe, false, destrier.Nothing, true},
	} {
		got, err := r.Movement.LeaveContact(tc.mover, tc.enemy, tc.won)
		if got != tc.want || (err != nil) != tc.refused {
			t.Errorf("%s: %v %v", tc.name, got, err)
		}
		if err != nil {
			wantRuleError(t, err, destrier.SecContact)
		}
	}
}

// MOVEMENT (bashes), SPECIAL MOVEMENT COMMENTS: a body bash costs 1/4 of
// the half-turn move: 1 1/2" of a 6" move (the text's own example).
func TestMovement_BashCost(t *testing.T) {
	r := rules(t)
	six := fighter(t, "archer", "Wat", func(f *destrier.Fighter) { f.Move = 6 })
	if got := r.Movement.BashCost(six); got != 1.5 {
		t.Errorf("bash cost %v, want the text's 1 1/2\"", got)
	}
	if got := r.Movement.BashCost(fighter(t, "war-horse", "Bayard")); got != 0 {
		t.Errorf("cavalry pays by the CHARGE rules: %v", got)
	}
}

// MOVEMENT: reorienting on contact, moves paid in blows in melee, leaving
// melee with MOVE 1".
func TestMovement_InMelee(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		deg    float64
		melee  bool
		blows  int
		inches destrier.Inches
	}{
		{45, true, 0, 0}, {-45, false, 0, 0}, {46, true, 1, 0}, {90, false, 0, 2},
	} {
		b, in := r.Movement.Reorient(tc.deg, tc.melee)
		if b != tc.blows || in != tc.inches {
			t.Errorf("reorient %g melee %v: %d blows %v", tc.deg, tc.melee, b, in)
		}
	}
	for _, tc := range []struct {
		in   destrier.Inches
		deg  float64
		want int
	}{
		{1, 0, 1}, {2, 0, 2}, {0, 90, 1}, {1, 46, 2}, {0, 45, 0}, {0.5, 0, 1},
	} {
		if got := r.Movement.MeleeMoveBlows(tc.in, tc.deg); got != tc.want {
			t.Errorf("%v and %g degrees: %d blows, want %d", tc.in, tc.deg, got, tc.want)
		}
	}
	wat := fighter(t, "archer", "Wat")  // Dex 14
	hob := fighter(t, "peasant", "Hob") // Dex 10, 1550 Dr
	hugh := fighter(t, "knight", "Sir Hugh")
	wantRuleError(t, r.Movement.MayDisengage(hob, []destrier.Fighter{wat}), "THE MELEE CARDS: MOVEMENT", "dodge")
	if err := r.Movement.MayDisengage(wat, []destrier.Fighter{fighter(t, "knight", "Sir Hugh", func(f *destrier.Fighter) { f.Dexterity = 9 })}); err != nil {
		t.Errorf("5 more Dexterity: %v", err)
	}
	if err := r.Movement.MayDisengage(fighter(t, "ogre", "Grunt"), []destrier.Fighter{hugh}); err != nil {
		t.Errorf("an ogre outweighs a knight by half: %v", err)
	}
}

// FIRING MISSILES, MOVEMENT (steeds): half in the first half-turn rounded
// up, the rest in the second.
func TestFiringMissiles_HalfShares(t *testing.T) {
	for n := 0; n <= 7; n++ {
		a, b := destrier.HalfShare(n, 1), destrier.HalfShare(n, 2)
		if a+b != n || a < b || a-b > 1 {
			t.Errorf("%d: %d then %d", n, a, b)
		}
	}
	r := rules(t)
	wat := fighter(t, "archer", "Wat") // long bow: 2 shots
	xbow := fighter(t, "archer", "Tom", func(f *destrier.Fighter) { f.Missile = "crossbow" })
	for _, tc := range []struct {
		f          destrier.Fighter
		half, want int
	}{
		{wat, 1, 1}, {wat, 2, 1}, {xbow, 1, 1}, {xbow, 2, 0},
	} {
		if got, err := r.Shots(tc.f, tc.half); err != nil || got != tc.want {
			t.Errorf("%s half %d: %d %v", tc.f.Missile, tc.half, got, err)
		}
	}
	_, err := r.Shots(fighter(t, "knight", "Sir Hugh"), 1)
	wantRuleError(t, err, destrier.SecFiring, "no missile")
	_, err = r.Shots(wat, 3)
	wantRuleError(t, err, destrier.SecFiring, "half-turns")
	wantRuleError(t, destrier.MayFireAt(wat, destrier.Rear, destrier.SecFiring), destrier.SecFiring, "turn")
	if err := destrier.MayFireAt(wat, destrier.ShieldSide, destrier.SecFiring); err != nil {
		t.Error(err)
	}
	if got := r.MoveAfterFire(wat, false); got != 1.5 {
		t.Errorf("move after fire %v", got)
	}
}

// CASTING SPELLS, TIME SEQUENCE 2 and 4: one spell a half-move, no second
// spell in the second phase, three Basic Magick spells at most together.
func TestCastingSpells(t *testing.T) {
	merlin := fighter(t, "mage", "Merlin")
	if err := destrier.MayCastInHalf(merlin, false, 3); err != nil {
		t.Error(err)
	}
	wantRuleError(t, destrier.MayCastInHalf(merlin, true, 1), destrier.SecSecondPhase, "second")
	wantRuleError(t, destrier.MayCastInHalf(merlin, false, 4), destrier.SecActivities, "three")
	wantRuleError(t, destrier.MayCastInHalf(fighter(t, "knight", "Sir Hugh"), false, 1), destrier.SecCasting, "no Mage")
}
