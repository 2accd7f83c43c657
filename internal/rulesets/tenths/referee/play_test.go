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

// Every submission Moves offers is accepted by Check, the last one leaves
// every free man waiting, and a side not due is offered none.
func TestMovesAreLegal(t *testing.T) {
	s := load(t, "tenths-yard-brawl")
	for _, side := range s.Sides() {
		subs := s.Moves(side, 8)
		if len(subs) < 2 {
			t.Fatalf("%s: %d moves", side, len(subs))
		}
		for _, sub := range subs {
			if _, err := game.Check(s, sub); err != nil {
				t.Errorf("%s: %q refused: %v", side, sub.Orders, err)
			}
		}
		if subs[len(subs)-1].Orders != "" {
			t.Errorf("%s: the last move %q, want the empty one", side, subs[len(subs)-1].Orders)
		}
	}
	n, _ := submit(t, s, "Drovers", "", nil)
	if wrapped(n).Step().Due("Drovers") {
		t.Errorf("Drovers, sealed already, still due")
	}
}

// With decisions, every defender is asked how he meets each attack; the
// demos still play to their end, replaying event by event.
func TestDemosPlayOutAskingDefenders(t *testing.T) {
	for _, name := range []string{"tenths-yard-duel", "tenths-yard-brawl"} {
		s := load(t, name)
		s.Asks = true
		end, evs := playOut(t, s, 11)
		asked := 0
		for _, e := range evs {
			if e.Type == TypeDefended {
				asked++
			}
		}
		if end.Step().Kind != game.Over || asked == 0 {
			t.Errorf("%s: over %v, %d defences asked", name, end.Step().Kind == game.Over, asked)
		}
	}
}
