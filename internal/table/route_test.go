package table_test

import (
	"fmt"
	"strings"
	"testing"

	"herald/internal/table"
)

// yard is a small test table in centimetres: woods with bushes at their
// east edge, a slope rising east, a pond, a wall with a gate, a line of
// stakes facing west, a zig-zag hedge and a house with a window, a door and
// an arrow slit.
func yard() *table.Table {
	p := func(xy ...float64) []table.Point {
		var out []table.Point
		for i := 0; i+1 < len(xy); i += 2 {
			out = append(out, table.Pt(table.Centimetres.Of(xy[i]), table.Centimetres.Of(xy[i+1])))
		}
		return out
	}
	return &table.Table{
		Title: "Yard", Width: 100 * cm, Depth: 60 * cm, Unit: table.Centimetres,
		Areas: []table.Area{
			{Kind: table.Woods, Points: p(10, 10, 30, 10, 30, 30, 10, 30)},
			{Kind: table.Slope, Uphill: 90, Points: p(40, 10, 60, 10, 60, 30, 40, 30)},
			{Kind: table.Water, Depth: table.Deep, Points: p(10, 40, 30, 40, 20, 55)},
			{Kind: table.Bushes, Points: p(25, 15, 35, 15, 35, 28, 25, 28)},
		},
		Lines: []table.Line{
			{Kind: table.Wall, Points: p(70, 0, 70, 60), Openings: []table.Opening{{Kind: table.Gate, Segment: 0, At: 30 * cm, Width: 6 * cm}}},
			{Kind: table.Stakes, Points: p(80, 10, 80, 50), Front: +1}, // walked south, the right is west
			{Kind: table.Hedge, Points: p(40, 40, 50, 45, 60, 40)},
		},
		Buildings: []table.Building{{
			Name:   "House",
			Points: p(86, 40, 96, 40, 96, 55, 86, 55),
			Openings: []table.Opening{
				{Kind: table.Window, Segment: 0, At: 5 * cm, Width: 2 * cm},
				{Kind: table.ArrowSlit, Segment: 1, At: 7.5 * cm, Width: 0.5 * cm},
				{Kind: table.Door, Segment: 2, At: 5 * cm, Width: 2 * cm},
			},
		}},
	}
}

func c(x, y float64) table.Point {
	return table.Pt(table.Centimetres.Of(x), table.Centimetres.Of(y))
}

var (
	woods    = table.Ref{Feature: table.AreaFeature, Index: 0}
	slope    = table.Ref{Feature: table.AreaFeature, Index: 1}
	bushes   = table.Ref{Feature: table.AreaFeature, Index: 3}
	wall     = table.Ref{Feature: table.LineFeature, Index: 0}
	stakes   = table.Ref{Feature: table.LineFeature, Index: 1}
	hedge    = table.Ref{Feature: table.LineFeature, Index: 2}
	house    = table.Ref{Feature: table.BuildingFeature, Index: 0}
	nowhere  = []table.Ref(nil)
	inWoods  = []table.Ref{woods}
	inBoth   = []table.Ref{woods, bushes}
	inBushes = []table.Ref{bushes}
)

// stretches writes a route's stretches in cm, "0-10 [] 10-25 [area 1]".
func stretches(r table.Route) string {
	var b strings.Builder
	for i, s := range r.Stretches {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%g-%g %v", round(s.From), round(s.To), s.In)
	}
	return b.String()
}

func round(l table.Length) float64 { return float64(int64(l.In(table.Centimetres)*1000+0.5)) / 1000 }

func meets(r table.Route) string {
	var b strings.Builder
	for i, m := range r.Meets {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%v@%g", m.Ref, round(m.At))
		if m.Along() {
			fmt.Fprintf(&b, "-%g", round(m.To))
		}
		if m.Opening >= 0 {
			fmt.Fprintf(&b, " opening %d", m.Opening)
		}
		if m.Through {
			fmt.Fprintf(&b, " through from %+d", m.Side)
		}
	}
	return b.String()
}

// TestRoute: the terrain a straight path crosses, in order, with the length
// inside each area, and the lines and walls it meets.
func TestRoute(t *testing.T) {
	tb := yard()
	for _, tc := range []struct {
		name      string
		from, to  table.Point
		stretches string
		meets     string
	}{
		{"through woods into bushes", c(0, 20), c(40, 20),
			"0-10 [] 10-25 [area 1] 25-30 [area 1 area 4] 30-35 [area 4] 35-40 []", ""},
		{"along the edge of the woods is not in them", c(0, 10), c(40, 10), "0-40 []", ""},
		{"starts in the woods", c(20, 20), c(20, 35), "0-10 [area 1] 10-15 []", ""},
		{"through the gate", c(60, 30), c(75, 30), "0-15 []", "line 1@10 opening 0 through from +1"},
		{"over the wall", c(60, 10), c(75, 10), "0-15 []", "line 1@10 through from +1"},
		{"the gatepost is wall", c(60, 27), c(75, 27), "0-15 []", "line 1@10 through from +1"},
		{"ends on the wall", c(60, 10), c(70, 10), "0-10 []", "line 1@10"},
		{"stakes from the front", c(75, 20), c(85, 20), "0-10 []", "line 2@5 through from +1"},
		{"stakes from behind", c(85, 20), c(75, 20), "0-10 []", "line 2@5 through from -1"},
		{"through a hedge's corner", c(50, 35), c(50, 55), "0-20 []", "line 3@10 through from -1"},
		{"touching a hedge's corner", c(35, 45), c(65, 45), "0-30 []", "line 3@15"},
		{"in by the door", c(91, 58), c(91, 50), "0-3 [] 3-8 [building 1]", "building 1@3 opening 2 through from -1"},
		{"in by the window, out by the door", c(91, 35), c(91, 60),
			"0-5 [] 5-20 [building 1] 20-25 []", "building 1@5 opening 0 through from -1 building 1@20 opening 2 through from +1"},
		{"grazing a corner of the house", c(83, 43), c(89, 37), "0-8.485 []", "building 1@4.243"},
		{"along the house's north wall", c(82, 40), c(100, 40), "0-18 []", "building 1@4-14"},
		{"a point in the woods", c(20, 20), c(20, 20), "0-0 [area 1]", ""},
		{"a point on the wall", c(70, 5), c(70, 5), "0-0 []", "line 1@0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tb.Route(tc.from, tc.to)
			if got := stretches(r); got != tc.stretches {
				t.Errorf("stretches %s\nwant       %s", got, tc.stretches)
			}
			if got := meets(r); got != tc.meets {
				t.Errorf("meets %s\nwant  %s", got, tc.meets)
			}
			if r.Length != tc.from.Dist(tc.to) {
				t.Errorf("length %v, want %v", float64(r.Length), float64(tc.from.Dist(tc.to)))
			}
		})
	}
}

// TestRoutePasses: each area or building entered, in order, with the
// length inside.
func TestRoutePasses(t *testing.T) {
	tb := yard()
	r := tb.Route(c(0, 20), c(40, 20))
	want := []table.Pass{
		{Ref: woods, Enter: 100, Leave: 300, Inside: 200},
		{Ref: bushes, Enter: 250, Leave: 350, Inside: 100},
	}
	if len(r.Passes) != len(want) {
		t.Fatalf("passes %+v, want %+v", r.Passes, want)
	}
	for i, p := range r.Passes {
		w := want[i]
		if p.Ref != w.Ref || !near(p.Enter, w.Enter) || !near(p.Leave, w.Leave) || !near(p.Inside, w.Inside) {
			t.Errorf("pass %d = %+v, want %+v", i, p, w)
		}
	}
	if got := r.InsideLength(woods); !near(got, 200) {
		t.Errorf("InsideLength(woods) = %v", float64(got))
	}
	if got := r.InsideLength(slope); got != 0 {
		t.Errorf("InsideLength(slope) = %v", float64(got))
	}
}

// TestRise: a slope rises towards its uphill bearing.
func TestRise(t *testing.T) {
	tb := yard()
	for _, tc := range []struct {
		from, to table.Point
		want     table.Length
	}{
		{c(35, 20), c(65, 20), 200},  // due east across the whole slope: uphill
		{c(65, 20), c(35, 20), -200}, // and back down
		{c(50, 5), c(50, 35), 0},     // along the contour
		{c(0, 0), c(1, 1), 0},        // not on the slope
	} {
		r := tb.Route(tc.from, tc.to)
		if got := tb.Rise(r, 1); !near(got, tc.want) {
			t.Errorf("Rise %v→%v = %v, want %v", tc.from, tc.to, float64(got), float64(tc.want))
		}
	}
}
