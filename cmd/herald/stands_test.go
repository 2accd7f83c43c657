package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Once a die is rolled the turn stands (§1), through the real binary.
// The Raiders shoot Rafe twice; when the first shot kills him or drives
// him out of Edric's sight, herald turn and hot-seat play still play the
// turn, and Edric's shot is void. Refused instead, the turn would be
// stored nowhere and the refusal would tell the roll, which the same
// orders get again.

const twoShots = "first fire:\nHamo fire at Rafe\nsecond fire:\nEdric fire at Rafe\n"

// voided names the kinds of void shot the runs met: 10.5 (Rafe dead) and
// 5.5 (out of sight). The runs stop once both are met.
type voided map[string]bool

func (v voided) met(out string) {
	for _, r := range []string{"10.5", "5.5"} {
		if strings.Contains(out, "second fire: Edric fire at Rafe: no longer possible: rule "+r) {
			v[r] = true
		}
	}
}

func (v voided) done() bool { return v["10.5"] && v["5.5"] }

func TestCLITurnStandsAfterRoll_1(t *testing.T) {
	dir := t.TempDir()
	orders := filepath.Join(dir, "orders")
	if err := os.WriteFile(orders, []byte(twoShots), 0o644); err != nil {
		t.Fatal(err)
	}
	mended := filepath.Join(dir, "mended")
	if err := os.WriteFile(mended, []byte(twoShots+"move:\nBran move H2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	seen := voided{}
	for seed := 1; seed < 40 && !seen.done(); seed++ {
		log := filepath.Join(dir, fmt.Sprintf("g%d.log", seed))
		if r := cli(t, "new", "thornby-raid", "-o", log, "--seed", fmt.Sprint(seed)); r.Code != 0 {
			t.Fatalf("new: exit %d %s", r.Code, r.Stderr)
		}
		r := cli(t, "turn", log, "--side", "Raiders", orders)
		if r.Code != 0 {
			t.Fatalf("seed %d: the turn is refused after its roll (exit %d): %s", seed, r.Code, r.Stderr)
		}
		seen.met(r.Stdout)
		// Corrected (§1) with its own dice, the turn stands the same way.
		if strings.Contains(r.Stdout, "no longer possible") {
			was := voided{}
			was.met(r.Stdout)
			c := cli(t, "turn", log, "--side", "Raiders", "--correct", "--reason", "Bran moves too", mended)
			now := voided{}
			now.met(c.Stdout)
			if c.Code != 0 || fmt.Sprint(now) != fmt.Sprint(was) || !strings.Contains(c.Stdout, "Bran moves H1 to H2") {
				t.Errorf("seed %d: the correction: exit %d, void %v, want %v:\n%s%s", seed, c.Code, now, was, c.Stdout, c.Stderr)
			}
		}
		if v := cli(t, "verify", log); v.Code != 0 {
			t.Errorf("seed %d: verify: exit %d %s", seed, v.Code, v.Stderr)
		}
		if st := cli(t, "state", log); !strings.Contains(st.Stdout, "player turn of Villagers") {
			t.Errorf("seed %d: the turn was not stored:\n%s", seed, st.Stdout)
		}
	}
	if !seen.done() {
		t.Errorf("no seed made Edric's shot void both ways: %v", seen)
	}
}

// A turn the rules refuse is refused before any die, the same way under
// every seed (Bran's attack: line 6, rule 9.2; combat comes after both
// fire phases), and the log is left as it was.
func TestCLITurnRefusalIgnoresDice_1(t *testing.T) {
	dir := t.TempDir()
	orders := filepath.Join(dir, "orders")
	if err := os.WriteFile(orders, []byte(twoShots+"combat:\nBran attack Wat the Smith\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var first string
	for seed := 1; seed < 12; seed++ {
		log := filepath.Join(dir, fmt.Sprintf("g%d.log", seed))
		if r := cli(t, "new", "thornby-raid", "-o", log, "--seed", fmt.Sprint(seed)); r.Code != 0 {
			t.Fatalf("new: exit %d %s", r.Code, r.Stderr)
		}
		before, _ := os.ReadFile(log)
		r := cli(t, "turn", log, "--side", "Raiders", orders)
		if first == "" {
			first = r.Stderr
		}
		if r.Code != 1 || !strings.Contains(r.Stderr, "line 6: combat: Bran attack Wat the Smith: rule 9.2") || r.Stderr != first {
			t.Errorf("seed %d: exit %d %q; want exit 1, line 6 refused by rule 9.2, as %q", seed, r.Code, r.Stderr, first)
		}
		if after, _ := os.ReadFile(log); !bytes.Equal(before, after) {
			t.Errorf("seed %d: the log changed", seed)
		}
	}
}

// Hot-seat play: the turn is played, never "Refused" and typed again.
func TestCLIPlayStandsAfterRoll_1(t *testing.T) {
	seen := voided{}
	for seed := 1; seed < 40 && !seen.done(); seed++ {
		r := cliIn(t, twoShots+"end\nquit\n", "play", "thornby-raid", "--seed", fmt.Sprint(seed))
		if r.Code != 0 || strings.Contains(r.Stdout, "Refused") || !strings.Contains(r.Stdout, "player turn of Villagers") {
			t.Fatalf("seed %d: exit %d; the turn is refused after its roll:\n%s%s", seed, r.Code, r.Stdout, r.Stderr)
		}
		seen.met(r.Stdout)
	}
	if !seen.done() {
		t.Errorf("no seed made Edric's shot void both ways: %v", seen)
	}
}
