// Package backend opens a store.Store from the --db flag of `herald serve`:
//
//	memory:                          nothing kept (tests, demos)
//	sqlite:herald.db                 embedded file, the default
//	postgres://user@host/db?…        PostgreSQL; add schema=NAME to pick the schema
//
// It is the one package that imports every backend, so the server imports
// only this and store.
package backend

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"herald/internal/store"
	"herald/internal/store/postgres"
	"herald/internal/store/sqlite"
)

// Default is the --db value when none is given.
const Default = "sqlite:herald.db"

// Open opens the store that spec names.
func Open(ctx context.Context, spec string) (store.Store, error) {
	switch {
	case spec == "memory:" || spec == "memory":
		return store.NewMemory(), nil
	case strings.HasPrefix(spec, "sqlite:"):
		path := strings.TrimPrefix(strings.TrimPrefix(spec, "sqlite:"), "//")
		if path == "" {
			return nil, fmt.Errorf("--db %q: no file name after sqlite:", spec)
		}
		return sqlite.Open(ctx, path)
	case strings.HasPrefix(spec, "postgres://") || strings.HasPrefix(spec, "postgresql://"):
		u, err := url.Parse(spec)
		if err != nil {
			return nil, fmt.Errorf("--db: bad PostgreSQL URL: %v", err)
		}
		q := u.Query()
		schema := q.Get("schema")
		q.Del("schema") // ours, not a server parameter
		u.RawQuery = q.Encode()
		return postgres.Open(ctx, u.String(), postgres.Options{Schema: schema})
	}
	return nil, fmt.Errorf("--db %q: want memory:, sqlite:FILE or postgres://…", spec)
}
