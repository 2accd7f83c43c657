package main

import (
	"strings"
	"testing"
)

// §23.2 through the real binary: the golden game's final state names the
// score line by line and the winner. By hand: Raiders 16 = Reeve Aldric
// wounded 2 + Wat and Osric killed 3 each + four peasants killed 2 each;
// Villagers 9 = Gilbert, Cedd and Edric killed 3 each; no objective met
// (no raider in the chapel, Sir Ranulf alive).
func TestCLIVictory23_2(t *testing.T) {
	r := cli(t, "state", "cmd/herald/"+goldenLog)
	if r.Code != 0 {
		t.Fatalf("state: %s", r.Stderr)
	}
	for _, want := range []string{
		"The game is over.", "Raiders wins.", "Final score (§23.2):",
		"Raiders           16 VP", "+2  Reeve Aldric wounded (§23.2)", "+3  Wat the Smith killed (§23.2)", "+2  Tibb killed (§23.2)",
		"Villagers          9 VP", "+3  Gilbert killed (§23.2)",
	} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("herald state lacks %q:\n%s", want, r.Stdout)
		}
	}
}
