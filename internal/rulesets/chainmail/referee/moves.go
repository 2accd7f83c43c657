package referee

import (
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/sequence"
)

// Candidate rounds for computer players (game.Mover) and the points a
// game stands at (game.Scorer). A round is built from a plan for each
// figure (close with the nearest enemy, loose at the nearest one in
// sight, stand, or step to a hex drawn at random), mixed into whole
// rounds; each is checked as a player's round is, and an order the check
// refuses is dropped and the rest checked again. Chainmail hides nothing,
// so the whole state is what every side knows.

const (
	planClose = iota
	planShoot
	planStand
	planRandom
	nPlans
)

// Points implements game.Scorer: the figures each side has standing, as
// the scenario judges the winner.
func (s *State) Points() map[string]float64 {
	out := map[string]float64{}
	for _, side := range s.sides {
		out[side] = 0
	}
	for i := range s.Figures {
		if c := &s.Figures[i]; c.Live() {
			out[c.Side]++
		}
	}
	return out
}

// Moves implements game.Mover.
func (s *State) Moves(side string, limit int) []game.Submission {
	var out []game.Submission
	for _, c := range s.CheckedMoves(side, limit) {
		out = append(out, c.Submission)
	}
	return out
}

// CheckedMoves implements game.CheckedMover.
func (s *State) CheckedMoves(side string, limit int) []game.Checked {
	if st := s.Step(); (st.Kind != game.Orders && st.Kind != game.Sealed) || !st.Due(side) {
		return nil
	}
	if limit < 1 {
		limit = 12
	}
	var out []game.Checked
	seen := map[string]bool{}
	for v := 0; len(out) < limit && v < 3*limit+nPlans; v++ {
		sub, ok := s.checked(side, s.round(side, v))
		if ok && !seen[sub.Orders] {
			seen[sub.Orders] = true
			out = append(out, sub)
		}
	}
	return out
}

type line = sequence.Line

// round is candidate round v for side.
func (s *State) round(side string, v int) []line {
	r := &splitmix{uint64(v)*0x9e3779b97f4a7c15 + uint64(s.Turn)}
	var enemies []hex.Hex
	for i := range s.Figures {
		if c := &s.Figures[i]; c.Live() && c.Side != side {
			enemies = append(enemies, c.At)
		}
	}
	taken := map[hex.Hex]bool{}
	var fires, moves []line
	attacks := map[string][]string{}
	var targets []string
	for i := range s.Figures {
		c := &s.Figures[i]
		if !c.Live() || c.Side != side {
			continue
		}
		p := v
		if v >= nPlans {
			p = r.intn(nPlans)
		}
		at := c.At
		name := quoted(c.Name)
		if s.Melee {
			p = planStand // the melee step: blows only
		}
		if p == planShoot && figure(c).Missile != "" && s.adjacentEnemy(at, side) == "" {
			if t := s.nearestEnemy(c); t != "" {
				fires = append(fires, line{Phase: notation.PhaseFirstFire, Text: name + " fire at " + quoted(t)})
				continue
			}
		}
		if (p == planClose || p == planRandom) && s.adjacentEnemy(at, side) == "" {
			path := s.walk(c, enemies, taken, p == planRandom, r)
			if len(path) > 0 {
				var hs []string
				for _, x := range path {
					hs = append(hs, s.m.HexName(x))
				}
				moves = append(moves, line{Phase: notation.PhaseMove, Text: name + " move " + strings.Join(hs, ", ")})
				at = path[len(path)-1]
			}
		}
		taken[at] = true
		if t := s.adjacentEnemy(at, side); t != "" {
			if _, ok := attacks[t]; !ok {
				targets = append(targets, t)
			}
			attacks[t] = append(attacks[t], name)
		}
	}
	out := slices.Concat(fires, moves)
	if !s.Melee {
		return out
	}
	for _, t := range targets {
		out = append(out, line{Phase: notation.PhaseCombat, Text: strings.Join(attacks[t], ", ") + " attack " + quoted(t)})
	}
	return out
}

// walk is c's path this round: toward the nearest enemy, stopping beside
// one, or to a hex drawn at random within his move.
func (s *State) walk(c *Figure, enemies []hex.Hex, taken map[hex.Hex]bool, random bool, r *splitmix) []hex.Hex {
	left, _ := allowance(c)
	prev := map[hex.Hex]hex.Hex{c.At: c.At}
	dist := map[hex.Hex]int{c.At: 0}
	frontier := []hex.Hex{c.At}
	var reached []hex.Hex
	for len(frontier) > 0 {
		x := frontier[0]
		frontier = frontier[1:]
		if dist[x] == left || (x != c.At && s.adjacentEnemy(x, c.Side) != "") {
			continue
		}
		for _, y := range x.Neighbors() {
			if _, ok := dist[y]; ok || !s.m.Contains(y) || taken[y] || s.figureIn(y) != nil {
				continue
			}
			if !s.m.Terrain(y).Move.For(s.rs.kind(c)).Passable() {
				continue
			}
			if ok, _ := crossable(s.m, s.rs.kind(c), x, y); !ok {
				continue
			}
			dist[y], prev[y] = dist[x]+1, x
			frontier = append(frontier, y)
			reached = append(reached, y)
		}
	}
	if len(reached) == 0 {
		return nil
	}
	end := reached[0]
	if random {
		end = reached[r.intn(len(reached))]
	} else {
		bestD := nearest(c.At, enemies)
		end = c.At
		for _, y := range reached {
			if d := nearest(y, enemies); d < bestD {
				end, bestD = y, d
			}
		}
		if end == c.At {
			return nil
		}
	}
	var path []hex.Hex
	for x := end; x != c.At; x = prev[x] {
		path = append(path, x)
	}
	slices.Reverse(path)
	return path
}

func nearest(h hex.Hex, to []hex.Hex) int {
	d := 1 << 30
	for _, x := range to {
		d = min(d, hex.Distance(h, x))
	}
	return d
}

// adjacentEnemy is a live enemy of side next to h, "" if none.
func (s *State) adjacentEnemy(h hex.Hex, side string) string {
	for i := range s.Figures {
		if c := &s.Figures[i]; c.Live() && c.Side != side && hex.Distance(h, c.At) == 1 {
			return c.Name
		}
	}
	return ""
}

// nearestEnemy is the closest live enemy of c.
func (s *State) nearestEnemy(c *Figure) string {
	best, bd := "", 1<<30
	for i := range s.Figures {
		if e := &s.Figures[i]; e.Live() && e.Side != c.Side && hex.Distance(c.At, e.At) < bd {
			best, bd = e.Name, hex.Distance(c.At, e.At)
		}
	}
	return best
}

// quoted is a name as an order writes it.
func quoted(name string) string {
	s := notation.Order{Kind: notation.KindWait, Who: []string{name}}.String()
	return strings.TrimSuffix(s, " "+notation.KindWait.String())
}

// checked is lines as a round Check accepts, each refused order dropped.
func (s *State) checked(side string, lines []line) (game.Checked, bool) {
	kind := game.Orders
	if s.Melee {
		kind = game.Sealed
	}
	return sequence.Pruned(s, side, kind, lines)
}

// splitmix draws the candidates' variety: the same position always
// gives the same candidates.
type splitmix struct{ x uint64 }

func (r *splitmix) intn(n int) int {
	r.x += 0x9e3779b97f4a7c15
	z := r.x
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return int((z ^ (z >> 31)) % uint64(n))
}
