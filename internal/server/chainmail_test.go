package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"herald/internal/gamelog"
)

const reiversTurn1 = "fire:\nNell fire at Piers\nmove:\nGrum move F14, F13, F12, F11\n"

// A Chainmail game is created and played over HTTP by the same server and
// engine as Cry Havoc: the scenario's ruleset field picks the rules, and
// the log header and the game record name them.
func TestServeChainmailGame(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			srv := New(mk(t))
			srv.Log = t.Logf
			hs := httptest.NewServer(srv.Handler())
			t.Cleanup(hs.Close)
			c := client{t, hs.URL}
			var g Created
			if code := c.do("POST", "/api/games", map[string]string{"scenario": "beacon-hill"}, &g); code != http.StatusCreated {
				t.Fatalf("create: %d %+v", code, g)
			}
			if g.Tokens["Reivers"] == "" || g.Tokens["Wardens"] == "" {
				t.Fatalf("created %+v", g)
			}
			v := c.game(&g, "Reivers")
			var st struct{ Ruleset string }
			if err := json.Unmarshal(v.State, &st); err != nil || !v.YourTurn || v.Turn != 1 || st.Ruleset != "chainmail" {
				t.Fatalf("the reivers see turn %d, their turn %v, ruleset %q (%v)", v.Turn, v.YourTurn, st.Ruleset, err)
			}
			// A Chainmail refusal names its appendix.
			var bad struct{ Error, Rule string }
			if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Reivers"], turnBody("move:\nGrum move F14, F12\n", 1), &bad); code != http.StatusBadRequest {
				t.Fatalf("a move of two hexes at once: %d %+v", code, bad)
			}
			if bad.Rule != "Appendix E (order of battle)" || !strings.Contains(bad.Error, "chainmail") {
				t.Errorf("refusal %+v does not name Chainmail's order of battle", bad)
			}
			var res TurnResult
			if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Reivers"], turnBody(reiversTurn1, 1), &res); code != 200 {
				t.Fatalf("reivers' turn: %d %+v", code, res)
			}
			rep := strings.Join(res.Report, "\n")
			if res.Next != "Wardens" || !strings.Contains(rep, "Nell looses a light-crossbow at Piers") || !strings.Contains(rep, "Grum moves F15 to F14, F13, F12, F11") {
				t.Fatalf("result %+v", res)
			}
			// Out of turn, refused in Chainmail's words.
			if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Reivers"], turnBody(reiversTurn1, 2), &bad); code != http.StatusForbidden || bad.Rule != "Appendix E (order of battle)" {
				t.Errorf("the reivers out of turn: %d %+v", code, bad)
			}
			if v := c.game(&g, "Wardens"); !v.YourTurn || at(t, v, "Grum") != "F11" {
				t.Fatalf("the wardens see Grum at %s, their turn %v", at(t, v, "Grum"), v.YourTurn)
			}
			// The play page draws the Chainmail figures on the map.
			page, err := http.Get(c.base + "/play/" + g.ID + "?token=" + g.Tokens["Wardens"])
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(page.Body)
			page.Body.Close()
			if page.StatusCode != 200 || !strings.Contains(string(body), "<svg") || !strings.Contains(string(body), "Grum") || !strings.Contains(string(body), "your player turn") {
				t.Errorf("the wardens' page: %d\n%.500s", page.StatusCode, body)
			}
			resp, err := http.Get(c.base + "/api/games/" + g.ID + "/log?format=jsonl&token=" + g.Tokens["Wardens"])
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			h, _, err := gamelog.ReadAll(resp.Body)
			if err != nil {
				t.Fatalf("the served log does not read: %v", err)
			}
			if h.Ruleset != "chainmail" {
				t.Errorf("log header ruleset %q", h.Ruleset)
			}
		})
	}
}

// A Chainmail round's melee over HTTP: once both sides have moved and
// Grum is in contact, each side posts its melee sealed; the first is
// told nothing of the other's, the second's post reveals and strikes
// both sides' blows together.
func TestServeChainmailSealedMelee(t *testing.T) {
	srv := New(backends(t)["memory"](t))
	srv.Log = t.Logf
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	c := client{t, hs.URL}
	var g Created
	if code := c.do("POST", "/api/games", map[string]string{"scenario": "beacon-hill"}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	post := func(side, orders string) TurnResult {
		t.Helper()
		var res TurnResult
		v := c.game(&g, side).Version
		if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody(orders, v), &res); code != 200 {
			t.Fatalf("%s's orders %q: %d %+v", side, orders, code, res)
		}
		return res
	}
	post("Reivers", "move:\nGrum charge Piers via F14, F13, F12, F11, F10, F9\n")
	post("Wardens", "move:\nOsric wait\n")
	first := post("Reivers", "combat:\nGrum attack Piers\n")
	if rep := strings.Join(first.Report, "\n"); strings.Contains(rep, "Grum attack") {
		t.Errorf("the reivers' sealed melee is told back:\n%s", rep)
	}
	last := post("Wardens", "combat:\nPiers attack Grum\n")
	rep := strings.Join(last.Report, "\n")
	for _, want := range []string{"Grum attacks Piers", "Piers attacks Grum", "the melee's blows are all struck"} {
		if !strings.Contains(rep, want) {
			t.Errorf("the melee's report lacks %q:\n%s", want, rep)
		}
	}
}
