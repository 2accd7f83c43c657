// Package didyoumean finds what a player probably meant by a word herald
// does not know: a character's name, a verb, a scenario. A unique prefix
// is taken for the whole word; a slip of a letter or two is suggested,
// never taken.
package didyoumean

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Resolve finds word among known: the word itself, the one known word
// equal to it but for case, or the one known word it begins (ignoring
// case). ok is false when none is, or several are (then matches lists
// them, for a message).
func Resolve(word string, known []string) (got string, matches []string, ok bool) {
	if slices.Contains(known, word) {
		return word, nil, true
	}
	var fold, prefix []string
	for _, k := range known {
		switch {
		case strings.EqualFold(k, word):
			fold = append(fold, k)
		case len(word) > 0 && hasPrefixFold(k, word):
			prefix = append(prefix, k)
		}
	}
	switch {
	case len(fold) == 1:
		return fold[0], nil, true
	case len(fold) > 1:
		return "", fold, false
	case len(prefix) == 1:
		return prefix[0], nil, true
	}
	return "", prefix, false
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// Closest are the known words nearest to word (ignoring case) within a
// small edit distance: at most two edits, and one for short words, so
// that a suggestion is a slip and not a guess.
func Closest(word string, known []string) []string {
	w := strings.ToLower(word)
	n := utf8.RuneCountInString(w)
	limit := 2
	if n <= 4 {
		limit = 1
	}
	if n <= 1 {
		return nil
	}
	type near struct {
		s string
		d int
	}
	var out []near
	for _, k := range known {
		if d := distance(w, strings.ToLower(k)); d <= limit {
			out = append(out, near{k, d})
		}
	}
	// Only the nearest: one slip beats two.
	slices.SortStableFunc(out, func(a, b near) int { return a.d - b.d })
	var names []string
	for _, x := range out {
		if x.d == out[0].d {
			names = append(names, x.s)
		}
	}
	return slices.Compact(names)
}

// distance is the optimal string alignment distance: insertions,
// deletions, substitutions and swaps of two neighbouring letters.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 {
		if a == b {
			return 0
		}
		return 99 // long text is no slip
	}
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range rb {
		d[0][j+1] = j + 1
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// Hint is " (did you mean X?)", " (did you mean X or Y?)", or "" when
// nothing is near; for the end of an error message.
func Hint(word string, known []string) string {
	c := Closest(word, known)
	if len(c) == 0 {
		return ""
	}
	if len(c) > 3 {
		c = c[:3]
	}
	return " (did you mean " + Or(c) + "?)"
}

// Or joins words as a reader lists them: "a", "a or b", "a, b or c".
func Or(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
