package main

import (
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
