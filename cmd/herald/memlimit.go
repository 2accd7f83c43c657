package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"runtime/debug"
)

// defaultMemoryMB is serve's soft memory limit when the operator sets
// none: Go's collector works harder as the heap nears it instead of
// letting the heap grow to twice what is live (GOGC), which keeps
// 10,000 open games under 100 MB resident (README, Performance). It is
// soft: a server that needs more takes more.
const defaultMemoryMB = 64

// memoryFlag is serve's --memory-limit.
func memoryFlag(fs *flag.FlagSet) *int {
	return fs.Int("memory-limit", defaultMemoryMB,
		"soft limit of the Go heap in `MB` (runtime/debug.SetMemoryLimit); 0: none; a GOMEMLIMIT in the environment wins unless this is given")
}

// applyMemoryLimit sets the soft limit unless the environment's
// GOMEMLIMIT already did and the flag was left alone.
func applyMemoryLimit(fs *flag.FlagSet, mb int) error {
	if mb < 0 {
		return fmt.Errorf("--memory-limit %d: give MB, 0 or more", mb)
	}
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == "memory-limit" })
	if !given && os.Getenv("GOMEMLIMIT") != "" {
		return nil
	}
	limit := int64(math.MaxInt64)
	if mb > 0 {
		limit = int64(mb) << 20
	}
	debug.SetMemoryLimit(limit)
	return nil
}
