package sqlite

import (
	"context"
	"fmt"
	"sync"

	"herald/internal/store"
)

// outboxState remembers that the outbox was found empty, so that the
// server's notifier, which looks after every turn, costs no query while
// no game has a side to tell (store.Told) and so no row is queued. The
// writer calls changed after every commit that queued a row, after a
// failed commit and when another process committed, before it answers
// its callers; a read that raced such a commit does not record what it
// found (gen). Another process's row is seen within the writer's idle
// check (250 ms).
type outboxState struct {
	mu    sync.Mutex
	gen   uint64
	empty bool
}

// get returns the generation to hand to found, and whether the outbox is
// known to be empty.
func (o *outboxState) get() (uint64, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.gen, o.empty
}

// found records an empty outbox read at generation gen.
func (o *outboxState) found(gen uint64) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if gen == o.gen {
		o.empty = true
	}
}

func (o *outboxState) changed() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.gen++
	o.empty = false
}

// PendingNotifications implements store.Store.
func (s *Store) PendingNotifications(ctx context.Context, limit int) ([]store.Notification, error) {
	if s.closed() {
		return nil, store.ErrClosed
	}
	gen, empty := s.outbox.get()
	if empty {
		return []store.Notification{}, nil
	}
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	rows, err := s.r.QueryContext(ctx, `SELECT id, game_id, version FROM outbox ORDER BY id LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite: outbox: %w", err)
	}
	defer rows.Close()
	out := []store.Notification{}
	for rows.Next() {
		var n store.Notification
		if err := rows.Scan(&n.ID, &n.GameID, &n.Version); err != nil {
			return nil, fmt.Errorf("sqlite: outbox: %w", err)
		}
		out = append(out, n)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: outbox: %w", err)
	}
	if len(out) == 0 {
		s.outbox.found(gen)
	}
	return out, nil
}

// AckNotifications implements store.Store.
func (s *Store) AckNotifications(ctx context.Context, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := s.submit(ctx, func(ctx context.Context, w *writer) (store.Update, error) {
		for _, id := range ids {
			if _, err := w.conn.ExecContext(ctx, `DELETE FROM outbox WHERE id = ?`, id); err != nil {
				return store.Update{}, fmt.Errorf("sqlite: ack notification %d: %w", id, err)
			}
		}
		return store.Update{}, nil
	})
	return err
}
