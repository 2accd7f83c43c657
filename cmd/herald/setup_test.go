package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const outlawsSetUp = `set up:
Black Piers at S4
Long Hal at S5
Tom o' the Hill at T4
Red Ailric at T5
Snip at E7
Dunstan at U4
Cobb at U5
Lightfoot at V4
Mad Wulf at V5
Nan the Fletcher at R4
`

// TestCLISetUp: a scenario with player set-up starts with it; `herald
// state --side` hides what the rules hide (§23, §22.8).
func TestCLISetUp(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "ambush.log")
	if r := cli(t, "new", "millers-ford-ambush", "-o", log, "--seed", "3"); r.Code != 0 || !strings.Contains(r.Stdout, "Outlaws sets up first") {
		t.Fatalf("new: exit %d, %q %q", r.Code, r.Stdout, r.Stderr)
	}
	if r := cli(t, "state", log); r.Code != 0 || !strings.Contains(r.Stdout, "phase set up") || !strings.Contains(r.Stdout, "not yet set up") {
		t.Errorf("state during the set-up: %q %q", r.Stdout, r.Stderr)
	}
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte(strings.Replace(outlawsSetUp, "Long Hal at S5", "Long Hal at K5", 1)), 0o644)
	if r := cli(t, "turn", log, "--side", "Outlaws", bad); r.Code != 1 || !strings.Contains(r.Stderr, "line 3") || !strings.Contains(r.Stderr, "rule 23") {
		t.Errorf("a placement outside the area: exit %d, %q", r.Code, r.Stderr)
	}
	good := filepath.Join(dir, "setup.txt")
	os.WriteFile(good, []byte(outlawsSetUp), 0o644)
	r := cli(t, "turn", log, "--side", "Outlaws", good)
	if r.Code != 0 || !strings.Contains(r.Stdout, "Long Hal set up in S5 (hidden") || !strings.Contains(r.Stdout, "Snip of Outlaws is found in E7") {
		t.Fatalf("set-up: exit %d, %q %q", r.Code, r.Stdout, r.Stderr)
	}
	convoy := cli(t, "state", log, "--side", "Convoy")
	convoyJSON := cli(t, "state", log, "--side", "Convoy", "--json")
	for _, out := range []string{convoy.Stdout, convoyJSON.Stdout} {
		for _, hx := range []string{"S4", "S5", "T4", "R4", "V5"} {
			if strings.Contains(out, hx) {
				t.Errorf("the Convoy's state shows %s:\n%s", hx, out)
			}
		}
		if !strings.Contains(out, "E7") || !strings.Contains(out, "Long Hal") {
			t.Errorf("the Convoy's state lacks Snip in E7 or Long Hal's name:\n%s", out)
		}
	}
	if r := cli(t, "state", log, "--side", "Outlaws"); !strings.Contains(r.Stdout, "S5") {
		t.Errorf("the Outlaws do not see their own men:\n%s", r.Stdout)
	}
	if r := cli(t, "state", log, "--side", "Nobody"); r.Code != 2 {
		t.Errorf("unknown side: exit %d", r.Code)
	}
	if r := cli(t, "verify", log); r.Code != 0 {
		t.Errorf("verify: exit %d, %q %q", r.Code, r.Stdout, r.Stderr)
	}
	// Long Hal moves: acting gives him away.
	move := filepath.Join(dir, "move.txt")
	os.WriteFile(move, []byte("move:\nLong Hal move S6\n"), 0o644)
	if r := cli(t, "turn", log, "--side", "Outlaws", move); r.Code != 0 || !strings.Contains(r.Stdout, "shows himself") {
		t.Fatalf("Long Hal's move: exit %d, %q %q", r.Code, r.Stdout, r.Stderr)
	}
	if r := cli(t, "state", log, "--side", "Convoy"); !strings.Contains(r.Stdout, "S6") || strings.Contains(r.Stdout, "S4") {
		t.Errorf("after Long Hal's move the Convoy sees:\n%s", r.Stdout)
	}
}
