package server

import (
	"context"
	"math/rand/v2"
	"testing"

	"herald/internal/store/backend"
)

// BenchmarkServeFoldGame folds a whole played game (thornby-raid to its
// last turn, the Raiders' fire and moves, then passes) from its stored
// lines, as a request does when the game is not cached.
func BenchmarkServeFoldGame(b *testing.B) {
	ctx := context.Background()
	st, _ := backend.Open(ctx, "memory:")
	defer st.Close()
	srv := New(st)
	srv.Rand = rand.NewChaCha8([32]byte{1})
	c, err := srv.NewGame(ctx, NewGame{Scenario: "thornby-raid"})
	if err != nil {
		b.Fatal(err)
	}
	orders := raidersTurn1
	for {
		g, _ := st.Game(ctx, c.ID)
		p, err := srv.position(ctx, g)
		if err != nil {
			b.Fatal(err)
		}
		if p.over() {
			break
		}
		if _, err := srv.playTurn(ctx, p, p.state.Step().Player, orders, g.Version); err != nil {
			b.Fatal(err)
		}
		orders = ""
	}
	g, _ := st.Game(ctx, c.ID)
	evs, err := srv.events(ctx, g)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(len(evs)), "lines")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := srv.fold(g, evs); err != nil {
			b.Fatal(err)
		}
	}
}
