package boardfile

import (
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/hex"
)

// A rectangle "C1R1-C2R2" names every hex between its corners exactly once,
// whichever corner comes first.
func TestAreaRectangleProperty(t *testing.T) {
	l := hex.Single(30, 30)
	rapid.Check(t, func(t *rapid.T) {
		c1, c2 := rapid.IntRange(0, 29).Draw(t, "c1"), rapid.IntRange(0, 29).Draw(t, "c2")
		r1, r2 := rapid.IntRange(1, 30).Draw(t, "r1"), rapid.IntRange(1, 30).Draw(t, "r2")
		a, b := hex.Hex{Col: c1, Row: r1}, hex.Hex{Col: c2, Row: r2}
		hs, single, err := ParseArea(l, fmt.Sprintf("%s-%s", a, b))
		if err != nil {
			t.Fatal(err)
		}
		want := (abs(c1-c2) + 1) * (abs(r1-r2) + 1)
		if len(hs) != want {
			t.Fatalf("%s-%s: %d hexes, want %d", a, b, len(hs), want)
		}
		seen := map[hex.Hex]bool{}
		for i, h := range hs {
			if seen[h] || single[i] || !l.Contains(h) {
				t.Fatalf("%s-%s: bad hex %s", a, b, h)
			}
			seen[h] = true
		}
		back, _, _ := ParseArea(l, fmt.Sprintf("%s-%s", b, a))
		if len(back) != len(hs) {
			t.Fatalf("reversed corners give %d hexes, want %d", len(back), len(hs))
		}
	})
}

// An outline puts its feature on exactly the hexsides with one hex inside
// the area and one outside (on the map).
func TestOutlineProperty(t *testing.T) {
	cat := shippedCatalog(t)
	rapid.Check(t, func(t *rapid.T) {
		c1 := rapid.IntRange(0, 9).Draw(t, "c1")
		c2 := rapid.IntRange(c1, 9).Draw(t, "c2")
		r1 := rapid.IntRange(1, 10).Draw(t, "r1")
		r2 := rapid.IntRange(r1, 10).Draw(t, "r2")
		area := fmt.Sprintf("%s-%s", hex.Hex{Col: c1, Row: r1}, hex.Hex{Col: c2, Row: r2})
		m, err := ReadMap("p.yaml", []byte("size: 10x10\noutlines:\n  "+area+": wall\n"), cat)
		if err != nil {
			t.Fatal(err)
		}
		in := func(h hex.Hex) bool { return h.Col >= c1 && h.Col <= c2 && h.Row >= r1 && h.Row <= r2 }
		for _, h := range m.Hexes() {
			for _, nb := range h.Neighbors() {
				if !m.Contains(nb) {
					continue
				}
				wall := m.Side(h, nb).Type != nil
				if want := in(h) != in(nb); wall != want {
					t.Fatalf("%s: side %s/%s wall=%v, want %v", area, h, nb, wall, want)
				}
			}
		}
	})
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
