package table

import "math"

// meet is one place a straight path meets a polyline: a single point
// (at == to) or a stretch the path runs along it.
type meet struct {
	at, to  Length // along the path
	seg     int    // the segment met
	d       Length // distance along that segment, for openings; -1 at a vertex
	through bool   // the path passes from one side of the polyline to the other
	side    int    // the side of the polyline the path comes from: +1 right, -1 left
}

// path is a straight path: its start, unit direction and length.
type path struct {
	ax, ay float64
	ux, uy float64
	l      float64
}

func newPath(a, b Point) path {
	p := path{ax: float64(a.X), ay: float64(a.Y)}
	dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
	p.l = math.Hypot(dx, dy)
	if p.l > 0 {
		p.ux, p.uy = dx/p.l, dy/p.l
	}
	return p
}

// point is the place d along the path.
func (p *path) point(d float64) Point {
	return Point{Length(p.ax + p.ux*d), Length(p.ay + p.uy*d)}
}

// side is the signed distance of (x, y) from the path's line, positive to
// its right, and tau how far along the path its foot lies.
func (p *path) side(x, y float64) (s, tau float64) {
	dx, dy := x-p.ax, y-p.ay
	return p.ux*dy - p.uy*dx, p.ux*dx + p.uy*dy
}

// meets lists where the path meets the polyline pts (a ring when ring is
// set), in no particular order. Each vertex is put on one side of the
// path's line or on it once, so a path through a vertex is met once, and a
// run of vertices on the line is one meet whose neighbours on either side
// tell whether the path passes through.
func (p *path) meets(pts []Point, ring bool, out []meet) []meet {
	n := len(pts)
	if n == 0 {
		return out
	}
	if p.l <= float64(Epsilon) {
		return p.touches(pts, ring, out)
	}
	eps := float64(Epsilon)
	var sbuf, tbuf [16]float64
	s, tau := sbuf[:0], tbuf[:0]
	for _, v := range pts {
		si, ti := p.side(float64(v.X), float64(v.Y))
		if math.Abs(si) <= eps {
			si = 0
		}
		s, tau = append(s, si), append(tau, ti)
	}
	segs := n - 1
	if ring {
		segs = n
	}
	// Proper crossings: a segment whose ends lie strictly on either side.
	for k := range segs {
		j := (k + 1) % n
		if s[k] == 0 || s[j] == 0 || (s[k] > 0) == (s[j] > 0) {
			continue
		}
		lam := s[k] / (s[k] - s[j])
		t := tau[k] + lam*(tau[j]-tau[k])
		if t < -eps || t > p.l+eps {
			continue
		}
		t = math.Max(0, math.Min(p.l, t))
		seg := float64(pts[k].Dist(pts[j]))
		m := meet{at: Length(t), to: Length(t), seg: k, d: Length(lam * seg), through: t > eps && t < p.l-eps}
		if m.through {
			m.side = sideOf(p, pts[k], pts[j])
		}
		out = append(out, m)
	}
	return p.runs(pts, ring, s, tau, out)
}

// runs adds the meets at vertices on the path's line: each maximal run of
// consecutive such vertices is one meet.
func (p *path) runs(pts []Point, ring bool, s, tau []float64, out []meet) []meet {
	n := len(pts)
	eps := float64(Epsilon)
	start := 0
	if ring {
		// Begin just after a vertex off the line, so no run wraps.
		start = -1
		for i := range n {
			if s[i] != 0 {
				start = (i + 1) % n
				break
			}
		}
		if start < 0 { // every vertex on the line: a degenerate ring
			start = 0
		}
	}
	for c := 0; c < n; {
		i := (start + c) % n
		if s[i] != 0 {
			c++
			continue
		}
		lo, hi := tau[i], tau[i]
		first := i
		last := i
		c++
		for c < n && s[(start+c)%n] == 0 {
			last = (start + c) % n
			lo, hi = math.Min(lo, tau[last]), math.Max(hi, tau[last])
			c++
		}
		if hi < -eps || lo > p.l+eps {
			continue
		}
		at, to := math.Min(math.Max(0, lo), p.l), math.Max(math.Min(p.l, hi), 0)
		m := meet{at: Length(at), to: Length(to), seg: first, d: -1}
		prev, next := first-1, last+1
		if ring {
			prev, next = (first-1+n)%n, (last+1)%n
		}
		if prev >= 0 && next < n && s[prev] != 0 && s[next] != 0 && (s[prev] > 0) != (s[next] > 0) &&
			at > eps && to < p.l-eps {
			m.through = true
			// Across the run the polyline goes from prev to next.
			m.side = sideOf(p, pts[prev], pts[next])
		}
		if first == last && !ring && (first == 0 || first == n-1) {
			m.seg = min(first, n-2) // a free end: its one segment
		} else if first == last && first > 0 {
			m.seg = first - 1
		}
		out = append(out, m)
	}
	return out
}

// sideOf is the side of the line running from a to b (its right +1, left
// -1) that the path comes from when it crosses that line.
func sideOf(p *path, a, b Point) int {
	// The path runs towards the line's right when (b-a) × u > 0, so it
	// comes from the left.
	c := float64(b.X-a.X)*p.uy - float64(b.Y-a.Y)*p.ux
	return -sign(c)
}

func sign(v float64) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// touches lists the segments a path of no length (a point) lies on.
func (p *path) touches(pts []Point, ring bool, out []meet) []meet {
	e2 := float64(Epsilon) * float64(Epsilon)
	if len(pts) == 1 {
		return out
	}
	forSegments(pts, ring, func(k int, a, b Point) bool {
		ax, ay, bx, by := float64(a.X), float64(a.Y), float64(b.X), float64(b.Y)
		if pointSegment2(p.ax, p.ay, ax, ay, bx, by) > e2 {
			return true
		}
		dx, dy := bx-ax, by-ay
		d := ((p.ax-ax)*dx + (p.ay-ay)*dy) / math.Hypot(dx, dy)
		out = append(out, meet{seg: k, d: Length(d)})
		return false // one meet per polyline
	})
	return out
}
