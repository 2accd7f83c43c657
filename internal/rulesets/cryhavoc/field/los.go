package field

import (
	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/rule"
)

// Sight answers "can From see To, and what cover would a missile into To
// get" (§5, §6.5).
type Sight struct {
	From, To hex.Hex
	Visible  bool
	// Cover is the one heaviest cover a missile from From into To gets.
	Cover board.CoverClass
	// BlockedBy names the blocking hex ("T12") or hexside ("S6/T6") when
	// the target is out of sight; Reason says why, Rule cites the rule.
	BlockedBy string
	Reason    string
	Rule      string
}

// LOS traces the line of sight from one hex to another. By day it is
// reciprocal (§5.1): LOS(a, b).Visible == LOS(b, a).Visible. The thread
// runs from any part of the viewer's hex to any part of the target's (§5.2),
// decided exactly (see sight.go). A viewer beside a window, hexside door or
// arrow slit also looks from any point of the aperture. With optional rule
// 22.4 (Situation.AlternativeLOS) the thread runs between hex centres.
func (f *Field) LOS(from, to hex.Hex) Sight { return f.los(from, to, false) }

// LOSAside is LOS for fire from the side a target in a door or corner hex
// did not take his cover from (§6.53, §7.9): that hex's one-sided
// (directional) terrain cover is not given; all other cover is.
func (f *Field) LOSAside(from, to hex.Hex) Sight { return f.los(from, to, true) }

func (f *Field) los(from, to hex.Hex, aside bool) Sight {
	if !f.Contains(from) || !f.Contains(to) {
		return Sight{From: from, To: to, Reason: "off the map: units not on the map are always out of sight", Rule: "5.2"}
	}
	if from == to {
		return Sight{From: from, To: to, Visible: true}
	}
	r := f.sight(from, to, aside)
	out := f.finish(from, to, r)
	if out.Visible && f.sit.Vision != nil && !f.sit.Vision(from, to) {
		out = Sight{From: from, To: to, Reason: "not seen at night", Rule: "21"}
	}
	return out
}

// better keeps the visible result with the lighter cover, or the first
// refusal when neither sees.
func better(x, y traceResult) traceResult {
	switch {
	case x.visible && y.visible:
		if y.cover < x.cover {
			return y
		}
		return x
	case y.visible:
		return y
	}
	return x
}

// finish turns a trace result into a Sight with names for players.
func (f *Field) finish(from, to hex.Hex, r traceResult) Sight {
	out := Sight{From: from, To: to, Visible: r.visible, Cover: r.cover}
	if r.visible {
		return out
	}
	out.Reason, out.Rule = r.pre+r.name+r.post, r.rule
	switch {
	case r.onSide:
		out.BlockedBy = f.sideName(r.at, r.at2)
	case r.rule != "":
		out.BlockedBy = f.Name(r.at)
	}
	return out
}

// SightOfUnit is the line of sight from a hex to a unit (§5.5, §6.52): LOS
// to a two-hex unit may go to either hex; if both are in sight the firer
// must aim at the nearer, and may choose (herald takes the lighter cover)
// when both are as near.
func (f *Field) SightOfUnit(from hex.Hex, name string) (Sight, error) {
	u, ok := f.Unit(name)
	if !ok {
		return Sight{}, rule.Errorf("5.5", "no unit named %q", name)
	}
	var best Sight
	found := false
	for i, x := range u.Hexes() {
		s := f.LOS(from, x)
		if i == 0 {
			best = s
		}
		if !s.Visible {
			continue
		}
		switch {
		case !found:
			best, found = s, true
		case hex.Distance(from, x) < hex.Distance(from, best.To):
			best = s
		case hex.Distance(from, x) == hex.Distance(from, best.To) && s.Cover < best.Cover:
			best = s
		}
	}
	return best, nil
}

// Visible reports only whether to can be seen from from.
func (f *Field) Visible(from, to hex.Hex) bool { return f.LOS(from, to).Visible }

// VisibleFrom lists every hex of the map that can be seen from h, in map
// order: the overlay of `herald render --los`.
func (f *Field) VisibleFrom(h hex.Hex) []Sight {
	var out []Sight
	for _, t := range f.m.Hexes() {
		if s := f.LOS(h, t); s.Visible {
			out = append(out, s)
		}
	}
	return out
}

// inFront reports whether t lies strictly beyond the hexside end/w, seen
// from end: an aperture only looks out to its own side.
func inFront(end, w, t hex.Hex) bool {
	s, _ := hex.SideBetween(end, w)
	x1, y1, x2, y2 := s.Ends()
	cross := func(h hex.Hex) float64 {
		x, y := hex.Center(h)
		return (x2-x1)*(y-y1) - (y2-y1)*(x-x1)
	}
	ce, ct := cross(end), cross(t)
	const eps = 1e-9
	return (ce > eps && ct < -eps) || (ce < -eps && ct > eps)
}

// traceResult is one trace's answer, names left unformatted until a
// player needs them.
type traceResult struct {
	visible         bool
	cover           board.CoverClass
	at, at2         hex.Hex
	onSide          bool
	pre, name, post string
	rule            string
}

// intoTarget raises the cover the target's own hex gives (§6.5, §16):
// its terrain, its features facing the way the line comes in (entry, asked
// only where a feature faces), and characters between on its level
// (§6.54). lip: the line crosses a slope's lip into the target (§16.12).
func (f *Field) intoTarget(v, t hex.Hex, adjacent, lip, aside bool, lv, lt int, characters bool, entry func() hex.Hex, raise func(board.CoverClass)) {
	ti := f.index(t)
	if tt := f.terrain(ti); tt != nil && !(aside && tt.Cover.Directional) {
		c := tt.Cover
		ok := c.Into && !(c.NotAdjacent && adjacent) && !(c.ElevationVoidsInto && lv > lt) && !f.alongTrench(v, t)
		if c.AcrossLip && !lip {
			ok = false // slope cover needs fire across its lip (§16.12)
		}
		if ok {
			raise(c.Class)
		}
	}
	if fs := f.cells[ti].Features; len(fs) > 0 {
		from := entry()
		for _, ft := range fs {
			c := ft.Type
			if c == nil || !c.Cover.Into || (c.Cover.NotAdjacent && adjacent) || (c.Cover.ElevationVoidsInto && lv > lt) {
				continue
			}
			if len(ft.Facing) > 0 && !contains(ft.Facing, from) {
				continue
			}
			raise(c.Cover.Class)
		}
	}
	if characters && lv == lt {
		raise(board.Light) // §6.54: characters between, same level
	}
}

func contains(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

// between is what hex bi, lying between viewer v and target t, does to a
// line at level lv: blocking terrain or a door (§5.5) is returned; cover
// it gives on the way is passed to raise (§6.5); people reports live units
// in it other than the viewer and target themselves (a rider's second hex
// is no one in between).
func (f *Field) between(bi, lv int, v, t hex.Hex, raise func(board.CoverClass)) (blocker *board.TerrainType, people bool) {
	c := &f.cells[bi]
	if tt := f.terrain(bi); tt != nil {
		if tt.LOS == board.Blocks || tt.Door {
			return tt, false
		}
		if tt.Cover.Through && !(tt.Cover.ElevationVoidsThrough && lv > c.Elevation) {
			raise(tt.Cover.Class)
		}
	}
	for _, ft := range c.Features {
		if ft.Type != nil && ft.Type.Cover.Through && !(ft.Type.Cover.ElevationVoidsThrough && lv > c.Elevation) {
			raise(ft.Type.Cover.Class)
		}
	}
	for _, ui := range f.occupants(bi) {
		if o := &f.sit.Units[ui]; o.Live() && !o.isAt(v) && !o.isAt(t) {
			people = true
		}
	}
	return nil, people
}
