package store

import (
	"context"
	"errors"
	"testing"
)

// Whatever a client sends as an event line or game id, the store answers
// with ErrInvalid or accepts it; it never panics, and what it accepts reads
// back byte for byte.
func FuzzAppendLine(f *testing.F) {
	for _, seed := range []string{`{"a":1}`, `{}`, ``, `[1]`, "{\"a\":\n1}", `{"a":"\xff"}`, `{"a":1}{"b":2}`, ` {"x":null} `} {
		f.Add("g1", seed)
	}
	f.Fuzz(func(t *testing.T, id, line string) {
		m := NewMemory()
		defer m.Close()
		ctx := context.Background()
		g := Game{ID: id, Ruleset: "havoc", Status: StatusOpen}
		if err := m.CreateGame(ctx, g); err != nil {
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("CreateGame(%q) = %v", id, err)
			}
			return
		}
		if _, err := m.AppendEvents(ctx, id, 0, []string{line}); err != nil {
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("AppendEvents(%q) = %v", line, err)
			}
			return
		}
		evs, err := m.Events(ctx, id, 1)
		if err != nil || len(evs) != 1 || evs[0].Line != line {
			t.Fatalf("read back %v, %v; want %q", evs, err, line)
		}
	})
}
