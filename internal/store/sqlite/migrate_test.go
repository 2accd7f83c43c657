package sqlite

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"herald/internal/store"
)

// TestMigration2KeepsScenarioText: a game stored under schema 1, scenario
// text in its row, reads the same after migration 2 moves the text out.
func TestMigration2KeepsScenarioText(t *testing.T) {
	ctx := context.Background()
	g := store.Game{ID: "old", Ruleset: "cryhavoc", Scenario: "thornby-raid", ScenarioText: "title: Old\nturns: 12\n",
		Sides: []store.Side{{Name: "Raiders", TokenHash: store.HashToken("t")}}, DiceCommitment: "c",
		ServerSeed: []byte{1, 2, 3}, Status: store.StatusOpen}
	s := oldDatabase(t, 1, func(exec func(string, ...any)) {
		exec(`INSERT INTO games (`+store.GameColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, 3, 0)`,
			g.ID, g.Ruleset, g.Scenario, g.ScenarioText, store.EncodeSides(g.Sides), g.DiceCommitment, g.ServerSeed, g.Status)
	})
	for range 2 { // read, then read again from what the store keeps
		got, err := s.Game(ctx, "old")
		if err != nil {
			t.Fatal(err)
		}
		if got.ScenarioText != g.ScenarioText || got.Version != 3 || got.Scenario != g.Scenario || string(got.ServerSeed) != string(g.ServerSeed) {
			t.Fatalf("after migration: %+v", got)
		}
	}
	list, err := s.ListGames(ctx)
	if err != nil || len(list) != 1 || list[0].ScenarioText != g.ScenarioText {
		t.Fatalf("list after migration: %+v %v", list, err)
	}
	// Migration 3: the old game counts as written at the migration, not
	// at the epoch, so it is not found idle at once.
	if idle, err := s.IdleGames(ctx, time.Now().Add(-time.Minute), 0); err != nil || len(idle) != 0 {
		t.Fatalf("idle a minute ago, after migration 3: %+v %v", idle, err)
	}
	if idle, err := s.IdleGames(ctx, time.Now().Add(time.Minute), 0); err != nil || len(idle) != 1 || idle[0].ID != "old" {
		t.Fatalf("idle a minute on, after migration 3: %+v %v", idle, err)
	}
}

// TestMigration3Told: games stored before migration 3 are told exactly
// when a side has an e-mail address or a webhook, even a side named like
// those keys; after it only the told game's writes queue outbox rows.
func TestMigration3Told(t *testing.T) {
	ctx := context.Background()
	side := func(name, email, hook string) store.Side {
		return store.Side{Name: name, TokenHash: store.HashToken(name), Email: email, Webhook: hook}
	}
	games := map[string][]store.Side{
		"mailed": {side("a", "a@example.org", ""), side("b", "", "")},
		"hooked": {side("a", "", ""), side("b", "", "https://example.org/h")},
		"quiet":  {side(`"email":"x"`, "", ""), side(`"webhook":`, "", "")},
	}
	s := oldDatabase(t, 2, func(exec func(string, ...any)) {
		for id, sides := range games {
			exec(`INSERT INTO games (`+store.GameColumns+`) VALUES (?, 'r', 's', '', ?, 'c', x'01', 0, 'open', 0, 0)`,
				id, store.EncodeSides(sides))
		}
	})
	for id := range games {
		if _, err := s.AppendEvents(ctx, id, 0, []string{`{"n":1}`}); err != nil {
			t.Fatal(err)
		}
	}
	ns, err := s.PendingNotifications(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, n := range ns {
		got[n.GameID] = true
	}
	if len(ns) != 2 || !got["mailed"] || !got["hooked"] {
		t.Fatalf("outbox after migration 3: %+v", ns)
	}
}

// oldDatabase makes a database file as a herald of schema version upTo
// left it, lets fill write rows into it, and opens it as a Store, which
// migrates it to the newest schema.
func oldDatabase(t *testing.T, upTo int, fill func(exec func(q string, args ...any))) *Store {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := db.ExecContext(ctx, q, args...); err != nil {
			t.Fatal(err)
		}
	}
	exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)`)
	for v := 1; v <= upTo; v++ {
		exec(migrations[v-1])
		exec(`INSERT INTO schema_migrations (version) VALUES (?)`, v)
	}
	fill(exec)
	db.Close()
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
