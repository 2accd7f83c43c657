package referee

import (
	"math"
	"slices"

	"herald/internal/rulesets/destrier"
	"herald/internal/table"
)

// The stages of a melee turn the referee waits in.
const (
	stageInitiative  = "initiative" // chance: D6 a side
	stageCharges     = "charges"    // sealed: the cavalry's charges written
	stageMove        = "half-move"  // orders: one side's moves, winner first
	stageInitiative2 = "second initiative"
	stageTAC         = "TAC phase"  // sealed: a TAC and a MELEE card each
	stageRound       = "card round" // sealed: MELEE cards (and TAC cards in reach)
	stageGuess       = "dodge guesses"
	stageOver        = "over"
)

// Fig is one figure in play: its values, its status and its stand.
type Fig struct {
	destrier.Figure
	Status destrier.Status
	Stand  table.Stand
}

// Fighter is the figure as the rules ask about it.
func (f *Fig) Fighter() destrier.Fighter {
	return destrier.Fighter{Figure: &f.Figure, Status: f.Status}
}

// Live reports whether the figure still fights.
func (f *Fig) Live() bool { return !f.Fighter().Out() }

// State is one moment of a game of Destrier. It is a value: every change
// makes a copy (clone).
type State struct {
	rs        *Destrier
	Title     string
	SideNames []string
	Figs      []*Fig
	Turn      int
	Turns     int
	Stage     string
	// Round counts the card rounds of the turn (0: the TAC phase).
	Round int
	// Order is the initiative, the winner first (the second half's once
	// it is rolled).
	Order []string
	// Half is the half-move under way (1 or 2, 0 outside the movement
	// segment); Mover the index in Order of the side moving.
	Half, Mover int
	// Width and Depth bound the table (0: unbounded).
	Width, Depth table.Length
	// ground is the table's walls and buildings (nil: an open table);
	// it never changes in a game, so clones share it.
	ground *table.Table
	// Exchange is the cards revealed in this step and the guesses asked,
	// while the step waits for the guesses.
	Exchange *Exchange
	Over     bool
	Winner   string
}

// clone is a copy of s that may be changed without changing s.
func (s *State) clone() *State {
	n := *s
	n.SideNames = slices.Clone(s.SideNames)
	n.Order = slices.Clone(s.Order)
	n.Figs = make([]*Fig, len(s.Figs))
	for i, f := range s.Figs {
		c := *f
		c.Status.RestrainedBy = slices.Clone(f.Status.RestrainedBy)
		n.Figs[i] = &c
	}
	if s.Exchange != nil {
		x := s.Exchange.clone()
		n.Exchange = &x
	}
	return &n
}

// fig is the figure named n, or nil.
func (s *State) fig(n string) *Fig {
	for _, f := range s.Figs {
		if f.Name == n {
			return f
		}
	}
	return nil
}

// live are side's figures still fighting, in the setup's order.
func (s *State) live(side string) []*Fig {
	var out []*Fig
	for _, f := range s.Figs {
		if f.Side == side && f.Live() {
			out = append(out, f)
		}
	}
	return out
}

// enemies are the live figures of the other sides, by name.
func (s *State) enemies(f *Fig) []string {
	var out []string
	for _, e := range s.Figs {
		if e.Side != f.Side && e.Live() {
			out = append(out, e.Name)
		}
	}
	return out
}

// names are every figure's names, for reading orders.
func (s *State) names() []string {
	out := make([]string, len(s.Figs))
	for i, f := range s.Figs {
		out[i] = f.Name
	}
	return out
}

// Gap implements destrier.Table: edge to edge, in inches.
func (s *State) Gap(a, b string) destrier.Inches {
	fa, fb := s.fig(a), s.fig(b)
	if fa == nil || fb == nil {
		return destrier.Inches(math.Inf(1))
	}
	return destrier.Inches(table.Distance(fa.Stand, fb.Stand).In(table.Inches))
}

// Facing implements destrier.Table: the part of of's stand toward's
// centre lies before. A man's square stand faces a corner: the quarter to
// the left of it is his shield side, to the right his sword side, the
// half behind his rear. A horse's stand: the head ahead, the long sides,
// the back.
func (s *State) Facing(of, toward string) destrier.Facing {
	fo, ft := s.fig(of), s.fig(toward)
	if fo == nil || ft == nil {
		return destrier.Rear
	}
	rel := table.Turned(fo.Stand.Facing, ft.Stand.Centre.Sub(fo.Stand.Centre).Bearing())
	a := math.Abs(rel)
	if fo.Kind == destrier.Steed || fo.Fighter().Mounted() {
		// A rider fights from his horse's stand. The head's arc: the
		// short front edge seen from the centre.
		head := math.Atan2(float64(fo.Stand.Base.Width)/2, float64(fo.Stand.Base.Depth)/2) * 180 / math.Pi
		switch {
		case a <= head:
			return destrier.Head
		case a >= 180-head:
			return destrier.Rear
		case rel < 0:
			return destrier.ShieldSide
		}
		return destrier.SwordSide
	}
	if fo.Kind != destrier.Humanoid {
		switch {
		case a <= 45:
			return destrier.Front
		case a >= 135:
			return destrier.Rear
		}
		return destrier.Flank
	}
	switch {
	case a >= 90:
		return destrier.Rear
	case rel < 0:
		return destrier.ShieldSide
	}
	return destrier.SwordSide
}

// inContact reports whether f touches an enemy stand.
func (s *State) inContact(f *Fig) bool {
	for _, e := range s.enemies(f) {
		if destrier.InContact(s, f.Name, e) {
			return true
		}
	}
	return false
}

// contacts are the enemies touching f, in the setup's order.
func (s *State) contacts(f *Fig) []*Fig {
	var out []*Fig
	for _, e := range s.enemies(f) {
		if destrier.InContact(s, f.Name, e) {
			out = append(out, s.fig(e))
		}
	}
	return out
}

// overlapsAny reports whether stand st of f would overlap another live
// figure's stand, but those of pass.
func (s *State) overlapsAny(f *Fig, st table.Stand, pass ...*Fig) bool {
	for _, o := range s.Figs {
		if o != f && o.Live() && !together(f, o) && !slices.Contains(pass, o) && table.Overlaps(o.Stand, st) {
			return true
		}
	}
	return s.wallAt(st) != ""
}

// together reports whether one of a and b rides the other.
func together(a, b *Fig) bool {
	return a.Mount == b.Name && a.Fighter().Mounted() || b.Mount == a.Name && b.Fighter().Mounted()
}

// place puts f's stand at st, and the rider of a steed with it.
func (s *State) place(f *Fig, st table.Stand) {
	f.Stand = st
	for _, r := range s.Figs {
		if r.Mount == f.Name && r.Fighter().Mounted() {
			r.Stand = st
		}
	}
}

// inches is a table length in inches.
func inches(l table.Length) destrier.Inches { return destrier.Inches(l.In(table.Inches)) }

// length is a measure in inches on the table.
func length(a destrier.Inches) table.Length { return table.Inch * table.Length(a) }

// moveToward moves f up to move inches straight at t, stopping when the
// stands touch or another stand is in the way, and turns f to face t (by
// realign degrees at most) before it sets off. It returns the distance moved.
func (s *State) moveToward(f, t *Fig, move destrier.Inches, realign float64) destrier.Inches {
	return s.moveWithin(f, t, move, realign, 0)
}

// moveWithin is moveToward stopping as soon as f is within stop inches
// of t (a charger halts a lance's length off to strike).
// The stands of pass (a charge's targets behind it) do not stop it, but
// it may not end on one.
func (s *State) moveWithin(f, t *Fig, move destrier.Inches, realign float64, stop destrier.Inches, pass ...*Fig) destrier.Inches {
	// Turned first, so that no turn after the move breaks the contact.
	s.turnToward(f, t, realign)
	dir := t.Stand.Centre.Sub(f.Stand.Centre)
	if dir.Len() < table.Epsilon || s.Gap(f.Name, t.Name).AtMost(stop) {
		return 0
	}
	unit := dir.Scale(1 / float64(dir.Len()))
	at := func(d destrier.Inches) table.Stand {
		n, _ := f.Stand.MoveTo(f.Stand.Centre.Add(unit.Scale(float64(length(d)))))
		return n
	}
	// Walk in tenths of an inch; the first step that runs into a stand
	// is cut back to where the stands just touch.
	const stride = 0.1
	d := destrier.Inches(0)
	for d < move {
		nd := min(d+stride, move)
		if s.overlapsAny(f, at(nd), pass...) {
			lo, hi := d, nd
			for range 40 {
				mid := (lo + hi) / 2
				if s.overlapsAny(f, at(mid), pass...) {
					hi = mid
				} else {
					lo = mid
				}
			}
			d = lo
			break
		}
		if g := table.Distance(at(nd), t.Stand); g > length(stop)+table.Epsilon {
			d = nd
			continue
		}
		// Within stop: cut back to where the gap is stop.
		lo, hi := d, nd
		for range 40 {
			mid := (lo + hi) / 2
			if table.Distance(at(mid), t.Stand) > length(stop)+table.Epsilon {
				lo = mid
			} else {
				hi = mid
			}
		}
		d = hi
		break
	}
	if s.overlapsAny(f, at(d)) {
		return 0
	}
	s.place(f, at(d))
	return d
}

// turnToward turns f to face t with a corner (a man) or its front, by
// up to limit degrees.
func (s *State) turnToward(f, t *Fig, limit float64) {
	want := t.Stand.Centre.Sub(f.Stand.Centre).Bearing()
	turn := table.Turned(f.Stand.Facing, want)
	turn = max(min(turn, limit), -limit)
	n, _ := f.Stand.Turn(table.AboutCentre, turn)
	if !s.overlapsAny(f, n) {
		s.place(f, n)
	}
}

// moveAway moves f up to move inches straight away from t, shortened
// until it lands clear of every stand and on the table's ground.
func (s *State) moveAway(f, t *Fig, move destrier.Inches) destrier.Inches {
	dir := f.Stand.Centre.Sub(t.Stand.Centre)
	if dir.Len() < table.Epsilon {
		return 0
	}
	for d := move; d > 0.05; d /= 2 {
		to := f.Stand.Centre.Add(dir.Scale(float64(length(d)) / float64(dir.Len())))
		n, _ := f.Stand.MoveTo(to)
		if !s.overlapsAny(f, n) && !s.walledOnWay(f.Stand, to) {
			s.place(f, n)
			return d
		}
	}
	return 0
}

// shift moves f by v if it lands clear; it reports whether it did.
func (s *State) shift(f *Fig, v table.Vec) bool {
	n, _ := f.Stand.MoveTo(f.Stand.Centre.Add(v))
	if s.overlapsAny(f, n) {
		return false
	}
	s.place(f, n)
	return true
}

// dodgeVec is the half inch a dodge moves f: left or right of its facing,
// or straight back.
func (s *State) dodgeVec(f *Fig, way destrier.DodgeWay) table.Vec {
	bearing := f.Stand.Facing + 180
	switch way {
	case destrier.DodgesLeft:
		bearing = f.Stand.Facing - 90
	case destrier.DodgesRight:
		bearing = f.Stand.Facing + 90
	}
	return table.Heading(bearing).Scale(float64(length(s.rs.R.DodgeMove())))
}

// room is the free space for f's dodge that way: the half inch if it
// lands clear, else none.
func (s *State) room(f *Fig, way destrier.DodgeWay) destrier.Inches {
	n, _ := f.Stand.MoveTo(f.Stand.Centre.Add(s.dodgeVec(f, way)))
	if s.overlapsAny(f, n) {
		return 0
	}
	return s.rs.R.DodgeMove()
}
