package cryhavoc

import (
	"testing"

	"herald/internal/dice"
)

// BenchmarkReplay30 replays a log of 30 game turns: both sides' player
// turns (§4), 60 in all.
func BenchmarkReplay30(b *testing.B) {
	rs, s0 := setup(b)
	// The shipped scenario ends sooner; this one runs on to turn 30.
	sc := *s0.sc
	sc.Turns = 30
	s0 = s0.clone()
	s0.sc = &sc
	_, evs := longGame(b, rs, s0, dice.NewSeeded(9), 60)
	b.ReportMetric(float64(len(evs)), "events")
	b.ReportAllocs()
	for b.Loop() {
		r := s0
		for _, e := range evs {
			var err error
			if r, err = Replay(rs, r, e); err != nil {
				b.Fatal(err)
			}
		}
	}
}
