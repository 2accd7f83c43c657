package sqlite_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"herald/internal/store"
	"herald/internal/store/storetest"
)

// Game answers from a cache of game heads; these are the ways the cache
// could go stale, each of which it must notice.
func TestGameHeadCache(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "herald.db")
	a, b := open(t, path), open(t, path) // b stands for a second process
	defer a.Close()
	defer b.Close()
	if err := a.CreateGame(ctx, storetest.NewGame("g1")); err != nil {
		t.Fatal(err)
	}
	version := func(s store.Store) int64 {
		t.Helper()
		g, err := s.Game(ctx, "g1")
		if err != nil {
			t.Fatal(err)
		}
		return g.Version
	}
	// Reading twice caches; a's own append is seen at once.
	version(a)
	version(a)
	if v, err := a.AppendEvents(ctx, "g1", 0, []string{storetest.Line(1)}); err != nil || v != 1 {
		t.Fatalf("append: %d, %v", v, err)
	}
	if v := version(a); v != 1 {
		t.Fatalf("after its own append a reads version %d, want 1", v)
	}
	// A status change is read again.
	if _, err := a.SetStatus(ctx, "g1", 1, store.StatusFinished); err != nil {
		t.Fatal(err)
	}
	if g, _ := a.Game(ctx, "g1"); g.Status != store.StatusFinished || g.Version != 2 {
		t.Fatalf("after SetStatus: status %q version %d", g.Status, g.Version)
	}
	// The other process writes: a conflict makes a read the game again
	// at once...
	if _, err := b.AppendEvents(ctx, "g1", 2, []string{storetest.Line(2)}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.AppendEvents(ctx, "g1", 2, []string{storetest.Line(3)}); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("stale append: %v, want a conflict", err)
	}
	if v := version(a); v != 3 {
		t.Fatalf("after a conflict a reads version %d, want 3", v)
	}
	// ...and without one, a's idle writer notices the other's commit.
	if _, err := b.AppendEvents(ctx, "g1", 3, []string{storetest.Line(3)}); err != nil {
		t.Fatal(err)
	}
	for version(a) != 4 {
		time.Sleep(10 * time.Millisecond) // bounded by the test's own timeout
	}
}

// The outbox found empty is remembered; a row another process queues is
// still seen, once its commit is noticed.
func TestOutboxEmptyCache(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "herald.db")
	a, b := open(t, path), open(t, path) // b stands for a second process
	defer a.Close()
	defer b.Close()
	if err := a.CreateGame(ctx, storetest.Told(storetest.NewGame("g1"))); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if ns, err := a.PendingNotifications(ctx, 0); err != nil || len(ns) != 0 {
			t.Fatalf("pending = %v, %v", ns, err)
		}
	}
	if _, err := b.AppendEvents(ctx, "g1", 0, []string{storetest.Line(1)}); err != nil {
		t.Fatal(err)
	}
	for {
		ns, err := a.PendingNotifications(ctx, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(ns) == 1 {
			break
		}
		time.Sleep(10 * time.Millisecond) // bounded by the test's own timeout
	}
}
