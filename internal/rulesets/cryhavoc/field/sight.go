package field

import (
	"herald/internal/board"
	"herald/internal/hex"
)

// How the line of sight is found exactly (§5.2). A thread is blocked only
// where an obstacle shows on both of its sides: inside a hex, across a
// hexside, along a hexside between two obstacles (the lighter hex counts),
// or squeezed at one point between obstacles on either side. So the threads
// that see form a closed set, and if one sees, one that sees can be slid
// and turned until it rests on two corners — of the two hexes, of an
// aperture, or of the hexes and hexsides that hinder. herald tries the
// line through every such pair of corners in the hull of the two hexes, and
// keeps the best: visible if any is, with the lightest cover among those
// that see (each cover class is the same question with more obstacles).

// sight answers LOS between two distinct hexes of the map.
func (f *Field) sight(v, t hex.Hex, aside bool) traceResult {
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	c := f.prepare(sc, v, t)
	c.aside = aside
	if c.adjacent {
		// Across a common hexside LOS always exists unless it is a wall
		// without aperture or a closed gate (§5.5), whatever the
		// elevation; the centres' line crosses only that hexside.
		d, _ := hex.DirectionTo(v, t)
		sd := f.sides[f.index(v)][d]
		if typ := sd.Type; typ != nil && !typ.Aperture {
			los := typ.LOS
			if typ.Opens && sd.Closed {
				los = typ.ClosedLOS
			}
			if los == board.Blocks && !typ.Lip {
				return traceResult{at: v, at2: t, onSide: true, name: typ.Name, rule: "5.5"}
			}
		}
		r, _ := f.judge(c, line{o: latCenter(v), d: latCenter(t).sub(latCenter(v))},
			&end{kind: endCentre, h: v}, &end{kind: endCentre, h: t})
		return r
	}
	centre := f.sit.AlternativeLOS
	kind := endHex
	if centre {
		kind = endCentre
	}
	sv, st := &end{kind: kind, h: v}, &end{kind: kind, h: t}
	cl := line{o: latCenter(v), d: latCenter(t).sub(latCenter(v))}
	best, _ := f.judge(c, cl, sv, st)
	if isClear(best) {
		return best
	}
	if !best.visible && (f.enclosed(c, v) || f.enclosed(c, t) || f.barred(c)) {
		return best
	}
	if !centre {
		c.corners()
		c.seen.reset()
		// First whether any thread sees, pinned at what may stop one;
		// then, if it must pass something giving cover, whether a thread
		// with lighter cover exists.
		if len(c.bverts) > 0 || !best.visible {
			best = f.pairs(c, sv, st, best, c.bverts)
		}
		if best.visible && !isClear(best) && best.cover > f.leastCover(c) && !f.barredAt(c, best.cover) {
			best = f.pairs(c, sv, st, best, c.verts)
		}
		if isClear(best) {
			return best
		}
	}
	return f.apertureThreads(c, best, kind)
}

func isClear(r traceResult) bool { return r.visible && r.cover == board.NoCover }

// pairs tries the line through every two of the ends' corners and the
// given corners in the hull: first those joining a corner of one end to a
// corner of the other, which settle most sightings. Lines already in
// c.seen (tried for these ends) are skipped.
func (f *Field) pairs(c *losCtx, s, g *end, best traceResult, verts []pt) traceResult {
	var buf [16]pt
	floor := f.leastCover(c)
	ns := len(s.corners(buf[:0]))
	ends := g.corners(s.corners(buf[:0]))
	pts := append(append(c.pts[:0], ends...), verts...)
	c.pts = pts
	try := func(a, b pt) bool {
		if a == b || !c.seen.add(a, b) {
			return false
		}
		if r, ok := f.judge(c, line{o: a, d: b.sub(a)}, s, g); ok {
			best = better(best, r)
		}
		// No thread into the target is lighter than its own terrain's
		// cover, and a thread that sees carries only its cover: one at
		// that floor is as good as the best the rest could give.
		return best.visible && best.cover <= floor
	}
	for i := 0; i < ns; i++ {
		for j := ns; j < len(ends); j++ {
			if try(pts[i], pts[j]) {
				return best
			}
		}
	}
	for i := range pts {
		for j := max(i+1, len(ends)); j < len(pts); j++ {
			if try(pts[i], pts[j]) {
				return best
			}
		}
		if i < ns {
			for j := i + 1; j < ns; j++ {
				if try(pts[i], pts[j]) {
					return best
				}
			}
		} else if i < len(ends) {
			for j := i + 1; j < len(ends); j++ {
				if try(pts[i], pts[j]) {
					return best
				}
			}
		}
	}
	return best
}

// around tries the lines through one fixed point (a hex centre under
// optional rule 22.4) and every corner.
func (f *Field) around(c *losCtx, o pt, s, g *end, best traceResult) traceResult {
	var buf [16]pt
	ends := g.corners(s.corners(buf[:0]))
	pts := append(append(c.pts[:0], ends...), c.verts...)
	c.pts = pts
	for _, x := range pts {
		if x == o {
			continue
		}
		if r, ok := f.judge(c, line{o: o, d: x.sub(o)}, s, g); ok {
			best = better(best, r)
			if isClear(best) {
				return best
			}
		}
	}
	return best
}

// apertureThreads tries threads from any point of an aperture beside
// either end (§5.2) to the other end: to any part of it, or only to its
// centre under optional rule 22.4, which leaves apertures as they are.
func (f *Field) apertureThreads(c *losCtx, best traceResult, kind int) traceResult {
	c.corners()
	v, t := c.v, c.t
	for k, here := range [2]hex.Hex{v, t} {
		other := t
		if k == 1 {
			other = v
		}
		i := f.index(here)
		for d := hex.N; d <= hex.NW; d++ {
			sd := f.sides[i][d]
			if sd.Type == nil || !sd.Type.Aperture || (sd.Type.Opens && sd.Closed) {
				continue
			}
			w := here.Neighbor(d)
			if w == other || !f.Contains(w) || !inFront(here, w, other) {
				continue
			}
			s, _ := hex.SideBetween(here, w)
			ci := edgeCorners[d]
			ap := &end{kind: endAperture, h: here, a: latCorner(here, ci[0]), b: latCorner(here, ci[1]), typ: sd.Type, side: s}
			far := &end{kind: kind, h: other}
			from, to := ap, far
			if k == 1 {
				from, to = far, ap
			}
			if kind == endCentre {
				best = f.around(c, latCenter(other), from, to, best)
			} else {
				c.seen.reset()
				best = f.pairs(c, from, to, best, c.bverts)
				if best.visible && !isClear(best) {
					best = f.pairs(c, from, to, best, c.verts)
				}
			}
			if isClear(best) {
				return best
			}
		}
	}
	return best
}

// leastCover is the cover the target's own terrain gives every thread into
// it (§6.5): none lighter can be found.
func (f *Field) leastCover(c *losCtx) board.CoverClass {
	tt := f.terrain(f.index(c.t))
	if tt == nil || (c.aside && tt.Cover.Directional) {
		return board.NoCover
	}
	cv := tt.Cover
	if !cv.Into || (cv.NotAdjacent && c.adjacent) || (cv.ElevationVoidsInto && c.lv > c.lt) || cv.AcrossLip || f.alongTrench(c.v, c.t) {
		return board.NoCover
	}
	return cv.Class
}

// lineSet remembers the lines tried for one question, so that a line
// through several corners is judged once.
type lineSet struct {
	keys []lineKey
	gen  []uint32
	cur  uint32
}

type lineKey struct{ a, b, c int64 }

func (s *lineSet) reset() {
	if len(s.keys) == 0 {
		s.keys, s.gen = make([]lineKey, 1<<12), make([]uint32, 1<<12)
	}
	s.cur++
	if s.cur == 0 {
		clear(s.gen)
		s.cur = 1
	}
}

// add reports whether the line through p and q is new.
func (s *lineSet) add(p, q pt) bool {
	a, b := q.y-p.y, p.x-q.x
	g := gcd(abs64(a), abs64(b))
	a, b = a/g, b/g
	if a < 0 || a == 0 && b < 0 {
		a, b = -a, -b
	}
	k := lineKey{a, b, a*p.x + b*p.y}
	h := uint64(k.a*73856093^k.b*19349663^k.c*83492791) & uint64(len(s.keys)-1)
	for n := 0; n < len(s.keys); n++ {
		i := (h + uint64(n)) & uint64(len(s.keys)-1)
		if s.gen[i] != s.cur {
			s.gen[i], s.keys[i] = s.cur, k
			return true
		}
		if s.keys[i] == k {
			return false
		}
	}
	return true // full: judge it again rather than fail
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}
