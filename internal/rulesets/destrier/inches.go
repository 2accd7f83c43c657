package destrier

import (
	"math"
	"strconv"
)

// Inches measure the table, as the text does (a man's half-turn move is
// 3"). Fractions of a move (1/5, 1/4) are not whole inches, so the type is
// a float; Near compares two measures to a thousandth of an inch.
type Inches float64

// epsilon is the tolerance of every comparison of measures: the table is
// measured with a ruler, and 1/5 of 3" is not exact in binary.
const epsilon = 1e-3

// Near reports whether a and b are the same measure.
func Near(a, b Inches) bool { return math.Abs(float64(a-b)) < epsilon }

// AtMost reports whether a is no more than b, allowing for rounding.
func (a Inches) AtMost(b Inches) bool { return float64(a) < float64(b)+epsilon }

// String writes 1.5 as 1.5", 3 as 3" and 0.625 as 0.63".
func (a Inches) String() string {
	return strconv.FormatFloat(math.Round(float64(a)*100)/100, 'f', -1, 64) + `"`
}

// Fraction is a part of a move or of a chance as the text writes it: 1/5,
// 1/4, 1/2. Num/Den stay exact; Of applies it to a measure.
type Fraction struct {
	Num, Den int
}

// Of is f times a.
func (f Fraction) Of(a Inches) Inches { return a * Inches(f.Num) / Inches(f.Den) }

// Half, Quarter, Fifth and Whole are the fractions the text uses.
var (
	Whole   = Fraction{1, 1}
	Half    = Fraction{1, 2}
	Quarter = Fraction{1, 4}
	Fifth   = Fraction{1, 5}
	Nothing = Fraction{0, 1}
)

// String writes 1/4, or 1 and 0 for the whole and nothing.
func (f Fraction) String() string {
	switch {
	case f.Num == 0:
		return "0"
	case f.Num == f.Den:
		return "1"
	}
	return strconv.Itoa(f.Num) + "/" + strconv.Itoa(f.Den)
}

// UnmarshalText reads "1/4", "1" or "0" from a data file.
func (f *Fraction) UnmarshalText(b []byte) error {
	s := string(b)
	num, den := s, "1"
	for i := 0; i < len(s); i++ {
		if s[i] == '/' {
			num, den = s[:i], s[i+1:]
			break
		}
	}
	n, err1 := strconv.Atoi(num)
	d, err2 := strconv.Atoi(den)
	if err1 != nil || err2 != nil || d <= 0 || n < 0 || n > d {
		return errf(SecMovement, "fraction %q is not n/d between 0 and 1", s)
	}
	*f = Fraction{n, d}
	return nil
}

// MarshalText writes the fraction back as the data files write it.
func (f Fraction) MarshalText() ([]byte, error) { return []byte(f.String()), nil }
