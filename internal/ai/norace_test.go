//go:build !race

package ai

const raceOn = false
