package field

import (
	"sort"
	"testing"

	"herald/internal/board"
	"herald/internal/hex"
	"pgregory.net/rapid"
)

// An independent computation of the text's line of sight on maps of
// scattered trees (which stop a thread) and scrub (light cover), checked
// against Field.LOS. It shares nothing with sight.go and judge.go but the
// lattice (hex centre (3·col, 2·row − col&1)): a hex is the set
// |y−cy| ≤ 1, |x−cx| + |y−cy| ≤ 2, so every hexside lies on a line
// y = k, x+y = k or x−y = k for an integer k. A line is cut at every such
// crossing; each piece between two cuts lies inside one hex or along one
// hexside, and is judged at its midpoint: inside a hex, that hex counts;
// along a hexside, the lighter of its two hexes (§5.5). Corners the line
// only touches hide nothing on such maps (§5.2: an obstacle must show on
// both sides of the thread). Under the standard rule a thread may lie on
// any line through two corners of the hexes involved: every such line is
// tried. Under 22.4 the one line runs between the centres.

// frac is n/d, d > 0.
type frac struct{ n, d int64 }

func fr(n, d int64) frac {
	if d < 0 {
		n, d = -n, -d
	}
	return frac{n, d}
}

func (a frac) lt(b frac) bool { return a.n*b.d < b.n*a.d }
func (a frac) eq(b frac) bool { return a.n*b.d == b.n*a.d }

// refWorld is a map reduced to what the reference needs.
type refWorld struct {
	m    *board.Map
	cols int
	rows int
}

// refEffect: −1 blocks, else the cover class a thread through the hex gets.
func (w refWorld) refEffect(x hex.Hex) int {
	if !w.m.Contains(x) {
		return -1
	}
	c, _ := w.m.At(x)
	switch c.Terrain {
	case tree:
		return -1
	case scrub:
		return int(board.Light)
	}
	return 0
}

func heavierRef(a, b int) bool {
	if a == -1 || b == -1 {
		return a == -1 && b != -1
	}
	return a > b
}

// at is the lattice point o + t·d scaled by t's denominator.
func at(o, d [2]int64, t frac) (x, y, den int64) {
	return o[0]*t.d + t.n*d[0], o[1]*t.d + t.n*d[1], t.d
}

// hexesAt lists the hexes whose closed region holds the point (x/den,
// y/den), and whether it lies inside one.
func (w refWorld) hexesAt(x, y, den int64) (in []hex.Hex, inside bool) {
	abs := func(v int64) int64 {
		if v < 0 {
			return -v
		}
		return v
	}
	// The column is within one of x/3.
	c0 := int((x/den)/3) - 2
	for col := c0; col <= c0+4; col++ {
		for row := -1; row <= w.rows+2; row++ {
			h := hex.Hex{Col: col, Row: row}
			cx, cy := int64(3*col), int64(2*row-(col&1))
			X, Y := abs(x-cx*den), abs(y-cy*den)
			if Y > den || X+Y > 2*den {
				continue
			}
			if Y < den && X+Y < 2*den {
				return []hex.Hex{h}, true
			}
			in = append(in, h)
		}
	}
	return in, false
}

// cuts are the places where the line o + t·d crosses a line y = k, x+y = k
// or x−y = k, for t in [lo, hi].
func cuts(o, d [2]int64, lo, hi frac) []frac {
	var out []frac
	add := func(base, step int64) {
		if step == 0 {
			return
		}
		// base + t·step = k for integer k between the ends.
		k0 := floorDiv(base*lo.d+lo.n*step, lo.d)
		k1 := floorDiv(base*hi.d+hi.n*step, hi.d)
		if k1 < k0 {
			k0, k1 = k1, k0
		}
		for k := k0; k <= k1+1; k++ {
			t := fr(k-base, step)
			if !t.lt(lo) && !hi.lt(t) {
				out = append(out, t)
			}
		}
	}
	add(o[1], d[1])
	add(o[0]+o[1], d[0]+d[1])
	add(o[0]-o[1], d[0]-d[1])
	sort.Slice(out, func(i, j int) bool { return out[i].lt(out[j]) })
	uniq := out[:0]
	for i, t := range out {
		if i == 0 || !t.eq(out[i-1]) {
			uniq = append(uniq, t)
		}
	}
	return uniq
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// span is the part of the line o + t·d within the box, widened a little.
func span(o, d [2]int64, box [4]int64) (frac, frac) {
	lo, hi := fr(-1000, 1), fr(1000, 1)
	for i, k := range [2]int{0, 1} {
		if d[k] == 0 {
			continue
		}
		a, b := fr(box[2*i]-o[k], d[k]), fr(box[2*i+1]-o[k], d[k])
		if b.lt(a) {
			a, b = b, a
		}
		if lo.lt(a) {
			lo = a
		}
		if b.lt(hi) {
			hi = b
		}
	}
	return lo, hi
}

// refThread judges the line o + t·d between the ends: whole hexes, or
// (centres) the two centres. ok is false when it does not join them.
func (w refWorld) refThread(o, d [2]int64, v, t hex.Hex, centres bool) (visible bool, cover int, ok bool) {
	// The box round both hexes, with room to spare.
	cv, ct := latCenter(v), latCenter(t)
	box := [4]int64{min(cv.x, ct.x) - 3, max(cv.x, ct.x) + 3, min(cv.y, ct.y) - 2, max(cv.y, ct.y) + 2}
	lo, hi := span(o, d, box)
	if centres {
		lo, hi = fr(0, 1), fr(1, 1)
	}
	if hi.lt(lo) {
		return false, 0, false
	}
	cs := cuts(o, d, lo, hi)
	var p, q frac
	if centres {
		p, q = fr(0, 1), fr(1, 1)
	} else {
		// Where the line touches the two closed hexes.
		var vHas, tHas []frac
		touch := func(tt frac) {
			x, y, den := at(o, d, tt)
			hs, _ := w.hexesAt(x, y, den)
			for _, h := range hs {
				if h == v {
					vHas = append(vHas, tt)
				}
				if h == t {
					tHas = append(tHas, tt)
				}
			}
		}
		for i, c := range cs {
			touch(c)
			if i > 0 {
				touch(fr(cs[i-1].n*c.d+c.n*cs[i-1].d, 2*cs[i-1].d*c.d))
			}
		}
		if len(vHas) == 0 || len(tHas) == 0 {
			return false, 0, false
		}
		vlo, vhi, tlo, thi := vHas[0], vHas[len(vHas)-1], tHas[0], tHas[len(tHas)-1]
		switch {
		case vhi.lt(tlo):
			p, q = vhi, tlo
		case thi.lt(vlo):
			p, q = thi, vlo
		default:
			return false, 0, false
		}
		if q.lt(p) {
			p, q = q, p
		}
	}
	if q.lt(p) {
		p, q = q, p
	}
	// Pieces strictly between p and q.
	pts := []frac{p}
	for _, c := range cs {
		if p.lt(c) && c.lt(q) {
			pts = append(pts, c)
		}
	}
	pts = append(pts, q)
	worst := 0
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		mid := fr(a.n*b.d+b.n*a.d, 2*a.d*b.d)
		x, y, den := at(o, d, mid)
		hs, inside := w.hexesAt(x, y, den)
		e := 0
		switch {
		case inside:
			if hs[0] != v && hs[0] != t {
				e = w.refEffect(hs[0])
			}
		default:
			// Along a hexside: the lighter hex; the ends count as clear.
			e = -1
			for _, h := range hs {
				he := 0
				if h != v && h != t {
					he = w.refEffect(h)
				}
				if heavierRef(e, he) {
					e = he
				}
			}
		}
		if e == -1 {
			return false, 0, true
		}
		worst = max(worst, e)
	}
	// The target's own hex: trees and scrub give light cover into them.
	if c, _ := w.m.At(t); c.Terrain == tree || c.Terrain == scrub {
		worst = max(worst, int(board.Light))
	}
	return true, worst, true
}

// refLOS is the best thread: visible if any is, with the lightest cover.
func (w refWorld) refLOS(v, t hex.Hex, centres bool) (bool, int) {
	cv := [2]int64{int64(3 * v.Col), int64(2*v.Row - (v.Col & 1))}
	ct := [2]int64{int64(3 * t.Col), int64(2*t.Row - (t.Col & 1))}
	if centres || hex.Adjacent(v, t) {
		vis, cov, _ := w.refThread(cv, [2]int64{ct[0] - cv[0], ct[1] - cv[1]}, v, t, true)
		return vis, cov
	}
	// Every corner of every hex in the box round the two hexes.
	var corners [][2]int64
	offs := [6][2]int64{{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}}
	seen := map[[2]int64]bool{}
	for col := min(v.Col, t.Col) - 1; col <= max(v.Col, t.Col)+1; col++ {
		for row := min(v.Row, t.Row) - 2; row <= max(v.Row, t.Row)+2; row++ {
			x := hex.Hex{Col: col, Row: row}
			if x != v && x != t && w.refEffect(x) == 0 {
				continue
			}
			c := [2]int64{int64(3 * col), int64(2*row - (col & 1))}
			for _, o := range offs {
				p := [2]int64{c[0] + o[0], c[1] + o[1]}
				if !seen[p] {
					seen[p] = true
					corners = append(corners, p)
				}
			}
		}
	}
	best, bestCover := false, 0
	for i := range corners {
		for j := i + 1; j < len(corners); j++ {
			a, b := corners[i], corners[j]
			vis, cov, ok := w.refThread(a, [2]int64{b[0] - a[0], b[1] - a[1]}, v, t, false)
			if !ok || !vis {
				continue
			}
			if !best || cov < bestCover {
				best, bestCover = true, cov
			}
			if bestCover == 0 {
				return true, 0
			}
		}
	}
	return best, bestCover
}

// scatteredMap is a small open field with trees and scrub here and there.
func scatteredMap(t *rapid.T) *board.Map {
	m := testMap(8, 7)
	for _, x := range m.Hexes() {
		switch rapid.IntRange(0, 9).Draw(t, "terrain") {
		case 0, 1:
			m.Cells[x] = board.Cell{Terrain: tree}
		case 2:
			m.Cells[x] = board.Cell{Terrain: scrub}
		}
	}
	return m
}

func checkExact(t *rapid.T, centres bool) {
	m := scatteredMap(t)
	f, err := New(Situation{Hindrance: hindrance, Map: m, AlternativeLOS: centres})
	if err != nil {
		t.Fatal(err)
	}
	hs := m.Hexes()
	a := rapid.SampledFrom(hs).Draw(t, "from")
	b := rapid.SampledFrom(hs).Draw(t, "to")
	if a == b {
		return
	}
	w := refWorld{m: m, cols: 8, rows: 7}
	vis, cov := w.refLOS(a, b, centres)
	s := f.LOS(a, b)
	if s.Visible != vis || (vis && int(s.Cover) != cov) {
		t.Fatalf("LOS %s→%s: herald visible %v cover %v (%s %s), exact visible %v cover %v",
			a, b, s.Visible, s.Cover, s.BlockedBy, s.Reason, vis, board.CoverClass(cov))
	}
}

// TestPropertyLOS5_2Exact: the standard line of sight (§5.2, any part of
// one hex to any part of the other) is the exact one.
func TestPropertyLOS5_2Exact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { checkExact(t, false) })
}

// TestPropertyLOS22_4Exact: optional rule 22.4 (centre to centre) is the
// exact one.
func TestPropertyLOS22_4Exact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { checkExact(t, true) })
}
