package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"

	"herald/internal/gamelog"
	"herald/internal/store"
	"herald/internal/store/sqlite"
)

// tamperable is a store and a way to change one of its log lines behind
// its back, as someone editing the database by hand would.
type tamperable struct {
	st     store.Store
	tamper func(t *testing.T, id string, seq int64, line string)
}

func tamperBackends(t *testing.T) map[string]func(t *testing.T) tamperable {
	return map[string]func(t *testing.T) tamperable{
		"memory": func(t *testing.T) tamperable {
			st := open(t, "memory:")
			return tamperable{st, func(t *testing.T, id string, seq int64, line string) {
				if err := st.(*store.Memory).Tamper(id, seq, line); err != nil {
					t.Fatal(err)
				}
			}}
		},
		"sqlite": func(t *testing.T) tamperable {
			path := filepath.Join(t.TempDir(), "herald.db")
			return tamperable{open(t, "sqlite:"+path), func(t *testing.T, id string, seq int64, line string) {
				if err := sqlite.Tamper(context.Background(), path, id, seq, line); err != nil {
					t.Fatal(err)
				}
			}}
		},
		"postgres": func(t *testing.T) tamperable {
			url, schema := pgSchema(t)
			st := open(t, url+"&schema="+schema)
			return tamperable{st, func(t *testing.T, id string, seq int64, line string) {
				c, err := pgx.Connect(context.Background(), url)
				if err != nil {
					t.Fatal(err)
				}
				defer c.Close(context.Background())
				q := `UPDATE ` + pgx.Identifier{schema, "events"}.Sanitize() + ` SET line = $1 WHERE game_id = $2 AND seq = $3`
				if _, err := c.Exec(context.Background(), q, line, id, seq); err != nil {
					t.Fatal(err)
				}
			}}
		},
	}
}

// serverOn starts another server on st, as a restart would, logging into
// logged.
func serverOn(t *testing.T, st store.Store, logged *strings.Builder, mu *sync.Mutex) client {
	srv := New(st)
	srv.Rand = rand.NewChaCha8([32]byte{testSeed})
	srv.Log = func(format string, a ...any) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(logged, format+"\n", a...)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	return client{t, hs.URL}
}

// alterRoll changes the first roll of a stored line, leaving its hash.
func alterRoll(t *testing.T, line string) string {
	var e gamelog.Event
	if err := json.Unmarshal([]byte(line), &e); err != nil || len(e.Rolls) == 0 {
		t.Fatalf("line %q has no roll (%v)", line, err)
	}
	e.Rolls[0].Value = e.Rolls[0].Value%e.Rolls[0].Sides + 1
	b, _ := json.Marshal(e)
	return string(b)
}

// requests are every call a side makes on a game, each answered 500 for a
// damaged log.
func requests(g *Created, side string, version int64) map[string][3]any {
	tok := "?token=" + g.Tokens[side]
	api := "/api/games/" + g.ID
	return map[string][3]any{
		"game":     {"GET", api + tok, nil},
		"log":      {"GET", api + "/log" + tok, nil},
		"turn":     {"POST", api + "/turn" + tok, turnBody("", version)},
		"seed":     {"POST", api + "/seed" + tok, map[string]string{"seed": "x"}},
		"end":      {"POST", api + "/end" + tok, map[string]any{"version": version}},
		"page":     {"GET", "/play/" + g.ID + tok, nil},
		"replay":   {"GET", api + "/replay" + tok, nil},
		"reach":    {"GET", api + "/reach" + tok + "&character=Wat+the+Smith", nil},
		"check":    {"POST", api + "/check" + tok, turnBody("", version)},
		"decision": {"POST", api + "/decision" + tok, map[string]any{"answer": "", "version": version}},
	}
}

// TestServeRefusesDamagedLog: a log line altered in the store (a roll
// changed, its hash left) makes every request for the game fail with an
// error naming the game and the line, logged by the server; nothing is
// served from the log and nothing appended to it. Both a server that
// starts on the damaged store and one that had the game cached refuse it.
func TestServeRefusesDamagedLog(t *testing.T) {
	alterations := map[string]func(t *testing.T, lines []store.Event) (int64, string){
		// A roll: the rules' replay would also notice it.
		"roll": func(t *testing.T, lines []store.Event) (int64, string) {
			for _, l := range lines {
				if strings.Contains(l.Line, `"rolls"`) {
					return l.Seq, alterRoll(t, l.Line)
				}
			}
			t.Fatal("no roll in the log")
			return 0, ""
		},
		// The header: no replay reads it; only its hash does.
		"header": func(t *testing.T, lines []store.Event) (int64, string) {
			return 1, strings.Replace(lines[0].Line, `"scenario":"thornby-raid"`, `"scenario":"thornby-raid, altered"`, 1)
		},
	}
	for name, mk := range tamperBackends(t) {
		for what, alter := range alterations {
			t.Run(name+"/"+what, func(t *testing.T) {
				refusesDamaged(t, mk(t), alter)
			})
		}
	}
}

func refusesDamaged(t *testing.T, tb tamperable, alter func(t *testing.T, lines []store.Event) (int64, string)) {
	ctx := context.Background()
	c, g := newServer(t, tb.st)
	res := c.play(g, "Raiders", raidersTurn1, 1)
	c.game(g, "Villagers") // the game is folded and cached
	lines, err := tb.st.Events(ctx, g.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	bad, line := alter(t, lines)
	tb.tamper(t, g.ID, bad, line)
	want := fmt.Sprintf("game %s: its stored log is damaged at line %d", g.ID, bad)

	var mu sync.Mutex
	var logged strings.Builder
	restarted := serverOn(t, tb.st, &logged, &mu)
	for what, r := range requests(g, "Villagers", res.Version) {
		resp := restarted.send(r[0].(string), r[1].(string), r[2])
		if resp.code != http.StatusInternalServerError || !strings.Contains(resp.body, want) {
			t.Errorf("%s on the damaged log: %d %.300s; want 500 %q", what, resp.code, resp.body, want)
		}
	}
	mu.Lock()
	if !strings.Contains(logged.String(), fmt.Sprintf("game %s: the stored log is damaged at line %d", g.ID, bad)) {
		t.Errorf("the server's log: %q", logged.String())
	}
	mu.Unlock()
	// The server that had it cached refuses the log when it serves it,
	// and then everything else.
	if code := c.do("GET", "/api/games/"+g.ID+"/log?token="+g.Tokens["Villagers"], nil, nil); code != 500 {
		t.Errorf("the caching server serves the damaged log: %d", code)
	}
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Villagers"], turnBody("", res.Version), nil); code != 500 {
		t.Errorf("the caching server plays on the damaged log: %d", code)
	}
	after, _ := tb.st.Game(ctx, g.ID)
	if after.LastSeq != lines[len(lines)-1].Seq || after.Version != res.Version {
		t.Fatalf("the damaged log was appended to: %d lines, version %d", after.LastSeq, after.Version)
	}
}

// TestServeRefusesRechainedLog: a line altered with every hash after it
// made again passes the chain, but not the head the caching server folded.
func TestServeRefusesRechainedLog(t *testing.T) {
	st := open(t, "memory:")
	c, g := newServer(t, st)
	c.play(g, "Raiders", raidersTurn1, 1)
	c.game(g, "Villagers")
	ctx := context.Background()
	lines, _ := st.Events(ctx, g.ID, 1)
	h, evs, err := gamelog.ReadAll(strings.NewReader(storedText(lines)))
	if err != nil {
		t.Fatal(err)
	}
	for i := range evs {
		if len(evs[i].Rolls) > 0 {
			evs[i].Rolls[0].Value = evs[i].Rolls[0].Value%evs[i].Rolls[0].Sides + 1
			break
		}
	}
	prev := h.Hash
	for i := range evs {
		evs[i].Hash = ""
		evs[i].Hash, _ = gamelog.HashEvent(prev, evs[i])
		prev = evs[i].Hash
		b, _ := json.Marshal(evs[i])
		st.(*store.Memory).Tamper(g.ID, int64(i+2), string(b))
	}
	resp := c.send("GET", "/api/games/"+g.ID+"/log?token="+g.Tokens["Raiders"], nil)
	if resp.code != 500 || !strings.Contains(resp.body, "hashes made again") {
		t.Fatalf("a re-chained log: %d %s", resp.code, resp.body)
	}
}

func storedText(lines []store.Event) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l.Line + "\n")
	}
	return b.String()
}

type answer struct {
	code int
	body string
}

// send sends a request and returns the status and body as they are.
func (c client) send(method, path string, body any) answer {
	c.t.Helper()
	var r io.Reader
	if body != nil {
		j, _ := json.Marshal(body)
		r = strings.NewReader(string(j))
	}
	req, _ := http.NewRequest(method, c.base+path, r)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return answer{resp.StatusCode, string(b)}
}
