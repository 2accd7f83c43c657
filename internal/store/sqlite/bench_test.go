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

// BenchmarkAppendEventsLongGame: a turn of a game 1,000 turns long costs
// what a turn of a new game does.
func BenchmarkAppendEventsLongGame(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "b.db"))
	defer s.Close()
	storetest.BenchAppendLongGame(b, s, 1000)
}

// BenchmarkEventsLastTurn: the newest turn of a 30-turn game, as the
// server reads it to bring a cached position up to date.
func BenchmarkEventsLastTurn(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "b.db"))
	defer s.Close()
	storetest.BenchEvents(b, s, 30, false)
}

// BenchmarkEventsWholeLog: all of a 30-turn game's log, as the server
// reads a game it holds no position of.
func BenchmarkEventsWholeLog(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "b.db"))
	defer s.Close()
	storetest.BenchEvents(b, s, 30, true)
}
