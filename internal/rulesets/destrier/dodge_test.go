package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// DODGE: who may, with what room (THE MELEE CARDS: DODGE).
func TestMeleeCards_DodgeMay(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name string
		f    destrier.Fighter
		room destrier.Inches
		word string // "" allowed
	}{
		{"half an inch of room", fighter(t, "archer", "Wat"), 0.5, ""},
		{"less than half an inch", fighter(t, "archer", "Wat"), 0.4, "free space"},
		{"men on horseback cannot dodge", fighter(t, "knight", "Sir Guy", riding("Bayard")), 3, "horseback"},
		{"but the horse can", fighter(t, "war-horse", "Bayard"), 3, ""},
		{"not from the ground", fighter(t, "archer", "Wat", posture(destrier.Prone)), 3, "prone"},
	} {
		err := r.MayDodge(tc.f, tc.room)
		if tc.word == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		wantRuleError(t, err, "THE MELEE CARDS: DODGE", tc.word)
	}
}

// DODGE: the bonus against one blow: AC 1 or 0 -10%, partial -10%, full
// -25%; half at the rear; half for a right guess.
func TestMeleeCards_DodgeBonus(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name    string
		f       destrier.Fighter
		lands   destrier.Facing
		guessed bool
		want    int
	}{
		{"the archer's 15%", fighter(t, "archer", "Wat"), destrier.SwordSide, false, 15},
		{"armour class 1: -10%", fighter(t, "archer", "Wat", func(f *destrier.Fighter) { f.Armour = 1 }), destrier.SwordSide, false, 5},
		{"armour class 0: -10%", fighter(t, "archer", "Wat", func(f *destrier.Fighter) { f.Armour = 0 }), destrier.SwordSide, false, 5},
		{"partly encumbered: -10%", fighter(t, "archer", "Wat", load(destrier.Partial)), destrier.SwordSide, false, 5},
		{"encumbered: -25%, never below nothing", fighter(t, "archer", "Wat", load(destrier.Encumbered)), destrier.SwordSide, false, 0},
		{"at the rear: half", fighter(t, "archer", "Wat"), destrier.Rear, false, 7},
		{"guessed: half", fighter(t, "archer", "Wat"), destrier.SwordSide, true, 7},
		{"at the rear and guessed: a quarter", fighter(t, "archer", "Wat", func(f *destrier.Fighter) { f.Dodge = 40 }), destrier.Rear, true, 10},
	} {
		if got, _ := r.DodgeBonus(tc.f, tc.lands, tc.guessed); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}

// DODGE: each opponent's guess and what follows from it.
func TestMeleeCards_DodgeGuesses(t *testing.T) {
	r := rules(t)
	wat := fighter(t, "archer", "Wat")
	out, err := r.Dodge(wat, destrier.DodgeLeft, []destrier.Guess{
		{By: "A", Way: destrier.DodgesLeft, Attacks: true},                 // right, struck: follows
		{By: "B", Way: destrier.DodgesLeft},                                // right, idle: stays
		{By: "C", Way: destrier.DodgesRight, Attacks: true},                // wrong, struck: follows, counter 25%
		{By: "D", Way: destrier.DodgesBack, Defends: true},                 // wrong, defended: stays
		{By: "E", Way: destrier.DodgesBack},                                // wrong, idle: follows, no counter
		{By: "F", Way: destrier.DodgesRight, Attacks: true, Defends: true}, // wrong, struck and parried: stays, counter
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []destrier.DodgeOutcome{
		{By: "A", Guessed: true, Follows: true},
		{By: "B", Guessed: true},
		{By: "C", Follows: true, Counter: 25},
		{By: "D"},
		{By: "E", Follows: true},
		{By: "F", Counter: 25},
	}
	for i := range want {
		if out[i] != want[i] {
			t.Errorf("%s: %+v, want %+v", want[i].By, out[i], want[i])
		}
	}
	if _, err := r.Dodge(wat, destrier.DeliverBlow, nil); err == nil {
		t.Error("DELIVER BLOW taken for a dodge")
	}
	if r.DodgeMove() != 0.5 {
		t.Errorf("a dodge moves %v", r.DodgeMove())
	}
	for _, s := range []string{"left", "right", "back"} {
		if _, err := destrier.ParseWay(s); err != nil {
			t.Error(err)
		}
	}
	_, err = destrier.ParseWay("up")
	wantRuleError(t, err, "THE MELEE CARDS: DODGE", "up")
}
