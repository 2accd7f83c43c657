package field

import (
	"herald/internal/board"
	"herald/internal/hex"
)

// end is where a thread may start or finish: a whole hex (§5.2), a hex's
// centre (optional rule 22.4) or the hexside of an aperture (§5.2).
type end struct {
	kind int // endHex, endCentre, endAperture
	h    hex.Hex
	a, b pt // the aperture's corners
	typ  *board.HexsideType
	side hex.Hexside
}

const (
	endHex = iota
	endCentre
	endAperture
)

// chordOf cuts the line with an end.
func (e *end) chordOf(l line) chord {
	switch e.kind {
	case endHex:
		return l.hexChord(latCenter(e.h))
	case endCentre:
		c := latCenter(e.h)
		if l.side(c) != 0 {
			return chord{}
		}
		t := l.at(c)
		return chord{lo: t, hi: t, ok: true, along: -1}
	}
	return l.segChord(e.a, e.b)
}

// meets reports whether the line touches the end at all: a quick test
// before the exact cut.
func (e *end) meets(l line) bool {
	if e.kind != endHex {
		return true
	}
	c := latCenter(e.h)
	base := cross(l.d, c.sub(l.o))
	pos, neg := false, false
	for _, o := range cornerOff {
		switch v := base + cross(l.d, o); {
		case v > 0:
			pos = true
		case v < 0:
			neg = true
		default:
			return true
		}
	}
	return pos && neg
}

// corners lists the points a thread from this end may be pinned at.
func (e *end) corners(buf []pt) []pt {
	switch e.kind {
	case endHex:
		for i := 0; i < 6; i++ {
			buf = append(buf, latCorner(e.h, i))
		}
		return buf
	case endCentre:
		return append(buf, latCenter(e.h))
	}
	return append(buf, e.a, e.b)
}

// weight is what one thing touching a thread at a corner would do to it if
// the thread passed on its side: stop it (res says why) or give cover.
type weight struct {
	block bool
	cover board.CoverClass
	res   traceResult
}

func (w weight) heavier(o weight) bool {
	if w.block != o.block {
		return w.block
	}
	return w.cover > o.cover
}

// touch is a hexside or hex meeting the thread at one corner only, lying
// on one side of it.
type touch struct {
	at   pt
	side int
	w    weight
}

func edgeWeight(e *edgeItem) weight {
	w := weight{cover: e.cover}
	switch {
	case e.wall:
		w.block, w.res = true, traceResult{at: e.a, at2: e.b, onSide: true, pre: e.pre, name: e.name, rule: e.rule}
	case e.lipBlocks:
		w.block, w.res = true, traceResult{at: e.a, at2: e.b, onSide: true, pre: "the ", name: e.name, post: " is closer to the lower unit than to the higher", rule: "5.62"}
	case e.aperture && !e.beside:
		w.block, w.res = true, traceResult{at: e.a, at2: e.b, onSide: true, pre: "through a ", name: e.name, post: " one sees only the hex just beyond it", rule: "5.5"}
	}
	return w
}

func hexWeight(it *hexItem) weight {
	return weight{block: it.eff.block, cover: it.eff.cover, res: traceResult{at: it.h, name: it.eff.name, rule: it.eff.rule}}
}

// judge decides the thread on line l between ends s (the viewer's) and g
// (the target's), by §5 and §6.5. ok is false when the line does not join
// the two ends.
func (f *Field) judge(c *losCtx, l line, s, g *end) (traceResult, bool) {
	if !s.meets(l) || !g.meets(l) {
		return traceResult{}, false
	}
	cs, cg := s.chordOf(l), g.chordOf(l)
	if !cs.ok || !cg.ok {
		return traceResult{}, false
	}
	if !cs.hi.less(cg.lo) {
		if !cg.hi.less(cs.lo) {
			return traceResult{}, false
		}
		l.d = pt{-l.d.x, -l.d.y}
		cs = chord{lo: rat{-cs.hi.n, cs.hi.d}, hi: rat{-cs.lo.n, cs.lo.d}, ok: true, along: cs.along}
		cg = chord{lo: rat{-cg.hi.n, cg.hi.d}, hi: rat{-cg.lo.n, cg.lo.d}, ok: true, along: cg.along}
	}
	p, q := cs.hi, cg.lo // the thread runs from p to q
	within := func(t rat) bool { return p.cmp(t) <= 0 && t.cmp(q) <= 0 }
	// An end hex the line only grazes (at a corner or along a side): the
	// thread must leave or reach it on that side.
	grazeS := s.kind == endHex && (cs.along >= 0 || cs.lo.cmp(cs.hi) == 0)
	grazeG := g.kind == endHex && (cg.along >= 0 || cg.lo.cmp(cg.hi) == 0)
	cover := board.NoCover
	raise := func(cl board.CoverClass) {
		if cl > cover {
			cover = cl
		}
	}
	apertures := 0
	for _, e := range [2]*end{s, g} {
		if e.kind == endAperture {
			apertures++
			if e.typ.Cover.Through && (!e.typ.Cover.NotAdjacent || !e.side.Has(c.v)) {
				raise(e.typ.Cover.Class)
			}
		}
	}
	touches := c.touches[:0]
	var linkBuf [4][2]pt
	links := linkBuf[:0]
	defer func() { c.touches = touches[:0] }()
	// What stopped the last thread tried often stops this one too.
	if k := c.killer; k > 0 {
		it := &c.hexes[k-1]
		if ch := l.hexChord(it.c); ch.ok && ch.along < 0 && ch.lo.less(ch.hi) && ch.lo.less(q) && p.less(ch.hi) {
			return traceResult{at: it.h, name: it.eff.name, rule: it.eff.rule}, true
		}
	} else if k < 0 {
		e := &c.edges[-k-1]
		if sa, sb := l.side(e.pa), l.side(e.pb); sa*sb < 0 && !onEnd(s, e) && !onEnd(g, e) && within(l.crossAt(e.pa, e.pb)) {
			return edgeWeight(e).res, true
		}
	}
	lipIntoTarget := false
	for k := range c.edges {
		e := &c.edges[k]
		if onEnd(s, e) || onEnd(g, e) {
			continue // the aperture the thread starts or ends on
		}
		sa, sb := l.side(e.pa), l.side(e.pb)
		switch {
		case sa == 0 && sb == 0:
			// Along it: the thread lies just beside it, on the same side
			// at both its ends.
			ta, tb := l.at(e.pa), l.at(e.pb)
			if tb.less(ta) {
				ta, tb = tb, ta
			}
			if ta.less(q) && p.less(tb) {
				links = append(links, [2]pt{e.pa, e.pb})
			}
			continue
		case sa == sb:
			continue
		case sa == 0 || sb == 0:
			at, far, side := e.pa, e.pb, sb
			if sb == 0 {
				at, far, side = e.pb, e.pa, sa
			}
			t := l.at(at)
			if !within(t) {
				continue
			}
			// The sides of an end hex the line only grazes are judged
			// below, at the corner where the thread leaves or reaches it.
			if (t.cmp(p) == 0 && grazeS && (e.a == s.h || e.b == s.h)) ||
				(t.cmp(q) == 0 && grazeG && (e.a == g.h || e.b == g.h)) {
				_ = far
				continue
			}
			touches = append(touches, touch{at: at, side: side, w: edgeWeight(e)})
			continue
		}
		if !within(l.crossAt(e.pa, e.pb)) {
			continue
		}
		switch {
		case e.wall || e.lipBlocks:
			c.killer = -k - 1
			return edgeWeight(e).res, true
		case e.aperture:
			apertures++
			if apertures > 1 {
				return traceResult{at: e.a, at2: e.b, onSide: true, name: "no one sees through two apertures at once", rule: "5.5"}, true
			}
			if !e.beside {
				c.killer = -k - 1
				return edgeWeight(e).res, true
			}
			raise(e.cover)
		default:
			if e.lipOfTarget {
				lipIntoTarget = true
			}
			raise(e.cover)
		}
	}
	for k := range c.hexes {
		it := &c.hexes[k]
		ch := l.hexChord(it.c)
		if !ch.ok {
			continue
		}
		switch {
		case ch.along >= 0:
			ci := edgeCorners[ch.along]
			a, b := latCorner(it.h, ci[0]), latCorner(it.h, ci[1])
			ta, tb := l.at(a), l.at(b)
			if tb.less(ta) {
				ta, tb = tb, ta
			}
			lo, hi := ta, tb
			if lo.less(p) {
				lo = p
			}
			if q.less(hi) {
				hi = q
			}
			side := l.side(it.c)
			for _, x := range [2]pt{a, b} {
				if within(l.at(x)) {
					touches = append(touches, touch{at: x, side: side, w: hexWeight(it)})
				}
			}
			if !lo.less(hi) {
				continue
			}
			// Along a hexside the lighter hex counts (§5.5).
			nb := it.h.Neighbor(hex.Direction(ch.along))
			eff := effect{block: true, name: "the line leaves the map", rule: "5.2"}
			if f.inBox(nb) {
				eff = f.hexEffect(c, f.index(nb))
			}
			if eff.heavier(it.eff) {
				eff = it.eff
			}
			if eff.block {
				return traceResult{at: it.h, name: eff.name, rule: eff.rule}, true
			}
			raise(eff.cover)
		case ch.lo.cmp(ch.hi) == 0:
			if !within(ch.lo) {
				continue
			}
			for i := 0; i < 6; i++ {
				if x := latCorner(it.h, i); l.side(x) == 0 {
					touches = append(touches, touch{at: x, side: l.side(it.c), w: hexWeight(it)})
					break
				}
			}
		case ch.lo.less(q) && p.less(ch.hi):
			if it.eff.block {
				c.killer = k + 1
				return traceResult{at: it.h, name: it.eff.name, rule: it.eff.rule}, true
			}
			raise(it.eff.cover)
		}
	}
	// An end hex the line only grazes: a thread a hair over on its side
	// cuts its corner, leaving the viewer's hex across the side it meets
	// last, entering the target's across the side it meets first.
	for k, e := range [2]*end{s, g} {
		if k == 0 && !grazeS || k == 1 && !grazeG {
			continue
		}
		at := p
		if k == 1 {
			at = q
		}
		for i := 0; i < 6; i++ {
			x := latCorner(e.h, i)
			if l.side(x) != 0 || l.at(x).cmp(at) != 0 {
				continue
			}
			best, bestDot, found := hex.Direction(0), int64(0), false
			for _, d := range cornerSides[i] {
				ci := edgeCorners[d]
				far := latCorner(e.h, ci[0])
				if far == x {
					far = latCorner(e.h, ci[1])
				}
				if l.side(far) == 0 {
					continue // along it
				}
				dv := dot(far.sub(x), l.d)
				if k == 1 {
					dv = -dv
				}
				if !found || dv > bestDot {
					best, bestDot, found = d, dv, true
				}
			}
			if !found {
				continue
			}
			if it, ok := f.ownSide(c, e.h, best); ok {
				ci := edgeCorners[best]
				far := latCorner(e.h, ci[0])
				if far == x {
					far = latCorner(e.h, ci[1])
				}
				touches = append(touches, touch{at: x, side: l.side(far), w: edgeWeight(&it)})
			}
		}
	}
	// At a corner the thread passes, the things meeting there lie on its
	// two sides; a thread a hair to one side would cross those on that
	// side. The lighter side counts, as along a hexside (§5.5); obstacles
	// on both sides stop it (§5.2: they show on both sides of the thread).
	// Where the thread runs along a hexside feature, it keeps to one side
	// of it at both its ends.
	sides := func(at pt) (left, right weight, forced int) {
		for j := range touches {
			if t := &touches[j]; t.at == at {
				if t.side > 0 && t.w.heavier(left) {
					left = t.w
				} else if t.side < 0 && t.w.heavier(right) {
					right = t.w
				}
			}
		}
		t := l.at(at)
		switch {
		case t.cmp(p) == 0 && grazeS:
			forced = l.side(latCenter(s.h))
		case t.cmp(q) == 0 && grazeG:
			forced = l.side(latCenter(g.h))
		}
		return left, right, forced
	}
	choose := func(left, right weight, forced int) weight {
		switch {
		case forced > 0:
			return left
		case forced < 0 || left.heavier(right):
			return right
		}
		return left
	}
	var done [8]pt
	nd := 0
	for _, k := range links {
		la, ra, fa := sides(k[0])
		lb, rb, fb := sides(k[1])
		if !within(l.at(k[0])) {
			la, ra, fa = weight{}, weight{}, 0
		}
		if !within(l.at(k[1])) {
			lb, rb, fb = weight{}, weight{}, 0
		}
		if lb.heavier(la) {
			la = lb
		}
		if rb.heavier(ra) {
			ra = rb
		}
		w := choose(la, ra, fa+fb)
		if w.block {
			return w.res, true
		}
		raise(w.cover)
		if nd+2 <= len(done) {
			done[nd], done[nd+1] = k[0], k[1]
			nd += 2
		}
	}
	for i := range touches {
		at := touches[i].at
		seen := false
		for j := 0; j < i && !seen; j++ {
			seen = touches[j].at == at
		}
		for j := 0; j < nd && !seen; j++ {
			seen = done[j] == at
		}
		if seen {
			continue
		}
		w := choose(sides(at))
		if w.block {
			return w.res, true
		}
		raise(w.cover)
	}
	t := g.h
	f.intoTarget(c.v, t, c.adjacent, lipIntoTarget, c.aside, c.lv, c.lt, false, func() hex.Hex { return f.entryHex(l, q, t) }, raise)
	if cover == board.Infinite {
		return traceResult{at: t, name: "infinite cover", rule: "6.5"}, true
	}
	return traceResult{visible: true, cover: cover}, true
}

// ownSide is the feature on the side of x facing d, judged for this
// thread; ok is false for a plain hexside.
func (f *Field) ownSide(c *losCtx, x hex.Hex, d hex.Direction) (edgeItem, bool) {
	sd := f.sides[f.index(x)][d]
	if sd.Type == nil {
		return edgeItem{}, false
	}
	ci := edgeCorners[d]
	return f.classify(c, x, x.Neighbor(d), sd, latCorner(x, ci[0]), latCorner(x, ci[1])), true
}

// entryHex is the neighbour of t the thread comes in from: across the side
// it crosses, else the hex it passes just before reaching t.
func (f *Field) entryHex(l line, q rat, t hex.Hex) hex.Hex {
	touched := t
	for d := hex.N; d <= hex.NW; d++ {
		ci := edgeCorners[d]
		a, b := latCorner(t, ci[0]), latCorner(t, ci[1])
		sa, sb := l.side(a), l.side(b)
		switch {
		case sa != 0 && sb != 0 && sa != sb:
			if l.crossAt(a, b).cmp(q) == 0 {
				return t.Neighbor(d)
			}
		case sa == 0 || sb == 0:
			n := t.Neighbor(d)
			if ch := l.hexChord(latCenter(n)); ch.ok && ch.along < 0 && ch.lo.less(ch.hi) && ch.hi.cmp(q) == 0 {
				return n
			}
			if touched == t && !(sa == 0 && sb == 0) {
				touched = n
			}
		}
	}
	return touched
}

// onEnd: e is the aperture the thread starts or ends on.
func onEnd(x *end, e *edgeItem) bool {
	return x.kind == endAperture && x.side.Has(e.a) && x.side.Has(e.b)
}
