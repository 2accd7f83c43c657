//go:build !unix

package ai

import "time"

func selfCPU() time.Duration { return 0 }
