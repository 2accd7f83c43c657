package field

import (
	"testing"

	"herald/internal/board"
	"herald/internal/hex"
	"pgregory.net/rapid"
)

// randomMap draws a small map with every kind of terrain, hexside and level
// the LOS rules treat differently.
func randomMap(t *rapid.T) *board.Map {
	m := testMap(12, 10)
	terrains := []*board.TerrainType{flat, flat, flat, tree, scrub, slope, house, door}
	for _, x := range m.Hexes() {
		c := board.Cell{Terrain: rapid.SampledFrom(terrains).Draw(t, "terrain"), Elevation: rapid.IntRange(0, 2).Draw(t, "level")}
		m.Cells[x] = c
	}
	sides := []*board.HexsideType{nil, nil, nil, nil, wall, window, lip}
	for _, x := range m.Hexes() {
		nbs := x.Neighbors()
		for _, n := range nbs[:3] {
			if !m.Contains(n) {
				continue
			}
			if st := rapid.SampledFrom(sides).Draw(t, "side"); st != nil {
				s, _ := hex.SideBetween(x, n)
				m.Sides[s] = board.Side{Type: st}
			}
		}
	}
	return m
}

func randomHex(t *rapid.T, label string) hex.Hex {
	return hex.Hex{Col: rapid.IntRange(0, 11).Draw(t, label+"col"), Row: rapid.IntRange(1, 10).Draw(t, label+"row")}
}

// TestPropertyLOSReciprocal: by day, LOS is reciprocal (§5.1).
func TestPropertyLOSReciprocal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := randomMap(t)
		f, err := New(Situation{Hindrance: hindrance, Map: m, AlternativeLOS: rapid.Bool().Draw(t, "22.4")})
		if err != nil {
			t.Fatal(err)
		}
		a, b := randomHex(t, "a"), randomHex(t, "b")
		ab, ba := f.LOS(a, b), f.LOS(b, a)
		if ab.Visible != ba.Visible {
			t.Fatalf("LOS %s→%s = %v (%s %s), back = %v (%s %s)", a, b, ab.Visible, ab.BlockedBy, ab.Reason, ba.Visible, ba.BlockedBy, ba.Reason)
		}
	})
}

// TestPropertyReachPaths: every reach path stays within the MPA, steps to
// adjacent places only, and costs what PathCost says.
func TestPropertyReachPaths(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := randomMap(t)
		for x, c := range m.Cells {
			c.Elevation = 0 // keep the field mostly passable
			m.Cells[x] = c
		}
		start := randomHex(t, "start")
		mounted := rapid.Bool().Draw(t, "mounted")
		u := Unit{Name: "mover", Side: "a", Kind: Foot, Hex: start, MPA: rapid.IntRange(0, 12).Draw(t, "mpa")}
		if mounted {
			d := hex.Direction(rapid.IntRange(0, 5).Draw(t, "facing"))
			rear := start.Neighbor(d.Opposite())
			if !m.Contains(rear) {
				t.Skip("rear off the map")
			}
			u.Kind, u.Pair = Rider, &hex.Pair{Head: start, Rear: rear}
		}
		f, err := New(Situation{Hindrance: hindrance, Map: m, Units: []Unit{u}})
		if err != nil {
			t.Fatal(err)
		}
		r, err := f.Reach("mover")
		if err != nil {
			t.Fatal(err)
		}
		mu, _ := f.Unit("mover")
		for _, d := range r.Destinations {
			if d.Cost > r.MPA {
				t.Fatalf("%v costs %d > MPA %d", d.Place, d.Cost, r.MPA)
			}
			for i := 1; i < len(r.Path(d)); i++ {
				a, b := r.Path(d)[i-1], r.Path(d)[i]
				if !hex.Adjacent(a.Head, b.Head) && a.Head != b.Head {
					t.Fatalf("path %v: %v to %v is no step", r.Path(d), a, b)
				}
			}
			if c, err := f.PathCost(mu, r.Path(d)); err != nil || c != d.Cost {
				t.Fatalf("path %v: PathCost %d (%v), reach said %d", r.Path(d), c, err, d.Cost)
			}
		}
	})
}
