package ai

import (
	"testing"
	"time"

	"herald/internal/dice"
)

// benchTurn times one choice of level at the first player turn of name
// (after the set-up, where there is one).
func benchTurn(b *testing.B, name, level string) {
	p := start(b, name, 1)
	for p.Step().SetUp {
		g, _ := New("greedy", 1)
		sub, err := g.Choose(p, p.Step().Sides[0])
		if err != nil {
			b.Fatal(err)
		}
		c, err := p.Check(sub)
		if err != nil {
			b.Fatal(err)
		}
		p, _ = p.Play(nilChecked(c), dice.NewSeeded(1))
	}
	side := p.Step().Sides[0]
	pl, _ := New(level, 1)
	b.ResetTimer()
	cpu := selfCPU()
	for range b.N {
		if _, err := pl.Choose(p, side); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(selfCPU()-cpu)/float64(time.Millisecond)/float64(b.N), "cpu-ms/turn")
}

func BenchmarkGreedyTurnThornby(b *testing.B)     { benchTurn(b, "thornby-raid", "greedy") }
func BenchmarkGreedyTurnAshcombe(b *testing.B)    { benchTurn(b, "ashcombe-storm", "greedy") }
func BenchmarkGreedyTurnMillersFord(b *testing.B) { benchTurn(b, "millers-ford-ambush", "greedy") }
func BenchmarkGreedyTurnBeaconHill(b *testing.B)  { benchTurn(b, "beacon-hill", "greedy") }
func BenchmarkSearchTurnThornby(b *testing.B)     { benchTurn(b, "thornby-raid", "search") }
func BenchmarkSearchTurnBeaconHill(b *testing.B)  { benchTurn(b, "beacon-hill", "search") }
