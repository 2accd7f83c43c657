package cryhavoc

import (
	"math"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/sequence"
)

// Candidate submissions for computer players (game.Mover). A turn is
// built from a handful of plans for each character (close with the
// enemy, shoot, make for an objective, stand, or a reachable hex picked
// at random), mixed into whole turns; each is checked as a player's turn
// is, and an order the check refuses is dropped and the rest checked
// again. Moves reads only the state it is asked of: a computer player
// asks it of AsSeenBy(side).

// defaultMoves is how many candidates Moves gives when the caller names
// no limit.
const defaultMoves = 12

// The plans a character may be given in a candidate turn.
const (
	planClose = iota
	planShoot
	planObjective
	planStand
	planRandom
	nPlans
)

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
	st := s.Step()
	if !st.Due(side) {
		return nil
	}
	if limit < 1 {
		limit = defaultMoves
	}
	switch {
	case st.Kind == game.Decision:
		return s.answerMoves(side, limit)
	case st.Kind != game.Orders:
		return nil
	case s.SettingUp():
		return s.setUpMoves(side, limit)
	}
	return s.turnMoves(side, limit)
}

// line is one order of a candidate turn.
type line = sequence.Line

// mover is what the candidates of one turn are built from.
type mover struct {
	s       *State
	side    string
	mine    []*Character
	enemies []*Character
	reach   map[string][]ReachHex
	fire    map[string]string // best target in first fire, by firer
	goal    []hex.Hex         // hexes the side's objectives draw it to
	// taken are the hexes a move of the turn being built may not end
	// in: where a man stands who has not moved yet, or one has moved to.
	taken map[hex.Hex]bool
}

func (s *State) newMover(side string) *mover {
	m := &mover{s: s, side: side, reach: map[string][]ReachHex{}, fire: map[string]string{}}
	for i := range s.Characters {
		c := &s.Characters[i]
		if !c.Live() || c.Unplaced || s.HiddenFrom(c, side) {
			continue
		}
		if c.Side == side {
			m.mine = append(m.mine, c)
		} else {
			m.enemies = append(m.enemies, c)
		}
	}
	for _, c := range m.mine {
		if c.Status == Stunned {
			continue
		}
		// The reach as Reach answers it, on this state itself: a
		// player asks Moves of the game as its side knows it.
		if f, err := s.field(); err == nil {
			if u, ok := f.Unit(c.Name); ok {
				if r, err := f.ReachOf(u); err == nil {
					m.reach[c.Name] = s.reachHexes(c, r)
				}
			}
		}
		if len(c.def.Weapons) > 0 && c.Ammo != 0 {
			best := 0.0
			for _, e := range m.enemies {
				if v := s.fireWorth(side, c, e); v > best {
					best, m.fire[c.Name] = v, e.Name
				}
			}
		}
	}
	m.goal = s.goalHexes(side, m.enemies)
	return m
}

// fireWorth is the victory points firer's first-fire shot at e may be
// expected to score, 0 if he may not shoot at him.
func (s *State) fireWorth(side string, firer, e *Character) float64 {
	h := s.rs
	fr, err := h.PlanFire(s, side, firer.Name, e.Name, notation.PhaseFirstFire)
	if err != nil {
		return 0
	}
	o, err := h.Tables.FireOdds(&fr)
	if err != nil {
		return 0
	}
	ch, _, err := h.fireChances(&fr, o)
	if err != nil {
		return 0
	}
	return s.hurtWorth(e, ch)
}

// hurtWorth is what chances of harm to e are worth in victory points
// (§23.2), a stun or retreat counted as a little.
func (s *State) hurtWorth(e *Character, ch Chances) float64 {
	kill, wound := s.casualty(e)
	if e.Status == Wounded {
		wound = kill - wound // a second wound kills
	}
	return ch.Killed*kill + ch.Wounded*wound + (ch.Stunned+ch.Retreat)*0.3
}

// casualty is what e is worth to his enemies killed and wounded (§23.2).
func (s *State) casualty(e *Character) (kill, wound float64) {
	k, _ := s.tab.Victory.CasualtyValue(&havoc.Outcome{Character: true, Class: e.def.Class, Fate: havoc.Dead})
	w, _ := s.tab.Victory.CasualtyValue(&havoc.Outcome{Character: true, Class: e.def.Class, Fate: havoc.OnMap, Wounded: true})
	return float64(k), float64(w)
}

// goalHexes are the hexes side's objectives draw it to: an area to hold,
// or where a man it must kill stands.
func (s *State) goalHexes(side string, enemies []*Character) []hex.Hex {
	var out []hex.Hex
	if s.sc == nil {
		return nil
	}
	for _, ob := range s.sc.Objectives {
		if ob.Side != side {
			continue
		}
		switch ob.Kind {
		case "hold":
			out = append(out, ob.Hexes...)
		case "kill", "capture":
			for _, e := range enemies {
				if e.Name == ob.Target {
					out = append(out, e.At)
				}
			}
		}
	}
	return out
}

// nearest is the distance from h to the closest of to (a large number
// when there is none).
func nearest(h hex.Hex, to []hex.Hex) int {
	d := math.MaxInt32
	for _, x := range to {
		d = min(d, hex.Distance(h, x))
	}
	return d
}

func (m *mover) enemyHexes() []hex.Hex {
	var out []hex.Hex
	for _, e := range m.enemies {
		out = append(out, e.At)
		if e.Mounted {
			out = append(out, e.Rear)
		}
	}
	return out
}

// adjacent is the live enemy c may attack from h (ADJACENT as §9 has it:
// no wall between) that is weakest in defence, "" if none.
func (m *mover) adjacent(c *Character, h hex.Hex) string {
	f, err := m.s.field()
	if err != nil {
		return ""
	}
	u, ok := f.Unit(c.Name)
	if !ok {
		return ""
	}
	best, bestDef := "", math.MaxInt
	for _, e := range m.enemies {
		next := hex.Distance(h, e.At) == 1 && f.ADJACENT(u.Kind, h, e.At)
		if e.Mounted && hex.Distance(h, e.Rear) == 1 && f.ADJACENT(u.Kind, h, e.Rear) {
			next = true
		}
		if !next {
			continue
		}
		d := e.def.Foot.Defence
		if e.Status == Wounded {
			d = e.def.Foot.WoundedDefence
		}
		if d < bestDef {
			best, bestDef = e.Name, d
		}
	}
	return best
}

// toward is the reachable hex closest to one of to, the cheapest among
// equals; ok is false when no move gets closer than standing.
func (m *mover) toward(c *Character, to []hex.Hex) (ReachHex, bool) {
	var best ReachHex
	bestD := nearest(c.At, to)
	found := false
	for _, r := range m.reach[c.Name] {
		h, err := m.s.m.Layout.Resolve(r.Hex)
		if err != nil || m.taken[h] {
			continue
		}
		if d := nearest(h, to); d < bestD {
			best, bestD, found = r, d, true
		}
	}
	return best, found
}

// orders is what plan p has c do: at most a fire, a move and an attack.
func (m *mover) orders(c *Character, p int, rnd *splitmix) (fire, move line, target string) {
	name := orderName(c.Name)
	if c.Status == Stunned {
		return
	}
	at := c.At
	goMove := func(r ReachHex) {
		h, err := m.s.m.Layout.Resolve(r.Hex)
		if err != nil {
			return
		}
		move = line{Phase: notation.PhaseMove, Text: name + " move " + strings.Join(r.Path, ", ")}
		// He leaves his hexes for the men who move after him.
		delete(m.taken, c.At)
		if c.Mounted {
			delete(m.taken, c.Rear)
		}
		at, m.taken[h] = h, true
	}
	switch p {
	case planShoot:
		if t, ok := m.fire[c.Name]; ok {
			fire = line{Phase: notation.PhaseFirstFire, Text: name + " fire at " + orderName(t)}
			return
		}
	case planClose:
		if m.adjacent(c, at) != "" {
			break
		}
		if r, ok := m.toward(c, m.enemyHexes()); ok {
			goMove(r)
		}
	case planObjective:
		if r, ok := m.toward(c, m.goal); ok {
			goMove(r)
		}
	case planRandom:
		var free []ReachHex
		for _, r := range m.reach[c.Name] {
			if h, err := m.s.m.Layout.Resolve(r.Hex); err == nil && !m.taken[h] {
				free = append(free, r)
			}
		}
		if len(free) > 0 {
			goMove(free[rnd.intn(len(free))])
		}
	}
	return fire, move, m.adjacent(c, at)
}

// turn is candidate turn v: the same plan for everyone in the first few,
// a plan drawn for each character after.
func (m *mover) turn(v int) []line {
	rnd := &splitmix{uint64(v)*0x9e3779b97f4a7c15 + uint64(m.s.Turn)}
	m.taken = map[hex.Hex]bool{}
	for i := range m.s.Characters {
		if c := &m.s.Characters[i]; c.Live() && !c.Unplaced {
			m.taken[c.At] = true
			if c.Mounted {
				m.taken[c.Rear] = true
			}
		}
	}
	var fires, moves []line
	attacks := map[string][]string{}
	var targets []string
	for _, c := range m.mine {
		p := v
		if v >= nPlans {
			p = rnd.intn(nPlans)
		}
		f, mv, t := m.orders(c, p, rnd)
		if f.Text != "" {
			fires = append(fires, f)
			continue // a man who shoots in first fire neither moves nor fights here
		}
		if mv.Text != "" {
			moves = append(moves, mv)
		}
		if t != "" {
			if _, ok := attacks[t]; !ok {
				targets = append(targets, t)
			}
			attacks[t] = append(attacks[t], orderName(c.Name))
		}
	}
	out := slices.Concat(fires, moves)
	for _, t := range targets {
		out = append(out, line{Phase: notation.PhaseCombat, Text: strings.Join(attacks[t], ", ") + " attack " + orderName(t)})
	}
	return out
}

// checked is lines as a submission Check accepts: each order refused is
// dropped and the rest checked again. ok is false when nothing is left
// that Check takes.
func (s *State) checked(side string, kind game.StepKind, lines []line) (game.Checked, bool) {
	return sequence.Pruned(s, side, kind, lines)
}

// turnMoves are the candidate player turns, different from each other.
func (s *State) turnMoves(side string, limit int) []game.Checked {
	m := s.newMover(side)
	var out []game.Checked
	seen := map[string]bool{}
	for v := 0; len(out) < limit && v < 3*limit+nPlans; v++ {
		sub, ok := s.checked(side, game.Orders, m.turn(v))
		if ok && !seen[sub.Orders] {
			seen[sub.Orders] = true
			out = append(out, sub)
		}
	}
	return out
}

// answerMoves are answers to the pending decision: herald's own default
// (nothing asked for), and for pins every pin offered.
func (s *State) answerMoves(side string, limit int) []game.Checked {
	var out []game.Checked
	subs := []game.Submission{{Side: side, For: game.Decision}}
	if p := s.Pending; p.Kind == DecidePin && len(p.Choices) > 0 && limit > 1 {
		subs = append(subs, game.Submission{Side: side, For: game.Decision, Orders: strings.Join(p.Choices, "\n") + "\n"})
	}
	for _, sub := range subs {
		if c, err := s.Check(sub); err == nil {
			c.Orders = c.Canonical
			out = append(out, c)
		}
	}
	return out
}

// setUpMoves are set-ups of side's men still to place, spread at random
// over its area, each man tried in other hexes when his is refused.
func (s *State) setUpMoves(side string, limit int) []game.Checked {
	area := s.setUpArea(side)
	var out []game.Checked
	seen := map[string]bool{}
	for v := 0; len(out) < limit && v < 2*limit; v++ {
		rnd := &splitmix{uint64(v+1) * 0x9e3779b97f4a7c15}
		var lines []line
		used := map[hex.Hex]bool{}
		for i := range s.Characters {
			c := &s.Characters[i]
			if c.Side != side || !c.Unplaced || len(area) == 0 {
				continue
			}
			for range 8 {
				h := area[rnd.intn(len(area))]
				if used[h] || s.knownOccupant(side, h) != "" {
					continue
				}
				l := line{Phase: notation.PhaseSetUp, Text: orderName(c.Name) + " at " + s.m.HexName(h)}
				t, err := notation.Parse(l.Text)
				if err != nil || len(t.Orders) != 1 {
					continue
				}
				t.Orders[0].Phase = notation.PhaseSetUp
				if hs, _, err := s.legalPlace(side, t.Orders[0]); err == nil && !slices.ContainsFunc(hs, func(x hex.Hex) bool { return used[x] }) {
					lines = append(lines, l)
					for _, x := range hs {
						used[x] = true
					}
					break
				}
			}
		}
		if len(lines) == 0 {
			continue
		}
		if sub, ok := s.checked(side, game.Orders, lines); ok && !seen[sub.Orders] {
			seen[sub.Orders] = true
			out = append(out, sub)
		}
	}
	return out
}

// splitmix is a small pure generator for the candidates' variety: the
// same position always gives the same candidates.
type splitmix struct{ x uint64 }

func (r *splitmix) next() uint64 {
	r.x += 0x9e3779b97f4a7c15
	z := r.x
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

func (r *splitmix) intn(n int) int { return int(r.next() % uint64(n)) }
