package server

import (
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/notify"
	"herald/internal/rulesets/cryhavoc"
	"herald/internal/store"
	"herald/internal/store/backend"
)

// raidersFire is a turn whose fire may make Rafe retreat with the turn
// still to go on: then the Villagers decide where (§4).
const raidersFire = "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3\n"

// decidingGame serves a game begun with "decisions": true in which the
// Raiders' first turn waits for the Villagers. The server's randomness
// is seeded, so the search below finds the same game every run.
func decidingGame(t *testing.T, st store.Store, hookURL string) (client, *Server, *Created, TurnResult) {
	t.Helper()
	for seed := uint64(1); seed < 64; seed++ {
		srv := New(st)
		srv.Log = t.Logf
		srv.Rand = rand.NewChaCha8([32]byte{byte(seed)})
		allowLoopback(srv)
		hs := httptest.NewServer(srv.Handler())
		c := client{t, hs.URL}
		req := map[string]any{"scenario": "thornby-raid", "decisions": true}
		if hookURL != "" {
			req["sides"] = map[string]any{"Villagers": map[string]string{"webhook": hookURL, "webhook_secret": "villagers-hook-secret"}}
		}
		var g Created
		if code := c.do("POST", "/api/games", req, &g); code != http.StatusCreated {
			t.Fatalf("create: %d", code)
		}
		var res TurnResult
		if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersFire, 1), &res); code != 200 {
			t.Fatalf("turn: %d", code)
		}
		if res.Decision != nil {
			t.Cleanup(hs.Close)
			return c, srv, &g, res
		}
		hs.Close()
	}
	t.Fatal("no seed made Rafe retreat")
	return client{}, nil, nil, TurnResult{}
}

// TestServeDecision_4: the turn stops for the Villagers' decision; each
// side is told what it may know; the answer is checked (side, version,
// rules) and plays the rest of the turn; the stored log replays.
func TestServeDecision_4(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			st := mk(t)
			c, _, g, res := decidingGame(t, st, "")
			q := res.Decision
			if q.Side != "Villagers" || q.Turn != "Raiders" || q.Kind != cryhavoc.DecideRetreat || q.Rule != "4" || len(q.Choices) != 1 || q.Choices[0] != "Rafe" ||
				!strings.Contains(q.Answer, "# Rafe retreat HEX, HEX") || res.Next != "Raiders" || strings.Contains(strings.Join(res.Report, "\n"), "Bran moves") {
				t.Fatalf("turn result %+v, decision %+v", res, q)
			}
			vil, raid := c.game(g, "Villagers"), c.game(g, "Raiders")
			if !vil.YourDecision || vil.YourTurn || vil.Decision == nil || vil.Decision.Kind != "retreat" {
				t.Errorf("Villagers' view: your_decision %v your_turn %v decision %+v", vil.YourDecision, vil.YourTurn, vil.Decision)
			}
			if raid.YourDecision || raid.YourTurn || raid.Decision == nil || raid.Decision.Side != "Villagers" {
				t.Errorf("Raiders' view: your_decision %v your_turn %v decision %+v", raid.YourDecision, raid.YourTurn, raid.Decision)
			}
			// Fog: the rest of the Raiders' turn is theirs alone.
			var vlog, rlog struct{ Lines []json.RawMessage }
			c.do("GET", "/api/games/"+g.ID+"/log?token="+g.Tokens["Villagers"], nil, &vlog)
			c.do("GET", "/api/games/"+g.ID+"/log?token="+g.Tokens["Raiders"], nil, &rlog)
			vtext, rtext := string(joinLines(vlog.Lines)), string(joinLines(rlog.Lines))
			if strings.Contains(vtext, "Bran move") || strings.Contains(string(vil.State), "Bran move") || !strings.Contains(vtext, `"withheld":["rest"]`) {
				t.Errorf("the Villagers read the rest of the waiting turn:\n%s", vtext)
			}
			if !strings.Contains(rtext, "Bran move H2, H3") {
				t.Errorf("the Raiders' log lacks their own waiting orders:\n%s", rtext)
			}
			decide := func(side, answer string, version int64, out any) int {
				return c.do("POST", "/api/games/"+g.ID+"/decision?token="+g.Tokens[side], map[string]any{"answer": answer, "version": version}, out)
			}
			v := vil.Version
			refusals := []struct {
				name, side, answer string
				version            int64
				status             int
				rule               string
			}{
				{"the side who does not decide", "Raiders", "", v, http.StatusForbidden, "4"},
				{"a retreat the rules refuse", "Villagers", "retreat: Rafe retreat A1", v, http.StatusBadRequest, "7.3"},
				{"an order not asked for", "Villagers", "move: Rafe move L9", v, http.StatusBadRequest, "10.2"},
				{"an old version", "Villagers", "", v - 1, http.StatusConflict, ""},
			}
			for _, tt := range refusals {
				var ae apiError
				if code := decide(tt.side, tt.answer, tt.version, &ae); code != tt.status || ae.Rule != tt.rule {
					t.Errorf("%s: %d %+v, want %d rule %q", tt.name, code, ae, tt.status, tt.rule)
				}
			}
			var ae apiError
			if code := c.do("POST", "/api/games/"+g.ID+"/decision?token="+g.Tokens["Villagers"], `{"answer": ""}`, &ae); code != http.StatusBadRequest {
				t.Errorf("no version: %d %+v", code, ae)
			}
			var done TurnResult
			if code := decide("Villagers", q.Answer, v, &done); code != 200 {
				t.Fatalf("decide: %d %+v", code, done)
			}
			report := strings.Join(done.Report, "\n")
			if done.Decision != nil || done.Next != "Villagers" || done.Version <= v || !strings.Contains(report, "Villagers decides (retreat)") ||
				!strings.Contains(report, "chosen by herald") || !strings.Contains(report, "Bran moves H1 to H2, H3") {
				t.Errorf("decided: %+v", done)
			}
			if code := decide("Villagers", "", done.Version, &ae); code != http.StatusConflict || ae.Rule != "4" {
				t.Errorf("a second answer: %d %+v", code, ae)
			}
			after := c.game(g, "Villagers")
			if after.Decision != nil || after.YourDecision || !after.YourTurn {
				t.Errorf("after the decision: %+v", after)
			}
			replayStored(t, st, g.ID)
			// The turn is played out: its rest is no secret now, and the
			// Villagers' copy of the log is the whole log again.
			var vjsonl strings.Builder
			c.doText("GET", "/api/games/"+g.ID+"/log?format=jsonl&token="+g.Tokens["Villagers"], &vjsonl)
			if strings.Contains(vjsonl.String(), `"withheld"`) || !strings.Contains(vjsonl.String(), "Bran move H2, H3") {
				t.Errorf("after the turn the Villagers' log still withholds its rest:\n%s", vjsonl.String())
			}
			replayLines(t, vjsonl.String())
		})
	}
}

// doText GETs a text answer into b.
func (c client) doText(method, path string, b *strings.Builder) {
	c.t.Helper()
	req, _ := http.NewRequest(method, c.base+path, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	io.Copy(b, resp.Body)
}

func joinLines(ls []json.RawMessage) []byte {
	var b []byte
	for _, l := range ls {
		b = append(append(b, l...), '\n')
	}
	return b
}

// replayStored reads the whole stored log as a game log (hash chain
// checked) and replays it with the ruleset its setup names.
func replayStored(t *testing.T, st store.Store, id string) {
	t.Helper()
	evs, err := st.Events(context.Background(), id, 1)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(e.Line + "\n")
	}
	replayLines(t, b.String())
}

// replayLines replays a game log's text.
func replayLines(t *testing.T, text string) {
	t.Helper()
	h, logged, err := gamelog.ReadAll(strings.NewReader(text))
	if err != nil {
		t.Fatalf("the stored log does not read: %v", err)
	}
	var setup game.Setup
	json.Unmarshal(logged[0].Data, &setup)
	rs, _ := game.RulesetFor(h.Ruleset)
	if !setup.Decisions {
		t.Fatalf("setup %+v asks no decisions", setup)
	}
	l, err := (&scenarios{}).shipped(setup.ScenarioFile)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.Start(rs, setup, l.sc, game.Field{Map: l.m})
	if err != nil {
		t.Fatalf("setup %+v: %v", setup, err)
	}
	types := map[string]bool{}
	for _, e := range logged[1:] {
		if s, err = game.Replay(s, game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}); err != nil {
			t.Fatalf("replay of event %d (%s): %v", e.Seq, e.Type, err)
		}
		types[e.Type] = true
	}
	if !types[game.TypePending] || !types[game.TypeDecided] {
		t.Errorf("the log has no decision: %v", types)
	}
}

// A game of Chainmail asks nothing mid-turn: decisions is refused.
func TestServeDecisionsChainmail(t *testing.T) {
	c, _ := newServer(t, open(t, "memory:"))
	var ae apiError
	if code := c.do("POST", "/api/games", map[string]any{"scenario": "beacon-hill", "decisions": true}, &ae); code != http.StatusBadRequest || !strings.Contains(ae.Msg, "asks no decisions") {
		t.Errorf("chainmail with decisions: %d %+v", code, ae)
	}
}

// The side who must decide is notified (kind decide).
func TestNotifyDecision(t *testing.T) {
	h := newHook(t, "villagers-hook-secret")
	st := open(t, "memory:")
	_, srv, g, _ := decidingGame(t, st, h.srv.URL)
	startNotifier(t, srv, &Notifier{})
	eventually(t, "the decision's webhook", func() bool {
		for _, m := range h.messages() {
			if m.Kind == notify.KindDecide {
				return true
			}
		}
		return false
	})
	for _, m := range h.messages() {
		if m.Kind == notify.KindDecide && (m.Side != "Villagers" || m.ToMove != "Villagers" || m.GameID != g.ID || m.Version != 2) {
			t.Errorf("decision message %+v", m)
		}
	}
}

// BenchmarkServeDecideOn answers a pending retreat and plays the rest of
// the waiting turn on the folded game, without the store's write: the
// engine and fair dice cost of POST …/decision.
func BenchmarkServeDecideOn(b *testing.B) {
	ctx := context.Background()
	st := openB(b, "memory:")
	var srv *Server
	var p *position
	for seed := uint64(1); p == nil && seed < 64; seed++ {
		srv = New(st)
		srv.Rand = rand.NewChaCha8([32]byte{byte(seed)})
		c, err := srv.NewGame(ctx, NewGame{Scenario: "thornby-raid", Decisions: true})
		if err != nil {
			b.Fatal(err)
		}
		g, _ := st.Game(ctx, c.ID)
		q, err := srv.position(ctx, g)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := srv.playTurn(ctx, q, "Raiders", raidersFire, g.Version); err != nil {
			b.Fatal(err)
		}
		g, _ = st.Game(ctx, c.ID)
		if q, _ = srv.position(ctx, g); q.state.Step().Kind == game.Decision {
			p = q
		}
	}
	if p == nil {
		b.Fatal("no seed made Rafe retreat")
	}
	for b.Loop() {
		if _, _, _, err := srv.decideOn(p, "Villagers", "", p.g.Version); err != nil {
			b.Fatal(err)
		}
	}
}

func openB(b *testing.B, spec string) store.Store {
	st, err := backend.Open(context.Background(), spec)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	return st
}

// BenchmarkServePlayOn is the same turn played whole, herald answering
// the decision (if any) itself: to compare with BenchmarkServeDecideOn.
func BenchmarkServePlayOn(b *testing.B) {
	ctx := context.Background()
	st := openB(b, "memory:")
	srv := New(st)
	srv.Rand = rand.NewChaCha8([32]byte{1})
	c, err := srv.NewGame(ctx, NewGame{Scenario: "thornby-raid"})
	if err != nil {
		b.Fatal(err)
	}
	g, _ := st.Game(ctx, c.ID)
	p, err := srv.position(ctx, g)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, _, _, err := srv.playOn(p, "Raiders", raidersFire, p.g.Version); err != nil {
			b.Fatal(err)
		}
	}
}

// TestServeDecisionPin_8: Jocelyn's move past Wat the Smith stops the
// turn for the Villagers' pinning attempt; the answer they are offered,
// with the # taken off the attempt, makes it.
func TestServeDecisionPin_8(t *testing.T) {
	st := open(t, "memory:")
	c, _ := newServer(t, st)
	var g Created
	if code := c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid", "decisions": true}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	var res TurnResult
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody("move:\nJocelyn move E2, E3\n", 1), &res); code != 200 {
		t.Fatalf("turn: %d", code)
	}
	want := "Wat the Smith pin Jocelyn in E3"
	q := res.Decision
	if q == nil || q.Kind != cryhavoc.DecidePin || q.Rule != "8" || len(q.Choices) != 1 || q.Choices[0] != want || !strings.Contains(q.Answer, "# "+want+"\n") {
		t.Fatalf("decision %+v", q)
	}
	decide := func(answer string, out any) int {
		return c.do("POST", "/api/games/"+g.ID+"/decision?token="+g.Tokens["Villagers"], map[string]any{"answer": answer, "version": res.Version}, out)
	}
	var ae apiError
	if code := decide("Wat the Smith pin Bran in H3", &ae); code != http.StatusBadRequest || ae.Rule != "8" {
		t.Errorf("a pin not offered: %d %+v", code, ae)
	}
	var done TurnResult
	if code := decide(strings.ReplaceAll(q.Answer, "# "+want, want), &done); code != 200 {
		t.Fatalf("decide: %d %+v", code, done)
	}
	report := strings.Join(done.Report, "\n")
	if !strings.Contains(report, "Villagers decides (pin): move: "+want) || !strings.Contains(report, "rolled d") || done.Next != "Villagers" {
		t.Errorf("after the pin: %+v\n%s", done, report)
	}
	replayStored(t, st, g.ID)
}
