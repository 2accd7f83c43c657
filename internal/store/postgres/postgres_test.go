package postgres_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"herald/internal/store"
	"herald/internal/store/postgres"
	"herald/internal/store/storetest"
)

// dbURL returns HERALD_TEST_POSTGRES or skips the test.
func dbURL(t testing.TB) string {
	u := os.Getenv("HERALD_TEST_POSTGRES")
	if u == "" {
		t.Skip("HERALD_TEST_POSTGRES is not set; set it to e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable to run the PostgreSQL store tests")
	}
	return u
}

var run = func() string {
	b := make([]byte, 4)
	rand.Read(b)
	return hex.EncodeToString(b)
}()

var schemas atomic.Int64

// freshSchema names a schema for this run and drops it when t ends.
func freshSchema(t testing.TB, url string) string {
	name := fmt.Sprintf("herald_test_%s_%d", run, schemas.Add(1))
	t.Cleanup(func() {
		ctx := context.Background()
		c, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Errorf("drop schema %s: %v", name, err)
			return
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, `DROP SCHEMA IF EXISTS `+pgx.Identifier{name}.Sanitize()+` CASCADE`); err != nil {
			t.Errorf("drop schema %s: %v", name, err)
		}
	})
	return name
}

func open(t testing.TB, url, schema string) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(context.Background(), url, postgres.Options{Schema: schema})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestPostgresConformance(t *testing.T) {
	url := dbURL(t)
	storetest.Run(t, storetest.Backend{
		Open: func(t *testing.T) store.Store { return open(t, url, freshSchema(t, url)) },
		Reopen: func(t *testing.T, s store.Store) store.Store {
			schema := s.(*postgres.Store).Schema()
			s.Close()
			return open(t, url, schema)
		},
	})
}

// Several servers on one database: a turn through one wakes watchers on the
// others (LISTEN/NOTIFY), and the version check holds across them.
func TestPostgresSeveralServers(t *testing.T) {
	ctx := context.Background()
	_, a, b, ch := twoServers(t, "shared")
	if _, err := a.AppendEvents(ctx, "shared", 0, []string{storetest.Line(1)}); err != nil {
		t.Fatal(err)
	}
	select {
	case u := <-ch:
		if u.GameID != "shared" || u.Version != 1 {
			t.Fatalf("server b saw %+v, want shared at version 1", u)
		}
	case <-time.After(30 * time.Second): // hang guard, not a latency limit
		t.Fatal("server b never heard of the turn submitted through a")
	}
	evs, err := b.Events(ctx, "shared", 1)
	if err != nil || len(evs) != 1 {
		t.Fatalf("server b reads %v, %v", evs, err)
	}
	// Same turn through both servers at once: exactly one wins.
	for v := int64(1); v < 11; v++ {
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, s := range []*postgres.Store{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = s.AppendEvents(ctx, "shared", v, []string{storetest.Line(int(v))})
			}()
		}
		wg.Wait()
		if (errs[0] == nil) == (errs[1] == nil) {
			t.Fatalf("turn %d: errors %v and %v, want exactly one ErrConflict", v, errs[0], errs[1])
		}
		for _, err := range errs {
			if err != nil && !errors.Is(err, store.ErrConflict) {
				t.Fatalf("turn %d: %v", v, err)
			}
		}
	}
}

// Servers starting together all migrate safely (advisory lock).
func TestPostgresConcurrentMigrations(t *testing.T) {
	url := dbURL(t)
	schema := freshSchema(t, url)
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := postgres.Open(context.Background(), url, postgres.Options{Schema: schema})
			if err == nil {
				s.Close()
			}
			errs[i] = err
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("server %d: %v", i, err)
		}
	}
	c, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(context.Background())
	// Each migration recorded once: as many rows as the newest version.
	var n, newest int
	if err := c.QueryRow(context.Background(), `SELECT count(*), max(version) FROM `+pgx.Identifier{schema, "schema_migrations"}.Sanitize()).Scan(&n, &newest); err != nil || n != newest {
		t.Fatalf("schema_migrations rows = %d up to version %d, %v", n, newest, err)
	}
}

func TestPostgresRefusesBadConfig(t *testing.T) {
	ctx := context.Background()
	for _, schema := range []string{"Herald", "1abc", "a-b", "x; DROP TABLE y", "a23456789012345678901234567890123456789012345678901"} {
		if _, err := postgres.Open(ctx, "postgres://127.0.0.1/x", postgres.Options{Schema: schema}); err == nil {
			t.Errorf("schema %q accepted", schema)
		}
	}
	if _, err := postgres.Open(ctx, "postgres://%zz", postgres.Options{}); err == nil {
		t.Error("bad URL accepted")
	}
	// Nothing listens on port 1.
	if _, err := postgres.Open(ctx, "postgres://postgres@127.0.0.1:1/x?connect_timeout=2", postgres.Options{}); err == nil {
		t.Error("unreachable server accepted")
	}
}

// A server whose LISTEN and NOTIFY connections are cut reconnects, wakes its
// watchers (they may have missed something) and keeps delivering.
func TestPostgresSurvivesLostConnections(t *testing.T) {
	ctx := context.Background()
	url, a, _, ch := twoServers(t, "g")
	schema := a.Schema()
	// Send one turn so a's notifier connection exists, then cut both
	// servers' LISTEN and NOTIFY connections.
	if _, err := a.AppendEvents(ctx, "g", 0, []string{storetest.Line(1)}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ch, 1)
	admin, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	var killed int
	err = admin.QueryRow(ctx, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE application_name IN ($1, $2)`, "herald "+schema+" listen", "herald "+schema+" notify").Scan(&killed)
	if err != nil {
		t.Fatal(err)
	}
	if killed < 3 {
		t.Fatalf("cut %d connections, want both listeners and a's notifier", killed)
	}
	// b's listener comes back and wakes its watchers with a re-read.
	waitFor(t, ch, 0)
	if _, err := a.AppendEvents(ctx, "g", 1, []string{storetest.Line(2)}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ch, 2)
}

// waitFor reads updates until one has the version (0: any re-read wake-up).
func waitFor(t *testing.T, ch <-chan store.Update, version int64) {
	t.Helper()
	deadline := time.After(30 * time.Second) // hang guard, not a latency limit
	for {
		select {
		case u, ok := <-ch:
			if !ok {
				t.Fatal("watch closed")
			}
			if u.Version == version {
				return
			}
		case <-deadline:
			t.Fatalf("no update with version %d", version)
		}
	}
}

// twoServers opens two stores on one fresh schema, creates the game id
// through the first and watches it through the second.
func twoServers(t *testing.T, id string) (url string, a, b *postgres.Store, ch <-chan store.Update) {
	url = dbURL(t)
	schema := freshSchema(t, url)
	ctx := context.Background()
	a, b = open(t, url, schema), open(t, url, schema)
	t.Cleanup(func() { a.Close(); b.Close() })
	if err := a.CreateGame(ctx, storetest.NewGame(id)); err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithCancel(ctx)
	t.Cleanup(cancel)
	ch, err := b.Watch(wctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return url, a, b, ch
}
