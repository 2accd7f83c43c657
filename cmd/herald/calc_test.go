package main

import (
	"strings"
	"testing"
)

// calcCase is one run of a calculator (herald argad, chainmail, destrier,
// tenths): its arguments, the exit code (0 ok, 1 the rules say no, 2 bad
// usage), and what must appear in stdout and stderr.
type calcCase struct {
	name string
	args []string
	code int
	out  []string // each must appear in stdout
	err  []string // each must appear in stderr
}

// runCalcCases runs each case as herald COMMAND ARGS, through the binary.
func runCalcCases(t *testing.T, command string, cases []calcCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := cli(t, append([]string{command}, tc.args...)...)
			if r.Code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout %s\nstderr %s", r.Code, tc.code, r.Stdout, r.Stderr)
			}
			for _, w := range tc.out {
				if !strings.Contains(r.Stdout, w) {
					t.Errorf("stdout lacks %q:\n%s", w, r.Stdout)
				}
			}
			for _, w := range tc.err {
				if !strings.Contains(r.Stderr, w) {
					t.Errorf("stderr lacks %q:\n%s", w, r.Stderr)
				}
			}
		})
	}
}

// stdoutCase is one run of a calculator whose stdout is checked whole:
// out is the exact stdout, or a substring of it if it starts with "~".
type stdoutCase struct {
	args []string
	out  string
	code int
}

// runStdoutCases runs each case through the binary; a failing one must
// explain itself on stderr, never with a trace.
func runStdoutCases(t *testing.T, cases []stdoutCase) {
	t.Helper()
	for _, tc := range cases {
		r := cli(t, tc.args...)
		ok := r.Code == tc.code
		if strings.HasPrefix(tc.out, "~") {
			ok = ok && strings.Contains(r.Stdout, tc.out[1:])
		} else {
			ok = ok && r.Stdout == tc.out
		}
		if !ok {
			t.Errorf("herald %v = %q (exit %d), want %q (exit %d); stderr %s", tc.args, r.Stdout, r.Code, tc.out, tc.code, r.Stderr)
		}
		if tc.code != 0 && (r.Stderr == "" || strings.Contains(r.Stderr, "goroutine")) {
			t.Errorf("herald %v: stderr %q should explain, not trace", tc.args, r.Stderr)
		}
	}
}
