package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// A tenths game begun with decisions, over HTTP: both sides' first
// orders sealed (the first side's unseen by the other), then the
// first blow struck has its defender's side asked how he meets it; its
// answer is taken from the choices, and one not among them is refused
// naming the rule.
func TestServeTenthsDecisions(t *testing.T) {
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	c := client{t, hs.URL}
	var g Created
	if code := c.do("POST", "/api/games", map[string]any{"scenario": "tenths-yard-duel", "decisions": true}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	turn := func(side, orders string) TurnResult {
		t.Helper()
		v := c.game(&g, side)
		var res TurnResult
		if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody(orders, v.Version), &res); code != 200 {
			t.Fatalf("%s's orders %q: %d %+v", side, orders, code, res)
		}
		return res
	}
	if v := c.game(&g, "Watch"); !v.YourTurn || v.Clock == nil || len(v.Clock.Rows) != 3 {
		t.Fatalf("the Watch's first view: your turn %v, clock %+v", v.YourTurn, v.Clock)
	}
	turn("Watch", "Wat walk E7 then walk F7\nHob wait 50")
	if v := c.game(&g, "Vane"); !v.YourTurn || strings.Contains(string(v.State), "E7") {
		t.Fatalf("the Vane's view while the Watch's orders are sealed: your turn %v, state %s", v.YourTurn, v.State)
	}
	turn("Vane", "Ambrose walk G5 then walk G6")
	// Play on until a side is asked for a defence.
	for i := 0; i < 20; i++ {
		for _, side := range []string{"Watch", "Vane"} {
			v := c.game(&g, side)
			if v.Decision == nil || !v.YourDecision {
				continue
			}
			if v.Decision.Kind != "defence" || len(v.Decision.Choices) < 2 {
				t.Fatalf("the question %+v", v.Decision)
			}
			var bad struct{ Error, Rule string }
			if code := c.do("POST", "/api/games/"+g.ID+"/decision?token="+g.Tokens[side], map[string]any{"answer": "run away", "version": v.Version}, &bad); code != http.StatusBadRequest || bad.Rule != "base:attack" {
				t.Fatalf("an answer not among the choices: %d %+v", code, bad)
			}
			var res TurnResult
			if code := c.do("POST", "/api/games/"+g.ID+"/decision?token="+g.Tokens[side], map[string]any{"answer": v.Decision.Choices[0], "version": v.Version}, &res); code != 200 {
				t.Fatalf("the answer %q: %d %+v", v.Decision.Choices[0], code, res)
			}
			if !strings.Contains(strings.Join(res.Report, "\n"), "attack: "+v.Decision.Choices[0]) {
				t.Errorf("the answer's report %q", res.Report)
			}
			return
		}
		for _, side := range []string{"Watch", "Vane"} {
			if sv := c.game(&g, side); sv.YourTurn {
				orders := "Wat attack Ambrose"
				if side == "Vane" {
					orders = "Ambrose attack Wat"
				}
				var res TurnResult
				if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody(orders, sv.Version), &res); code != 200 {
					// Out of reach: let him wait instead.
					c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody("", sv.Version), &res)
				}
			}
		}
	}
	t.Fatal("no defence was asked in twenty rounds")
}
