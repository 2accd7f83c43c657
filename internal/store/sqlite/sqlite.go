// Package sqlite is the embedded Store: one database file, no server, no cgo
// (modernc.org/sqlite).
//
// Durability: WAL journal with synchronous=FULL, so a write is on disk before
// it is acknowledged and a SIGKILL at any moment loses nothing acknowledged.
// Throughput: all writes go through one writer goroutine on one connection.
// Writes that arrive while a commit is in progress are committed together
// in the next transaction (group commit), each inside its own savepoint so
// a conflict in one rolls back only that one. Every caller is answered only
// after the COMMIT that holds its write, so batching costs no durability.
// Reads use a separate pool of read-only connections; WAL lets them run
// alongside the writer.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"sync"

	"herald/internal/store"

	_ "modernc.org/sqlite" // registers driver "sqlite"
)

// maxBatch bounds a group commit so one transaction stays short.
const maxBatch = 256

// Store is a SQLite-backed store.Store.
type Store struct {
	path   string
	w      *sql.DB // exactly one connection, used only by the writer goroutine
	r      *sql.DB // read-only pool
	reqs   chan *request
	quit   chan struct{}
	done   chan struct{}
	hub    *store.Hub
	closer sync.Once
	// Statements of the read pool, prepared once.
	gameQ, headQ, eventsQ *sql.Stmt
	// fixed keeps what never changes after a game is created, so that
	// reading a game is one small row (Game).
	fixed store.FixedParts
	// heads keeps the changing columns of games (heads.go).
	heads heads
	// outbox knows when the outbox is empty (outbox.go).
	outbox outboxState
}

var _ store.Store = (*Store)(nil)

// Open opens (creating if needed) the database file at path and runs any
// pending schema migrations.
func Open(ctx context.Context, path string) (*Store, error) {
	if path == "" || strings.ContainsAny(path, "?#") {
		return nil, fmt.Errorf("sqlite: database path %q must be a file name without '?' or '#'", path)
	}
	pragmas := "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=foreign_keys(1)"
	w, err := sql.Open("sqlite", "file:"+path+"?"+pragmas+"&_txlock=immediate")
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	w.SetConnMaxIdleTime(0)
	if err := migrate(ctx, w); err != nil {
		w.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	r, err := sql.Open("sqlite", "file:"+path+"?"+pragmas+"&_pragma=query_only(1)&_pragma=cache_size(-256)")
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	r.SetMaxOpenConns(8)
	r.SetMaxIdleConns(8)
	s := &Store{
		path: path, w: w, r: r,
		reqs: make(chan *request),
		quit: make(chan struct{}),
		done: make(chan struct{}),
		hub:  store.NewHub(),
	}
	if err := s.prepare(ctx); err != nil {
		w.Close()
		r.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	conn, err := w.Conn(ctx)
	if err != nil {
		w.Close()
		r.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	wr, err := newWriter(ctx, conn)
	if err != nil {
		conn.Close()
		w.Close()
		r.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	go s.run(wr)
	return s, nil
}

// migrations are applied in order, each once; the index+1 is the schema
// version recorded in schema_migrations. Never edit a released entry: add
// a new one.
var migrations = []string{
	`CREATE TABLE games (
		id             TEXT PRIMARY KEY,
		ruleset        TEXT NOT NULL,
		scenario       TEXT NOT NULL,
		scenario_text  TEXT NOT NULL,
		sides          TEXT NOT NULL,
		commitment     TEXT NOT NULL,
		server_seed    BLOB NOT NULL,
		seed_revealed  INTEGER NOT NULL DEFAULT 0,
		status         TEXT NOT NULL,
		version        INTEGER NOT NULL,
		last_seq       INTEGER NOT NULL
	) WITHOUT ROWID;
	CREATE TABLE events (
		game_id  TEXT NOT NULL REFERENCES games(id),
		seq      INTEGER NOT NULL,
		version  INTEGER NOT NULL,
		line     TEXT NOT NULL,
		PRIMARY KEY (game_id, seq)
	) WITHOUT ROWID;
	CREATE TABLE outbox (
		id       INTEGER PRIMARY KEY AUTOINCREMENT,
		game_id  TEXT NOT NULL,
		version  INTEGER NOT NULL
	);`,
	// The scenario text moves out of the games row: the row is rewritten
	// by every turn (its version), and 3 KB of text made each rewrite
	// several pages. The column stays, empty, since dropping it would
	// rebuild the table.
	`CREATE TABLE scenario_texts (
		game_id        TEXT PRIMARY KEY REFERENCES games(id),
		scenario_text  TEXT NOT NULL
	);
	INSERT INTO scenario_texts (game_id, scenario_text) SELECT id, scenario_text FROM games;
	UPDATE games SET scenario_text = '';`,
	// touched is the time of a game's last write in Unix milliseconds,
	// for finding games nobody plays (IdleGames); games of an older
	// database count from the migration. No index: a sweep every few
	// minutes reads the table, where an index would cost every turn.
	`ALTER TABLE games ADD COLUMN touched INTEGER NOT NULL DEFAULT 0;
	UPDATE games SET touched = CAST(strftime('%s', 'now') AS INTEGER) * 1000;`,
	// told: whether any side has an e-mail address or a webhook
	// (store.Told), so that a write queues an outbox row only then. Sides
	// are JSON with empty fields left out, so the keys appear only when
	// set; a side name holding them is escaped and cannot match.
	`ALTER TABLE games ADD COLUMN told INTEGER NOT NULL DEFAULT 1;
	UPDATE games SET told = (sides LIKE '%"email":%' OR sides LIKE '%"webhook":%');`,
	// One row per write instead of one per event: a turn's lines joined
	// by "\n" (a line never holds one), keyed by the seq of its last line.
	// Measured on a turn of 7 lines this is a third of the instructions of
	// the per-event rows. A rowid table with a unique index keeps a turn
	// of 1.5 KB on its leaf page, where a WITHOUT ROWID row would spill.
	`CREATE TABLE turns (
		game_id   TEXT NOT NULL REFERENCES games(id),
		last_seq  INTEGER NOT NULL,
		version   INTEGER NOT NULL,
		lines     TEXT NOT NULL,
		UNIQUE (game_id, last_seq)
	);
	INSERT INTO turns (game_id, last_seq, version, lines)
		SELECT game_id, max(seq), version, group_concat(line, char(10) ORDER BY seq)
		FROM events GROUP BY game_id, version;
	DROP TABLE events;`,
}

func migrate(ctx context.Context, db *sql.DB) error {
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)`); err != nil {
		return fmt.Errorf("migrations table: %w", err)
	}
	for i, m := range migrations {
		v := i + 1
		err := func() error {
			tx, err := db.BeginTx(ctx, nil) // BEGIN IMMEDIATE: one process migrates at a time
			if err != nil {
				return err
			}
			defer tx.Rollback()
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations WHERE version = ?`, v).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return nil
			}
			if _, err := tx.ExecContext(ctx, m); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version) VALUES (?)`, v); err != nil {
				return err
			}
			return tx.Commit()
		}()
		if err != nil {
			return fmt.Errorf("migration %d: %w", v, err)
		}
	}
	var newest int
	if err := db.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&newest); err != nil {
		return err
	}
	if newest > len(migrations) {
		return fmt.Errorf("database schema version %d is newer than this herald (%d)", newest, len(migrations))
	}
	return nil
}

func (s *Store) closed() bool {
	select {
	case <-s.quit:
		return true
	default:
		return false
	}
}

// Game implements store.Store.
func (s *Store) Game(ctx context.Context, id string) (store.Game, error) {
	if s.closed() {
		return store.Game{}, store.ErrClosed
	}
	if f, ok := s.fixed.Get(id); ok {
		return s.gameHead(ctx, f)
	}
	g, err := store.ScanGame(s.gameQ.QueryRowContext(ctx, id))
	if err == nil {
		s.fixed.Put(g)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return store.Game{}, fmt.Errorf("%w: %q", store.ErrNotFound, id)
	}
	if err != nil {
		return store.Game{}, fmt.Errorf("sqlite: game %q: %w", id, err)
	}
	return g, nil
}

// ListGames implements store.Store.
func (s *Store) ListGames(ctx context.Context) ([]store.Game, error) {
	if s.closed() {
		return nil, store.ErrClosed
	}
	rows, err := s.r.QueryContext(ctx, selectGames+` ORDER BY g.id`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: list games: %w", err)
	}
	defer rows.Close()
	out := []store.Game{}
	for rows.Next() {
		g, err := store.ScanGame(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite: list games: %w", err)
		}
		g.ServerSeed = nil
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: list games: %w", err)
	}
	return out, nil
}

// Watch implements store.Store. Updates are in-process: a second process on
// the same file is not told (use PostgreSQL for several servers).
func (s *Store) Watch(ctx context.Context, gameID string) (<-chan store.Update, error) {
	return s.hub.Watch(ctx, gameID)
}

// Close implements store.Store: it waits for the writer to finish the
// batch in hand, then closes the database.
func (s *Store) Close() error {
	var err error
	s.closer.Do(func() {
		close(s.quit)
		<-s.done
		s.hub.Close()
		err = errors.Join(s.w.Close(), s.r.Close())
	})
	return err
}
