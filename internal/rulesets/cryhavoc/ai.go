package cryhavoc

import (
	"slices"

	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
)

// What computer players weigh a game by (game.Scorer, Forecaster,
// Sampler): victory points as §23.2 counts them, the exact chances of
// the attacks a turn makes, and guesses at men hidden from a side.

// Points implements game.Scorer: casualties and the objectives judged as
// they stand (text objectives count for nobody).
func (s *State) Points() map[string]float64 {
	out := map[string]float64{}
	if s.sc == nil {
		return out
	}
	sc := s.tab.Victory.Score(s.summary(""), s.sc.Objectives, nil)
	for _, sd := range sc.Sides {
		out[sd.Side] = float64(sd.Points)
	}
	return out
}

// margin is side's points less the best of its enemies'.
func margin(p map[string]float64, side string) float64 {
	best, any := 0.0, false
	for s, v := range p {
		if s != side && (!any || v > best) {
			best, any = v, true
		}
	}
	return p[side] - best
}

// Forecast implements game.Forecaster for a checked player turn: the
// points margin after its moves, the expected points of its shots and
// attacks from their exact chances (less the harm its attackers may take),
// and a little for closing on the enemy and the side's objectives.
func (s *State) Forecast(c game.Checked) float64 {
	plan, ok := c.Plan.(*turnPlan)
	if !ok || plan.State == nil {
		return 0
	}
	side := c.Side
	after := plan.State
	v := margin(after.Points(), side)
	for _, o := range plan.Orders {
		switch o.Kind {
		case notation.KindFire:
			f, ok1 := s.Character(o.Who[0])
			if len(o.Targets) == 1 {
				if e, ok2 := s.Character(o.Targets[0]); ok1 && ok2 {
					v += s.fireWorth(side, f, e)
				}
			}
		case notation.KindAttack:
			v += after.attackWorth(side, o.Who, o.Targets)
		}
	}
	m := after.newMoverLite(side)
	// Men make for the side's objectives where it has any, else for the
	// enemy.
	goals := m.goal
	if len(goals) == 0 {
		goals = m.enemyHexes()
	}
	for _, c := range m.mine {
		if d := nearest(c.At, goals); d < 1000 {
			v -= 0.02 * float64(d)
		}
		v -= threatWeight * after.threat(m, c)
	}
	return v
}

// threatWeight is how much of the threat to its men a turn weighs: its
// own attacks may yet kill or drive off those who threaten them.
const threatWeight = 0.7

// threat is what c may cost his side when the enemies ADJACENT to him
// after the turn attack him together in their next player turn, from the
// exact chances of that combat (§9).
func (s *State) threat(m *mover, c *Character) float64 {
	f, err := s.field()
	if err != nil {
		return 0
	}
	u, ok := f.Unit(c.Name)
	if !ok {
		return 0
	}
	var by []string
	enemy := ""
	for _, e := range m.enemies {
		ue, ok := f.Unit(e.Name)
		if !ok || e.Status == Stunned {
			continue
		}
		if adjacentUnits(f, u, ue) {
			by, enemy = append(by, e.Name), e.Side
		}
	}
	if len(by) == 0 {
		return 0
	}
	mo := s.meleeOdds(enemy, by, []string{c.Name})
	if mo.Chances == nil {
		return 0
	}
	return s.hurtWorth(c, *mo.Chances)
}

// attackWorth is the expected points of attackers' combat against
// defenders, from the combat's exact chances.
func (s *State) attackWorth(side string, attackers, defenders []string) float64 {
	mo := s.meleeOdds(side, attackers, defenders)
	if mo.Chances == nil || len(defenders) == 0 {
		return 0
	}
	e, ok := s.Character(defenders[0])
	if !ok {
		return 0
	}
	v := s.hurtWorth(e, *mo.Chances)
	if a, ok := s.Character(attackers[0]); ok {
		_, w := s.casualty(a)
		v -= mo.Chances.AttackerHurt * w
	}
	return v
}

// newMoverLite is a mover without reaches or shots: who is where.
func (s *State) newMoverLite(side string) *mover {
	m := &mover{s: s, side: side}
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
	m.goal = s.goalHexes(side, m.enemies)
	return m
}

// Sample implements game.Sampler: the game as side knows it, with each
// man hidden from it put back, fresh as the scenario gives him, in a free
// hex of his side's set-up area drawn by r. Nothing of where the hidden
// men really are is read: only the scenario and AsSeenBy(side).
func (s *State) Sample(side string, r func(n int) int) game.Position {
	n := s.AsSeenBy(side)
	if s.sc == nil {
		return n
	}
	taken := map[hex.Hex]bool{}
	for _, c := range n.Characters {
		if !c.Unplaced && c.Live() {
			taken[c.At] = true
			if c.Mounted {
				taken[c.Rear] = true
			}
		}
	}
	var all []Character
	for si := range s.sc.Sides {
		sd := &s.sc.Sides[si]
		for ci := range sd.Characters {
			d := &sd.Characters[ci]
			if c, ok := n.Character(d.Name); ok {
				all = append(all, *c)
				continue
			}
			c := Character{Name: d.Name, Side: sd.Name, Status: Healthy, Ammo: -1, def: d, Hidden: true}
			if len(d.Weapons) > 0 {
				c.Ammo = d.Weapons[0].Ammo
			}
			free := slices.DeleteFunc(slices.Clone(sd.SetUp), func(h hex.Hex) bool { return taken[h] })
			if len(free) == 0 {
				continue
			}
			c.At = free[r(len(free))]
			taken[c.At] = true
			all = append(all, c)
		}
	}
	n.Characters = all
	n.dropField()
	n.base = nil
	return n
}
