//go:build unix

package ai

import (
	"syscall"
	"time"
)

// selfCPU is the CPU time this process has used: the benchmarks report
// it per turn, since the wall clock of a shared machine says little.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
