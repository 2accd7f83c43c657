package table_test

import (
	"math"
	"testing"

	"herald/internal/table"
)

// TestArcsArgad: front, flanks and rear by the edges of the base.
func TestArcsArgad(t *testing.T) {
	s := foot(0, 0, 90) // facing east
	for _, tc := range []struct {
		p    table.Point
		want string
	}{
		{table.Pt(10*cm, 0), "front"},
		{table.Pt(10*cm, 9.9*cm), "front"}, // just ahead of the front-right diagonal
		{table.Pt(10*cm, 10.1*cm), "flank"},
		{table.Pt(0, 10*cm), "flank"},
		{table.Pt(-10*cm, 1*cm), "rear"},
		{table.Pt(0, -10*cm), "flank"},
		{table.Pt(1*cm, -1*cm), "front"}, // on the diagonal through the front-left corner: the arc that begins there
	} {
		if got := table.ArgadArcs.Name(table.ArgadArcs.Of(s, tc.p)); got != tc.want {
			t.Errorf("point %v of a stand facing east: arc %q, want %q", tc.p, got, tc.want)
		}
	}
	if got := table.ArgadArcs.Of(s, s.Centre); got != -1 {
		t.Errorf("the centre lies in arc %d, want -1 (none)", got)
	}
}

// TestArcsDestrierMan: Destrier's figures face a corner; the edge to their
// left is the shield side, the one to their right the sword side, the two
// behind the rear.
func TestArcsDestrierMan(t *testing.T) {
	s := man(0, 0, 0) // facing north
	for _, tc := range []struct {
		bearing float64
		want    string
	}{
		{-30, "shield"}, {-89, "shield"}, {1, "sword"}, {89, "sword"}, {91, "rear"}, {180, "rear"}, {269, "rear"},
		{0, "sword"}, // dead ahead is the front corner: the sword side begins there
	} {
		p := table.Pt(0, 0).Add(table.Heading(tc.bearing).Scale(50))
		if got := table.DestrierManArcs.Name(table.DestrierManArcs.Of(s, p)); got != tc.want {
			t.Errorf("bearing %v from a man facing north: arc %q, want %q", tc.bearing, got, tc.want)
		}
	}
	// Turning the man turns his arcs: facing east, a foe due north is on
	// his shield side.
	if got := table.DestrierManArcs.Name(table.DestrierManArcs.OfStand(man(0, 0, 90), man(0, -5*cm, 0))); got != "shield" {
		t.Errorf("foe north of a man facing east: %q, want shield", got)
	}
}

// TestArcsDestrierRider: a rider on a 2" × 1" horse; the horse's head and
// its left side are his shield side, its right side his sword side, the
// short side behind his rear.
func TestArcsDestrierRider(t *testing.T) {
	s := horse(0, 0, 0)
	for _, tc := range []struct {
		p     table.Point
		rider string
		horse string
	}{
		{table.Pt(0, -5*cm), "shield", "front"}, // ahead of the head
		{table.Pt(-5*cm, 0), "shield", "front"},
		{table.Pt(5*cm, 0), "sword", "front"},
		{table.Pt(0, 5*cm), "rear", "rear"},
		{table.Pt(5*cm, -2*in), "sword", "front"},
	} {
		if got := table.DestrierRiderArcs.Name(table.DestrierRiderArcs.Of(s, tc.p)); got != tc.rider {
			t.Errorf("%v: rider's arc %q, want %q", tc.p, got, tc.rider)
		}
		if got := table.DestrierHorseArcs.Name(table.DestrierHorseArcs.Of(s, tc.p)); got != tc.horse {
			t.Errorf("%v: horse's arc %q, want %q", tc.p, got, tc.horse)
		}
	}
}

// TestArcsByAngle: arcs can be fixed angles from the facing, whatever the
// base's shape.
func TestArcsByAngle(t *testing.T) {
	arcs := table.Arcs{{"front", table.AtAngle(-45)}, {"right", table.AtAngle(45)}, {"rear", table.AtAngle(135)}, {"left", table.AtAngle(225)}}
	s := horse(0, 0, 0)
	for _, tc := range []struct {
		bearing float64
		want    string
	}{{0, "front"}, {44, "front"}, {46, "right"}, {180, "rear"}, {-46, "left"}, {-45, "front"}} {
		p := table.Pt(0, 0).Add(table.Heading(tc.bearing).Scale(100))
		if got := arcs.Name(arcs.Of(s, p)); got != tc.want {
			t.Errorf("bearing %v: %q, want %q", tc.bearing, got, tc.want)
		}
	}
	if err := arcs.Check(s.Base); err != nil {
		t.Errorf("Check: %v", err)
	}
}

func TestArcsCheck(t *testing.T) {
	b := table.Base{Width: in, Depth: 2 * in}
	for _, tc := range []struct {
		name string
		arcs table.Arcs
		ok   bool
	}{
		{"argad", table.ArgadArcs, true},
		{"rider", table.DestrierRiderArcs, true},
		{"none", nil, false},
		{"one arc is the whole turn", table.Arcs{{"all", table.AtAngle(0)}}, true},
		{"out of order", table.Arcs{{"a", table.ThroughCorner(table.RearRight)}, {"b", table.ThroughCorner(table.FrontRight)}, {"c", table.ThroughCorner(table.RearLeft)}}, false},
		{"same ray twice", table.Arcs{{"a", table.AtAngle(10)}, {"b", table.AtAngle(10)}}, false},
	} {
		if err := tc.arcs.Check(b); (err == nil) != tc.ok {
			t.Errorf("%s: Check = %v, want ok %v", tc.name, err, tc.ok)
		}
	}
	if got := table.ArgadArcs.Name(7); got != "" {
		t.Errorf("Name(7) = %q", got)
	}
}

// TestTouchingEdges: Destrier attacks through the side in contact with the
// foe.
func TestTouchingEdges(t *testing.T) {
	a := man(0, 0, 45) // base square to the table; shield side north, sword side east
	for _, tc := range []struct {
		name string
		foe  table.Stand
		want uint8
	}{
		{"flush to the east", man(in, 0, 45), 1 << table.FrontRightEdge},
		{"flush to the north", man(0, -in, 45), 1 << table.FrontLeftEdge},
		{"half along the east", man(in, in/2, 45), 1 << table.FrontRightEdge},
		{"corner to corner", man(in, -in, 45), 1<<table.FrontLeftEdge | 1<<table.FrontRightEdge},
		{"corner into the east side", man(in/2+in/table.Length(math.Sqrt2), 0, 0), 1 << table.FrontRightEdge},
		{"apart", man(3*in, 0, 45), 0},
		{"nearly touching", man(in+table.Millimetre/100, 0, 45), 0},
		{"overlapping", man(in/2, 0, 45), 1<<table.FrontLeftEdge | 1<<table.FrontRightEdge | 1<<table.RearRightEdge},
	} {
		if got := table.TouchingEdges(a, tc.foe); got != tc.want {
			t.Errorf("%s: edges %04b, want %04b", tc.name, got, tc.want)
		}
	}
}

func TestRelative(t *testing.T) {
	s := foot(0, 0, 90)
	for _, tc := range []struct {
		p    table.Point
		want float64
	}{{table.Pt(1, 0), 0}, {table.Pt(0, 1), 90}, {table.Pt(0, -1), -90}, {table.Pt(-1, 0), 180}, {table.Pt(0, 0), 0}} {
		if got := s.Relative(tc.p); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("Relative(%v) = %v, want %v", tc.p, got, tc.want)
		}
	}
	r, a := s.Local(table.Pt(3, 4))
	if !near(r, 4) || !near(a, 3) {
		t.Errorf("Local = %v right, %v ahead; want 4, 3", float64(r), float64(a))
	}
}
