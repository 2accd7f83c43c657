package postgres

import (
	"context"
	"errors"
	"fmt"
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

// ConfirmEmail implements store.Store: read the sides and write them back
// in one transaction, without a new version.
func (s *Store) ConfirmEmail(ctx context.Context, gameID, side, code string) error {
	if s.isClosed() {
		return store.ErrClosed
	}
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		tx, err := c.Begin(ctx)
		if err != nil {
			return err
		}
		defer tx.Rollback(ctx)
		var text string
		err = tx.QueryRow(ctx, `SELECT sides FROM games WHERE id = $1 FOR UPDATE`, gameID).Scan(&text)
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("%w: %q", store.ErrNotFound, gameID)
		} else if err != nil {
			return err
		}
		sides, err := store.DecodeSides(gameID, text)
		if err != nil {
			return err
		}
		if sides, err = store.WithEmailConfirmed(gameID, sides, side, code); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE games SET sides = $2 WHERE id = $1`, gameID, store.EncodeSides(sides)); err != nil {
			return err
		}
		return tx.Commit(ctx)
	})
	if errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrBadToken) {
		return err
	}
	if err != nil {
		return wrap("confirm e-mail of", gameID, err)
	}
	return nil
}
