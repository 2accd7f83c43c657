// Package ai is herald's computer opponent: players that choose a side's
// submission for the step a game waits for, through the engine's own
// capabilities alone (game.Mover for candidates, Check for legality,
// Forecaster and Scorer for exact chances and victory points, Knower and
// Sampler for what a side may know). It knows no ruleset and holds no
// second copy of any rules: every candidate is one the ruleset offers and
// every future it imagines is played by the ruleset's own Play.
//
// A player sees only what its side may see: Choose first narrows the
// position to Known(side), and the search plays its futures on samples
// of what is hidden (game.Sampler), never on the true position.
package ai

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"herald/internal/game"
)

// Levels are the players' names, weakest first.
var Levels = []string{"random", "greedy", "search"}

// Player chooses side's submission for the step a game waits for.
type Player interface {
	Choose(p game.Position, side string) (game.Submission, error)
}

// New is a player of the named level; seed makes its choices repeatable.
func New(level string, seed uint64) (Player, error) {
	r := rand.New(rand.NewPCG(seed, 0x68657261))
	switch level {
	case "random":
		return &Random{r: r}, nil
	case "greedy":
		return &Greedy{r: r}, nil
	case "search":
		return NewSearch(seed, DefaultBudget), nil
	}
	return nil, fmt.Errorf("no computer player %q (the levels are %s)", level, strings.Join(Levels, ", "))
}

// ErrNoMove: the position offers no candidate the side may submit.
var ErrNoMove = errors.New("no candidate move: the ruleset offers none for this step")

// Known is p as side may know it: Known(side) where the ruleset hides
// something, else p itself. Every player reads only this.
func Known(p game.Position, side string) game.Position {
	// Capabilities are the ruleset's, under the engine's bookkeeping of
	// a sealed step.
	p = game.Inner(p)
	if k, ok := p.(game.Knower); ok {
		return k.Known(side)
	}
	return p
}

// candidates are the submissions k offers side, checked on k.
func candidates(k game.Position, side string, limit int) ([]game.Checked, error) {
	if cm, ok := k.(game.CheckedMover); ok {
		out := cm.CheckedMoves(side, limit)
		if len(out) == 0 {
			return nil, ErrNoMove
		}
		return out, nil
	}
	mv, ok := k.(game.Mover)
	if !ok {
		return nil, fmt.Errorf("this ruleset offers computer players no moves (game.Mover)")
	}
	var out []game.Checked
	for _, sub := range mv.Moves(side, limit) {
		c, err := game.Check(k, sub)
		if err != nil {
			continue
		}
		out = append(out, c)
	}
	if len(out) == 0 {
		return nil, ErrNoMove
	}
	return out, nil
}

// Margin is side's victory points less the best of its enemies' in p, 0
// where the ruleset counts none.
func Margin(p game.Position, side string) float64 {
	sc, ok := p.(game.Scorer)
	if !ok {
		return 0
	}
	pts := sc.Points()
	best, any := 0.0, false
	for s, v := range pts {
		if s != side && (!any || v > best) {
			best, any = v, true
		}
	}
	return pts[side] - best
}

// Random plays uniformly among the candidates the ruleset offers: the
// baseline, and a fuzzer.
type Random struct{ r *rand.Rand }

// Choose implements Player.
func (p *Random) Choose(pos game.Position, side string) (game.Submission, error) {
	k := Known(pos, side)
	mv, ok := k.(game.Mover)
	if !ok {
		return game.Submission{}, fmt.Errorf("this ruleset offers computer players no moves (game.Mover)")
	}
	subs := mv.Moves(side, 24)
	if len(subs) == 0 {
		return game.Submission{}, ErrNoMove
	}
	return subs[p.r.IntN(len(subs))], nil
}
