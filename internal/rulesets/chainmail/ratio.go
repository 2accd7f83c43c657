package chainmail

import (
	"fmt"
	"strconv"
	"strings"

	"herald/internal/table"
)

// Ratio is an exact fraction a data file writes as "1/2", "3/2" or "2":
// a part of a move, or what an inch of terrain costs.
type Ratio struct{ Num, Den int }

// Whole is n/1.
func Whole(n int) Ratio { return Ratio{n, 1} }

// UnmarshalText reads "n" or "n/d" with small non-negative integers.
func (q *Ratio) UnmarshalText(b []byte) error {
	s := strings.TrimSpace(string(b))
	num, den, frac := strings.Cut(s, "/")
	n, err := strconv.Atoi(strings.TrimSpace(num))
	d := 1
	if err == nil && frac {
		d, err = strconv.Atoi(strings.TrimSpace(den))
	}
	if err != nil || n < 0 || d < 1 || n > 1000 || d > 1000 {
		return fmt.Errorf("%q is not a fraction such as 1/2, 3/2 or 2", s)
	}
	*q = Ratio{n, d}
	return nil
}

// MarshalText writes the fraction as it is read.
func (q Ratio) MarshalText() ([]byte, error) { return []byte(q.String()), nil }

func (q Ratio) String() string {
	if q.Den == 1 {
		return strconv.Itoa(q.Num)
	}
	return fmt.Sprintf("%d/%d", q.Num, q.Den)
}

// Of is the fraction of a length.
func (q Ratio) Of(l table.Length) table.Length {
	if q.Den == 0 {
		return 0
	}
	return l * table.Length(q.Num) / table.Length(q.Den)
}

// Cost is what terrain asks of a move: a Ratio (each inch inside an area
// costs that many inches; crossing a line costs that many inches), or
// "impassable".
type Cost struct {
	Ratio
	Impassable bool
}

// UnmarshalText reads a fraction or "impassable".
func (c *Cost) UnmarshalText(b []byte) error {
	if strings.TrimSpace(string(b)) == "impassable" {
		*c = Cost{Impassable: true}
		return nil
	}
	c.Impassable = false
	return c.Ratio.UnmarshalText(b)
}

// MarshalText writes the cost as it is read.
func (c Cost) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

func (c Cost) String() string {
	if c.Impassable {
		return "impassable"
	}
	return c.Ratio.String()
}
