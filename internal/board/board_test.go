package board

import (
	"testing"

	"herald/internal/hex"
)

// §6.5: light, medium and heavy cover add 1, 2 and 3 to the missile roll;
// infinite cover means no fire at all.
func TestCoverDRM6_5(t *testing.T) {
	for _, tt := range []struct {
		c    CoverClass
		want int
	}{{NoCover, 0}, {Light, 1}, {Medium, 2}, {Heavy, 3}, {Infinite, 0}} {
		if got := tt.c.DRM(); got != tt.want {
			t.Errorf("%v DRM %d, want %d", tt.c, got, tt.want)
		}
		if back, ok := ParseCoverClass(tt.c.String()); !ok || back != tt.c {
			t.Errorf("%v does not round-trip", tt.c)
		}
	}
}

func TestNamesRoundTrip(t *testing.T) {
	for _, k := range UnitKinds() {
		if back, ok := ParseUnitKind(k.String()); !ok || back != k {
			t.Errorf("unit kind %v", k)
		}
	}
	for _, a := range []Advantage{Negative, Neutral, Positive} {
		if back, ok := ParseAdvantage(a.String()); !ok || back != a {
			t.Errorf("advantage %v", a)
		}
	}
	for _, e := range []LOSEffect{Clear, Hinders, Blocks} {
		if back, ok := ParseLOSEffect(e.String()); !ok || back != e {
			t.Errorf("LOS %v", e)
		}
	}
	for _, w := range []Water{Dry, Shallow, Deep, Bottomless} {
		if back, ok := ParseWater(w.String()); !ok || back != w {
			t.Errorf("water %v", w)
		}
	}
	if (Costs{}).For(UnitKind(99)) != Impassable {
		t.Errorf("an unknown unit kind must find everything impassable")
	}
}

func TestMapLookups(t *testing.T) {
	flat := &TerrainType{Name: "flat"}
	tree := &TerrainType{Name: "tree"}
	wall := &HexsideType{Name: "wall"}
	h := hex.MustParse
	side, _ := hex.SideBetween(h("B2"), h("B3"))
	m := &Map{
		Layout:  hex.Single(5, 5),
		Default: flat,
		Cells:   map[hex.Hex]Cell{h("B2"): {Terrain: tree, Elevation: 1}},
		Sides:   map[hex.Hexside]Side{side: {Type: wall}},
	}
	if m.Terrain(h("B2")) != tree || m.Terrain(h("C3")) != flat || m.Terrain(h("F1")) != nil {
		t.Errorf("terrain lookups")
	}
	if m.Elevation(h("B2")) != 1 || m.Elevation(h("A1")) != 0 {
		t.Errorf("elevation lookups")
	}
	if m.Side(h("B3"), h("B2")).Type != wall || m.Side(h("B2"), h("C2")).Type != nil || m.Side(h("A1"), h("E5")).Type != nil {
		t.Errorf("hexside lookups")
	}
	if got := m.Hexsides(); len(got) != 1 || got[0] != side {
		t.Errorf("hexsides %v", got)
	}
	if _, ok := m.At(h("A6")); ok {
		t.Errorf("A6 is off a 5-row board")
	}
}

func BenchmarkMapTerrain(b *testing.B) {
	m := &Map{Layout: hex.Single(20, 25), Default: &TerrainType{Name: "flat"}, Cells: map[hex.Hex]Cell{}}
	hs := m.Hexes()
	for i, h := range hs {
		if i%3 == 0 {
			m.Cells[h] = Cell{Terrain: &TerrainType{Name: "tree"}}
		}
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		_ = m.Terrain(hs[i%len(hs)])
	}
}
