package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A Chainmail game through the real binary: validate the scenario, start
// it, play a turn, refuse a bad one with its appendix, and replay.
func TestCLIChainmailGame(t *testing.T) {
	if r := cli(t, "validate", "data/scenarios/beacon-hill.yaml"); r.Code != 0 {
		t.Fatalf("validate: exit %d %q", r.Code, r.Stderr)
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "brawl.log")
	if r := cli(t, "new", "beacon-hill", "-o", log, "--seed", "42"); r.Code != 0 || !strings.Contains(r.Stdout, "Reivers moves first") {
		t.Fatalf("new: exit %d, %q %q", r.Code, r.Stdout, r.Stderr)
	}
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	before, _ := os.ReadFile(log)
	bad := write("bad.txt", "move:\nJory move F16, F15, F14, F13, F12, F11, F10, F9, F8, F7\n")
	if r := cli(t, "turn", log, "--side", "Reivers", bad); r.Code != 1 || !strings.Contains(r.Stderr, "line 2") || !strings.Contains(r.Stderr, "chainmail Appendix E (order of battle)") {
		t.Errorf("a move beyond 9\": exit %d, %q", r.Code, r.Stderr)
	}
	if after, _ := os.ReadFile(log); string(after) != string(before) {
		t.Error("a refused turn changed the log")
	}
	good := write("r1.txt", "fire:\nNell fire at Piers\nmove:\nGrum move F14, F13, F12, F11\n")
	r := cli(t, "turn", log, "--side", "Reivers", good)
	if r.Code != 0 {
		t.Fatalf("turn: exit %d %q", r.Code, r.Stderr)
	}
	for _, want := range []string{"Nell looses a light-crossbow at Piers (leather) at 9\", medium range", "chainmail missile light-crossbow", "Grum moves F15 to F14, F13, F12, F11 (4\")", "next: Wardens"} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("turn report lacks %q:\n%s", want, r.Stdout)
		}
	}
	if r := cli(t, "verify", log); r.Code != 0 {
		t.Errorf("verify: exit %d %q", r.Code, r.Stderr)
	}
	js := cli(t, "state", log, "--json")
	var st struct {
		Ruleset, Side string
		Characters    []struct{ Name, At string }
	}
	if err := json.Unmarshal([]byte(js.Stdout), &st); err != nil || st.Ruleset != "chainmail" || st.Side != "Wardens" {
		t.Fatalf("state --json: %v %+v", err, st)
	}
	if a := cli(t, "replay", log, "--json"); a.Stdout != js.Stdout {
		t.Errorf("replay --json differs from state --json:\n%s\n%s", a.Stdout, js.Stdout)
	}
}

// A Chainmail round's melee through the real binary: after both sides'
// player turns, with Grum in contact, each side gives its melee sealed;
// the first is told only that it is in, the last reveals and strikes both
// sides' blows, and the log verifies.
func TestCLIChainmailSealedMelee(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "melee.log")
	if r := cli(t, "new", "beacon-hill", "-o", log, "--seed", "3"); r.Code != 0 {
		t.Fatalf("new: exit %d, %q %q", r.Code, r.Stdout, r.Stderr)
	}
	turn := func(side, orders string) cliResult {
		t.Helper()
		p := filepath.Join(dir, strings.ToLower(side)+".txt")
		if err := os.WriteFile(p, []byte(orders), 0o644); err != nil {
			t.Fatal(err)
		}
		return cli(t, "turn", log, "--side", side, p)
	}
	if r := turn("Reivers", "move:\nGrum charge Piers via F14, F13, F12, F11, F10, F9\n"); r.Code != 0 || !strings.Contains(r.Stdout, "next: Wardens") {
		t.Fatalf("reivers: exit %d %q %q", r.Code, r.Stdout, r.Stderr)
	}
	if r := turn("Wardens", "combat:\nPiers attack Grum\n"); r.Code == 0 || !strings.Contains(r.Stderr, "sealed") {
		t.Errorf("a blow in the wardens' player turn: exit %d %q", r.Code, r.Stderr)
	}
	if r := turn("Wardens", "move:\nOsric wait\n"); r.Code != 0 || !strings.Contains(r.Stdout, "the melee of round 1") {
		t.Fatalf("wardens: exit %d %q %q", r.Code, r.Stdout, r.Stderr)
	}
	if r := turn("Reivers", "combat:\nGrum attack Piers\n"); r.Code != 0 || strings.Contains(r.Stdout, "Grum attack") {
		t.Fatalf("reivers' sealed melee: exit %d %q %q", r.Code, r.Stdout, r.Stderr)
	}
	r := turn("Wardens", "combat:\nPiers attack Grum\n")
	if r.Code != 0 {
		t.Fatalf("wardens' sealed melee: exit %d %q %q", r.Code, r.Stdout, r.Stderr)
	}
	for _, want := range []string{"revealed", "Grum attacks Piers", "Piers attacks Grum", "the melee's blows are all struck", "initiative"} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("the melee's report lacks %q:\n%s", want, r.Stdout)
		}
	}
	if r := cli(t, "verify", log); r.Code != 0 {
		t.Errorf("verify: exit %d %q", r.Code, r.Stderr)
	}
}
