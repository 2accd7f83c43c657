package render

import (
	"bytes"
	"encoding/xml"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"herald/internal/hex"
)

var update = flag.Bool("update", false, "rewrite the golden SVG files in testdata")

func h(s string) hex.Hex { return hex.MustParse(s) }

func side(a, b string) hex.Hexside {
	s, ok := hex.SideBetween(h(a), h(b))
	if !ok {
		panic(a + "/" + b + " not adjacent")
	}
	return s
}

// demoScene is a small village corner: a house with walls, a window and a
// door, trees, scrub, a stream with a ford, a slope up to a hill, and two
// sides with a knight on his horse, a cart and wounded, stunned and dead men.
func demoScene() Scene {
	s := Scene{
		Title:          "The Raid on the Mill",
		Subtitle:       "Demo map, 14 × 10",
		Layout:         hex.Single(14, 10),
		DefaultTerrain: "flat",
	}
	add := func(terrain string, elev int, hexes ...string) {
		for _, x := range hexes {
			s.Cells = append(s.Cells, Cell{At: h(x), Terrain: terrain, Elevation: elev})
		}
	}
	add("tree", 0, "A1", "A2", "B1", "B2", "C1", "A3")
	add("scrub", 0, "C2", "D2", "B3")
	add("slope", 1, "K2", "L2", "K3", "M3")
	add("flat", 2, "L1", "M1", "M2", "N1", "N2")
	add("stream", 0, "A7", "B7", "C6", "D6", "E5", "G5", "H5", "I4", "J4")
	add("ford", 0, "F5")
	add("house-interior", 0, "F8", "G8", "G9", "H8")
	add("door", 0, "H9")
	add("road", 0, "I9", "J9", "J8", "K8", "L8", "M7", "N7")
	add("rubble", 0, "D9", "E9")
	add("castle-wall", 0, "N9", "N10")
	add("stairs", 1, "M10")
	up := h("N10")
	s.Cells[len(s.Cells)-1].Up = &up
	s.Cells = append(s.Cells, Cell{At: h("J6"), Terrain: "flat", Features: []string{"well"}})
	s.Cells = append(s.Cells, Cell{At: h("I8"), Terrain: "flat", Features: []string{"corner"}})
	wall := func(feature string, closed bool, pairs ...[2]string) {
		for _, p := range pairs {
			s.Edges = append(s.Edges, Edge{At: side(p[0], p[1]), Feature: feature, Closed: closed})
		}
	}
	// The house's walls run round its hexes, with windows and doors in
	// place of some wall hexsides.
	special := map[string]Edge{
		"F8/F7":  {Feature: "window"},
		"H8/I7":  {Feature: "window"},
		"F8/E8":  {Feature: "door", Closed: true},
		"G9/G10": {Feature: "door"},
		"H9/H10": {}, // the door hex opens onto the road
	}
	house := []string{"F8", "G8", "G9", "H8", "H9"}
	in := map[hex.Hex]bool{}
	for _, x := range house {
		in[h(x)] = true
	}
	for _, x := range house {
		for _, n := range h(x).Neighbors() {
			if in[n] {
				continue
			}
			e, ok := special[x+"/"+n.String()]
			if !ok {
				e.Feature = "building-wall"
			}
			if e.Feature != "" {
				wall(e.Feature, e.Closed, [2]string{x, n.String()})
			}
		}
	}
	// Slope lips between the hilltop and the slope below it.
	for _, x := range []string{"L1", "M1", "M2", "N1", "N2"} {
		for _, n := range h(x).Neighbors() {
			switch n.String() {
			case "K2", "L2", "K3", "M3", "K1":
				wall("slope-lip", false, [2]string{x, n.String()})
			}
		}
	}
	wall("arrow-slit", false, [2]string{"N9", "M8"})
	wall("hedge", false, [2]string{"C4", "C5"}, [2]string{"D4", "D5"}, [2]string{"E4", "E5"})
	wall("fence", false, [2]string{"J10", "K10"}, [2]string{"J10", "K9"}, [2]string{"J9", "K9"})
	wall("stream-bank", false, [2]string{"F5", "F4"}, [2]string{"F5", "G5"})
	s.Forces = []Force{{Name: "Raiders"}, {Name: "Millers"}}
	s.Counters = []Counter{
		{Name: "Sir Roland", Force: "Raiders", Kind: "horse", At: h("E3"), Rear: h("E2"), Two: true, Rider: "Sir Roland"},
		{Name: "Gilbert the Archer", Force: "Raiders", Kind: "character", At: h("D4")},
		{Name: "Hugh", Force: "Raiders", Kind: "character", At: h("G4"), Status: "wounded"},
		{Name: "Wat", Force: "Raiders", Kind: "character", At: h("G4")},
		{Name: "Miller", Force: "Millers", Kind: "character", At: h("G8")},
		{Name: "Alys", Force: "Millers", Kind: "character", At: h("H9"), Status: "stunned"},
		{Name: "Osric", Force: "Millers", Kind: "character", At: h("J6"), Status: "dead"},
		{Name: "Cart", Force: "Millers", Kind: "cart", At: h("K8"), Rear: h("J8"), Two: true},
		{Name: "Dog", Kind: "dog", At: h("L5")},
	}
	return s
}

func demoOverlay() *Overlay {
	o := &Overlay{Title: "Reach of Hugh", Highlight: map[hex.Hex]string{}, Labels: map[hex.Hex]string{}}
	o.Highlight[h("G4")] = "origin"
	for _, x := range []string{"F4", "G3", "H4", "H3", "F3", "G5"} {
		o.Highlight[h(x)] = "reach"
		o.Labels[h(x)] = "3"
	}
	o.Lines = []Line{{From: h("G4"), To: h("K8"), Class: "los-clear"}, {From: h("G4"), To: h("G8"), Class: "los-blocked"}}
	return o
}

func render(t testing.TB, s Scene, opt Options) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, s, opt); err != nil {
		t.Fatalf("Write: %v", err)
	}
	return b.Bytes()
}

// TestGolden compares the demo pictures with testdata; go test -update
// rewrites them, and the diff is then reviewed like any other change.
func TestGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    Scene
		opt  Options
	}{
		{"demo", demoScene(), Options{}},
		{"demo-overlay", demoScene(), Options{Overlay: demoOverlay()}},
		{"two-boards", twoBoards(), Options{NoLegend: true, Scale: 20}},
	} {
		t.Run(tc.name, func(t *testing.T) { golden(t, tc.name, render(t, tc.s, tc.opt)) })
	}
}

// golden compares a picture with testdata/NAME.svg, or rewrites the file
// under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name+".svg")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the rendered picture; run go test -update and review the diff", path)
	}
}

func twoBoards() Scene {
	return Scene{
		Title: "Two boards",
		Layout: hex.Layout{Boards: []hex.Board{
			{Prefix: "Vil", Cols: 6, Rows: 4},
			{Prefix: "Cas", Cols: 6, Rows: 4, ColOffset: 6},
		}},
		DefaultTerrain: "flat",
		Cells:          []Cell{{At: h("G2"), Terrain: "castle-wall"}},
		Counters:       []Counter{{Name: "Guard", Force: "Castle", At: h("H3")}},
		Forces:         []Force{{Name: "Castle", Colour: "#333399"}},
	}
}

// fataler is what wellFormed needs of a *testing.T or *rapid.T.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// wellFormed decodes the whole document as XML.
func wellFormed(t fataler, doc []byte) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(doc))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
	}
}

func TestWellFormed(t *testing.T) {
	s := demoScene()
	s.Title = `Tricky <names> & "quotes"`
	s.Counters[1].Name = "Æthelred <the> 'Unready' & co"
	s.Forces[0].Name = `R&D "side"`
	for i := range s.Counters {
		if s.Counters[i].Force == "Raiders" {
			s.Counters[i].Force = s.Forces[0].Name
		}
	}
	doc := render(t, s, Options{Overlay: demoOverlay()})
	wellFormed(t, doc)
}

func TestDeterministic(t *testing.T) {
	a := render(t, demoScene(), Options{Overlay: demoOverlay()})
	for i := 0; i < 5; i++ {
		if b := render(t, demoScene(), Options{Overlay: demoOverlay()}); !bytes.Equal(a, b) {
			t.Fatal("two renderings of the same scene differ")
		}
	}
}

// TestHooks checks the attributes a web page relies on.
func TestHooks(t *testing.T) {
	doc := string(render(t, demoScene(), Options{Overlay: demoOverlay()}))
	for _, want := range []string{
		`data-hex="G8"`,
		`id="hex-A1"`,
		`data-character="Gilbert the Archer"`,
		`data-character="Sir Roland"`,
		`data-hex="E3-E2"`,
		`data-feature="window"`,
		`data-status="wounded"`,
		`class="hex t-woods"`,
		`class="ov ov-reach" data-hex="F4"`,
		`<title>The Raid on the Mill</title>`,
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("output lacks %s", want)
		}
	}
	// Every hex of the layout is drawn once.
	if n := strings.Count(doc, `<g class="hex t-`); n != 14*10+len(familiesIn(demoScene())) {
		t.Errorf("%d hex groups, want %d map hexes plus legend swatches", n, 14*10)
	}
}

func familiesIn(s Scene) map[string]bool {
	m := map[string]bool{familyOf(s.DefaultTerrain).class: true}
	for _, c := range s.Cells {
		m[familyOf(c.Terrain).class] = true
	}
	return m
}

func TestFamilies(t *testing.T) {
	for _, tc := range []struct{ terrain, class string }{
		{"flat", "grass"}, {"tree", "woods"}, {"house-interior", "floor"}, {"pool", "water"},
		{"river", "water"}, {"filled-moat", "rough"}, {"moat", "ditch"}, {"stairs", "stairs"},
		{"castle-wall", "castle"}, {"slope", "slope"}, {"stepping-stones", "bridge"},
		{"rice-paddy", "swamp"}, {"Shallow water", "ford"}, {"lava", "other"},
	} {
		if got := familyOf(tc.terrain).class; got != tc.class {
			t.Errorf("familyOf(%q) = %s, want %s", tc.terrain, got, tc.class)
		}
	}
	for _, tc := range []struct{ feature, class string }{
		{"building-wall", "wall"}, {"window", "window"}, {"door", "door"}, {"gate-doors", "door"},
		{"arrow-slit", "slit"}, {"battlement", "battlement"}, {"hedge", "hedge"}, {"fence", "fence"},
		{"pool-bank", "bank"}, {"slope-lip", "lip"}, {"bars", "bars"}, {"mystery", "other"},
	} {
		if got := edgeStyleOf(tc.feature).class; got != tc.class {
			t.Errorf("edgeStyleOf(%q) = %s, want %s", tc.feature, got, tc.class)
		}
	}
}

func TestWrapName(t *testing.T) {
	for _, tc := range []struct {
		name string
		max  int
		want []string
	}{
		{"Hugh", 7, []string{"Hugh"}},
		{"Sir Roland", 7, []string{"Sir", "Roland"}},
		{"Gilbert the Archer", 7, []string{"Gilbert", "Archer"}},
		{"Montgomery", 7, []string{"Montgo."}},
		{"", 7, []string{""}},
		{"Æthelflæd", 5, []string{"Æthe."}},
	} {
		got := wrapName(tc.name, tc.max)
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("wrapName(%q, %d) = %q, want %q", tc.name, tc.max, got, tc.want)
		}
	}
}

// TestBadScene: an inconsistent scene is an error naming the unit or hex,
// never a panic or a half-drawn picture.
func TestBadScene(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*Scene)
		want string
	}{
		{"counter off map", func(s *Scene) { s.Counters[1].At = h("Z40") }, `"Gilbert the Archer" at Z40`},
		{"rear off map", func(s *Scene) { s.Counters[0].At, s.Counters[0].Rear = h("A1"), hex.Hex{Col: 0, Row: 0} }, "rear hex A0"},
		{"pair apart", func(s *Scene) { s.Counters[0].Rear = h("H8") }, "not adjacent"},
		{"terrain off map", func(s *Scene) { s.Cells[0].At = h("P1") }, "P1"},
		{"hexside apart", func(s *Scene) { s.Edges[0].At = hex.Hexside{A: h("A1"), B: h("C3")} }, "not adjacent"},
		{"no boards", func(s *Scene) { s.Layout = hex.Layout{} }, "no boards"},
		{"stairs apart", func(s *Scene) { up := h("A9"); s.Cells[0].Up = &up }, "stairs at A1 climb to A9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := demoScene()
			tc.edit(&s)
			var b bytes.Buffer
			err := Write(&b, s, Options{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Write = %v, want error containing %q", err, tc.want)
			}
			if b.Len() != 0 {
				t.Errorf("wrote %d bytes despite the error", b.Len())
			}
		})
	}
}

func BenchmarkWriteDemo(b *testing.B) {
	s := demoScene()
	o := demoOverlay()
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(io.Discard, s, Options{Overlay: o}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteLarge is a full four-board map of 1,760 hexes.
func BenchmarkWriteLarge(b *testing.B) {
	s := Scene{Title: "Large", DefaultTerrain: "flat", Layout: hex.Layout{Boards: []hex.Board{
		{Prefix: "A", Cols: 22, Rows: 20}, {Prefix: "B", Cols: 22, Rows: 20, ColOffset: 22},
		{Prefix: "C", Cols: 22, Rows: 20, RowOffset: 20}, {Prefix: "D", Cols: 22, Rows: 20, ColOffset: 22, RowOffset: 20},
	}}}
	for i, x := range s.Layout.Hexes() {
		if i%3 == 0 {
			s.Cells = append(s.Cells, Cell{At: x, Terrain: "tree", Elevation: i % 4})
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(io.Discard, s, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
