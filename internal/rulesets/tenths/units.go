package tenths

import (
	"fmt"
	"strconv"
	"strings"
)

// Decimal is a number with one decimal place held in tenths, so 6.4 is 64.
// Skills and weapon coefficients are decimals in the text ("0.1–1.9",
// "A = 1.8"); holding them as integers keeps every comparison exact.
type Decimal int

// Dec builds a decimal from whole units and tenths: Dec(6, 4) is 6.4.
func Dec(units, tenths int) Decimal { return Decimal(units*10 + tenths) }

// Whole is n as a decimal.
func Whole(n int) Decimal { return Decimal(n * 10) }

func (d Decimal) String() string {
	sign := ""
	v := int(d)
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%d", sign, v/10, v%10)
}

// Floor is the largest whole number not above d.
func (d Decimal) Floor() int { return floorDiv(int(d), 10) }

// Ceil is the smallest whole number not below d.
func (d Decimal) Ceil() int { return -floorDiv(-int(d), 10) }

// Round is d to the nearest whole number, halves up.
func (d Decimal) Round() int { return floorDiv(int(d)+5, 10) }

// MulFloor is coef × skill rounded down: an anti-parry of A × skill.
func MulFloor(coef, skill Decimal) int { return floorDiv(int(coef)*int(skill), 100) }

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// ParseDecimal reads "6.4", "-0.5" or "8"; more than one decimal place is
// refused rather than rounded.
func ParseDecimal(s string) (Decimal, error) {
	s = strings.TrimSpace(s)
	whole, frac, hasFrac := strings.Cut(s, ".")
	neg := strings.HasPrefix(whole, "-")
	if hasFrac && len(frac) != 1 {
		return 0, fmt.Errorf("%q: give at most one decimal place", s)
	}
	w, err := strconv.Atoi(whole)
	if err != nil || (whole == "-" || whole == "") {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	if w > 1e6 || w < -1e6 {
		return 0, fmt.Errorf("%q is out of range", s)
	}
	t := 0
	if hasFrac {
		if frac[0] < '0' || frac[0] > '9' {
			return 0, fmt.Errorf("%q is not a number", s)
		}
		t = int(frac[0] - '0')
	}
	if neg {
		return Decimal(w*10 - t), nil
	}
	return Decimal(w*10 + t), nil
}

// UnmarshalText reads the printed form, so YAML can give 3.0 or 1.8.
func (d *Decimal) UnmarshalText(b []byte) error {
	v, err := ParseDecimal(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// MarshalText prints the decimal as the text does.
func (d Decimal) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// Band is a closed range of decimals, printed "0.1..1.9"; an open end is
// left out ("8.0.." is 8 and up, "..-4" is -4 and below).
type Band struct {
	Lo, Hi     Decimal
	NoLo, NoHi bool
	text       string
}

// Has reports whether v lies in the band.
func (b Band) Has(v Decimal) bool {
	return (b.NoLo || v >= b.Lo) && (b.NoHi || v <= b.Hi)
}

// HasInt reports whether the whole number n lies in the band.
func (b Band) HasInt(n int) bool { return b.Has(Whole(n)) }

func (b Band) String() string {
	if b.text != "" {
		return b.text
	}
	lo, hi := "", ""
	if !b.NoLo {
		lo = b.Lo.String()
	}
	if !b.NoHi {
		hi = b.Hi.String()
	}
	return lo + ".." + hi
}

// ParseBand reads "lo..hi", "lo.." or "..hi".
func ParseBand(s string) (Band, error) {
	lo, hi, ok := strings.Cut(strings.TrimSpace(s), "..")
	if !ok {
		return Band{}, fmt.Errorf("band %q: write lo..hi, lo.. or ..hi", s)
	}
	b := Band{NoLo: lo == "", NoHi: hi == "", text: strings.TrimSpace(s)}
	if b.NoLo && b.NoHi {
		return Band{}, fmt.Errorf("band %q has no ends", s)
	}
	var err error
	if !b.NoLo {
		if b.Lo, err = ParseDecimal(lo); err != nil {
			return Band{}, fmt.Errorf("band %q: %w", s, err)
		}
	}
	if !b.NoHi {
		if b.Hi, err = ParseDecimal(hi); err != nil {
			return Band{}, fmt.Errorf("band %q: %w", s, err)
		}
	}
	if !b.NoLo && !b.NoHi && b.Lo > b.Hi {
		return Band{}, fmt.Errorf("band %q runs backwards", s)
	}
	return b, nil
}

// UnmarshalText reads a band from YAML.
func (b *Band) UnmarshalText(t []byte) error {
	v, err := ParseBand(string(t))
	if err != nil {
		return err
	}
	*b = v
	return nil
}

// MarshalText prints the band.
func (b Band) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// checkBands reports an error unless bands, in order, cover every value
// from the first band's low end upwards (or from below, when it is open)
// with no gap or overlap; step is the smallest difference between values
// (1 for decimals, 10 for whole numbers).
func checkBands(what string, bands []Band, step Decimal, openTop bool) error {
	if len(bands) == 0 {
		return fmt.Errorf("%s: no bands", what)
	}
	for i, b := range bands {
		if i > 0 && b.NoLo {
			return fmt.Errorf("%s: band %s is open below but is not the first", what, b)
		}
		if i < len(bands)-1 && b.NoHi {
			return fmt.Errorf("%s: band %s is open above but is not the last", what, b)
		}
		if i > 0 {
			prev := bands[i-1]
			if b.Lo != prev.Hi+step {
				return fmt.Errorf("%s: band %s does not follow %s", what, b, prev)
			}
		}
		if step == 10 && ((!b.NoLo && b.Lo%10 != 0) || (!b.NoHi && b.Hi%10 != 0)) {
			return fmt.Errorf("%s: band %s must have whole ends", what, b)
		}
	}
	if openTop && !bands[len(bands)-1].NoHi {
		return fmt.Errorf("%s: the last band %s must be open above", what, bands[len(bands)-1])
	}
	return nil
}

// bandOf is the index of the band holding v, or -1.
func bandOf(bands []Band, v Decimal) int {
	for i, b := range bands {
		if b.Has(v) {
			return i
		}
	}
	return -1
}

// MarshalJSON writes the decimal as a JSON number, 6.4.
func (d Decimal) MarshalJSON() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalJSON reads a JSON number or string with at most one decimal
// place.
func (d *Decimal) UnmarshalJSON(b []byte) error {
	return d.UnmarshalText([]byte(strings.Trim(string(b), `"`)))
}
