package referee

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"herald/internal/game"
	"herald/internal/hex"
)

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
