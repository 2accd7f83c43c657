package hex

import (
	"fmt"
	"strconv"
	"strings"
)

// maxColumnLetters bounds column names so that parsing cannot overflow.
const maxColumnLetters = 3

// ColumnName is the letter name of a 0-based column: 0 → "A", 25 → "Z",
// 26 → "AA".
func ColumnName(col int) string {
	var b []byte
	for n := col + 1; n > 0; n = (n - 1) / 26 {
		b = append(b, byte('A'+(n-1)%26))
	}
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

// ColumnIndex is the 0-based index of a column name; ok is false when name is
// not one to three capital letters.
func ColumnIndex(name string) (int, bool) {
	if name == "" || len(name) > maxColumnLetters {
		return 0, false
	}
	n := 0
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c < 'A' || c > 'Z' {
			return 0, false
		}
		n = n*26 + int(c-'A'+1)
	}
	return n - 1, true
}

// Label is a coordinate as a player writes it: an optional board prefix,
// column letters and a row number ("VilA1", "TCsG2", "AB12").
type Label struct {
	Board    string
	Col, Row int
}

// Hex is the label's position on its own board.
func (l Label) Hex() Hex { return Hex{Col: l.Col, Row: l.Row} }

func (l Label) String() string { return l.Board + l.Hex().String() }

// ParseLabel reads a coordinate. Without a map to name the boards, the board
// prefix is everything up to and including the last lower-case letter
// ("TCsG2" is board "TCs", hex G2), so prefixes must end in lower case; a
// Layout resolves prefixes it knows exactly.
func ParseLabel(s string) (Label, error) {
	i := 0
	for i < len(s) && isLetter(s[i]) {
		i++
	}
	letters, digits := s[:i], s[i:]
	if letters == "" {
		return Label{}, fmt.Errorf("hex %q: expected column letters before the row number", s)
	}
	if digits == "" {
		return Label{}, fmt.Errorf("hex %q: expected a row number after the column letters", s)
	}
	cut := strings.LastIndexFunc(letters, func(r rune) bool { return r >= 'a' && r <= 'z' }) + 1
	return parseColRow(s, letters[:cut], letters[cut:], digits)
}

func parseColRow(s, board, col, digits string) (Label, error) {
	c, ok := ColumnIndex(col)
	if !ok {
		return Label{}, fmt.Errorf("hex %q: column %q must be 1 to %d capital letters", s, col, maxColumnLetters)
	}
	if len(digits) > 4 {
		return Label{}, fmt.Errorf("hex %q: row number too long", s)
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return Label{}, fmt.Errorf("hex %q: row %q is not a number", s, digits)
		}
	}
	r, _ := strconv.Atoi(digits)
	if r < 1 {
		return Label{}, fmt.Errorf("hex %q: rows are numbered from 1", s)
	}
	return Label{Board: board, Col: c, Row: r}, nil
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// Parse reads a coordinate without a board prefix ("T6").
func Parse(s string) (Hex, error) {
	l, err := ParseLabel(s)
	if err != nil {
		return Hex{}, err
	}
	if l.Board != "" {
		return Hex{}, fmt.Errorf("hex %q: board prefix %q needs a map to resolve it", s, l.Board)
	}
	return l.Hex(), nil
}

// MustParse is Parse for tests and literals; it panics on a bad coordinate.
func MustParse(s string) Hex {
	h, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return h
}
