package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// A side given to the computer at creation plays as soon as it is its
// move, over the same path as a person's turn: its turns are ordinary
// logged turns. A server stopped before the computer moved plays on once
// restarted (ResumeComputers). A bad computer option is refused.
func TestComputerSide(t *testing.T) {
	st := open(t, "memory:")
	a := New(st)
	a.Log = t.Logf
	a.holdComputers = true // stopped before the computer's first move
	ha := httptest.NewServer(a.Handler())
	t.Cleanup(ha.Close)
	ca := client{t, ha.URL}
	var g Created
	if code := ca.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid", "computer": map[string]string{"Raiders": "greedy"}}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	var v View
	ca.do("GET", "/api/games/"+g.ID+"?token="+g.Tokens["Villagers"], nil, &v)
	if v.Side != "Raiders" || v.Turn != 1 {
		t.Fatalf("before the restart: %s's turn %d", v.Side, v.Turn)
	}
	// The restart: a server over the same store.
	b := New(st)
	b.Log = t.Logf
	hb := httptest.NewServer(b.Handler())
	t.Cleanup(hb.Close)
	c := client{t, hb.URL}
	if err := b.ResumeComputers(t.Context()); err != nil {
		t.Fatal(err)
	}
	b.WaitComputers()
	c.do("GET", "/api/games/"+g.ID+"?token="+g.Tokens["Villagers"], nil, &v)
	if v.Side != "Villagers" || !v.YourTurn || v.Turn != 1 {
		t.Fatalf("after the restart: %s's turn %d (yours %v)", v.Side, v.Turn, v.YourTurn)
	}
	// The person plays; the computer answers with its second turn.
	var res TurnResult
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Villagers"], map[string]any{"orders": "move:\nHob move M5\n", "version": v.Version}, &res); code != http.StatusOK {
		t.Fatalf("turn: %d", code)
	}
	b.WaitComputers()
	c.do("GET", "/api/games/"+g.ID+"?token="+g.Tokens["Villagers"], nil, &v)
	if v.Side != "Villagers" || v.Turn != 2 {
		t.Fatalf("after the person's turn: %s's turn %d", v.Side, v.Turn)
	}
	log := logLines(t, c, &g)
	if n := strings.Count(log, `"side":"Raiders"`); n < 2 {
		t.Errorf("the computer's turns are not in the log (%d Raiders events)", n)
	}
	for _, bad := range []map[string]string{{"Normans": "greedy"}, {"Raiders": "clever"}, {"Raiders": "greedy", "Villagers": "greedy"}} {
		var e struct{ Error string }
		if code := c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid", "computer": bad}, &e); code != http.StatusBadRequest {
			t.Errorf("computer %v: %d %s", bad, code, e.Error)
		}
	}
}
