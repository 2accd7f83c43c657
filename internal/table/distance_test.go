package table_test

import (
	"math"
	"testing"

	"herald/internal/table"
)

const (
	mm = table.Millimetre
	cm = table.Centimetre
	in = table.Inch
)

// near: equal within 10 nm, which covers the Epsilon (1 nm) by which
// grazing contacts are trimmed.
func near(a, b table.Length) bool { return (a - b).Abs() <= 1e-5 }

// man is a Destrier man on a 1" square stand, facing a corner.
func man(x, y table.Length, facing float64) table.Stand {
	return table.Stand{Centre: table.Pt(x, y), Facing: facing, Base: table.Base{Width: in, Depth: in, Corner: true}}
}

// foot is a figure on a 2 × 2 cm base facing an edge (Argad).
func foot(x, y table.Length, facing float64) table.Stand {
	return table.Stand{Centre: table.Pt(x, y), Facing: facing, Base: table.Base{Width: 2 * cm, Depth: 2 * cm}}
}

// horse is a Destrier horse on a 1" × 2" stand facing its short side.
func horse(x, y table.Length, facing float64) table.Stand {
	return table.Stand{Centre: table.Pt(x, y), Facing: facing, Base: table.Base{Width: in, Depth: 2 * in}}
}

// TestDistance: edge to edge, for bases side by side, turned, touching and
// overlapping.
func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		name    string
		a, b    table.Stand
		want    table.Length
		overlap bool
	}{
		{"side by side", foot(0, 0, 0), foot(5*cm, 0, 0), 3 * cm, false},
		{"one behind the other", foot(0, 0, 0), foot(0, 4*cm, 180), 2 * cm, false},
		{"touching edges", foot(0, 0, 0), foot(2*cm, 0, 90), 0, false},
		{"touching corners", foot(0, 0, 0), foot(2*cm, 2*cm, 0), 0, false},
		{"overlapping", foot(0, 0, 0), foot(1*cm, 0.5*cm, 30), 0, true},
		{"same place", foot(0, 0, 0), foot(0, 0, 0), 0, true},
		{"corner to corner", foot(0, 0, 0), foot(5*cm, 6*cm, 0), table.Length(math.Hypot(30, 40)), false},
		// A base turned 45°: its corner points at the other's edge.
		{"corner to edge", foot(0, 0, 0), foot(1*cm+table.Length(10*math.Sqrt2)+5, 0, 45), 5, false},
		// Two long bases crossed like a plus sign: no corner of either
		// lies in the other, yet they overlap.
		{"plus sign", table.Stand{Base: table.Base{Width: 10 * mm, Depth: 60 * mm}},
			table.Stand{Facing: 90, Base: table.Base{Width: 10 * mm, Depth: 60 * mm}}, 0, true},
		// Destrier: two men face to face, front corners 1/2" apart.
		{"men corner to corner", man(0, 0, 90), man(in*table.Length(math.Sqrt2)+0.5*in, 0, 270), 0.5 * in, false},
		// A man facing north-east has his base square to the table; his
		// sword side lies flat against the left flank of a horse.
		{"man against horse", man(0, 0, 45), horse(in, 0, 0), 0, false},
		{"man off horse", man(0, 0, 45), horse(in+3*mm, 5*mm, 0), 3 * mm, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := table.Distance(tc.a, tc.b); !near(got, tc.want) {
				t.Errorf("Distance = %v mm, want %v", float64(got), float64(tc.want))
			}
			if got := table.Distance(tc.b, tc.a); !near(got, tc.want) {
				t.Errorf("Distance reversed = %v mm, want %v", float64(got), float64(tc.want))
			}
			if got := table.Overlaps(tc.a, tc.b); got != tc.overlap {
				t.Errorf("Overlaps = %v, want %v", got, tc.overlap)
			}
		})
	}
}

// TestContact: contact is distance within the ruleset's tolerance.
// Destrier: pole arms reach an enemy 1/2" away, pikes and lances 1".
func TestContact(t *testing.T) {
	a, b := man(0, 0, 90), man(in*table.Length(math.Sqrt2)+0.5*in, 0, 270)
	for _, tc := range []struct {
		tol  table.Length
		want bool
	}{{0, false}, {0.25 * in, false}, {0.5 * in, true}, {in, true}} {
		if got := table.Contact(a, b, tc.tol); got != tc.want {
			t.Errorf("Contact at %v in = %v, want %v", tc.tol.In(table.Inches), got, tc.want)
		}
	}
	if !table.Contact(foot(0, 0, 0), foot(2*cm, 0, 0), 0) {
		t.Error("touching bases are not in contact at tolerance 0")
	}
}

func TestDistanceToPointAndSegment(t *testing.T) {
	s := foot(0, 0, 0) // x and y from -1 to 1 cm
	for _, tc := range []struct {
		p    table.Point
		want table.Length
	}{
		{table.Pt(0, 0), 0}, {table.Pt(1*cm, 1*cm), 0}, {table.Pt(3*cm, 0), 2 * cm}, {table.Pt(4*cm, 5*cm), 5 * cm},
	} {
		if got := table.DistanceToPoint(s, tc.p); !near(got, tc.want) {
			t.Errorf("DistanceToPoint(%v) = %v, want %v", tc.p, float64(got), float64(tc.want))
		}
	}
	for _, tc := range []struct {
		name string
		p, q table.Point
		want table.Length
	}{
		{"crosses", table.Pt(-5*cm, 0), table.Pt(5*cm, 0), 0},
		{"parallel", table.Pt(-5*cm, 2*cm), table.Pt(5*cm, 2*cm), 1 * cm},
		{"end near corner", table.Pt(4*cm, 5*cm), table.Pt(9*cm, 5*cm), 5 * cm},
		{"passes a corner", table.Pt(0, 3*cm), table.Pt(3*cm, 0), table.Length(10 / math.Sqrt2)},
		{"point segment", table.Pt(3*cm, 0), table.Pt(3*cm, 0), 2 * cm},
		{"along an edge", table.Pt(-5*cm, 1*cm), table.Pt(5*cm, 1*cm), 0},
	} {
		if got := table.DistanceToSegment(s, tc.p, tc.q); !near(got, tc.want) {
			t.Errorf("%s: DistanceToSegment = %v, want %v", tc.name, float64(got), float64(tc.want))
		}
	}
	ring := []table.Point{table.Pt(5*cm, -5*cm), table.Pt(10*cm, -5*cm), table.Pt(10*cm, 5*cm), table.Pt(5*cm, 5*cm)}
	if got := table.DistanceToPoints(s, ring, true); !near(got, 4*cm) {
		t.Errorf("DistanceToPoints = %v, want 40", float64(got))
	}
}

func TestBaseCheck(t *testing.T) {
	for _, tc := range []struct {
		b  table.Base
		ok bool
	}{
		{table.Base{Width: in, Depth: in, Corner: true}, true},
		{table.Base{Width: in, Depth: 2 * in}, true},
		{table.Base{Width: in, Depth: 2 * in, Corner: true}, false},
		{table.Base{Width: 0, Depth: in}, false},
		{table.Base{Width: table.Length(math.NaN()), Depth: in}, false},
		{table.Base{Width: table.Length(math.Inf(1)), Depth: in}, false},
	} {
		if err := tc.b.Check(); (err == nil) != tc.ok {
			t.Errorf("%+v: Check = %v, want ok %v", tc.b, err, tc.ok)
		}
	}
}

// TestCorners: corners are numbered clockwise from the facing.
func TestCorners(t *testing.T) {
	cs := foot(0, 0, 0).Corners()
	want := [4]table.Point{table.Pt(10, -10), table.Pt(10, 10), table.Pt(-10, 10), table.Pt(-10, -10)}
	for i := range cs {
		if !near(cs[i].X, want[i].X) || !near(cs[i].Y, want[i].Y) {
			t.Errorf("edge-facing corner %d = %v, want %v", i, cs[i], want[i])
		}
	}
	// A man facing north on a corner-facing 1" base: front corner due
	// north of his centre, then right (east), rear, left.
	h := in / table.Length(math.Sqrt2)
	cs = man(0, 0, 0).Corners()
	want = [4]table.Point{table.Pt(0, -h), table.Pt(h, 0), table.Pt(0, h), table.Pt(-h, 0)}
	for i := range cs {
		if !near(cs[i].X, want[i].X) || !near(cs[i].Y, want[i].Y) {
			t.Errorf("corner-facing corner %d = %v, want %v", i, cs[i], want[i])
		}
	}
	a, b := man(0, 0, 0).EdgeEnds(table.FrontLeftEdge)
	if !near(a.X, -h) || !near(b.Y, -h) {
		t.Errorf("shield side runs %v to %v, want left corner to front corner", a, b)
	}
}
