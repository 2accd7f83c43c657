package postgres

import (
	"context"
	"hash/fnv"

	"github.com/jackc/pgx/v5"
)

// outboxKey is the advisory lock one server holds while it delivers the
// schema's outbox.
func outboxKey(schema string) int64 {
	h := fnv.New64a()
	h.Write([]byte("herald outbox " + schema))
	return int64(h.Sum64())
}

// WithOutboxLock runs f if no other server on the database is delivering
// the outbox, holding a session advisory lock on one pooled connection
// meanwhile; ran says whether f ran. Several servers then take turns at
// the outbox instead of all sending the same rows. If the holder dies its
// session ends and the lock with it.
func (s *Store) WithOutboxLock(ctx context.Context, f func() error) (ran bool, err error) {
	key := outboxKey(s.schema)
	err = s.pool.with(ctx, func(c *pgx.Conn) error {
		var ok bool
		if err := c.QueryRow(ctx, `SELECT pg_try_advisory_lock($1)`, key).Scan(&ok); err != nil || !ok {
			return err
		}
		ran = true
		defer func() {
			if _, err := c.Exec(context.Background(), `SELECT pg_advisory_unlock($1)`, key); err != nil {
				c.Close(context.Background()) // the pool drops it; the lock goes with the session
			}
		}()
		return f()
	})
	return ran, err
}
