// Package storetest is the conformance suite every store backend runs
// unchanged: memory, SQLite and PostgreSQL must all behave the same.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"herald/internal/store"
)

// Backend says how to get stores for the suite.
type Backend struct {
	// Open returns a fresh, empty store. The suite closes it; Close must be
	// safe to call twice.
	Open func(t *testing.T) store.Store
	// Reopen closes s and opens the same database again, as after a
	// restart. Nil for backends that keep nothing (memory).
	Reopen func(t *testing.T, s store.Store) store.Store
}

// hang guards a wait on a channel so a broken backend fails instead of
// hanging the run; it is not a performance limit.
const hang = 30 * time.Second

// NewGame returns a valid game with two sides whose tokens are id+"-red"
// and id+"-blue".
func NewGame(id string) store.Game {
	return store.Game{
		ID:             id,
		Ruleset:        "havoc",
		Scenario:       "The Raid",
		ScenarioText:   "name: The Raid\nmap: village\n",
		Sides:          []store.Side{{Name: "red", TokenHash: store.HashToken(id + "-red")}, {Name: "blue", TokenHash: store.HashToken(id + "-blue")}},
		DiceCommitment: "5d41402abc4b2a76b9719d911017c592",
		ServerSeed:     []byte{1, 2, 3, 4, 5, 6, 7, 8},
		Status:         store.StatusOpen,
	}
}

// Told returns g with an e-mail address for its first side, so that its
// writes queue outbox rows (store.Told).
func Told(g store.Game) store.Game {
	g.Sides = slices.Clone(g.Sides)
	g.Sides[0].Email = g.Sides[0].Name + "@example.org"
	return g
}

// Line returns a small JSON event line.
func Line(n int) string {
	return fmt.Sprintf(`{"type":"order","n":%d,"text":"Sir Roland moves T6"}`, n)
}

// Run runs the suite.
func Run(t *testing.T, b Backend) {
	ctx := context.Background()
	open := func(t *testing.T) store.Store {
		s := b.Open(t)
		t.Cleanup(func() { s.Close() })
		return s
	}
	mustCreate := func(t *testing.T, s store.Store, g store.Game) {
		t.Helper()
		if err := s.CreateGame(ctx, g); err != nil {
			t.Fatalf("CreateGame(%s): %v", g.ID, err)
		}
	}
	mustAppend := func(t *testing.T, s store.Store, id string, expected int64, lines ...string) int64 {
		t.Helper()
		v, err := s.AppendEvents(ctx, id, expected, lines)
		if err != nil {
			t.Fatalf("AppendEvents(%s, %d): %v", id, expected, err)
		}
		if v != expected+1 {
			t.Fatalf("AppendEvents(%s, %d) = version %d, want %d", id, expected, v, expected+1)
		}
		return v
	}

	t.Run("CreateAndGet", func(t *testing.T) {
		s := open(t)
		want := NewGame("g1")
		mustCreate(t, s, want)
		mustCreate(t, s, NewGame("a0"))
		got, err := s.Game(ctx, "g1")
		if err != nil {
			t.Fatal(err)
		}
		if !equalGame(got, want) {
			t.Fatalf("Game = %+v\nwant %+v", got, want)
		}
		list, err := s.ListGames(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].ID != "a0" || list[1].ID != "g1" {
			t.Fatalf("ListGames = %v, want a0, g1", ids(list))
		}
		for _, g := range list {
			if len(g.ServerSeed) != 0 {
				t.Errorf("ListGames leaks the server seed of %s", g.ID)
			}
		}
		if err := s.CreateGame(ctx, NewGame("g1")); !errors.Is(err, store.ErrExists) {
			t.Fatalf("second CreateGame(g1) = %v, want ErrExists", err)
		}
	})

	t.Run("CreateRefusesBadGames", func(t *testing.T) {
		s := open(t)
		bad := map[string]func(g *store.Game){
			"empty id":       func(g *store.Game) { g.ID = "" },
			"id with slash":  func(g *store.Game) { g.ID = "a/b" },
			"long id":        func(g *store.Game) { g.ID = string(make([]byte, 65)) },
			"no ruleset":     func(g *store.Game) { g.Ruleset = "" },
			"no status":      func(g *store.Game) { g.Status = "" },
			"version":        func(g *store.Game) { g.Version = 3 },
			"duplicate side": func(g *store.Game) { g.Sides[1].Name = "red" },
			"unnamed side":   func(g *store.Game) { g.Sides[0].Name = "" },
		}
		for name, f := range bad {
			g := NewGame("bad")
			f(&g)
			if err := s.CreateGame(ctx, g); !errors.Is(err, store.ErrInvalid) {
				t.Errorf("%s: CreateGame = %v, want ErrInvalid", name, err)
			}
		}
		if list, _ := s.ListGames(ctx); len(list) != 0 {
			t.Errorf("refused games were stored: %v", ids(list))
		}
	})

	t.Run("Tokens", func(t *testing.T) {
		s := open(t)
		mustCreate(t, s, NewGame("tok"))
		g, err := s.Game(ctx, "tok")
		if err != nil {
			t.Fatal(err)
		}
		cases := []struct {
			side, token string
			ok          bool
		}{
			{"red", "tok-red", true},
			{"blue", "tok-blue", true},
			{"red", "tok-blue", false},
			{"blue", "tok-red", false},
			{"green", "tok-red", false},
			{"red", "", false},
		}
		for _, c := range cases {
			err := g.Authenticate(c.side, c.token)
			if c.ok && err != nil || !c.ok && !errors.Is(err, store.ErrBadToken) {
				t.Errorf("Authenticate(%q, %q) = %v, ok want %v", c.side, c.token, err, c.ok)
			}
		}
	})

	t.Run("AppendWithVersion", func(t *testing.T) {
		s := open(t)
		mustCreate(t, s, NewGame("g"))
		mustAppend(t, s, "g", 0, Line(1), Line(2), Line(3))
		mustAppend(t, s, "g", 1, Line(4))
		if _, err := s.AppendEvents(ctx, "g", 1, []string{Line(99)}); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("stale append = %v, want ErrConflict", err)
		}
		if _, err := s.AppendEvents(ctx, "g", 7, []string{Line(99)}); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("future append = %v, want ErrConflict", err)
		}
		g, err := s.Game(ctx, "g")
		if err != nil {
			t.Fatal(err)
		}
		if g.Version != 2 || g.LastSeq != 4 {
			t.Fatalf("version %d last seq %d, want 2 and 4", g.Version, g.LastSeq)
		}
		evs, err := s.Events(ctx, "g", 1)
		if err != nil {
			t.Fatal(err)
		}
		want := []store.Event{ev(1, 1, Line(1)), ev(2, 1, Line(2)), ev(3, 1, Line(3)), ev(4, 2, Line(4))}
		if !slices.Equal(evs, want) {
			t.Fatalf("Events = %v\nwant %v", evs, want)
		}
	})

	t.Run("AppendRefusesBadLines", func(t *testing.T) {
		s := open(t)
		mustCreate(t, s, NewGame("g"))
		bad := [][]string{
			nil,
			{Line(1), "not json"},
			{Line(1), "{\"a\":\n1}"},
			{`[1,2]`},
			{`{"a":1} {"b":2}`},
			{"{\"a\":\"\xff\"}"},
		}
		for _, lines := range bad {
			if _, err := s.AppendEvents(ctx, "g", 0, lines); !errors.Is(err, store.ErrInvalid) {
				t.Errorf("AppendEvents(%q) = %v, want ErrInvalid", lines, err)
			}
		}
		g, _ := s.Game(ctx, "g")
		if g.Version != 0 || g.LastSeq != 0 {
			t.Fatalf("refused appends changed the game: version %d last seq %d", g.Version, g.LastSeq)
		}
		// Lines are stored byte for byte, not re-encoded.
		odd := `{ "z" : 1,  "a":"é\u00e9" }`
		mustAppend(t, s, "g", 0, odd)
		evs, _ := s.Events(ctx, "g", 1)
		if len(evs) != 1 || evs[0].Line != odd {
			t.Fatalf("line came back as %v, want %q", evs, odd)
		}
	})

	t.Run("ConcurrentSameTurnOneWins", func(t *testing.T) {
		s := open(t)
		mustCreate(t, s, NewGame("race"))
		const rounds, racers = 10, 8
		for r := int64(0); r < rounds; r++ {
			var wg sync.WaitGroup
			errs := make([]error, racers)
			start := make(chan struct{})
			for i := range racers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					_, errs[i] = s.AppendEvents(ctx, "race", r, []string{Line(int(r)*100 + i), Line(int(r)*100 + i)})
				}()
			}
			close(start)
			wg.Wait()
			wins := 0
			for i, err := range errs {
				switch {
				case err == nil:
					wins++
				case !errors.Is(err, store.ErrConflict):
					t.Fatalf("round %d racer %d: %v, want nil or ErrConflict", r, i, err)
				}
			}
			if wins != 1 {
				t.Fatalf("round %d: %d appends won, want exactly 1", r, wins)
			}
		}
		evs, err := s.Events(ctx, "race", 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != 2*rounds {
			t.Fatalf("%d events, want %d", len(evs), 2*rounds)
		}
		for i, e := range evs {
			if e.Seq != int64(i+1) || e.Version != int64(i/2+1) {
				t.Fatalf("event %d is seq %d version %d", i, e.Seq, e.Version)
			}
			// Both lines of a turn come from the same racer: no interleaving.
			if i%2 == 1 && evs[i-1].Line != e.Line {
				t.Fatalf("turn %d mixes two submissions: %q and %q", e.Version, evs[i-1].Line, e.Line)
			}
		}
	})

	t.Run("ConcurrentGames", func(t *testing.T) {
		s := open(t)
		const games, turns = 10, 20
		for g := range games {
			mustCreate(t, s, NewGame(fmt.Sprintf("p%02d", g)))
		}
		var wg sync.WaitGroup
		errc := make(chan error, games)
		for g := range games {
			wg.Add(1)
			go func() {
				defer wg.Done()
				id := fmt.Sprintf("p%02d", g)
				for v := int64(0); v < turns; v++ {
					if _, err := s.AppendEvents(ctx, id, v, []string{Line(int(v))}); err != nil {
						errc <- fmt.Errorf("%s turn %d: %w", id, v, err)
						return
					}
				}
			}()
		}
		wg.Wait()
		close(errc)
		for err := range errc {
			t.Fatal(err)
		}
		for g := range games {
			gm, err := s.Game(ctx, fmt.Sprintf("p%02d", g))
			if err != nil || gm.Version != turns || gm.LastSeq != turns {
				t.Fatalf("game %d: %+v %v", g, gm, err)
			}
		}
	})

	t.Run("EventsFromSeq", func(t *testing.T) {
		s := open(t)
		mustCreate(t, s, NewGame("g"))
		mustCreate(t, s, NewGame("empty"))
		mustAppend(t, s, "g", 0, Line(1), Line(2))
		mustAppend(t, s, "g", 1, Line(3), Line(4), Line(5))
		for _, c := range []struct{ from, first, n int64 }{{-5, 1, 5}, {0, 1, 5}, {1, 1, 5}, {3, 3, 3}, {5, 5, 1}, {6, 0, 0}, {1000, 0, 0}} {
			evs, err := s.Events(ctx, "g", c.from)
			if err != nil {
				t.Fatal(err)
			}
			if int64(len(evs)) != c.n || c.n > 0 && evs[0].Seq != c.first {
				t.Errorf("Events(from %d) = %v, want %d events from %d", c.from, evs, c.n, c.first)
			}
			if evs == nil {
				t.Errorf("Events(from %d) = nil, want an empty slice", c.from)
			}
		}
		evs, err := s.Events(ctx, "empty", 1)
		if err != nil || len(evs) != 0 {
			t.Fatalf("Events(empty) = %v, %v", evs, err)
		}
	})

	t.Run("StatusAndSeed", func(t *testing.T) {
		s := open(t)
		mustCreate(t, s, NewGame("g"))
		mustAppend(t, s, "g", 0, Line(1))
		if _, err := s.SetStatus(ctx, "g", 0, store.StatusFinished); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("stale SetStatus = %v, want ErrConflict", err)
		}
		if _, err := s.SetStatus(ctx, "g", 1, ""); !errors.Is(err, store.ErrInvalid) {
			t.Fatalf("empty SetStatus = %v, want ErrInvalid", err)
		}
		v, err := s.SetStatus(ctx, "g", 1, store.StatusFinished)
		if err != nil || v != 2 {
			t.Fatalf("SetStatus = %d, %v; want 2", v, err)
		}
		for range 2 {
			if err := s.RevealSeed(ctx, "g"); err != nil {
				t.Fatal(err)
			}
		}
		g, _ := s.Game(ctx, "g")
		if g.Status != store.StatusFinished || !g.SeedRevealed || g.Version != 2 || g.LastSeq != 1 {
			t.Fatalf("game after finish: %+v", g)
		}
	})

	t.Run("Outbox", func(t *testing.T) {
		s := open(t)
		mustCreate(t, s, Told(NewGame("a")))
		mustCreate(t, s, NewGame("quiet")) // no side to tell: no rows
		hooked := NewGame("b")
		hooked.Sides[1].Webhook = "https://example.org/hook"
		mustCreate(t, s, hooked)
		// An empty outbox read first must not hide the rows queued after.
		if ns, err := s.PendingNotifications(ctx, 0); err != nil || len(ns) != 0 {
			t.Fatalf("pending before any write = %v, %v", ns, err)
		}
		mustAppend(t, s, "a", 0, Line(1))
		mustAppend(t, s, "quiet", 0, Line(1))
		mustAppend(t, s, "b", 0, Line(1))
		mustAppend(t, s, "a", 1, Line(2))
		s.AppendEvents(ctx, "a", 0, []string{Line(3)}) // conflict: no notification
		if _, err := s.SetStatus(ctx, "b", 1, store.StatusFinished); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SetStatus(ctx, "quiet", 1, store.StatusFinished); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SetSideSeed(ctx, "quiet", 2, "red", "rose"); err != nil {
			t.Fatal(err)
		}
		ns, err := s.PendingNotifications(ctx, 0)
		if err != nil {
			t.Fatal(err)
		}
		want := []store.Notification{{GameID: "a", Version: 1}, {GameID: "b", Version: 1}, {GameID: "a", Version: 2}, {GameID: "b", Version: 2}}
		if !sameNotes(ns, want) {
			t.Fatalf("pending = %v, want %v", ns, want)
		}
		two, _ := s.PendingNotifications(ctx, 2)
		if !sameNotes(two, want[:2]) {
			t.Fatalf("pending(2) = %v", two)
		}
		if err := s.AckNotifications(ctx, []int64{ns[0].ID, ns[2].ID, 1 << 40}); err != nil {
			t.Fatal(err)
		}
		rest, _ := s.PendingNotifications(ctx, 10)
		if !sameNotes(rest, []store.Notification{want[1], want[3]}) {
			t.Fatalf("after ack: %v", rest)
		}
		if err := s.AckNotifications(ctx, nil); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("SideSeed", func(t *testing.T) {
		s := open(t)
		g := NewGame("seeds")
		g.Sides[0].Email = "red@example.org"
		g.Sides[1].Webhook, g.Sides[1].WebhookSecret = "https://example.org/hook", "s3cret"
		mustCreate(t, s, g)
		mustAppend(t, s, "seeds", 0, Line(1))
		if got, _ := s.Game(ctx, "seeds"); !slices.Equal(got.Sides, g.Sides) {
			t.Fatalf("sides kept as %+v, want %+v", got.Sides, g.Sides)
		}
		refused := []struct {
			name       string
			version    int64
			side, seed string
			want       error
		}{
			{"stale version", 0, "red", "rose", store.ErrConflict},
			{"unknown side", 1, "green", "rose", store.ErrInvalid},
			{"empty seed", 1, "red", "", store.ErrInvalid},
			{"line break", 1, "red", "a\nb", store.ErrInvalid},
		}
		for _, c := range refused {
			if _, err := s.SetSideSeed(ctx, "seeds", c.version, c.side, c.seed); !errors.Is(err, c.want) {
				t.Errorf("%s: SetSideSeed = %v, want %v", c.name, err, c.want)
			}
		}
		if _, err := s.SetSideSeed(ctx, "nowhere", 0, "red", "rose"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("unknown game: %v", err)
		}
		v, err := s.SetSideSeed(ctx, "seeds", 1, "red", "rose")
		if err != nil || v != 2 {
			t.Fatalf("SetSideSeed = %d, %v; want 2", v, err)
		}
		if _, err := s.SetSideSeed(ctx, "seeds", 2, "red", "thorn"); !errors.Is(err, store.ErrExists) {
			t.Fatalf("second seed for red = %v, want ErrExists", err)
		}
		got, _ := s.Game(ctx, "seeds")
		want := slices.Clone(g.Sides)
		want[0].Seed = "rose"
		if got.Version != 2 || got.LastSeq != 1 || !slices.Equal(got.Sides, want) {
			t.Fatalf("after seed: version %d, sides %+v", got.Version, got.Sides)
		}
		ns, _ := s.PendingNotifications(ctx, 0)
		if !sameNotes(ns, []store.Notification{{GameID: "seeds", Version: 1}, {GameID: "seeds", Version: 2}}) {
			t.Fatalf("outbox after seed: %v (refusals must queue nothing)", ns)
		}
	})

	t.Run("Watch", func(t *testing.T) {
		s := open(t)
		wctx, cancel := context.WithCancel(ctx)
		ch, err := s.Watch(wctx, "w") // before the game exists
		if err != nil {
			t.Fatal(err)
		}
		other, err := s.Watch(wctx, "other")
		if err != nil {
			t.Fatal(err)
		}
		mustCreate(t, s, NewGame("w"))
		mustAppend(t, s, "w", 0, Line(1))
		u := receive(t, ch)
		if u.GameID != "w" || u.Version > 1 {
			t.Fatalf("update %+v, want game w version <= 1", u)
		}
		// Keep appending until the watcher has seen version 3: updates may
		// coalesce, but the last one is never lost.
		mustAppend(t, s, "w", 1, Line(2))
		mustAppend(t, s, "w", 2, Line(3))
		for u.Version < 3 {
			u = receive(t, ch)
			if u.GameID != "w" {
				t.Fatalf("update for %q on the watch of w", u.GameID)
			}
		}
		select {
		case u := <-other:
			t.Fatalf("watcher of another game woke with %+v", u)
		default:
		}
		cancel()
		for range ch { // must close once ctx ends
		}
		for range other {
		}
	})

	t.Run("WatchEndsOnClose", func(t *testing.T) {
		s := b.Open(t)
		ch, err := s.Watch(ctx, "g")
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		for range ch {
		}
		if err := s.Close(); err != nil {
			t.Fatalf("second Close: %v", err)
		}
	})

	t.Run("NotFound", func(t *testing.T) {
		s := open(t)
		mustCreate(t, s, NewGame("here"))
		for _, id := range []string{"missing", "", "x/../here", "HERE"} {
			checks := map[string]error{}
			_, checks["Game"] = s.Game(ctx, id)
			_, checks["Events"] = s.Events(ctx, id, 1)
			_, checks["AppendEvents"] = s.AppendEvents(ctx, id, 0, []string{Line(1)})
			_, checks["SetStatus"] = s.SetStatus(ctx, id, 0, store.StatusFinished)
			checks["RevealSeed"] = s.RevealSeed(ctx, id)
			for op, err := range checks {
				if !errors.Is(err, store.ErrNotFound) {
					t.Errorf("%s(%q) = %v, want ErrNotFound", op, id, err)
				}
			}
		}
		if ns, _ := s.PendingNotifications(ctx, 0); len(ns) != 0 {
			t.Errorf("failed writes left notifications: %v", ns)
		}
	})

	t.Run("MatchesModel", func(t *testing.T) { matchesModel(t, open(t)) })
	t.Run("IdleGames", func(t *testing.T) { idleGames(t, open(t)) })
	t.Run("EmailConfirmation", func(t *testing.T) { emailConfirmation(t, open(t)) })

	t.Run("ReopenKeepsEverything", func(t *testing.T) {
		if b.Reopen == nil {
			t.Skip("backend keeps nothing across Close")
		}
		s := b.Open(t)
		want := Told(NewGame("durable"))
		mustCreate(t, s, want)
		mustAppend(t, s, "durable", 0, Line(1), Line(2))
		mustAppend(t, s, "durable", 1, Line(3))
		if _, err := s.SetStatus(ctx, "durable", 2, store.StatusFinished); err != nil {
			t.Fatal(err)
		}
		if err := s.RevealSeed(ctx, "durable"); err != nil {
			t.Fatal(err)
		}
		s = b.Reopen(t, s)
		t.Cleanup(func() { s.Close() })
		g, err := s.Game(ctx, "durable")
		if err != nil {
			t.Fatal(err)
		}
		want.Version, want.LastSeq, want.Status, want.SeedRevealed = 3, 3, store.StatusFinished, true
		if !equalGame(g, want) {
			t.Fatalf("after reopen %+v\nwant %+v", g, want)
		}
		evs, _ := s.Events(ctx, "durable", 1)
		if len(evs) != 3 || evs[2] != (store.Event{Seq: 3, Version: 2, Line: Line(3)}) {
			t.Fatalf("events after reopen: %v", evs)
		}
		ns, _ := s.PendingNotifications(ctx, 0)
		if len(ns) != 3 {
			t.Fatalf("pending notifications after reopen: %v", ns)
		}
		mustAppend(t, s, "durable", 3, Line(4))
		if _, err := s.AppendEvents(ctx, "durable", 3, []string{Line(5)}); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("stale append after reopen = %v", err)
		}
	})
}
