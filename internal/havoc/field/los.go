package field

import (
	"herald/internal/board"
	"herald/internal/hex"
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
// reciprocal (§5.1): LOS(a, b).Visible == LOS(b, a).Visible. The thread is
// stretched between hex centres; where it runs exactly along a hexside both
// neighbouring hexes are tried and the lighter hindrance counts (§3, §5.5).
// A viewer beside a window, hexside door or arrow slit also looks out from
// the aperture itself (§5.2).
func (f *Field) LOS(from, to hex.Hex) Sight {
	out := Sight{From: from, To: to}
	if !f.Contains(from) || !f.Contains(to) {
		out.Reason, out.Rule = "off the map: units not on the map are always out of sight", "5.2"
		return out
	}
	if from == to {
		out.Visible = true
		return out
	}
	var buf [2][]hex.Hex
	best := Sight{}
	found := false
	consider := func(s Sight) {
		if s.Visible {
			if !found || s.Cover < best.Cover {
				best = s
			}
			found = true
		} else if !found && best.Reason == "" {
			best = s
		}
	}
	a, b := f.traces(from, to, &buf)
	consider(f.trace(from, to, a))
	if b != nil {
		consider(f.trace(from, to, b))
	}
	if !found || best.Cover > board.NoCover {
		// Look out of (or into) an aperture beside either end (§5.2).
		f.apertureTraces(from, to, consider)
	}
	best.From, best.To = from, to
	if best.Visible && f.sit.Vision != nil && !f.sit.Vision(from, to) {
		best = Sight{From: from, To: to, Reason: "not seen at night", Rule: "21"}
	}
	return best
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

// traces turns the centre-to-centre line into one or two hex paths: where
// the line runs along a hexside the two paths go either side of it.
func (f *Field) traces(from, to hex.Hex, buf *[2][]hex.Hex) (a, b []hex.Hex) {
	steps := hex.Line(from, to)
	a, b = buf[0][:0], buf[1][:0]
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
	buf[0], buf[1] = a, b
	if !split {
		return a, nil
	}
	return a, b
}

// apertureTraces tries the lines that start at an aperture hexside of either
// end and run to the other end.
func (f *Field) apertureTraces(from, to hex.Hex, consider func(Sight)) {
	try := func(end, other hex.Hex, reverse bool) {
		i := f.index(end)
		for d := hex.N; d <= hex.NW; d++ {
			sd := f.side(i, d)
			if sd.Type == nil || !sd.Type.Aperture || (sd.Type.Opens && sd.Closed) {
				continue
			}
			w := end.Neighbor(d)
			if w == other || !f.Contains(w) || !inFront(end, w, other) {
				continue
			}
			line := hex.Line(w, other)
			path := make([]hex.Hex, 0, len(line)+1)
			path = append(path, end)
			for _, s := range line {
				path = append(path, s.Hex)
			}
			alt := make([]hex.Hex, 0, len(line)+1)
			alt = append(alt, end)
			for _, s := range line {
				if s.Split {
					alt = append(alt, s.Alt)
				} else {
					alt = append(alt, s.Hex)
				}
			}
			for _, p := range [][]hex.Hex{path, alt} {
				if !adjacentPath(p) {
					continue
				}
				if reverse {
					p = reversed(p)
					consider(f.trace(other, end, p))
				} else {
					consider(f.trace(end, other, p))
				}
			}
		}
	}
	try(from, to, false)
	try(to, from, true)
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

func adjacentPath(p []hex.Hex) bool {
	for i := 1; i < len(p); i++ {
		if !hex.Adjacent(p[i-1], p[i]) {
			return false
		}
	}
	return true
}

func reversed(p []hex.Hex) []hex.Hex {
	out := make([]hex.Hex, len(p))
	for i, h := range p {
		out[len(p)-1-i] = h
	}
	return out
}

// trace judges one path of hexes from viewer v to target t (both included)
// by the rules of §5 and §6.5.
func (f *Field) trace(v, t hex.Hex, path []hex.Hex) Sight {
	out := Sight{From: v, To: t}
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
	block := func(where, reason, rule string) Sight {
		out.BlockedBy, out.Reason, out.Rule = where, reason, rule
		return out
	}
	apertures := 0
	characters := false
	lastLip := false
	for k := 1; k < len(path); k++ {
		a, b := path[k-1], path[k]
		if !f.Contains(b) {
			return block(b.String(), "the line leaves the map", "5.2")
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
			name := f.sideName(a, b)
			switch {
			case closed && los == board.Blocks:
				return block(name, "closed "+typ.Name, "5.5")
			case typ.Aperture:
				apertures++
				if apertures > 1 {
					return block(name, "no one sees through two apertures at once", "5.5")
				}
				if !s.Has(v) && !s.Has(t) {
					return block(name, "through a "+typ.Name+" one sees only the hex just beyond it", "5.5")
				}
				if typ.Cover.Through && (!typ.Cover.NotAdjacent || !s.Has(v)) {
					raise(cls)
				}
			case typ.Lip:
				lastLip = true
				if lv != lt && !s.Has(low) && sideDist2(low, a, b) < sideDist2(high, a, b) {
					return block(name, "the "+typ.Name+" is closer to the lower unit than to the higher", "5.62")
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
					return block(name, typ.Name, "5.5")
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
			return block(f.Name(b), "higher ground between", "5.6")
		}
		tt := f.terrain(bi)
		if tt != nil {
			if tt.LOS == board.Blocks || tt.Door {
				return block(f.Name(b), tt.Name, "5.5")
			}
			if tt.Cover.Through && !(tt.Cover.ElevationVoidsThrough && lv > f.cells[bi].Elevation) {
				raise(tt.Cover.Class)
			}
		}
		for _, ft := range f.cells[bi].Features {
			if ft.Type != nil && ft.Type.Cover.Through && !(ft.Type.Cover.ElevationVoidsThrough && lv > f.cells[bi].Elevation) {
				raise(ft.Type.Cover.Class)
			}
		}
		for _, ui := range f.occ[bi] {
			if f.sit.Units[ui].Live() {
				characters = true
			}
		}
	}
	// The target's own hex (§6.5, §16).
	ti := f.index(t)
	enter := path[len(path)-2]
	if tt := f.terrain(ti); tt != nil {
		c := tt.Cover
		ok := c.Into && !(c.NotAdjacent && adjacent) && !(c.ElevationVoidsInto && lv > lt)
		if c.AcrossLip && !lastLip {
			ok = false // slope cover needs fire across its lip (§16.12)
		}
		if ok {
			raise(c.Class)
		}
	}
	for _, ft := range f.cells[ti].Features {
		c := ft.Type
		if c == nil || !c.Cover.Into || (c.Cover.NotAdjacent && adjacent) || (c.Cover.ElevationVoidsInto && lv > lt) {
			continue
		}
		if len(ft.Facing) > 0 && !contains(ft.Facing, enter) {
			continue
		}
		raise(c.Cover.Class)
	}
	if characters && lv == lt {
		raise(board.Light) // §6.54: characters between, same level
	}
	if cover == board.Infinite {
		return block(f.Name(t), "infinite cover", "6.5")
	}
	out.Visible = true
	out.Cover = cover
	return out
}

func contains(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}
