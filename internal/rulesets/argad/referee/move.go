package referee

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/rulesets/argad"
	"herald/internal/rulesets/argad/orders"
	"herald/internal/table"
)

// going is one place a move's path enters ground that is not easy: an
// area entered or a line crossed, where along the path, and what it is.
type going struct {
	at      table.Length
	going   argad.Going
	name    string
	blocked string // not to be crossed at all, and why
}

// areaTerrain is the row of the terrain table an area of the table is
// crossed by (ruling.going); "" is easy ground.
func areaTerrain(a table.Area) string {
	switch a.Kind {
	case table.Woods:
		return "woods"
	case table.Bushes:
		return "bushes"
	case table.Crops:
		return "high-crops"
	case table.Slope:
		return "hard-slope"
	}
	return ""
}

// lineTerrain is the row a line is crossed by; stakes only from their
// front.
func lineTerrain(l table.Line, side int) string {
	switch l.Kind {
	case table.Wall, table.Hedge, table.Fence:
		return "low-wall"
	case table.Bank:
		return "earth-bank"
	case table.Stakes:
		if l.Front != 0 && side == l.Front {
			return "stakes"
		}
	}
	return ""
}

// goings lists where a straight path meets ground that is not easy, in
// order along it.
func (s *State) goings(rt table.Route, mv argad.Mover) []going {
	tb, r := s.g.Table, s.g.Rules
	var out []going
	cell := func(at table.Length, name, label string) {
		if name == "" {
			return
		}
		c, err := r.GoingIn(name, mv)
		switch {
		case err != nil:
			out = append(out, going{at: at, name: label, blocked: err.Error()})
		case c.Going != argad.Easy:
			out = append(out, going{at: at, going: c.Going, name: label})
		}
	}
	for _, p := range rt.Passes {
		switch p.Ref.Feature {
		case table.AreaFeature:
			a := tb.Areas[p.Ref.Index]
			if a.Kind == table.Water && a.Depth == table.Deep {
				out = append(out, going{at: p.Enter, name: label(a.Name, "deep water"), blocked: "deep water cannot be crossed"})
				continue
			}
			cell(p.Enter, areaTerrain(a), label(a.Name, string(a.Kind)))
		case table.BuildingFeature:
			// through a door the wall's meet lets him by; elsewhere the
			// wall stops him (below)
		}
	}
	for _, m := range rt.Meets {
		if !m.Through {
			continue
		}
		switch m.Ref.Feature {
		case table.LineFeature:
			l := tb.Lines[m.Ref.Index]
			if m.Opening >= 0 && !l.Openings[m.Opening].Closed {
				continue
			}
			cell(m.At, lineTerrain(l, m.Side), label(l.Name, string(l.Kind)))
		case table.BuildingFeature:
			b := tb.Buildings[m.Ref.Index]
			if m.Opening >= 0 {
				if o := b.Openings[m.Opening]; (o.Kind == table.Door || o.Kind == table.Gate) && !o.Closed {
					continue
				}
			}
			out = append(out, going{at: m.At, name: label(b.Name, "building"), blocked: "only a door lets a man through a wall of " + label(b.Name, "the building")})
		}
	}
	slices.SortStableFunc(out, func(a, b going) int {
		switch {
		case a.at < b.at:
			return -1
		case a.at > b.at:
			return 1
		}
		return 0
	})
	return out
}

func label(name, kind string) string {
	if name != "" {
		return name
	}
	return "the " + kind
}

// worse reports whether going a is harder than b.
func worse(a, b argad.Going) bool {
	rank := map[argad.Going]int{argad.Easy: 0, "": 0, argad.Difficult: 1, argad.VeryDifficult: 2}
	return rank[a] > rank[b]
}

// legEnd is where a leg of a move would take the stand, and the facing
// he moves with: toward a place or forward he faces where he goes; back
// and sideways he keeps his facing.
func (s *State) legEnd(st table.Stand, l orders.Leg) (table.Point, float64) {
	c := st.Centre
	switch l.Way {
	case orders.Toward, orders.To:
		p, _, _ := s.pointOf(l.To)
		v := p.Sub(c)
		if v.Len() < table.Epsilon {
			return c, st.Facing
		}
		if l.Way == orders.Toward {
			p = c.Add(v.Scale(float64(table.Length(l.CM) * table.Centimetre / v.Len())))
		}
		return p, v.Bearing()
	}
	turn := map[orders.Way]float64{orders.Forward: 0, orders.Right: 90, orders.Back: 180, orders.Left: 270}[l.Way]
	return c.Add(table.Heading(st.Facing + turn).Scale(float64(table.Length(l.CM) * table.Centimetre))), st.Facing
}

// moved is what a move did, for its act.
type moved struct {
	path    []table.Point
	cm      float64
	dice    []int
	rules   []string
	notes   []string
	contact int // the figure met, -1 none
	blocked bool
}

// move plays one figure's move: legs in order, cut by the allowance, by
// the slowing dice where the path first enters each harder ground, and
// where it meets a stand, the table's edge or what cannot be crossed.
func (s *State) move(i int, legs []orders.Leg, close argad.CloseOrder, d dice.Source) moved {
	f := &s.Figures[i]
	r := s.g.Rules
	mv := f.Mover()
	mv.CloseOrder = close
	al, _ := r.Allowance(mv)
	res := moved{contact: -1, rules: slices.Clone(al.Rules)}
	budget := table.Length(al.CM) * table.Centimetre
	var spent table.Length
	worst := argad.Easy
	st := f.Stand()
	res.path = append(res.path, st.Centre)
legs:
	for _, l := range legs {
		dest, facing := s.legEnd(st, l)
		st.Facing = facing
		length := dest.Sub(st.Centre).Len()
		if length < table.Epsilon {
			continue
		}
		limit := min(length, budget-spent)
		stop := false
		for _, g := range s.goings(s.g.Table.Route(st.Centre, dest), mv) {
			if g.at >= limit {
				break
			}
			if g.blocked != "" {
				limit, stop = max(g.at-table.Length(f.Depth)/2, 0), true
				res.notes = append(res.notes, fmt.Sprintf("stops at %s: %s", g.name, g.blocked))
				break
			}
			if !worse(g.going, worst) {
				continue
			}
			if close != argad.Loose {
				limit, stop = g.at, true
				res.rules = append(res.rules, r.Movement.CloseOrder.Terrain.Tag)
				res.notes = append(res.notes, fmt.Sprintf("stops at %s: close order does not go into difficult ground", g.name))
				break
			}
			sl, err := r.Slow(mv, g.going, d)
			if err != nil {
				limit, stop = g.at, true
				break
			}
			worst = g.going
			res.dice = append(res.dice, sl.Dice...)
			res.rules = append(res.rules, sl.Rules...)
			if sl.Blocked {
				limit, stop, res.blocked = g.at, true, true
				res.notes = append(res.notes, fmt.Sprintf("blocked at the edge of %s for the whole game turn (slowing dice %s)", g.name, diceWords(sl.Dice)))
				break
			}
			budget = min(budget, table.Length(sl.CM)*table.Centimetre)
			res.notes = append(res.notes, fmt.Sprintf("%s is %s ground: slowing dice %s leave %d cm", g.name, g.going, diceWords(sl.Dice), sl.CM))
			if budget-spent < limit {
				limit = max(budget-spent, 0)
			}
			if limit <= g.at {
				stop = true
				break
			}
		}
		went, hit := s.sweep(i, st, dest, limit)
		if went < limit {
			stop = true
		}
		st.Centre = st.Centre.Add(dest.Sub(st.Centre).Scale(float64(went / length)))
		spent += went
		res.path = append(res.path, st.Centre)
		if hit >= 0 {
			res.contact = hit
			break legs
		}
		if stop || spent >= budget-table.Epsilon {
			break
		}
	}
	f.place(st)
	f.Moved = f.Moved || spent > table.Epsilon
	f.Blocked = res.blocked
	f.Hidden, f.Crouched = false, false
	res.cm = round2(float64(spent / table.Centimetre))
	return res
}

// sweep moves stand i's base straight toward to, at most limit, and
// finds how far it goes before it touches another stand or would leave
// the table: the distance gone and the stand touched (-1 none). Stands
// it touches already it may leave or slide along, not move into.
func (s *State) sweep(i int, st table.Stand, to table.Point, limit table.Length) (table.Length, int) {
	v := to.Sub(st.Centre)
	if v.Len() < table.Epsilon || limit <= 0 {
		return 0, -1
	}
	u := v.Scale(1 / float64(v.Len()))
	others := make([]int, 0, len(s.Figures))
	touching := make([]bool, len(s.Figures))
	for j := range s.Figures {
		if j == i || s.Figures[j].Dead {
			continue
		}
		others = append(others, j)
		touching[j] = table.Distance(st, s.Figures[j].Stand()) <= ContactMM
	}
	at := func(d table.Length) table.Stand {
		n := st
		n.Centre = st.Centre.Add(u.Scale(float64(d)))
		return n
	}
	hits := func(d table.Length) (bool, int) {
		n := at(d)
		if !s.g.Table.Fits(n) {
			return true, -1
		}
		for _, j := range others {
			o := s.Figures[j].Stand()
			if touching[j] && table.Overlaps(n, o) || !touching[j] && table.Distance(n, o) <= 0 {
				return true, j
			}
		}
		return false, -1
	}
	// Conservative advancement: nothing lies nearer than the gap to the
	// nearest stand, so the base may go that far at once; within 2 mm of
	// one it goes 2 mm at a time, and the first step that meets something
	// is cut back by bisection to where it touches.
	const step = 2 * table.Millimetre
	gap := func(d table.Length) table.Length {
		n := at(d)
		g := limit
		for _, j := range others {
			g = min(g, table.Distance(n, s.Figures[j].Stand()))
		}
		return max(g, step)
	}
	prev := table.Length(0)
	for d := gap(0); ; d += gap(prev) {
		d = min(d, limit)
		if hit, _ := hits(d); hit {
			lo, hi := prev, d
			for range 40 {
				mid := (lo + hi) / 2
				if h, _ := hits(mid); h {
					hi = mid
				} else {
					lo = mid
				}
			}
			_, j := hits(hi)
			return lo, j
		}
		if d >= limit {
			return limit, -1
		}
		prev = d
	}
}

func diceWords(ds []int) string {
	ws := make([]string, len(ds))
	for i, d := range ds {
		ws[i] = fmt.Sprint(d)
	}
	return strings.Join(ws, " and ")
}

// engaged reports whether f touches a live enemy.
func (s *State) engaged(f *Figure) bool {
	for j := range s.Figures {
		if o := &s.Figures[j]; o.Live() && o.Side != f.Side && s.touching(f, o) {
			return true
		}
	}
	return false
}

// touching reports whether two stands are in contact.
func (s *State) touching(a, b *Figure) bool {
	return table.Contact(a.Stand(), b.Stand(), ContactMM)
}

// inArea reports whether f's stand lies over an area of one of kinds.
func (s *State) inArea(f *Figure, kinds ...table.AreaKind) bool {
	for _, t := range s.g.Table.Under(f.Stand()) {
		if t.Ref.Feature == table.AreaFeature && slices.Contains(kinds, s.g.Table.Areas[t.Ref.Index].Kind) {
			return true
		}
	}
	return false
}

// bankNear is the earth bank within 2 cm of f's stand, -1 none.
func (s *State) bankNear(f *Figure) int {
	for i, l := range s.g.Table.Lines {
		if l.Kind == table.Bank && table.DistanceToPoints(f.Stand(), l.Points, false) <= 2*table.Centimetre {
			return i
		}
	}
	return -1
}

// turnTo turns f to face a place or by degrees; turning is free.
func (s *State) turnTo(f *Figure, o orders.Order) {
	st := f.Stand()
	if o.Side != "" {
		deg := o.Degrees
		if o.Side == orders.Left {
			deg = -deg
		}
		st.Facing = table.NormBearing(st.Facing + deg)
	} else if p, _, err := s.pointOf(o.Target); err == nil {
		st, _ = st.Face(p)
	}
	f.place(st)
}

// bearingRound keeps bearings short in reports.
func bearingRound(b float64) float64 { return math.Round(b) }

// mount puts mounted foot on their horses or on their feet: the whole
// move of the turn (ruling.actions). The stand changes to a rider's or a
// man's about the same centre; a rider who would not fit is void.
func (s *State) mount(i int, up bool) Act {
	f := &s.Figures[i]
	st := f.Stand()
	if up {
		st.Base = table.Base{Width: riderWidth, Depth: riderLength}
	} else {
		st.Base = table.Base{Width: footBase, Depth: footBase}
	}
	verb := map[bool]string{true: "mounts", false: "dismounts"}[up]
	a := Act{Kind: verb[:len(verb)-1], Who: f.Name, Rules: []string{RulingActions}}
	if !s.g.Table.Fits(st) {
		a.Kind, a.Say = "void", f.Name+" has no room to "+verb[:len(verb)-1]+": his stand would leave the table"
		return a
	}
	for j := range s.Figures {
		if j != i && s.Figures[j].Live() && table.Overlaps(st, s.Figures[j].Stand()) {
			a.Kind, a.Say = "void", fmt.Sprintf("%s has no room to %s: %s stands there", f.Name, verb[:len(verb)-1], s.Figures[j].Name)
			return a
		}
	}
	f.Width, f.Depth = float64(st.Base.Width), float64(st.Base.Depth)
	f.Dismounted = !up
	f.Moved = true
	f.Hidden, f.Crouched = false, false
	a.Say = f.Name + " " + verb
	return a
}

// crawl moves a man crouched behind an earth bank along it: 2 cm and one
// die, no more than he asked, and he cannot be shot at while he does.
func (s *State) crawl(i int, o orders.Order, d dice.Source) Act {
	f := &s.Figures[i]
	r := s.g.Rules
	cm, rolls := r.CrouchedMove(d)
	want := min(float64(cm), o.CM)
	bank := s.bankNear(f)
	st := f.Stand()
	pts := s.g.Table.Lines[bank].Points
	// along the bank's segment nearest him, the way he faces
	best, bestD := 0, table.Length(-1)
	for k := 0; k+1 < len(pts); k++ {
		if dd := table.DistanceToSegment(st, pts[k], pts[k+1]); bestD < 0 || dd < bestD {
			best, bestD = k, dd
		}
	}
	u := pts[best+1].Sub(pts[best])
	u = u.Scale(1 / float64(u.Len()))
	if u.Dot(table.Heading(st.Facing)) < 0 {
		u = u.Scale(-1)
	}
	limit := table.Length(want) * table.Centimetre
	went, _ := s.sweep(i, st, st.Centre.Add(u.Scale(float64(limit))), limit)
	start := st.Centre
	st.Centre = st.Centre.Add(u.Scale(float64(went)))
	f.place(st)
	f.Moved, f.Crouched, f.Hidden = true, true, false
	got := round2(float64(went / table.Centimetre))
	return Act{Kind: "crawl", Who: f.Name, CM: got, Dice: rolls, Rules: []string{"terrain.bank.crouched-move"},
		Path: cmPath([]table.Point{start, st.Centre}),
		Say:  fmt.Sprintf("%s crawls %g cm along %s, crouched (2 cm and a die of %s)", f.Name, got, label(s.g.Table.Lines[bank].Name, "the bank"), diceWords(rolls))}
}
