package ai

import (
	"math"
	"math/rand/v2"
	"slices"

	"herald/internal/dice"
	"herald/internal/game"
)

// DefaultBudget is how many imagined futures a search player plays per
// choice.
const DefaultBudget = 48

// Search is a Monte Carlo tree search over information sets, one ply of
// its own at the root: each of the best candidates (as greedy weighs
// them) is an arm; each iteration draws a world its side cannot tell from
// the true one (game.Sampler on Known(side): hidden men placed where they
// might be, never where they are), picks an arm by UCB1, plays it with
// fresh dice, lets greedy play every side on until its side is due again,
// and scores the points margin there with the forecast of where it
// stands. It answers mid-turn decisions the same way.
type Search struct {
	r      *rand.Rand
	budget int
	// Width is how many of greedy's best candidates it searches (0: 5).
	Width int
}

// NewSearch is a search player playing budget futures per choice.
func NewSearch(seed uint64, budget int) *Search {
	return &Search{r: rand.New(rand.NewPCG(seed, 0x7365617263)), budget: budget}
}

// Choose implements Player.
func (s *Search) Choose(pos game.Position, side string) (game.Submission, error) {
	return s.choose(Known(pos, side), side)
}

// choose reads nothing but k, the position as side knows it.
func (s *Search) choose(k game.Position, side string) (game.Submission, error) {
	cs, err := candidates(k, side, 12)
	if err != nil {
		return game.Submission{}, err
	}
	ws := weigh(k, side, cs, s.r)
	order := make([]int, len(cs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case ws[a] > ws[b]:
			return -1
		case ws[a] < ws[b]:
			return 1
		}
		return 0
	})
	width := s.Width
	if width == 0 {
		width = 5
	}
	order = order[:min(width, len(order))]
	if len(order) == 1 {
		return cs[order[0]].Submission, nil
	}
	n := make([]float64, len(order))
	sum := make([]float64, len(order))
	rollout := &Greedy{r: s.r, Limit: 4}
	for it := range s.budget {
		a := it
		if it >= len(order) {
			a = ucb(n, sum, it)
		}
		v := s.future(k, side, cs[order[a]].Submission, rollout)
		n[a]++
		sum[a] += v
	}
	best := 0
	for a := range order {
		if n[a] > 0 && (n[best] == 0 || sum[a]/n[a] > sum[best]/n[best]) {
			best = a
		}
	}
	return cs[order[best]].Submission, nil
}

// ucb is the arm UCB1 plays next.
func ucb(n, sum []float64, t int) int {
	best, bv := 0, math.Inf(-1)
	for a := range n {
		v := sum[a]/n[a] + 3*math.Sqrt(2*math.Log(float64(t))/n[a])
		if v > bv {
			best, bv = a, v
		}
	}
	return best
}

// future plays sub in a world drawn from k, then greedy for everyone
// until side is due again (or the game ends), and scores where side
// stands.
func (s *Search) future(k game.Position, side string, sub game.Submission, rollout *Greedy) float64 {
	w := k
	if sm, ok := k.(game.Sampler); ok {
		w = sm.Sample(side, s.r.IntN)
	}
	c, err := game.Check(w, sub)
	if err != nil {
		// Refused where a guessed man stands: judged on what is known.
		w = k
		if c, err = game.Check(w, sub); err != nil {
			return math.Inf(-1)
		}
	}
	d := dice.NewSeeded(s.r.Uint64())
	p, _ := w.Play([]game.Checked{c}, d)
	for range 6 {
		st := p.Step()
		if st.Kind == game.Over || (st.Due(side) && st.Kind == game.Orders) {
			break
		}
		if st.Kind == game.Chance {
			p, _ = p.Play(nil, d)
			continue
		}
		var cs []game.Checked
		for _, x := range st.Sides {
			c, _, err := rollout.best(p, x)
			if err != nil {
				return Margin(p, side)
			}
			cs = append(cs, c)
		}
		p, _ = p.Play(cs, d)
	}
	v := Margin(p, side)
	if st := p.Step(); st.Kind != game.Over && st.Due(side) && st.Kind == game.Orders {
		// Where it stands now: the best it could do next, as greedy sees it.
		if _, f, err := rollout.best(p, side); err == nil {
			v = f
		}
	}
	return v
}
