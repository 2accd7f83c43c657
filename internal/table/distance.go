package table

import "math"

// Distance is the distance between two stands edge to edge: the shortest
// ruler laid from any point of one base to any point of the other. Bases
// that touch or overlap are 0 apart.
//
// Both bases are convex, so they are apart exactly when one of the four
// axes of their edges separates them, and then the nearest points include a
// corner of one of them: the answer is the nearest corner of either base to
// the other base, each measured in that base's own axes, where it is a
// clamp and a square root.
func Distance(a, b Stand) Length {
	fa, fb := a.frame(), b.frame()
	gap, d2 := relate(&fa, &fb)
	if gap <= float64(Epsilon) {
		return 0
	}
	return Length(math.Sqrt(d2))
}

// Overlaps reports whether the two bases overlap by more than Epsilon; bases
// that only touch do not overlap.
func Overlaps(a, b Stand) bool {
	fa, fb := a.frame(), b.frame()
	gap, _ := relate(&fa, &fb)
	return gap < -float64(Epsilon)
}

// Contact reports whether two stands are in contact: no more than tolerance
// apart edge to edge. The tolerance is the ruleset's (how near counts as
// touching on its table); overlapping stands are in contact too.
func Contact(a, b Stand, tolerance Length) bool {
	return Distance(a, b) <= tolerance+Epsilon
}

// relate gives the separation of two bases along the best separating axis
// (negative: the depth they overlap by on the axis where they overlap
// least) and, when they are apart by more than Epsilon, the squared
// distance between them. Each base is seen in the other's axes as a centre
// and two half-edge vectors, so its extent along an axis is a sum of
// absolute values (the separating-axis test for two rectangles) and its
// corners are four sums.
func relate(fa, fb *frame) (gap, d2 float64) {
	// The relative turn: b's axes in a's axes.
	rr := fb.rx*fa.rx + fb.ry*fa.ry // b's right along a's right
	rf := fb.rx*fa.fx + fb.ry*fa.fy // b's right along a's forward
	fr := fb.fx*fa.rx + fb.fy*fa.ry // b's forward along a's right
	ff := fb.fx*fa.fx + fb.fy*fa.fy
	dx, dy := fb.cx-fa.cx, fb.cy-fa.cy
	// b's centre and half edges seen from a; a's seen from b.
	br, bf := dx*fa.rx+dy*fa.ry, dx*fa.fx+dy*fa.fy
	bur, buf, bvr, bvf := fb.hw*rr, fb.hw*rf, fb.hd*fr, fb.hd*ff
	ar, af := -(dx*fb.rx + dy*fb.ry), -(dx*fb.fx + dy*fb.fy)
	aur, auf, avr, avf := fa.hw*rr, fa.hw*fr, fa.hd*rf, fa.hd*ff
	gap = math.Abs(br) - fa.hw - math.Abs(bur) - math.Abs(bvr)
	if g := math.Abs(bf) - fa.hd - math.Abs(buf) - math.Abs(bvf); g > gap {
		gap = g
	}
	if g := math.Abs(ar) - fb.hw - math.Abs(aur) - math.Abs(avr); g > gap {
		gap = g
	}
	if g := math.Abs(af) - fb.hd - math.Abs(auf) - math.Abs(avf); g > gap {
		gap = g
	}
	if gap <= float64(Epsilon) {
		return gap, 0
	}
	d2 = corners2(fa, br, bf, bur, buf, bvr, bvf)
	if e2 := corners2(fb, ar, af, aur, auf, avr, avf); e2 < d2 {
		d2 = e2
	}
	return gap, d2
}

// corners2 is the least squared distance to f's base from the corners of
// a base seen in f's axes as centre (cr, cf) and half edges (ur, uf),
// (vr, vf).
func corners2(f *frame, cr, cf, ur, uf, vr, vf float64) float64 {
	d := f.outside(cr+ur+vr, cf+uf+vf)
	if e := f.outside(cr+ur-vr, cf+uf-vf); e < d {
		d = e
	}
	if e := f.outside(cr-ur-vr, cf-uf-vf); e < d {
		d = e
	}
	if e := f.outside(cr-ur+vr, cf-uf+vf); e < d {
		d = e
	}
	return d
}

// DistanceToPoint is the distance from the stand's base to p; 0 when p is
// on the base.
func DistanceToPoint(s Stand, p Point) Length {
	f := s.frame()
	r, fw := f.local(float64(p.X), float64(p.Y))
	return Length(math.Sqrt(f.outside(r, fw)))
}

// DistanceToSegment is the distance from the stand's base to the segment
// from p to q; 0 when the segment touches or crosses the base.
func DistanceToSegment(s Stand, p, q Point) Length {
	f := s.frame()
	return Length(math.Sqrt(segmentToBase(&f, p, q)))
}

// segmentToBase is the squared distance from segment pq to the base, 0 when
// they touch (within Epsilon).
func segmentToBase(f *frame, p, q Point) float64 {
	pr, pf := f.local(float64(p.X), float64(p.Y))
	qr, qf := f.local(float64(q.X), float64(q.Y))
	eps := float64(Epsilon)
	// The base's own axes.
	if math.Min(pr, qr) > f.hw+eps || math.Max(pr, qr) < -f.hw-eps ||
		math.Min(pf, qf) > f.hd+eps || math.Max(pf, qf) < -f.hd-eps {
		return closest(f, pr, pf, qr, qf)
	}
	// The segment's normal: the corners all on one side of its line.
	nx, ny := -(qf - pf), qr-pr
	n := math.Hypot(nx, ny)
	if n == 0 {
		return f.outside(pr, pf) // a point
	}
	c := (nx*pr + ny*pf) / n
	rad := (f.hw*math.Abs(nx) + f.hd*math.Abs(ny)) / n
	if math.Abs(c) > rad+eps {
		return closest(f, pr, pf, qr, qf)
	}
	return 0
}

// closest is the squared distance between a segment (base-local ends) and
// a base it does not touch: the nearer of its ends to the base and of the
// base's corners to it.
func closest(f *frame, pr, pf, qr, qf float64) float64 {
	d := math.Min(f.outside(pr, pf), f.outside(qr, qf))
	for _, s := range cornerSigns {
		d = math.Min(d, pointSegment2(s[0]*f.hw, s[1]*f.hd, pr, pf, qr, qf))
	}
	return d
}

// pointSegment2 is the squared distance from (x, y) to the segment from
// (ax, ay) to (bx, by).
func pointSegment2(x, y, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	l2 := dx*dx + dy*dy
	t := 0.0
	if l2 > 0 {
		t = math.Max(0, math.Min(1, ((x-ax)*dx+(y-ay)*dy)/l2))
	}
	ex, ey := ax+t*dx-x, ay+t*dy-y
	return ex*ex + ey*ey
}

// DistanceToPoints is the distance from the base to a polyline (closed
// when ring is set): 0 when it touches the base.
func DistanceToPoints(s Stand, pts []Point, ring bool) Length {
	f := s.frame()
	best := math.Inf(1)
	forSegments(pts, ring, func(_ int, p, q Point) bool {
		best = math.Min(best, segmentToBase(&f, p, q))
		return best > 0
	})
	if len(pts) == 1 {
		best = segmentToBase(&f, pts[0], pts[0])
	}
	return Length(math.Sqrt(best))
}

// forSegments calls fn for each segment of a polyline (and the closing one
// of a ring) until it returns false.
func forSegments(pts []Point, ring bool, fn func(i int, p, q Point) bool) {
	n := len(pts) - 1
	if ring && len(pts) > 2 {
		n = len(pts)
	}
	for i := 0; i < n; i++ {
		if !fn(i, pts[i], pts[(i+1)%len(pts)]) {
			return
		}
	}
}

// Pair is how two stands stand to each other: the check a ruleset makes for
// every pair of stands on every move, in one pass.
type Pair struct {
	Distance Length // edge to edge
	Overlap  bool   // the bases overlap by more than Epsilon
	// InA is the arc of a (under a's arcs) that b's centre lies in, InB
	// the arc of b that a's centre lies in; -1 when the centres coincide.
	InA, InB int
}

// Relate is Distance, Overlaps and both stands' arcs at once, turning each
// stand's facing into axes only once.
func Relate(a, b Stand, arcsA, arcsB Arcs) Pair {
	fa, fb := a.frame(), b.frame()
	gap, d2 := relate(&fa, &fb)
	p := Pair{Overlap: gap < -float64(Epsilon)}
	if gap > float64(Epsilon) {
		p.Distance = Length(math.Sqrt(d2))
	}
	dx, dy := fb.cx-fa.cx, fb.cy-fa.cy
	p.InA = arcsA.ofBase(a.Base, dx*fa.rx+dy*fa.ry, dx*fa.fx+dy*fa.fy)
	p.InB = arcsB.ofBase(b.Base, -(dx*fb.rx + dy*fb.ry), -(dx*fb.fx + dy*fb.fy))
	return p
}
