package table

import (
	"math"
	"slices"
)

// Part says what part of a feature a stand's base meets.
type Part uint8

// The parts a base can meet.
const (
	// Over: the base lies partly or wholly over an area or building.
	Over Part = iota + 1
	// Solid: the base meets a line or a building's wall where it has no
	// opening.
	Solid
	// Through: the base meets an opening (a door, gate, window, …).
	Through
)

// Touch is one feature a stand's base meets during a straight move, and
// the stretch of the move during which it does. Bases that only graze a
// feature (touch it without overlapping by more than Epsilon) do not
// meet it, so a figure can stand against a wall or slide along a wood's
// edge without being in either.
type Touch struct {
	Ref     Ref
	Part    Part
	Opening int    // the opening met when Part is Through, else -1
	From    Length // how far the stand had moved when it first met it
	To      Length // and when it last did
}

// Under lists what the stand's base lies on or meets where it stands.
func (t *Table) Under(s Stand) []Touch { return t.Sweep(s, s.Centre) }

// Sweep lists every feature the stand's base meets as it moves straight
// to a new centre (keeping its facing), with the stretch of the move
// during which it meets each; ordered by where the move first meets them.
func (t *Table) Sweep(s Stand, to Point) []Touch {
	f := s.frame()
	p := newPath(s.Centre, to)
	var out []Touch
	var buf []meet
	var spans []span
	add := func(ref Ref, part Part, o int, in []span) {
		for _, sp := range union(in) {
			out = append(out, Touch{Ref: ref, Part: part, Opening: o, From: sp.from, To: sp.to})
		}
	}
	// over is when the base overlaps a polygon: it overlaps an edge, or
	// its centre is inside.
	over := func(pts []Point) []span {
		buf = p.meets(pts, true, buf[:0])
		spans = append(spans[:0], p.inside(pts, buf)...)
		forSegments(pts, true, func(_ int, a, b Point) bool {
			if lo, hi, ok := p.sweepSegment(&f, a, b); ok {
				spans = append(spans, span{lo, hi})
			}
			return true
		})
		return spans
	}
	for i := range t.Areas {
		add(Ref{AreaFeature, i}, Over, -1, over(t.Areas[i].Points))
	}
	for i := range t.Lines {
		l := &t.Lines[i]
		p.walls(&f, Ref{LineFeature, i}, l.Points, false, l.Openings, add)
	}
	for i := range t.Buildings {
		b := &t.Buildings[i]
		add(Ref{BuildingFeature, i}, Over, -1, over(b.Points))
		p.walls(&f, Ref{BuildingFeature, i}, b.Points, true, b.Openings, add)
	}
	slices.SortStableFunc(out, func(x, y Touch) int {
		if c := cmpLength(x.From, y.From); c != 0 {
			return c
		}
		if c := cmpRef(x.Ref, y.Ref); c != 0 {
			return c
		}
		if x.Part != y.Part {
			return int(x.Part) - int(y.Part)
		}
		return x.Opening - y.Opening
	})
	return out
}

// walls sweeps the base past a polyline cut into its solid pieces and its
// openings.
func (p *path) walls(f *frame, ref Ref, pts []Point, ring bool, os []Opening, add func(Ref, Part, int, []span)) {
	var solid []span
	opened := make([][]span, len(os))
	forSegments(pts, ring, func(k int, a, b Point) bool {
		v := b.Sub(a)
		l := v.Len()
		u := v.Scale(1 / float64(l))
		at := func(d Length) Point { return a.Add(u.Scale(float64(d))) }
		// The segment's openings in order along it.
		var idx []int
		for i, o := range os {
			if o.Segment == k {
				idx = append(idx, i)
			}
		}
		slices.SortFunc(idx, func(x, y int) int { return cmpLength(os[x].At, os[y].At) })
		from := Length(0)
		piece := func(lo, hi Length) (span, bool) {
			if hi-lo <= Epsilon {
				return span{}, false
			}
			lo2, hi2, ok := p.sweepSegment(f, at(lo), at(hi))
			return span{lo2, hi2}, ok
		}
		for _, i := range idx {
			o := os[i]
			if s, ok := piece(from, o.At-o.Width/2); ok {
				solid = append(solid, s)
			}
			if s, ok := piece(o.At-o.Width/2, o.At+o.Width/2); ok {
				opened[i] = append(opened[i], s)
			}
			from = o.At + o.Width/2
		}
		if s, ok := piece(from, l); ok {
			solid = append(solid, s)
		}
		return true
	})
	add(ref, Solid, -1, solid)
	for i, sp := range opened {
		add(ref, Through, i, sp)
	}
}

// sweepSegment is the stretch of the move during which the base overlaps
// segment ab by more than Epsilon: the distances moved at which no axis of
// the base or of the segment separates them.
func (p *path) sweepSegment(f *frame, a, b Point) (lo, hi Length, ok bool) {
	ax, ay, bx, by := float64(a.X), float64(a.Y), float64(b.X), float64(b.Y)
	nx, ny := -(by - ay), bx-ax
	n := math.Hypot(nx, ny)
	if n == 0 {
		return 0, 0, false
	}
	nx, ny = nx/n, ny/n
	from, to := 0.0, p.l
	eps := float64(Epsilon)
	for _, ax3 := range [3][2]float64{{f.rx, f.ry}, {f.fx, f.fy}, {nx, ny}} {
		x, y := ax3[0], ax3[1]
		rad := f.hw*math.Abs(f.rx*x+f.ry*y) + f.hd*math.Abs(f.fx*x+f.fy*y)
		sa, sb := ax*x+ay*y, bx*x+by*y
		lo, hi := math.Min(sa, sb)-rad+eps, math.Max(sa, sb)+rad-eps
		if from, to, ok = slab(from, to, p.ax*x+p.ay*y, p.ux*x+p.uy*y, lo, hi); !ok {
			return 0, 0, false
		}
	}
	if to < from || (to-from <= eps && p.l > eps) {
		return 0, 0, false
	}
	return Length(from), Length(to), true
}

// union merges overlapping or touching spans, in order.
func union(in []span) []span {
	if len(in) == 0 {
		return nil
	}
	s := slices.Clone(in)
	slices.SortFunc(s, func(x, y span) int { return cmpLength(x.from, y.from) })
	out := s[:1]
	for _, x := range s[1:] {
		last := &out[len(out)-1]
		if x.from <= last.to+Epsilon {
			last.to = max(last.to, x.to)
			continue
		}
		out = append(out, x)
	}
	return out
}
