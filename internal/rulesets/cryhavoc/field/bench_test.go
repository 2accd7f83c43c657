package field

import (
	"testing"

	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/hex"
)

// benchMap is a two-board map of 60×20 hexes (a village board and a second
// like it beside it) with houses, trees, scrub and a hill: the size of the
// largest maps herald ships.
func benchMap() *board.Map {
	m := village()
	m.Layout = hex.Layout{Boards: []hex.Board{
		{Prefix: "Vil", Cols: 30, Rows: 20},
		{Prefix: "Vol", Cols: 30, Rows: 20, ColOffset: 30},
	}}
	for c := 30; c < 60; c += 5 {
		for r := 2; r <= 20; r += 4 {
			x := hex.Hex{Col: c, Row: r}
			m.Cells[x] = board.Cell{Terrain: tree}
			m.Cells[hex.Hex{Col: c + 2, Row: r + 1}] = board.Cell{Terrain: scrub}
		}
	}
	return m
}

// BenchmarkLOS is one line of sight across the map.
func BenchmarkLOS(b *testing.B) {
	f := mustField(b, benchMap())
	from, to := hex.Hex{Col: 2, Row: 3}, hex.Hex{Col: 40, Row: 17}
	cpuPerOp(b, func() { f.LOS(from, to) })
}

// BenchmarkLOSAllPairs is LOS between every pair of hexes of the largest
// shipped demo map (the village, 20×25): one op is all 124,750 unordered
// pairs; by day LOS is reciprocal, so each pair is traced once.
func BenchmarkLOSAllPairs(b *testing.B) {
	cat, err := boardfile.Catalog()
	if err != nil {
		b.Fatal(err)
	}
	largest := (*board.Map)(nil)
	for _, name := range []string{"village", "manor", "millers-ford"} {
		m, err := boardfile.LoadMap(name, cat)
		if err != nil {
			b.Fatal(err)
		}
		if largest == nil || len(m.Hexes()) > len(largest.Hexes()) {
			largest = m
		}
	}
	f := mustField(b, largest)
	hs := f.Map().Hexes()
	cpuPerOp(b, func() {
		for i, x := range hs {
			for _, y := range hs[i+1:] {
				f.LOS(x, y)
			}
		}
	})
	b.ReportMetric(float64(len(hs)*(len(hs)-1)/2), "pairs/op")
}

// benchRider is a rider with MPA 12 in the open.
var benchRider = Unit{Name: "Sir Roland", Side: "a", Kind: Rider, Hex: hex.Hex{Col: 40, Row: 10},
	Pair: &hex.Pair{Head: hex.Hex{Col: 40, Row: 10}, Rear: hex.Hex{Col: 40, Row: 9}}, MPA: 12}

// BenchmarkReachRider12 is the reach of a rider with MPA 12 in the open.
func BenchmarkReachRider12(b *testing.B) {
	f := mustField(b, benchMap(), benchRider)
	cpuPerOp(b, func() {
		if _, err := f.Reach("Sir Roland"); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkReachFoot is the reach of a character on foot with MPA 8.
func BenchmarkReachFoot(b *testing.B) {
	f := mustField(b, benchMap(), Unit{Name: "Ben", Side: "a", Kind: Foot, Hex: hex.Hex{Col: 10, Row: 10}, MPA: 8})
	b.ReportAllocs()
	for b.Loop() {
		f.Reach("Ben")
	}
}

// BenchmarkReachCostsRider12 is the lean reach of the same rider: costs
// only, no list of places.
func BenchmarkReachCostsRider12(b *testing.B) {
	f := mustField(b, benchMap(), benchRider)
	cpuPerOp(b, func() {
		if _, err := f.ReachCosts("Sir Roland"); err != nil {
			b.Fatal(err)
		}
	})
}
