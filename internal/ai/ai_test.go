package ai

import (
	"testing"
	"time"

	"herald/internal/dice"
	"herald/internal/game"
)

func TestMovesThornby(t *testing.T) {
	p := start(t, "thornby-raid", 1)
	side := p.Step().Sides[0]
	t0 := time.Now()
	subs := p.(game.Mover).Moves(side, 12)
	t.Logf("%d moves in %v", len(subs), time.Since(t0))
	for _, s := range subs[:min(3, len(subs))] {
		t.Logf("%s", s.Orders)
	}
}

// TestGreedyVsRandom: greedy and random play each shipped scenario to
// its end through check and play (the win rates are docs/balance.md's).
func TestGreedyVsRandom(t *testing.T) {
	names := []string{"thornby-raid", "ashcombe-storm", "millers-ford-ambush", "beacon-hill"}
	if raceOn || testing.Short() {
		names = []string{"beacon-hill"}
	}
	for _, name := range names {
		p := start(t, name, 7)
		g, _ := New("greedy", 1)
		r, _ := New("random", 2)
		sides := p.Sides()
		t0 := time.Now()
		res, _, err := Run(p, map[string]Player{sides[0]: g, sides[1]: r}, dice.NewSeeded(3), 0)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t.Logf("%s: %+v in %v", name, res, time.Since(t0))
	}
}
