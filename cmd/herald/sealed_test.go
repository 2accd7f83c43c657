package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var duelBuild struct {
	sync.Once
	path string
	err  error
	out  []byte
}

// duelCLI runs herald built with the test ruleset duel (-tags duel).
func duelCLI(t *testing.T, stdin string, args ...string) cliResult {
	t.Helper()
	duelBuild.Do(func() {
		duelBuild.path = heraldPath + "-duel"
		duelBuild.out, duelBuild.err = exec.Command("go", "build", "-tags", "duel", "-o", duelBuild.path, ".").CombinedOutput()
	})
	if duelBuild.err != nil {
		t.Fatalf("building herald -tags duel: %v\n%s", duelBuild.err, duelBuild.out)
	}
	cmd := exec.Command(duelBuild.path, args...)
	cmd.Dir = "../.."
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return cliResult{Stdout: out.String(), Stderr: errb.String(), Code: code}
}

const duelFile = "internal/game/rulesettest/duel/testdata/duel-at-the-ford.yaml"

// TestCLISealedTurn: herald turn --side gives each side's sealed orders in
// turn; the first is told only that it is in, its orders shown nowhere
// the other side reads (its state, its account); a side may not give
// them twice; the last reveals and plays both, and the log verifies.
func TestCLISealedTurn(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "duel.log")
	if r := duelCLI(t, "", "new", duelFile, "-o", log, "--seed", "5"); r.Code != 0 || !strings.Contains(r.Stdout, "Raiders and Farmers give their first orders together, sealed") {
		t.Fatalf("new: %d %s %s", r.Code, r.Stdout, r.Stderr)
	}
	r := duelCLI(t, "Hugh move 45.5 44\n", "turn", log, "--side", "Raiders", "-")
	if r.Code != 0 || strings.Contains(r.Stdout, "45.5") || !strings.Contains(r.Stdout, "Sealed orders wait for Farmers") {
		t.Fatalf("the Raiders' sealed turn: %d %q %s", r.Code, r.Stdout, r.Stderr)
	}
	if r := duelCLI(t, "", "state", log, "--side", "Farmers"); r.Code != 0 || strings.Contains(r.Stdout, "45.5") || !strings.Contains(r.Stdout, "sealed orders in from Raiders") {
		t.Errorf("the Farmers' state: %d %q", r.Code, r.Stdout)
	}
	if r := duelCLI(t, "Hugh move 46 44\n", "turn", log, "--side", "Raiders", "-"); r.Code != 1 || !strings.Contains(r.Stderr, "submitted its sealed orders for this step already") {
		t.Errorf("the Raiders again: %d %q", r.Code, r.Stderr)
	}
	r = duelCLI(t, "Tom move 58 44\n", "turn", log, "--side", "Farmers", "-")
	if r.Code != 0 || !strings.Contains(r.Stdout, "Raiders: Hugh move 45.5 44") || !strings.Contains(r.Stdout, "Farmers: Tom move 58 44") {
		t.Fatalf("the Farmers' sealed turn: %d %q %s", r.Code, r.Stdout, r.Stderr)
	}
	if r := duelCLI(t, "", "verify", log); r.Code != 0 || !strings.Contains(r.Stdout, "sealed orders: 1 reveals") {
		t.Errorf("verify: %d %q %s", r.Code, r.Stdout, r.Stderr)
	}
}

// TestCLIPlaySealedHotSeat: herald play asks each side for its sealed
// orders in turn at one terminal; the screen is cleared before and after
// each side's entry, which is not shown back, and the reveal tells both.
func TestCLIPlaySealedHotSeat(t *testing.T) {
	log := filepath.Join(t.TempDir(), "duel.log")
	in := "Hugh move 45.5 44\nend\n\nTom move 58 44\nend\nquit\n"
	r := duelCLI(t, in, "play", duelFile, "--seed", "5", "--log", log)
	if r.Code != 0 {
		t.Fatalf("play: %d %s", r.Code, r.Stderr)
	}
	out := r.Stdout
	reveal := strings.Index(out, "they are revealed")
	raiders, farmers := strings.Index(out, "Raiders writes now, unseen"), strings.Index(out, "Farmers writes now, unseen")
	if reveal < 0 || raiders < 0 || farmers < raiders || reveal < farmers {
		t.Fatalf("the sides are not asked in turn before the reveal:\n%s", out)
	}
	if strings.Contains(out[:reveal], "45.5") {
		t.Errorf("the Raiders' orders show before the reveal:\n%s", out[:reveal])
	}
	if between := out[raiders:farmers]; !strings.Contains(between, clearScreen) || !strings.Contains(between, "Press Enter, then pass the terminal to Farmers") {
		t.Errorf("the screen is not cleared between the sides:\n%q", between)
	}
	if !strings.Contains(out[reveal:], "Raiders: Hugh move 45.5 44") {
		t.Errorf("the reveal:\n%s", out[reveal:])
	}
	if _, err := os.Stat(log); err != nil {
		t.Fatal(err)
	}
	if r := duelCLI(t, "", "verify", log); r.Code != 0 {
		t.Errorf("verify: %d %s", r.Code, r.Stderr)
	}
}

// TestCLIPlaySealedAgainstAI: against the computer at a sealed step, the
// computer seals its orders first, unseen; the human side writes its own
// and is told the reveal of both.
func TestCLIPlaySealedAgainstAI(t *testing.T) {
	r := duelCLI(t, "Hugh move 45.5 44\nend\nquit\n", "play", duelFile, "--seed", "5", "--ai", "Farmers=random")
	if r.Code != 0 {
		t.Fatalf("play: %d %s", r.Code, r.Stderr)
	}
	sealed, asked := strings.Index(r.Stdout, "Farmers (the computer, random) has sealed its orders."), strings.Index(r.Stdout, "Raiders writes now, unseen")
	reveal := strings.Index(r.Stdout, "they are revealed")
	if sealed < 0 || asked < sealed || reveal < asked || !strings.Contains(r.Stdout[reveal:], "Raiders: Hugh move 45.5 44") ||
		!strings.Contains(r.Stdout[reveal:], "Farmers: ") || strings.Contains(r.Stdout[:reveal], "Farmers: ") {
		t.Errorf("play against the computer:\n%s", r.Stdout)
	}
}
