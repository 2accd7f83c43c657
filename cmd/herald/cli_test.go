package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// heraldPath is the real binary, built once for every CLI test in this
// package. Tests run it the way a player does: cli(t, args...).
var heraldPath string

// testVersion is the version the test binary reports.
const testVersion = "0.0.0-test"

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "herald-cli")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	heraldPath = filepath.Join(dir, "herald")
	// A fixed version, so that golden logs (whose header names it) do not
	// change with every release.
	build := exec.Command("go", "build", "-ldflags=-X main.version="+testVersion, "-o", heraldPath, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building herald:", err)
		os.Exit(2)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// cliResult is what one run of the binary printed and returned.
type cliResult struct {
	Stdout, Stderr string
	Code           int
}

// cli runs the real herald binary with args, from the repository root so
// that paths like data/scenarios/… work as in the README.
func cli(t testing.TB, args ...string) cliResult {
	t.Helper()
	return cliIn(t, "", args...)
}

// cliIn runs the binary with stdin text.
func cliIn(t testing.TB, stdin string, args ...string) cliResult {
	t.Helper()
	cmd := exec.Command(heraldPath, args...)
	cmd.Dir = "../.."
	cmd.Stdin = bytes.NewBufferString(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running herald %v: %v", args, err)
	}
	return cliResult{Stdout: out.String(), Stderr: errb.String(), Code: code}
}

func TestCLIDistance(t *testing.T) {
	for _, tc := range []struct {
		args []string
		out  string
		code int
	}{
		{[]string{"distance", "K10", "J11"}, "1\n", 0},
		{[]string{"distance", "A1", "C3", "--json"}, "{\"distance\":3}\n", 0},
		{[]string{"distance", "G5", "G9"}, "4\n", 0},
		{[]string{"distance", "A0", "B1"}, "", 2},
		{[]string{"distance", "A1"}, "", 2},
		{[]string{"distance", "--bogus", "A1", "B1"}, "", 2},
	} {
		r := cli(t, tc.args...)
		if r.Code != tc.code || r.Stdout != tc.out {
			t.Errorf("herald %v = %q (exit %d), want %q (exit %d); stderr %s", tc.args, r.Stdout, r.Code, tc.out, tc.code, r.Stderr)
		}
		if tc.code == 2 && r.Stderr == "" {
			t.Errorf("herald %v: exit 2 without a message", tc.args)
		}
	}
}

func TestCLIHelpOnEveryCommand(t *testing.T) {
	for name := range commands {
		r := cli(t, name, "--help")
		if r.Code != 0 || !bytes.Contains([]byte(r.Stdout), []byte("Usage: herald "+name)) {
			t.Errorf("herald %s --help: exit %d, stdout %q", name, r.Code, r.Stdout)
		}
	}
}

func TestCLIDemo(t *testing.T) {
	out := filepath.Join(t.TempDir(), "demo.svg")
	r := cli(t, "demo", "-o", out)
	if r.Code != 0 {
		t.Fatalf("demo exit %d: %s", r.Code, r.Stderr)
	}
	for _, want := range []string{"thornby-raid", "herald los thornby-raid", "Odds", "Missile Fire Table"} {
		if !bytes.Contains([]byte(r.Stdout), []byte(want)) {
			t.Errorf("demo output lacks %q", want)
		}
	}
	svg, err := os.ReadFile(out)
	if err != nil || !bytes.HasPrefix(bytes.TrimSpace(svg), []byte("<")) {
		t.Fatalf("demo map not written: %v", err)
	}
}

func TestCLIDistanceOnMap(t *testing.T) {
	r := cli(t, "distance", "--map", "village", "A1", "C3")
	if r.Code != 0 || r.Stdout != "3\n" {
		t.Fatalf("distance on village map: %q exit %d %s", r.Stdout, r.Code, r.Stderr)
	}
	if r := cli(t, "distance", "--map", "village", "A1", "ZZ99"); r.Code != 2 || !bytes.Contains([]byte(r.Stderr), []byte("off the board")) {
		t.Fatalf("off-board hex: exit %d %q", r.Code, r.Stderr)
	}
}

func TestCLIHelpPrintedOnce(t *testing.T) {
	r := cli(t, "distance", "--help")
	if n := bytes.Count([]byte(r.Stdout+r.Stderr), []byte("Usage:")); n != 1 {
		t.Fatalf("usage printed %d times", n)
	}
}
