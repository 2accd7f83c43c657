package cryhavoc_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/scenario/scenariofile"
)

// The engine's cost on a Cry Havoc turn: the Raiders' first turn of
// Thornby Raid played straight through the ruleset (Check, Play) and
// through the engine (game.SubmitWith: the size check, the sealed-step
// test, the chance steps after), then folded back the same two ways.

const thornbyTurn1 = "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3\nJocelyn move E2\n"

func thornby(b *testing.B) game.Position {
	b.Helper()
	rs, err := game.RulesetFor("cryhavoc")
	if err != nil {
		b.Fatal(err)
	}
	sc, m, err := scenariofile.Load("thornby-raid")
	if err != nil {
		b.Fatal(err)
	}
	p, err := game.Start(rs, game.Setup{Seed: 1}, sc, game.Field{Map: m})
	if err != nil {
		b.Fatal(err)
	}
	return p
}

var turn1 = game.Submission{Side: "Raiders", For: game.Orders, Orders: thornbyTurn1}

func BenchmarkTurnRuleset(b *testing.B) {
	p := thornby(b)
	for b.Loop() {
		c, err := p.Check(turn1)
		if err != nil {
			b.Fatal(err)
		}
		p.Play([]game.Checked{c}, dice.NewSeeded(7))
	}
}

func BenchmarkTurnEngine(b *testing.B) {
	p := thornby(b)
	for b.Loop() {
		if _, _, err := game.SubmitWith(p, turn1, nil, dice.NewSeeded(7)); err != nil {
			b.Fatal(err)
		}
	}
}

func turnEvents(b *testing.B) (game.Position, []game.Event) {
	p := thornby(b)
	c, err := p.Check(turn1)
	if err != nil {
		b.Fatal(err)
	}
	_, evs := p.Play([]game.Checked{c}, dice.NewSeeded(7))
	return p, evs
}

func BenchmarkFoldRuleset(b *testing.B) {
	p0, evs := turnEvents(b)
	for b.Loop() {
		p := p0
		for _, e := range evs {
			var err error
			if p, _, err = p.Fold(e); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkFoldEngine(b *testing.B) {
	p0, evs := turnEvents(b)
	for b.Loop() {
		p := p0
		for _, e := range evs {
			var err error
			if p, err = game.Replay(p, e); err != nil {
				b.Fatal(err)
			}
		}
	}
}
