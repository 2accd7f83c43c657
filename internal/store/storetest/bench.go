package storetest

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"herald/internal/store"
)

// Turn is one player turn of five orders, the shape of the server target.
var Turn = []string{Line(1), Line(2), Line(3), Line(4), Line(5)}

// BenchAppend appends one Turn at a time to one game.
func BenchAppend(b *testing.B, s store.Store) {
	ctx := context.Background()
	if err := s.CreateGame(ctx, NewGame("g")); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.AppendEvents(ctx, "g", int64(i), Turn); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchAppendLongGame appends one Turn at a time to a game that already
// has prior turns: the cost of a turn must not grow with the game.
func BenchAppendLongGame(b *testing.B, s store.Store, prior int) {
	ctx := context.Background()
	if err := s.CreateGame(ctx, NewGame("g")); err != nil {
		b.Fatal(err)
	}
	for v := range int64(prior) {
		if _, err := s.AppendEvents(ctx, "g", v, Turn); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.AppendEvents(ctx, "g", int64(prior+i), Turn); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchEvents reads the last turn's events of a game of turns turns, as
// the server does to bring a cached position up to date, and (all) the
// whole log, as it does for a game it has no position of.
func BenchEvents(b *testing.B, s store.Store, turns int, all bool) {
	ctx := context.Background()
	if err := s.CreateGame(ctx, NewGame("g")); err != nil {
		b.Fatal(err)
	}
	for v := range int64(turns) {
		if _, err := s.AppendEvents(ctx, "g", v, Turn); err != nil {
			b.Fatal(err)
		}
	}
	from, want := int64((turns-1)*len(Turn)+1), len(Turn)
	if all {
		from, want = 1, turns*len(Turn)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		evs, err := s.Events(ctx, "g", from)
		if err != nil || len(evs) != want {
			b.Fatalf("%d events, %v; want %d", len(evs), err, want)
		}
	}
}

// BenchAppendGames has games goroutines, one per game, append turns at once
// and reports the p99 latency of an append in milliseconds.
func BenchAppendGames(b *testing.B, s store.Store, games int) {
	ctx := context.Background()
	for g := range games {
		if err := s.CreateGame(ctx, NewGame(fmt.Sprintf("g%02d", g))); err != nil {
			b.Fatal(err)
		}
	}
	var left atomic.Int64
	left.Store(int64(b.N))
	b.ResetTimer()
	var wg sync.WaitGroup
	lat := make([][]time.Duration, games)
	for g := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			id := fmt.Sprintf("g%02d", g)
			for v := int64(0); left.Add(-1) >= 0; v++ {
				t0 := time.Now()
				if _, err := s.AppendEvents(ctx, id, v, Turn); err != nil {
					b.Error(err)
					return
				}
				lat[g] = append(lat[g], time.Since(t0))
			}
		}()
	}
	wg.Wait()
	b.StopTimer()
	var all []time.Duration
	for _, l := range lat {
		all = append(all, l...)
	}
	if len(all) > 0 {
		slices.Sort(all)
		b.ReportMetric(float64(all[len(all)*99/100].Microseconds())/1000, "p99-ms")
	}
}
