package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"herald/internal/store"
)

// CreateGame implements store.Store.
func (s *Store) CreateGame(ctx context.Context, g store.Game) error {
	if err := store.ValidateGame(g); err != nil {
		return err
	}
	if s.isClosed() {
		return store.ErrClosed
	}
	seed := g.ServerSeed
	if seed == nil {
		seed = []byte{}
	}
	var tag pgconn.CommandTag
	err := s.pool.with(ctx, func(c *pgx.Conn) (err error) {
		tag, err = c.Exec(ctx, `INSERT INTO games (`+store.GameColumns+`, told) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, 0, $10) ON CONFLICT (id) DO NOTHING`,
			g.ID, g.Ruleset, g.Scenario, g.ScenarioText, store.EncodeSides(g.Sides), g.DiceCommitment, seed, g.SeedRevealed, g.Status, store.Told(g.Sides))
		return err
	})
	if err != nil {
		return wrap("create game", g.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%w: %q", store.ErrExists, g.ID)
	}
	return nil
}

// Game implements store.Store.
func (s *Store) Game(ctx context.Context, id string) (store.Game, error) {
	if s.isClosed() {
		return store.Game{}, store.ErrClosed
	}
	g, fixed := s.fixed.Get(id)
	err := s.pool.with(ctx, func(c *pgx.Conn) (err error) {
		if fixed {
			// The scenario text (kilobytes) and the rest that never
			// changes are known: read the small part that does.
			var sides string
			err = c.QueryRow(ctx, `SELECT sides, seed_revealed, status, version, last_seq FROM games WHERE id = $1`, id).
				Scan(&sides, &g.SeedRevealed, &g.Status, &g.Version, &g.LastSeq)
			if err == nil {
				g.Sides, err = store.DecodeSides(id, sides)
			}
			return err
		}
		g, err = store.ScanGame(c.QueryRow(ctx, `SELECT `+store.GameColumns+` FROM games WHERE id = $1`, id))
		if err == nil {
			s.fixed.Put(g)
		}
		return err
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Game{}, fmt.Errorf("%w: %q", store.ErrNotFound, id)
	}
	if err != nil {
		return store.Game{}, wrap("game", id, err)
	}
	return g, nil
}

// ListGames implements store.Store.
func (s *Store) ListGames(ctx context.Context) ([]store.Game, error) {
	if s.isClosed() {
		return nil, store.ErrClosed
	}
	out := []store.Game{}
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, `SELECT `+store.GameColumns+` FROM games ORDER BY id COLLATE "C"`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			g, err := store.ScanGame(rows)
			if err != nil {
				return err
			}
			g.ServerSeed = nil
			out = append(out, g)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, wrap("list games", "", err)
	}
	return out, nil
}

// appendSQL is the whole optimistic append in one statement: no row comes
// back unless the version matched, and then events and outbox row (for a
// told game) commit together. NOTIFY is sent after the commit (see
// notify.go).
const appendSQL = `WITH g AS (
	UPDATE games SET version = version + 1, last_seq = last_seq + cardinality($3::text[]), touched = now()
	WHERE id = $1 AND version = $2
	RETURNING version, last_seq, told
), ev AS (
	INSERT INTO events (game_id, seq, version, line)
	SELECT $1, g.last_seq - cardinality($3::text[]) + t.ord, g.version, t.line
	FROM g, unnest($3::text[]) WITH ORDINALITY AS t(line, ord)
), ob AS (
	INSERT INTO outbox (game_id, version) SELECT $1, g.version FROM g WHERE g.told
)
SELECT g.version FROM g`

const statusSQL = `WITH g AS (
	UPDATE games SET version = version + 1, status = $3, touched = now()
	WHERE id = $1 AND version = $2
	RETURNING version, told
), ob AS (
	INSERT INTO outbox (game_id, version) SELECT $1, g.version FROM g WHERE g.told
)
SELECT g.version FROM g`

// write runs one of the versioned statements and turns "no row" into
// ErrNotFound or ErrConflict.
func (s *Store) write(ctx context.Context, op, gameID string, expected int64, sql string, arg any) (int64, error) {
	if s.isClosed() {
		return 0, store.ErrClosed
	}
	var v, have int64
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		err := c.QueryRow(ctx, sql, gameID, expected, arg).Scan(&v)
		if !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		err = c.QueryRow(ctx, `SELECT version FROM games WHERE id = $1`, gameID).Scan(&have)
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("%w: %q", store.ErrNotFound, gameID)
		} else if err != nil {
			return err
		}
		return fmt.Errorf("%w: game %q is at version %d, not %d", store.ErrConflict, gameID, have, expected)
	})
	if errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrConflict) {
		return 0, err
	}
	if err != nil {
		return 0, wrap(op, gameID, err)
	}
	s.hub.Publish(store.Update{GameID: gameID, Version: v}) // local watchers need not wait for NOTIFY
	s.announce(gameID, v)
	return v, nil
}

// AppendEvents implements store.Store.
func (s *Store) AppendEvents(ctx context.Context, gameID string, expected int64, lines []string) (int64, error) {
	if err := store.ValidateLines(gameID, lines); err != nil {
		return 0, err
	}
	return s.write(ctx, "append to", gameID, expected, appendSQL, lines)
}

// SetStatus implements store.Store.
func (s *Store) SetStatus(ctx context.Context, gameID string, expected int64, status string) (int64, error) {
	if err := store.ValidateStatus(gameID, status); err != nil {
		return 0, err
	}
	return s.write(ctx, "set status of", gameID, expected, statusSQL, status)
}

// SetSideSeed implements store.Store: read the sides and write them back
// under the version check in one transaction, with the outbox row.
func (s *Store) SetSideSeed(ctx context.Context, gameID string, expected int64, side, seed string) (int64, error) {
	v, err := s.editSides(ctx, "set side seed of", gameID, expected, func(sides []store.Side) ([]store.Side, error) {
		return store.WithSideSeed(gameID, sides, side, seed)
	})
	if err != nil {
		return 0, err
	}
	s.hub.Publish(store.Update{GameID: gameID, Version: v})
	s.announce(gameID, v)
	return v, nil
}

// ConfirmEmail implements store.Store: no versioned write.
func (s *Store) ConfirmEmail(ctx context.Context, gameID, side, code string) error {
	_, err := s.editSides(ctx, "confirm e-mail of", gameID, -1, func(sides []store.Side) ([]store.Side, error) {
		return store.WithEmailConfirmed(gameID, sides, side, code)
	})
	return err
}

// editSides rewrites a game's sides as edit says, in one transaction. With
// expected ≥ 0 it is a versioned write: the version is checked and moved
// on, and an outbox row queued; it returns the new version.
func (s *Store) editSides(ctx context.Context, op, gameID string, expected int64, edit func([]store.Side) ([]store.Side, error)) (int64, error) {
	if s.isClosed() {
		return 0, store.ErrClosed
	}
	var v int64
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		tx, err := c.Begin(ctx)
		if err != nil {
			return err
		}
		defer tx.Rollback(ctx)
		var text string
		err = tx.QueryRow(ctx, `SELECT sides, version FROM games WHERE id = $1 FOR UPDATE`, gameID).Scan(&text, &v)
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("%w: %q", store.ErrNotFound, gameID)
		} else if err != nil {
			return err
		}
		if expected >= 0 && v != expected {
			return fmt.Errorf("%w: game %q is at version %d, not %d", store.ErrConflict, gameID, v, expected)
		}
		sides, err := store.DecodeSides(gameID, text)
		if err != nil {
			return err
		}
		if sides, err = edit(sides); err != nil {
			return err
		}
		if expected < 0 {
			_, err = tx.Exec(ctx, `UPDATE games SET sides = $2 WHERE id = $1`, gameID, store.EncodeSides(sides))
		} else {
			err = tx.QueryRow(ctx, `WITH g AS (
				UPDATE games SET version = version + 1, sides = $2, touched = now() WHERE id = $1 RETURNING version, told
			), ob AS (
				INSERT INTO outbox (game_id, version) SELECT $1, g.version FROM g WHERE g.told
			) SELECT g.version FROM g`, gameID, store.EncodeSides(sides)).Scan(&v)
		}
		if err != nil {
			return err
		}
		return tx.Commit(ctx)
	})
	for _, known := range []error{store.ErrNotFound, store.ErrConflict, store.ErrInvalid, store.ErrExists, store.ErrBadToken} {
		if errors.Is(err, known) {
			return 0, err
		}
	}
	if err != nil {
		return 0, wrap(op, gameID, err)
	}
	return v, nil
}

// RevealSeed implements store.Store.
func (s *Store) RevealSeed(ctx context.Context, gameID string) error {
	if s.isClosed() {
		return store.ErrClosed
	}
	var tag pgconn.CommandTag
	err := s.pool.with(ctx, func(c *pgx.Conn) (err error) {
		tag, err = c.Exec(ctx, `UPDATE games SET seed_revealed = true WHERE id = $1`, gameID)
		return err
	})
	if err != nil {
		return wrap("reveal seed of", gameID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%w: %q", store.ErrNotFound, gameID)
	}
	return nil
}

// Events implements store.Store. The LEFT JOIN tells an unknown game (no
// row) from an empty log (one row of NULLs) in one round trip.
func (s *Store) Events(ctx context.Context, gameID string, fromSeq int64) ([]store.Event, error) {
	if s.isClosed() {
		return nil, store.ErrClosed
	}
	out := []store.Event{}
	found := false
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, `SELECT e.seq, e.version, e.line FROM games g
			LEFT JOIN events e ON e.game_id = g.id AND e.seq >= $2
			WHERE g.id = $1 ORDER BY e.seq`, gameID, fromSeq)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			found = true
			var seq, version *int64
			var line *string
			if err := rows.Scan(&seq, &version, &line); err != nil {
				return err
			}
			if seq != nil {
				out = append(out, store.Event{Seq: *seq, Version: *version, Line: *line})
			}
		}
		return rows.Err()
	})
	if err != nil {
		return nil, wrap("events of", gameID, err)
	}
	if !found {
		return nil, fmt.Errorf("%w: %q", store.ErrNotFound, gameID)
	}
	return out, nil
}

// PendingNotifications implements store.Store.
func (s *Store) PendingNotifications(ctx context.Context, limit int) ([]store.Notification, error) {
	if s.isClosed() {
		return nil, store.ErrClosed
	}
	var lim *int
	if limit > 0 {
		lim = &limit
	}
	out := []store.Notification{}
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, `SELECT id, game_id, version FROM outbox ORDER BY id LIMIT $1`, lim)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var n store.Notification
			if err := rows.Scan(&n.ID, &n.GameID, &n.Version); err != nil {
				return err
			}
			out = append(out, n)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, wrap("outbox", "", err)
	}
	return out, nil
}

// AckNotifications implements store.Store.
func (s *Store) AckNotifications(ctx context.Context, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	if s.isClosed() {
		return store.ErrClosed
	}
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		_, err := c.Exec(ctx, `DELETE FROM outbox WHERE id = ANY($1)`, ids)
		return err
	})
	if err != nil {
		return wrap("ack notifications", "", err)
	}
	return nil
}
