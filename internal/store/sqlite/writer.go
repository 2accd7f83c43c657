package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"herald/internal/store"
)

// request is one write for the writer goroutine. apply runs inside the
// batch transaction and returns the update to publish (if any).
type request struct {
	ctx   context.Context
	apply func(ctx context.Context, w *writer) (store.Update, error)
	reply chan result
}

type result struct {
	u   store.Update
	err error
}

// writer owns the single write connection and its prepared statements.
type writer struct {
	conn                           *sql.Conn
	bump, version, note, games     *sql.Stmt
	scenario                       *sql.Stmt
	savepoint, release, rollbackTo *sql.Stmt
	turn                           *sql.Stmt
	// edits are the head changes of the batch in hand (heads.go).
	edits []headEdit
	// noted says the batch in hand queued an outbox row.
	noted bool
	// dataVersion is the connection's PRAGMA data_version: it changes
	// only when another connection, so another process, commits.
	dataVersion int64
}

func newWriter(ctx context.Context, conn *sql.Conn) (*writer, error) {
	w := &writer{conn: conn}
	if err := conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&w.dataVersion); err != nil {
		return nil, fmt.Errorf("data_version: %w", err)
	}
	for _, p := range []struct {
		st  **sql.Stmt
		sql string
	}{
		{&w.bump, `UPDATE games SET version = version + 1, last_seq = last_seq + ?, touched = ? WHERE id = ? AND version = ? RETURNING version, last_seq, told`},
		{&w.version, `SELECT version FROM games WHERE id = ?`},
		{&w.note, `INSERT INTO outbox (game_id, version) VALUES (?, ?)`},
		{&w.turn, `INSERT INTO turns (game_id, last_seq, version, lines) VALUES (?, ?, ?, ?)`},
		{&w.scenario, `INSERT INTO scenario_texts (game_id, scenario_text) VALUES (?, ?)`},
		{&w.savepoint, `SAVEPOINT w`},
		{&w.release, `RELEASE w`},
		{&w.rollbackTo, `ROLLBACK TO w`},
		{&w.games, `INSERT INTO games (` + store.GameColumns + `, touched, told) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?) ON CONFLICT (id) DO NOTHING`},
	} {
		st, err := conn.PrepareContext(ctx, p.sql)
		if err != nil {
			return nil, fmt.Errorf("prepare %q: %w", p.sql, err)
		}
		*p.st = st
	}
	return w, nil
}

// run is the writer goroutine: take one request, gather whatever else is
// already waiting, commit them in one transaction, answer everyone.
func (s *Store) run(w *writer) {
	defer close(s.done)
	defer w.conn.Close()
	batch := make([]*request, 0, maxBatch)
	results := make([]result, 0, maxBatch)
	idle := time.NewTicker(foreignCheck)
	defer idle.Stop()
	for {
		batch = batch[:0]
		select {
		case r := <-s.reqs:
			batch = append(batch, r)
		case <-idle.C:
			s.noticeForeign(w)
			continue
		case <-s.quit:
			return
		}
		// Let the callers just answered submit their next writes, so they
		// join this batch instead of each waiting a whole commit (measured:
		// 23 -> 29 turns a batch, 20% more turns a second with 50 games).
		runtime.Gosched()
	gather:
		for len(batch) < maxBatch {
			select {
			case r := <-s.reqs:
				batch = append(batch, r)
			default:
				break gather
			}
		}
		w.edits, w.noted = w.edits[:0], false
		var committed bool
		results, committed = w.commit(batch, results[:0])
		// The caches learn the batch before anyone is answered.
		s.heads.commit(w.edits, !committed)
		if w.noted || !committed {
			s.outbox.changed()
		}
		s.noticeForeign(w)
		for i, r := range batch {
			r.reply <- results[i]
			if results[i].err == nil && results[i].u.GameID != "" {
				s.hub.Publish(results[i].u)
			}
		}
	}
}

// foreignCheck is how often an idle writer looks for another process's
// writes (heads.go).
const foreignCheck = 250 * time.Millisecond

// noticeForeign forgets every cached head if another connection has
// committed since the last look; if it cannot tell, it forgets too.
func (s *Store) noticeForeign(w *writer) {
	var v int64
	if err := w.conn.QueryRowContext(context.Background(), `PRAGMA data_version`).Scan(&v); err != nil || v != w.dataVersion {
		w.dataVersion = v
		s.heads.commit(nil, true)
		s.outbox.changed()
	}
}

// commit runs the batch in one transaction, each request in a savepoint;
// committed says whether the transaction committed (false: nothing did,
// or it is not known).
func (w *writer) commit(batch []*request, out []result) ([]result, bool) {
	ctx := context.Background() // a caller's cancelled ctx must not abort the others' commit
	fail := func(err error) ([]result, bool) {
		out = out[:0]
		for range batch {
			out = append(out, result{err: err})
		}
		return out, false
	}
	if _, err := w.conn.ExecContext(ctx, `BEGIN IMMEDIATE`); err != nil {
		return fail(fmt.Errorf("sqlite: begin: %w", err))
	}
	ok := 0
	for _, r := range batch {
		if err := r.ctx.Err(); err != nil {
			out = append(out, result{err: err})
			continue
		}
		mark := len(w.edits)
		if _, err := w.savepoint.ExecContext(ctx); err != nil {
			w.conn.ExecContext(ctx, `ROLLBACK`)
			return fail(fmt.Errorf("sqlite: savepoint: %w", err))
		}
		u, err := r.apply(ctx, w)
		if err != nil {
			w.edits = w.edits[:mark]
			if _, rerr := w.rollbackTo.ExecContext(ctx); rerr != nil {
				w.conn.ExecContext(ctx, `ROLLBACK`)
				return fail(fmt.Errorf("sqlite: rollback to savepoint: %w", rerr))
			}
		} else {
			ok++
		}
		if _, err := w.release.ExecContext(ctx); err != nil {
			w.conn.ExecContext(ctx, `ROLLBACK`)
			return fail(fmt.Errorf("sqlite: release savepoint: %w", err))
		}
		out = append(out, result{u: u, err: err})
	}
	if ok == 0 {
		w.conn.ExecContext(ctx, `ROLLBACK`)
		return out, true // nothing was written: the cache stays true
	}
	if _, err := w.conn.ExecContext(ctx, `COMMIT`); err != nil {
		w.conn.ExecContext(ctx, `ROLLBACK`)
		return fail(fmt.Errorf("sqlite: commit: %w", err))
	}
	return out, true
}

// submit hands a write to the writer and waits for its commit. It always
// waits for the answer once the writer has the request, so "no error" means
// committed and an error means not committed.
func (s *Store) submit(ctx context.Context, apply func(ctx context.Context, w *writer) (store.Update, error)) (store.Update, error) {
	r := &request{ctx: ctx, apply: apply, reply: make(chan result, 1)}
	select {
	case s.reqs <- r:
	case <-s.quit:
		return store.Update{}, store.ErrClosed
	case <-ctx.Done():
		return store.Update{}, ctx.Err()
	}
	res := <-r.reply
	return res.u, res.err
}

// bumped is a game's head after bumpVersion.
type bumped struct {
	version, lastSeq int64
	told             bool // store.Told: the write queues an outbox row
}

// bumpVersion is the optimistic check: it moves the game from expected
// to expected+1 (adding n to last_seq) or says why not.
func (w *writer) bumpVersion(ctx context.Context, gameID string, expected int64, n int) (b bumped, err error) {
	err = w.bump.QueryRowContext(ctx, n, time.Now().UnixMilli(), gameID, expected).Scan(&b.version, &b.lastSeq, &b.told)
	if err == nil {
		return b, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return b, fmt.Errorf("sqlite: game %q: %w", gameID, err)
	}
	var have int64
	if err := w.version.QueryRowContext(ctx, gameID).Scan(&have); errors.Is(err, sql.ErrNoRows) {
		return b, fmt.Errorf("%w: %q", store.ErrNotFound, gameID)
	} else if err != nil {
		return b, fmt.Errorf("sqlite: game %q: %w", gameID, err)
	}
	return b, fmt.Errorf("%w: game %q is at version %d, not %d", store.ErrConflict, gameID, have, expected)
}

// notify queues the outbox row of a write if the game is told, and
// returns the update to publish.
func (w *writer) notify(ctx context.Context, gameID string, b bumped) (store.Update, error) {
	if b.told {
		if _, err := w.note.ExecContext(ctx, gameID, b.version); err != nil {
			return store.Update{}, fmt.Errorf("sqlite: outbox for %q: %w", gameID, err)
		}
		w.noted = true
	}
	return store.Update{GameID: gameID, Version: b.version}, nil
}

// CreateGame implements store.Store.
func (s *Store) CreateGame(ctx context.Context, g store.Game) error {
	if err := store.ValidateGame(g); err != nil {
		return err
	}
	seed := g.ServerSeed
	if seed == nil {
		seed = []byte{} // NOT NULL column
	}
	_, err := s.submit(ctx, func(ctx context.Context, w *writer) (store.Update, error) {
		res, err := w.games.ExecContext(ctx, g.ID, g.Ruleset, g.Scenario, "", store.EncodeSides(g.Sides),
			g.DiceCommitment, seed, g.SeedRevealed, g.Status, time.Now().UnixMilli(), store.Told(g.Sides))
		if err != nil {
			return store.Update{}, fmt.Errorf("sqlite: create game %q: %w", g.ID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return store.Update{}, fmt.Errorf("%w: %q", store.ErrExists, g.ID)
		}
		if _, err := w.scenario.ExecContext(ctx, g.ID, g.ScenarioText); err != nil {
			return store.Update{}, fmt.Errorf("sqlite: create game %q: %w", g.ID, err)
		}
		return store.Update{}, nil
	})
	return err
}

// AppendEvents implements store.Store.
func (s *Store) AppendEvents(ctx context.Context, gameID string, expected int64, lines []string) (int64, error) {
	if err := store.ValidateLines(gameID, lines); err != nil {
		return 0, err
	}
	u, err := s.submit(ctx, func(ctx context.Context, w *writer) (store.Update, error) {
		b, err := w.bumpVersion(ctx, gameID, expected, len(lines))
		if err != nil {
			return store.Update{}, err
		}
		if _, err := w.turn.ExecContext(ctx, gameID, b.lastSeq, b.version, strings.Join(lines, "\n")); err != nil {
			return store.Update{}, fmt.Errorf("sqlite: append to %q: %w", gameID, err)
		}
		w.edits = append(w.edits, headEdit{game: gameID, version: b.version, lastSeq: b.lastSeq})
		return w.notify(ctx, gameID, b)
	})
	if err != nil {
		s.heads.forget(gameID) // a conflict may mean another process wrote
	}
	return u.Version, err
}

// SetStatus implements store.Store.
func (s *Store) SetStatus(ctx context.Context, gameID string, expected int64, status string) (int64, error) {
	if err := store.ValidateStatus(gameID, status); err != nil {
		return 0, err
	}
	u, err := s.submit(ctx, func(ctx context.Context, w *writer) (store.Update, error) {
		b, err := w.bumpVersion(ctx, gameID, expected, 0)
		if err != nil {
			return store.Update{}, err
		}
		if _, err := w.conn.ExecContext(ctx, `UPDATE games SET status = ? WHERE id = ?`, status, gameID); err != nil {
			return store.Update{}, fmt.Errorf("sqlite: status of %q: %w", gameID, err)
		}
		w.edits = append(w.edits, headEdit{game: gameID, forget: true})
		return w.notify(ctx, gameID, b)
	})
	if err != nil {
		s.heads.forget(gameID)
	}
	return u.Version, err
}

// SetSideSeed implements store.Store.
func (s *Store) SetSideSeed(ctx context.Context, gameID string, expected int64, side, seed string) (int64, error) {
	u, err := s.submit(ctx, func(ctx context.Context, w *writer) (store.Update, error) {
		b, err := w.bumpVersion(ctx, gameID, expected, 0)
		if err != nil {
			return store.Update{}, err
		}
		err = w.editSides(ctx, gameID, func(sides []store.Side) ([]store.Side, error) {
			return store.WithSideSeed(gameID, sides, side, seed)
		})
		if err != nil {
			return store.Update{}, err
		}
		return w.notify(ctx, gameID, b)
	})
	if err != nil {
		s.heads.forget(gameID)
	}
	return u.Version, err
}

// editSides rewrites a game's sides as edit says, inside the batch.
func (w *writer) editSides(ctx context.Context, gameID string, edit func([]store.Side) ([]store.Side, error)) error {
	var text string
	if err := w.conn.QueryRowContext(ctx, `SELECT sides FROM games WHERE id = ?`, gameID).Scan(&text); errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%w: %q", store.ErrNotFound, gameID)
	} else if err != nil {
		return fmt.Errorf("sqlite: sides of %q: %w", gameID, err)
	}
	sides, err := store.DecodeSides(gameID, text)
	if err != nil {
		return err
	}
	if sides, err = edit(sides); err != nil {
		return err
	}
	if _, err := w.conn.ExecContext(ctx, `UPDATE games SET sides = ? WHERE id = ?`, store.EncodeSides(sides), gameID); err != nil {
		return fmt.Errorf("sqlite: sides of %q: %w", gameID, err)
	}
	w.edits = append(w.edits, headEdit{game: gameID, forget: true})
	return nil
}

// RevealSeed implements store.Store.
func (s *Store) RevealSeed(ctx context.Context, gameID string) error {
	_, err := s.submit(ctx, func(ctx context.Context, w *writer) (store.Update, error) {
		res, err := w.conn.ExecContext(ctx, `UPDATE games SET seed_revealed = 1 WHERE id = ?`, gameID)
		if err != nil {
			return store.Update{}, fmt.Errorf("sqlite: reveal seed of %q: %w", gameID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return store.Update{}, fmt.Errorf("%w: %q", store.ErrNotFound, gameID)
		}
		w.edits = append(w.edits, headEdit{game: gameID, forget: true})
		return store.Update{}, nil
	})
	return err
}

// ConfirmEmail implements store.Store.
func (s *Store) ConfirmEmail(ctx context.Context, gameID, side, code string) error {
	_, err := s.submit(ctx, func(ctx context.Context, w *writer) (store.Update, error) {
		return store.Update{}, w.editSides(ctx, gameID, func(sides []store.Side) ([]store.Side, error) {
			return store.WithEmailConfirmed(gameID, sides, side, code)
		})
	})
	return err
}
