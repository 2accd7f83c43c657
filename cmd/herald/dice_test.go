package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"herald/internal/gamelog"
)

// servedGame is a game created on a running herald serve.
type servedGame struct {
	ID         string            `json:"id"`
	Tokens     map[string]string `json:"tokens"`
	Commitment string            `json:"dice_commitment"`
	Version    int64             `json:"version"`
}

func (s *served) create(t *testing.T) servedGame {
	t.Helper()
	var g servedGame
	if code := httpJSON(t, "POST", s.base+"/api/games", `{"scenario": "thornby-raid"}`, &g); code != 201 {
		t.Fatalf("create: %d", code)
	}
	return g
}

// playOut plays g to its end: the Raiders' first turn, then passes.
func (s *served) playOut(t *testing.T, g *servedGame) {
	t.Helper()
	orders := raidersTurn1
	for i := 0; ; i++ {
		var v struct {
			Side    string `json:"side"`
			Over    bool   `json:"over"`
			Version int64  `json:"version"`
		}
		httpJSON(t, "GET", s.base+"/api/games/"+g.ID+"?token="+g.Tokens["Raiders"], "", &v)
		if v.Over {
			g.Version = v.Version
			return
		}
		if i > 30 {
			t.Fatal("the game never ends")
		}
		body, _ := json.Marshal(map[string]any{"orders": orders, "version": v.Version})
		if code := httpJSON(t, "POST", s.base+"/api/games/"+g.ID+"/turn?token="+g.Tokens[v.Side], string(body), nil); code != 200 {
			t.Fatalf("%s's turn: %d", v.Side, code)
		}
		orders = ""
	}
}

// download saves the game's log as side downloads it.
func (s *served) download(t *testing.T, g servedGame, side, path string) {
	t.Helper()
	resp, err := http.Get(s.base + "/api/games/" + g.ID + "/log?format=jsonl&token=" + g.Tokens[side])
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("log: %d %s", resp.StatusCode, b)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// rechain writes the log at path to out with edit applied, every hash
// made again: what a server rewriting a log would hand out.
func rechain(t *testing.T, path, out string, edit func(h *gamelog.Header, evs []gamelog.Event) []gamelog.Event) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	h, evs, err := gamelog.ReadAll(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	evs = edit(&h, evs)
	for i := range evs {
		evs[i].Seq = 0
	}
	if err := gamelog.WriteFileAtomic(out, h, evs); err != nil {
		t.Fatal(err)
	}
}

func firstOf(evs []gamelog.Event, typ string) int {
	for i, e := range evs {
		if e.Type == typ {
			return i
		}
	}
	return -1
}

func firstRoll(evs []gamelog.Event) int {
	for i, e := range evs {
		if len(e.Rolls) > 0 {
			return i
		}
	}
	return -1
}

func setData(t *testing.T, e *gamelog.Event, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	e.Data = b
}

// TestVerifyServedDice plays a game on the real server, downloads its log
// and checks it with herald verify; then every alteration of its dice —
// a roll, a side's seed, the commitment — made by someone who also made
// the hashes again, is caught and named by its line.
func TestVerifyServedDice(t *testing.T) {
	dir := t.TempDir()
	s := startServe(t, false, "--db", "sqlite:"+filepath.Join(dir, "herald.db"))
	g := s.create(t)
	if code := httpJSON(t, "POST", s.base+"/api/games/"+g.ID+"/seed?token="+g.Tokens["Raiders"], `{"seed": "Hamo's crossbow"}`, nil); code != 200 {
		t.Fatalf("seed: %d", code)
	}
	s.playOut(t, &g)
	good := filepath.Join(dir, "good.log")
	s.download(t, g, "Villagers", good)
	r := cli(t, "verify", good, "--commitment", g.Commitment)
	if r.Code != 0 || !strings.Contains(r.Stdout, "intact") || !strings.Contains(r.Stdout, "seeds given by Raiders; Villagers gave none") ||
		!strings.Contains(r.Stdout, "matches the commitment; all") {
		t.Fatalf("verify of the played game: %d %q %q", r.Code, r.Stdout, r.Stderr)
	}
	f, _ := os.Open(good)
	_, evs, err := gamelog.ReadAll(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	roll, seed, fixed, reveal := firstRoll(evs), firstOf(evs, "seed"), firstOf(evs, "seeds-fixed"), firstOf(evs, "reveal")
	if roll < 0 || seed < 0 || fixed < 0 || reveal != len(evs)-1 {
		t.Fatalf("the log's events: roll %d, seed %d, fixed %d, reveal %d of %d", roll, seed, fixed, reveal, len(evs))
	}
	line := func(i int) string { return fmt.Sprintf("line %d: ", i+2) }
	otherCommitment := strings.Repeat("ab", 32)
	tests := []struct {
		name       string
		edit       func(h *gamelog.Header, evs []gamelog.Event) []gamelog.Event
		commitment string
		want       string
	}{
		{"a roll changed", func(h *gamelog.Header, evs []gamelog.Event) []gamelog.Event {
			r := &evs[roll].Rolls[0]
			r.Value = r.Value%r.Sides + 1
			return evs
		}, "", line(roll)}, // the replay meets it first: the result differs
		{"a side's seed changed", func(h *gamelog.Header, evs []gamelog.Event) []gamelog.Event {
			setData(t, &evs[seed], gamelog.Seed{Seed: "another seed"})
			return evs
		}, "", line(fixed) + `fixes Raiders's seed as "Hamo's crossbow", but Raiders gave "another seed"`},
		{"a seed for the other side", func(h *gamelog.Header, evs []gamelog.Event) []gamelog.Event {
			evs[seed].Side = "Villagers"
			return evs
		}, "", line(fixed)},
		{"a seed after the first roll", func(h *gamelog.Header, evs []gamelog.Event) []gamelog.Event {
			late := gamelog.Event{Type: "seed", Side: "Villagers", Data: json.RawMessage(`{"seed":"late"}`)}
			return append(evs[:roll+1:roll+1], append([]gamelog.Event{late}, evs[roll+1:]...)...)
		}, "", line(roll+1) + "Villagers's seed comes after the seeds were fixed"},
		{"the commitment changed", func(h *gamelog.Header, evs []gamelog.Event) []gamelog.Event {
			h.Dice.Commitment = otherCommitment
			return evs
		}, "", line(reveal) + "the revealed server seed's SHA-256 is not the commitment"},
		{"the commitment is not the one shown", func(h *gamelog.Header, evs []gamelog.Event) []gamelog.Event {
			h.Dice.Commitment = otherCommitment
			return evs
		}, g.Commitment, "line 1: the dice commitment is " + otherCommitment},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bad := filepath.Join(t.TempDir(), "bad.log")
			rechain(t, good, bad, tc.edit)
			args := []string{"verify", bad}
			if tc.commitment != "" {
				args = append(args, "--commitment", tc.commitment)
			}
			r := cli(t, args...)
			if r.Code != 1 || !strings.Contains(r.Stderr, tc.want) {
				t.Fatalf("verify: %d %q; want exit 1 and %q", r.Code, r.Stderr, tc.want)
			}
		})
	}
	// A side's seed changed everywhere it is written: the dice it gave
	// differ, and the first roll that differs is named. A game of few
	// rolls may come out the same under one other seed by chance, so
	// several are tried; each must either verify (the same dice) or be
	// caught at a roll, and at least one must be caught.
	caught := false
	for k := 0; k < 8 && !caught; k++ {
		other := fmt.Sprintf("another seed %d", k)
		bad := filepath.Join(dir, fmt.Sprintf("seed%d.log", k))
		rechain(t, good, bad, func(h *gamelog.Header, evs []gamelog.Event) []gamelog.Event {
			setData(t, &evs[seed], gamelog.Seed{Seed: other})
			setData(t, &evs[fixed], gamelog.SeedsFixed{Sides: []string{"Raiders", "Villagers"}, Seeds: []string{other, ""}, None: []string{"Villagers"}})
			rv, _ := gamelog.RevealOf(evs[reveal])
			rv.SideSeeds[0] = other
			setData(t, &evs[reveal], rv)
			return evs
		})
		switch r := cli(t, "verify", bad); {
		case r.Code == 1 && strings.Contains(r.Stderr, "roll "):
			caught = true
		case r.Code != 0:
			t.Fatalf("verify with seed %q: %d %q", other, r.Code, r.Stderr)
		}
	}
	if !caught {
		t.Fatal("eight other seeds all gave the same dice: the side's seed does not reach the dice")
	}
	// Changed without making the hashes again: the chain names the line.
	b, _ := os.ReadFile(good)
	ls := strings.SplitAfter(string(b), "\n")
	ls[roll+1] = strings.Replace(ls[roll+1], `"value":`, `"value":1`, 1)
	bad := filepath.Join(dir, "edited.log")
	os.WriteFile(bad, []byte(strings.Join(ls, "")), 0o644)
	if r := cli(t, "verify", bad); r.Code != 1 || !strings.Contains(r.Stderr, line(roll)) {
		t.Fatalf("verify of an edited line: %d %q", r.Code, r.Stderr)
	}
}

// TestEndAbandonedServedGame: the operator ends a game a side abandoned
// with herald end on the server's store; the game is over, its seed is
// revealed in its log, and herald verify checks every roll.
func TestEndAbandonedServedGame(t *testing.T) {
	dir := t.TempDir()
	db := "sqlite:" + filepath.Join(dir, "herald.db")
	s := startServe(t, false, "--db", db)
	g := s.create(t)
	body, _ := json.Marshal(map[string]any{"orders": raidersTurn1, "version": g.Version})
	if code := httpJSON(t, "POST", s.base+"/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], string(body), nil); code != 200 {
		t.Fatalf("turn: %d", code)
	}
	s.stop(t)
	if r := cli(t, "end", "--db", db, "nosuchgame"); r.Code != 1 {
		t.Errorf("end of no game: %d %q", r.Code, r.Stderr)
	}
	r := cli(t, "end", "--db", db, g.ID, "--reason", "the Villagers left")
	if r.Code != 0 || !strings.Contains(r.Stdout, "The game was ended by the server's operator: the Villagers left.") {
		t.Fatalf("end: %d %q %q", r.Code, r.Stdout, r.Stderr)
	}
	if r := cli(t, "end", "--db", db, g.ID); r.Code != 1 || !strings.Contains(r.Stderr, "over already") {
		t.Errorf("end again: %d %q", r.Code, r.Stderr)
	}
	s = startServe(t, false, "--db", db)
	var v struct {
		Over  bool   `json:"over"`
		Ended string `json:"ended"`
		Seed  string `json:"dice_seed"`
	}
	httpJSON(t, "GET", s.base+"/api/games/"+g.ID+"?token="+g.Tokens["Villagers"], "", &v)
	if !v.Over || !strings.Contains(v.Ended, "operator") || len(v.Seed) != 64 {
		t.Fatalf("the ended game: %+v", v)
	}
	path := filepath.Join(dir, "ended.log")
	s.download(t, g, "Raiders", path)
	if r := cli(t, "verify", path, "--commitment", g.Commitment); r.Code != 0 || !strings.Contains(r.Stdout, "matches the commitment; all") {
		t.Fatalf("verify of the ended game: %d %q %q", r.Code, r.Stdout, r.Stderr)
	}
}
