package postgres_test

import (
	"testing"

	"herald/internal/store/storetest"
)

func BenchmarkAppendEvents(b *testing.B) {
	url := dbURL(b)
	s := open(b, url, freshSchema(b, url))
	defer s.Close()
	storetest.BenchAppend(b, s)
}

func BenchmarkAppendEvents50Games(b *testing.B) {
	url := dbURL(b)
	s := open(b, url, freshSchema(b, url))
	defer s.Close()
	storetest.BenchAppendGames(b, s, 50)
}
