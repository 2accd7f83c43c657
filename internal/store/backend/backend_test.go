package backend_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"herald/internal/store/backend"
	"herald/internal/store/postgres"
	"herald/internal/store/sqlite"
	"herald/internal/store/storetest"
)

func TestOpen(t *testing.T) {
	ctx := context.Background()
	s, err := backend.Open(ctx, "memory:")
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	path := filepath.Join(t.TempDir(), "h.db")
	s, err = backend.Open(ctx, "sqlite:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(*sqlite.Store); !ok {
		t.Fatalf("sqlite: got %T", s)
	}
	if err := s.CreateGame(ctx, storetest.NewGame("g")); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("no database file: %v", err)
	}
	for _, bad := range []string{"", "sqlite:", "mysql://x", "herald.db", "postgres://%zz"} {
		if s, err := backend.Open(ctx, bad); err == nil {
			s.Close()
			t.Errorf("Open(%q) accepted", bad)
		}
	}
}

func TestOpenPostgresSchemaParam(t *testing.T) {
	u := os.Getenv("HERALD_TEST_POSTGRES")
	if u == "" {
		t.Skip("HERALD_TEST_POSTGRES is not set")
	}
	ctx := context.Background()
	sep := "?"
	if strings.Contains(u, "?") {
		sep = "&"
	}
	schema := fmt.Sprintf("herald_backend_test_%d", time.Now().UnixNano()%1e9)
	s, err := backend.Open(ctx, u+sep+"schema="+schema)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got := s.(*postgres.Store).Schema(); got != schema {
		t.Fatalf("schema %q", got)
	}
	// Leave nothing behind.
	s.Close()
	dropSchema(t, u, schema)
}
