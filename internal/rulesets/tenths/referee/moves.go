package referee

import (
	"fmt"
	"strings"

	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
)

// mover is a combatant whose move lands at this moment.
type mover struct {
	m    *Man
	to   hex.Hex
	why  string
	next bool // the move must be to a hex next to him
}

// moves makes the moves that land at this moment: walks and runs that
// complete, a feint's feinted move (its beat) and its real moves (its
// end). Two moves into one hex both stop short; a move into a hex someone
// holds stops short.
func (s *State) moves(mo tenths.Moment, done map[string]*Doing) []Result {
	var ms []mover
	for _, b := range mo.Beats {
		m, ok := s.Man(b.Who)
		if ok && !m.Out && m.Doing != nil && m.Doing.ID == b.Action && m.Doing.Action.Verb == orders.Feint && !m.Doing.Detected {
			to, _ := s.m.Layout.Resolve(m.Doing.Action.Hexes[0])
			// Told as the walk everyone sees: the feint is still secret.
			ms = append(ms, mover{m: m, to: to, why: "walk", next: true})
		}
	}
	for _, c := range mo.Completed {
		dg, m := done[c.Who], (*Man)(nil)
		if dg != nil {
			m, _ = s.Man(c.Who)
		}
		if m == nil || m.Out {
			continue
		}
		switch dg.Action.Verb {
		case orders.Walk, orders.Run:
			ms = append(ms, mover{m: m, to: dg.To, why: dg.Action.Verb, next: true})
		case orders.Feint:
			ms = append(ms, mover{m: m, to: dg.To, why: "the real moves of his feint (" + strings.Join(dg.Action.Secret.Real, ", ") + ")"})
		}
	}
	count := map[hex.Hex]int{}
	for _, x := range ms {
		count[x.to]++
	}
	var out []Result
	for _, x := range ms {
		m := x.m
		r := Result{Who: m.Name, What: "moved", From: s.m.HexName(m.At), To: s.m.HexName(x.to), Rule: tenths.TagMoves}
		var why string
		switch {
		case count[x.to] > 1:
			why = "another moves into it at the same moment; both stop short"
		case x.next && !hex.Adjacent(m.At, x.to) && m.At != x.to:
			why = "he is no longer next to it"
		default:
			if err := s.enterable(m, x.to); err != nil {
				why = err.Error()
			}
		}
		if why != "" {
			r.What, r.Text = "blocked", fmt.Sprintf("%s's %s into %s stops short: %s", m.Name, x.why, r.To, why)
			out = append(out, r)
			continue
		}
		if d, ok := hex.DirectionTo(m.At, x.to); ok {
			m.Facing = d
		}
		m.At = x.to
		r.Text = fmt.Sprintf("%s: %s from %s to %s", m.Name, x.why, r.From, r.To)
		out = append(out, r)
	}
	return out
}

// chains start the next action of every free man who has one ordered.
func (s *State) chains() []Result {
	var out []Result
	for _, name := range s.Clock.Free() {
		m, ok := s.Man(name)
		if !ok || m.Out || len(m.Chain) == 0 {
			continue
		}
		a := m.Chain[0]
		m.Chain = m.Chain[1:]
		out = append(out, Result{Who: m.Name, What: "next", Text: s.start(m, a)})
	}
	return out
}

// judge ends the game when at most one side has a man in the fight, or
// at the scenario's time limit: the side with the most men in the fight
// wins, a draw when two have as many.
func (s *State) judge(data *momentData) {
	standing := map[string]int{}
	for _, m := range s.Men {
		if !m.Out {
			standing[m.Side]++
		}
	}
	var left []string
	for _, sd := range s.sides {
		if standing[sd] > 0 {
			left = append(left, sd)
		}
	}
	switch {
	case len(left) <= 1:
		s.Over = true
		if len(left) == 1 {
			s.Winner = left[0]
		}
	case s.Limit > 0 && s.Clock.Now >= s.Limit:
		s.Over = true
		best := -1
		for _, sd := range s.sides {
			switch k := standing[sd]; {
			case k > best:
				best, s.Winner = k, sd
			case k == best:
				s.Winner = ""
			}
		}
	}
	data.Over, data.Winner = s.Over, s.Winner
}
