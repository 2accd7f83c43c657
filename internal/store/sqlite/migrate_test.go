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
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	g := store.Game{ID: "old", Ruleset: "cryhavoc", Scenario: "thornby-raid", ScenarioText: "title: Old\nturns: 12\n",
		Sides: []store.Side{{Name: "Raiders", TokenHash: store.HashToken("t")}}, DiceCommitment: "c",
		ServerSeed: []byte{1, 2, 3}, Status: store.StatusOpen}
	for _, q := range []string{
		`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)`,
		migrations[0],
		`INSERT INTO schema_migrations (version) VALUES (1)`,
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.ExecContext(ctx, `INSERT INTO games (`+store.GameColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, 3, 0)`,
		g.ID, g.Ruleset, g.Scenario, g.ScenarioText, store.EncodeSides(g.Sides), g.DiceCommitment, g.ServerSeed, g.Status); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
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
