package referee

import (
	"testing"

	"herald/internal/game"
)

// Both demo scenarios play to their end with random orders, every event
// replaying into the state play reached.
func TestDemosPlayOut(t *testing.T) {
	for _, name := range []string{"tenths-yard-duel", "tenths-yard-brawl"} {
		for seed := uint64(1); seed <= 5; seed++ {
			s, evs := playOut(t, load(t, name), seed)
			if s.Step().Kind != game.Over {
				t.Fatalf("%s seed %d: not over", name, seed)
			}
			t.Logf("%s seed %d: over at tenth %s after %d events, winner %q", name, seed, TimeOf(s.Clock.Now), len(evs), s.Winner)
		}
	}
}
