package server

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"herald/internal/store"
	"herald/internal/store/postgres"
)

// stream is an open event stream as a client reads it.
type stream struct {
	resp   *http.Response
	events chan Moved
}

// listen opens GET /api/games/{id}/events and decodes its "version" events.
func listen(t *testing.T, base, id, token string) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/games/"+id+"/events?token="+token, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	s := &stream{resp: resp, events: make(chan Moved, 16)}
	t.Cleanup(func() { cancel(); resp.Body.Close() })
	go readStream(resp.Body, s.events)
	return s
}

// readStream decodes "version" events until the stream ends.
func readStream(r io.Reader, out chan<- Moved) {
	defer close(out)
	sc := bufio.NewScanner(r)
	event := ""
	for sc.Scan() {
		line := sc.Text()
		if e, ok := strings.CutPrefix(line, "event: "); ok {
			event = e
		}
		if d, ok := strings.CutPrefix(line, "data: "); ok && event == "version" {
			var m Moved
			json.Unmarshal([]byte(d), &m)
			out <- m
		}
	}
}

// next waits for the stream's next event; the limit guards against a hang.
func (s *stream) next(t *testing.T) Moved {
	t.Helper()
	select {
	case m, ok := <-s.events:
		if !ok {
			t.Fatal("the event stream ended")
		}
		return m
	case <-time.After(30 * time.Second):
		t.Fatal("no event")
	}
	return Moved{}
}

// TestLiveEvents: the Villagers' stream says version 1 at once and
// version 2 when the Raiders play.
func TestLiveEvents(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			c, g := newServer(t, mk(t))
			s := listen(t, c.base, g.ID, g.Tokens["Villagers"])
			if m := s.next(t); m.Version != 1 || m.Status != store.StatusOpen {
				t.Fatalf("first event %+v", m)
			}
			if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 1), nil); code != 200 {
				t.Fatal(code)
			}
			if m := s.next(t); m.Version != 2 {
				t.Fatalf("after the turn %+v", m)
			}
			for _, path := range []string{"/api/games/" + g.ID + "/events", "/api/games/" + g.ID + "/events?token=wrong", "/api/games/nosuch/events?token=x"} {
				var e apiError
				if code := c.do("GET", path, nil, &e); code < 400 || code > 404 || e.Msg == "" {
					t.Errorf("%s: %d %+v", path, code, e)
				}
			}
		})
	}
}

func dropBenchSchema(b *testing.B, url, schema string) {
	c, err := pgx.Connect(context.Background(), url)
	if err != nil {
		b.Error(err)
		return
	}
	defer c.Close(context.Background())
	if _, err := c.Exec(context.Background(), `DROP SCHEMA IF EXISTS `+pgx.Identifier{schema}.Sanitize()+` CASCADE`); err != nil {
		b.Errorf("drop schema %s: %v", schema, err)
	}
}

// pgSchema skips without HERALD_TEST_POSTGRES, else names a fresh schema
// dropped when the test ends (after the stores it opens are closed).
func pgSchema(t *testing.T) (url, schema string) {
	url = os.Getenv("HERALD_TEST_POSTGRES")
	if url == "" {
		t.Skip("HERALD_TEST_POSTGRES not set: skipping the PostgreSQL test")
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema = "herald_live_" + hex.EncodeToString(b)
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), url)
		if err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
			return
		}
		defer c.Close(context.Background())
		if _, err := c.Exec(context.Background(), `DROP SCHEMA IF EXISTS `+pgx.Identifier{schema}.Sanitize()+` CASCADE`); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	return url, schema
}

// TestLiveAcrossServers: two servers on one PostgreSQL database; a turn
// played through one is pushed to an event stream of the other
// (LISTEN/NOTIFY).
func TestLiveAcrossServers(t *testing.T) {
	url, schema := pgSchema(t)
	var servers [2]client
	for i := range servers {
		st, err := postgres.Open(context.Background(), url, postgres.Options{Schema: schema})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		srv := New(st)
		srv.Log = t.Logf
		hs := httptest.NewServer(srv.Handler())
		t.Cleanup(hs.Close)
		servers[i] = client{t, hs.URL}
	}
	var g Created
	if code := servers[0].do("POST", "/api/games", map[string]string{"scenario": "thornby-raid"}, &g); code != 201 {
		t.Fatal(code)
	}
	s := listen(t, servers[1].base, g.ID, g.Tokens["Villagers"])
	if m := s.next(t); m.Version != 1 {
		t.Fatalf("first event %+v", m)
	}
	if code := servers[0].do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 1), nil); code != 200 {
		t.Fatal(code)
	}
	if m := s.next(t); m.Version != 2 {
		t.Fatalf("the other server pushed %+v", m)
	}
	if v := servers[1].game(&g, "Villagers"); !v.YourTurn || v.Version != 2 {
		t.Fatalf("the other server shows %+v", v)
	}
}
