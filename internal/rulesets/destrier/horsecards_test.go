package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// WHEEL: a man in contact 50% knocked down and stunned; a beast lighter
// than the horse 50% to stumble, 1 to 1 1/2 times its weight 30%, heavier
// unmoved.
func TestHorseCards_Wheel(t *testing.T) {
	r := rules(t)
	horse := fighter(t, "war-horse", "Bayard") // 11000 Dr
	man := fighter(t, "man-at-arms", "Rafe")
	wolf := fighter(t, "wolf", "Grey")
	mare := fighter(t, "great-horse", "Brutus")                                                                        // 14000: 1.27 times
	dragon := fighter(t, "giant", "Dragon", func(f *destrier.Fighter) { f.Kind = destrier.Monster; f.Weight = 20000 }) // unmoved
	ogre := fighter(t, "ogre", "Grunt")                                                                                // not man-sized: by weight
	for _, tc := range []struct {
		f      destrier.Fighter
		chance int
		man    bool
	}{
		{man, 50, true}, {wolf, 50, false}, {mare, 30, false}, {dragon, 0, false}, {ogre, 50, false},
	} {
		if c, m := r.WheelChance(horse, tc.f); c != tc.chance || m != tc.man {
			t.Errorf("%s: %d %v, want %d %v", tc.f.Name, c, m, tc.chance, tc.man)
		}
	}
	out, after := r.Wheel(horse, []destrier.Fighter{man, dragon, mare}, scripted(50, 31))
	if !out[0].Check.Success || after[0].Posture != destrier.Prone || !after[0].Stunned || out[1].Check != nil || out[2].Check.Success {
		t.Errorf("wheel: %+v %+v", out, after)
	}
}

// HAMSTRING HORSE: the cut horse falls and throws its rider; the man ends
// prone either way, his attempt spent for the turn.
func TestHorseCards_Hamstring(t *testing.T) {
	r := rules(t)
	piers := fighter(t, "halberdier", "Piers")
	horse := fighter(t, "war-horse", "Bayard", at(destrier.AtTrot))
	guy := fighter(t, "knight", "Sir Guy", riding("Bayard"))
	h, gs, hs, rs := r.HamstringHorse(piers, horse, &guy, scripted(25))
	if !h.Check.Success || gs.Posture != destrier.Prone || !gs.HamstringTried || hs.Posture != destrier.Prone || hs.Speed != destrier.AtStand ||
		rs == nil || !rs.Unhorsed {
		t.Errorf("hamstrung: %+v %+v %+v %+v", h, gs, hs, rs)
	}
	h, gs, hs, rs = r.HamstringHorse(piers, horse, nil, scripted(26))
	if h.Check.Success || gs.Posture != destrier.Prone || hs.Posture != destrier.Standing || rs != nil {
		t.Errorf("missed: %+v %+v %+v", h, gs, hs)
	}
}

// TRAMPLE PRONE FIGURE strikes with the hoof, at the prone figure's
// disadvantage.
func TestHorseCards_Trample(t *testing.T) {
	r := rules(t)
	horse := fighter(t, "war-horse", "Bayard")
	wat := fighter(t, "archer", "Wat", blue, posture(destrier.Prone))
	o, err := r.Odds(destrier.Blow{Attacker: horse, Defender: wat, Card: destrier.Trample, Through: destrier.Front, Lands: destrier.Rear,
		Maneuver: r.Maneuvers.Lookup(destrier.StandGround, destrier.StandGround), Initiative: true})
	hoof, _ := r.Weapons.Weapon("hoof")
	if err != nil || o.Weapon != "hoof" || o.Hit != hoof.HitVersus(2)+25+20 {
		t.Errorf("trample: %+v %v", o, err)
	}
}

// KICK: a ridden horse kicks through a frontal side its rider is not
// striking through; a mule all round.
func TestHorseCards_KickBesideTheRider(t *testing.T) {
	r := rules(t)
	horse := fighter(t, "war-horse", "Bayard")
	mule := fighter(t, "mule", "Neddy")
	if err := r.MayHorseKick(horse, destrier.Head, destrier.SwordSide); err != nil {
		t.Error(err)
	}
	if err := r.MayHorseKick(horse, destrier.Rear, destrier.SwordSide); err != nil {
		t.Errorf("a horse kicks to the rear: %v", err)
	}
	wantRuleError(t, r.MayHorseKick(horse, destrier.SwordSide, destrier.SwordSide), "THE MELEE CARDS: KICK", "another side")
	if err := r.MayHorseKick(mule, destrier.SwordSide, destrier.SwordSide); err != nil {
		t.Errorf("a mule kicks all round: %v", err)
	}
}
