//go:build race

package ai

// raceOn: the race detector slows play tenfold; whole games are then
// played on the smallest scenario only.
const raceOn = true
