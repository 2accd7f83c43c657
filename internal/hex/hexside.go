package hex

import (
	"fmt"
	"strings"
)

// Hexside is the border between two adjacent hexes. A is always the lesser
// hex (Less), so a hexside has one value whichever way it is written.
type Hexside struct {
	A, B Hex
}

// SideBetween is the hexside shared by a and b; ok is false when they are not
// adjacent.
func SideBetween(a, b Hex) (Hexside, bool) {
	if !Adjacent(a, b) {
		return Hexside{}, false
	}
	if b.Less(a) {
		a, b = b, a
	}
	return Hexside{A: a, B: b}, true
}

// String names the hexside as the rules do, "S6/T6".
func (s Hexside) String() string { return s.A.String() + "/" + s.B.String() }

// Other is the hex across the hexside from h.
func (s Hexside) Other(h Hex) Hex {
	if h == s.A {
		return s.B
	}
	return s.A
}

// Has reports whether h is one of the hexside's two hexes.
func (s Hexside) Has(h Hex) bool { return h == s.A || h == s.B }

// Ends are the two corners of the hexside (circumradius 1).
func (s Hexside) Ends() (x1, y1, x2, y2 float64) {
	d, _ := DirectionTo(s.A, s.B)
	c := Corners(s.A)
	// Corner i of Corners lies between directions; see cornerOf.
	p, q := c[sideCorners[d][0]], c[sideCorners[d][1]]
	return p[0], p[1], q[0], q[1]
}

// sideCorners lists, per direction, the two corners (Corners index, clockwise
// from the right-hand corner with y downwards) bounding that hexside.
var sideCorners = [6][2]int{
	N:  {4, 5},
	NE: {5, 0},
	SE: {0, 1},
	S:  {1, 2},
	SW: {2, 3},
	NW: {3, 4},
}

// ParseHexside reads "T6/S6" (either order; no board prefixes).
func ParseHexside(s string) (Hexside, error) {
	a, b, ok := strings.Cut(s, "/")
	if !ok {
		return Hexside{}, fmt.Errorf("hexside %q: expected two hexes separated by '/'", s)
	}
	ha, err := Parse(strings.TrimSpace(a))
	if err != nil {
		return Hexside{}, fmt.Errorf("hexside %q: %v", s, err)
	}
	hb, err := Parse(strings.TrimSpace(b))
	if err != nil {
		return Hexside{}, fmt.Errorf("hexside %q: %v", s, err)
	}
	side, ok := SideBetween(ha, hb)
	if !ok {
		return Hexside{}, fmt.Errorf("hexside %q: %s and %s are not adjacent", s, ha, hb)
	}
	return side, nil
}
