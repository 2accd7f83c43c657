package field

import (
	"slices"

	"herald/internal/board"
	"herald/internal/hex"
)

// barred is a quick proof that no thread from v to t sees (§5.2): some
// chain of obstacles (hexes and walls that stop every thread, linked where
// they share a corner) lies wholly between the two hexes and reaches
// across the whole band the threads run in, out past both its edges. A
// thread must cross such a chain, and crossing it means meeting an
// obstacle inside, across a wall, along a hexside between two obstacles, or
// at a corner with obstacles on both sides. Without a proof the exact
// search decides.
func (f *Field) barred(c *losCtx) bool { return f.barredAt(c, board.Infinite+1) }

// barredAt is barred with a chain of what stops a thread or gives it cover
// of class k or more: then no thread sees with lighter cover than k.
func (f *Field) barredAt(c *losCtx, k board.CoverClass) bool {
	heavy := func(block bool, cover board.CoverClass) bool { return block || cover >= k }
	cv, ct := latCenter(c.v), latCenter(c.t)
	axis := ct.sub(cv)
	// The band: lateral offsets of the hexes' corners; the span between
	// the two hexes along the axis.
	var smin, smax, vmax, tmin int64
	for i, o := range cornerOff {
		s, a := cross(axis, o), dot(axis, o)
		if i == 0 || s < smin {
			smin = s
		}
		if i == 0 || s > smax {
			smax = s
		}
		if i == 0 || a > vmax {
			vmax = a
		}
		if i == 0 || a < tmin {
			tmin = a
		}
	}
	tmin += dot(axis, axis)
	between := func(p pt) bool {
		a := dot(axis, p.sub(cv))
		return a > vmax && a < tmin
	}
	// Union-find over the corners of the obstacles wholly between.
	ps := c.bar[:0]
	links := c.links[:0]
	defer func() { c.links = links[:0] }()
	link := func(a, b pt) {
		ps = append(ps, a, b)
		links = append(links, [2]pt{a, b})
	}
	for k := range c.hexes {
		it := &c.hexes[k]
		if !heavy(it.eff.block, it.eff.cover) {
			continue
		}
		ok := true
		for i := 0; i < 6 && ok; i++ {
			ok = between(latCorner(it.h, i))
		}
		if !ok {
			continue
		}
		for i := 0; i < 6; i++ {
			link(latCorner(it.h, i), latCorner(it.h, (i+1)%6))
		}
	}
	for k := range c.edges {
		e := &c.edges[k]
		if heavy(e.wall || e.lipBlocks || (e.aperture && !e.beside), e.cover) && between(e.pa) && between(e.pb) {
			link(e.pa, e.pb)
		}
	}
	c.bar = ps
	if len(links) == 0 {
		return false
	}
	slices.SortFunc(ps, func(a, b pt) int {
		if a.x != b.x {
			return int(a.x - b.x)
		}
		return int(a.y - b.y)
	})
	ps = slices.Compact(ps)
	find := func(p pt) int {
		i, _ := slices.BinarySearchFunc(ps, p, func(a, b pt) int {
			if a.x != b.x {
				return int(a.x - b.x)
			}
			return int(a.y - b.y)
		})
		return i
	}
	parent := c.parent[:0]
	for i := range ps {
		parent = append(parent, int32(i))
	}
	c.parent = parent
	var root func(i int32) int32
	root = func(i int32) int32 {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for _, l := range links {
		a, b := root(int32(find(l[0]))), root(int32(find(l[1])))
		if a != b {
			parent[a] = b
		}
	}
	// Out past the left edge and the right one, in one chain.
	left := c.sides[:0]
	for range ps {
		left = append(left, 0)
	}
	c.sides = left
	for i, p := range ps {
		s := cross(axis, p.sub(cv))
		r := root(int32(i))
		if s > smax {
			left[r] |= 1
		}
		if s < smin {
			left[r] |= 2
		}
		if left[r] == 3 {
			return true
		}
	}
	return false
}

// enclosed: every side of x is a wall that stops this thread, so nothing
// leaves or enters it (§5.5).
func (f *Field) enclosed(c *losCtx, x hex.Hex) bool {
	for d := hex.N; d <= hex.NW; d++ {
		if e, ok := f.ownSide(c, x, d); !ok || !e.wall {
			return false
		}
	}
	return true
}
