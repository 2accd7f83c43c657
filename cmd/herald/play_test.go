package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Hot-seat play through the real binary with piped input: a refused turn
// is explained and typed again, rolls are shown, the log is saved after
// each player turn and the game resumes from it.
func TestCLIPlay(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "hot.log")
	svg := filepath.Join(dir, "hot.svg")
	input := "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3\nend\n" +
		"move:\nHob move Z99\n\n" + // refused: not a hex of the map
		"move:\nHob move M5\nHob shut door M5/L5\n\n" +
		"quit\n"
	r := cliIn(t, input, "play", "thornby-raid", "--seed", "42", "--log", log, "--svg", svg)
	if r.Code != 0 {
		t.Fatalf("play: exit %d\n%s\n%s", r.Code, r.Stdout, r.Stderr)
	}
	for _, want := range []string{
		"Game turn 1, player turn of Raiders",
		"Hamo fires a crossbow at Rafe", "rolled d10:",
		"Refused: line 2: move: Hob move Z99: rule 3",
		"Hob shuts the door on L5/M5 (2 MP): now shut",
		"  c Hob              M5",
		"L5/M5 is shut",
		"Game turn 2, player turn of Raiders",
		"The game is saved in " + log,
	} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("play output lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("output:\n%s", r.Stdout)
	}
	if r := cli(t, "verify", log); r.Code != 0 {
		t.Errorf("verify the saved game: exit %d %s", r.Code, r.Stderr)
	}
	// The SVG shows the game as it stands: Hob's door is drawn shut.
	if b, err := os.ReadFile(svg); err != nil || !bytes.Contains(b, []byte("<svg")) {
		t.Errorf("no SVG written: %v", err)
	} else if !bytes.Contains(b, []byte(`closed" data-hexside="L5/M5"`)) {
		t.Errorf("the SVG does not draw the door on L5/M5 shut")
	}
	// The same game at the command line: herald turn plays on from it.
	st := cli(t, "state", log)
	if !strings.Contains(st.Stdout, "player turn of Raiders") || !strings.Contains(st.Stdout, "Bran             H3") ||
		!strings.Contains(st.Stdout, "door on L5/M5: shut") {
		t.Errorf("state of the saved game:\n%s", st.Stdout)
	}
	// Resumed: the next turn is the Raiders' second.
	r = cliIn(t, "move:\nBran move H4\n\n", "play", "thornby-raid", "--log", log)
	if r.Code != 0 || !strings.Contains(r.Stdout, "Resuming") || !strings.Contains(r.Stdout, "Bran moves H3 to H4") ||
		!strings.Contains(r.Stdout, "Game turn 2, player turn of Villagers") {
		t.Errorf("resumed play: exit %d\n%s\n%s", r.Code, r.Stdout, r.Stderr)
	}
	// Another scenario's name with this log is refused.
	if r := cliIn(t, "", "play", "ashcombe-storm", "--log", log); r.Code != 2 {
		t.Errorf("play with another scenario's log: exit %d", r.Code)
	}
}

// The bad input for herald turn: each refused with line and rule
// (exit 1) or as a damaged log naming the line (exit 2), and the saved
// game unchanged.
func TestCLITurnBadInput(t *testing.T) {
	dir, log := newGame(t)
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good, _ := os.ReadFile(log)
	for _, tc := range []struct{ name, orders, want string }{
		{"enemy character", "move:\nBran move H4\n", "line 2: move: Bran move H4: rule 4: Bran is a character of Raiders"},
		{"out of phase", "first fire:\nHob move M5\n", "line 2: first fire: Hob move M5: rule 4: a move belongs in the move phase"},
		{"phase gone by", "combat:\nHob attack Bran\nmove:\nHob move M5\n", "rule 9.2"},
		{"no such character", "move:\nHobb move M5\n", `rule 2: no character named "Hobb" in this game (did you mean Hob?)`},
		{"door not there", "move:\nHob shut door M4/M5\n", "rule 12.6"},
	} {
		r := cli(t, "turn", log, "--side", "Villagers", write("o.txt", tc.orders))
		if r.Code != 1 || !strings.Contains(r.Stderr, tc.want) {
			t.Errorf("%s: exit %d, stderr %q; want exit 1 and %q", tc.name, r.Code, r.Stderr, tc.want)
		}
		if after, _ := os.ReadFile(log); !bytes.Equal(good, after) {
			t.Fatalf("%s: the log changed", tc.name)
		}
	}
	// Damaged logs: cut off mid-line, and a roll changed. Exit 2 naming
	// the line; the file is left as it was.
	lines := strings.SplitAfter(string(good), "\n")
	truncated := write("truncated.log", strings.Join(lines[:len(lines)-2], "")+lines[len(lines)-2][:20])
	tampered := write("tampered.log", strings.Replace(string(good), `"value":`, `"value":1`, 1))
	orders := write("ok.txt", "move:\nHob move M5\n")
	for _, tc := range []struct{ path, want string }{
		{truncated, "line " + strconv.Itoa(len(lines)-1)},
		{tampered, "line 4"},
	} {
		before, _ := os.ReadFile(tc.path)
		r := cli(t, "turn", tc.path, "--side", "Villagers", orders)
		if r.Code != 2 || !strings.Contains(r.Stderr, tc.want) {
			t.Errorf("turn on %s: exit %d, stderr %q; want 2 naming %q", filepath.Base(tc.path), r.Code, r.Stderr, tc.want)
		}
		if after, _ := os.ReadFile(tc.path); !bytes.Equal(before, after) {
			t.Errorf("turn on %s changed it", filepath.Base(tc.path))
		}
	}
}

// §1: the player turn just played is corrected with its own dice. The log
// keeps the old events, appends a correction and the new ones, verifies,
// and its state is the corrected turn's.
func TestCLITurnCorrect(t *testing.T) {
	dir, log := newGame(t)
	before, _ := os.ReadFile(log)
	orders := filepath.Join(dir, "fix.txt")
	os.WriteFile(orders, []byte("first fire:\nHamo fire at Rafe\nmove:\nBran move H2\n"), 0o644)
	// Only the side whose turn it was may have it corrected.
	if r := cli(t, "turn", log, "--side", "Villagers", "--correct", orders); r.Code != 1 || !strings.Contains(r.Stderr, "rule 1") {
		t.Errorf("correcting the other side's turn: exit %d %q", r.Code, r.Stderr)
	}
	r := cli(t, "turn", log, "--side", "Raiders", "--correct", "--reason", "Bran moved too far", orders)
	if r.Code != 0 || !strings.Contains(r.Stdout, "correction of events 2..8") {
		t.Fatalf("correct: exit %d\n%s%s", r.Code, r.Stdout, r.Stderr)
	}
	after, _ := os.ReadFile(log)
	if !bytes.HasPrefix(after, before) {
		t.Error("the correction rewrote the log instead of appending to it")
	}
	// Hamo's shot is the same shot with the same die.
	rolled := func(out string) string {
		i := strings.Index(out, "rolled d10:")
		if i < 0 {
			return ""
		}
		return out[i : i+len("rolled d10: 10")]
	}
	first := string(before)
	if got := rolled(r.Stdout); got == "" || !strings.Contains(first, `"value":`+strings.TrimSpace(strings.TrimPrefix(got, "rolled d10:"))) {
		t.Errorf("the corrected shot rolled %q, not the original die", got)
	}
	if v := cli(t, "verify", log); v.Code != 0 {
		t.Errorf("verify after the correction: exit %d %s", v.Code, v.Stderr)
	}
	st := cli(t, "state", log)
	if !strings.Contains(st.Stdout, "Bran             H2") || !strings.Contains(st.Stdout, "Jocelyn          F2") {
		t.Errorf("state after the correction:\n%s", st.Stdout)
	}
	// The game plays on from the corrected turn.
	os.WriteFile(orders, []byte("move:\nHob move M5\n"), 0o644)
	if r := cli(t, "turn", log, "--side", "Villagers", orders); r.Code != 0 {
		t.Errorf("the next turn after a correction: exit %d %s", r.Code, r.Stderr)
	}
}
