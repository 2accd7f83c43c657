package field

import (
	"testing"

	"herald/internal/board"
	"herald/internal/hex"
)

// Test terrain, with the §16 values each fixture needs. The real catalogue
// comes from data/cryhavoc/terrain.yaml; these stand in so the tests do not
// depend on the loader.
var (
	imp = board.Impassable

	flat  = &board.TerrainType{Name: "flat", Rule: "16.11", Move: board.Costs{1, 1, 1, 1, 1}}
	slope = &board.TerrainType{Name: "slope", Rule: "16.12", Move: board.Costs{2, 2, 2, 2, 2},
		Cover: board.Cover{Class: board.Medium, Into: true, NotAdjacent: true, AcrossLip: true}}
	scrub = &board.TerrainType{Name: "scrub", Rule: "16.13", Move: board.Costs{2, 2, 2, 2, 2}, LOS: board.Hinders,
		Cover: board.Cover{Class: board.Light, Into: true, Through: true, ElevationVoidsInto: true, ElevationVoidsThrough: true}}
	tree = &board.TerrainType{Name: "tree", Rule: "16.14", Move: board.Costs{2, imp, 2, imp, imp}, LOS: board.Blocks, Tall: true,
		Cover: board.Cover{Class: board.Light, Into: true}}
	house = &board.TerrainType{Name: "house interior", Rule: "16.15", Move: board.Costs{1, imp, imp, imp, imp}, Roofed: true}
	door  = &board.TerrainType{Name: "door", Rule: "16.16", Move: board.Costs{1, 1, 1, 1, imp}, Door: true, LOS: board.Blocks,
		Cover: board.Cover{Class: board.Medium, Into: true, Directional: true}}

	wall = &board.HexsideType{Name: "building wall", Rule: "16.22", Extra: board.Costs{imp, imp, imp, imp, imp},
		LOS: board.Blocks, Cover: board.Cover{Class: board.Infinite}, NoCombat: true}
	window = &board.HexsideType{Name: "window", Rule: "16.23", Extra: board.Costs{3, imp, imp, imp, imp},
		LOS: board.Hinders, Aperture: true, Cover: board.Cover{Class: board.Medium, Through: true, NotAdjacent: true}}
	lip = &board.HexsideType{Name: "slope lip", Rule: "16.21", Lip: true}

	debris = &board.FeatureType{Name: "debris", Rule: "16.122", Hindrance: 3}
)

// testMap is an open field of flat ground cols×rows, no prefix.
func testMap(cols, rows int) *board.Map {
	return &board.Map{
		Name:    "test",
		Layout:  hex.Single(cols, rows),
		Default: flat,
		Cells:   map[hex.Hex]board.Cell{},
		Sides:   map[hex.Hexside]board.Side{},
	}
}

func h(s string) hex.Hex { return hex.MustParse(s) }

func setTerrain(m *board.Map, t *board.TerrainType, hexes ...string) {
	for _, s := range hexes {
		c, _ := m.At(h(s))
		c.Terrain = t
		m.Cells[h(s)] = c
	}
}

func setLevel(m *board.Map, level int, hs ...hex.Hex) {
	for _, x := range hs {
		c, _ := m.At(x)
		c.Elevation = level
		m.Cells[x] = c
	}
}

func setSide(m *board.Map, t *board.HexsideType, sides ...string) {
	for _, s := range sides {
		side, err := hex.ParseHexside(s)
		if err != nil {
			panic(err)
		}
		m.Sides[side] = board.Side{Type: t}
	}
}

// walls puts a building wall on every hexside of hex s except those to the
// listed neighbours.
func walls(m *board.Map, s string, except ...string) {
	x := h(s)
	for _, n := range x.Neighbors() {
		skip := false
		for _, e := range except {
			if h(e) == n {
				skip = true
			}
		}
		if side, _ := hex.SideBetween(x, n); !skip {
			if _, has := m.Sides[side]; !has {
				m.Sides[side] = board.Side{Type: wall}
			}
		}
	}
}

func mustField(t testing.TB, m *board.Map, units ...Unit) *Field {
	t.Helper()
	f, err := New(Situation{Hindrance: hindrance, Map: m, Units: units})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func pair(s string) *hex.Pair {
	p, err := hex.ParsePair(s)
	if err != nil {
		panic(err)
	}
	return &p
}

func place(s string) Place {
	if p, err := hex.ParsePair(s); err == nil {
		return Place{Head: p.Head, Rear: p.Rear, Two: true}
	}
	return Place{Head: h(s)}
}

func places(ss ...string) []Place {
	out := make([]Place, len(ss))
	for i, s := range ss {
		out[i] = place(s)
	}
	return out
}

// village is the part of "The Village" the example "Now you see him, now
// you ... die" (§27) needs, as herald assumes it:
//   - a hill: every hex in columns A–U stands one level above columns V–AD,
//     with a slope lip on each U/V hexside (so U6/V7 is a lip);
//   - a house: S6 is house interior, walled except for the window S6/T6 and
//     the opening to the door hex R6; R6 opens to the west (Q5, Q6);
//   - trees in Q4, R4 and P5, which hide Q3 from R6, Q6, P7 and Q5 but not
//     from P5 (a tree hex itself: Francisco pays 6 MP for P5, P4, Q3), and
//     in W6 and T7, which hide the window from Z7, where the text says Ben
//     does not yet see Francisco. (Found by trying every placement of up to
//     three trees near the lines against the example's sightings, with the
//     exact line of sight of §5.2 and of 22.4.)
func village() *board.Map {
	m := testMap(30, 20)
	for c := 0; c <= 20; c++ {
		for r := 1; r <= 20; r++ {
			setLevel(m, 1, hex.Hex{Col: c, Row: r})
		}
	}
	for r := 1; r <= 20; r++ {
		u := hex.Hex{Col: 20, Row: r}
		for _, n := range u.Neighbors() {
			if n.Col == 21 {
				s, _ := hex.SideBetween(u, n)
				m.Sides[s] = board.Side{Type: lip}
			}
		}
	}
	setTerrain(m, house, "S6")
	setTerrain(m, door, "R6")
	setSide(m, window, "S6/T6")
	walls(m, "S6", "T6", "R6")
	walls(m, "R6", "S6", "Q5", "Q6")
	setTerrain(m, tree, "Q4", "R4", "P5", "W6", "T7")
	return m
}

func boardFeature(t *board.FeatureType) board.Feature { return board.Feature{Type: t} }

func hexAdj(a, b hex.Hex) bool { return hex.Adjacent(a, b) }
