package main

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
)

// The turns the load tool plays: characters stepping back and forth, so
// that a game goes on for as long as the load runs.

// turnPlan is what each side orders: shuttles step a character to a
// neighbouring hex on the side's odd turns and back on its even turns;
// waiters wait.
type turnPlan struct {
	sides    []string
	shuttles map[string][]shuttle
	waiters  map[string][]string
	// texts[side][parity] is the order text, built once.
	texts map[string][2]string
}

type shuttle struct{ who, from, to string }

func (p *turnPlan) text(side string, n int) string { return p.texts[side][n%2] }

func (p *turnPlan) build(side string, parity int) string {
	var b strings.Builder
	for _, s := range p.shuttles[side] {
		to := s.to
		if parity == 1 {
			to = s.from
		}
		fmt.Fprintf(&b, "%s move %s\n", quoteName(s.who), to)
	}
	for _, w := range p.waiters[side] {
		fmt.Fprintf(&b, "%s wait\n", quoteName(w))
	}
	return b.String()
}

// quoteName writes a name as the canonical notation does: quoted only
// where a word of it would read as a keyword.
func quoteName(n string) string {
	o := notation.Order{Phase: notation.PhaseMove, Kind: notation.KindWait, Who: []string{n}}
	text, _ := o.MarshalText()
	return strings.TrimSuffix(strings.TrimPrefix(string(text), "move: "), " wait")
}

// planTurns picks, per side, up to orders characters that can step back
// and forth without getting in anyone's way, checked by playing two game
// turns on the engine itself; the rest of the orders are waits.
func planTurns(name string, orders int) (*turnPlan, error) {
	g, err := startGame(name, 1)
	if err != nil {
		return nil, err
	}
	s0, err := g.start(game.Setup{Seed: 1})
	if err != nil {
		return nil, err
	}
	dr, ok := s0.(game.Drawer)
	if !ok {
		return nil, fmt.Errorf("%s: %s draws no map to plan turns on", name, g.rs.Name())
	}
	figures := dr.Draw(game.Referee).Figures
	p := &turnPlan{sides: s0.Sides(), shuttles: map[string][]shuttle{}, waiters: map[string][]string{}, texts: map[string][2]string{}}
	playable := func() bool {
		for _, side := range p.sides {
			p.texts[side] = [2]string{p.build(side, 0), p.build(side, 1)}
		}
		s := s0
		played := map[string]int{}
		for range 2 * len(p.sides) * 2 {
			side := s.Step().Player
			text := p.text(side, played[side])
			played[side]++
			var err error
			if s, _, err = game.PlayTurn(s, side, text, dice.NewSeeded(1)); err != nil {
				return false
			}
		}
		return true
	}
	used := map[string]bool{}
	for _, c := range figures {
		used[g.m.HexName(c.At)] = true
	}
	for _, side := range p.sides {
		for _, c := range figures {
			if c.Side != side || c.Two || len(p.shuttles[side]) == orders {
				continue
			}
			for _, h := range c.At.Neighbors() {
				to := g.m.HexName(h)
				if !g.m.Contains(h) || used[to] {
					continue
				}
				p.shuttles[side] = append(p.shuttles[side], shuttle{c.Name, g.m.HexName(c.At), to})
				if playable() {
					used[to] = true
					break
				}
				p.shuttles[side] = p.shuttles[side][:len(p.shuttles[side])-1]
			}
		}
		for _, c := range figures {
			if c.Side != side || len(p.shuttles[side])+len(p.waiters[side]) == orders {
				continue
			}
			if !slices.ContainsFunc(p.shuttles[side], func(s shuttle) bool { return s.who == c.Name }) {
				p.waiters[side] = append(p.waiters[side], c.Name)
			}
		}
		if len(p.shuttles[side])+len(p.waiters[side]) < orders {
			return nil, fmt.Errorf("%s: side %s has fewer than %d characters for a turn of %d orders", name, side, orders, orders)
		}
	}
	if !playable() {
		return nil, fmt.Errorf("%s: found no turns the engine accepts", name)
	}
	return p, nil
}
