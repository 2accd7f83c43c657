package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"herald/internal/game"
	"herald/internal/game/rulesettest/duel"
	"herald/internal/gamelog"
	"herald/internal/notify"
)

// duelScenario is the test ruleset's game on the shipped measured table.
func duelScenario(t *testing.T) string {
	b, err := os.ReadFile("../game/rulesettest/duel/testdata/duel-at-the-ford.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// sealedSecrets are the Raiders' first orders: nothing of them may reach
// the Farmers before the reveal.
const raidersSealed = "Hugh move 45.5 44\nWat move 45.5 48\n"

var sealedSecrets = []string{"45.5", "Hugh move", "Wat move"}

// everywhere is every answer the Farmers can ask for, raw.
func (c client) everywhere(g *Created, side string) map[string][]byte {
	out := c.everything(g, side)
	tok := "?token=" + g.Tokens[side]
	for name, path := range map[string]string{
		"record": "/api/games/" + g.ID + "/record" + tok, "replay": "/api/games/" + g.ID + "/replay" + tok,
		"scenario": "/api/games/" + g.ID + "/scenario" + tok,
	} {
		code, b := c.raw(path)
		if code != 200 {
			c.t.Fatalf("%s as %s: %d %s", name, side, code, b)
		}
		out[name] = b
	}
	return out
}

// TestServeSealedDuel plays duel, the test ruleset of sealed simultaneous
// orders on the measured table, through the real server: both sides are
// due at once and told so; the Raiders' sealed orders show nowhere the
// Farmers look (raw answers) until the Farmers' are in, against the
// version they saw; the reveal plays both; the game is played out, its
// log verifies with herald verify, and the log altered after the reveal
// (hashes made again) does not.
func TestServeSealedDuel(t *testing.T) {
	duel.Register()
	c := lobbyServer(t)
	var g Created
	if code := c.do("POST", "/api/games", map[string]any{"upload": Upload{Scenario: duelScenario(t), Name: "duel-at-the-ford.yaml"}}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	for _, side := range []string{"Raiders", "Farmers"} {
		if v := c.game(&g, side); !v.YourTurn || strings.Join(v.Due, ",") != "Raiders,Farmers" {
			t.Fatalf("%s at the first sealed step: %+v", side, v)
		}
	}
	version := c.game(&g, "Farmers").Version
	before := c.everywhere(&g, "Farmers")
	var res TurnResult
	if code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersSealed, version)); code != 200 {
		t.Fatalf("the Raiders' sealed orders: %d %s", code, b)
	} else if err := json.Unmarshal(b, &res); err != nil || strings.Join(res.Due, ",") != "Farmers" {
		t.Fatalf("after the Raiders: %s", b)
	}
	if code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody("Hugh move 46 44\n", version)); code != http.StatusConflict {
		t.Errorf("the Raiders' second orders: %d %s", code, b)
	}
	after := c.everywhere(&g, "Farmers")
	for what, b := range after {
		for _, s := range sealedSecrets {
			if bytes.Count(b, []byte(s)) > bytes.Count(before[what], []byte(s)) {
				t.Errorf("the Farmers' %s shows %q of the Raiders' sealed orders before the reveal", what, s)
			}
		}
		if bytes.Contains(b, []byte(`"box":`)) {
			t.Errorf("the Farmers' %s holds the sealed box", what)
		}
	}
	if v := c.game(&g, "Farmers"); !v.YourTurn || strings.Join(v.SealedIn, ",") != "Raiders" || !strings.Contains(strings.Join(v.LastReport, "\n"), "Raiders's sealed orders are in.") {
		t.Errorf("the Farmers are not told the Raiders are in, or not asked: %+v", v)
	}
	if v := c.game(&g, "Raiders"); v.YourTurn {
		t.Errorf("the Raiders are asked again: %+v", v)
	}
	// The Farmers give theirs against the version they saw: sealed
	// orders change nothing they decide by.
	code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens["Farmers"], turnBody("Tom move 58 44\n", version))
	if code != 200 {
		t.Fatalf("the Farmers' sealed orders: %d %s", code, b)
	}
	for _, want := range []string{"Raiders: Hugh move 45.5 44 Wat move 45.5 48", "Farmers: Tom move 58 44", "Round 1 is played.", "has the initiative"} {
		if !bytes.Contains(b, []byte(want)) {
			t.Errorf("the reveal lacks %q:\n%s", want, b)
		}
	}
	// Play on to the end, every side holding still.
	for i := 0; i < 20; i++ {
		v := c.game(&g, "Raiders")
		if v.Over {
			break
		}
		for _, side := range v.Due {
			if code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody("", v.Version)); code != 200 {
				t.Fatalf("%s, round %d: %d %s", side, v.Turn, code, b)
			}
		}
	}
	if v := c.game(&g, "Farmers"); !v.Over {
		t.Fatalf("the duel is not over: %+v", v)
	}
	dir := t.TempDir()
	_, log := c.raw("/api/games/" + g.ID + "/log?token=" + g.Tokens["Farmers"] + "&format=jsonl")
	_, sc := c.raw("/api/games/" + g.ID + "/scenario?token=" + g.Tokens["Farmers"])
	good := filepath.Join(dir, "game.log")
	os.WriteFile(good, log, 0o644)
	os.WriteFile(filepath.Join(dir, "duel-at-the-ford.yaml"), sc, 0o644)
	herald := duelHerald(t)
	verify := func(path string) (string, error) {
		cmd := exec.Command(herald, "verify", filepath.Base(path))
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := verify(good); err != nil || !strings.Contains(out, "intact") || !strings.Contains(out, "sealed orders: 8 reveals") {
		t.Fatalf("verify: %v\n%s", err, out)
	}
	// The Raiders' orders changed after the reveal, the chain made again.
	h, evs, err := gamelog.ReadAll(bytes.NewReader(log))
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range evs {
		if e.Type != game.TypeRevealed {
			continue
		}
		var rv game.Revealed
		json.Unmarshal(e.Data, &rv)
		rv.Orders[0].Orders = "Hugh move 46 44\nWat move 45.5 48\n"
		evs[i].Data = game.MustJSON(rv)
		bad := filepath.Join(dir, "bad.log")
		if err := gamelog.WriteFileAtomic(bad, h, evs); err != nil {
			t.Fatal(err)
		}
		if out, err := verify(bad); err == nil || !strings.Contains(out, "do not match its commitment") {
			t.Errorf("verify of the altered log: %v\n%s", err, out)
		}
		break
	}
}

// duelHerald builds herald with the duel ruleset (-tags duel).
func duelHerald(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "herald")
	if out, err := exec.Command("go", "build", "-tags", "duel", "-o", path, "herald/cmd/herald").CombinedOutput(); err != nil {
		t.Fatalf("building herald: %v\n%s", err, out)
	}
	return path
}

// TestNotifySealedSides: at a sealed step every due side is told it must
// give its orders; after one side's sealed write the others still due are
// told that it is in, and nothing of its orders; the reveal tells both.
func TestNotifySealedSides(t *testing.T) {
	duel.Register()
	raiders, farmers := newHook(t, "raiders-hook-secret"), newHook(t, "farmers-hook-secret")
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	allowLoopback(srv)
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	startNotifier(t, srv, &Notifier{BaseURL: hs.URL})
	c := client{t, hs.URL}
	var ae apiError
	body := map[string]any{"upload": Upload{Scenario: duelScenario(t), Name: "duel.yaml"}, "sides": map[string]any{
		"Raiders": map[string]string{"webhook": raiders.srv.URL + "/hook", "webhook_secret": raiders.secret},
		"Farmers": map[string]string{"webhook": farmers.srv.URL + "/hook", "webhook_secret": farmers.secret},
	}}
	var g Created
	if code := c.do("POST", "/api/games", body, &g); code != http.StatusCreated {
		c.do("POST", "/api/games", body, &ae)
		t.Fatalf("create: %d %+v", code, ae)
	}
	eventually(t, "both sides told to give orders", func() bool { return len(raiders.messages()) == 1 && len(farmers.messages()) == 1 })
	if code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersSealed, 1)); code != 200 {
		t.Fatalf("the Raiders' sealed orders: %d %s", code, b)
	}
	eventually(t, "the Farmers told the Raiders are in", func() bool { return len(farmers.messages()) == 2 })
	m := farmers.messages()[1]
	if report := strings.Join(m.Report, "\n"); m.Side != "Farmers" || !strings.Contains(report, "Raiders's sealed orders are in.") || strings.Contains(report, "45.5") {
		t.Errorf("the Farmers' second message: %+v", m)
	}
	if code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens["Farmers"], turnBody("Tom move 58 44\n", 1)); code != 200 {
		t.Fatalf("the Farmers' sealed orders: %d %s", code, b)
	}
	eventually(t, "both told of the reveal", func() bool { return len(raiders.messages()) == 2 && len(farmers.messages()) == 3 })
	for _, m := range []notify.Message{raiders.messages()[1], farmers.messages()[2]} {
		if !strings.Contains(strings.Join(m.Report, "\n"), "Raiders: Hugh move 45.5 44") {
			t.Errorf("%s is not told the reveal: %+v", m.Side, m)
		}
	}
	if n := len(raiders.messages()); n != 2 {
		t.Errorf("the Raiders were told %d times", n)
	}
}
