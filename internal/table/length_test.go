package table_test

import (
	"fmt"
	"math/big"
	"testing"

	"herald/internal/table"
)

func TestUnits(t *testing.T) {
	if got := table.Inches.Of(6); got != 152.4 {
		t.Errorf("6 in = %v mm, want 152.4", got)
	}
	if got := table.Centimetres.Of(12.5); got != 125 {
		t.Errorf("12.5 cm = %v mm, want 125", got)
	}
	if got := (152.4 * mm).In(table.Inches); got != 6 {
		t.Errorf("152.4 mm = %v in, want 6", got)
	}
	for _, tc := range []struct {
		l    table.Length
		u    table.Unit
		want string
	}{
		{125, table.Centimetres, "12.5 cm"}, {38.1, table.Inches, `1.5"`}, {-1e-9, table.Centimetres, "0 cm"}, {1000.0 / 3, table.Centimetres, "33.33 cm"},
	} {
		if got := tc.l.Format(tc.u); got != tc.want {
			t.Errorf("%v.Format(%s) = %q, want %q", float64(tc.l), tc.u, got, tc.want)
		}
	}
}

// TestParseLength: every form a file may write, in both units.
func TestParseLength(t *testing.T) {
	for _, tc := range []struct {
		s    string
		u    table.Unit
		want table.Length
	}{
		{"12", table.Centimetres, 120}, {"12.5", table.Centimetres, 125}, {"6", table.Inches, 152.4},
		{"1/2", table.Inches, 12.7}, {"1 1/2", table.Inches, 38.1}, {"1 1/2 in", table.Centimetres, 38.1},
		{`2"`, table.Centimetres, 50.8}, {"25mm", table.Inches, 25}, {"2.5 cm", table.Inches, 25},
		{"-3", table.Centimetres, -30}, {" 0 ", table.Centimetres, 0}, {".5", table.Centimetres, 5},
	} {
		got, err := table.ParseLength(tc.s, tc.u)
		if err != nil || got != tc.want {
			t.Errorf("ParseLength(%q, %s) = %v, %v; want %v", tc.s, tc.u, float64(got), err, float64(tc.want))
		}
	}
	for _, bad := range []string{"", "cm", "1e3", "1/0", "1/", "/2", "1 1", "1/2 1", "1 2 3", "x", "1..2", "1.2.3", "0x10",
		"NaN", "Inf", "12345678901234567890123456789012345678901"} {
		if got, err := table.ParseLength(bad, table.Centimetres); err == nil {
			t.Errorf("ParseLength(%q) = %v, want an error", bad, float64(got))
		}
	}
}

// TestInchesExact: a length in sixteenths of an inch, written or converted
// in code, is the float64 nearest its exact millimetres.
func TestInchesExact(t *testing.T) {
	for k := 0; k <= 16*120; k++ {
		exact, _ := new(big.Rat).Mul(big.NewRat(int64(k), 16), big.NewRat(127, 5)).Float64()
		s := fmt.Sprintf("%d/16", k)
		got, err := table.ParseLength(s, table.Inches)
		if err != nil || float64(got) != exact {
			t.Fatalf("ParseLength(%q in) = %v, %v; want %v", s, float64(got), err, exact)
		}
		if c := table.Inches.Of(float64(k) / 16); float64(c) != exact {
			t.Fatalf("Inches.Of(%d/16) = %v, want %v", k, float64(c), exact)
		}
	}
}
