package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A game begun with --decisions: the Raiders' fire makes Rafe retreat
// (seed 5), the turn waits for the Villagers (§4), herald state shows the
// question, a wrong answer or the wrong side is refused with the rule, and
// the answer plays the rest of the turn; the log verifies.
func TestCLIDecide_4(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "g.log")
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	if r := cli(t, "new", "thornby-raid", "--decisions", "--seed", "5", "-o", log); r.Code != 0 {
		t.Fatalf("new: exit %d %s", r.Code, r.Stderr)
	}
	orders := file("raiders", "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3\n")
	r := cli(t, "turn", log, "--side", "Raiders", orders)
	if r.Code != 0 || !strings.Contains(r.Stdout, "Villagers must decide (retreat, §4): Rafe") || strings.Contains(r.Stdout, "Bran moves") {
		t.Fatalf("turn: exit %d\n%s%s", r.Code, r.Stdout, r.Stderr)
	}
	st := cli(t, "state", log, "--side", "Villagers")
	if !strings.Contains(st.Stdout, "The turn waits: Villagers must decide (retreat, §4)") || strings.Contains(st.Stdout, "Bran move") {
		t.Errorf("state while the turn waits:\n%s", st.Stdout)
	}
	tests := []struct {
		name, side, answer string
		code               int
		want               string
	}{
		{"the wrong side", "Raiders", "", 1, "rule 4: Villagers must decide, not Raiders"},
		{"a retreat the rules refuse", "Villagers", "retreat: Rafe retreat A1", 1, "rule 7.3"},
		{"not an order", "Villagers", "retreat: Rafe flies", 2, "line 1"},
		{"a side of no game", "Saxons", "", 2, "the sides of this game are"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := cli(t, "turn", log, "--side", tt.side, "--decide", file("answer", tt.answer))
			if r.Code != tt.code || !strings.Contains(r.Stderr, tt.want) {
				t.Errorf("exit %d, want %d with %q:\n%s", r.Code, tt.code, tt.want, r.Stderr)
			}
		})
	}
	r = cli(t, "turn", log, "--side", "Villagers", "--decide", file("answer", "retreat:\nRafe retreat M10, N11\n"))
	if r.Code != 0 || !strings.Contains(r.Stdout, "Villagers decides (retreat): retreat: Rafe retreat M10, N11") ||
		!strings.Contains(r.Stdout, "Bran moves H1 to H2, H3") || !strings.Contains(r.Stdout, "next: Villagers") {
		t.Fatalf("decide: exit %d\n%s%s", r.Code, r.Stdout, r.Stderr)
	}
	if r := cli(t, "turn", log, "--side", "Villagers", "--decide", file("answer", "")); r.Code != 1 || !strings.Contains(r.Stderr, "nothing to decide") {
		t.Errorf("a second answer: exit %d %s", r.Code, r.Stderr)
	}
	if r := cli(t, "verify", log); r.Code != 0 {
		t.Errorf("verify: exit %d %s", r.Code, r.Stderr)
	}
	if st := cli(t, "state", log); !strings.Contains(st.Stdout, "Rafe             N11") {
		t.Errorf("Rafe did not retreat where he was ordered:\n%s", st.Stdout)
	}
}

// Chainmail asks nothing mid-turn: --decisions is refused there, and a
// game without it keeps herald's own answers.
func TestCLINewDecisions(t *testing.T) {
	dir := t.TempDir()
	if r := cli(t, "new", "beacon-hill", "--decisions", "-o", filepath.Join(dir, "c.log")); r.Code != 2 || !strings.Contains(r.Stderr, "asks no decisions") {
		t.Errorf("chainmail --decisions: exit %d %s", r.Code, r.Stderr)
	}
	log := filepath.Join(dir, "g.log")
	cli(t, "new", "thornby-raid", "--seed", "5", "-o", log)
	p := filepath.Join(dir, "raiders")
	os.WriteFile(p, []byte("first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3\n"), 0o644)
	if r := cli(t, "turn", log, "--side", "Raiders", p); r.Code != 0 || !strings.Contains(r.Stdout, "chosen by herald") || strings.Contains(r.Stdout, "must decide") {
		t.Errorf("without --decisions herald retreats Rafe:\n%s%s", r.Stdout, r.Stderr)
	}
}

// Hot-seat: when the turn stops, herald asks the deciding side, and a
// refused answer is typed again.
func TestCLIPlayDecide(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "hot.log")
	input := "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3\nend\n" +
		"retreat:\nRafe retreat A1\nend\n" +
		"retreat:\nRafe retreat M10, N11\nend\n" +
		"quit\n"
	r := cliIn(t, input, "play", "thornby-raid", "--decisions", "--seed", "5", "--log", log)
	if r.Code != 0 {
		t.Fatalf("play: exit %d\n%s\n%s", r.Code, r.Stdout, r.Stderr)
	}
	for _, want := range []string{
		"Villagers must decide (retreat, §4) before the player turn of Raiders goes on: Rafe",
		"Refused: line 2: retreat: Rafe retreat A1: rule 7.3",
		"Nothing was decided; type the answer again",
		"Villagers decides (retreat): retreat: Rafe retreat M10, N11",
		"Bran moves H1 to H2, H3",
		"Game turn 1, player turn of Villagers",
	} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("play output lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("output:\n%s", r.Stdout)
	}
	if r := cli(t, "verify", log); r.Code != 0 {
		t.Errorf("verify: exit %d %s", r.Code, r.Stderr)
	}
}

// TestCLITurnOrderLimit: herald turn refuses a file of thousands of
// waits, naming the limit, and leaves the log as it was.
func TestCLITurnOrderLimit(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "g.log")
	if r := cli(t, "new", "thornby-raid", "--seed", "5", "-o", log); r.Code != 0 {
		t.Fatalf("new: exit %d %s", r.Code, r.Stderr)
	}
	before, _ := os.ReadFile(log)
	for name, text := range map[string]string{
		"waits": strings.Repeat("Bran wait\n", 3000),
		"bytes": strings.Repeat("\n", 1<<20),
	} {
		orders := filepath.Join(dir, name)
		if err := os.WriteFile(orders, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		r := cli(t, "turn", log, "--side", "Raiders", orders)
		if r.Code != exitUsage || !strings.Contains(r.Stderr, "more than the limit of") {
			t.Errorf("%s: exit %d %s", name, r.Code, r.Stderr)
		}
	}
	if after, _ := os.ReadFile(log); string(after) != string(before) {
		t.Error("the refused turns changed the log")
	}
}
