package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// THE TAC CARDS: how far each card moves, in the TAC phase and in a card
// round (THE MELEE SEQUENCE), on foot and for a steed.
func TestTACCards_Moves(t *testing.T) {
	r := rules(t)
	wat := fighter(t, "archer", "Wat") // move 3, charge bonus 5
	big := fighter(t, "archer", "Long Wat", func(f *destrier.Fighter) { f.Move = 8; f.ChargeBonus = 6 })
	horse := fighter(t, "war-horse", "Bayard") // move 8, MOVE card 2, charge bonus 5
	gallop := fighter(t, "war-horse", "Bayard", at(destrier.AtGallop))
	for _, tc := range []struct {
		name     string
		f        destrier.Fighter
		card     destrier.CardName
		step     destrier.Step
		retreats bool
		want     destrier.Inches
	}{
		{"CLOSE: up to 1\"", wat, destrier.Close, destrier.TACPhase, false, 1},
		{"FLECHE: up to 2\"", wat, destrier.Fleche, destrier.TACPhase, false, 2},
		{"CHARGE: the charge bonus", wat, destrier.Charge, destrier.TACPhase, false, 5},
		{"CHARGE: 3\" once melee is joined", big, destrier.Charge, destrier.CardRound, false, 3},
		{"RETREAT: half a move", wat, destrier.Retreat, destrier.TACPhase, false, 1.5},
		{"RETREAT: half a move, no more than 3\" in a card round", big, destrier.Retreat, destrier.CardRound, false, 3},
		{"RETREAT: a short half-move stays short in a round", wat, destrier.Retreat, destrier.CardRound, false, 1.5},
		{"RUN AWAY: the whole move", wat, destrier.RunAway, destrier.TACPhase, false, 3},
		{"RUN AWAY: charge bonus + 2\" in a card round", wat, destrier.RunAway, destrier.CardRound, false, 7},
		{"STAND GROUND: none", wat, destrier.StandGround, destrier.TACPhase, false, 0},
		{"KEEP DISTANCE: none", wat, destrier.KeepDistance, destrier.TACPhase, false, 0},
		{"KEEP DISTANCE turned into a retreat", wat, destrier.KeepDistance, destrier.CardRound, true, 1.5},
		{"a steed's CLOSE: 1\" and its MOVE card", horse, destrier.Close, destrier.TACPhase, false, 3},
		{"a steed's CHARGE: its charge bonus and its MOVE card", gallop, destrier.Charge, destrier.TACPhase, false, 5 + 3.5},
		{"a steed's CHARGE in a card round: 3\" and its MOVE card", gallop, destrier.Charge, destrier.CardRound, false, 3 + 3.5},
		{"a steed's STAND GROUND: it stays", horse, destrier.StandGround, destrier.TACPhase, false, 0},
	} {
		got, err := r.TACMove(tc.f, tc.card, tc.step, tc.retreats)
		if err != nil || !destrier.Near(got, tc.want) {
			t.Errorf("%s: %v %v, want %v", tc.name, got, err, tc.want)
		}
	}
	_, err := r.TACMove(wat, destrier.DeliverBlow, destrier.TACPhase, false)
	wantRuleError(t, err, destrier.SecTACCards, "not a TAC card")
}

// THE TAC SEQUENCE: contact stops every TAC move but a retreat or a
// charging steed's; realigning after each card.
func TestTACSequence_ContactAndRealign(t *testing.T) {
	wat := fighter(t, "archer", "Wat")
	horse := fighter(t, "war-horse", "Bayard")
	for _, tc := range []struct {
		f    destrier.Fighter
		card destrier.CardName
		stop bool
	}{
		{wat, destrier.Close, true}, {wat, destrier.Fleche, true}, {wat, destrier.Charge, true},
		{wat, destrier.Retreat, false}, {wat, destrier.RunAway, false},
		{horse, destrier.Charge, false}, {horse, destrier.Close, true},
	} {
		if got := destrier.StopsAtContact(tc.f, tc.card); got != tc.stop {
			t.Errorf("%s %s: stops %v", tc.f.Name, tc.card, got)
		}
	}
	for _, tc := range []struct {
		card  destrier.CardName
		deg   float64
		fixed bool
	}{
		{destrier.Fleche, 360, false}, {destrier.Charge, 0, false}, {destrier.Close, 45, false},
		{destrier.Retreat, 360, false}, {destrier.RunAway, 0, true},
	} {
		if d, f := destrier.Realign(tc.card); d != tc.deg || f != tc.fixed {
			t.Errorf("%s: %g %v", tc.card, d, f)
		}
	}
}

// THE MELEE SEQUENCE: who may play a TAC card in a card round (an enemy
// within 3", not in contact); CLOSE's own target; KEEP DISTANCE met; the
// roles of the Matrix.
func TestMeleeSequence_Reach(t *testing.T) {
	r := rules(t)
	tb := newTable().gap("Wat", "Rafe", 3).gap("Wat", "Piers", 5).gap("Hob", "Rafe", 3.1).gap("Tom", "Rafe", 0).gap("Tom", "Piers", 2)
	if !r.MayPlayTACInRound(tb, "Wat", []string{"Rafe", "Piers"}) {
		t.Error("an enemy 3\" away: a TAC card may be played")
	}
	if r.MayPlayTACInRound(tb, "Hob", []string{"Rafe"}) {
		t.Error("3.1\" is out of reach")
	}
	if r.MayPlayTACInRound(tb, "Tom", []string{"Rafe", "Piers"}) {
		t.Error("in contact: no TAC card")
	}
	tb.facing("Wat", "Rafe", destrier.Rear).facing("Wat", "Piers", destrier.ShieldSide)
	if got, ok := destrier.CloseTarget(tb, "Wat", []string{"Rafe", "Piers"}); !ok || got != "Piers" {
		t.Errorf("CLOSE goes to the nearest to the front or side, not behind: %s", got)
	}
	tb.facing("Wat", "Piers", destrier.Rear)
	if _, ok := destrier.CloseTarget(tb, "Wat", []string{"Rafe", "Piers"}); ok {
		t.Error("nobody in front: no target")
	}
	if !destrier.KeepDistanceMet(3, 2) || destrier.KeepDistanceMet(3, 3) {
		t.Error("KEEP DISTANCE: met only when the enemy came nearer")
	}
	if destrier.TMMAttacker(true, "red", "blue") != "red" || destrier.TMMAttacker(false, "red", "blue") != "blue" {
		t.Error("the Matrix's attacker is the initiative of the half-move of contact")
	}
	hugh := fighter(t, "knight", "Sir Hugh")
	rafe := fighter(t, "man-at-arms", "Rafe", blue)
	if a, roll := destrier.ContactRoles(hugh, rafe, true, false, scripted()); a != "Rafe" || roll != nil {
		t.Errorf("the one in melee defends: %s", a)
	}
	if a, roll := destrier.ContactRoles(hugh, rafe, false, false, scripted(2, 5)); a != "Rafe" || roll == nil {
		t.Errorf("neither in melee: initiative: %s", a)
	}
	if destrier.PredeterminedStand != destrier.StandGround {
		t.Error("a figure in melee stands its ground")
	}
}
