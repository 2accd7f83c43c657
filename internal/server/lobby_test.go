package server

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestServeScenarios: the lobby's cards, one per shipped scenario, each
// with its picture; an unknown scenario is refused with what was meant.
func TestServeScenarios(t *testing.T) {
	c := lobbyServer(t)
	var r struct{ Scenarios []ScenarioCard }
	if code := c.do("GET", "/api/scenarios", nil, &r); code != 200 || len(r.Scenarios) != len(scenarioNames()) {
		t.Fatalf("scenarios: %d, %d cards", code, len(r.Scenarios))
	}
	for _, card := range r.Scenarios {
		if card.Title == "" || card.Turns == 0 || len(card.Sides) < 2 || card.Sides[0].Colour == "" || card.Sides[0].Men == 0 {
			t.Errorf("card %+v", card)
		}
		code, b := c.raw(card.Thumbnail)
		if code != 200 || !bytes.HasPrefix(b, []byte("<?xml")) && !bytes.Contains(b[:200], []byte("<svg")) {
			t.Errorf("%s's picture: %d", card.Name, code)
		}
	}
	var e apiError
	if code := c.do("POST", "/api/games", map[string]string{"scenario": "thornbi-raid"}, &e); code != 400 ||
		!strings.Contains(e.Msg, "did you mean thornby-raid?") || !strings.Contains(e.Msg, "beacon-hill") {
		t.Errorf("an unknown scenario: %d %q", code, e.Msg)
	}
	if code, b := c.raw("/"); code != 200 || !bytes.Contains(b, []byte(`<script src="/static/lobby.js">`)) || !bytes.Contains(b, []byte(`name="viewport"`)) {
		t.Errorf("the lobby: %d", code)
	}
}

// TestUploadBounds: an upload is bounded before it is read; a map of a
// million hexes is refused without being built.
func TestUploadBounds(t *testing.T) {
	var c scenarios
	units := strings.Repeat("      - {name: Tom%d, class: peasant, foot: 5/4 2/2, mpa: 8}\n", 1)
	var many strings.Builder
	for i := range 61 {
		many.WriteString(fmt.Sprintf(units, i))
	}
	for _, tc := range []struct {
		name string
		u    Upload
		want string
	}{
		{"empty", Upload{}, "the scenario is empty"},
		{"too long", Upload{Scenario: strings.Repeat("#", maxUploadText+1)}, "more than the 32768 a server takes"},
		{"a huge map", Upload{Scenario: badScenario, Map: "title: x\nsize: 1000x1000\n"}, "at most 60 columns and 60 rows"},
		{"many boards", Upload{Scenario: badScenario, Map: "title: x\nboards:\n" + strings.Repeat("  - {prefix: A, size: 40x40}\n", 2)}, "at most 1600"},
		{"too many men", Upload{Scenario: "title: Many\nmap: village\nturns: 1\nfirst: Red\nsides:\n  - name: Red\n    setup: A1-T5\n    characters:\n" + many.String() +
			"  - name: Blue\n    characters:\n      - {name: Bob, class: peasant, foot: 5/4 2/2, mpa: 8, at: H20}\n"}, "at most 60"},
		{"a file the server would read", Upload{Scenario: strings.Replace(badScenario, "map: yard", "map: /etc/passwd", 1)}, "name a shipped map"},
	} {
		_, problems := c.checkUpload(tc.u)
		if len(problems) == 0 || !strings.Contains(fmt.Sprint(problems), tc.want) {
			t.Errorf("%s: %v; want %q", tc.name, problems, tc.want)
		}
	}
}

// TestServeUploadVerifies: a game of an uploaded scenario with its map is
// played; its log, downloaded with the scenario file, verifies offline.
func TestServeUploadVerifies(t *testing.T) {
	herald := os.Getenv("HERALD_BINARY")
	if herald == "" {
		dir := t.TempDir()
		herald = filepath.Join(dir, "herald")
		if out, err := exec.Command("go", "build", "-o", herald, "herald/cmd/herald").CombinedOutput(); err != nil {
			t.Fatalf("building herald: %v\n%s", err, out)
		}
	}
	c := lobbyServer(t)
	fixed := strings.Replace(strings.Replace(badScenario, "spearmn", "spearman", 1), "Z9", "F6", 1)
	var g Created
	if code := c.do("POST", "/api/games", map[string]any{"upload": Upload{Scenario: fixed, Map: yardMap, Name: "my raid.yaml"}}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	if g.Scenario != "my-raid" {
		t.Errorf("the game's scenario is %q", g.Scenario)
	}
	side := g.Sides[0]
	tok := "?token=" + g.Tokens[side]
	if code, b := c.post("/api/games/"+g.ID+"/turn"+tok, turnBody("move:\n\"<script>document.body.dataset.pwned=1</script>\" move B3\n", 1)); code != 200 {
		t.Fatalf("turn: %d %s", code, b)
	}
	dir := t.TempDir()
	_, log := c.raw("/api/games/" + g.ID + "/log" + tok + "&format=jsonl")
	_, sc := c.raw("/api/games/" + g.ID + "/scenario" + tok)
	if !bytes.Contains(sc, []byte("\n---\n")) || !bytes.Contains(sc, []byte("The yard")) {
		t.Fatalf("the scenario file does not carry its map:\n%s", sc)
	}
	os.WriteFile(filepath.Join(dir, "game.log"), log, 0o644)
	os.WriteFile(filepath.Join(dir, "my-raid.yaml"), sc, 0o644)
	cmd := exec.Command(herald, "verify", "game.log")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "intact") {
		t.Errorf("verify: %v\n%s", err, out)
	}
}
