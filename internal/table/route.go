package table

import (
	"math"
	"slices"
)

// Route is everything a straight path across the table passes, in order
// from its start: the stretches of terrain it runs through, the areas and
// buildings it enters with the length inside each, and every line and
// building wall it meets. A ruleset reads a move's terrain or a line of
// sight's obstacles from it.
type Route struct {
	From, To Point
	Length   Length
	// Stretches cut the path into consecutive pieces, each inside the
	// same areas and buildings (none: open ground); their lengths add up
	// to Length.
	Stretches []Stretch
	// Passes are the areas and buildings the path goes inside, in the
	// order it first enters them.
	Passes []Pass
	// Meets are the lines and building walls the path meets, in order.
	Meets []Meet
}

// Stretch is a piece of a route inside the same areas and buildings.
type Stretch struct {
	From, To Length // along the path
	In       []Ref
}

// Pass is one area or building a route goes inside.
type Pass struct {
	Ref          Ref
	Enter, Leave Length // first entry and last exit along the path
	Inside       Length // the length of path inside it
}

// Meet is one place a route meets a line or a building's wall.
type Meet struct {
	Ref Ref
	// At is where along the path; To is later than At when the path runs
	// along the line.
	At, To Length
	// Segment is the segment of the line or outline met.
	Segment int
	// Opening is the index of the opening the path passes through, -1
	// for solid wall or line.
	Opening int
	// Through: the path passes from one side to the other. A path that
	// only touches the line, runs along it, or starts or ends on it does
	// not.
	Through bool
	// Side is the side of the line (as it runs from its first point) the
	// path comes from when it passes through: +1 its right, -1 its left.
	// Stakes point to their Front side.
	Side int
}

// Along reports whether the path runs along the line rather than meeting it
// at one point.
func (m Meet) Along() bool { return m.To-m.At > Epsilon }

// Route is what the straight path from a to b passes.
func (t *Table) Route(a, b Point) Route {
	p := newPath(a, b)
	r := Route{From: a, To: b, Length: Length(p.l)}
	var buf []meet
	type ring struct {
		ref Ref
		in  []span
	}
	var rings []ring
	for i := range t.Areas {
		buf = p.meets(t.Areas[i].Points, true, buf[:0])
		if in := p.inside(t.Areas[i].Points, buf); len(in) > 0 {
			rings = append(rings, ring{Ref{AreaFeature, i}, in})
		}
	}
	for i := range t.Lines {
		l := &t.Lines[i]
		buf = p.meets(l.Points, false, buf[:0])
		r.Meets = appendMeets(r.Meets, Ref{LineFeature, i}, buf, l.Openings)
	}
	for i := range t.Buildings {
		b := &t.Buildings[i]
		buf = p.meets(b.Points, true, buf[:0])
		r.Meets = appendMeets(r.Meets, Ref{BuildingFeature, i}, buf, b.Openings)
		if in := p.inside(b.Points, buf); len(in) > 0 {
			rings = append(rings, ring{Ref{BuildingFeature, i}, in})
		}
	}
	slices.SortStableFunc(r.Meets, func(x, y Meet) int {
		if c := cmpLength(x.At, y.At); c != 0 {
			return c
		}
		return cmpRef(x.Ref, y.Ref)
	})
	for _, g := range rings {
		ps := Pass{Ref: g.ref, Enter: g.in[0].from, Leave: g.in[len(g.in)-1].to}
		for _, s := range g.in {
			ps.Inside += s.to - s.from
		}
		r.Passes = append(r.Passes, ps)
	}
	slices.SortStableFunc(r.Passes, func(x, y Pass) int {
		if c := cmpLength(x.Enter, y.Enter); c != 0 {
			return c
		}
		return cmpRef(x.Ref, y.Ref)
	})
	// Stretches: cut at every entry and exit, then say what each piece
	// is inside.
	cuts := []Length{0, r.Length}
	for _, g := range rings {
		for _, s := range g.in {
			cuts = append(cuts, s.from, s.to)
		}
	}
	cuts = dedupe(cuts)
	if len(cuts) == 1 {
		cuts = append(cuts, r.Length) // a path shorter than Epsilon is one stretch
	}
	for i := 0; i+1 < len(cuts); i++ {
		st := Stretch{From: cuts[i], To: cuts[i+1]}
		mid := (st.From + st.To) / 2
		for _, g := range rings {
			if covers(g.in, mid) {
				st.In = append(st.In, g.ref)
			}
		}
		if n := len(r.Stretches); n > 0 && slices.Equal(r.Stretches[n-1].In, st.In) {
			r.Stretches[n-1].To = st.To
			continue
		}
		r.Stretches = append(r.Stretches, st)
	}
	return r
}

// appendMeets turns a polyline's meets into the route's, naming the
// opening passed through.
func appendMeets(out []Meet, ref Ref, ms []meet, os []Opening) []Meet {
	for _, m := range ms {
		o := -1
		if m.d >= 0 && m.at == m.to {
			o = opening(os, m.seg, m.d)
		}
		out = append(out, Meet{Ref: ref, At: m.at, To: m.to, Segment: m.seg, Opening: o, Through: m.through, Side: m.side})
	}
	return out
}

// span is a piece [from, to] of a path.
type span struct{ from, to Length }

// inside is where along the path it is inside the polygon pts, given the
// path's meets with its outline: the pieces between meets are each wholly
// in or out, told by their middle points.
func (p *path) inside(pts []Point, ms []meet) []span {
	if p.l <= float64(Epsilon) {
		if Inside(pts, p.point(0)) {
			return []span{{0, 0}}
		}
		return nil
	}
	if len(ms) == 0 {
		// No meets: the whole path is in or out.
		if Inside(pts, p.point(p.l/2)) {
			return []span{{0, Length(p.l)}}
		}
		return nil
	}
	var cbuf [8]Length
	cuts := append(cbuf[:0], 0, Length(p.l))
	for _, m := range ms {
		cuts = append(cuts, m.at, m.to)
	}
	cuts = dedupe(cuts)
	var out []span
	for i := 0; i+1 < len(cuts); i++ {
		a, b := cuts[i], cuts[i+1]
		if !Inside(pts, p.point(float64(a+b)/2)) {
			continue
		}
		if n := len(out); n > 0 && out[n-1].to == a {
			out[n-1].to = b
			continue
		}
		out = append(out, span{a, b})
	}
	return out
}

// covers reports whether d lies within one of the spans.
func covers(in []span, d Length) bool {
	for _, s := range in {
		if d >= s.from && d <= s.to {
			return true
		}
	}
	return false
}

// dedupe sorts lengths and drops those within Epsilon of the one before,
// keeping the first and the last exactly.
func dedupe(ls []Length) []Length {
	slices.Sort(ls)
	last := ls[len(ls)-1]
	out := ls[:1]
	for _, l := range ls[1:] {
		if l-out[len(out)-1] > Epsilon {
			out = append(out, l)
		}
	}
	if len(out) > 1 {
		out[len(out)-1] = last
	}
	return out
}

func cmpLength(a, b Length) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func cmpRef(a, b Ref) int {
	if a.Feature != b.Feature {
		return int(a.Feature) - int(b.Feature)
	}
	return a.Index - b.Index
}

// InsideLength is how much of the route lies inside the area or building
// r names.
func (rt Route) InsideLength(r Ref) Length {
	for _, p := range rt.Passes {
		if p.Ref == r {
			return p.Inside
		}
	}
	return 0
}

// Rise is how much of a route's length inside slope area i climbs: the
// length inside times the cosine between the path and the uphill bearing.
// Positive uphill, negative downhill.
func (t *Table) Rise(rt Route, i int) Length {
	in := rt.InsideLength(Ref{AreaFeature, i})
	if in == 0 || rt.Length == 0 {
		return 0
	}
	c := rt.To.Sub(rt.From).Dot(Heading(t.Areas[i].Uphill)) / float64(rt.Length)
	return Length(math.Max(-1, math.Min(1, c))) * in
}
