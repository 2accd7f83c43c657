package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"herald/internal/store"
)

// A game's log is kept one row per write (migration 4): the write's lines
// joined by "\n", keyed by the seq of its last line. A line is one line of
// JSON (store.ValidateLines), so the join is undone by splitting.

// Events implements store.Store. One statement, so one snapshot: the
// LEFT JOIN tells an unknown game (no row) from an empty log (one row of
// NULLs) without a transaction around two queries.
func (s *Store) Events(ctx context.Context, gameID string, fromSeq int64) ([]store.Event, error) {
	if s.closed() {
		return nil, store.ErrClosed
	}
	rows, err := s.eventsQ.QueryContext(ctx, fromSeq, gameID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: events of %q: %w", gameID, err)
	}
	defer rows.Close()
	out := []store.Event{}
	found := false
	for rows.Next() {
		var last, version sql.NullInt64
		var text sql.NullString
		if err := rows.Scan(&last, &version, &text); err != nil {
			return nil, fmt.Errorf("sqlite: events of %q: %w", gameID, err)
		}
		found = true
		if last.Valid {
			out = splitTurn(out, last.Int64, version.Int64, text.String, fromSeq)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: events of %q: %w", gameID, err)
	}
	if !found {
		return nil, fmt.Errorf("%w: %q", store.ErrNotFound, gameID)
	}
	return out, nil
}

// splitTurn appends the events of one turns row whose seq is at least
// from: the row's lines end at seq last.
func splitTurn(out []store.Event, last, version int64, text string, from int64) []store.Event {
	seq := last - int64(strings.Count(text, "\n"))
	for line, rest, more := strings.Cut(text, "\n"); ; line, rest, more = strings.Cut(rest, "\n") {
		if seq >= from {
			out = append(out, store.Event{Seq: seq, Version: version, Line: line})
		}
		if !more {
			return out
		}
		seq++
	}
}

// Tamper rewrites line seq of game gameID in the database file at path
// behind any store's back, as someone editing the file by hand would: for
// tests that the server finds a damaged log.
func Tamper(ctx context.Context, path, gameID string, seq int64, line string) error {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	var last int64
	var text string
	err = db.QueryRowContext(ctx, `SELECT last_seq, lines FROM turns WHERE game_id = ? AND last_seq >= ? ORDER BY last_seq LIMIT 1`,
		gameID, seq).Scan(&last, &text)
	if err != nil {
		return fmt.Errorf("sqlite: tamper with %s line %d: %w", gameID, seq, err)
	}
	lines := strings.Split(text, "\n")
	i := len(lines) - 1 - int(last-seq)
	if i < 0 {
		return fmt.Errorf("sqlite: tamper with %s: no line %d", gameID, seq)
	}
	lines[i] = line
	_, err = db.ExecContext(ctx, `UPDATE turns SET lines = ? WHERE game_id = ? AND last_seq = ?`, strings.Join(lines, "\n"), gameID, last)
	return err
}
