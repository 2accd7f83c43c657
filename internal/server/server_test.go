package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"herald/internal/gamelog"
	"herald/internal/store"
	"herald/internal/store/backend"
)

const raidersTurn1 = "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3\nJocelyn move E2\n"

const villagersTurn1 = "move:\nWat the Smith move E3\ncombat:\nWat the Smith attack Jocelyn\n"

// backends are the stores every HTTP test runs on.
func backends(t *testing.T) map[string]func(t *testing.T) store.Store {
	return map[string]func(t *testing.T) store.Store{
		"memory": func(t *testing.T) store.Store { return open(t, "memory:") },
		"sqlite": func(t *testing.T) store.Store {
			return open(t, "sqlite:"+filepath.Join(t.TempDir(), "herald.db"))
		},
	}
}

func open(t *testing.T, spec string) store.Store {
	st, err := backend.Open(context.Background(), spec)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

type client struct {
	t    *testing.T
	base string
}

// do sends a request and decodes the JSON answer into out (if not nil).
func (c client) do(method, path string, body any, out any) int {
	c.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	case []byte:
		r = bytes.NewReader(b)
	default:
		j, _ := json.Marshal(b)
		r = bytes.NewReader(j)
	}
	req, _ := http.NewRequest(method, c.base+path, r)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			c.t.Fatalf("%s %s: %d, not JSON: %v\n%s", method, path, resp.StatusCode, err, data)
		}
	}
	return resp.StatusCode
}

// testSeed seeds the test servers' ids, tokens and dice.
var testSeed byte = 4

func newServer(t *testing.T, st store.Store) (client, *Created) {
	t.Helper()
	srv := New(st)
	// Fixed dice: with this seed Hamo's first shot at Rafe makes no one
	// retreat, which the tests of the page and its reports count on.
	srv.Rand = rand.NewChaCha8([32]byte{testSeed})
	srv.Log = t.Logf
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	c := client{t, hs.URL}
	var g Created
	if code := c.do("POST", "/api/games", map[string]string{"scenario": "thornby-raid"}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	if len(g.Tokens) != 2 || g.Tokens["Raiders"] == "" || g.Tokens["Villagers"] == "" || g.Version != 1 {
		t.Fatalf("created %+v", g)
	}
	return c, &g
}

// at is where a character stands in a view.
func at(t *testing.T, v View, name string) string {
	var st struct {
		Characters []struct{ Name, At string }
	}
	if err := json.Unmarshal(v.State, &st); err != nil {
		t.Fatal(err)
	}
	for _, c := range st.Characters {
		if c.Name == name {
			return c.At
		}
	}
	return ""
}

func turnBody(orders string, version int64) map[string]any {
	return map[string]any{"orders": orders, "version": version}
}

func (c client) game(g *Created, side string) View {
	c.t.Helper()
	var v View
	if code := c.do("GET", "/api/games/"+g.ID+"?token="+g.Tokens[side], nil, &v); code != 200 {
		c.t.Fatalf("get as %s: %d", side, code)
	}
	return v
}

// TestServe4PlayerTurns plays both player turns of game turn 1 (§4) over
// HTTP and checks each side sees the other's moves, and that the log
// served is a valid hash-chained game log.
func TestServe4PlayerTurns(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			c, g := newServer(t, mk(t))
			v := c.game(g, "Villagers")
			if v.You != "Villagers" || v.YourTurn || v.Side != "Raiders" || v.Turn != 1 {
				t.Fatalf("villagers see %+v", v)
			}
			var res TurnResult
			if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 1), &res); code != 200 {
				t.Fatalf("raiders' turn: %d %+v", code, res)
			}
			if res.Version != 2 || res.Next != "Villagers" || !strings.Contains(strings.Join(res.Report, "\n"), "Bran moves H1 to H2, H3") {
				t.Fatalf("result %+v", res)
			}
			v = c.game(g, "Villagers")
			if !v.YourTurn || v.Version != 2 || at(t, v, "Bran") != "H3" {
				t.Fatalf("after the raiders' turn the villagers see turn %d of %s, version %d, Bran at %s", v.Turn, v.Side, v.Version, at(t, v, "Bran"))
			}
			if !strings.Contains(strings.Join(v.LastReport, "\n"), "Jocelyn moves F2 to E2") {
				t.Errorf("last report %q", v.LastReport)
			}
			if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Villagers"], turnBody(villagersTurn1, 2), &res); code != 200 || res.Next != "Raiders" {
				t.Fatalf("villagers' turn: %d %+v", code, res)
			}
			if v := c.game(g, "Raiders"); v.Turn != 2 || !v.YourTurn {
				t.Fatalf("turn 2: %+v", v)
			}
			resp, err := http.Get(c.base + "/api/games/" + g.ID + "/log?format=jsonl&token=" + g.Tokens["Raiders"])
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if err := gamelog.Verify(resp.Body); err != nil {
				t.Fatalf("the served log does not verify: %v", err)
			}
		})
	}
}

// TestServeSameDice: a turn sent again at the same version rolls the same
// dice (6.4's missile die here), so a refused or beaten submission cannot
// fish for better ones; the rolls index the fair dice by the game's roll count.
func TestServeSameDice(t *testing.T) {
	st := open(t, "memory:")
	_, g := newServer(t, st)
	srv := New(st)
	req := httptest.NewRequest("GET", "/api/games/"+g.ID+"?token="+g.Tokens["Raiders"], nil)
	req.SetPathValue("id", g.ID)
	var lines [3][]string
	for i := range lines {
		p, side, err := srv.load(req)
		if err != nil {
			t.Fatal(err)
		}
		if i == 2 {
			// Played with a different order first: the dice still follow
			// the roll count, so the first roll is the same die.
			_, lines[i], _, err = srv.prepareTurn(p, side, "first fire:\nHamo fire at Rafe\n", 1)
		} else {
			_, lines[i], _, err = srv.prepareTurn(p, side, raidersTurn1, 1)
		}
		if err != nil {
			t.Fatal(err)
		}
		if p.rolls != 0 {
			t.Fatalf("rolls before the first turn: %d", p.rolls)
		}
	}
	if strings.Join(lines[0], "\n") != strings.Join(lines[1], "\n") {
		t.Fatalf("the same turn at the same version gave different events:\n%s\n%s", lines[0], lines[1])
	}
	roll := func(l []string) string {
		for _, x := range l {
			if strings.Contains(x, `"rolls"`) {
				return x[strings.Index(x, `"rolls"`):]
			}
		}
		return ""
	}
	if roll(lines[0]) == "" || roll(lines[0]) != roll(lines[2]) {
		t.Fatalf("the missile die changed with the rest of the orders: %q vs %q", roll(lines[0]), roll(lines[2]))
	}
}

// TestServeRefusals: each kind of bad request gets its status and a JSON
// error, and rule refusals name the rule.
func TestServeRefusals(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			c, g := newServer(t, mk(t))
			turn := "/api/games/" + g.ID + "/turn?token="
			big := map[string]any{"orders": strings.Repeat("x", MaxBody+10), "version": 1}
			cases := []struct {
				name   string
				method string
				path   string
				body   any
				status int
				rule   string
			}{
				{"no token", "GET", "/api/games/" + g.ID, nil, 401, ""},
				{"wrong token", "GET", "/api/games/" + g.ID + "?token=nonsense", nil, 403, ""},
				{"no such game", "GET", "/api/games/nosuchgame?token=" + g.Tokens["Raiders"], nil, 404, ""},
				{"bad game id", "GET", "/api/games/%2e%2e?token=x", nil, 404, ""},
				{"4 not your player turn", "POST", turn + g.Tokens["Villagers"], turnBody(villagersTurn1, 1), 403, "4"},
				{"malformed JSON", "POST", turn + g.Tokens["Raiders"], `{"orders": "move:`, 400, ""},
				{"unknown field", "POST", turn + g.Tokens["Raiders"], `{"orders": "", "version": 1, "side": "Villagers"}`, 400, ""},
				{"no version", "POST", turn + g.Tokens["Raiders"], `{"orders": "move:\nBran move H2"}`, 400, ""},
				{"oversized body", "POST", turn + g.Tokens["Raiders"], big, 413, ""},
				{"stale version", "POST", turn + g.Tokens["Raiders"], turnBody(raidersTurn1, 0), 409, ""},
				{"orders that do not parse", "POST", turn + g.Tokens["Raiders"], turnBody("move:\nBran fly to the moon\n", 1), 400, ""},
				{"7.3 move past the MPA", "POST", turn + g.Tokens["Raiders"], turnBody("move:\nBran move H2, H3, H4, H5, H6, H7, H8, H9, H10, H11\n", 1), 400, "7.3"},
				{"unknown scenario", "POST", "/api/games", `{"scenario": "../../etc/passwd"}`, 400, ""},
				{"no scenario", "POST", "/api/games", `{}`, 400, ""},
			}
			for _, tc := range cases {
				var e apiError
				code := c.do(tc.method, tc.path, tc.body, &e)
				if code != tc.status || e.Msg == "" {
					t.Errorf("%s: %d %+v, want %d", tc.name, code, e, tc.status)
				}
				if tc.rule != "" && !strings.HasPrefix(e.Rule, tc.rule) {
					t.Errorf("%s: rule %q, want %s (%s)", tc.name, e.Rule, tc.rule, e.Msg)
				}
			}
			// Nothing above was played.
			if v := c.game(g, "Raiders"); v.Version != 1 || !v.YourTurn {
				t.Fatalf("after refusals: %+v", v)
			}
		})
	}
}

// TestServeConcurrentTurns: several submissions of the same turn at the
// same version race; exactly one is played, the others get 409.
func TestServeConcurrentTurns(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			c, g := newServer(t, mk(t))
			var ok, conflict, other atomic.Int32
			var wg sync.WaitGroup
			for range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					var e apiError
					code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 1), &e)
					e.Status = code
					switch code {
					case 200:
						ok.Add(1)
					case 409:
						conflict.Add(1)
					default:
						other.Add(1)
						t.Logf("unexpected answer: %+v", e)
					}
				}()
			}
			wg.Wait()
			if ok.Load() != 1 || conflict.Load() != 7 || other.Load() != 0 {
				t.Fatalf("%d played, %d conflicts, %d other; want 1, 7, 0", ok.Load(), conflict.Load(), other.Load())
			}
			if v := c.game(g, "Villagers"); v.Version != 2 || !v.YourTurn {
				t.Fatalf("after the race: %+v", v)
			}
		})
	}
}

// TestServePage: the play page shows the map, whose turn, and the orders
// form only to the side whose player turn it is.
func TestServePage(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	get := func(path string) (int, string) {
		resp, err := http.Get(c.base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	code, body := get("/play/" + g.ID + "?token=" + g.Tokens["Raiders"])
	if code != 200 || strings.Contains(body, "<?xml") || !strings.Contains(body, "<svg") || !strings.Contains(body, "your player turn") || !strings.Contains(body, `<textarea id="orders"`) {
		t.Fatalf("raiders' page: %d\n%.500s", code, body)
	}
	code, body = get("/play/" + g.ID + "?token=" + g.Tokens["Villagers"])
	if code != 200 || strings.Contains(body, `<textarea id="orders"`) || !strings.Contains(body, "player turn of Raiders") {
		t.Fatalf("villagers' page: %d", code)
	}
	if code, _ := get("/play/" + g.ID + "?token=bad"); code != 403 {
		t.Fatalf("bad token page: %d", code)
	}
}

// TestServePanicIs500: a panic in a handler becomes a plain 500.
func TestServePanicIs500(t *testing.T) {
	var logged atomic.Int32
	srv := &Server{Log: func(string, ...any) { logged.Add(1) }}
	h := srv.recoverer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("secret detail") }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Code != 500 || strings.Contains(rec.Body.String(), "secret") || logged.Load() != 1 {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
}

func BenchmarkServeGetGame(b *testing.B) {
	st, _ := backend.Open(context.Background(), "memory:")
	defer st.Close()
	srv := New(st)
	g, err := srv.CreateGame(context.Background(), "thornby-raid")
	if err != nil {
		b.Fatal(err)
	}
	h := srv.Handler()
	url := "/api/games/" + g.ID + "?token=" + g.Tokens["Raiders"]
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", url, nil))
		if rec.Code != 200 {
			b.Fatal(rec.Code)
		}
	}
}

// FuzzServeTurnBody: no request body makes the turn call fail with a 500
// or play anything but a well-formed turn.
func FuzzServeTurnBody(f *testing.F) {
	for _, s := range []string{``, `{}`, `null`, `[]`, `{"orders": 1, "version": 1}`, `{"orders": "move:\nBran move H2", "version": 1}`,
		`{"orders": "combat:\nBran attack Bran", "version": 1}`, `{"orders": "\u0000", "version": -1}`, `{"version": 1e99}`} {
		f.Add(s)
	}
	st, _ := backend.Open(context.Background(), "memory:")
	srv := New(st)
	srv.Log = func(string, ...any) {}
	g, err := srv.CreateGame(context.Background(), "thornby-raid")
	if err != nil {
		f.Fatal(err)
	}
	h := srv.Handler()
	f.Fuzz(func(t *testing.T, body string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], strings.NewReader(body)))
		if rec.Code >= 500 {
			t.Fatalf("%q: %d %s", body, rec.Code, rec.Body)
		}
		var e map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil {
			t.Fatalf("%q: answer is not JSON: %s", body, rec.Body)
		}
	})
}

// TestServe23GameOver plays thornby-raid to its last game turn (the
// raiders fire in turn 1, then both sides pass), then checks §23.1 refuses
// another turn, the seed is revealed, and every roll in the log is the fair
// roll its index gives (docs/dice.md).
func TestServe23GameOver(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	version := int64(1)
	play := func(side, orders string) TurnResult {
		var res TurnResult
		if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody(orders, version), &res); code != 200 {
			t.Fatalf("%s at version %d: %d", side, version, code)
		}
		version = res.Version
		return res
	}
	play("Raiders", raidersTurn1)
	var res TurnResult
	for i := 0; !res.Over; i++ {
		if i > 30 {
			t.Fatal("the game never ends")
		}
		res = play(c.game(g, "Raiders").Side, "")
	}
	var e apiError
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody("", version), &e); code != 409 || e.Rule != "23.1" {
		t.Fatalf("a turn after the end: %d %+v", code, e)
	}
	v := c.game(g, "Villagers")
	if !v.Over || v.Seed == "" || v.Turn != 12 {
		t.Fatalf("after the end: over %v, turn %d, seed %q", v.Over, v.Turn, v.Seed)
	}
	h, evs := c.logOf(g, "Villagers")
	if last := evs[len(evs)-1]; last.Type != gamelog.TypeReveal {
		t.Fatalf("the log ends with %s, not the reveal", last.Type)
	}
	rep, err := gamelog.CheckDice(h, evs, []string{"Raiders", "Villagers"}, v.Commitment)
	if err != nil || !rep.Checked || rep.Rolls == 0 {
		t.Fatalf("the dice of the log: %+v, %v", rep, err)
	}
}

// BenchmarkServePlayTurn: fold the game, play the raiders' first turn and
// append it (memory store), as one POST.
func BenchmarkServePlayTurn(b *testing.B) {
	st, _ := backend.Open(context.Background(), "memory:")
	defer st.Close()
	srv := New(st)
	h := srv.Handler()
	body, _ := json.Marshal(turnBody(raidersTurn1, 1))
	for b.Loop() {
		b.StopTimer()
		g, err := srv.CreateGame(context.Background(), "thornby-raid")
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], bytes.NewReader(body)))
		if rec.Code != 200 {
			b.Fatal(rec.Code, rec.Body)
		}
	}
}
