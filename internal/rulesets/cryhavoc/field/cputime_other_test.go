//go:build !linux

package field

import "testing"

// cpuPerOp runs body b.N times; the thread's CPU time is read on Linux only.
func cpuPerOp(b *testing.B, body func()) {
	b.ReportAllocs()
	for b.Loop() {
		body()
	}
}
