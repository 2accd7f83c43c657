package duel_test

import (
	"testing"

	"herald/internal/game"
	"herald/internal/game/rulesettest"
	"herald/internal/game/rulesettest/duel"
	"herald/internal/scenario/scenariofile"
)

// TestConformance: the test ruleset passes the conformance suite on its
// scenario on the measured table.
func TestConformance(t *testing.T) {
	sc, m, tb, err := scenariofile.LoadField("testdata/duel-at-the-ford.yaml")
	if err != nil {
		t.Fatal(err)
	}
	rulesettest.Run(t, duel.Rules{}, []rulesettest.Game{{Name: "duel-at-the-ford", Scenario: sc,
		Field: game.Field{Map: m, Table: tb}}}, rulesettest.Options{Plays: 4})
}
