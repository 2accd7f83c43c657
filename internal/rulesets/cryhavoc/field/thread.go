package field

import (
	"sync"

	"herald/internal/board"
	"herald/internal/hex"
)

// The thread of §5.2 is checked on an integer lattice so that "exactly on a
// hexside" and "exactly through a corner" are exact: a hex centre is
// (3·col, 2·row − col&1) and its corners lie at (±2, 0) and (±1, ±1) from
// it, all scaled by latK. The map is only stretched, so which side of a line
// a point lies on, and where lines cross, are as on the printed map.
const latK = 256

type pt struct{ x, y int64 }

var cornerOff = [6]pt{{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}}

// edgeCorners are the corners bounding each side, by hex.Direction.
var edgeCorners = [6][2]int{{4, 5}, {5, 0}, {0, 1}, {1, 2}, {2, 3}, {3, 4}}

func latCenter(h hex.Hex) pt {
	return pt{int64(3*h.Col) * latK, int64(2*h.Row-(h.Col&1)) * latK}
}

func latCorner(h hex.Hex, i int) pt {
	c := latCenter(h)
	return pt{c.x + cornerOff[i].x*latK, c.y + cornerOff[i].y*latK}
}

// samplePoints are the places in a hex a thread may start or end: the
// centre and a point just inside each corner ("any part of the hex"). Each
// is moved a hair off the lattice so that threads do not run exactly
// through hex corners, where "which side" would be a matter of taste.
func samplePoints(h hex.Hex) [7]pt {
	c := latCenter(h)
	out := [7]pt{{c.x + 1, c.y + 3}}
	for i, o := range cornerOff {
		n := sampleNudge[i]
		out[i+1] = pt{c.x + o.x*(latK-6) + n.x, c.y + o.y*(latK-6) + n.y}
	}
	return out
}

var sampleNudge = [6]pt{{-1, 2}, {-2, -1}, {1, -2}, {2, 1}, {-1, 3}, {-3, 1}}

// orient is the sign of the turn a→b→p, computed as (b−a)×(p−a).
func orient(a, b, p pt) int {
	v := (b.x-a.x)*(p.y-a.y) - (b.y-a.y)*(p.x-a.x)
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// entersHex reports whether the open segment p–q passes through the
// interior of hex h (a touch at a corner or a run along a side does not).
func entersHex(p, q pt, h hex.Hex) bool {
	c := latCenter(h)
	ln, ld, un, ud := int64(0), int64(1), int64(1), int64(1)
	for i := 0; i < 6; i++ {
		a := pt{c.x + cornerOff[i].x*latK, c.y + cornerOff[i].y*latK}
		j := (i + 1) % 6
		b := pt{c.x + cornerOff[j].x*latK, c.y + cornerOff[j].y*latK}
		ex, ey := b.x-a.x, b.y-a.y
		in := ex*(c.y-a.y) - ey*(c.x-a.x)
		fp := ex*(p.y-a.y) - ey*(p.x-a.x)
		fq := ex*(q.y-a.y) - ey*(q.x-a.x)
		if in < 0 {
			fp, fq = -fp, -fq
		}
		switch {
		case fp > 0 && fq > 0:
		case fp <= 0 && fq <= 0:
			return false
		case fp > 0: // leaves this half-plane at t = fp/(fp−fq)
			if n, d := fp, fp-fq; n*ud < un*d {
				un, ud = n, d
			}
		default: // enters it at t = −fp/(fq−fp)
			if n, d := -fp, fq-fp; n*ld > ln*d {
				ln, ld = n, d
			}
		}
	}
	return ln*ud < un*ld
}

// relation of a thread to a hexside segment.
type relation int

const (
	apart   relation = iota
	crosses          // through the inside of the hexside
	touches          // through one of its corners
	along            // lying on it
)

// relate classifies the open segment p–q against the hexside a–b; at is
// the corner touched.
func relate(p, q, a, b pt) (relation, pt) {
	if max(a.x, b.x) < min(p.x, q.x) || min(a.x, b.x) > max(p.x, q.x) ||
		max(a.y, b.y) < min(p.y, q.y) || min(a.y, b.y) > max(p.y, q.y) {
		return apart, pt{}
	}
	d1, d2 := orient(p, q, a), orient(p, q, b)
	if d1 == 0 && d2 == 0 {
		if between(p, q, a) || between(p, q, b) || between(a, b, p) || between(a, b, q) {
			return along, pt{}
		}
		return apart, pt{}
	}
	d3, d4 := orient(a, b, p), orient(a, b, q)
	if d1*d2 < 0 && d3*d4 < 0 {
		return crosses, pt{}
	}
	if d1 == 0 && between(p, q, a) {
		return touches, a
	}
	if d2 == 0 && between(p, q, b) {
		return touches, b
	}
	return apart, pt{}
}

// between: x lies strictly inside the segment p–q (x on its line).
func between(p, q, x pt) bool {
	return (x.x-p.x)*(q.x-p.x)+(x.y-p.y)*(q.y-p.y) > 0 &&
		(x.x-q.x)*(p.x-q.x)+(x.y-q.y)*(p.y-q.y) > 0
}

// edge is a hexside with a feature near the line of sight.
type edge struct {
	a, b hex.Hex
	pa   pt
	pb   pt
	side board.Side
}

// scratch holds the hexes and hexsides a line of sight may meet.
type scratch struct {
	mark  []uint32
	gen   uint32
	hexes []int // hex indices that can hinder or block
	all   []int
	edges []edge
	steps []hex.Step
}

var scratchPool = sync.Pool{New: func() any { return &scratch{} }}

// gather collects, for a line from v to t, the hexes within one hex of the
// centre line that matter to LOS and the featured hexsides among them.
func (f *Field) gather(sc *scratch, v, t hex.Hex) {
	if len(sc.mark) != len(f.on) {
		sc.mark = make([]uint32, len(f.on))
		sc.gen = 0
	}
	sc.gen++
	if sc.gen == 0 {
		clear(sc.mark)
		sc.gen = 1
	}
	sc.hexes, sc.all, sc.edges = sc.hexes[:0], sc.all[:0], sc.edges[:0]
	sc.steps = hex.AppendLine(sc.steps[:0], v, t)
	addIdx := func(i int) {
		if i < 0 || sc.mark[i] == sc.gen || !f.on[i] {
			return
		}
		sc.mark[i] = sc.gen
		sc.all = append(sc.all, i)
	}
	band := func(x hex.Hex) {
		if !f.inBox(x) {
			return
		}
		i := f.index(x)
		addIdx(i)
		for d := 0; d < 6; d++ {
			addIdx(int(f.nbr[i*6+d]))
		}
	}
	for _, s := range sc.steps {
		band(s.Hex)
		if s.Split {
			band(s.Alt)
		}
	}
	low := min(f.Level(v), f.Level(t))
	vi, ti := f.index(v), f.index(t)
	for _, i := range sc.all {
		x := f.hexAt(i)
		for d := hex.N; d <= hex.NW; d++ {
			sd := f.sides[i][d]
			if sd.Type == nil {
				continue
			}
			j := int(f.nbr[i*6+int(d)])
			if j >= 0 && sc.mark[j] == sc.gen && j < i {
				continue // the neighbour lists it
			}
			ci := edgeCorners[d]
			sc.edges = append(sc.edges, edge{a: x, b: x.Neighbor(d), pa: latCorner(x, ci[0]), pb: latCorner(x, ci[1]), side: sd})
		}
		if i == vi || i == ti {
			continue
		}
		if f.seeing(i) || f.cells[i].Elevation > low {
			sc.hexes = append(sc.hexes, i)
		}
	}
}

// aperture is the window (or hexside door, arrow slit) a thread starts or
// ends on, beside the viewer or the target.
type aperture struct {
	on   bool
	side hex.Hexside
	typ  *board.HexsideType
}

// threadSight is the standard LOS of §5.2: from any part of the viewer's
// hex to any part of the target's, and from any point of an aperture
// beside either of them.
func (f *Field) threadSight(v, t hex.Hex) traceResult {
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	f.gather(sc, v, t)
	if hex.Adjacent(v, t) {
		// Across a common hexside LOS always exists unless it is a wall
		// without aperture or a closed gate (§5.5); the centres' thread
		// crosses only that hexside.
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
		return f.segment(sc, v, t, latCenter(v), latCenter(t), aperture{})
	}
	pv, pts := samplePoints(v), samplePoints(t)
	var best traceResult
	first := true
	for _, p := range pv {
		for _, q := range pts {
			r := f.segment(sc, v, t, p, q, aperture{})
			if first {
				best, first = r, false
			} else {
				best = better(best, r)
			}
			if best.visible && best.cover == board.NoCover {
				return best
			}
		}
	}
	return f.apertureThreads(sc, v, t, best, false)
}

// apertureThreads tries threads from points along an aperture beside either
// end (§5.2) to the other end: to any part of it, or only to its centre
// under optional rule 22.4, which leaves apertures as they are.
func (f *Field) apertureThreads(sc *scratch, v, t hex.Hex, best traceResult, centreOnly bool) traceResult {
	for k, end := range [2]hex.Hex{v, t} {
		other := t
		if k == 1 {
			other = v
		}
		i := f.index(end)
		for d := hex.N; d <= hex.NW; d++ {
			sd := f.sides[i][d]
			if sd.Type == nil || !sd.Type.Aperture || (sd.Type.Opens && sd.Closed) {
				continue
			}
			w := end.Neighbor(d)
			if w == other || !f.Contains(w) || !inFront(end, w, other) {
				continue
			}
			s, _ := hex.SideBetween(end, w)
			ap := aperture{on: true, side: s, typ: sd.Type}
			ci := edgeCorners[d]
			a, b := latCorner(end, ci[0]), latCorner(end, ci[1])
			// Points along the aperture, off its corners.
			step := pt{(b.x - a.x) / latK, (b.y - a.y) / latK}
			starts := [3]pt{
				{a.x + 5*step.x, a.y + 5*step.y},
				{a.x + 131*step.x, a.y + 131*step.y},
				{a.x + 250*step.x, a.y + 250*step.y},
			}
			targets := samplePoints(other)
			n := len(targets)
			if centreOnly {
				targets[0], n = latCenter(other), 1
			}
			for _, p := range starts {
				for _, q := range targets[:n] {
					var r traceResult
					if k == 0 {
						r = f.segment(sc, v, t, p, q, ap)
					} else {
						r = f.segment(sc, v, t, q, p, ap)
					}
					best = better(best, r)
					if best.visible && best.cover == board.NoCover {
						return best
					}
				}
			}
		}
	}
	return best
}

// segment judges one thread p→q from viewer v to target t by the rules of
// §5 and §6.5. ap is the aperture the thread starts or ends on, if any.
func (f *Field) segment(sc *scratch, v, t hex.Hex, p, q pt, ap aperture) traceResult {
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
	apertures := 0
	if ap.on {
		apertures = 1
		if ap.typ.Cover.Through && (!ap.typ.Cover.NotAdjacent || !ap.side.Has(v)) {
			raise(ap.typ.Cover.Class)
		}
	}
	lipIntoTarget := false
	// Corners the thread passes exactly through, with the walls meeting
	// there on its left (1) and right (2): walls on both sides stop it.
	var corners [8]struct {
		at    pt
		sides int
	}
	nc := 0
	for k := range sc.edges {
		e := &sc.edges[k]
		rel, at := relate(p, q, e.pa, e.pb)
		if rel == apart || rel == along {
			continue
		}
		typ := e.side.Type
		los, cls := typ.LOS, typ.Cover.Class
		closed := typ.Opens && e.side.Closed
		if closed {
			los, cls = typ.ClosedLOS, typ.ClosedCover
		}
		s, _ := hex.SideBetween(e.a, e.b)
		walls := closed && los == board.Blocks
		if !walls && !typ.Aperture && !typ.Lip && los == board.Blocks {
			roofed := f.buildingWall(e.a, e.b)
			// From higher ground a wall stops only what is close behind
			// it, and never lets a line through a roof (§5.6).
			walls = lv == lt || roofed || sideDist2(low, e.a, e.b) < sideDist2(high, e.a, e.b)
		}
		if rel == touches {
			if walls {
				side := 1
				if orient(p, q, e.pb) < 0 || (at == e.pb && orient(p, q, e.pa) < 0) {
					side = 2
				}
				found := false
				for c := 0; c < nc; c++ {
					if corners[c].at == at {
						corners[c].sides |= side
						found = true
						if corners[c].sides == 3 {
							return traceResult{at: e.a, at2: e.b, onSide: true, name: typ.Name, post: " meets another wall where the line passes", rule: "5.5"}
						}
					}
				}
				if !found && nc < len(corners) {
					corners[nc].at, corners[nc].sides = at, side
					nc++
				}
			}
			continue
		}
		switch {
		case walls && closed:
			return traceResult{at: e.a, at2: e.b, onSide: true, pre: "closed ", name: typ.Name, rule: "5.5"}
		case walls:
			return traceResult{at: e.a, at2: e.b, onSide: true, name: typ.Name, rule: "5.5"}
		case typ.Aperture:
			apertures++
			if apertures > 1 {
				return traceResult{at: e.a, at2: e.b, onSide: true, name: "no one sees through two apertures at once", rule: "5.5"}
			}
			if !s.Has(v) && !s.Has(t) {
				return traceResult{at: e.a, at2: e.b, onSide: true, pre: "through a ", name: typ.Name, post: " one sees only the hex just beyond it", rule: "5.5"}
			}
			if typ.Cover.Through && (!typ.Cover.NotAdjacent || !s.Has(v)) {
				raise(cls)
			}
		case typ.Lip:
			if s.Has(t) {
				lipIntoTarget = true
			}
			if lv != lt && !s.Has(low) && sideDist2(low, e.a, e.b) < sideDist2(high, e.a, e.b) {
				return traceResult{at: e.a, at2: e.b, onSide: true, pre: "the ", name: typ.Name, post: " is closer to the lower unit than to the higher", rule: "5.62"}
			}
		case los == board.Hinders || cls > board.NoCover:
			if typ.Cover.Through && !(typ.Cover.NotAdjacent && s.Has(v)) &&
				!(typ.Cover.ElevationVoidsThrough && lv > lt) {
				raise(cls)
			}
		}
	}
	characters := false
	for _, bi := range sc.hexes {
		b := f.hexAt(bi)
		if !entersHex(p, q, b) {
			continue
		}
		if lb := f.cells[bi].Elevation; lb > lv && lb > lt {
			return traceResult{at: b, name: "higher ground between", rule: "5.6"}
		}
		blocker, people := f.between(bi, lv, v, t, raise)
		if blocker != nil {
			return traceResult{at: b, name: blocker.Name, rule: "5.5"}
		}
		characters = characters || people
	}
	f.intoTarget(t, adjacent, lipIntoTarget, lv, lt, characters, func() hex.Hex { return f.entryHex(p, q, t) }, raise)
	if cover == board.Infinite {
		return traceResult{at: t, name: "infinite cover", rule: "6.5"}
	}
	return traceResult{visible: true, cover: cover}
}

// entryHex is the neighbour of t whose hexside the thread crosses last.
func (f *Field) entryHex(p, q pt, t hex.Hex) hex.Hex {
	for d := hex.N; d <= hex.NW; d++ {
		ci := edgeCorners[d]
		if rel, _ := relate(p, q, latCorner(t, ci[0]), latCorner(t, ci[1])); rel == crosses || rel == touches {
			return t.Neighbor(d)
		}
	}
	return t
}

// buildingWall: a wall beside a roofed hex or a door hex belongs to a
// building and blocks at every elevation (§16.15: a roof keeps its walls'
// infinite cover; a door hex is part of its building).
func (f *Field) buildingWall(a, b hex.Hex) bool {
	for _, x := range [2]hex.Hex{a, b} {
		if t := f.terrain(f.index(x)); t != nil && (t.Roofed || t.Door) {
			return true
		}
	}
	return false
}
