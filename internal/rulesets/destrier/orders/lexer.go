package orders

import (
	"fmt"
	"strings"
	"unicode"
)

// tokenKind is what a token of an order line is.
type tokenKind int

const (
	tWord   tokenKind = iota // a word: a card word (capitals), a name word, a keyword
	tQuoted                  // "a quoted name"
	tComma
	tNumber
)

type token struct {
	kind tokenKind
	text string
	col  int // 1-based column, for errors
}

// card reports whether the token is a card word: capitals, digits, '/'
// and the inch mark, with at least one capital (DELIVER, FIRE/THROW, 1").
func (t token) card() bool {
	if t.kind != tWord && t.kind != tNumber {
		return false
	}
	caps := false
	for _, r := range t.text {
		switch {
		case unicode.IsUpper(r):
			caps = true
		case unicode.IsDigit(r), r == '/', r == '"':
		default:
			return false
		}
	}
	return caps || t.kind == tNumber && strings.HasSuffix(t.text, `"`)
}

// lex splits one line into tokens; a # outside quotes starts a comment
// that runs to the end of the line.
func lex(line string) ([]token, error) {
	var out []token
	rs := []rune(line)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case r == '#':
			return out, nil
		case unicode.IsSpace(r):
			i++
		case r == ',':
			out = append(out, token{tComma, ",", i + 1})
			i++
		case r == '"' && (i == 0 || !unicode.IsDigit(rs[i-1])):
			j, s, err := quoted(rs, i)
			if err != nil {
				return nil, err
			}
			out = append(out, token{tQuoted, s, i + 1})
			i = j
		default:
			j := i
			for j < len(rs) && !unicode.IsSpace(rs[j]) && rs[j] != ',' && rs[j] != '#' {
				j++
			}
			w := string(rs[i:j])
			k := tWord
			if unicode.IsDigit(rs[i]) {
				k = tNumber
			}
			out = append(out, token{k, w, i + 1})
			i = j
		}
	}
	return out, nil
}

// quoted reads a "quoted name" starting at rs[i]; \" and \\ escape.
func quoted(rs []rune, i int) (int, string, error) {
	var b strings.Builder
	for j := i + 1; j < len(rs); j++ {
		switch rs[j] {
		case '\\':
			if j+1 < len(rs) && (rs[j+1] == '"' || rs[j+1] == '\\') {
				b.WriteRune(rs[j+1])
				j++
				continue
			}
			b.WriteRune('\\')
		case '"':
			if b.Len() == 0 {
				return 0, "", fmt.Errorf("column %d: an empty quoted name", i+1)
			}
			return j + 1, b.String(), nil
		default:
			b.WriteRune(rs[j])
		}
	}
	return 0, "", fmt.Errorf("column %d: a quote that does not close", i+1)
}
