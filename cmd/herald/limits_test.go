package main

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestServeDefaultLimits: herald serve as started with no flags limits a
// client to 20 new games an hour and 16 open event streams; the next is
// a 429 that names the limit.
func TestServeDefaultLimits(t *testing.T) {
	s := startServe(t, false, "--db", "memory:")
	var c struct {
		ID     string            `json:"id"`
		Tokens map[string]string `json:"tokens"`
	}
	for i := 1; i <= 20; i++ {
		if code := httpJSON(t, "POST", s.base+"/api/games", `{"scenario": "thornby-raid"}`, &c); code != 201 {
			t.Fatalf("game %d: %d", i, code)
		}
	}
	var e struct{ Error string }
	if code := httpJSON(t, "POST", s.base+"/api/games", `{"scenario": "thornby-raid"}`, &e); code != 429 || !strings.Contains(e.Error, "20 games of the hour") {
		t.Errorf("game 21: %d %q", code, e.Error)
	}
	stream := s.base + "/api/games/" + c.ID + "/events?token=" + c.Tokens["Raiders"]
	for i := 1; i <= 17; i++ {
		resp, err := http.Get(stream)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if i <= 16 && resp.StatusCode != 200 {
			t.Fatalf("stream %d: %d", i, resp.StatusCode)
		}
		if i == 17 && resp.StatusCode != 429 {
			t.Errorf("stream 17: %d, want 429", resp.StatusCode) // a stream: its body never ends
		} else if i == 17 {
			if b, _ := io.ReadAll(resp.Body); !strings.Contains(string(b), "16 event streams") {
				t.Errorf("stream 17 refused with %s", b)
			}
		}
	}
	s.stop(t)
}

// TestServeLimitFlags: the limits' flags refuse what makes no sense.
func TestServeLimitFlags(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--games-per-client", "-1"},
		{"serve", "--games-total", "-5"},
		{"serve", "--streams-per-client", "-1"},
		{"serve", "--expire-after", "-1h"},
		{"serve", "--expire-after", "soon"},
	} {
		if r := cli(t, args...); r.Code != exitUsage || !strings.Contains(r.Stderr, "-") {
			t.Errorf("%v: exit %d, %q", args, r.Code, r.Stderr)
		}
	}
}
