package main

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/board"
	"herald/internal/hex"
)

// The map as text: each hex a mark of two characters, the odd columns
// half a hex higher than the even ones (two text lines a row), and the
// walls, doors and windows of the hexsides drawn between the hexes: under
// a hex for its south side, just left of a hex for the sides it shares
// with the column before.

// hexsideMark is the mark of a wall, door or window: across a column (a
// north or south side), or on a slant (the others, rising to the east or
// falling); "" for the features the text map leaves out (banks, slopes,
// hedges and fences show in the terrain).
func hexsideMark(f board.Side, across bool, rising bool) string {
	if f.Type == nil {
		return ""
	}
	name := f.Type.Name
	switch {
	case strings.Contains(name, "door") || strings.Contains(name, "gate") || strings.Contains(name, "portcullis"):
		if across {
			return "++"
		}
		return "+"
	case strings.Contains(name, "window") || strings.Contains(name, "slit"):
		if across {
			return "::"
		}
		return ":"
	case strings.Contains(name, "wall") || strings.Contains(name, "battlement") || strings.Contains(name, "bars"):
		// A hexside runs across the line between the two hexes' centres.
		switch {
		case across:
			return "--"
		case rising:
			return `\`
		}
		return "/"
	}
	return ""
}

// textMap draws m with marks in the hexes they name (others show their
// terrain): the column letters above and below, the row numbers at the
// left.
func textMap(m *board.Map, marks map[hex.Hex]string) []string {
	var cols []int
	minRow, maxRow := 1<<30, -1<<30
	for _, x := range m.Hexes() {
		if !slices.Contains(cols, x.Col) {
			cols = append(cols, x.Col)
		}
		minRow, maxRow = min(minRow, x.Row), max(maxRow, x.Row)
	}
	slices.Sort(cols)
	if len(cols) == 0 {
		return nil
	}
	// Two text lines a row: the odd columns' hexes, then the even ones'.
	type at struct{ line, x int }
	place := map[hex.Hex]at{}
	lines := 2 * (maxRow - minRow + 1)
	grid := make([][]byte, lines)
	width := 5 + 3*len(cols)
	for i := range grid {
		grid[i] = []byte(strings.Repeat(" ", width))
	}
	for r := minRow; r <= maxRow; r++ {
		for i, c := range cols {
			x := hex.Hex{Col: c, Row: r}
			if !m.Contains(x) {
				continue
			}
			line := 2 * (r - minRow)
			if c&1 != 1 {
				line++
			}
			place[x] = at{line, 5 + 3*i}
			mk, ok := marks[x]
			if !ok {
				mk = terrainMark(m.Terrain(x))
			}
			copy(grid[line][5+3*i:], mk)
		}
		copy(grid[2*(r-minRow)+1], fmt.Sprintf("%4d", r))
	}
	for _, side := range m.Hexsides() {
		a, b := side.A, side.B
		pa, oka := place[a]
		pb, okb := place[b]
		if !oka || !okb {
			continue
		}
		if pa.x > pb.x || pa.x == pb.x && pa.line > pb.line {
			a, b, pa, pb = b, a, pb, pa
		}
		across := pa.x == pb.x
		mk := hexsideMark(m.Sides[side], across, pb.line < pa.line)
		switch {
		case mk == "":
		case across && pa.line+1 < lines:
			copy(grid[pa.line+1][pa.x:], mk) // between a hex and the one below
		case !across:
			grid[pb.line][pb.x-1] = mk[0] // just left of the eastern hex
		}
	}
	header := []byte("     ")
	for _, c := range cols {
		header = fmt.Appendf(header, "%-3s", columnOf(m.HexName(hex.Hex{Col: c, Row: firstRow(m, c)})))
	}
	out := []string{strings.TrimRight(string(header), " ")}
	for _, l := range grid {
		if s := strings.TrimRight(string(l), " "); s != "" {
			out = append(out, s)
		}
	}
	return append(out, out[0])
}
