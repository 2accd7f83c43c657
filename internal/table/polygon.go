package table

import "math"

// Inside reports whether p lies inside the polygon pts. The inside is open:
// a point within Epsilon of an edge is not inside.
func Inside(pts []Point, p Point) bool {
	if len(pts) < 3 || onBoundary(pts, p) {
		return false
	}
	// Crossing number: count the edges a ray due east from p crosses.
	in := false
	x, y := float64(p.X), float64(p.Y)
	for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
		xi, yi := float64(pts[i].X), float64(pts[i].Y)
		xj, yj := float64(pts[j].X), float64(pts[j].Y)
		if (yi > y) != (yj > y) && x < xi+(y-yi)*(xj-xi)/(yj-yi) {
			in = !in
		}
	}
	return in
}

// onBoundary reports whether p is within Epsilon of an edge of the ring.
func onBoundary(pts []Point, p Point) bool {
	e2 := float64(Epsilon) * float64(Epsilon)
	on := false
	forSegments(pts, true, func(_ int, a, b Point) bool {
		on = pointSegment2(float64(p.X), float64(p.Y), float64(a.X), float64(a.Y), float64(b.X), float64(b.Y)) <= e2
		return !on
	})
	return on
}

// SignedArea is the polygon's area in square millimetres, positive when its
// points run clockwise on the table (north up).
func SignedArea(pts []Point) float64 {
	s := 0.0
	for i := range pts {
		p, q := pts[i], pts[(i+1)%len(pts)]
		s += float64(p.X)*float64(q.Y) - float64(q.X)*float64(p.Y)
	}
	return s / 2
}

// Perimeter is the length of a polyline, closed when ring is set.
func Perimeter(pts []Point, ring bool) Length {
	var l Length
	forSegments(pts, ring, func(_ int, p, q Point) bool {
		l += p.Dist(q)
		return true
	})
	return l
}

// segmentsCross reports whether segments ab and cd share a point (within
// Epsilon).
func segmentsCross(a, b, c, d Point) bool {
	e2 := float64(Epsilon) * float64(Epsilon)
	ax, ay, bx, by := float64(a.X), float64(a.Y), float64(b.X), float64(b.Y)
	cx, cy, dx, dy := float64(c.X), float64(c.Y), float64(d.X), float64(d.Y)
	if pointSegment2(ax, ay, cx, cy, dx, dy) <= e2 || pointSegment2(bx, by, cx, cy, dx, dy) <= e2 ||
		pointSegment2(cx, cy, ax, ay, bx, by) <= e2 || pointSegment2(dx, dy, ax, ay, bx, by) <= e2 {
		return true
	}
	o := func(px, py, qx, qy, rx, ry float64) float64 { return (qx-px)*(ry-py) - (qy-py)*(rx-px) }
	d1, d2 := o(ax, ay, bx, by, cx, cy), o(ax, ay, bx, by, dx, dy)
	d3, d4 := o(cx, cy, dx, dy, ax, ay), o(cx, cy, dx, dy, bx, by)
	return d1*d2 < 0 && d3*d4 < 0
}

// SelfCrossing finds two segments of a polyline (a ring when ring is set)
// that meet though they are not neighbours, or neighbours that fold back
// over each other. It returns their indices, or -1, -1.
func SelfCrossing(pts []Point, ring bool) (int, int) {
	n := len(pts) - 1
	if ring {
		n = len(pts)
	}
	seg := func(i int) (Point, Point) { return pts[i], pts[(i+1)%len(pts)] }
	for i := 0; i < n; i++ {
		a, b := seg(i)
		for j := i + 1; j < n; j++ {
			c, d := seg(j)
			neighbours := j == i+1 || (ring && i == 0 && j == n-1)
			if !neighbours {
				if segmentsCross(a, b, c, d) {
					return i, j
				}
				continue
			}
			// Neighbours share one end; they must not run back along
			// each other.
			shared, far, other := b, a, d
			if ring && i == 0 && j == n-1 {
				shared, far, other = a, b, c
			}
			u, v := far.Sub(shared), other.Sub(shared)
			if math.Abs(u.Cross(v)) <= float64(Epsilon)*float64(u.Len()+v.Len()) && u.Dot(v) > 0 {
				return i, j
			}
		}
	}
	return -1, -1
}
