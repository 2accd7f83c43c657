package server

import (
	"context"
	"net/http"
	"strings"
	"testing"
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
				{"oversized create", "POST", "/api/games", huge, 413},
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
