package server

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"herald/internal/store"
)

// TestServeExpiry: games nobody has played for the time given are
// expired, on every store; an expired game answers every call that would
// play it with a 410 saying so, and still shows its view, page, log,
// replay and event stream, marked expired.
func TestServeExpiry(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			clk := &clock{now: time.Now()}
			st := mk(t)
			srv := New(st)
			srv.Log = t.Logf
			srv.Limits.Now = clk.Now
			hs := httptest.NewServer(srv.Handler())
			t.Cleanup(hs.Close)
			t.Cleanup(srv.EndStreams)
			c := client{t, hs.URL}
			var a, b Created
			c.do("POST", "/api/games", map[string]string{"scenario": "thornby-raid"}, &a)
			c.do("POST", "/api/games", map[string]string{"scenario": "thornby-raid"}, &b)
			if code := c.do("POST", "/api/games/"+b.ID+"/turn?token="+b.Tokens["Raiders"], turnBody(raidersTurn1, 1), nil); code != 200 {
				t.Fatalf("turn: %d", code)
			}
			ctx := context.Background()
			clk.Add(2 * time.Hour)
			if n, err := srv.ExpireIdle(ctx, 3*time.Hour); n != 0 || err != nil {
				t.Fatalf("idle 2 hours, expiring after 3: %d expired, %v", n, err)
			}
			if n, err := srv.ExpireIdle(ctx, time.Hour); n != 2 || err != nil {
				t.Fatalf("idle 2 hours, expiring after 1: %d expired, %v", n, err)
			}
			if n, err := srv.ExpireIdle(ctx, time.Hour); n != 0 || err != nil {
				t.Fatalf("expiring again: %d expired, %v", n, err)
			}
			before, _ := st.Events(ctx, b.ID, 1)
			api, tok := "/api/games/"+b.ID, "?token="+b.Tokens["Villagers"]
			for _, call := range []struct {
				path string
				body any
			}{
				{"/turn", turnBody(villagersTurn1, 2)},
				{"/decision", map[string]any{"answer": "", "version": 2}},
				{"/seed", map[string]any{"seed": "late"}},
				{"/check", map[string]any{"orders": villagersTurn1}},
			} {
				code, body := c.post(api+call.path+tok, call.body)
				if code != http.StatusGone || !bytes.Contains(body, []byte("has expired")) {
					t.Errorf("%s in an expired game: %d %s", call.path, code, body)
				}
			}
			var v View
			if code := c.do("GET", api+tok, nil, &v); code != 200 || v.Status != store.StatusExpired || v.YourTurn || v.Version != 3 {
				t.Errorf("view of the expired game: %d %+v", code, v)
			}
			for _, path := range []string{api + "/log" + tok, api + "/replay" + tok, "/play/" + b.ID + tok} {
				if code, body := c.raw(path); code != 200 || path[1] == 'p' && !bytes.Contains(body, []byte("The game has expired")) {
					t.Errorf("GET %s: %d", path, code)
				}
			}
			if ev := c.firstEvent(api + "/events" + tok); !bytes.Contains(ev, []byte(`"status":"expired"`)) {
				t.Errorf("event stream of the expired game: %s", ev)
			}
			if after, _ := st.Events(ctx, b.ID, 1); len(after) != len(before) {
				t.Errorf("the expired game's log grew from %d to %d lines", len(before), len(after))
			}
		})
	}
}
