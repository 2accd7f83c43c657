package referee

import (
	"testing"

	"herald/internal/game"
	"herald/internal/game/rulesettest"
)

var _ game.TableDrawer = (*State)(nil)

// Destrier passes the engine's conformance suite on its shipped demos:
// random legal play, refusals that change nothing, sealed cards shown
// nowhere before the reveal, fog, the log replayed and verified, an
// altered log refused.
func TestConformance(t *testing.T) {
	rulesettest.Run(t, ruleset(t), rulesettest.Shipped(t, "destrier"), rulesettest.Options{Plays: 2, MaxSteps: 400})
}
