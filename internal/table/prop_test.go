package table_test

import (
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/table"
)

func drawStand(t *rapid.T, label string) table.Stand {
	w := table.Length(rapid.Float64Range(5, 60).Draw(t, label+".w"))
	d := table.Length(rapid.Float64Range(5, 60).Draw(t, label+".d"))
	corner := rapid.Bool().Draw(t, label+".corner")
	if corner {
		d = w
	}
	return table.Stand{
		Centre: table.Pt(table.Length(rapid.Float64Range(0, 300).Draw(t, label+".x")), table.Length(rapid.Float64Range(0, 300).Draw(t, label+".y"))),
		Facing: rapid.Float64Range(0, 360).Draw(t, label+".facing"),
		Base:   table.Base{Width: w, Depth: d, Corner: corner},
	}
}

// bruteDistance is the distance between two bases worked out another way:
// zero if an edge of one crosses an edge of the other or a corner of one
// lies on the other, else the least distance between their edges.
func bruteDistance(a, b table.Stand) float64 {
	ca, cb := a.Corners(), b.Corners()
	for _, p := range ca {
		if b.Contains(p) {
			return 0
		}
	}
	for _, p := range cb {
		if a.Contains(p) {
			return 0
		}
	}
	best := math.Inf(1)
	for i := range 4 {
		for j := range 4 {
			p, q := ca[i], ca[(i+1)%4]
			r, s := cb[j], cb[(j+1)%4]
			if properCross(p, q, r, s) {
				return 0
			}
			best = math.Min(best, math.Min(math.Min(ptSeg(p, r, s), ptSeg(q, r, s)), math.Min(ptSeg(r, p, q), ptSeg(s, p, q))))
		}
	}
	return best
}

func ptSeg(p, a, b table.Point) float64 {
	v, w := b.Sub(a), p.Sub(a)
	t := math.Max(0, math.Min(1, w.Dot(v)/v.Dot(v)))
	return float64(p.Dist(a.Add(v.Scale(t))))
}

func properCross(p, q, r, s table.Point) bool {
	d1, d2 := q.Sub(p).Cross(r.Sub(p)), q.Sub(p).Cross(s.Sub(p))
	d3, d4 := s.Sub(r).Cross(p.Sub(r)), s.Sub(r).Cross(q.Sub(r))
	return d1*d2 < 0 && d3*d4 < 0
}

// TestDistanceProperties: distance is symmetric, never negative, zero
// exactly when the bases touch or overlap (checked against a brute-force
// measure), and does not change when both stands are turned and moved
// together; contact is symmetric.
func TestDistanceProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := drawStand(t, "a"), drawStand(t, "b")
		d := table.Distance(a, b)
		if d2 := table.Distance(b, a); d != d2 {
			t.Fatalf("Distance(a, b) = %v, Distance(b, a) = %v", float64(d), float64(d2))
		}
		if d < 0 {
			t.Fatalf("negative distance %v", float64(d))
		}
		if bf := bruteDistance(a, b); math.Abs(float64(d)-bf) > 1e-6 {
			t.Fatalf("Distance = %v, brute force %v", float64(d), bf)
		}
		if table.Overlaps(a, b) && d != 0 {
			t.Fatalf("overlapping stands %v apart", float64(d))
		}
		arcsA, arcsB := table.ArgadArcs, table.DestrierRiderArcs
		if a.Base.Corner {
			arcsA = table.DestrierManArcs
		}
		want := table.Pair{Distance: d, Overlap: table.Overlaps(a, b), InA: arcsA.OfStand(a, b), InB: arcsB.OfStand(b, a)}
		got := table.Relate(a, b, arcsA, arcsB)
		if onRay(a, b.Centre) {
			got.InA = want.InA // a hair from a boundary: either arc is right
		}
		if onRay(b, a.Centre) {
			got.InB = want.InB
		}
		if got != want {
			t.Fatalf("Relate = %+v, separately %+v", got, want)
		}
		tol := table.Length(rapid.Float64Range(0, 30).Draw(t, "tol"))
		if table.Contact(a, b, tol) != table.Contact(b, a, tol) {
			t.Fatal("contact is not symmetric")
		}
		pivot := table.Pt(table.Length(rapid.Float64Range(-500, 500).Draw(t, "px")), table.Length(rapid.Float64Range(-500, 500).Draw(t, "py")))
		deg := rapid.Float64Range(-720, 720).Draw(t, "deg")
		shift := table.Vec{X: table.Length(rapid.Float64Range(-1000, 1000).Draw(t, "dx")), Y: table.Length(rapid.Float64Range(-1000, 1000).Draw(t, "dy"))}
		move := func(s table.Stand) table.Stand {
			s = s.Rotate(pivot, deg)
			s.Centre = s.Centre.Add(shift)
			return s
		}
		if d3 := table.Distance(move(a), move(b)); math.Abs(float64(d3-d)) > 1e-6 {
			t.Fatalf("distance %v becomes %v when both are turned %v° and moved", float64(d), float64(d3), deg)
		}
	})
}

// TestArcProperties: the arc a point lies in does not depend on where the
// table lies: turning and moving stand and point together keeps it
// (points within a hair of a boundary ray are left out).
func TestArcProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawStand(t, "s")
		arcs := table.ArgadArcs
		if s.Base.Corner {
			arcs = table.DestrierManArcs
		} else if rapid.Bool().Draw(t, "rider") {
			arcs = table.DestrierRiderArcs
		}
		p := table.Pt(table.Length(rapid.Float64Range(-100, 400).Draw(t, "x")), table.Length(rapid.Float64Range(-100, 400).Draw(t, "y")))
		if p.Dist(s.Centre) < 1e-3 {
			return
		}
		if onRay(s, p) {
			return
		}
		got := arcs.Of(s, p)
		if got < 0 {
			t.Fatalf("no arc for %v", p)
		}
		pivot := table.Pt(table.Length(rapid.Float64Range(-500, 500).Draw(t, "px")), table.Length(rapid.Float64Range(-500, 500).Draw(t, "py")))
		deg := rapid.Float64Range(-720, 720).Draw(t, "deg")
		shift := table.Vec{X: table.Length(rapid.Float64Range(-1000, 1000).Draw(t, "dx")), Y: table.Length(rapid.Float64Range(-1000, 1000).Draw(t, "dy"))}
		s2 := s.Rotate(pivot, deg)
		s2.Centre = s2.Centre.Add(shift)
		p2 := p.Rotate(pivot, deg).Add(shift)
		if again := arcs.Of(s2, p2); again != got {
			t.Fatalf("arc %s becomes %s after turning %v° and moving", arcs.Name(got), arcs.Name(again), deg)
		}
		// The arc by rays agrees with the arc by relative bearing.
		rel := s.Relative(p)
		ray := func(i int) float64 {
			r := arcs[i].From
			if r.ByAngle {
				return r.Angle
			}
			return s.Relative(s.CornerAt(r.Corner))
		}
		start := ray(0)
		q := table.NormBearing(rel - start)
		want := 0
		for i := 1; i < len(arcs); i++ {
			if table.NormBearing(ray(i)-start) <= q {
				want = i
			}
		}
		if want != got {
			t.Fatalf("arc %s by rays, %s by bearing %v", arcs.Name(got), arcs.Name(want), rel)
		}
	})
}

// onRay reports whether p lies within a hair of a ray from the stand's
// centre through a corner of its base, or on the centre.
func onRay(s table.Stand, p table.Point) bool {
	v := p.Sub(s.Centre)
	if v.Len() < 1e-6 {
		return true
	}
	for _, c := range s.Corners() {
		w := c.Sub(s.Centre)
		if math.Abs(w.Cross(v))/float64(w.Len()*v.Len()) < 1e-9 && w.Dot(v) > 0 {
			return true
		}
	}
	return false
}

// starPolygon is a random simple polygon: points at increasing angles
// round a centre.
func starPolygon(t *rapid.T, label string) []table.Point {
	n := rapid.IntRange(3, 9).Draw(t, label+".n")
	cx := rapid.Float64Range(100, 900).Draw(t, label+".cx")
	cy := rapid.Float64Range(100, 500).Draw(t, label+".cy")
	var pts []table.Point
	for i := range n {
		a := (float64(i) + rapid.Float64Range(0, 0.8).Draw(t, label+".a")) * 2 * math.Pi / float64(n)
		r := rapid.Float64Range(20, 150).Draw(t, label+".r")
		pts = append(pts, table.Pt(table.Length(cx+r*math.Cos(a)), table.Length(cy+r*math.Sin(a))))
	}
	return pts
}

// randomYard is the yard with random areas, a line and a building added.
func randomYard(t *rapid.T) *table.Table {
	tb := yard()
	for i := rapid.IntRange(0, 3).Draw(t, "areas"); i > 0; i-- {
		tb.Areas = append(tb.Areas, table.Area{Kind: table.Rough, Points: starPolygon(t, "area")})
	}
	tb.Buildings = append(tb.Buildings, table.Building{Points: starPolygon(t, "building")})
	line := starPolygon(t, "line")
	tb.Lines = append(tb.Lines, table.Line{Kind: table.Fence, Points: line[:len(line)-1]})
	return tb
}

func drawPoint(t *rapid.T, label string) table.Point {
	// Whole millimetres now and then, so paths run along edges and
	// through corners of the yard.
	if rapid.Bool().Draw(t, label+".grid") {
		return table.Pt(table.Length(10*rapid.IntRange(0, 100).Draw(t, label+".gx")), table.Length(10*rapid.IntRange(0, 60).Draw(t, label+".gy")))
	}
	return table.Pt(table.Length(rapid.Float64Range(0, 1000).Draw(t, label+".x")), table.Length(rapid.Float64Range(0, 600).Draw(t, label+".y")))
}

// TestRouteProperties: a route's stretches run end to end and add up to
// its length, each pass's inside length is the sum of the stretches inside
// it, and a path between two points off a building's walls passes through
// them an odd number of times exactly when it goes from inside to outside.
func TestRouteProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tb := randomYard(t)
		a, b := drawPoint(t, "a"), drawPoint(t, "b")
		r := tb.Route(a, b)
		var sum table.Length
		for i, s := range r.Stretches {
			if i == 0 && s.From != 0 || i > 0 && s.From != r.Stretches[i-1].To || s.To < s.From {
				t.Fatalf("stretch %d runs %v-%v after %v", i, float64(s.From), float64(s.To), r.Stretches)
			}
			sum += s.To - s.From
		}
		if math.Abs(float64(sum-r.Length)) > 1e-9 || r.Stretches[len(r.Stretches)-1].To != r.Length {
			t.Fatalf("stretches add up to %v, the path is %v long: %+v", float64(sum), float64(r.Length), r.Stretches)
		}
		for _, p := range r.Passes {
			var in table.Length
			for _, s := range r.Stretches {
				if slices.Contains(s.In, p.Ref) {
					in += s.To - s.From
				}
			}
			if math.Abs(float64(in-p.Inside)) > 1e-6 {
				t.Fatalf("%v: %v inside by its pass, %v by the stretches", p.Ref, float64(p.Inside), float64(in))
			}
		}
		for i, bd := range tb.Buildings {
			ref := table.Ref{Feature: table.BuildingFeature, Index: i}
			if table.DistanceToPoints(table.Stand{Centre: a, Base: table.Base{Width: 1e-3, Depth: 1e-3}}, bd.Points, true) < 1e-3 ||
				table.DistanceToPoints(table.Stand{Centre: b, Base: table.Base{Width: 1e-3, Depth: 1e-3}}, bd.Points, true) < 1e-3 {
				continue
			}
			n := 0
			for _, m := range r.Meets {
				if m.Ref == ref && m.Through {
					n++
				}
			}
			if (n%2 == 1) != (table.Inside(bd.Points, a) != table.Inside(bd.Points, b)) {
				t.Fatalf("%v: %d walls passed between %v (inside %v) and %v (inside %v)", ref, n, a, table.Inside(bd.Points, a), b, table.Inside(bd.Points, b))
			}
		}
	})
}

// TestSightSymmetric: the line of sight from b to a crosses the same things
// as the line from a to b, mirrored.
func TestSightSymmetric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tb := randomYard(t)
		a, b := drawPoint(t, "a"), drawPoint(t, "b")
		var stands []table.Stand
		for i := rapid.IntRange(0, 4).Draw(t, "stands"); i > 0; i-- {
			s := drawStand(t, "stand")
			s.Centre = drawPoint(t, "at")
			stands = append(stands, s)
		}
		ab, ba := tb.Sight(a, b, stands), tb.Sight(b, a, stands)
		l := ab.Length
		if len(ab.Passes) != len(ba.Passes) || len(ab.Meets) != len(ba.Meets) || len(ab.Stands) != len(ba.Stands) {
			t.Fatalf("a→b crosses %d areas, %d lines, %d stands; b→a %d, %d, %d",
				len(ab.Passes), len(ab.Meets), len(ab.Stands), len(ba.Passes), len(ba.Meets), len(ba.Stands))
		}
		for _, p := range ab.Passes {
			if math.Abs(float64(p.Inside-ba.InsideLength(p.Ref))) > 1e-6 {
				t.Fatalf("%v: %v inside one way, %v the other", p.Ref, float64(p.Inside), float64(ba.InsideLength(p.Ref)))
			}
		}
		for _, m := range ab.Meets {
			found := false
			for _, n := range ba.Meets {
				if n.Ref == m.Ref && math.Abs(float64(l-n.To-m.At)) < 1e-6 && n.Through == m.Through &&
					n.Opening == m.Opening && n.Side == -m.Side {
					found = true
				}
			}
			if !found {
				t.Fatalf("meet %+v of a→b has no mirror in b→a %+v", m, ba.Meets)
			}
		}
		for _, m := range ab.Stands {
			found := false
			for _, n := range ba.Stands {
				if n.Index == m.Index && math.Abs(float64(l-n.To-m.From)) < 1e-6 {
					found = true
				}
			}
			if !found {
				t.Fatalf("stand %+v of a→b not over b→a %+v", m, ba.Stands)
			}
		}
	})
}

// TestSweepProperties: a sweep agrees with what lies under the stand at
// each point of the move.
func TestSweepProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tb := randomYard(t)
		s := drawStand(t, "s")
		s.Centre = drawPoint(t, "from")
		to := drawPoint(t, "to")
		l := to.Dist(s.Centre)
		sweep := tb.Sweep(s, to)
		at := func(d table.Length) table.Stand {
			m := s
			if l > 0 {
				m.Centre = s.Centre.Add(to.Sub(s.Centre).Scale(float64(d / l)))
			}
			return m
		}
		type key struct {
			ref     table.Ref
			part    table.Part
			opening int
		}
		for _, x := range sweep {
			if x.From < 0 || x.To > l+1e-9 || x.To < x.From {
				t.Fatalf("touch %+v outside the move of %v", x, float64(l))
			}
			if x.To-x.From < 1e-3 {
				continue
			}
			under := tb.Under(at((x.From + x.To) / 2))
			if !slices.ContainsFunc(under, func(u table.Touch) bool { return key{u.Ref, u.Part, u.Opening} == key{x.Ref, x.Part, x.Opening} }) {
				t.Fatalf("touch %+v: not under the stand half way through it (%+v)", x, under)
			}
		}
		d := table.Length(rapid.Float64Range(0, 1).Draw(t, "d")) * l
		for _, u := range tb.Under(at(d)) {
			if !slices.ContainsFunc(sweep, func(x table.Touch) bool {
				return key{u.Ref, u.Part, u.Opening} == key{x.Ref, x.Part, x.Opening} && d >= x.From-1e-6 && d <= x.To+1e-6
			}) {
				t.Fatalf("%+v lies under the stand %v along the move but the sweep has %+v", u, float64(d), sweep)
			}
		}
	})
}
