package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"herald/internal/store"
	"herald/internal/store/sqlite"
	"herald/internal/store/storetest"
)

func open(t testing.TB, path string) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSQLiteConformance(t *testing.T) {
	paths := map[store.Store]string{}
	storetest.Run(t, storetest.Backend{
		Open: func(t *testing.T) store.Store {
			p := filepath.Join(t.TempDir(), "herald.db")
			s := open(t, p)
			paths[s] = p
			return s
		},
		Reopen: func(t *testing.T, s store.Store) store.Store {
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			n := open(t, paths[s])
			paths[n] = paths[s]
			return n
		},
	})
}
