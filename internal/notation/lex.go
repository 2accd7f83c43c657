package notation

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SyntaxError points at the line and column (1-based, in characters) where
// the text stopped making sense and says what was expected.
type SyntaxError struct {
	Line, Col int
	Msg       string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("line %d, col %d: %s", e.Line, e.Col, e.Msg)
}

type tokKind int

const (
	tEOL    tokKind = iota
	tWord           // a word: part of a name or a keyword
	tHex            // a word shaped like a hex: "L7", "VilA1"
	tNumber         // digits
	tString         // "quoted name"
	tPunct          // one of , - + / ( ) :
)

type token struct {
	kind tokKind
	text string // for tString, the unquoted text
	col  int
}

// describe names a token for an error message.
func (t token) describe() string {
	switch t.kind {
	case tEOL:
		return "end of line"
	case tString:
		return fmt.Sprintf("%q", t.text)
	}
	return "'" + t.text + "'"
}

const maxLineLen = 4096

// lexLine splits one line into tokens, ending with tEOL. Comments run from
// '#' to the end of the line; remarks in <angle brackets> are dropped too,
// as in the PBEM examples ("L9 (2) <horse+man>").
func lexLine(line string, lineNo int) ([]token, error) {
	if !utf8.ValidString(line) {
		return nil, &SyntaxError{lineNo, 1, "line is not valid UTF-8"}
	}
	if len(line) > maxLineLen {
		return nil, &SyntaxError{lineNo, 1, fmt.Sprintf("line is longer than %d bytes", maxLineLen)}
	}
	var toks []token
	rs := []rune(line)
	i := 0
	for i < len(rs) {
		r := rs[i]
		col := i + 1
		switch {
		case r == '#':
			i = len(rs)
		case unicode.IsSpace(r):
			i++
		case r == '<':
			j := i + 1
			for j < len(rs) && rs[j] != '>' {
				j++
			}
			if j == len(rs) {
				return nil, &SyntaxError{lineNo, col, "remark opened with '<' is not closed with '>' on this line"}
			}
			i = j + 1
		case r == '"':
			var b strings.Builder
			j := i + 1
			for ; j < len(rs) && rs[j] != '"'; j++ {
				if unicode.IsControl(rs[j]) {
					return nil, &SyntaxError{lineNo, j + 1, "control character in quoted name"}
				}
				if rs[j] == '\\' && j+1 < len(rs) && (rs[j+1] == '"' || rs[j+1] == '\\') {
					j++
				}
				b.WriteRune(rs[j])
			}
			if j == len(rs) {
				return nil, &SyntaxError{lineNo, col, "quoted name is not closed with '\"'"}
			}
			toks = append(toks, token{tString, b.String(), col})
			i = j + 1
		case strings.ContainsRune(",-+/():", r):
			toks = append(toks, token{tPunct, string(r), col})
			i++
		case r >= '0' && r <= '9':
			j := i
			for j < len(rs) && rs[j] >= '0' && rs[j] <= '9' {
				j++
			}
			toks = append(toks, token{tNumber, string(rs[i:j]), col})
			i = j
		case isWordRune(r):
			j := i
			for j < len(rs) && (isWordRune(rs[j]) || unicode.IsDigit(rs[j])) {
				j++
			}
			w := string(rs[i:j])
			k := tWord
			if IsHex(w) {
				k = tHex
			} else if h, ok := lowerHex(w); ok {
				k, w = tHex, h
			}
			toks = append(toks, token{k, w, col})
			i = j
		default:
			return nil, &SyntaxError{lineNo, col, fmt.Sprintf("unexpected character %q", r)}
		}
	}
	return append(toks, token{tEOL, "", len(rs) + 1}), nil
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || r == '_' || r == '\''
}

// IsHex reports whether s is shaped like a hex coordinate: an optional board
// prefix (a capital then letters, ending in a small letter: "Vil", "TCs"),
// one or two capital column letters, and a row number without leading
// zeros: "L7", "AB12", "VilA1", "TCsG2". It says nothing of whether the hex
// is on any map.
func IsHex(s string) bool {
	i := 0
	for i < len(s) && isASCIILetter(s[i]) {
		i++
	}
	letters, digits := s[:i], s[i:]
	if len(digits) == 0 || len(digits) > 3 || digits[0] == '0' {
		return false
	}
	for j := 0; j < len(digits); j++ {
		if digits[j] < '0' || digits[j] > '9' {
			return false
		}
	}
	c := len(letters)
	for c > 0 && isUpper(letters[c-1]) {
		c--
	}
	col, prefix := letters[c:], letters[:c]
	if len(col) < 1 || len(col) > 2 {
		return false
	}
	return prefix == "" || isUpper(prefix[0])
}

// lowerHex reads a hex written in small letters, "h3" or "ab12", as the
// hex "H3"; a board prefix cannot be told from a column that way, so a
// hex with one is written as the map writes it.
func lowerHex(w string) (string, bool) {
	i := 0
	for i < len(w) && w[i] >= 'a' && w[i] <= 'z' {
		i++
	}
	if i == 0 || i > 2 {
		return "", false
	}
	h := strings.ToUpper(w[:i]) + w[i:]
	return h, IsHex(h)
}

// IsHexside reports whether s is two hexes joined by "/": "J13/J14".
func IsHexside(s string) bool {
	a, b, ok := strings.Cut(s, "/")
	return ok && IsHex(a) && IsHex(b)
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isUpper(c byte) bool       { return c >= 'A' && c <= 'Z' }
