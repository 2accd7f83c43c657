package referee

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/scenario/scenariofile"
	"herald/internal/sequence/sequencetest"
)

// Once a die is rolled the turn stands (Cry Havoc §1, which herald keeps
// for every ruleset): whether a turn is refused depends on the position
// and the orders only, never on a roll.

// Chainmail's phases: Nell's bolt kills Piers in the fire step, and the
// charge at him after it is void; with a miss it is made. (Blows are
// struck in the sealed melee step, after every side's player turn.)
func TestChainmailTurnStands(t *testing.T) {
	rs, s0 := cmSetup(t)
	for _, tt := range []struct {
		name, at, orders, later string
		miss                    []int
	}{
		{"charge", "F11", "fire: Nell fire at Piers\nmove: Rook charge Piers via F10, F9", "move: Rook charge Piers via F10, F9", []int{1, 1}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := placeFigures(t, s0, map[string]string{"Rook": tt.at})
			if _, _, err := CheckTurn(rs, s, "Reivers", notationTurn(t, tt.orders), nil); err != nil {
				t.Fatalf("check: %v", err)
			}
			_, evs, err := play(t, rs, s, "Reivers", tt.orders, dice.NewScripted(6, 6))
			if err != nil {
				t.Fatalf("refused after the kill: %v", err)
			}
			if _, reason, ok := sequencetest.VoidOf(t, evs, tt.later); !ok || !strings.Contains(reason, "Piers is already dead") {
				t.Errorf("after the kill %s is not void for Piers' death (%q):\n%s", tt.later, reason, strings.Join(reports(evs), "\n"))
			}
			replayEvents(t, rs, s, evs)
			_, evs, err = play(t, rs, s, "Reivers", tt.orders, dice.NewScripted(tt.miss...))
			if _, _, void := sequencetest.VoidOf(t, evs, tt.later); err != nil || void {
				t.Errorf("after a miss: %v, void %v", err, void)
			}
		})
	}
}

// The property: for random positions and turns, PlayTurn gives one verdict
// whatever the dice, and it is CheckTurn's (sequencetest.Verdicts; Cry
// Havoc's half is in its own package).
func TestVerdictIgnoresDice_1(t *testing.T) {
	voided := 0
	_, s0 := cmSetup(t)
	s0 = placeFigures(t, s0, map[string]string{"Grum": "F10", "Black Tam": "E9", "Rook": "G9", "Jory": "F11"})
	// A round of random turns may, by chance, have none that the
	// property is about; more rounds make that vanishingly rare.
	for round := 0; round < 10 && voided == 0; round++ {
		rapid.Check(t, func(rt *rapid.T) {
			if sequencetest.Verdicts(rt, s0, []string{"fire"}) {
				voided++
			}
		})
	}
	if voided == 0 {
		t.Error("no random turn had an order void after a roll: the property tests nothing")
	}
	t.Logf("%d turns with an order void after a roll", voided)
}

// Chainmail asks no decisions in the middle of a turn: a setup that wants
// them is refused.
func TestSetupDecisions(t *testing.T) {
	rs, _ := cmSetup(t)
	sc, m, err := scenariofile.Load("beacon-hill")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := game.Start(rs, game.Setup{Decisions: true}, sc, game.Field{Map: m}); err == nil {
		t.Error("Chainmail with decisions accepted")
	}
	if _, err := game.Start(rs, game.Setup{}, sc, game.Field{Map: m}); err != nil {
		t.Error(err)
	}
}
