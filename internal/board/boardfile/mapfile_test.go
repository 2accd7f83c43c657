package boardfile

import (
	"io/fs"
	"strings"
	"testing"

	"herald/data"
	"herald/internal/board"
	"herald/internal/hex"
)

// Every shipped map loads without error.
func TestShippedMaps(t *testing.T) {
	cat := shippedCatalog(t)
	files, _ := fs.Glob(data.FS, "maps/*.yaml")
	if len(files) < 3 {
		t.Fatalf("want at least three shipped maps, found %v", files)
	}
	for _, f := range files {
		src, _ := fs.ReadFile(data.FS, f)
		m, err := ReadMap(f, src, cat)
		if err != nil {
			t.Errorf("%s:\n%v", f, err)
			continue
		}
		if m.Title == "" {
			t.Errorf("%s: no title", f)
		}
	}
}

func readTestMap(t *testing.T, src string) *board.Map {
	t.Helper()
	m, err := ReadMap("m.yaml", []byte(src), shippedCatalog(t))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestMapReading(t *testing.T) {
	m := readTestMap(t, `title: t
size: 12x12
terrain:
  B2-D4: house
  C3: door
elevation:
  H1-J3: 1
stairs:
  G3: G4>H3
hexsides:
  C3/C2: window
  B2/B1: none
  G3/H3: none
outlines:
  B2-D4: wall
  H1-J3: rampart-edge
features:
  E5: exterior-corner E4
`)
	h := hex.MustParse
	if got := m.Terrain(h("B3")).Name; got != "house" {
		t.Errorf("B3 %s, want house", got)
	}
	if got := m.Terrain(h("C3")).Name; got != "door" {
		t.Errorf("C3 %s: a later single hex overrides an area", got)
	}
	if got := m.Terrain(h("L12")).Name; got != "flat" {
		t.Errorf("default terrain %s", got)
	}
	if m.Elevation(h("I2")) != 1 || m.Elevation(h("A1")) != 0 {
		t.Errorf("elevation")
	}
	if s := m.Side(h("C2"), h("C3")); s.Type == nil || s.Type.Name != "window" {
		t.Errorf("C2/C3 %+v, want window over the outline wall", s)
	}
	if s := m.Side(h("B1"), h("B2")); s.Type != nil {
		t.Errorf("B1/B2 %+v, want cleared by none", s)
	}
	if s := m.Side(h("D4"), h("E4")); s.Type == nil || s.Type.Name != "wall" {
		t.Errorf("D4/E4 %+v, want outline wall", s)
	}
	if s := m.Side(h("B2"), h("B3")); s.Type != nil {
		t.Errorf("inside the outline B2/B3 %+v, want plain", s)
	}
	c, _ := m.At(h("G3"))
	if c.Terrain.Name != "stairs" || c.Stair == nil || c.Stair.Bottom != h("G4") || c.Stair.Top != h("H3") {
		t.Errorf("stairs %+v", c)
	}
	c, _ = m.At(h("E5"))
	if len(c.Features) != 1 || c.Features[0].Type.Name != "exterior-corner" || c.Features[0].Facing[0] != h("E4") {
		t.Errorf("features %+v", c.Features)
	}
	if _, ok := m.At(h("M1")); ok {
		t.Errorf("M1 is off a 12-column board")
	}
}

func TestMapErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"no size", "title: t\n", "m.yaml:1: map: missing size"},
		{"bad size", "size: big\n", `m.yaml:1: size "big": expected COLUMNSxROWS`},
		{"unknown terrain", "size: 5x5\nterrain:\n  A1: lava\n", `m.yaml:3: unknown terrain "lava"`},
		{"typo terrain", "size: 5x5\nterrain:\n  A1: tre\n", `did you mean "tree"?`},
		{"off board", "size: 5x5\nterrain:\n  F1: tree\n", `m.yaml:3: terrain "F1": hex "F1" is off the board`},
		{"duplicate hex", "size: 5x5\nterrain:\n  A1: tree\n  B1 A1: scrub\n", "m.yaml:4: terrain: hex A1 given twice (also on line 3)"},
		{"duplicate key", "size: 5x5\nterrain:\n  A1: tree\n  A1: scrub\n", `m.yaml:4: terrain: "A1" given twice (first on line 3)`},
		{"not adjacent", "size: 5x5\nhexsides:\n  A1/C1: wall\n", `m.yaml:3: hexside "A1/C1": A1 and C1 are not adjacent`},
		{"duplicate hexside", "size: 5x5\nhexsides:\n  A1/A2: wall\n  A2/A1: window\n", "m.yaml:4: hexside A2/A1 given twice (also on line 3)"},
		{"unknown hexside", "size: 5x5\nhexsides:\n  A1/A2: portal\n", `m.yaml:3: unknown hexside feature "portal"`},
		{"closed wall", "size: 5x5\nhexsides:\n  A1/A2: wall closed\n", `unexpected "closed" after wall`},
		{"wrong type", "size: 5x5\nelevation:\n  A1: high\n", `m.yaml:3: elevation: expected a whole number, found "high"`},
		{"list for map", "size: 5x5\nterrain: [A1, tree]\n", "m.yaml:2: terrain: expected a mapping"},
		{"stairs far", "size: 5x5\nstairs:\n  B2: B3>B5\n", "must be two different hexes next to it"},
		{"feature facing", "size: 5x5\nfeatures:\n  B2: exterior-corner\n", "name the neighbouring hexes it faces"},
		{"boards and size", "size: 5x5\nboards:\n  - {prefix: A, size: 5x5}\n", "give either size"},
		{"boards overlap", "boards:\n  - {prefix: N, size: 5x5}\n  - {prefix: S, size: 5x5, row_offset: 2}\n", "overlap"},
		{"area across boards", "boards:\n  - {prefix: N, size: 5x5}\n  - {prefix: S, size: 5x5, row_offset: 5}\nterrain:\n  NA1-SA3: tree\n", "runs across two boards"},
		{"cliff 7.5", "size: 5x5\nelevation:\n  B2: 1\n", "m.yaml:3: B2 is at level 1 but its neighbours B1 (level 0), C1 (level 0)"},
		{"stairs levels", "size: 5x5\nstairs:\n  B2: B3>B1\n", "stairs B2: foot B3 is at level 0, the stairs at 0 and the head B1 at 0; the head must be higher"},
		{"truncated", "size: 5x5\nterrain:\n  A1: [tree\n", "not valid YAML"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadMap("m.yaml", []byte(tt.src), shippedCatalog(t))
			if err == nil {
				t.Fatalf("no error, want %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error:\n%v\nwant it to contain %q", err, tt.want)
			}
		})
	}
}

// Two boards side by side: coordinates carry the board prefix, areas stay on
// one board, and a hexside may cross the edge between them.
func TestMapTwoBoards(t *testing.T) {
	m := readTestMap(t, `title: two
boards:
  - {prefix: Vil, size: 10x10}
  - {prefix: Cas, size: 10x10, col_offset: 10}
terrain:
  VilA1-C3: tree
  CasA1: house
hexsides:
  VilJ5/CasA5: wall
`)
	vil, err := m.Layout.Resolve("VilB2")
	if err != nil {
		t.Fatal(err)
	}
	cas, _ := m.Layout.Resolve("CasA1")
	if m.Terrain(vil).Name != "tree" || m.Terrain(cas).Name != "house" {
		t.Errorf("terrain by board: %s %s", m.Terrain(vil).Name, m.Terrain(cas).Name)
	}
	if cas != (hex.Hex{Col: 10, Row: 1}) || m.HexName(cas) != "CasA1" {
		t.Errorf("CasA1 is map hex %v named %s", cas, m.HexName(cas))
	}
	a, _ := m.Layout.Resolve("VilJ5")
	b, _ := m.Layout.Resolve("CasA5")
	if s := m.Side(a, b); s.Type == nil || s.Type.Name != "wall" {
		t.Errorf("wall across the board edge: %+v", s)
	}
	_, err = ReadMap("m.yaml", []byte("boards:\n  - {prefix: Vil, size: 10x10}\n  - {prefix: Cas, size: 10x10, col_offset: 10}\nterrain:\n  B2: tree\n"), shippedCatalog(t))
	if err == nil || !strings.Contains(err.Error(), "m.yaml:5:") || !strings.Contains(err.Error(), "write the board first") {
		t.Errorf("hex without a board on a two-board map: %v", err)
	}
}
