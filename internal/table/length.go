package table

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Length is a distance on the table in millimetres.
//
// One base for both kinds of ruler: a centimetre is 10 mm and an inch 25.4 mm
// by definition, so a length given in either unit becomes millimetres with
// one correctly rounded step, and figures measured in one unit sit on tables
// measured in the other (Destrier's 20 mm or 1" stands). ParseLength reads
// what a file writes ("12.5", "1 1/2 in") as an exact fraction and rounds
// once, so a written length is the float64 nearest its true millimetres:
// 6" is 152.4 mm, not 152.39999999999998. float64
// keeps about 16 significant digits: on a table a few metres wide the
// rounding of a sum, a rotation or a square root is below 1e-9 mm, far under
// Epsilon, so every comparison made through Epsilon is exact for anything a
// ruler can tell apart. An integer count of micrometres would make sums
// exact but not the square roots and rotations every distance and turn
// needs, and would cost a conversion on every hot call.
type Length float64

// The units lengths are written in. Go rounds a typed constant to float64
// when it is declared, so 6*Inch is 6 times the rounded inch; write
// Inches.Of(6) for the float64 nearest 152.4 mm.
const (
	Millimetre Length = 1
	Centimetre Length = 10
	Inch       Length = 25.4
)

// Epsilon is the tolerance of every geometric comparison: two places closer
// than a nanometre are one place, and a gap narrower than that is no gap.
const Epsilon Length = 1e-6

// Unit is the unit a table is measured in.
type Unit uint8

// The units of a table.
const (
	Centimetres Unit = iota + 1
	Inches
)

// Size is one unit as a Length.
func (u Unit) Size() Length {
	if u == Inches {
		return Inch
	}
	return Centimetre
}

// String is the unit's short name as files write it: "cm" or "in".
func (u Unit) String() string {
	switch u {
	case Centimetres:
		return "cm"
	case Inches:
		return "in"
	}
	return "unit(" + strconv.Itoa(int(u)) + ")"
}

// Valid reports whether u is one of the units.
func (u Unit) Valid() bool { return u == Centimetres || u == Inches }

// Of is v units. Inches are multiplied by 254 and divided by 10, both
// exact or correctly rounded, so whole and half inches land on the nearest
// float64 of their millimetres.
func (u Unit) Of(v float64) Length {
	if u == Inches {
		return Length(v*254) / 10
	}
	return Length(v) * u.Size()
}

// In is l counted in units of u.
func (l Length) In(u Unit) float64 {
	if u == Inches {
		return float64(l*10) / 254
	}
	return float64(l / u.Size())
}

// ParseLength reads a length as files and orders write it: a decimal
// ("12.5"), a fraction ("1/2") or a whole number and a fraction
// ("1 1/2"), optionally followed by a unit: mm, cm, in or ". A bare
// number is in unit u. The value is taken as an exact fraction and rounded
// to millimetres once.
func ParseLength(s string, u Unit) (Length, error) {
	text := strings.TrimSpace(s)
	if len(text) > 40 {
		return 0, fmt.Errorf("length %.20q…: too long", text)
	}
	unit := big.NewRat(10, 1)
	if u == Inches {
		unit = big.NewRat(127, 5)
	}
	for _, suf := range []struct {
		name string
		mm   *big.Rat
	}{{"mm", big.NewRat(1, 1)}, {"cm", big.NewRat(10, 1)}, {"in", big.NewRat(127, 5)}, {`"`, big.NewRat(127, 5)}} {
		if strings.HasSuffix(text, suf.name) {
			text, unit = strings.TrimSpace(strings.TrimSuffix(text, suf.name)), suf.mm
			break
		}
	}
	neg := strings.HasPrefix(text, "-")
	text = strings.TrimPrefix(text, "-")
	parts := strings.Fields(text)
	if len(parts) == 0 || len(parts) > 2 {
		return 0, fmt.Errorf("length %q: write a number such as 12, 12.5, 1/2 or 1 1/2, with mm, cm or in after it if not in %s", s, u)
	}
	total := new(big.Rat)
	for i, p := range parts {
		r, ok := exactNumber(p)
		if !ok || (len(parts) == 2 && (i == 0) == strings.Contains(p, "/")) {
			return 0, fmt.Errorf("length %q: write a number such as 12, 12.5, 1/2 or 1 1/2, with mm, cm or in after it if not in %s", s, u)
		}
		total.Add(total, r)
	}
	if neg {
		total.Neg(total)
	}
	f, _ := total.Mul(total, unit).Float64()
	return Length(f), nil
}

// exactNumber reads digits with at most one '.' or one '/' as a fraction.
func exactNumber(p string) (*big.Rat, bool) {
	if p == "" || strings.Count(p, ".")+strings.Count(p, "/") > 1 || strings.Trim(p, "0123456789./") != "" ||
		strings.HasPrefix(p, "/") || strings.HasSuffix(p, "/") || p == "." {
		return nil, false
	}
	r, ok := new(big.Rat).SetString(p)
	return r, ok
}

// Format writes l in unit u with at most two decimals: "12.5 cm", `1.5"`.
func (l Length) Format(u Unit) string {
	v := math.Round(l.In(u)*100) / 100
	if v == 0 {
		v = 0 // no "-0"
	}
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if u == Inches {
		return s + `"`
	}
	return s + " " + u.String()
}

// Abs is |l|.
func (l Length) Abs() Length { return Length(math.Abs(float64(l))) }
