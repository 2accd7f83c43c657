package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// herald sim through the real binary: the report, its JSON, the plot, the
// same batch for the same seed whatever the workers, and a scenario file
// that is not shipped.
func TestCLISim(t *testing.T) {
	dir := t.TempDir()
	plot := filepath.Join(dir, "p.svg")
	r := cli(t, "sim", "beacon-hill", "-n", "6", "--ai", "greedy,random", "--seed", "9", "--plot", plot)
	if r.Code != 0 {
		t.Fatalf("sim: exit %d\n%s\n%s", r.Code, r.Stdout, r.Stderr)
	}
	for _, want := range []string{"6 games", "win (95% CI)", "Wardens      greedy", "Reivers      random", "game length in game turns"} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("report lacks %q:\n%s", want, r.Stdout)
		}
	}
	if b, err := os.ReadFile(plot); err != nil || !strings.Contains(string(b), "<svg") || !strings.Contains(string(b), "victory points") {
		t.Errorf("plot: %v", err)
	}
	again := cli(t, "sim", "beacon-hill", "-n", "6", "--ai", "greedy,random", "--seed", "9", "--workers", "3")
	if again.Stdout != r.Stdout {
		t.Errorf("the same seed with other workers gave another report:\n%s\n%s", r.Stdout, again.Stdout)
	}
	j := cli(t, "sim", "beacon-hill", "-n", "3", "--json")
	var out struct {
		Games int
		Sides []struct {
			Side string
			Win  struct{ P, Low, High float64 }
		}
	}
	if err := json.Unmarshal([]byte(j.Stdout), &out); err != nil || out.Games != 3 || len(out.Sides) != 2 {
		t.Errorf("--json: %v %+v\n%s", err, out, j.Stdout)
	}
	// A designer's own scenario, not shipped.
	src, err := os.ReadFile("../../data/scenarios/beacon-hill.yaml")
	if err != nil {
		t.Fatal(err)
	}
	mine := filepath.Join(dir, "my-brawl.yaml")
	os.WriteFile(mine, []byte(strings.Replace(string(src), "turns: 10", "turns: 4", 1)), 0o644)
	m := cli(t, "sim", mine, "-n", "4", "--ai", "random")
	if m.Code != 0 || !strings.Contains(m.Stdout, "(my-brawl)") || !strings.Contains(m.Stdout, "4 games") {
		t.Errorf("sim of an unshipped file: exit %d\n%s\n%s", m.Code, m.Stdout, m.Stderr)
	}
	if bad := cli(t, "sim", "beacon-hill", "--ai", "clever"); bad.Code == 0 || !strings.Contains(bad.Stderr, "levels are random, greedy, search") {
		t.Errorf("bad level: exit %d %s", bad.Code, bad.Stderr)
	}
}
