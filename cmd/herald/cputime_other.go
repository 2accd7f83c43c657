//go:build !unix

package main

import "time"

// selfCPU is not measured here: herald load then reports no client CPU.
func selfCPU() time.Duration { return 0 }
