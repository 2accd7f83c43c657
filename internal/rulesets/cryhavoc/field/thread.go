package field

import (
	"sync"

	"herald/internal/board"
	"herald/internal/hex"
)

// effect is what one hex does to a thread through it: block it, or give
// cover (characters in it count as light cover on the same level, §6.54).
type effect struct {
	block      bool
	name, rule string
	cover      board.CoverClass
}

// heavier orders effects: a block is the heaviest.
func (e effect) heavier(o effect) bool {
	if e.block != o.block {
		return e.block
	}
	return e.cover > o.cover
}

// hexItem is a hex near the line with an effect on it.
type hexItem struct {
	h   hex.Hex
	c   pt
	eff effect
}

// edgeItem is a hexside near the line with a feature on it, judged for
// this viewer and target.
type edgeItem struct {
	a, b   hex.Hex
	pa, pb pt
	// wall: a thread crossing it, or pinched against one of its ends, is
	// stopped.
	wall            bool
	pre, name, post string
	rule            string
	aperture        bool
	beside          bool // an aperture with the viewer or target in one of its hexes
	cover           board.CoverClass
	lipOfTarget     bool
	lipBlocks       bool
}

// losCtx is one question "what does v see of t", prepared once for all the
// threads tried.
type losCtx struct {
	v, t     hex.Hex
	lv, lt   int
	low      int
	adjacent bool
	// aside: the target's one-sided terrain cover faces away (§6.53).
	aside bool
	hexes []hexItem
	edges []edgeItem
	verts []pt
	// bverts are the corners of what may stop a thread (a subset of verts).
	bverts  []pt
	pts     []pt
	touches []touch
	// bar, parent, sides: scratch of barred.
	bar         []pt
	links       [][2]pt
	parent      []int32
	sides       []uint8
	hl          hull
	cornersDone bool
	// seen: the lines tried.
	seen lineSet
	// killer is what stopped the last thread: 1 + a hex item, −1 − an
	// edge item, or 0.
	killer int
}

// scratch is the reusable memory of one question.
type scratch struct {
	ctx  losCtx
	mark []uint32
	gen  uint32
}

var scratchPool = sync.Pool{New: func() any { return &scratch{} }}

// hexEffect is what hex index i does to a thread from v to t passing
// through it.
func (f *Field) hexEffect(c *losCtx, i int) effect {
	x := f.hexAt(i)
	if x == c.v || x == c.t {
		return effect{}
	}
	if !f.on[i] {
		return effect{block: true, name: "the line leaves the map", rule: "5.2"}
	}
	if lb := f.cells[i].Elevation; lb > c.lv && lb > c.lt {
		return effect{block: true, name: "higher ground between", rule: "5.6"}
	}
	var e effect
	blocker, people := f.between(i, c.lv, c.v, c.t, func(cl board.CoverClass) {
		if cl > e.cover {
			e.cover = cl
		}
	})
	if blocker != nil {
		return effect{block: true, name: blocker.Name, rule: "5.5"}
	}
	if people && c.lv == c.lt && e.cover < board.Light {
		e.cover = board.Light // §6.54
	}
	return e
}

// prepare fills the context for v and t: the hexes and hexsides that may
// touch a thread between them (those touching the hull of the two hexes),
// and the corners threads may be pinned at.
func (f *Field) prepare(sc *scratch, v, t hex.Hex) *losCtx {
	c := &sc.ctx
	*c = losCtx{v: v, t: t, lv: f.Level(v), lt: f.Level(t), adjacent: hex.Adjacent(v, t),
		hexes: c.hexes[:0], edges: c.edges[:0], verts: c.verts[:0], bverts: c.bverts[:0], pts: c.pts, touches: c.touches[:0],
		bar: c.bar, links: c.links, seen: c.seen, parent: c.parent, sides: c.sides}
	c.low = min(c.lv, c.lt)
	if len(sc.mark) != len(f.on) {
		sc.mark = make([]uint32, len(f.on))
		sc.gen = 0
	}
	sc.gen++
	if sc.gen == 0 {
		clear(sc.mark)
		sc.gen = 1
	}
	cv, ct := latCenter(v), latCenter(t)
	hl := newHull(cv, ct)
	// A hex touching the hull has its centre within this box.
	bx0, bx1 := min(cv.x, ct.x)-4, max(cv.x, ct.x)+4
	by0, by1 := min(cv.y, ct.y)-2, max(cv.y, ct.y)+2
	consider := func(i int) {
		if sc.mark[i] == sc.gen {
			return
		}
		sc.mark[i] = sc.gen
		x := f.hexAt(i)
		if p := latCenter(x); p.x < bx0 || p.x > bx1 || p.y < by0 || p.y > by1 || !hl.near(p) {
			return
		}
		if x != v && x != t {
			if e := f.hexEffect(c, i); e.block || e.cover > board.NoCover {
				c.hexes = append(c.hexes, hexItem{h: x, c: latCenter(x), eff: e})
			}
		}
		if !f.on[i] {
			return
		}
		for d := hex.N; d <= hex.NW; d++ {
			sd := f.sides[i][d]
			if sd.Type == nil {
				continue
			}
			j := int(f.nbr[i*6+int(d)])
			if j >= 0 && f.on[j] && j < i {
				continue // listed with the neighbour
			}
			ci := edgeCorners[d]
			c.edges = append(c.edges, f.classify(c, x, x.Neighbor(d), sd, latCorner(x, ci[0]), latCorner(x, ci[1])))
		}
	}
	lo, hi := min(v.Col, t.Col)-2, max(v.Col, t.Col)+2
	for col := max(lo-f.col0, 0); col <= min(hi-f.col0, f.cols-1); col++ {
		for _, i := range f.g.losCols[col] {
			consider(int(i))
		}
	}
	for _, sp := range f.spots {
		if x := f.hexAt(int(sp.hex)); x.Col >= lo && x.Col <= hi {
			consider(int(sp.hex))
		}
	}
	for _, x := range [2]hex.Hex{v, t} {
		consider(f.index(x))
	}
	c.hl = hl
	return c
}

// corners fills verts and bverts, the corners threads may be pinned at,
// once a search needs them.
func (c *losCtx) corners() {
	if c.cornersDone {
		return
	}
	c.cornersDone = true
	hl := &c.hl
	// Corners of everything in the hull; bverts only of what may stop a
	// thread.
	add := func(p pt, stops bool) {
		if hl.has(p) {
			c.verts = append(c.verts, p)
			if stops {
				c.bverts = append(c.bverts, p)
			}
		}
	}
	for k := range c.hexes {
		for i := 0; i < 6; i++ {
			add(pt{c.hexes[k].c.x + cornerOff[i].x, c.hexes[k].c.y + cornerOff[i].y}, c.hexes[k].eff.block)
		}
	}
	for k := range c.edges {
		e := &c.edges[k]
		stops := e.wall || e.lipBlocks || e.aperture
		add(e.pa, stops)
		add(e.pb, stops)
	}
	c.bverts = dedupe(c.bverts)
	c.verts = dedupe(c.verts)
}

// dedupe sorts and removes repeated corners.
func dedupe(ps []pt) []pt {
	// Insertion sort: the lists are short.
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && (ps[j].x < ps[j-1].x || ps[j].x == ps[j-1].x && ps[j].y < ps[j-1].y); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	out := ps[:0]
	for i, p := range ps {
		if i == 0 || p != ps[i-1] {
			out = append(out, p)
		}
	}
	return out
}

// classify judges a hexside feature for this viewer and target (§5.5,
// §5.6, §6.5).
func (f *Field) classify(c *losCtx, a, b hex.Hex, sd board.Side, pa, pb pt) edgeItem {
	typ := sd.Type
	e := edgeItem{a: a, b: b, pa: pa, pb: pb, name: typ.Name, rule: "5.5"}
	los, cls := typ.LOS, typ.Cover.Class
	closed := typ.Opens && sd.Closed
	if closed {
		los, cls = typ.ClosedLOS, typ.ClosedCover
	}
	s, _ := hex.SideBetween(a, b)
	lowHex, highHex := c.v, c.t
	if c.lv > c.lt {
		lowHex, highHex = c.t, c.v
	}
	switch {
	case closed && los == board.Blocks:
		e.wall, e.pre = true, "closed "
	case typ.Aperture:
		e.aperture = true
		e.beside = s.Has(c.v) || s.Has(c.t)
		if typ.Cover.Through && (!typ.Cover.NotAdjacent || !s.Has(c.v)) {
			e.cover = cls
		}
	case typ.Lip:
		e.lipOfTarget = s.Has(c.t)
		e.lipBlocks = c.lv != c.lt && !s.Has(lowHex) && sideDist2(lowHex, a, b) < sideDist2(highHex, a, b)
	case los == board.Blocks:
		// From higher ground a wall stops only what is close behind it,
		// and never lets a line through a roof (§5.6).
		e.wall = c.lv == c.lt || f.buildingWall(a, b) || sideDist2(lowHex, a, b) < sideDist2(highHex, a, b)
	case los == board.Hinders || cls > board.NoCover:
		if typ.Cover.Through && !(typ.Cover.NotAdjacent && s.Has(c.v)) &&
			!(typ.Cover.ElevationVoidsThrough && c.lv > c.lt) {
			e.cover = cls
		}
	}
	return e
}

// buildingWall: a wall beside a roofed hex or a door hex belongs to a
// building and blocks at every elevation (§16.15: a roof keeps its walls'
// infinite cover; a door hex is part of its building).
func (f *Field) buildingWall(a, b hex.Hex) bool {
	for _, x := range [2]hex.Hex{a, b} {
		if f.inBox(x) {
			if t := f.terrain(f.index(x)); t != nil && (t.Roofed || t.Door) {
				return true
			}
		}
	}
	return false
}

// losColumns lists, per column of the padded box, the hexes that may
// matter to a line of sight whatever the units: terrain or features that
// hinder, raised ground, hexside features, and hexes off the map.
func losColumns(g *ground) [][]int32 {
	out := make([][]int32, g.cols)
	ground := 0
	for i := range g.on {
		if g.on[i] {
			ground = min(ground, g.cells[i].Elevation)
		}
	}
	for i := range g.on {
		c := &g.cells[i]
		keep := !g.on[i] || g.seeing[i] || c.Elevation > ground
		for d := 0; d < 6 && !keep; d++ {
			keep = g.sides[i][d].Type != nil
		}
		if keep {
			col := i / g.rows
			out[col] = append(out[col], int32(i))
		}
	}
	return out
}
