package tablefile

import (
	"io/fs"
	"math"
	"strings"
	"testing"

	"herald/data"
	"herald/internal/board/yamlfile"
	"herald/internal/table"
)

// Every shipped table loads without error.
func TestShippedTables(t *testing.T) {
	files, _ := fs.Glob(data.FS, Dir+"/*.yaml")
	if len(files) == 0 {
		t.Fatal("no shipped tables")
	}
	for _, f := range files {
		src, _ := fs.ReadFile(data.FS, f)
		tb, err := ReadTable(f, src)
		if err != nil {
			t.Errorf("%s:\n%v", f, err)
			continue
		}
		if tb.Title == "" {
			t.Errorf("%s: no title", f)
		}
	}
}

// TestHallowFarm: the shipped farm is what its comment says: 120 × 80 cm,
// a wood, bushes, a slope, a crop field, a track, a stream, a wall with a
// gate, hedges, stakes and a house with a door and four windows.
func TestHallowFarm(t *testing.T) {
	tb, err := LoadTable("hallow-farm")
	if err != nil {
		t.Fatal(err)
	}
	if tb.Width != 1200 || tb.Depth != 800 || tb.Unit != table.Centimetres || tb.Name != "hallow-farm" {
		t.Errorf("table %v × %v mm in %s named %q", float64(tb.Width), float64(tb.Depth), tb.Unit, tb.Name)
	}
	kinds := map[table.AreaKind]int{}
	for _, a := range tb.Areas {
		kinds[a.Kind]++
	}
	for k, n := range map[table.AreaKind]int{table.Woods: 1, table.Bushes: 2, table.Slope: 1, table.Crops: 1, table.Road: 1, table.Water: 1} {
		if kinds[k] != n {
			t.Errorf("%d %s areas, want %d", kinds[k], k, n)
		}
	}
	if len(tb.Buildings) != 1 || len(tb.Buildings[0].Openings) != 5 {
		t.Fatalf("buildings %+v", tb.Buildings)
	}
	door := tb.Buildings[0].Openings[0]
	if door.Kind != table.Door || door.Segment != 2 || door.At != 90 || door.Width != 30 {
		t.Errorf("door %+v, want on the south wall (segment 2), 9 cm from its east end, 3 cm wide", door)
	}
	gate := tb.Lines[0].Openings[0]
	if gate.Kind != table.Gate || gate.Segment != 1 || gate.At != 220 {
		t.Errorf("gate %+v, want 22 cm along the wall's south side", gate)
	}
	if st := tb.Lines[3]; st.Kind != table.Stakes || st.Front != +1 {
		t.Errorf("stakes %+v: drawn south, facing west, their front is the line's right (+1)", st)
	}
	if sl := tb.Areas[3]; sl.Uphill != 225 {
		t.Errorf("slope rises towards %v, want 225", sl.Uphill)
	}
	// The brook cuts the track: walking the track west to east crosses
	// the water.
	r := tb.Route(table.Pt(300, 470), table.Pt(700, 445))
	if r.InsideLength(table.Ref{Feature: table.AreaFeature, Index: 6}) <= 0 {
		t.Errorf("the track does not ford the brook: %+v", r.Passes)
	}
}

func read(t *testing.T, src string) *table.Table {
	t.Helper()
	tb, err := ReadTable("t.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func TestShapes(t *testing.T) {
	tb := read(t, `table: 48 x 32 in
areas:
  - {kind: crops, rect: [2, 2, 10, 6]}
  - {kind: woods, circle: [20, 20, 3]}
  - {kind: water, depth: deep, width: 1, along: [[0, 10], [10, 10], [10, 0]]}
  - {kind: rough, points: [[30, 1], [31 1/2, 1], [31 1/2, 2cm]]}
`)
	if tb.Unit != table.Inches || tb.Width != 1219.2 {
		t.Fatalf("table %v in %s", float64(tb.Width), tb.Unit)
	}
	rect := tb.Areas[0].Points
	if len(rect) != 4 || rect[2] != table.Pt(table.Inches.Of(12), table.Inches.Of(8)) {
		t.Errorf("rect %v", rect)
	}
	circle := tb.Areas[1].Points
	if len(circle) != CircleSides {
		t.Errorf("circle of %d points", len(circle))
	}
	for _, p := range circle {
		if d := p.Dist(table.Pt(20*table.Inch, 20*table.Inch)); math.Abs(float64(d-3*table.Inch)) > 1e-9 {
			t.Errorf("circle point %v at %v from the centre", p, float64(d))
		}
	}
	// A band 1" wide along an L from the west edge to the north edge: its
	// ends are cut along the table's edges, its bend mitred.
	band := tb.Areas[2].Points
	want := []table.Point{
		table.Pt(0, 10.5*table.Inch), table.Pt(10.5*table.Inch, 10.5*table.Inch), table.Pt(10.5*table.Inch, 0),
		table.Pt(9.5*table.Inch, 0), table.Pt(9.5*table.Inch, 9.5*table.Inch), table.Pt(0, 9.5*table.Inch),
	}
	if len(band) != len(want) {
		t.Fatalf("band %v", band)
	}
	for i := range want {
		if band[i].Dist(want[i]) > 1e-9 {
			t.Errorf("band point %d = %v, want %v", i, band[i], want[i])
		}
	}
	if got := tb.Areas[3].Points[2]; got != table.Pt(800.1, 20) {
		t.Errorf("mixed units: %v", got)
	}
}

// TestBadTables: each mistake is reported at its line, with what is wrong.
func TestBadTables(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		line      int
		want      string
	}{
		{"no size", "title: x\n", 1, `missing field "table"`},
		{"no unit", "table: 120 x 80\n", 1, "the unit must be cm or in"},
		{"bad size", "table: big\n", 1, "give the width and depth"},
		{"huge", "table: 9000 x 80 cm\n", 1, "at most 50 m"},
		{"unknown field", "table: 10 x 10 cm\nhills: []\n", 2, `unknown field "hills"`},
		{"unknown kind", "table: 10 x 10 cm\nareas:\n  - {kind: lava, rect: [1, 1, 2, 2]}\n", 3, `unknown area kind "lava"`},
		{"off the table", "table: 10 x 10 cm\nareas:\n  - kind: woods\n    points: [[1, 1], [12, 1], [5, 5]]\n", 4, "point [12, 1] is off the table (10 cm × 10 cm)"},
		{"rect off", "table: 10 x 10 cm\nareas:\n  - {kind: crops, rect: [5, 5, 6, 1]}\n", 3, "rect: runs off the table"},
		{"two shapes", "table: 10 x 10 cm\nareas:\n  - {kind: crops, rect: [1, 1, 2, 2], circle: [5, 5, 1]}\n", 3, "give its outline one way"},
		{"crossing outline", "table: 10 x 10 cm\nareas:\n  - kind: woods\n    points: [[1, 1], [5, 5], [5, 1], [1, 5]]\n", 3, "woods (area 1): its segments 1 and 3 cross or fold back"},
		{"slope without uphill", "table: 10 x 10 cm\nareas:\n  - {kind: slope, rect: [1, 1, 2, 2]}\n", 3, "a slope needs uphill"},
		{"bad uphill", "table: 10 x 10 cm\nareas:\n  - {kind: slope, uphill: upwards, rect: [1, 1, 2, 2]}\n", 3, `uphill "upwards"`},
		{"water without depth", "table: 10 x 10 cm\nareas:\n  - {kind: water, rect: [1, 1, 2, 2]}\n", 3, "water needs depth"},
		{"depth on woods", "table: 10 x 10 cm\nareas:\n  - {kind: woods, depth: deep, rect: [1, 1, 2, 2]}\n", 3, "only water has a depth"},
		{"sharp band", "table: 10 x 10 cm\nareas:\n  - {kind: water, depth: deep, width: 1, along: [[1, 1], [8, 1], [1, 1.5]]}\n", 3, "turns too sharply at point 2"},
		{"stakes without front", "table: 10 x 10 cm\nlines:\n  - {kind: stakes, points: [[1, 1], [5, 1]]}\n", 3, "stakes need front"},
		{"front along the line", "table: 10 x 10 cm\nlines:\n  - {kind: stakes, front: east, points: [[1, 1], [5, 1]]}\n", 3, "first segment runs that way"},
		{"opening off the wall", "table: 10 x 10 cm\nlines:\n  - kind: wall\n    points: [[1, 1], [9, 1]]\n    openings:\n      - {kind: gate, at: [5, 3], width: 2}\n", 6, "opening at [5, 3] is 2 cm from the nearest wall"},
		{"opening too wide", "table: 10 x 10 cm\nlines:\n  - kind: wall\n    points: [[1, 1], [9, 1]]\n    openings:\n      - {kind: gate, at: [2, 1], width: 4}\n", 3, "wall (line 1): opening 1 (gate) does not fit in segment 1"},
		{"window closed", "table: 10 x 10 cm\nbuildings:\n  - rect: [1, 1, 4, 4]\n    openings:\n      - {kind: window, at: [3, 1], width: 1, closed: true}\n", 5, "only doors and gates close"},
		{"one point line", "table: 10 x 10 cm\nlines:\n  - {kind: hedge, points: [[1, 1]]}\n", 3, "line points: 1 points, at least 2"},
		{"bad length", "table: 10 x 10 cm\nlines:\n  - {kind: hedge, points: [[1, 1], [2, 1e3]]}\n", 3, `length "1e3"`},
		{"point not a pair", "table: 10 x 10 cm\nlines:\n  - {kind: hedge, points: [[1, 1], 2]}\n", 3, "expected a point [x, y]"},
		{"alias", "table: 10 x 10 cm\nareas: &a []\nlines: *a\n", 2, "anchors and aliases"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadTable("t.yaml", []byte(tc.src))
			if err == nil {
				t.Fatal("no error")
			}
			var found bool
			for _, e := range yamlfile.AsErrors(err, "t.yaml") {
				if e.Line == tc.line && strings.Contains(e.Msg, tc.want) {
					found = true
				}
			}
			if !found {
				t.Errorf("errors:\n%v\nwant at line %d: %s", err, tc.line, tc.want)
			}
		})
	}
}

func TestFront(t *testing.T) {
	for _, tc := range []struct {
		front string
		want  int
	}{{"right", 1}, {"left", -1}, {"south", 1}, {"north", -1}, {"SW", 1}} {
		tb := read(t, "table: 10 x 10 cm\nlines:\n  - {kind: stakes, front: "+tc.front+", points: [[1, 1], [5, 1]]}\n")
		if got := tb.Lines[0].Front; got != tc.want {
			t.Errorf("front %s of a line drawn east: %d, want %d", tc.front, got, tc.want)
		}
	}
}
