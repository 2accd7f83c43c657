package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// Solo play through the real binary: the human passes every turn and
// the computer plays the other side at each level, to the game's end;
// the log it leaves verifies.
func TestCLIPlayAgainstComputer(t *testing.T) {
	for _, tc := range []struct{ scenario, human, ai, level string }{
		{"beacon-hill", "Wardens", "Reivers", "random"},
		{"beacon-hill", "Wardens", "reivers", "greedy"},
		{"beacon-hill", "Wardens", "Reivers", "search"},
		{"thornby-raid", "Raiders", "Villagers", "greedy"},
	} {
		t.Run(tc.scenario+"/"+tc.level, func(t *testing.T) {
			log := filepath.Join(t.TempDir(), "solo.log")
			r := cliIn(t, strings.Repeat("pass\n", 40), "play", tc.scenario, "--seed", "5", "--log", log, "--ai", tc.ai+"="+tc.level)
			if r.Code != 0 {
				t.Fatalf("play: exit %d\n%s\n%s", r.Code, r.Stdout, r.Stderr)
			}
			for _, want := range []string{"(the computer, " + tc.level + ") plays:", "The game is over."} {
				if !strings.Contains(r.Stdout, want) {
					t.Errorf("output lacks %q:\n%s", want, r.Stdout[max(0, len(r.Stdout)-3000):])
				}
			}
			if strings.Contains(r.Stdout, "Orders for "+strings.ToUpper(tc.ai[:1])+tc.ai[1:]) {
				t.Errorf("the human was asked for the computer's orders")
			}
			if v := cli(t, "verify", log); v.Code != 0 {
				t.Errorf("verify: exit %d %s", v.Code, v.Stderr)
			}
		})
	}
}
