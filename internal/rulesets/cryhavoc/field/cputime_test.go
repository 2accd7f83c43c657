//go:build linux

package field

import (
	"runtime"
	"syscall"
	"testing"
	"time"
)

// threadCPU is the CPU time the calling thread has used. On a machine
// shared with other work the wall time of a benchmark says more about the
// neighbours than about the code; the thread's CPU time says less.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// cpuPerOp runs body b.N times on one locked thread and reports its CPU
// time per op beside the wall time.
func cpuPerOp(b *testing.B, body func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	t0 := threadCPU()
	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru0)
	n := 0
	for b.Loop() {
		body()
		n++
	}
	if n > 0 {
		b.ReportMetric(float64((threadCPU()-t0).Nanoseconds())/float64(n), "cpu-ns/op")
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru1)
		b.ReportMetric(float64(ru1.Minflt-ru0.Minflt)/float64(n), "faults/op")
	}
}
