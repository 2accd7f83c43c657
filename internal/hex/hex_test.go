package hex

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// Movement paths of Cry Havoc §27, one string per move; each consecutive pair
// of hexes must be adjacent. Horse and cart positions are given as head-rear
// pairs and checked as pairs.
var section27Paths = []string{
	// Tiptoe through the bodies
	"L6 L7 L8 L9 L10", "L10 K10 J11 I10 H11", "H11 G11 G12 G13", "G13 G14", "G14 F14 E13 D13 C12",
	// Now you see him: Ben, Francisco
	"Z6 Z7 Y7 X8 W7", "S6 R6", "W7 V7 U6 T6", "R6 Q5", "U6 T6 S6", "Q5 P5 P4 Q3",
	"S6 R6 Q6 P7 Q6 Q5 P5",
	// Muuuuules: Aylward
	"N10 P10 P9", "P9 Q9 R10 S9 T10 U10", "U10 T10 U9 U8 T8 U7 U8", "U8 V9 W9 X10 Y10 Z10",
	// Oh carry me back
	"V11 V12 V13 W13", "W10 W11", "T10 S10 R10 Q9",
	// Freddie goes berserk
	"T14 U13 V13 V12 V11", "W9 W10",
	// Tax Office
	"H12 I12 J13", "L12 K11 J12 I11", "G5 G9", "E6 F7 G7 G8 G9 G10 G11", "G9 H10 I10 I11",
	"G11 G12 G13 H14 I13 J14", "J12 J13 J14 I13", "I11 H11 G11 F12 F13", "I13 H14 G13 F14",
	"J14 I13 H14 G13", "I11 H11 G11 F12",
}

// Two-hex positions from §27 (head-rear); each must be an adjacent pair.
var section27Pairs = []string{
	"L9-L10", "L9-L8", "L10-L9", "L10-K9", "M9-L10", "L10-L11", "L10-M10",
	"T7-T6", "V13-V14", "V12-V11", "W13-W12", "E7-E6", "E13-E14",
	"O9-P9", "O8-O7", "O10-O9", "P10-O9", "Q9-P10", "O9-O8", "R10-Q9", "P10-O9",
	"S9-R10", "Q9-P10", "T10-S9", "R10-Q9", "T9-S9", "S8-S9", "T8-S8", "S9-R10",
	"T9-S8", "U9-T9", "V10-U9", "X10-W10", "U10-U9", "Y9-X10", "W10-V10",
	"U10-V11", "V12-V13", "T10-U10", "V11-V12", "S9-T10", "R9-S9", "Q8-R9", "P9-Q8",
	"N9-O9", "M9-N9", "N10-O9", "P8-O8", "P8-Q7", "T9-U8",
	// "horse W10-U10" in "Muuuuules" spans two columns: a typo for W10-V10
	// (the next line has the horse's follower in W10-V10); see docs/rulings.md.
}

func TestSection27PathsAreAdjacent(t *testing.T) {
	for _, p := range section27Paths {
		hs := strings.Fields(p)
		for i := 1; i < len(hs); i++ {
			a, b := MustParse(hs[i-1]), MustParse(hs[i])
			// "G5 G9" and "N10 P10" are moves given by their end points only.
			if a.Col == b.Col || p == "N10 P10 P9" && i == 1 {
				continue
			}
			if !Adjacent(a, b) {
				t.Errorf("§27 path %q: %s and %s are not adjacent (distance %d)", p, a, b, Distance(a, b))
			}
		}
	}
	for _, s := range section27Pairs {
		if _, err := ParsePair(s); err != nil {
			t.Errorf("§27 two-hex position: %v", err)
		}
	}
}

func TestSameColumnMovesAreStraight(t *testing.T) {
	if d := Distance(MustParse("G5"), MustParse("G9")); d != 4 {
		t.Fatalf("G5-G9 = %d, want 4 (Sir Roland moves G5 to G9 for 4 MP)", d)
	}
}

func TestNotAdjacentExamples(t *testing.T) {
	for _, p := range [][2]string{{"A1", "A3"}, {"K10", "J12"}, {"J11", "I12"}, {"B1", "A2"}} {
		if Adjacent(MustParse(p[0]), MustParse(p[1])) {
			t.Errorf("%s and %s should not be adjacent", p[0], p[1])
		}
	}
}

func TestParseLabel(t *testing.T) {
	for _, tc := range []struct {
		in    string
		board string
		hex   string
	}{
		{"VilA1", "Vil", "A1"}, {"TCsG2", "TCs", "G2"}, {"A1", "", "A1"}, {"AB12", "", "AB12"}, {"CasK5", "Cas", "K5"},
	} {
		l, err := ParseLabel(tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if l.Board != tc.board || l.Hex().String() != tc.hex || l.String() != tc.in {
			t.Errorf("%s parsed as %+v", tc.in, l)
		}
	}
	for _, bad := range []string{"", "12", "A", "A0", "a1", "ABCD1", "A1x", "A-1", "A123456"} {
		if _, err := ParseLabel(bad); err == nil {
			t.Errorf("%q: want an error", bad)
		}
	}
}

func TestColumnNames(t *testing.T) {
	for i := 0; i < 702; i++ {
		n := ColumnName(i)
		j, ok := ColumnIndex(n)
		if !ok || j != i {
			t.Fatalf("column %d named %q reads back as %d", i, n, j)
		}
	}
	if ColumnName(25) != "Z" || ColumnName(26) != "AA" || ColumnName(27) != "AB" {
		t.Fatal("columns past Z must continue AA, AB")
	}
}

func TestHexside(t *testing.T) {
	a, _ := ParseHexside("T6/S6")
	b, _ := ParseHexside("S6/T6")
	if a != b {
		t.Fatalf("hexside names are order-insensitive: %v vs %v", a, b)
	}
	if a.String() != "S6/T6" {
		t.Errorf("name %q", a.String())
	}
	if _, err := ParseHexside("T6/S8"); err == nil {
		t.Error("non-adjacent hexside must be refused")
	}
	// The hexside's corners are shared by both hexes.
	x1, y1, x2, y2 := a.Ends()
	for _, h := range []Hex{a.A, a.B} {
		found := 0
		for _, c := range Corners(h) {
			if near(c[0], x1) && near(c[1], y1) || near(c[0], x2) && near(c[1], y2) {
				found++
			}
		}
		if found != 2 {
			t.Errorf("hexside %s ends are not corners of %s", a, h)
		}
	}
}

func near(a, b float64) bool { d := a - b; return d < 1e-9 && d > -1e-9 }

func TestPairArcs(t *testing.T) {
	p, _ := ParsePair("T7-T6") // Sir Roland facing south (§27 "Charge!")
	front := p.FrontArc()
	want := map[Hex]bool{MustParse("T8"): true, MustParse("S7"): true, MustParse("U7"): true}
	for _, h := range front {
		if !want[h] {
			t.Errorf("front arc of T7-T6 has %s, want S7 T8 U7", h)
		}
	}
	seen := map[Hex]bool{}
	rear, side := p.RearArc(), p.SideHexes()
	for _, h := range append(append(front[:], rear[:]...), side[:]...) {
		if seen[h] || p.Has(h) || !(Adjacent(h, p.Head) || Adjacent(h, p.Rear)) {
			t.Errorf("arc hex %s wrong", h)
		}
		seen[h] = true
	}
	if len(seen) != 8 {
		t.Errorf("a two-hex unit has 8 hexes around it, got %d", len(seen))
	}
	// §27: Sir Piers V13-V14 is attacked in the front arc from V12-V11.
	piers, _ := ParsePair("V13-V14")
	inFront := false
	for _, h := range piers.FrontArc() {
		if h == MustParse("V12") {
			inFront = true
		}
	}
	if !inFront {
		t.Error("V12 must be in the front arc of V13-V14")
	}
}

func TestLineAlongHexside(t *testing.T) {
	// From B2 two columns right the line meets the hexside between the two
	// hexes of column C exactly halfway.
	a := MustParse("B2")
	b := a.Neighbor(NE).Neighbor(SE)
	steps := Line(a, b)
	if len(steps) != 3 || !steps[1].Split {
		t.Fatalf("line %s-%s: %+v, want a split middle step", a, b, steps)
	}
	if !Adjacent(steps[1].Hex, steps[1].Alt) {
		t.Fatal("split candidates must share the hexside")
	}
}

func genHex(t *rapid.T, label string) Hex {
	return Hex{Col: rapid.IntRange(0, 60).Draw(t, label+"c"), Row: rapid.IntRange(1, 60).Draw(t, label+"r")}
}

func TestPropertiesDistance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b, c := genHex(t, "a"), genHex(t, "b"), genHex(t, "c")
		if Distance(a, b) != Distance(b, a) {
			t.Fatalf("distance not symmetric")
		}
		if Distance(a, c) > Distance(a, b)+Distance(b, c) {
			t.Fatalf("triangle inequality")
		}
		if (Distance(a, b) == 0) != (a == b) {
			t.Fatalf("distance 0 iff same hex")
		}
		for d, n := range a.Neighbors() {
			if Distance(a, n) != 1 {
				t.Fatalf("neighbour at distance %d", Distance(a, n))
			}
			back, ok := DirectionTo(n, a)
			if !ok || back != Direction(d).Opposite() {
				t.Fatalf("direction back from neighbour")
			}
		}
	})
}

func TestPropertiesLine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := genHex(t, "a"), genHex(t, "b")
		steps := Line(a, b)
		if len(steps) != Distance(a, b)+1 {
			t.Fatalf("line has %d steps, want %d", len(steps), Distance(a, b)+1)
		}
		if steps[0].Hex != a || steps[len(steps)-1].Hex != b {
			t.Fatalf("line must start at a and end at b")
		}
		for i, s := range steps {
			if Distance(a, s.Hex) != i {
				t.Fatalf("step %d at distance %d", i, Distance(a, s.Hex))
			}
			if s.Split && (Distance(a, s.Alt) != i || !Adjacent(s.Hex, s.Alt)) {
				t.Fatalf("bad split at %d", i)
			}
		}
	})
}

func TestLayoutAcrossBoards(t *testing.T) {
	l := Layout{Boards: []Board{
		{Prefix: "Vil", Cols: 24, Rows: 20},
		{Prefix: "TCs", Cols: 24, Rows: 20, ColOffset: 24},
	}}
	if err := l.Validate(); err != nil {
		t.Fatal(err)
	}
	a, err := l.Resolve("VilX5")
	if err != nil {
		t.Fatal(err)
	}
	b, err := l.Resolve("TCsA5")
	if err != nil {
		t.Fatal(err)
	}
	if !Adjacent(a, b) {
		t.Fatalf("VilX5 and TCsA5 touch across the board edge")
	}
	if l.Name(b) != "TCsA5" {
		t.Errorf("name %q", l.Name(b))
	}
	for _, bad := range []string{"A5", "FooA5", "VilZ5", "VilA21"} {
		if _, err := l.Resolve(bad); err == nil {
			t.Errorf("%q: want an error", bad)
		}
	}
	side, err := l.ResolveHexside("VilX5/TCsA5")
	if err != nil || !side.Has(a) {
		t.Fatalf("cross-board hexside: %v", err)
	}
	if _, err := l.ResolveHexside("VilT6/S6"); err != nil {
		t.Fatalf("second hex inherits the prefix: %v", err)
	}
	odd := Layout{Boards: []Board{{Prefix: "A", Cols: 3, Rows: 3}, {Prefix: "B", Cols: 3, Rows: 3, ColOffset: 3}}}
	if odd.Validate() == nil {
		t.Error("odd column offset must be refused")
	}
}

func BenchmarkNeighbors(b *testing.B) {
	h := MustParse("T6")
	var sink Hex
	for i := 0; i < b.N; i++ {
		sink = h.Neighbors()[i%6]
	}
	_ = sink
}

func BenchmarkDistance(b *testing.B) {
	x, y := MustParse("B2"), MustParse("Y17")
	s := 0
	for i := 0; i < b.N; i++ {
		s += Distance(x, y)
	}
	_ = s
}

func BenchmarkLine(b *testing.B) {
	x, y := MustParse("B2"), MustParse("Y17")
	buf := make([]Step, 0, 64)
	for i := 0; i < b.N; i++ {
		buf = AppendLine(buf[:0], x, y)
	}
}
