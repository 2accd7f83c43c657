package referee

import (
	"testing"

	"herald/internal/game/rulesettest"
	"herald/internal/rulesets/tenths/tenthsdata"
)

// The tenths referee passes the engine's conformance suite on every
// shipped tenths scenario: random legal play to the end, replay byte for
// byte, refusals change nothing, fog never leaks, sealed orders never
// show before their reveal, the log verifies and an altered one does not.
func TestConformance(t *testing.T) {
	r, err := tenthsdata.Load()
	if err != nil {
		t.Fatal(err)
	}
	rulesettest.Run(t, &Tenths{Rules: r}, rulesettest.Shipped(t, "tenths"), rulesettest.Options{})
}
