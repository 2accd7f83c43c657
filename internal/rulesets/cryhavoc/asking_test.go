package cryhavoc

import (
	"testing"

	"herald/internal/game"
	"herald/internal/scenario/scenariofile"
)

// The setup event chooses who answers mid-turn decisions; a dry run asks
// nobody, whatever the game does.
func TestSetupDecisions(t *testing.T) {
	rs, _ := setup(t)
	quiet := New(rs.Tables)
	sc, m, err := scenariofile.Load("thornby-raid")
	if err != nil {
		t.Fatal(err)
	}
	// Hamo's shot at Rafe may make him retreat, which the Villagers
	// decide when asked.
	const turn = "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3"
	for _, tc := range []struct {
		setup Setup
		asks  bool
	}{{Setup{}, false}, {Setup{Decisions: true}, true}} {
		p, err := game.Start(quiet, tc.setup, sc, game.Field{Map: m})
		if err != nil {
			t.Fatal(err)
		}
		if a := p.(*State).rs.Decisions; a != tc.asks {
			t.Errorf("%+v: asks %v, want %v", tc.setup, a, tc.asks)
		}
		c, err := game.CheckTurn(p, "Raiders", turn)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range c.Plan.(*turnPlan).Events {
			if e.Type == TypePending {
				t.Errorf("%+v: the dry run asks", tc.setup)
			}
		}
	}
	if quiet.Decisions {
		t.Error("Start changed the ruleset it was given")
	}
}
