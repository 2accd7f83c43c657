package referee

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/hex"
)

// options are the actions a free man of side may be given now, each
// checked alone: get up, strike at each enemy in reach, walk or run
// towards each enemy, wait.
func (s *State) options(m *Man) []string {
	var out []string
	if m.Down {
		out = append(out, m.Name+" get up")
	}
	for j := range s.Men {
		e := &s.Men[j]
		if e.Side == m.Side || e.Out {
			continue
		}
		out = append(out, m.Name+" attack "+e.Name)
		best, bestD := m.At, hex.Distance(m.At, e.At)
		for _, x := range m.At.Neighbors() {
			if d := hex.Distance(x, e.At); d < bestD && s.m.Contains(x) {
				best, bestD = x, d
			}
		}
		if best != m.At {
			out = append(out, m.Name+" walk "+s.m.HexName(best), m.Name+" run "+s.m.HexName(best))
		}
	}
	out = append(out, m.Name+" wait 3")
	var ok []string
	for _, o := range out {
		if _, err := game.CheckTurn(s, m.Side, o); err == nil {
			ok = append(ok, o)
		}
	}
	return ok
}

// Moves implements game.Mover: whole submissions for side, each free man
// given one of his options, spread over them the same way every time;
// the first gives each his first option, the last leaves all waiting.
func (s *State) Moves(side string, limit int) []game.Submission {
	st := s.Step()
	if !st.Due(side) {
		return nil
	}
	if limit < 1 {
		limit = 12
	}
	if st.Kind == game.Decision {
		var out []game.Submission
		for _, c := range st.Question.Choices {
			if len(out) < limit {
				out = append(out, game.Submission{Side: side, For: game.Decision, Orders: c})
			}
		}
		return out
	}
	var opts [][]string
	free := s.Clock.Free()
	for i := range s.Men {
		m := &s.Men[i]
		if m.Side == side && !m.Out && slices.Contains(free, m.Name) {
			if o := s.options(m); len(o) > 0 {
				opts = append(opts, o)
			}
		}
	}
	seen := map[string]bool{}
	var out []game.Submission
	add := func(text string) {
		if seen[text] || len(out) >= limit {
			return
		}
		seen[text] = true
		sub := game.Submission{Side: side, For: st.Kind, Orders: text}
		if _, err := game.Check(s, sub); err == nil {
			out = append(out, sub)
		}
	}
	for k := 0; k < 4*limit && len(out) < limit-1; k++ {
		var lines []string
		for i, o := range opts {
			lines = append(lines, o[(k*(i+1)+k/len(o))%len(o)])
		}
		add(strings.Join(lines, "\n"))
	}
	add("")
	return out
}

// Suggest is orders a careless player might give side now, each checked:
// every free man gets up if he is down, else strikes at an enemy in reach,
// else walks or runs towards the nearest enemy, else waits a little. The
// tests play games to their end with it, and so may a player in a hurry.
func (s *State) Suggest(side string, r *rand.Rand) string {
	var lines []string
	free := map[string]bool{}
	for _, n := range s.Clock.Free() {
		free[n] = true
	}
	for i := range s.Men {
		m := &s.Men[i]
		if m.Side != side || m.Out || !free[m.Name] {
			continue
		}
		var enemies []*Man
		for j := range s.Men {
			if e := &s.Men[j]; e.Side != side && !e.Out {
				enemies = append(enemies, e)
			}
		}
		r.Shuffle(len(enemies), func(a, b int) { enemies[a], enemies[b] = enemies[b], enemies[a] })
		var cands []string
		if m.Down {
			cands = append(cands, m.Name+" get up")
		}
		for _, e := range enemies {
			cands = append(cands, m.Name+" attack "+e.Name)
		}
		if len(enemies) > 0 {
			e := enemies[0]
			best, bestD := m.At, hex.Distance(m.At, e.At)
			for _, x := range m.At.Neighbors() {
				if d := hex.Distance(x, e.At); d < bestD && s.m.Contains(x) {
					best, bestD = x, d
				}
			}
			verb := "walk"
			if r.IntN(3) == 0 {
				verb = "run"
			}
			cands = append(cands, fmt.Sprintf("%s %s %s", m.Name, verb, s.m.HexName(best)))
		}
		cands = append(cands, fmt.Sprintf("%s wait %d", m.Name, 1+r.IntN(6)))
		for _, c := range cands {
			if r.IntN(5) == 0 && !strings.Contains(c, "get up") {
				continue
			}
			if _, err := game.CheckTurn(s, side, c); err == nil {
				lines = append(lines, c)
				break
			}
		}
	}
	return strings.Join(lines, "\n")
}

// Points implements game.Scorer: each side's men still in the fight, what
// decides the fight at its time limit (moves.go, judge).
func (s *State) Points() map[string]float64 {
	out := map[string]float64{}
	for _, sd := range s.sides {
		out[sd] = 0
	}
	for _, m := range s.Men {
		if !m.Out {
			out[m.Side]++
		}
	}
	return out
}
