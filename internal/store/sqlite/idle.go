package sqlite

import (
	"context"
	"fmt"
	"time"

	"herald/internal/store"
)

// IdleGames implements store.Store.
func (s *Store) IdleGames(ctx context.Context, before time.Time, limit int) ([]store.IdleGame, error) {
	if s.closed() {
		return nil, store.ErrClosed
	}
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	rows, err := s.r.QueryContext(ctx, `SELECT id, version, touched FROM games WHERE status = ? AND touched < ? ORDER BY touched, id LIMIT ?`,
		store.StatusOpen, before.UnixMilli(), limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite: idle games: %w", err)
	}
	defer rows.Close()
	out := []store.IdleGame{}
	for rows.Next() {
		var g store.IdleGame
		var ms int64
		if err := rows.Scan(&g.ID, &g.Version, &ms); err != nil {
			return nil, fmt.Errorf("sqlite: idle games: %w", err)
		}
		g.Touched = time.UnixMilli(ms)
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: idle games: %w", err)
	}
	return out, nil
}
