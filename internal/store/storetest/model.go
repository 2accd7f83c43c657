package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/store"
)

// matchesModel drives a store with random creates, appends (with right and
// wrong versions), status changes and reads, and checks each answer against
// a plain in-test model of what the interface promises.
func matchesModel(t *testing.T, s store.Store) {
	ctx := context.Background()
	run := 0
	rapid.Check(t, func(rt *rapid.T) {
		run++
		type game struct {
			version int64
			status  string
			events  []store.Event
		}
		model := map[string]*game{}
		ids := []string{fmt.Sprintf("m%d-a", run), fmt.Sprintf("m%d-b", run)}
		steps := rapid.IntRange(1, 12).Draw(rt, "steps")
		for range steps {
			id := rapid.SampledFrom(ids).Draw(rt, "game")
			m := model[id]
			var version int64
			if m != nil {
				version = m.version
			}
			switch op := rapid.IntRange(0, 3).Draw(rt, "op"); op {
			case 0:
				err := s.CreateGame(ctx, NewGame(id))
				if m == nil && err != nil || m != nil && !errors.Is(err, store.ErrExists) {
					rt.Fatalf("create %s: %v (exists: %v)", id, err, m != nil)
				}
				if m == nil {
					model[id] = &game{status: store.StatusOpen}
				}
			case 1, 2:
				expected := version + int64(rapid.IntRange(-1, 1).Draw(rt, "version skew"))
				var got int64
				var err error
				var lines []string
				if op == 1 {
					for range rapid.IntRange(1, 4).Draw(rt, "lines") {
						lines = append(lines, Line(rapid.IntRange(0, 999).Draw(rt, "n")))
					}
					got, err = s.AppendEvents(ctx, id, expected, lines)
				} else {
					got, err = s.SetStatus(ctx, id, expected, "turn"+fmt.Sprint(expected))
				}
				switch {
				case m == nil:
					if !errors.Is(err, store.ErrNotFound) {
						rt.Fatalf("write to missing %s: %v", id, err)
					}
				case expected != m.version:
					if !errors.Is(err, store.ErrConflict) {
						rt.Fatalf("write to %s at %d, stored %d: %v", id, expected, m.version, err)
					}
				default:
					if err != nil || got != m.version+1 {
						rt.Fatalf("write to %s at %d: %d, %v", id, expected, got, err)
					}
					m.version++
					if op == 2 {
						m.status = "turn" + fmt.Sprint(expected)
					}
					for _, l := range lines {
						m.events = append(m.events, store.Event{Seq: int64(len(m.events) + 1), Version: m.version, Line: l})
					}
				}
			case 3:
				from := int64(rapid.IntRange(-1, 20).Draw(rt, "from"))
				evs, err := s.Events(ctx, id, from)
				if m == nil {
					if !errors.Is(err, store.ErrNotFound) {
						rt.Fatalf("events of missing %s: %v", id, err)
					}
					continue
				}
				want := []store.Event{}
				for _, e := range m.events {
					if e.Seq >= from {
						want = append(want, e)
					}
				}
				if err != nil || !slices.Equal(evs, want) {
					rt.Fatalf("events of %s from %d: %v, %v\nwant %v", id, from, evs, err, want)
				}
			}
		}
		for id, m := range model {
			g, err := s.Game(ctx, id)
			if err != nil || g.Version != m.version || g.Status != m.status || g.LastSeq != int64(len(m.events)) {
				rt.Fatalf("game %s: %+v, %v; model %+v", id, g, err, m)
			}
		}
	})
}
