package sqlite_test

import (
	"path/filepath"
	"testing"

	"herald/internal/store/storetest"
)

// BenchmarkAppendEvents: one game, one turn of 5 orders at a time.
func BenchmarkAppendEvents(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "b.db"))
	defer s.Close()
	storetest.BenchAppend(b, s)
}

// BenchmarkAppendEvents50Games: 50 games submitting turns at once, the
// server target's shape; group commit shares each fsync among them.
func BenchmarkAppendEvents50Games(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "b.db"))
	defer s.Close()
	storetest.BenchAppendGames(b, s, 50)
}
