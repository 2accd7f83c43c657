package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"herald/internal/store"
)

// TestServeLimits: bad requests of every kind on every call get a clear
// 4xx, and leave the game, its log and the outbox as they were.
func TestServeLimits(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			st := mk(t)
			c, g := newServer(t, st)
			r, v := g.Tokens["Raiders"], g.Tokens["Villagers"]
			turn := "/api/games/" + g.ID + "/turn?token="
			if code := c.do("POST", turn+r, turnBody(raidersTurn1, 1), nil); code != 200 {
				t.Fatal(code)
			}
			ctx := context.Background()
			before, _ := st.Events(ctx, g.ID, 1)
			notes, _ := st.PendingNotifications(ctx, 0)
			huge := strings.Repeat(" ", MaxBody) + "{}"
			cases := []struct {
				name, method, path string
				body               any
				status             int
			}{
				{"the played turn replayed", "POST", turn + r, turnBody(raidersTurn1, 1), 409},
				{"the played turn replayed by the other side", "POST", turn + v, turnBody(raidersTurn1, 1), 409},
				{"a turn at a version to come", "POST", turn + v, turnBody(villagersTurn1, 3), 409},
				{"a negative version", "POST", turn + v, turnBody(villagersTurn1, -1), 409},
				{"version as text", "POST", turn + v, `{"orders": "", "version": "2"}`, 400},
				{"empty body", "POST", turn + v, "", 400},
				{"two JSON objects", "POST", turn + v, `{"orders": "", "version": 2} {"orders": "", "version": 2}`, 400},
				{"JSON array", "POST", turn + v, `[1, 2]`, 400},
				{"not UTF-8 orders", "POST", turn + v, "{\"orders\": \"move:\\nWat the Smith move \xff\", \"version\": 2}", 400},
				{"turn for an unknown game", "POST", "/api/games/nosuchgame/turn?token=" + v, turnBody("", 2), 404},
				{"turn with the other game's token", "POST", turn + "x" + v, turnBody("", 2), 403},
				{"turn with no token", "POST", "/api/games/" + g.ID + "/turn", turnBody("", 2), 401},
				{"oversized create", "POST", "/api/games", strings.Repeat(" ", maxUploadBody) + "{}", 413},
				{"oversized seed", "POST", "/api/games/" + g.ID + "/seed?token=" + v, huge, 413},
				{"malformed seed", "POST", "/api/games/" + g.ID + "/seed?token=" + v, `{"seed":`, 400},
				{"seed for an unknown game", "POST", "/api/games/nosuchgame/seed?token=" + v, `{"seed": "x"}`, 404},
				{"seed after the first roll", "POST", "/api/games/" + g.ID + "/seed?token=" + v, `{"seed": "x"}`, 409},
				{"log of an unknown game", "GET", "/api/games/nosuchgame/log?token=" + v, nil, 404},
				{"log with a wrong token", "GET", "/api/games/" + g.ID + "/log?token=nope", nil, 403},
				{"events with no token", "GET", "/api/games/" + g.ID + "/events", nil, 401},
				{"too long a game id", "GET", "/api/games/" + strings.Repeat("a", 65) + "?token=" + v, nil, 404},
			}
			for _, tc := range cases {
				var e apiError
				if code := c.do(tc.method, tc.path, tc.body, &e); code != tc.status || e.Msg == "" {
					t.Errorf("%s: %d %q, want %d", tc.name, code, e.Msg, tc.status)
				}
			}
			// A bad bearer token is as bad as a bad query token.
			req, _ := http.NewRequest("GET", c.base+"/api/games/"+g.ID, nil)
			req.Header.Set("Authorization", "Bearer nope")
			if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 403 {
				t.Errorf("bad bearer token: %v %v", resp.StatusCode, err)
			} else {
				resp.Body.Close()
			}
			// Wrong method: the mux's 405, not a 200 or a 500.
			if resp, err := http.Get(c.base + turn + v); err != nil || resp.StatusCode != 405 {
				t.Errorf("GET on the turn call: %v %v", resp.StatusCode, err)
			} else {
				resp.Body.Close()
			}
			after, _ := st.Events(ctx, g.ID, 1)
			notesAfter, _ := st.PendingNotifications(ctx, 0)
			gm, _ := st.Game(ctx, g.ID)
			if len(after) != len(before) || gm.Version != 2 || len(notesAfter) != len(notes) {
				t.Fatalf("refused requests changed the game: %d -> %d events, version %d, %d -> %d notifications",
					len(before), len(after), gm.Version, len(notes), len(notesAfter))
			}
		})
	}
}

// TestServeOrderLimit: a turn of thousands of waits is refused with a 413
// naming the limit, by the turn, the check and the decision calls alike,
// and leaves the game and its log as they were.
func TestServeOrderLimit(t *testing.T) {
	st := open(t, "memory:")
	c, g := newServer(t, st)
	r := g.Tokens["Raiders"]
	ctx := context.Background()
	before, _ := st.Events(ctx, g.ID, 1)
	waits := strings.Repeat("Bran wait\n", 3000)
	for _, call := range []struct {
		path string
		body any
	}{
		{"/turn", turnBody(waits, 1)},
		{"/check", map[string]any{"orders": waits}},
		{"/decision", map[string]any{"answer": waits, "version": 1}},
	} {
		var e apiError
		code := c.do("POST", "/api/games/"+g.ID+call.path+"?token="+r, call.body, &e)
		if call.path == "/decision" && code == 409 {
			continue // nothing to decide: refused before the answer is read
		}
		if code != http.StatusRequestEntityTooLarge || !strings.Contains(e.Msg, "3000 orders, more than the limit of ") {
			t.Errorf("%s with 3000 waits: %d %q", call.path, code, e.Msg)
		}
	}
	after, _ := st.Events(ctx, g.ID, 1)
	gm, _ := st.Game(ctx, g.ID)
	if len(after) != len(before) || gm.Version != 1 {
		t.Fatalf("the refused turn changed the game: %d -> %d lines, version %d", len(before), len(after), gm.Version)
	}
}

// clock is a test's clock: it moves only when told.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// create asks for a game as the client at address from (X-Forwarded-For).
func (c client) create(from string) (int, apiError, string) {
	c.t.Helper()
	req, _ := http.NewRequest("POST", c.base+"/api/games", strings.NewReader(`{"scenario": "thornby-raid"}`))
	if from != "" {
		req.Header.Set("X-Forwarded-For", "203.0.113.250, "+from)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	var e apiError
	json.NewDecoder(resp.Body).Decode(&e)
	return resp.StatusCode, e, resp.Header.Get("Retry-After")
}

// TestServeCreateRateLimits: one client may create GamesPerClient games
// an hour and all together GamesTotal; past either the answer is a 429
// naming the limit, with Retry-After, and the allowance comes back with
// the hour. X-Forwarded-For counts only behind a proxy.
func TestServeCreateRateLimits(t *testing.T) {
	clk := &clock{now: time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)}
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	srv.Limits = Limits{GamesPerClient: 2, GamesTotal: 3, BehindProxy: true, Now: clk.Now}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	c := client{t, hs.URL}
	steps := []struct {
		from  string
		after time.Duration
		code  int
		msg   string
	}{
		{"198.51.100.1", 0, 201, ""},
		{"198.51.100.1", 0, 201, ""},
		{"198.51.100.1", 0, 429, "your address has created its 2 games of the hour; try again in 30m0s"},
		{"198.51.100.2", 0, 201, ""},
		{"198.51.100.2", 0, 429, "this server has created its 3 games of the hour; try again in 20m0s"},
		{"198.51.100.1", 20 * time.Minute, 429, "your address has created its 2 games of the hour; try again in 10m0s"},
		{"198.51.100.1", 10 * time.Minute, 201, ""},
		{"198.51.100.2", 0, 429, "this server"},
		{"198.51.100.2", 20 * time.Minute, 201, ""},
	}
	for i, s := range steps {
		clk.Add(s.after)
		code, e, retry := c.create(s.from)
		if code != s.code || !strings.Contains(e.Msg, s.msg) || (code == 429) != (retry != "") {
			t.Errorf("step %d, %s: %d %q (Retry-After %q), want %d %q", i+1, s.from, code, e.Msg, retry, s.code, s.msg)
		}
	}

	// Not behind a proxy, the header is anyone's to write: it changes
	// nothing.
	srv.Limits.BehindProxy = false
	clk.Add(2 * time.Hour)
	for i, from := range []string{"192.0.2.1", "192.0.2.2", "192.0.2.3"} {
		want := 201
		if i == 2 {
			want = 429
		}
		if code, e, _ := c.create(from); code != want {
			t.Errorf("posing as %s: %d %q, want %d", from, code, e.Msg, want)
		}
	}
}

// TestClientAddress: a client is its connection's address, an IPv6 one
// its /64; the proxy's header counts only behind a proxy, last entry.
func TestClientAddress(t *testing.T) {
	for _, c := range []struct {
		remote, xff string
		proxy       bool
		want        string
	}{
		{"192.0.2.7:5123", "", false, "192.0.2.7"},
		{"192.0.2.7:5123", "198.51.100.9", false, "192.0.2.7"},
		{"192.0.2.7:5123", "10.0.0.1, 198.51.100.9", true, "198.51.100.9"},
		{"192.0.2.7:5123", "", true, "192.0.2.7"},
		{"[2001:db8:1:2:3:4:5:6]:443", "", false, "2001:db8:1:2::/64"},
		{"[2001:db8:1:2::99]:443", "", false, "2001:db8:1:2::/64"},
		{"[2001:db8:1:3::1]:443", "", false, "2001:db8:1:3::/64"},
		{"[::ffff:192.0.2.7]:80", "", false, "192.0.2.7"},
	} {
		srv := New(store.NewMemory())
		srv.Limits.BehindProxy = c.proxy
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.remote
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		if got := srv.clientOf(r); got != c.want {
			t.Errorf("%s %q proxy=%v: %q, want %q", c.remote, c.xff, c.proxy, got, c.want)
		}
	}
}

// TestServeStreamsPerClient: one client holds at most StreamsPerClient
// event streams; one more is a 429, and a stream closed is given back.
func TestServeStreamsPerClient(t *testing.T) {
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	srv.Limits.StreamsPerClient = 2
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	t.Cleanup(srv.EndStreams)
	c := client{t, hs.URL}
	var g Created
	c.do("POST", "/api/games", map[string]string{"scenario": "thornby-raid"}, &g)
	url := hs.URL + "/api/games/" + g.ID + "/events?token=" + g.Tokens["Raiders"]
	open := func() *http.Response {
		resp, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	var held []*http.Response
	for range 2 {
		resp := open()
		if resp.StatusCode != 200 {
			t.Fatalf("stream %d: %d", len(held)+1, resp.StatusCode)
		}
		held = append(held, resp)
	}
	resp := open()
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 429 || !strings.Contains(string(b), "holds 2 event streams already") || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("a third stream: %d %s", resp.StatusCode, b)
	}
	held[0].Body.Close()
	eventually(t, "the closed stream given back", func() bool {
		resp := open()
		defer resp.Body.Close()
		return resp.StatusCode == 200
	})
	held[1].Body.Close()
}
