package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// FEROCITY: 25% to go berserk, 75% for a Nordic Berserk; two extra blows.
func TestMeleeCards_FerocityBerserk(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name   string
		f      destrier.Fighter
		roll   int
		chance int
		goes   bool
	}{
		{"a knight on 25", fighter(t, "knight", "Sir Hugh"), 25, 25, true},
		{"a knight not on 26", fighter(t, "knight", "Sir Hugh"), 26, 25, false},
		{"a Nordic Berserk on 75", fighter(t, "nordic-berserk", "Ulf"), 75, 75, true},
	} {
		k, s := r.GoBerserk(tc.f, scripted(tc.roll))
		if k.Chance != tc.chance || k.Success != tc.goes || s.Berserk != tc.goes {
			t.Errorf("%s: %+v berserk %v", tc.name, k, s.Berserk)
		}
		if tc.goes && s.BlowsLeft != tc.f.BlowsLeft+2 {
			t.Errorf("%s: %d blows, want two more than %d", tc.name, s.BlowsLeft, tc.f.BlowsLeft)
		}
	}
	already := fighter(t, "knight", "Sir Hugh", berserk)
	if k, s := r.GoBerserk(already, scripted()); !k.Success || s.BlowsLeft != already.BlowsLeft {
		t.Errorf("already berserk: %+v %+v", k, s)
	}
	for _, c := range []destrier.CardName{destrier.Charge, destrier.Fleche} {
		if !destrier.BerserkTAC(c) {
			t.Errorf("a berserk may %s", c)
		}
	}
	if destrier.BerserkTAC(destrier.Retreat) {
		t.Error("a berserk never retreats")
	}
}

// FEROCITY: calming down (20% + IQ + Wisdom), the stupor below half the
// body points, turning on a friend (50% - IQ - Wisdom, 20% less for his
// Lady).
func TestMeleeCards_FerocityCalm(t *testing.T) {
	r := rules(t)
	ulf := fighter(t, "nordic-berserk", "Ulf", berserk) // IQ 9, Wisdom 8: calms on 37
	k, s := r.CalmDown(ulf, scripted(37))
	if !k.Success || k.Chance != 37 || s.Berserk || s.Stupor {
		t.Errorf("calm: %+v %+v", k, s)
	}
	hurt := fighter(t, "nordic-berserk", "Ulf", berserk, func(f *destrier.Fighter) { f.BodyLost = 10 }) // 8 of 18 left
	if _, s := r.CalmDown(hurt, scripted(1)); !s.Stupor {
		t.Error("calmed below half his body points: no stupor")
	}
	if k, s := r.CalmDown(ulf, scripted(38)); k.Success || !s.Berserk {
		t.Errorf("38: %+v", k)
	}
	if k := r.TurnOnFriend(ulf, false, scripted(33)); k.Chance != 33 || !k.Success {
		t.Errorf("friend: %+v", k)
	}
	if k := r.TurnOnFriend(ulf, true, scripted(14)); k.Chance != 13 || k.Success {
		t.Errorf("his Lady: %+v", k)
	}
}
