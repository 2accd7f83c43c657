// Package hex is Cry Havoc's map geometry: flat-topped hexes in vertical
// columns, each column offset half a hex from its neighbours.
//
// Columns are lettered A, B, … Z, AA, AB …; rows are numbered from 1 at the
// top. The neighbour relation was read off the movement paths of Cry Havoc
// §27 (K10 touches J11, J11 touches I10, F14 touches E13, R6 touches Q5):
// a hex in an even column (A, C, E … counting A as 0) touches rows r and r+1
// of the columns beside it, a hex in an odd column rows r-1 and r.
package hex

import (
	"fmt"
	"math"
)

// Hex is one hex in map coordinates: Col counts from 0 (column A), Row is the
// printed row number.
type Hex struct {
	Col, Row int
}

// axial coordinates (q, r) of the "even-q" offset layout.
func (h Hex) axial() (q, r int) {
	return h.Col, h.Row - (h.Col+(h.Col&1))/2
}

func fromAxial(q, r int) Hex {
	return Hex{Col: q, Row: r + (q+(q&1))/2}
}

// String is the hex's coordinate without a board prefix, e.g. "T6".
func (h Hex) String() string {
	if h.Col < 0 {
		return fmt.Sprintf("?%d,%d", h.Col, h.Row)
	}
	return ColumnName(h.Col) + fmt.Sprint(h.Row)
}

// Less orders hexes column first, then row.
func (h Hex) Less(o Hex) bool {
	if h.Col != o.Col {
		return h.Col < o.Col
	}
	return h.Row < o.Row
}

// Direction is one of the six hexsides of a flat-topped hex, clockwise from
// the top: N, NE, SE, S, SW, NW.
type Direction int

// The six directions.
const (
	N Direction = iota
	NE
	SE
	S
	SW
	NW
)

var dirNames = [6]string{"N", "NE", "SE", "S", "SW", "NW"}

func (d Direction) String() string { return dirNames[d.norm()] }

func (d Direction) norm() Direction { return ((d % 6) + 6) % 6 }

// Turn returns the direction n sixths of a turn clockwise (negative: anticlockwise).
func (d Direction) Turn(n int) Direction { return (d + Direction(n)).norm() }

// Opposite is the direction turned half round.
func (d Direction) Opposite() Direction { return d.Turn(3) }

var axialDirs = [6][2]int{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// Neighbor is the hex across the hexside in direction d.
func (h Hex) Neighbor(d Direction) Hex {
	q, r := h.axial()
	v := axialDirs[d.norm()]
	return fromAxial(q+v[0], r+v[1])
}

// Neighbors are the six hexes around h, indexed by Direction.
func (h Hex) Neighbors() [6]Hex {
	q, r := h.axial()
	var out [6]Hex
	for i, v := range axialDirs {
		out[i] = fromAxial(q+v[0], r+v[1])
	}
	return out
}

// Distance is the number of hexes from a to b, not counting a.
func Distance(a, b Hex) int {
	aq, ar := a.axial()
	bq, br := b.axial()
	dq, dr := aq-bq, ar-br
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

// Adjacent reports whether a and b share a hexside.
func Adjacent(a, b Hex) bool { return Distance(a, b) == 1 }

// DirectionTo is the direction from a to its neighbour b; ok is false when
// they are not adjacent.
func DirectionTo(a, b Hex) (Direction, bool) {
	aq, ar := a.axial()
	bq, br := b.axial()
	for i, v := range axialDirs {
		if aq+v[0] == bq && ar+v[1] == br {
			return Direction(i), true
		}
	}
	return 0, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

var sqrt3 = math.Sqrt(3)

// Center is the centre of h for hexes of circumradius 1, x to the right and y
// downwards; column A's centres lie on x = 0.
func Center(h Hex) (x, y float64) {
	return 1.5 * float64(h.Col), sqrt3 * (float64(h.Row) - 0.5*float64(h.Col&1))
}

// Corners are the six corners of h (circumradius 1), clockwise from the
// right-hand corner.
func Corners(h Hex) [6][2]float64 {
	cx, cy := Center(h)
	var out [6][2]float64
	for i := range out {
		a := math.Pi / 3 * float64(i)
		out[i] = [2]float64{cx + math.Cos(a), cy + math.Sin(a)}
	}
	return out
}
