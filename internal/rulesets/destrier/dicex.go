package destrier

import (
	"fmt"
	"strconv"
	"strings"

	"herald/internal/dice"
)

// Roll is a dice expression of the data files: "2d6", "1d8+1", "3d6-2",
// or a plain number ("4"). The text writes XdY (TERMS).
type Roll struct {
	N, Sides, Plus int
}

// Limits on a dice expression, so a data file cannot ask for a million dice.
const (
	maxDiceCount = 20
	maxDiceSides = 100
	maxDicePlus  = 100
)

// ParseRoll reads a dice expression.
func ParseRoll(s string) (Roll, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	bad := func() (Roll, error) {
		return Roll{}, errf(SecTerms, "%q is not a dice expression like 2d6+1", s)
	}
	if t == "" {
		return bad()
	}
	i := strings.IndexByte(t, 'd')
	if i < 0 {
		n, err := strconv.Atoi(t)
		if err != nil || n < 0 || n > maxDicePlus {
			return bad()
		}
		return Roll{Plus: n}, nil
	}
	var r Roll
	var err error
	if r.N, err = strconv.Atoi(t[:i]); err != nil || r.N < 1 || r.N > maxDiceCount {
		return bad()
	}
	rest := t[i+1:]
	sign := 1
	j := strings.IndexAny(rest, "+-")
	if j >= 0 {
		if rest[j] == '-' {
			sign = -1
		}
		p, err := strconv.Atoi(rest[j+1:])
		if err != nil || p < 0 || p > maxDicePlus {
			return bad()
		}
		r.Plus = sign * p
		rest = rest[:j]
	}
	if r.Sides, err = strconv.Atoi(rest); err != nil || r.Sides < 2 || r.Sides > maxDiceSides {
		return bad()
	}
	return r, nil
}

// UnmarshalText reads a dice expression from a data file.
func (r *Roll) UnmarshalText(b []byte) error {
	v, err := ParseRoll(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// MarshalText writes the expression back.
func (r Roll) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// String writes "2d6+1", "1d6" or "4".
func (r Roll) String() string {
	if r.N == 0 {
		return strconv.Itoa(r.Plus)
	}
	s := fmt.Sprintf("%dd%d", r.N, r.Sides)
	switch {
	case r.Plus > 0:
		s += "+" + strconv.Itoa(r.Plus)
	case r.Plus < 0:
		s += strconv.Itoa(r.Plus)
	}
	return s
}

// Throw rolls the expression; the result is never below zero.
func (r Roll) Throw(d dice.Source, purpose string) int {
	t := r.Plus
	if r.N > 0 {
		t += dice.Sum(d, r.N, r.Sides, purpose)
	}
	return max(t, 0)
}

// Max is the largest result.
func (r Roll) Max() int { return max(r.N*r.Sides+r.Plus, 0) }

// Percentile rolls 1d100 (the text's two ten-sided dice read as 01-00).
func Percentile(d dice.Source, purpose string) int { return d.Roll(100, purpose) }

// Check is one percentile test: the chance, the roll, and whether it
// succeeded (roll <= chance). Why names the rule or the card that asked.
type Check struct {
	Why     string `json:"why"`
	Chance  int    `json:"chance"`
	Roll    int    `json:"roll"`
	Success bool   `json:"success"`
}

// Test rolls 1d100 against chance. A chance of 0 or less never succeeds
// and one of 100 or more always does; both still roll, so the number of
// dice a step uses does not depend on its modifiers.
func Test(d dice.Source, chance int, why string) Check {
	r := Percentile(d, why)
	return Check{Why: why, Chance: chance, Roll: r, Success: r <= chance}
}
