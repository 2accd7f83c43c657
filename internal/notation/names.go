package notation

import (
	"slices"
	"strings"

	"herald/internal/didyoumean"
)

// Forgiving names: given the game's characters (ParseWith), a name is
// taken in another case or as a unique prefix and written in full, and a
// word standing where a verb should is reported as a verb. A name nobody
// has is the rules' to refuse (rule 2), with the names it may mean.

// ParseWith is ParseLines knowing the names of the game's characters
// (names.go): a name may then be written in another case or as a unique
// prefix ("wat" for "Wat the Smith"), a misspelt name or verb is refused
// with what was probably meant, and a word where a verb should be is
// reported as a verb.
func ParseWith(text string, names []string) (Turn, []int, error) {
	var t Turn
	var lines []int
	phase := PhaseNone
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSuffix(line, "\r")
		toks, err := lexLine(line, n+1)
		if err != nil {
			return Turn{}, nil, err
		}
		p := &parser{toks: toks, line: n + 1, known: names}
		if ph, ok := p.header(); ok {
			phase = ph
		}
		if p.peek().kind == tEOL {
			continue
		}
		o, err := p.order()
		if err != nil {
			return Turn{}, nil, err
		}
		o.Phase = phase
		if phase == PhaseNone {
			o.Phase = o.Kind.DefaultPhase()
		}
		t.Orders = append(t.Orders, o)
		lines = append(lines, n+1)
	}
	return t, lines, nil
}

// verbWords are the verbs as a player writes them, for suggestions.
var verbWords = func() []string {
	out := make([]string, 0, len(verbForms))
	for v := range verbForms {
		// Not the forms with an s: "attacks" is "attack" again.
		if _, ok := verbForms[strings.TrimSuffix(v, "s")]; ok && strings.HasSuffix(v, "s") {
			continue
		}
		if _, ok := verbForms[strings.TrimSuffix(v, "es")]; ok && strings.HasSuffix(v, "es") {
			continue
		}
		out = append(out, v)
	}
	slices.Sort(out)
	return out
}()

// character reads a character's name and, when the game's names are
// known, makes it the full name it stands for.
func (p *parser) character(what, after string) (string, error) {
	start := p.i
	n, err := p.name(what, after)
	if err != nil || p.known == nil {
		return n, err
	}
	if p.toks[start].kind == tString {
		// A quoted name is taken as written, but for case and prefix.
		if got, _, ok := didyoumean.Resolve(n, p.known); ok {
			return got, nil
		}
		return n, nil
	}
	return p.resolve(n, p.toks[start:p.i])
}

// resolve finds the character an unquoted name of words means.
func (p *parser) resolve(n string, words []token) (string, error) {
	got, matches, ok := didyoumean.Resolve(n, p.known)
	if ok {
		return got, nil
	}
	if len(matches) > 1 {
		return "", p.errAt(words[0], "%q could be %s: write more of the name", n, didyoumean.Or(matches))
	}
	// A known name, then a word that is no verb: "Bran mvoe H2".
	for k := len(words) - 1; k >= 1; k-- {
		head := joinWords(words[:k])
		if _, _, ok := didyoumean.Resolve(head, p.known); ok {
			w := words[k].text
			return "", p.errAt(words[k], "%q is not a verb%s (a verb such as move, fire or attack follows %s)", w, didyoumean.Hint(w, verbWords), head)
		}
	}
	return n, nil // the rules refuse a name nobody has, saying what was meant
}

func joinWords(toks []token) string {
	w := make([]string, len(toks))
	for i, t := range toks {
		w[i] = t.text
	}
	return strings.Join(w, " ")
}
