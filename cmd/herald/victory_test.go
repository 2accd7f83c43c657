package main

import (
	"strings"
	"testing"
)

// §23.2 through the real binary: the golden game's final state names the
// score line by line and the winner (Raiders 14: two other characters
// killed at 3 and four peasants at 2; Villagers 0).
func TestCLIVictory23_2(t *testing.T) {
	r := cli(t, "state", "cmd/herald/"+goldenLog)
	if r.Code != 0 {
		t.Fatalf("state: %s", r.Stderr)
	}
	for _, want := range []string{
		"The game is over.", "Raiders wins.", "Final score (§23.2):",
		"Raiders           14 VP", "+3  Wat the Smith killed (§23.2)", "+2  Tibb killed (§23.2)",
		"Villagers          0 VP",
	} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("herald state lacks %q:\n%s", want, r.Stdout)
		}
	}
}
