package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"sync"
	"unique"

	"herald/internal/store"
)

// selectGames reads games rows in store.GameColumns order, the scenario
// text from its own table (migration 2).
const selectGames = `SELECT g.id, g.ruleset, g.scenario, coalesce(t.scenario_text, g.scenario_text), g.sides, g.commitment,
	g.server_seed, g.seed_revealed, g.status, g.version, g.last_seq
	FROM games g LEFT JOIN scenario_texts t ON t.game_id = g.id`

func (s *Store) prepare(ctx context.Context) error {
	for _, p := range []struct {
		st  **sql.Stmt
		sql string
	}{
		{&s.gameQ, selectGames + ` WHERE g.id = ?`},
		{&s.headQ, `SELECT sides, seed_revealed, status, version, last_seq FROM games WHERE id = ?`},
		{&s.existsQ, `SELECT 1 FROM games WHERE id = ?`},
		{&s.eventsQ, `SELECT last_seq, version, lines FROM turns WHERE game_id = ? AND last_seq >= ? ORDER BY last_seq`},
	} {
		st, err := s.r.PrepareContext(ctx, p.sql)
		if err != nil {
			return fmt.Errorf("prepare %q: %w", p.sql, err)
		}
		*p.st = st
	}
	return nil
}

// maxFixed bounds the games whose fixed parts are kept.
const maxFixed = 16384

// fixedParts keeps, per game, the columns no write changes after
// CreateGame, in a few words a game: text that many games share (ruleset,
// scenario and its text) is interned, so a thousand games of one scenario
// hold one copy.
type fixedParts struct {
	mu sync.Mutex
	by map[string]fixed
}

type fixed struct {
	ruleset, scenario, scenarioText, commitment string
	seed                                        []byte
}

// game is the store.Game of f with only the fixed columns set.
func (f fixed) game(id string) store.Game {
	return store.Game{ID: id, Ruleset: f.ruleset, Scenario: f.scenario, ScenarioText: f.scenarioText,
		DiceCommitment: f.commitment, ServerSeed: slices.Clone(f.seed)}
}

func (c *fixedParts) get(id string) (store.Game, bool) {
	c.mu.Lock()
	f, ok := c.by[id]
	c.mu.Unlock()
	if !ok {
		return store.Game{}, false
	}
	return f.game(id), true
}

func (c *fixedParts) put(g store.Game) {
	f := fixed{ruleset: intern(g.Ruleset), scenario: intern(g.Scenario), scenarioText: intern(g.ScenarioText),
		commitment: g.DiceCommitment, seed: slices.Clone(g.ServerSeed)}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.by == nil {
		c.by = map[string]fixed{}
	}
	if len(c.by) >= maxFixed {
		for id := range c.by { // any one: map order is random
			delete(c.by, id)
			break
		}
	}
	c.by[g.ID] = f
}

// intern returns the one copy of s kept for every holder of the same text.
func intern(s string) string { return unique.Make(s).Value() }

// gameHead reads the columns that change and adds the fixed ones.
func (s *Store) gameHead(ctx context.Context, f store.Game) (store.Game, error) {
	g := f
	gen, ok := s.heads.get(&g)
	if ok {
		return g, nil
	}
	var sides string
	err := s.headQ.QueryRowContext(ctx, f.ID).Scan(&sides, &g.SeedRevealed, &g.Status, &g.Version, &g.LastSeq)
	if errors.Is(err, sql.ErrNoRows) {
		return store.Game{}, fmt.Errorf("%w: %q", store.ErrNotFound, f.ID)
	}
	if err == nil {
		g.Sides, err = store.DecodeSides(f.ID, sides)
	}
	if err != nil {
		return store.Game{}, fmt.Errorf("sqlite: game %q: %w", f.ID, err)
	}
	s.heads.put(gen, g)
	return g, nil
}
