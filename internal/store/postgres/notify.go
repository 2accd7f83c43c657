package postgres

import (
	"context"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
)

// Why NOTIFY is sent after the write and not inside it: a transaction that
// NOTIFYs holds a database-wide lock from just before its commit until it
// ends, so every notifying write on every server commits one after another
// and PostgreSQL cannot share a WAL flush between them. Measured with 50
// games writing at once, that made appends 8 times slower.
//
// So each server queues "game reached version v" after its commit and one
// goroutine sends the queue in a single statement on its own connection
// with synchronous_commit off (a notification needs no fsync). Many turns
// share one NOTIFY round trip; several turns of one game collapse to the
// newest version, which is all a watcher needs.
//
// What this gives up: if the server dies between commit and NOTIFY, the
// other servers' watchers of that game are not woken by that turn. The turn
// itself is durable, the outbox row for it stays pending, and the next turn
// in the game wakes everyone.

func (s *Store) announce(gameID string, version int64) {
	s.pendMu.Lock()
	if version > s.pend[gameID] {
		s.pend[gameID] = version
	}
	s.pendMu.Unlock()
	select {
	case s.notes <- struct{}{}:
	default:
	}
}

func (s *Store) takePending() []string {
	s.pendMu.Lock()
	defer s.pendMu.Unlock()
	if len(s.pend) == 0 {
		return nil
	}
	out := make([]string, 0, len(s.pend))
	for id, v := range s.pend {
		out = append(out, id+" "+strconv.FormatInt(v, 10))
	}
	clear(s.pend)
	return out
}

func (s *Store) notifier(cfg *pgx.ConnConfig) {
	defer close(s.notifyDone)
	cfg.RuntimeParams["synchronous_commit"] = "off"
	var conn *pgx.Conn
	defer func() {
		if conn != nil {
			conn.Close(context.Background())
		}
	}()
	send := func(ctx context.Context, payloads []string) error {
		if conn == nil || conn.IsClosed() {
			c, err := pgx.ConnectConfig(ctx, cfg)
			if err != nil {
				return err
			}
			conn = c
		}
		_, err := conn.Exec(ctx, `SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p`, s.channel, payloads)
		return err
	}
	backoff := 50 * time.Millisecond
	for {
		select {
		case <-s.notes:
		case <-s.quit:
			// Last flush so turns acknowledged before Close are announced.
			if p := s.takePending(); p != nil {
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				send(ctx, p)
				cancel()
			}
			return
		}
		p := s.takePending()
		if p == nil {
			continue
		}
		if err := send(context.Background(), p); err != nil {
			if conn != nil {
				conn.Close(context.Background())
				conn = nil
			}
			s.requeue(p)
			select {
			case <-time.After(backoff):
			case <-s.quit:
			}
			backoff = min(2*backoff, 5*time.Second)
			continue
		}
		backoff = 50 * time.Millisecond
	}
}

// requeue puts back payloads a failed NOTIFY did not deliver.
func (s *Store) requeue(payloads []string) {
	for _, p := range payloads {
		for i := len(p) - 1; i >= 0; i-- {
			if p[i] == ' ' {
				v, err := strconv.ParseInt(p[i+1:], 10, 64)
				if err == nil {
					s.pendMu.Lock()
					if v > s.pend[p[:i]] {
						s.pend[p[:i]] = v
					}
					s.pendMu.Unlock()
				}
				break
			}
		}
	}
	select {
	case s.notes <- struct{}{}:
	default:
	}
}
