package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// destrierHerald builds herald for herald verify.
func destrierHerald(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "herald")
	if out, err := exec.Command("go", "build", "-o", path, "herald/cmd/herald").CombinedOutput(); err != nil {
		t.Fatalf("building herald: %v\n%s", err, out)
	}
	return path
}

// TestServeDestrierDuel plays the Destrier duel through the real server:
// the game begins with the initiative rolled; the half-moves are each
// side's in turn; at the TAC phase Ashby's sealed cards show nowhere Red
// looks until Red's are in; Red's dodge then stays face down on every
// channel Ashby reads until Ashby has guessed; the computer plays the
// rest, and herald verify finds the log intact.
func TestServeDestrierDuel(t *testing.T) {
	c := lobbyServer(t)
	var g Created
	if code := c.do("POST", "/api/games", map[string]any{"scenario": "destrier-duel"}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	v := c.game(&g, "Ashby")
	if v.Phase != "half-move 1" || len(v.Due) != 1 || !strings.Contains(string(v.State), `"order"`) {
		t.Fatalf("the first step: %+v\n%s", v, v.State)
	}
	for i := 0; i < 6; i++ {
		v := c.game(&g, "Ashby")
		if !strings.HasPrefix(v.Phase, "half-move") {
			break
		}
		if code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens[v.Due[0]], turnBody("", v.Version)); code != 200 {
			t.Fatalf("%s's half-move: %d %s", v.Due[0], code, b)
		}
	}
	v = c.game(&g, "Red")
	if v.Phase != "TAC phase" || strings.Join(v.Due, ",") != "Ashby,Red" && strings.Join(v.Due, ",") != "Red,Ashby" {
		t.Fatalf("the TAC phase: %+v", v)
	}
	version := v.Version
	before := c.everywhere(&g, "Red")
	if code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens["Ashby"], turnBody("Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW\n", version)); code != 200 {
		t.Fatalf("Ashby's cards: %d %s", code, b)
	}
	for what, b := range c.everywhere(&g, "Red") {
		for _, s := range []string{"CLOSE at Sir Guy", "DELIVER BLOW"} {
			if bytes.Count(b, []byte(s)) > bytes.Count(before[what], []byte(s)) {
				t.Errorf("Red's %s shows %q of Ashby's sealed cards before the reveal", what, s)
			}
		}
	}
	before = c.everywhere(&g, "Ashby")
	code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens["Red"], turnBody("Sir Guy plays STAND GROUND, DODGE LEFT\n", version))
	if code != 200 {
		t.Fatalf("Red's cards: %d %s", code, b)
	}
	if vr := c.game(&g, "Red"); !bytes.Contains(vr.State, []byte("DODGE LEFT")) {
		t.Errorf("Red's own state hides his dodge: %s", vr.State)
	}
	va := c.game(&g, "Ashby")
	if !va.YourDecision || va.Decision == nil {
		t.Fatalf("Ashby is not asked to guess: %+v", va)
	}
	for what, b := range c.everywhere(&g, "Ashby") {
		if bytes.Count(b, []byte("DODGE LEFT")) > bytes.Count(before[what], []byte("DODGE LEFT")) {
			t.Errorf("Ashby's %s shows the way of Red's dodge before the guess", what)
		}
	}
	if !bytes.Contains(va.State, []byte("DODGE (face down)")) {
		t.Errorf("Ashby's state does not show the dodge face down: %s", va.State)
	}
	var res TurnResult
	if code := c.do("POST", "/api/games/"+g.ID+"/decision?token="+g.Tokens["Ashby"], map[string]any{"answer": "Sir Hugh guesses right", "version": va.Version}, &res); code != 200 {
		t.Fatalf("the guess: %d %+v", code, res)
	}
	if rep := strings.Join(res.Report, "\n"); !strings.Contains(rep, "dodge is turned up: left") {
		t.Errorf("the guess's report:\n%s", rep)
	}
	// The computer plays both sides to the end.
	for i := 0; i < 400; i++ {
		v := c.game(&g, "Ashby")
		if v.Over {
			break
		}
		side := ""
		switch {
		case v.Decision != nil:
			side = v.Decision.Side
			if code := c.do("POST", "/api/games/"+g.ID+"/decision?token="+g.Tokens[side], map[string]any{"answer": v.Decision.Answer, "version": v.Version}, nil); code != 200 {
				t.Fatalf("%s's guess: %d", side, code)
			}
			continue
		case len(v.Due) > 0:
			side = v.Due[0]
		}
		var last []byte
		ok := false
		for _, orders := range destrierPlain(t, c.game(&g, side), side) {
			code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody(orders, v.Version))
			if code == 200 {
				ok = true
				break
			}
			last = b
		}
		if !ok {
			t.Fatalf("%s in %s: every plain play refused: %s", side, v.Phase, last)
		}
	}
	if v := c.game(&g, "Red"); !v.Over {
		t.Fatalf("the duel is not over: %+v", v)
	}
	dir := t.TempDir()
	_, log := c.raw("/api/games/" + g.ID + "/log?token=" + g.Tokens["Red"] + "&format=jsonl")
	os.WriteFile(filepath.Join(dir, "game.log"), log, 0o644)
	cmd := exec.Command(destrierHerald(t), "verify", "game.log")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "intact") {
		t.Fatalf("verify: %v\n%s", err, out)
	}
}

// destrierPlain are a plain player's orders for side from its view, the
// likeliest first (the dice may have left a figure down or out of
// blows): no moves in a half-move; in the TAC phase CLOSE and a blow; in
// a card round a blow; then humbler plays.
func destrierPlain(t *testing.T, v View, side string) []string {
	t.Helper()
	if strings.HasPrefix(v.Phase, "half-move") {
		return []string{""}
	}
	var st struct {
		Figures []struct {
			Name  string `json:"name"`
			Side  string `json:"side"`
			Out   bool   `json:"out"`
			Blows *int   `json:"blows_left"`
		} `json:"figures"`
	}
	if err := json.Unmarshal(v.State, &st); err != nil {
		t.Fatal(err)
	}
	plays := []string{"CLOSE, DELIVER BLOW", "STAND GROUND, DELIVER BLOW", "STAND GROUND, PASSIVE SHIELD PARRY"}
	if v.Phase != "TAC phase" {
		plays = []string{"DELIVER BLOW", `MOVE 1"`, "WEAPON PLAY", "PASSIVE SHIELD PARRY", "PUNCH", "ACTIVE SHIELD PARRY"}
	}
	var out []string
	for _, p := range plays {
		var b strings.Builder
		for _, f := range st.Figures {
			if f.Side == side && !f.Out && f.Blows != nil && (v.Phase == "TAC phase" || *f.Blows > 0) {
				b.WriteString(f.Name + " plays " + p + "\n")
			}
		}
		out = append(out, b.String())
	}
	return out
}
