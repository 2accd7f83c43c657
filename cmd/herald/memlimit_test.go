package main

import (
	"flag"
	"io"
	"math"
	"runtime/debug"
	"testing"
)

// serve's soft memory limit: the default, the flag, and GOMEMLIMIT in
// the environment winning over the default but not over the flag.
func TestMemoryLimit(t *testing.T) {
	was := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(was) })
	for _, c := range []struct {
		name string
		env  string
		args []string
		want int64
	}{
		{"default", "", nil, defaultMemoryMB << 20},
		{"flag", "", []string{"--memory-limit", "80"}, 80 << 20},
		{"off", "", []string{"--memory-limit", "0"}, math.MaxInt64},
		{"environment", "100MiB", nil, 12345},
		{"flag over environment", "100MiB", []string{"--memory-limit", "70"}, 70 << 20},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("GOMEMLIMIT", c.env)
			debug.SetMemoryLimit(12345) // stands for what the runtime read from GOMEMLIMIT
			fs := flag.NewFlagSet("serve", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			mb := memoryFlag(fs)
			if err := fs.Parse(c.args); err != nil {
				t.Fatal(err)
			}
			if err := applyMemoryLimit(fs, *mb); err != nil {
				t.Fatal(err)
			}
			if got := debug.SetMemoryLimit(-1); got != c.want {
				t.Errorf("limit %d, want %d", got, c.want)
			}
		})
	}
}
