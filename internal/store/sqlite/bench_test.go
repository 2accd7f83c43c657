package sqlite_test

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"herald/internal/store/storetest"
)

var turn = []string{storetest.Line(1), storetest.Line(2), storetest.Line(3), storetest.Line(4), storetest.Line(5)}

// BenchmarkAppendEvents: one game, one turn of 5 orders at a time.
func BenchmarkAppendEvents(b *testing.B) {
	ctx := context.Background()
	s := open(b, filepath.Join(b.TempDir(), "b.db"))
	defer s.Close()
	if err := s.CreateGame(ctx, storetest.NewGame("g")); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.AppendEvents(ctx, "g", int64(i), turn); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendEvents50Games: 50 games submitting turns at once, the
// server target's shape; group commit shares each fsync among them.
func BenchmarkAppendEvents50Games(b *testing.B) {
	ctx := context.Background()
	s := open(b, filepath.Join(b.TempDir(), "b.db"))
	defer s.Close()
	const games = 50
	for g := range games {
		if err := s.CreateGame(ctx, storetest.NewGame(fmt.Sprintf("g%02d", g))); err != nil {
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
				if _, err := s.AppendEvents(ctx, id, v, turn); err != nil {
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
