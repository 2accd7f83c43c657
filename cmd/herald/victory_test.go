package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// §23.2 through the real binary: the golden game's final state names the
// score line by line and the winner. By hand: Raiders 16 = Reeve Aldric
// and Wat the Smith killed 3 each + Osric wounded 2 + four peasants killed
// 2 each; Villagers 8 = Gilbert and Edric killed 3 each + Cedd wounded 2;
// no objective met (no raider in the chapel, Sir Ranulf alive).
func TestCLIVictory23_2(t *testing.T) {
	r := cli(t, "state", "cmd/herald/"+goldenLog)
	if r.Code != 0 {
		t.Fatalf("state: %s", r.Stderr)
	}
	for _, want := range []string{
		"The game is over.", "Raiders wins.", "Final score (§23.2):",
		"Raiders           16 VP", "+3  Reeve Aldric killed (§23.2)", "+2  Osric wounded (§23.2)", "+2  Tibb killed (§23.2)",
		"Villagers          8 VP", "+3  Gilbert killed (§23.2)", "+2  Cedd wounded (§23.2)",
	} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("herald state lacks %q:\n%s", want, r.Stdout)
		}
	}
}

// Issue 13's rules through the real binary: a man leaves the map from an
// edge hex (§3), the state lists him off the map and an order for him is
// refused; a standing pin order (§8) stays secret from the enemy; the
// running tally (§23.2) is in herald state; the log verifies.
func TestCLICryHavoc13(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "g.log")
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	if r := cli(t, "new", "thornby-raid", "--seed", "5", "-o", log); r.Code != 0 {
		t.Fatalf("new: exit %d %s", r.Code, r.Stderr)
	}
	r := cli(t, "turn", log, "--side", "Raiders", file("r1", "move:\nBran move I1 off the map\n"))
	if r.Code != 0 || !strings.Contains(r.Stdout, "Bran leaves the map from I1") {
		t.Fatalf("exit: %d\n%s%s", r.Code, r.Stdout, r.Stderr)
	}
	r = cli(t, "turn", log, "--side", "Villagers", file("v1", "move:\nWat the Smith pin Cedd\n"))
	if r.Code != 0 {
		t.Fatalf("standing pin: %d\n%s%s", r.Code, r.Stdout, r.Stderr)
	}
	st := cli(t, "state", log, "--side", "Raiders", "--json")
	if strings.Contains(st.Stdout, "standing_pins") || !strings.Contains(st.Stdout, `"off_map":[{"name":"Bran","side":"Raiders","off":"exited","from":"I1"`) {
		t.Errorf("the Raiders' state:\n%s", st.Stdout)
	}
	if r := cli(t, "turn", log, "--side", "Raiders", file("r2", "move:\nBran move I2\n")); r.Code == 0 || !strings.Contains(r.Stderr, "has left the map") {
		t.Errorf("an order for Bran after he left: %d %s", r.Code, r.Stderr)
	}
	st = cli(t, "state", log)
	if !strings.Contains(st.Stdout, "Score so far (§23.2, as if the game ended now):") {
		t.Errorf("herald state has no running tally:\n%s", st.Stdout)
	}
	if r := cli(t, "verify", log); r.Code != 0 {
		t.Errorf("verify: %d %s%s", r.Code, r.Stdout, r.Stderr)
	}
}
