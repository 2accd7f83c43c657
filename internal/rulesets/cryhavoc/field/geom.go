package field

import "herald/internal/hex"

// The thread of §5.2 is judged on an integer lattice so that "exactly on a
// hexside" and "exactly through a corner" are exact: a hex centre is
// (3·col, 2·row − col&1) and its corners lie at (±2, 0) and (±1, ±1) from
// it. The map is only stretched, so which side of a line a point lies on,
// and the order in which a line meets things, are as on the printed map.

type pt struct{ x, y int64 }

func (a pt) sub(b pt) pt { return pt{a.x - b.x, a.y - b.y} }

func cross(a, b pt) int64 { return a.x*b.y - a.y*b.x }

func dot(a, b pt) int64 { return a.x*b.x + a.y*b.y }

// cornerOff are the corners clockwise from the right-hand one (y down).
var cornerOff = [6]pt{{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}}

// edgeCorners are the corners bounding each side, by hex.Direction.
var edgeCorners = [6][2]int{{4, 5}, {5, 0}, {0, 1}, {1, 2}, {2, 3}, {3, 4}}

// cornerSides are the two sides (by hex.Direction) that meet at a corner.
var cornerSides = [6][2]hex.Direction{{hex.NE, hex.SE}, {hex.SE, hex.S}, {hex.S, hex.SW}, {hex.SW, hex.NW}, {hex.NW, hex.N}, {hex.N, hex.NE}}

func latCenter(h hex.Hex) pt {
	return pt{int64(3 * h.Col), int64(2*h.Row - (h.Col & 1))}
}

func latCorner(h hex.Hex, i int) pt {
	c := latCenter(h)
	return pt{c.x + cornerOff[i].x, c.y + cornerOff[i].y}
}

// orient is the sign of the turn a→b→p.
func orient(a, b, p pt) int {
	return sign(cross(b.sub(a), p.sub(a)))
}

func sign(v int64) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// rat is a place along a line, n/d with d > 0.
type rat struct{ n, d int64 }

func mkRat(n, d int64) rat {
	if d < 0 {
		n, d = -n, -d
	}
	return rat{n, d}
}

func (a rat) cmp(b rat) int { return sign(a.n*b.d - b.n*a.d) }

func (a rat) less(b rat) bool { return a.cmp(b) < 0 }

// line is o + t·d for rational t.
type line struct{ o, d pt }

// side of x: +1 left, −1 right, 0 on the line.
func (l line) side(x pt) int { return sign(cross(l.d, x.sub(l.o))) }

// at is the place of a point x lying on the line.
func (l line) at(x pt) rat { return mkRat(dot(x.sub(l.o), l.d), dot(l.d, l.d)) }

// crossAt is where the line meets the line through a and b (not parallel).
func (l line) crossAt(a, b pt) rat {
	e := b.sub(a)
	return mkRat(cross(a.sub(l.o), e), cross(l.d, e))
}

// chord is the part of a line inside a closed hex: lo..hi. ok is false
// when the line misses the hex; along is the side (0–5) the line runs
// exactly along, or -1. A line through one corner only has lo == hi.
type chord struct {
	lo, hi rat
	ok     bool
	along  int
}

// hexChord cuts the line with the hex centred at c.
func (l line) hexChord(c pt) chord { return l.hexChordK(c, 1) }

// hexChordK cuts the line with the hex centred at c scaled k times.
func (l line) hexChordK(c pt, k int64) chord {
	// Quick miss: farther from the centre than the circumradius (2k in x).
	s := cross(l.d, c.sub(l.o))
	if s*s > 4*k*k*dot(l.d, l.d) {
		return chord{}
	}
	out := chord{along: -1}
	hasLo, hasHi := false, false
	for dir := 0; dir < 6; dir++ {
		ci := edgeCorners[dir]
		a := pt{c.x + k*cornerOff[ci[0]].x, c.y + k*cornerOff[ci[0]].y}
		e := cornerOff[ci[1]].sub(cornerOff[ci[0]])
		// Inside is to the right of each side walked clockwise (y down):
		// cross(e, x−a) ≥ 0.
		A, B := cross(e, l.o.sub(a)), cross(e, l.d)
		switch {
		case B == 0:
			if A < 0 {
				return chord{}
			}
			if A == 0 {
				out.along = dir
			}
		case B > 0: // t ≥ −A/B
			t := mkRat(-A, B)
			if !hasLo || out.lo.less(t) {
				out.lo, hasLo = t, true
			}
		default: // t ≤ −A/B
			t := mkRat(-A, B)
			if !hasHi || t.less(out.hi) {
				out.hi, hasHi = t, true
			}
		}
	}
	if !hasLo || !hasHi || out.hi.less(out.lo) {
		return chord{}
	}
	out.ok = true
	return out
}

// segChord cuts the line with the closed segment a–b.
func (l line) segChord(a, b pt) chord {
	sa, sb := l.side(a), l.side(b)
	switch {
	case sa == 0 && sb == 0:
		x, y := l.at(a), l.at(b)
		if y.less(x) {
			x, y = y, x
		}
		return chord{lo: x, hi: y, ok: true, along: 0}
	case sa == 0:
		t := l.at(a)
		return chord{lo: t, hi: t, ok: true, along: -1}
	case sb == 0:
		t := l.at(b)
		return chord{lo: t, hi: t, ok: true, along: -1}
	case sa != sb:
		t := l.crossAt(a, b)
		return chord{lo: t, hi: t, ok: true, along: -1}
	}
	return chord{}
}

// hull is a quick outline of the convex hull of the hexes centred at a
// and b (a ≠ b): the band of the hexes' width along a–b, between the
// hexes' far ends. It holds the hull (and a little more near the ends,
// which costs a few extra lines tried and nothing else).
type hull struct {
	a, axis    pt
	smin, smax int64 // lateral offsets of a hex's corners
	amin, amax int64 // along the axis, of a's corners and of b's
}

func newHull(a, b pt) hull {
	h := hull{a: a, axis: b.sub(a)}
	for i, o := range cornerOff {
		s, p := cross(h.axis, o), dot(h.axis, o)
		if i == 0 || s < h.smin {
			h.smin = s
		}
		if i == 0 || s > h.smax {
			h.smax = s
		}
		if i == 0 || p < h.amin {
			h.amin = p
		}
		if i == 0 || p > h.amax {
			h.amax = p
		}
	}
	h.amax += dot(h.axis, h.axis)
	return h
}

// has: the point may lie in the hull.
func (h *hull) has(x pt) bool {
	d := x.sub(h.a)
	s, p := cross(h.axis, d), dot(h.axis, d)
	return s >= h.smin && s <= h.smax && p >= h.amin && p <= h.amax
}

// near: the hex centred at x may touch the hull.
func (h *hull) near(x pt) bool {
	d := x.sub(h.a)
	s, p := cross(h.axis, d), dot(h.axis, d)
	return s >= 2*h.smin && s <= 2*h.smax && p >= 2*h.amin && p <= h.amax-h.amin
}
