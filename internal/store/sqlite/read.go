package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

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
		{&s.eventsQ, `SELECT t.last_seq, t.version, t.lines FROM games g
			LEFT JOIN turns t ON t.game_id = g.id AND t.last_seq >= ?
			WHERE g.id = ? ORDER BY t.last_seq`},
	} {
		st, err := s.r.PrepareContext(ctx, p.sql)
		if err != nil {
			return fmt.Errorf("prepare %q: %w", p.sql, err)
		}
		*p.st = st
	}
	return nil
}

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
