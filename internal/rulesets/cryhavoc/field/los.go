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
// runs from any part of the viewer's hex to any part of the target's (§5.2):
// herald tries the centre and a point just inside each corner of both, and
// keeps the best line. A viewer beside a window, hexside door or arrow slit
// also looks from any point of the aperture. With optional rule 22.4
// (Situation.AlternativeLOS) the thread runs between hex centres; where it
// lies exactly on a hexside, both hexes beside it are tried and the lighter
// hindrance counts (§3, §5.5).
func (f *Field) LOS(from, to hex.Hex) Sight {
	if !f.Contains(from) || !f.Contains(to) {
		return Sight{From: from, To: to, Reason: "off the map: units not on the map are always out of sight", Rule: "5.2"}
	}
	if from == to {
		return Sight{From: from, To: to, Visible: true}
	}
	var r traceResult
	if f.sit.AlternativeLOS {
		r = f.sight(from, to)
	} else {
		r = f.threadSight(from, to)
	}
	out := f.finish(from, to, r)
	if out.Visible && f.sit.Vision != nil && !f.sit.Vision(from, to) {
		out = Sight{From: from, To: to, Reason: "not seen at night", Rule: "21"}
	}
	return out
}

// sight finds the best centre-to-centre trace between two distinct hexes
// of the map (optional rule 22.4).
func (f *Field) sight(from, to hex.Hex) traceResult {
	var stepBuf [64]hex.Step
	var bufA, bufB [64]hex.Hex
	steps := hex.AppendLine(stepBuf[:0], from, to)
	a, b := bufA[:0], bufB[:0]
	split := false
	for _, s := range steps {
		a = append(a, s.Hex)
		if s.Split {
			split = true
			b = append(b, s.Alt)
		} else {
			b = append(b, s.Hex)
		}
	}
	best := f.trace(from, to, a)
	if split && (!best.visible || best.cover > board.NoCover) {
		best = better(best, f.trace(from, to, b))
	}
	if !best.visible || best.cover > board.NoCover {
		// Look out of (or into) an aperture beside either end (§5.2).
		sc := scratchPool.Get().(*scratch)
		f.gather(sc, from, to)
		best = f.apertureThreads(sc, from, to, best, true)
		scratchPool.Put(sc)
	}
	return best
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

// trace judges one path of hexes from viewer v to target t (both included)
// by the rules of §5 and §6.5.
func (f *Field) trace(v, t hex.Hex, path []hex.Hex) traceResult {
	lv, lt := f.Level(v), f.Level(t)
	low, high := v, t
	if lv > lt {
		low, high = t, v
	}
	adjacent := hex.Distance(v, t) == 1
	cover := board.NoCover
	raise := func(c board.CoverClass) {
		if c > cover {
			cover = c
		}
	}
	blockHex := func(x hex.Hex, pre, name, post, rule string) traceResult {
		return traceResult{at: x, pre: pre, name: name, post: post, rule: rule}
	}
	blockSide := func(x, y hex.Hex, pre, name, post, rule string) traceResult {
		return traceResult{at: x, at2: y, onSide: true, pre: pre, name: name, post: post, rule: rule}
	}
	apertures := 0
	characters := false
	lastLip := false
	for k := 1; k < len(path); k++ {
		a, b := path[k-1], path[k]
		if !f.Contains(b) {
			return blockHex(b, "", "the line leaves the map", "", "5.2")
		}
		d, ok := hex.DirectionTo(a, b)
		if !ok {
			continue
		}
		sd := f.side(f.index(a), d)
		lastLip = false
		if typ := sd.Type; typ != nil {
			los, cls := typ.LOS, typ.Cover.Class
			closed := typ.Opens && sd.Closed
			if closed {
				los, cls = typ.ClosedLOS, typ.ClosedCover
			}
			s, _ := hex.SideBetween(a, b)
			switch {
			case closed && los == board.Blocks:
				return blockSide(a, b, "closed ", typ.Name, "", "5.5")
			case typ.Aperture:
				apertures++
				if apertures > 1 {
					return blockSide(a, b, "", "no one sees through two apertures at once", "", "5.5")
				}
				if !s.Has(v) && !s.Has(t) {
					return blockSide(a, b, "through a ", typ.Name, " one sees only the hex just beyond it", "5.5")
				}
				if typ.Cover.Through && (!typ.Cover.NotAdjacent || !s.Has(v)) {
					raise(cls)
				}
			case typ.Lip:
				lastLip = true
				if lv != lt && !s.Has(low) && sideDist2(low, a, b) < sideDist2(high, a, b) {
					return blockSide(a, b, "the ", typ.Name, " is closer to the lower unit than to the higher", "5.62")
				}
				if typ.Cover.Through && lv == lt {
					raise(cls)
				}
			case los == board.Blocks:
				roofed := f.terrain(f.index(a)) != nil && f.terrain(f.index(a)).Roofed ||
					f.terrain(f.index(b)) != nil && f.terrain(f.index(b)).Roofed
				// From higher ground a wall stops only what is close behind
				// it, and never lets a line through a roof (§5.6).
				if lv == lt || roofed || sideDist2(low, a, b) < sideDist2(high, a, b) {
					return blockSide(a, b, "", typ.Name, "", "5.5")
				}
			case los == board.Hinders || cls > board.NoCover:
				if typ.Cover.Through && !(typ.Cover.NotAdjacent && s.Has(v)) &&
					!(typ.Cover.ElevationVoidsThrough && lv > lt) {
					raise(cls)
				}
			}
		}
		if b == t {
			break
		}
		bi := f.index(b)
		if lb := f.cells[bi].Elevation; lb > lv && lb > lt {
			return blockHex(b, "", "higher ground between", "", "5.6")
		}
		blocker, people := f.between(bi, lv, v, t, raise)
		if blocker != nil {
			return blockHex(b, "", blocker.Name, "", "5.5")
		}
		characters = characters || people
	}
	// The target's own hex (§6.5, §16).
	enter := path[len(path)-2]
	f.intoTarget(t, adjacent, lastLip, lv, lt, characters, func() hex.Hex { return enter }, raise)
	if cover == board.Infinite {
		return blockHex(t, "", "infinite cover", "", "6.5")
	}
	return traceResult{visible: true, cover: cover}
}

// intoTarget raises the cover the target's own hex gives (§6.5, §16):
// its terrain, its features facing the way the line comes in (entry, asked
// only where a feature faces), and characters between on its level
// (§6.54). lip: the line crosses a slope's lip into the target (§16.12).
func (f *Field) intoTarget(t hex.Hex, adjacent, lip bool, lv, lt int, characters bool, entry func() hex.Hex, raise func(board.CoverClass)) {
	ti := f.index(t)
	if tt := f.terrain(ti); tt != nil {
		c := tt.Cover
		ok := c.Into && !(c.NotAdjacent && adjacent) && !(c.ElevationVoidsInto && lv > lt)
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
