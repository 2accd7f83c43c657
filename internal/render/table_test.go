package render

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/table"
	"herald/internal/table/tablefile"
)

func cmp(x, y float64) table.Point {
	return table.Pt(table.Centimetres.Of(x), table.Centimetres.Of(y))
}

// demoTable is a small table with every kind of area, line and opening,
// and stands of both shapes in every state: Destrier men facing corners,
// a horse, Argad foot facing an edge.
func demoTable() TableScene {
	pts := func(xy ...float64) []table.Point {
		var out []table.Point
		for i := 0; i+1 < len(xy); i += 2 {
			out = append(out, cmp(xy[i], xy[i+1]))
		}
		return out
	}
	t := &table.Table{
		Name: "demo", Title: "Skirmish at the Mill", Width: 600, Depth: 400, Unit: table.Centimetres,
		Areas: []table.Area{
			{Kind: table.Road, Points: pts(0, 18, 60, 18, 60, 21, 0, 21)},
			{Kind: table.Woods, Name: "Old Wood", Points: pts(0, 0, 15, 0, 18, 8, 10, 14, 0, 12)},
			{Kind: table.Bushes, Points: pts(20, 2, 26, 2, 27, 7, 21, 8)},
			{Kind: table.Crops, Points: pts(40, 25, 58, 25, 58, 38, 40, 38)},
			{Kind: table.Slope, Name: "Mill Hill", Uphill: 45, Points: pts(2, 25, 20, 24, 24, 36, 4, 38)},
			{Kind: table.Water, Depth: table.Shallow, Points: pts(30, 0, 34, 0, 34, 40, 30, 40)},
			{Kind: table.Water, Depth: table.Deep, Points: pts(31, 8, 33, 8, 33, 12, 31, 12)},
			{Kind: table.Rough, Points: pts(36, 2, 42, 2, 40, 6)},
		},
		Lines: []table.Line{
			{Kind: table.Wall, Points: pts(38, 10, 58, 10, 58, 22), Openings: []table.Opening{{Kind: table.Gate, Segment: 0, At: 100, Width: 40, Closed: true}}},
			{Kind: table.Hedge, Points: pts(38, 24, 58, 24), Openings: []table.Opening{{Kind: table.Gap, Segment: 0, At: 50, Width: 20}}},
			{Kind: table.Bank, Points: pts(2, 22, 20, 22)},
			{Kind: table.Fence, Points: pts(22, 38, 28, 30)},
			{Kind: table.Stakes, Front: -1, Points: pts(26, 12, 26, 20)},
		},
		Buildings: []table.Building{{
			Name: "Mill", Points: pts(44, 12, 54, 12, 54, 18, 44, 18),
			Openings: []table.Opening{
				{Kind: table.Door, Segment: 2, At: 50, Width: 15},
				{Kind: table.Window, Segment: 0, At: 30, Width: 10},
				{Kind: table.ArrowSlit, Segment: 1, At: 30, Width: 4},
			},
		}},
	}
	man := table.Base{Width: table.Inches.Of(1), Depth: table.Inches.Of(1), Corner: true}
	horse := table.Base{Width: table.Inches.Of(1), Depth: table.Inches.Of(2)}
	foot := table.Base{Width: 20, Depth: 20}
	return TableScene{
		Title: t.Title, Subtitle: "Demo table, 60 × 40 cm", Table: t,
		Forces: []Force{{Name: "Raiders"}, {Name: "Millers"}},
		Stands: []TableStand{
			{Name: "Sir Roland", Force: "Raiders", Kind: "horse", Stand: table.Stand{Centre: cmp(10, 19), Facing: 90, Base: horse}},
			{Name: "Gilbert", Force: "Raiders", Kind: "man", Stand: table.Stand{Centre: cmp(14, 22), Facing: 60, Base: man}},
			{Name: "Hugh", Force: "Raiders", Kind: "man", Status: "wounded", Stand: table.Stand{Centre: cmp(22, 15), Facing: 90, Base: man}},
			{Name: "Miller", Force: "Millers", Kind: "foot", Stand: table.Stand{Centre: cmp(40, 20), Facing: 270, Base: foot}},
			{Name: "Alys", Force: "Millers", Kind: "foot", Status: "stunned", Stand: table.Stand{Centre: cmp(49, 15), Facing: 200, Base: foot}},
			{Name: "Osric", Force: "Millers", Kind: "foot", Status: "dead", Stand: table.Stand{Centre: cmp(52, 30), Facing: 0, Base: foot}},
		},
	}
}

func renderTable(t testing.TB, s TableScene, opt TableOptions) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := WriteTable(&b, s, opt); err != nil {
		t.Fatalf("WriteTable: %v", err)
	}
	return b.Bytes()
}

// TestTableGolden compares the pictures with testdata; go test -update
// rewrites them, and the diff is then reviewed like any other change.
func TestTableGolden(t *testing.T) {
	farm, err := tablefile.LoadTable("hallow-farm")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		s    TableScene
		opt  TableOptions
	}{
		{"table-demo", demoTable(), TableOptions{Scale: 16}},
		{"table-hallow-farm", FromTable(farm), TableOptions{}},
	} {
		t.Run(tc.name, func(t *testing.T) { golden(t, tc.name, renderTable(t, tc.s, tc.opt)) })
	}
}

// TestTableHooks checks the attributes a web page relies on to find the
// table's parts and to turn a click into table coordinates.
func TestTableHooks(t *testing.T) {
	doc := string(renderTable(t, demoTable(), TableOptions{Scale: 16}))
	for _, want := range []string{
		`class="herald-table" data-unit="cm" data-table-width="60" data-table-depth="40"`,
		`<g class="table" data-origin-x="46" data-origin-y="104" data-px-per-unit="16">`,
		`data-area="1" data-kind="woods" data-name="Old Wood"`,
		`data-kind="slope" data-name="Mill Hill" data-uphill="45"`,
		`data-kind="water" data-depth="deep"`,
		`data-line="0" data-kind="wall"`,
		`data-line="4" data-kind="stakes" data-front="-1"`,
		`class="opening o-gate closed" data-opening="0" data-kind="gate" data-width="4"`,
		`data-building="0" data-name="Mill"`,
		`class="opening o-door" data-opening="0" data-kind="door" data-width="1.5"`,
		`data-stand="Sir Roland" data-force="Raiders" data-kind="horse" data-x="10" data-y="19" data-facing="90" data-width="2.54" data-depth="5.08"`,
		`data-stand="Gilbert" data-force="Raiders" data-kind="man" data-x="14" data-y="22" data-facing="60" data-width="2.54" data-depth="2.54" data-corner="true"`,
		`class="stand force-1 dead"`,
		`data-status="wounded"`,
		`class="scale-bar" data-unit="cm"`,
		`<title>Skirmish at the Mill</title>`,
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("output lacks %s", want)
		}
	}
	// A stand's drawn base is where its data says: the page can draw on it.
	if !strings.Contains(doc, `data-stand="Miller"`) || strings.Count(doc, `class="stand `) != 6 {
		t.Errorf("%d stands drawn, want 6", strings.Count(doc, `class="stand `))
	}
}

func TestTableWellFormedAndDeterministic(t *testing.T) {
	s := demoTable()
	s.Title = `Tricky <names> & "quotes"`
	s.Stands[0].Name = "Æthelred <the> 'Unready' & co"
	s.Forces[0].Name = `R&D "side"`
	for i := range s.Stands {
		if s.Stands[i].Force == "Raiders" {
			s.Stands[i].Force = s.Forces[0].Name
		}
	}
	s.Table.Areas[1].Name = "<Wood & Co>"
	doc := renderTable(t, s, TableOptions{})
	wellFormed(t, doc)
	for range 3 {
		if again := renderTable(t, s, TableOptions{}); !bytes.Equal(doc, again) {
			t.Fatal("two renderings of the same table differ")
		}
	}
}

// TestTableInches: a table in inches gets an inch ruler and scale bar.
func TestTableInches(t *testing.T) {
	s := demoTable()
	s.Table.Unit = table.Inches
	doc := string(renderTable(t, s, TableOptions{}))
	for _, want := range []string{`data-unit="in"`, `12 in</text>`, `data-px-per-unit=`} {
		if !strings.Contains(doc, want) {
			t.Errorf("inch table lacks %s", want)
		}
	}
}

// TestTableBadScene: what the picture cannot show is an error naming it,
// never a panic or a half-drawn picture.
func TestTableBadScene(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*TableScene, *TableOptions)
		want string
	}{
		{"no table", func(s *TableScene, _ *TableOptions) { s.Table = nil }, "no table"},
		{"crossing area", func(s *TableScene, _ *TableOptions) {
			s.Table.Areas[2].Points = []table.Point{cmp(1, 1), cmp(5, 5), cmp(5, 1), cmp(1, 5)}
		}, "area 3: its segments 1 and 3 cross"},
		{"stand off the table", func(s *TableScene, _ *TableOptions) { s.Stands[1].Stand.Centre = cmp(60, 20) }, `stand "Gilbert" at (60 cm, 20 cm) is not wholly on the table`},
		{"no base", func(s *TableScene, _ *TableOptions) { s.Stands[2].Stand.Base = table.Base{} }, `stand "Hugh"`},
		{"facing not a number", func(s *TableScene, _ *TableOptions) { s.Stands[3].Stand.Facing = math.NaN() }, `stand "Miller": facing`},
		{"scale too large", func(_ *TableScene, o *TableOptions) { o.Scale = 900 }, "at most 20000"},
		{"negative scale", func(_ *TableScene, o *TableOptions) { o.Scale = -1 }, "scale -1"},
		{"zero size", func(s *TableScene, _ *TableOptions) { s.Table.Width = 0 }, "table size"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, opt := demoTable(), TableOptions{}
			tc.edit(&s, &opt)
			var b bytes.Buffer
			err := WriteTable(&b, s, opt)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("WriteTable = %v, want an error containing %q", err, tc.want)
			}
			if b.Len() != 0 {
				t.Errorf("wrote %d bytes despite the error", b.Len())
			}
		})
	}
}

// TestAnyTableSceneIsAPictureOrAnError: whatever a table scene holds,
// WriteTable refuses it or writes a well-formed document; it never panics.
func TestAnyTableSceneIsAPictureOrAnError(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := demoTable()
		coord := func(label string) table.Length { return table.Length(rapid.Float64Range(-50, 700).Draw(t, label)) }
		for i := rapid.IntRange(0, 3).Draw(t, "areas"); i > 0; i-- {
			var pts []table.Point
			for j := rapid.IntRange(0, 6).Draw(t, "n"); j > 0; j-- {
				pts = append(pts, table.Pt(coord("x"), coord("y")))
			}
			s.Table.Areas = append(s.Table.Areas, table.Area{Kind: rapid.SampledFrom(table.AreaKinds).Draw(t, "kind"), Points: pts,
				Depth: table.Shallow, Name: rapid.String().Draw(t, "name")})
		}
		for i := rapid.IntRange(0, 4).Draw(t, "stands"); i > 0; i-- {
			s.Stands = append(s.Stands, TableStand{
				Name:   rapid.String().Draw(t, "stand"),
				Force:  rapid.SampledFrom([]string{"Raiders", "Millers", "nobody", ""}).Draw(t, "force"),
				Status: rapid.SampledFrom([]string{"", "wounded", "stunned", "dead", "odd"}).Draw(t, "status"),
				Stand: table.Stand{Centre: table.Pt(coord("sx"), coord("sy")), Facing: rapid.Float64Range(-720, 720).Draw(t, "facing"),
					Base: table.Base{Width: table.Length(rapid.Float64Range(-5, 80).Draw(t, "w")), Depth: table.Length(rapid.Float64Range(-5, 80).Draw(t, "d")),
						Corner: rapid.Bool().Draw(t, "corner")}},
			})
		}
		opt := TableOptions{Scale: rapid.Float64Range(-1, 40).Draw(t, "scale"), NoLegend: rapid.Bool().Draw(t, "nolegend")}
		var b bytes.Buffer
		if err := WriteTable(&b, s, opt); err != nil {
			if b.Len() != 0 {
				t.Fatalf("error %v after writing %d bytes", err, b.Len())
			}
			return
		}
		wellFormed(t, b.Bytes())
	})
}

func BenchmarkWriteTableFarm(b *testing.B) {
	farm, err := tablefile.LoadTable("hallow-farm")
	if err != nil {
		b.Fatal(err)
	}
	s := FromTable(farm)
	b.ReportAllocs()
	for b.Loop() {
		var buf bytes.Buffer
		if err := WriteTable(&buf, s, TableOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
