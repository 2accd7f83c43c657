package cryhavoc_test

import (
	"testing"

	"herald/internal/game"
	_ "herald/internal/game/rulesets"
	"herald/internal/game/rulesettest"
)

// TestConformance: Cry Havoc passes the conformance suite on every
// shipped scenario, with herald answering the decisions in the middle of
// a turn and with the opponent answering them.
func TestConformance(t *testing.T) {
	rs, err := game.RulesetFor("cryhavoc")
	if err != nil {
		t.Fatal(err)
	}
	games := rulesettest.Shipped(t, "cryhavoc")
	if !rulesettest.Offers(t, rs, games[0]) {
		t.Skip("Cry Havoc offers no game.Mover yet, which random play needs")
	}
	for _, g := range games {
		asked := g
		asked.Name += "+decisions"
		asked.Setup.Decisions = true
		games = append(games, asked)
	}
	rulesettest.Run(t, rs, games, rulesettest.Options{Plays: 1, MaxSteps: 40})
}
