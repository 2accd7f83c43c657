package server

import (
	"strings"
	"testing"
)

// TestServeMessages: a message with a turn and one in the chat are kept
// in the log and read by both sides in the record, grouped with their
// game turns; a message plays nothing, so a turn sent against the version
// before it is played, and the last turn's account stays; a bad message
// is refused and changes nothing.
func TestServeMessages(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	api := "/api/games/" + g.ID
	tok := func(side string) string { return "?token=" + g.Tokens[side] }
	var res TurnResult
	body := turnBody(raidersTurn1, 1)
	body["message"] = "We want the silver."
	if code := c.do("POST", api+"/turn"+tok("Raiders"), body, &res); code != 200 {
		t.Fatalf("turn with a message: %d", code)
	}
	var m struct{ Version int64 }
	if code := c.do("POST", api+"/messages"+tok("Villagers"), map[string]string{"text": "Come and get it!\nIf you dare."}, &m); code != 200 || m.Version != res.Version+1 {
		t.Fatalf("chat: %d, version %d after %d", code, m.Version, res.Version)
	}
	v := c.game(g, "Villagers")
	if v.Played != res.Version || len(v.LastReport) == 0 || !strings.Contains(strings.Join(v.LastReport, "\n"), "Bran moves H1 to H2, H3") {
		t.Errorf("after a message: played %d (want %d), last report %q", v.Played, res.Version, v.LastReport)
	}
	// The Villagers' turn, sent against the version before the message.
	if code, b := c.post(api+"/turn"+tok("Villagers"), turnBody(villagersTurn1, res.Version)); code != 200 {
		t.Fatalf("a turn sent against the version before a message: %d %s", code, b)
	}
	for _, bad := range []string{"", "  \n ", strings.Repeat("x", 1001), "a\x07b", strings.Repeat("l\n", 21)} {
		before := c.game(g, "Raiders").Version
		if code, _ := c.post(api+"/messages"+tok("Raiders"), map[string]string{"text": bad}); code != 400 {
			t.Errorf("message %.20q: %d, want 400", bad, code)
		}
		if after := c.game(g, "Raiders").Version; after != before {
			t.Errorf("a refused message wrote: version %d to %d", before, after)
		}
	}
	for _, side := range []string{"Raiders", "Villagers"} {
		var rec Record
		if code := c.do("GET", api+"/record"+tok(side), nil, &rec); code != 200 {
			t.Fatalf("record: %d", code)
		}
		if len(rec.Messages) != 2 || rec.Messages[0].Text != "We want the silver." || rec.Messages[0].Side != "Raiders" ||
			rec.Messages[1].Text != "Come and get it!\nIf you dare." || rec.Messages[1].Turn != 1 {
			t.Errorf("%s's messages: %+v", side, rec.Messages)
		}
		if len(rec.Turns) != 1 || len(rec.Turns[0].PlayerTurns) != 2 || rec.Turns[0].PlayerTurns[0].Side != "Raiders" {
			t.Fatalf("%s's record: %+v", side, rec.Turns)
		}
		// The Raiders' message is in their own player turn, sent with it.
		var kinds []string
		for _, l := range rec.Turns[0].PlayerTurns[0].Lines {
			kinds = append(kinds, l.Kind)
		}
		if k := strings.Join(kinds, " "); !strings.HasPrefix(k, "phase order detail") || !strings.HasSuffix(k, "end end message") {
			t.Errorf("the kinds of the Raiders' first turn: %s", k)
		}
		if n := len(rec.Trails); n == 0 {
			t.Errorf("%s sees no trails", side)
		}
		if len(rec.TurnStarts) < 2 || rec.TurnStarts[0] < 2 {
			t.Errorf("turn starts %v", rec.TurnStarts)
		}
	}
}

// TestServeCheckEveryLine: the check lists every refused line at once,
// each with its line and rule, and the answer to a decision is checked as
// the decision call checks it.
func TestServeCheckEveryLine(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	var ch Check
	orders := "move:\nBran move H2, H3\nJocelyn move F3\nBrann move H4\nBran mvoe H5\n"
	if code := c.do("POST", "/api/games/"+g.ID+"/check?token="+g.Tokens["Raiders"], map[string]any{"orders": orders}, &ch); code != 200 || ch.Legal {
		t.Fatalf("check: %d %+v", code, ch)
	}
	var got []string
	for _, p := range ch.Problems {
		got = append(got, p.Rule+"@"+string(rune('0'+p.Line)))
	}
	if strings.Join(got, " ") != "@5 16.22@3 2@4" && strings.Join(got, " ") != "16.22@3 2@4 @5" {
		t.Errorf("problems %v: want line 3 (16.22), line 4 (rule 2) and line 5 (no verb)", ch.Problems)
	}
	c2, _, dg, _ := decidingGame(t, open(t, "memory:"), "")
	var a AnswerCheck
	if code := c2.do("POST", "/api/games/"+dg.ID+"/check-answer?token="+dg.Tokens["Villagers"], map[string]string{"answer": "retreat:\nRafe retreat A1\n"}, &a); code != 200 || a.Legal || a.Rule != "7.3" {
		t.Errorf("a refused answer checked: %d %+v", code, a)
	}
	if code := c2.do("POST", "/api/games/"+dg.ID+"/check-answer?token="+dg.Tokens["Villagers"], map[string]string{"answer": ""}, &a); code != 200 || !a.Legal {
		t.Errorf("herald's answer checked: %d %+v", code, a)
	}
}
