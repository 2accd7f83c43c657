// Package postgres is the Store for several stateless herald servers behind
// one PostgreSQL database (github.com/jackc/pgx/v5).
//
// Every write is one statement (a CTE that checks the version, appends the
// events and queues the outbox row), so it is atomic and costs one round
// trip. After the commit the server NOTIFYs the schema's channel; every
// server LISTENs there and wakes its watchers (notify.go says why the
// NOTIFY is not inside the write).
package postgres

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"herald/internal/store"
)

// DefaultSchema holds herald's tables unless Options.Schema says otherwise.
const DefaultSchema = "herald"

// Options configure Open.
type Options struct {
	// Schema holds the tables (created if missing). Tests use a fresh one
	// per run; servers sharing a database must use the same one.
	Schema string
	// MaxConns bounds the connection pool (default 10), not counting the
	// one LISTEN connection.
	MaxConns int
}

// Store is a PostgreSQL-backed store.Store.
type Store struct {
	pool    *pool
	schema  string
	channel string // NOTIFY channel for this schema
	hub     *store.Hub
	// fixed keeps what never changes after a game is created.
	fixed store.FixedParts

	stop context.CancelFunc
	done chan struct{} // listener finished

	pendMu     sync.Mutex
	pend       map[string]int64 // newest committed version per game, not yet NOTIFYed
	notes      chan struct{}    // one-slot wake-up for the notifier
	quit       chan struct{}    // closed by Close: notifier flushes and stops
	notifyDone chan struct{}
	closer     sync.Once
	mu         sync.RWMutex
	closed     bool
}

var _ store.Store = (*Store)(nil)

// ValidSchema accepts lower-case SQL identifiers short enough to name the
// NOTIFY channel too.
func ValidSchema(s string) error {
	if s == "" || len(s) > 48 {
		return fmt.Errorf("postgres: schema %q must be 1 to 48 characters", s)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c == '_' || i > 0 && c >= '0' && c <= '9') {
			return fmt.Errorf("postgres: schema %q: use lower-case letters, digits and '_' (not first)", s)
		}
	}
	return nil
}

// Open connects, runs pending migrations (serialised across servers by an
// advisory lock) and starts listening for other servers' writes.
func Open(ctx context.Context, url string, opts Options) (*Store, error) {
	schema := opts.Schema
	if schema == "" {
		schema = DefaultSchema
	}
	if err := ValidSchema(schema); err != nil {
		return nil, err
	}
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: bad database URL: %w", err)
	}
	cfg.RuntimeParams["search_path"] = schema
	if cfg.RuntimeParams["application_name"] == "" {
		// Lets an operator tell herald's connections apart in pg_stat_activity.
		cfg.RuntimeParams["application_name"] = "herald " + schema
	}
	if opts.MaxConns <= 0 {
		opts.MaxConns = 10
	}
	pool := newPool(cfg, opts.MaxConns)
	if err := pool.with(ctx, func(c *pgx.Conn) error { return migrate(ctx, c, schema) }); err != nil {
		pool.close()
		return nil, fmt.Errorf("postgres: schema %s: %w", schema, err)
	}
	lctx, stop := context.WithCancel(context.Background())
	s := &Store{
		pool: pool, schema: schema, channel: "herald_" + schema,
		hub: store.NewHub(), stop: stop, done: make(chan struct{}),
		pend: map[string]int64{}, notes: make(chan struct{}, 1),
		quit: make(chan struct{}), notifyDone: make(chan struct{}),
	}
	ncfg := cfg.Copy()
	ncfg.RuntimeParams["application_name"] += " notify"
	go s.notifier(ncfg)
	ready := make(chan error, 1)
	lcfg := cfg.Copy()
	lcfg.RuntimeParams["application_name"] += " listen"
	go s.listen(lctx, lcfg, ready)
	select {
	case err = <-ready:
	case <-ctx.Done():
		err = ctx.Err()
	}
	if err != nil {
		s.Close()
		return nil, fmt.Errorf("postgres: listen: %w", err)
	}
	return s, nil
}

// migrations are applied in order, each once, in the schema; index+1 is the
// version recorded in schema_migrations. Never edit a released entry.
var migrations = []string{
	`CREATE TABLE games (
		id             text PRIMARY KEY,
		ruleset        text NOT NULL,
		scenario       text NOT NULL,
		scenario_text  text NOT NULL,
		sides          text NOT NULL,
		commitment     text NOT NULL,
		server_seed    bytea NOT NULL,
		seed_revealed  boolean NOT NULL DEFAULT false,
		status         text NOT NULL,
		version        bigint NOT NULL,
		last_seq       bigint NOT NULL
	);
	CREATE TABLE events (
		game_id  text NOT NULL REFERENCES games(id),
		seq      bigint NOT NULL,
		version  bigint NOT NULL,
		line     text NOT NULL,
		PRIMARY KEY (game_id, seq)
	);
	CREATE TABLE outbox (
		id       bigserial PRIMARY KEY,
		game_id  text NOT NULL,
		version  bigint NOT NULL
	);`,
	// touched is the time of a game's last write, for finding games
	// nobody plays (IdleGames); games of an older database count from
	// the migration. No index: a sweep every few minutes reads the
	// table, where an index would cost every turn.
	`ALTER TABLE games ADD COLUMN touched timestamptz NOT NULL DEFAULT now();`,
	// told: whether any side has an e-mail address or a webhook
	// (store.Told), so that a write queues an outbox row only then. Sides
	// are JSON with empty fields left out, so the keys appear only when
	// set; a side name holding them is escaped and cannot match.
	`ALTER TABLE games ADD COLUMN told boolean NOT NULL DEFAULT true;
	UPDATE games SET told = (sides LIKE '%"email":%' OR sides LIKE '%"webhook":%');`,
}

func lockKey(schema string) int64 {
	h := fnv.New64a()
	h.Write([]byte("herald migrations " + schema))
	return int64(h.Sum64())
}

func migrate(ctx context.Context, c *pgx.Conn, schema string) error {
	tx, err := c.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	// Servers starting together queue here; the first migrates, the rest
	// find the work done. The lock ends with the transaction.
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, lockKey(schema)); err != nil {
		return fmt.Errorf("advisory lock: %w", err)
	}
	ident := pgx.Identifier{schema}.Sanitize()
	if _, err := tx.Exec(ctx, `CREATE SCHEMA IF NOT EXISTS `+ident); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `SET LOCAL search_path TO `+ident); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now())`); err != nil {
		return err
	}
	var newest int
	if err := tx.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&newest); err != nil {
		return err
	}
	if newest > len(migrations) {
		return fmt.Errorf("database schema version %d is newer than this herald (%d)", newest, len(migrations))
	}
	for i := newest; i < len(migrations); i++ {
		if _, err := tx.Exec(ctx, migrations[i]); err != nil {
			return fmt.Errorf("migration %d: %w", i+1, err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version) VALUES ($1)`, i+1); err != nil {
			return fmt.Errorf("migration %d: %w", i+1, err)
		}
	}
	return tx.Commit(ctx)
}

// listen keeps one connection LISTENing and feeds the hub. After a lost
// connection it reconnects and wakes every watcher, since notifications
// sent meanwhile are gone.
func (s *Store) listen(ctx context.Context, cfg *pgx.ConnConfig, ready chan<- error) {
	defer close(s.done)
	first := true
	backoff := 50 * time.Millisecond
	for {
		conn, err := pgx.ConnectConfig(ctx, cfg)
		if err == nil {
			if _, err = conn.Exec(ctx, `LISTEN `+pgx.Identifier{s.channel}.Sanitize()); err != nil {
				conn.Close(context.Background())
			}
		}
		if err != nil {
			if first {
				ready <- err
				return
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(backoff):
			}
			backoff = min(2*backoff, 5*time.Second)
			continue
		}
		if first {
			first = false
			ready <- nil
		} else {
			s.hub.PublishAll()
		}
		backoff = 50 * time.Millisecond
		for {
			n, err := conn.WaitForNotification(ctx)
			if err != nil {
				break
			}
			id, v, ok := strings.Cut(n.Payload, " ")
			version, perr := strconv.ParseInt(v, 10, 64)
			if ok && perr == nil {
				s.hub.Publish(store.Update{GameID: id, Version: version})
			}
		}
		conn.Close(context.Background())
		if ctx.Err() != nil {
			return
		}
	}
}

func (s *Store) isClosed() bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.closed
}

// Close implements store.Store.
func (s *Store) Close() error {
	s.closer.Do(func() {
		s.mu.Lock()
		s.closed = true
		s.mu.Unlock()
		close(s.quit)
		<-s.notifyDone
		s.stop()
		<-s.done
		s.hub.Close()
		s.pool.close()
	})
	return nil
}

// Watch implements store.Store.
func (s *Store) Watch(ctx context.Context, gameID string) (<-chan store.Update, error) {
	return s.hub.Watch(ctx, gameID)
}

// Schema is the schema the store's tables live in.
func (s *Store) Schema() string { return s.schema }

func wrap(op, gameID string, err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return fmt.Errorf("postgres: %s %q: %w", op, gameID, err)
}
