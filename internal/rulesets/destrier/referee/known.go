package referee

import (
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
)

// What a side may know, for its planning and its computer player: the
// only secret a position of Destrier holds is the way of another side's
// dodge while the guesses are asked (the sealed cards of a step are the
// engine's until the reveal, never the position's).

var wayCards = []destrier.CardName{destrier.DodgeLeft, destrier.DodgeRight, destrier.DodgeBack}

// Known implements game.Knower: the other sides' dodges of the step
// waiting for guesses shown as DODGE LEFT, whatever they are.
func (s *State) Known(side string) game.Position {
	return s.guessing(side, func(int) int { return 0 })
}

// Sample implements game.Sampler: the other sides' dodges drawn at
// random.
func (s *State) Sample(side string, r func(n int) int) game.Position {
	return s.guessing(side, r)
}

// guessing is s with the other sides' dodges replaced by pick's choice.
func (s *State) guessing(side string, pick func(n int) int) *State {
	if s.Exchange == nil || side == game.Referee {
		return s
	}
	n := s.clone()
	for i, p := range n.Exchange.Plays {
		if n.fig(p.Figure).Side == side {
			continue
		}
		cards := append([]destrier.CardName(nil), p.Cards...)
		for j, c := range cards {
			if _, ok := destrier.Way(c); ok {
				cards[j] = wayCards[pick(len(wayCards))]
			}
		}
		n.Exchange.Plays[i].Cards = cards
	}
	return n
}

// Points implements game.Scorer: what each side has done to the others,
// a point for each body point and half one for each fatigue point its
// enemies lost, and ten for each enemy fallen.
func (s *State) Points() map[string]float64 {
	lost := map[string]float64{}
	for _, f := range s.Figs {
		v := float64(f.Status.BodyLost) + float64(f.Status.FatigueLost)/2
		if !f.Live() {
			v += 10
		}
		lost[f.Side] += v
	}
	pts := map[string]float64{}
	for _, side := range s.SideNames {
		for _, other := range s.SideNames {
			if other != side {
				pts[side] += lost[other]
			}
		}
	}
	return pts
}
