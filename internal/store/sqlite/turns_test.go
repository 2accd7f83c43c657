package sqlite

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"herald/internal/store"
)

// TestSplitTurn: a turns row gives back its lines numbered up to its last
// seq, from the asked seq on.
func TestSplitTurn(t *testing.T) {
	ev := func(seq int64, line string) store.Event { return store.Event{Seq: seq, Version: 4, Line: line} }
	cases := []struct {
		name       string
		last, from int64
		text       string
		want       []store.Event
	}{
		{"one line", 3, 1, `{"a":1}`, []store.Event{ev(3, `{"a":1}`)}},
		{"all lines", 5, 1, "{}\n{\"b\":2}\n{\"c\":3}", []store.Event{ev(3, "{}"), ev(4, `{"b":2}`), ev(5, `{"c":3}`)}},
		{"from the middle", 5, 4, "{}\n{\"b\":2}\n{\"c\":3}", []store.Event{ev(4, `{"b":2}`), ev(5, `{"c":3}`)}},
		{"from the last", 5, 5, "{}\n{\"b\":2}\n{\"c\":3}", []store.Event{ev(5, `{"c":3}`)}},
	}
	for _, c := range cases {
		if got := splitTurn(nil, c.last, 4, c.text, c.from); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

// TestMigration4KeepsEvents: a log stored one row per event under schema
// 3 reads the same, event by event, after migration 4 joins each write's
// events into one row; appends go on from there.
func TestMigration4KeepsEvents(t *testing.T) {
	ctx := context.Background()
	want := map[string][]store.Event{}
	s := oldDatabase(t, 3, func(exec func(string, ...any)) {
		for g, writes := range map[string][]int{"a": {2, 1, 7}, "b": {1}, "empty": nil} {
			seq := int64(0)
			for v, n := range writes {
				for range n {
					seq++
					want[g] = append(want[g], store.Event{Seq: seq, Version: int64(v + 1), Line: fmt.Sprintf(`{"g":%q,"seq":%d}`, g, seq)})
				}
			}
			exec(`INSERT INTO games (`+store.GameColumns+`) VALUES (?, 'r', 's', '', '[]', 'c', x'01', 0, 'open', ?, ?)`, g, len(writes), seq)
			// Rows inserted last seq first: the migration orders by seq itself.
			for _, e := range slices.Backward(want[g]) {
				exec(`INSERT INTO events (game_id, seq, version, line) VALUES (?, ?, ?, ?)`, g, e.Seq, e.Version, e.Line)
			}
		}
	})
	for g, evs := range want {
		got, err := s.Events(ctx, g, 1)
		if err != nil || len(got) != len(evs) || (len(evs) > 0 && !slices.Equal(got, evs)) {
			t.Errorf("%s after migration: %v, %v\nwant %v", g, got, err, evs)
		}
	}
	if got, _ := s.Events(ctx, "a", 4); !slices.Equal(got, want["a"][3:]) {
		t.Errorf("a from seq 4: %v", got)
	}
	if _, err := s.AppendEvents(ctx, "a", 3, []string{`{"after":1}`, `{"after":2}`}); err != nil {
		t.Fatal(err)
	}
	got, _ := s.Events(ctx, "a", 11)
	if len(got) != 2 || got[0] != (store.Event{Seq: 11, Version: 4, Line: `{"after":1}`}) || got[1].Seq != 12 {
		t.Errorf("appended after migration: %v", got)
	}
}

// TestTamper rewrites one line of a stored turn and leaves the rest.
func TestTamper(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	g := store.Game{ID: "g", Ruleset: "r", Status: store.StatusOpen}
	if err := s.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	s.AppendEvents(ctx, "g", 0, []string{`{"n":1}`, `{"n":2}`})
	s.AppendEvents(ctx, "g", 1, []string{`{"n":3}`, `{"n":4}`, `{"n":5}`})
	if err := Tamper(ctx, path, "g", 4, `{"n":"x"}`); err != nil {
		t.Fatal(err)
	}
	got, _ := s.Events(ctx, "g", 1)
	var lines []string
	for _, e := range got {
		lines = append(lines, e.Line)
	}
	if want := []string{`{"n":1}`, `{"n":2}`, `{"n":3}`, `{"n":"x"}`, `{"n":5}`}; !slices.Equal(lines, want) {
		t.Errorf("after tampering: %v", lines)
	}
	if err := Tamper(ctx, path, "g", 9, `{}`); err == nil {
		t.Error("tampering with a line past the end succeeded")
	}
}
