package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"herald/internal/gamelog"
)

const raidersTurn1 = `# The raiders' first player turn
first fire:
Hamo fire at Rafe
move:
Bran move H2, H3
Jocelyn move E2
`

const villagersTurn1 = `move:
Wat the Smith move E3
combat:
Wat the Smith attack Jocelyn
`

// newGame starts a Thornby game and plays the raiders' first turn.
func newGame(t *testing.T) (dir, log string) {
	t.Helper()
	dir = t.TempDir()
	log = filepath.Join(dir, "raid.log")
	if r := cli(t, "new", "thornby-raid", "-o", log, "--seed", "42"); r.Code != 0 || !strings.Contains(r.Stdout, "Raiders moves first") {
		t.Fatalf("new: exit %d, %q %q", r.Code, r.Stdout, r.Stderr)
	}
	orders := filepath.Join(dir, "r1.txt")
	if err := os.WriteFile(orders, []byte(raidersTurn1), 0o644); err != nil {
		t.Fatal(err)
	}
	r := cli(t, "turn", log, "--side", "Raiders", orders)
	if r.Code != 0 {
		t.Fatalf("turn: exit %d, %q", r.Code, r.Stderr)
	}
	for _, want := range []string{"Hamo fires a crossbow at Rafe", "rolled d10:", "Bran moves H1 to H2, H3 (2 MP)", "next: Villagers"} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("turn report lacks %q:\n%s", want, r.Stdout)
		}
	}
	return dir, log
}

func TestCLIGame(t *testing.T) {
	dir, log := newGame(t)
	orders := filepath.Join(dir, "v1.txt")
	os.WriteFile(orders, []byte(villagersTurn1), 0o644)
	if r := cli(t, "turn", log, "--side", "Villagers", orders); r.Code != 0 || !strings.Contains(r.Stdout, "combat die (9.1)") {
		t.Fatalf("villagers' turn: exit %d, %q %q", r.Code, r.Stdout, r.Stderr)
	}
	r := cli(t, "state", log)
	if r.Code != 0 || !strings.Contains(r.Stdout, "game turn 2: player turn of Raiders") {
		t.Errorf("state: exit %d, %q", r.Code, r.Stdout)
	}
	if !strings.Contains(r.Stdout, "Bran") || !strings.Contains(r.Stdout, "H3") {
		t.Errorf("state does not show Bran in H3:\n%s", r.Stdout)
	}
	js := cli(t, "state", log, "--json")
	var st struct {
		Turn       int
		Side       string
		Characters []struct{ Name, At string }
	}
	if err := json.Unmarshal([]byte(js.Stdout), &st); err != nil || st.Turn != 2 || st.Side != "Raiders" {
		t.Errorf("state --json: %v %+v", err, st)
	}
	// Replay to the end gives the same state as state; twice, the same bytes.
	a, b := cli(t, "replay", log, "--json"), cli(t, "replay", log, "--json")
	if a.Code != 0 || a.Stdout != js.Stdout || a.Stdout != b.Stdout {
		t.Errorf("replay --json differs from state --json:\n%s\n%s", a.Stdout, js.Stdout)
	}
	// Replay to event 1 is the set-up.
	if r := cli(t, "replay", log, "--to", "1"); r.Code != 0 || !strings.Contains(r.Stdout, "Bran             H1") {
		t.Errorf("replay --to 1: exit %d\n%s%s", r.Code, r.Stdout, r.Stderr)
	}
	if r := cli(t, "replay", log, "--to", "999"); r.Code != 2 {
		t.Errorf("replay --to 999: exit %d, want 2", r.Code)
	}
	if r := cli(t, "verify", log); r.Code != 0 || !strings.Contains(r.Stdout, "intact") {
		t.Errorf("verify: exit %d %q %q", r.Code, r.Stdout, r.Stderr)
	}
}

// A refused order exits 1 naming its line and rule, and leaves the log
// as it was.
func TestCLITurnRefused(t *testing.T) {
	dir, log := newGame(t)
	before, _ := os.ReadFile(log)
	for _, tc := range []struct{ side, orders, want string }{
		{"Villagers", "move: Hob move M5\nmove: Rafe move L9, L8, L7, L6, L5, L4, L3, L2, L1\n", "line 2"},
		{"Villagers", "combat:\nHob attack Bran\n", "rule 9.2"},
		{"Raiders", "move: Bran move H4\n", "rule 4"},
	} {
		orders := filepath.Join(dir, "bad.txt")
		os.WriteFile(orders, []byte(tc.orders), 0o644)
		r := cli(t, "turn", log, "--side", tc.side, orders)
		if r.Code != 1 || !strings.Contains(r.Stderr, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want exit 1 naming %q", tc.orders, r.Code, r.Stderr, tc.want)
		}
		if after, _ := os.ReadFile(log); !bytes.Equal(before, after) {
			t.Fatalf("%q: the log changed", tc.orders)
		}
	}
	// Bad input is exit 2: syntax, unknown side, missing files.
	os.WriteFile(filepath.Join(dir, "syntax.txt"), []byte("Hob shut horse\n"), 0o644)
	for _, args := range [][]string{
		{"turn", log, "--side", "Villagers", filepath.Join(dir, "syntax.txt")},
		{"turn", log, "--side", "Danes", filepath.Join(dir, "syntax.txt")},
		{"turn", log, "--side", "Villagers", filepath.Join(dir, "none.txt")},
		{"turn", filepath.Join(dir, "none.log"), "--side", "Villagers", filepath.Join(dir, "syntax.txt")},
		{"new", "thornby-raid", "-o", log},
		{"new", "no-such-scenario", "-o", filepath.Join(dir, "x.log")},
		{"state", filepath.Join(dir, "none.log")},
	} {
		if r := cli(t, args...); r.Code != 2 || r.Stderr == "" {
			t.Errorf("herald %v: exit %d, stderr %q; want 2 with a message", args, r.Code, r.Stderr)
		}
	}
}

func TestCLIVerifyDamage(t *testing.T) {
	dir, log := newGame(t)
	good, _ := os.ReadFile(log)
	lines := strings.SplitAfter(string(good), "\n")
	damaged := func(name string, ls []string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(strings.Join(ls, "")), 0o644)
		return p
	}
	// Line 4 is the fire event with its roll.
	if !strings.Contains(lines[3], `"value":`) {
		t.Fatalf("line 4 is not the fire event: %s", lines[3])
	}
	changed := append([]string(nil), lines...)
	changed[3] = strings.Replace(changed[3], `"value":`, `"value":1`, 1)
	if strings.Contains(lines[3], `"value":10`) {
		changed[3] = strings.Replace(lines[3], `"value":10`, `"value":9`, 1)
	}
	deleted := append(append([]string(nil), lines[:4]...), lines[5:]...)
	for _, tc := range []struct {
		path, want string
		code       int
	}{
		{damaged("changed.log", changed), "line 4", 1},
		{damaged("deleted.log", deleted), "line 5", 1},
		{filepath.Join(dir, "none.log"), "", 2},
	} {
		r := cli(t, "verify", tc.path)
		if r.Code != tc.code || !strings.Contains(r.Stderr, tc.want) {
			t.Errorf("verify %s: exit %d, stderr %q; want %d naming %q", filepath.Base(tc.path), r.Code, r.Stderr, tc.code, tc.want)
		}
	}
}

// A log re-hashed after its payload was changed has an intact hash chain,
// but its event no longer follows from its order and rolls: verify finds
// that by replaying (exit 1, naming the line).
func TestCLIVerifyForged(t *testing.T) {
	dir, log := newGame(t)
	f, err := os.Open(log)
	if err != nil {
		t.Fatal(err)
	}
	h, evs, err := gamelog.ReadAll(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	// Find Bran's move (a retreat may come before it): claim he got further.
	i := slices.IndexFunc(evs, func(e gamelog.Event) bool { return e.Type == "moved" })
	if i < 0 {
		t.Fatal("no moved event")
	}
	evs[i].Data = json.RawMessage(strings.Replace(string(evs[i].Data), `"mp":2`, `"mp":1`, 1))
	forged := filepath.Join(dir, "forged.log")
	if err := gamelog.WriteFileAtomic(forged, h, evs); err != nil {
		t.Fatal(err)
	}
	r := cli(t, "verify", forged)
	// Line 1 is the header.
	if line := fmt.Sprintf("line %d", i+2); r.Code != 1 || !strings.Contains(r.Stderr, line) {
		t.Errorf("verify forged log: exit %d, stderr %q; want 1 naming %s", r.Code, r.Stderr, line)
	}
	if r := cli(t, "state", forged); r.Code != 2 {
		t.Errorf("state of a forged log: exit %d, want 2", r.Code)
	}
}
