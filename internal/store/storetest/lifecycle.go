package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"herald/internal/store"
)

// idleGames: IdleGames lists the open games not written since a time,
// the longest idle first, with the version to expire them at; finished
// and expired games are never listed.
func idleGames(t *testing.T, s store.Store) {
	ctx := context.Background()
	start := time.Now().Add(-time.Second) // before every write, whatever the clock's grain
	for _, id := range []string{"a", "b", "c"} {
		if err := s.CreateGame(ctx, NewGame(id)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.AppendEvents(ctx, "b", 0, []string{Line(1)}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SetStatus(ctx, "c", 0, store.StatusFinished); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Hour)
	got, err := s.IdleGames(ctx, later, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != "a" || got[0].Version != 0 || got[1].ID != "b" || got[1].Version != 1 ||
		got[1].Touched.Before(got[0].Touched) || got[0].Touched.Before(start) || got[1].Touched.After(later) {
		t.Fatalf("IdleGames(an hour on) = %+v; want a at version 0, then b at 1", got)
	}
	if got, err := s.IdleGames(ctx, later, 1); err != nil || len(got) != 1 || got[0].ID != "a" {
		t.Fatalf("IdleGames(an hour on, 1) = %+v, %v; want a alone", got, err)
	}
	if got, err := s.IdleGames(ctx, start, 0); err != nil || len(got) != 0 {
		t.Fatalf("IdleGames(before any write) = %+v, %v; want none", got, err)
	}
	if _, err := s.SetStatus(ctx, "a", 0, store.StatusExpired); err != nil {
		t.Fatal(err)
	}
	if got, err := s.IdleGames(ctx, later, 0); err != nil || len(got) != 1 || got[0].ID != "b" {
		t.Fatalf("IdleGames after a expired = %+v, %v; want b alone", got, err)
	}
	if g, _ := s.Game(ctx, "a"); g.Status != store.StatusExpired || g.Version != 1 {
		t.Fatalf("expired game: %+v", g)
	}
}

// emailConfirmation: ConfirmEmail marks a side's address confirmed with
// its code only, writes no version or outbox row, and may be repeated.
func emailConfirmation(t *testing.T, s store.Store) {
	ctx := context.Background()
	g := NewGame("m")
	g.Sides[0].Email, g.Sides[0].EmailCode = "red@example.org", "red-mail-code"
	if err := s.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ side, code string }{
		{"red", "wrong-code"}, {"red", ""}, {"blue", "red-mail-code"}, {"green", "red-mail-code"},
	} {
		if err := s.ConfirmEmail(ctx, "m", c.side, c.code); !errors.Is(err, store.ErrBadToken) {
			t.Errorf("ConfirmEmail(%s, %q) = %v, want ErrBadToken", c.side, c.code, err)
		}
	}
	if err := s.ConfirmEmail(ctx, "nosuch", "red", "red-mail-code"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("ConfirmEmail of no game = %v", err)
	}
	if got, _ := s.Game(ctx, "m"); !equalGame(got, g) {
		t.Fatalf("refused confirmations changed the game: %+v", got)
	}
	for range 2 {
		if err := s.ConfirmEmail(ctx, "m", "red", "red-mail-code"); err != nil {
			t.Fatal(err)
		}
	}
	got, _ := s.Game(ctx, "m")
	want := slices.Clone(g.Sides)
	want[0].EmailConfirmed = true
	if !slices.Equal(got.Sides, want) || got.Version != 0 {
		t.Fatalf("after confirming: %+v", got)
	}
	if ns, _ := s.PendingNotifications(ctx, 0); len(ns) != 0 {
		t.Fatalf("confirming queued notifications: %v", ns)
	}
}
