package referee_test

import (
	"testing"

	"herald/internal/game"
	_ "herald/internal/game/rulesets"
	"herald/internal/game/rulesettest"
)

// TestConformance: Chainmail passes the conformance suite on every
// shipped scenario.
func TestConformance(t *testing.T) {
	rs, err := game.RulesetFor("chainmail")
	if err != nil {
		t.Fatal(err)
	}
	games := rulesettest.Shipped(t, "chainmail")
	if !rulesettest.Offers(t, rs, games[0]) {
		t.Skip("Chainmail offers no game.Mover yet, which random play needs")
	}
	rulesettest.Run(t, rs, games, rulesettest.Options{Plays: 2, MaxSteps: 60})
}
