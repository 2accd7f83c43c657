package rulesettest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"herald/internal/game"
	"herald/internal/gamelog"
)

// replay writes the log to a file, reads it back and writes it again byte
// for byte, and folds it from the start: every event told as play told
// it, and the game at the end the one play reached, as every side sees it.
func (pl *played) replay(t *testing.T) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.log")
	evs := pl.logged()
	if err := gamelog.WriteFileAtomic(path, pl.header, evs); err != nil {
		t.Fatalf("writing the log: %v", err)
	}
	first, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h, back, err := gamelog.ReadAll(bytes.NewReader(first))
	if err != nil {
		t.Fatalf("reading the log back: %v", err)
	}
	again := filepath.Join(t.TempDir(), "again.log")
	if err := gamelog.WriteFileAtomic(again, h, back); err != nil {
		t.Fatal(err)
	}
	second, _ := os.ReadFile(again)
	if !bytes.Equal(first, second) {
		t.Fatalf("the log read back and written again differs")
	}
	p, err := pl.fold(back)
	if err != nil {
		t.Fatalf("replaying the log: %v", err)
	}
	if a, b := views(t, p), views(t, pl.end); !equalViews(a, b) {
		t.Errorf("the replayed game is not the game played")
	}
}

// logged is the log's events, setup first.
func (pl *played) logged() []gamelog.Event {
	var out []gamelog.Event
	for _, e := range append([]game.Event{pl.setup}, pl.events...) {
		out = append(out, gamelog.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls})
	}
	return out
}

// fold folds logged events (setup first) from the game's start, each told
// as play told it.
func (pl *played) fold(evs []gamelog.Event) (game.Position, error) {
	h := game.NewHistory(pl.start, pl.setup)
	for i, e := range evs[1:] {
		ge := game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}
		_, told, err := game.ReplayTold(h.Position(), ge)
		if err != nil {
			return nil, fmt.Errorf("event %d (%s): %w", e.Seq, e.Type, err)
		}
		if i < len(pl.told) && fmt.Sprint(told) != fmt.Sprint(pl.told[i]) {
			return nil, fmt.Errorf("event %d (%s) is told %q, play told %q", e.Seq, e.Type, told, pl.told[i])
		}
		if err := h.Add(ge); err != nil {
			return nil, fmt.Errorf("event %d (%s): %w", e.Seq, e.Type, err)
		}
	}
	return h.Position(), game.Unfinished(h.Position())
}

// verify: the log verifies; one altered — an event's payload changed, a
// revealed side's orders changed, its hash chain written again as a
// forger would — does not.
func (pl *played) verify(t *testing.T) {
	t.Helper()
	evs := pl.logged()
	if _, err := pl.fold(evs); err != nil {
		t.Fatalf("the log does not verify: %v", err)
	}
	altered, tried := 0, 0
	for i := 1; i < len(evs) && tried < 40; i++ {
		e := evs[i]
		if gamelog.IsDiceEvent(e.Type) || e.Type == gamelog.TypeMessage || len(e.Data) == 0 {
			continue
		}
		data, ok := alter(e.Data)
		if !ok {
			continue
		}
		tried++
		bad := append([]gamelog.Event(nil), evs...)
		bad[i].Data = data
		if _, err := pl.fold(bad); err != nil {
			altered++
			continue
		}
		if e.Type == game.TypeRevealed || e.Type == game.TypeSealed {
			t.Errorf("event %d (%s) altered, the log still verifies", i+1, e.Type)
		}
	}
	if tried > 0 && altered == 0 {
		t.Errorf("no altered event of %d failed to verify", tried)
	}
	if pl.sealed > 0 {
		pl.verifyReveal(t, evs)
	}
}

// verifyReveal: a side's revealed orders changed after the reveal (the
// chain written again) fail: they no longer match the commitment.
func (pl *played) verifyReveal(t *testing.T, evs []gamelog.Event) {
	t.Helper()
	for i, e := range evs {
		if e.Type != game.TypeRevealed {
			continue
		}
		var rv game.Revealed
		if err := json.Unmarshal(e.Data, &rv); err != nil {
			t.Fatal(err)
		}
		rv.Orders[len(rv.Orders)-1].Orders += "\n"
		bad := append([]gamelog.Event(nil), evs...)
		bad[i].Data = game.MustJSON(rv)
		if _, err := pl.fold(bad); err == nil {
			t.Errorf("orders changed after the reveal (event %d): the log still verifies", i+1)
		}
		return
	}
}

// alter changes the first number or text in a payload, keeping it JSON.
func alter(data json.RawMessage) (json.RawMessage, bool) {
	var v any
	if json.Unmarshal(data, &v) != nil {
		return nil, false
	}
	done := false
	v = walk(v, &done)
	if !done {
		return nil, false
	}
	b, err := json.Marshal(v)
	return b, err == nil
}

func walk(v any, done *bool) any {
	if *done {
		return v
	}
	switch x := v.(type) {
	case float64:
		*done = true
		return x + 1
	case string:
		*done = true
		return x + "!"
	case []any:
		for i := range x {
			x[i] = walk(x[i], done)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			x[k] = walk(x[k], done)
		}
	}
	return v
}
