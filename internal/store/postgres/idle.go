package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"herald/internal/store"
)

// IdleGames implements store.Store.
func (s *Store) IdleGames(ctx context.Context, before time.Time, limit int) ([]store.IdleGame, error) {
	if s.isClosed() {
		return nil, store.ErrClosed
	}
	var lim any // NULL: no limit
	if limit > 0 {
		lim = limit
	}
	out := []store.IdleGame{}
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, `SELECT id, version, touched FROM games WHERE status = $1 AND touched < $2
			ORDER BY touched, id COLLATE "C" LIMIT $3`, store.StatusOpen, before, lim)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var g store.IdleGame
			if err := rows.Scan(&g.ID, &g.Version, &g.Touched); err != nil {
				return err
			}
			out = append(out, g)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, wrap("idle games", "", err)
	}
	return out, nil
}
