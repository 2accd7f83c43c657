package ai

import (
	"math/rand/v2"

	"herald/internal/dice"
	"herald/internal/game"
)

// Greedy looks one step ahead: of the candidates the ruleset offers it
// takes the one the ruleset forecasts best from the exact chances of its
// attacks (game.Forecaster); where a ruleset forecasts nothing it plays
// each candidate a few times and weighs the victory points margin after.
// It answers mid-turn decisions the same way.
type Greedy struct {
	r *rand.Rand
	// Limit is how many candidates it weighs (0: 12).
	Limit int
}

// samples is how often a candidate is played where the ruleset gives no
// forecast.
const samples = 4

// Choose implements Player.
func (g *Greedy) Choose(pos game.Position, side string) (game.Submission, error) {
	k := Known(pos, side)
	c, _, err := g.best(k, side)
	return c.Submission, err
}

// best is the candidate k offers side that weighs most, and its weight.
func (g *Greedy) best(k game.Position, side string) (game.Checked, float64, error) {
	limit := g.Limit
	if limit == 0 {
		limit = 12
	}
	cs, err := candidates(k, side, limit)
	if err != nil {
		return game.Checked{}, 0, err
	}
	ws := weigh(k, side, cs, g.r)
	b := 0
	for i := range cs {
		if ws[i] > ws[b] {
			b = i
		}
	}
	return cs[b], ws[b], nil
}

// weigh is each candidate's weight for side: its forecast, or the mean
// points margin after playing it a few times.
func weigh(k game.Position, side string, cs []game.Checked, r *rand.Rand) []float64 {
	ws := make([]float64, len(cs))
	if f, ok := k.(game.Forecaster); ok {
		for i, c := range cs {
			ws[i] = f.Forecast(c)
		}
		return ws
	}
	seeds := make([]uint64, samples)
	for j := range seeds {
		seeds[j] = r.Uint64()
	}
	for i, c := range cs {
		for _, s := range seeds {
			// The same dice for every candidate: the choice turns on the
			// orders, not on luck.
			n, _ := k.Play([]game.Checked{c}, dice.NewSeeded(s))
			ws[i] += Margin(n, side) / samples
		}
	}
	return ws
}
