package board

import (
	"sort"

	"herald/internal/hex"
)

// Map is a playing area: one or more boards side by side, with terrain,
// elevation and features per hex and features on hexsides.
type Map struct {
	Name   string // file name without extension, e.g. "village"
	Title  string
	Layout hex.Layout
	// Default is the terrain of every hex the map does not list.
	Default *TerrainType
	Cells   map[hex.Hex]Cell
	Sides   map[hex.Hexside]Side
}

// Cell is what one hex holds.
type Cell struct {
	Terrain *TerrainType
	// Elevation in levels above ground; one stair hex or one slope lip is
	// one level (§5.5).
	Elevation int
	Features  []Feature
	// Stair is set on stairs hexes: the hexes at the foot and the head of
	// the flight, the only ways in and out (§16.115).
	Stair *Stair
	// Closed: a door hex shut at the start (16.16); one character may then
	// stand on each side of it (7.22).
	Closed bool
}

// Stair gives the two hexes a stairs hex is entered and left from.
type Stair struct {
	Bottom, Top hex.Hex
}

// Feature is an in-hex feature placed in one hex.
type Feature struct {
	Type *FeatureType
	// Facing: hexes the feature faces, when its type needs them (e.g. the
	// neighbours an exterior corner shields against).
	Facing []hex.Hex
}

// Side is the feature on one hexside.
type Side struct {
	Type   *HexsideType
	Closed bool // for features that open: closed at the start
}

// Contains reports whether h is on the map.
func (m *Map) Contains(h hex.Hex) bool { return m.Layout.Contains(h) }

// At is the cell at h; off the map ok is false.
func (m *Map) At(h hex.Hex) (Cell, bool) {
	if !m.Contains(h) {
		return Cell{}, false
	}
	if c, ok := m.Cells[h]; ok {
		return c, true
	}
	return Cell{Terrain: m.Default}, true
}

// Terrain is the in-hex terrain at h, nil off the map.
func (m *Map) Terrain(h hex.Hex) *TerrainType {
	c, _ := m.At(h)
	return c.Terrain
}

// Elevation is the level of h (0 off the map).
func (m *Map) Elevation(h hex.Hex) int {
	c, _ := m.At(h)
	return c.Elevation
}

// Side is the feature between two adjacent hexes; a plain hexside (or two
// hexes that are not adjacent) has a nil Type.
func (m *Map) Side(a, b hex.Hex) Side {
	s, ok := hex.SideBetween(a, b)
	if !ok {
		return Side{}
	}
	return m.Sides[s]
}

// Hexsides lists the hexsides that carry a feature, in a stable order.
func (m *Map) Hexsides() []hex.Hexside {
	out := make([]hex.Hexside, 0, len(m.Sides))
	for s := range m.Sides {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].A != out[j].A {
			return out[i].A.Less(out[j].A)
		}
		return out[i].B.Less(out[j].B)
	})
	return out
}

// Hexes lists every hex of the map in layout order.
func (m *Map) Hexes() []hex.Hex { return m.Layout.Hexes() }

// HexName is the coordinate a player writes for h on this map ("VilA1").
func (m *Map) HexName(h hex.Hex) string { return m.Layout.Name(h) }
