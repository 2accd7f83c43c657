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

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "herald-cli")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	heraldPath = filepath.Join(dir, "herald")
	build := exec.Command("go", "build", "-o", heraldPath, ".")
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
