package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"herald/internal/gamelog"
)

const outlawsSetUp = `set up:
Black Piers at S4
Long Hal at S5
Tom o' the Hill at T4
Red Ailric at T5
Snip at E7
Dunstan at U4
Cobb at U5
Lightfoot at V4
Mad Wulf at V5
Nan the Fletcher at R4
`

// raw fetches a path and returns the bytes exactly as served.
func (c client) raw(path string) (int, []byte) {
	c.t.Helper()
	resp, err := http.Get(c.base + path)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// everything is every answer a side gets about the game: its view, its
// page with the map, and its copy of the log in both forms.
func (c client) everything(g *Created, side string) map[string][]byte {
	c.t.Helper()
	tok := "?token=" + g.Tokens[side]
	out := map[string][]byte{}
	for name, path := range map[string]string{
		"view": "/api/games/" + g.ID + tok, "page": "/play/" + g.ID + tok,
		"log": "/api/games/" + g.ID + "/log" + tok, "jsonl": "/api/games/" + g.ID + "/log" + tok + "&format=jsonl",
	} {
		code, b := c.raw(path)
		if code != 200 {
			c.t.Fatalf("%s as %s: %d %s", name, side, code, b)
		}
		out[name] = b
	}
	return out
}

// hidden is a character set up hidden and where.
type hidden struct{ name, hex string }

// leaks lists what in the raw answers gives away where a hidden character
// stands: his hex as a JSON string, his placement order or its report,
// or his counter on the map.
func leaks(answers map[string][]byte, h hidden) []string {
	var out []string
	for what, b := range answers {
		for _, bad := range []string{`"` + h.hex + `"`, h.name + " at " + h.hex, h.name + " set up in", `data-unit="` + h.name + `"`} {
			if what == "page" && bad == `"`+h.hex+`"` {
				continue // the page's map names every hex
			}
			if bytes.Contains(b, []byte(bad)) {
				out = append(out, what+" has "+bad)
			}
		}
	}
	return out
}

// TestFogOfWar_22_8: in Ambush at Miller's Ford the Outlaws set up hidden.
// Nothing the server sends the Convoy shows where an unfound outlaw
// stands; once found (or once he acts) he shows.
func TestFogOfWar_22_8(t *testing.T) {
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	c := client{t, hs.URL}
	var g Created
	if code := c.do("POST", "/api/games", map[string]string{"scenario": "millers-ford-ambush"}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	if v := c.game(&g, "Convoy"); v.Phase != "set up" || v.Side != "Outlaws" || v.YourTurn {
		t.Fatalf("the Convoy during the set-up: %+v", v)
	}
	if v := c.game(&g, "Outlaws"); !v.YourTurn {
		t.Fatalf("the Outlaws may not set up: %+v", v)
	}
	var res TurnResult
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Outlaws"], turnBody(outlawsSetUp, 1), &res); code != 200 {
		t.Fatalf("set-up: %d %+v", code, res)
	}
	unfound := []hidden{{"Black Piers", "S4"}, {"Long Hal", "S5"}, {"Tom o' the Hill", "T4"}, {"Cobb", "U5"}, {"Nan the Fletcher", "R4"}}

	convoy := c.everything(&g, "Convoy")
	for _, h := range unfound {
		if l := leaks(convoy, h); len(l) > 0 {
			t.Errorf("the Convoy learns where %s is: %v", h.name, l)
		}
	}
	// Snip set up in plain sight and was found at once; the log says a
	// placement was made without saying what.
	for what, want := range map[string]string{"view": `"E7"`, "page": `data-unit="Snip"`, "log": "Snip at E7", "jsonl": `"type":"withheld"`} {
		if !bytes.Contains(convoy[what], []byte(want)) {
			t.Errorf("the Convoy's %s lacks %s", what, want)
		}
	}
	outlaws := c.everything(&g, "Outlaws")
	for _, h := range unfound {
		if len(leaks(outlaws, h)) < 4 {
			t.Errorf("the Outlaws do not see all of %s: %v", h.name, leaks(outlaws, h))
		}
	}
	if !bytes.Contains(outlaws["page"], []byte(`data-unit="Long Hal" data-character="Long Hal" data-force="Outlaws" data-hex="S5" data-status="hidden"`)) {
		t.Error("the Outlaws' map does not mark Long Hal as hidden")
	}
	// The Outlaws' copy of the log is whole and verifies.
	if err := gamelog.Verify(bytes.NewReader(outlaws["jsonl"])); err != nil {
		t.Errorf("the Outlaws' log does not verify: %v", err)
	}

	// Long Hal moves: acting gives him away, and with him his set-up.
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Outlaws"], turnBody("move:\nLong Hal move S6\nCobb wait\n", 2), &res); code != 200 {
		t.Fatalf("Outlaws' turn: %d %+v", code, res)
	}
	convoy = c.everything(&g, "Convoy")
	if l := leaks(convoy, hidden{"Long Hal", "S6"}); len(l) == 0 {
		t.Error("the Convoy does not see Long Hal after he moved")
	}
	for _, h := range unfound[2:] {
		if l := leaks(convoy, h); len(l) > 0 {
			t.Errorf("after Long Hal's move the Convoy learns where %s is: %v", h.name, l)
		}
	}
	if bytes.Contains(convoy["view"], []byte("Cobb wait")) {
		t.Error("the Convoy's report shows the order of a hidden man")
	}
	// A phase of hidden men's orders alone is not even named.
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Convoy"], turnBody("move:\nAnsel move E12\n", 3), &res); code != 200 {
		t.Fatalf("Convoy's turn: %d %+v", code, res)
	}
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Outlaws"], turnBody("combat:\nCobb wait\n", 4), &res); code != 200 {
		t.Fatalf("Outlaws' turn 2: %d %+v", code, res)
	}
	if v := c.game(&g, "Convoy"); strings.Contains(strings.Join(v.LastReport, "\n"), "combat:") {
		t.Errorf("the Convoy's report names a phase of hidden orders only: %q", v.LastReport)
	}
	if v := c.game(&g, "Outlaws"); !strings.Contains(strings.Join(v.LastReport, "\n"), "Cobb wait") {
		t.Errorf("the Outlaws' report lacks their own order: %q", v.LastReport)
	}
	// Fire at a man not found comes to nothing (a void order, so the turn
	// cannot be taken back to try again), and says nothing of where he is.
	code, body := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens["Convoy"], turnBody("first fire:\nEverard fire at Cobb\n", 5))
	if code != 200 || !bytes.Contains(body, []byte("rule 22.8")) || bytes.Contains(body, []byte("U5")) {
		t.Errorf("fire at hidden Cobb: %d %s", code, body)
	}
	if l := leaks(c.everything(&g, "Convoy"), hidden{"Cobb", "U5"}); len(l) > 0 {
		t.Errorf("after firing at him the Convoy learns where Cobb is: %v", l)
	}
}

// post sends JSON and returns the raw answer.
func (c client) post(path string, body any) (int, []byte) {
	c.t.Helper()
	j, _ := json.Marshal(body)
	resp, err := http.Post(c.base+path, "application/json", bytes.NewReader(j))
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}
