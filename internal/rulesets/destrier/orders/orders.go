// Package orders reads and writes Destrier orders as plain text, in the
// style of docs/orders.md (docs/destrier.md gives the grammar):
//
//	Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW, ACTIVE SHIELD PARRY
//	Wat plays DODGE LEFT
//	Sir Guy guesses left at Wat
//	Sir Guy charges Rafe, Piers
//	Rafe defends with WEAPON PARRY
//	Piers retreats
//
// Parse checks only the shape of the text: cards are words in capitals,
// figures' names are not. Whether a card exists and may be played is the
// rules' answer (destrier.Rules.Normalize and Legal).
package orders

import (
	"fmt"
	"strconv"
	"strings"

	"herald/internal/rulesets/destrier"
)

// Kind is the sort of order.
type Kind string

// The orders of Destrier.
const (
	PlayOrder   Kind = "play"   // cards laid face down (sealed)
	GuessOrder  Kind = "guess"  // a guess at a dodge (a decision)
	ChargeOrder Kind = "charge" // a written charge (sealed)
	DefendOrder Kind = "defend" // the defence against a counterblow (a decision)
	KeepOrder   Kind = "keep"   // KEEP DISTANCE met: retreat or stand (a decision)
	MoveOrder   Kind = "move"   // a straight move in a half-move, to a place
)

// Order is one line.
type Order struct {
	Kind   Kind   `json:"kind"`
	Figure string `json:"figure"`
	Line   int    `json:"line"`
	// PlayOrder
	Play destrier.Play `json:"play,omitzero"`
	// GuessOrder: the way, and the dodger when there are several.
	Way destrier.DodgeWay `json:"way,omitempty"`
	At  string            `json:"at,omitempty"`
	// ChargeOrder: the targets in order (none: no charge).
	Targets []string `json:"targets,omitempty"`
	// DefendOrder: the card.
	Defence destrier.CardName `json:"defence,omitempty"`
	// KeepOrder: retreats (true) or stands.
	Retreats bool `json:"retreats,omitempty"`
	// MoveOrder: the place the stand's centre goes to, in the table's
	// unit from its north-west corner.
	To []float64 `json:"to,omitempty"`
}

// Bounds on input, so a submitted text cannot grow without limit.
const (
	MaxLines     = 200
	MaxLineRunes = 400
)

// Parse reads orders, one a line; blank lines and # comments are skipped.
// An error names the line and column.
func Parse(text string) ([]Order, error) {
	lines := strings.Split(text, "\n")
	if len(lines) > MaxLines {
		return nil, fmt.Errorf("%d lines; at most %d", len(lines), MaxLines)
	}
	var out []Order
	for i, raw := range lines {
		if n := len([]rune(raw)); n > MaxLineRunes {
			return nil, fmt.Errorf("line %d: %d characters; at most %d", i+1, n, MaxLineRunes)
		}
		toks, err := lex(raw)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		if len(toks) == 0 {
			continue // blank or a comment
		}
		o, err := parseLine(toks)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		o.Line = i + 1
		out = append(out, o)
	}
	return out, nil
}

var verbs = map[string]Kind{"plays": PlayOrder, "play": PlayOrder, "guesses": GuessOrder, "guess": GuessOrder,
	"charges": ChargeOrder, "charge": ChargeOrder, "defends": DefendOrder, "defend": DefendOrder,
	"retreats": KeepOrder, "retreat": KeepOrder, "stands": KeepOrder, "stand": KeepOrder,
	"moves": MoveOrder, "move": MoveOrder}

// keywords end an unquoted name.
var keywords = map[string]bool{"at": true, "with": true, "none": true, "level": true, "levels": true,
	"shield": true, "sheathing": true, "retreating": true}

func parseLine(toks []token) (Order, error) {
	name, rest, err := readName(toks)
	if err != nil {
		return Order{}, err
	}
	if len(rest) == 0 {
		return Order{}, fmt.Errorf("%s: no verb (plays, guesses, charges, defends, retreats, stands, moves)", name)
	}
	kind, ok := verbs[rest[0].text]
	if !ok || rest[0].kind != tWord {
		return Order{}, fmt.Errorf("column %d: %q is not a verb: write plays, guesses, charges, defends, retreats, stands or moves", rest[0].col, rest[0].text)
	}
	o := Order{Kind: kind, Figure: name}
	verb, rest := rest[0], rest[1:]
	switch kind {
	case PlayOrder:
		o.Play, err = parsePlay(name, rest)
	case GuessOrder:
		o.Way, o.At, err = parseGuess(rest)
	case ChargeOrder:
		o.Targets, err = parseTargets(rest)
	case DefendOrder:
		o.Defence, err = parseDefend(rest)
	case MoveOrder:
		o.To, err = parseMove(rest)
	case KeepOrder:
		o.Retreats = strings.HasPrefix(verb.text, "retreat")
		if len(rest) > 0 {
			err = fmt.Errorf("column %d: nothing follows %q", rest[0].col, verb.text)
		}
	}
	return o, err
}

// readName reads a figure's name: a quoted string, or words up to a verb,
// a keyword, a card word or a comma.
func readName(toks []token) (string, []token, error) {
	if len(toks) == 0 {
		return "", nil, fmt.Errorf("an empty order")
	}
	if toks[0].kind == tQuoted {
		return toks[0].text, toks[1:], nil
	}
	var words []string
	i := 0
	for ; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tComma || t.card() || verbs[t.text] != "" || keywords[t.text] {
			break
		}
		words = append(words, t.text)
	}
	if len(words) == 0 {
		return "", nil, fmt.Errorf("column %d: a figure's name is missing (quote a name written in capitals)", toks[0].col)
	}
	return strings.Join(words, " "), toks[i:], nil
}

func parseGuess(toks []token) (destrier.DodgeWay, string, error) {
	if len(toks) == 0 {
		return "", "", fmt.Errorf("guesses what? left, right or back")
	}
	way, err := destrier.ParseWay(toks[0].text)
	if err != nil {
		return "", "", fmt.Errorf("column %d: a guess is left, right or back, not %q", toks[0].col, toks[0].text)
	}
	rest := toks[1:]
	if len(rest) == 0 {
		return way, "", nil
	}
	if rest[0].text != "at" {
		return "", "", fmt.Errorf("column %d: write 'at' before the dodger's name", rest[0].col)
	}
	at, more, err := readName(rest[1:])
	if err != nil {
		return "", "", err
	}
	if len(more) > 0 {
		return "", "", fmt.Errorf("column %d: nothing follows the dodger's name", more[0].col)
	}
	return way, at, nil
}

func parseTargets(toks []token) ([]string, error) {
	if len(toks) == 1 && toks[0].text == "none" {
		return nil, nil
	}
	var out []string
	for len(toks) > 0 {
		name, rest, err := readName(toks)
		if err != nil {
			return nil, err
		}
		out = append(out, name)
		if len(rest) == 0 {
			break
		}
		if rest[0].kind != tComma {
			return nil, fmt.Errorf("column %d: targets are separated by commas", rest[0].col)
		}
		toks = rest[1:]
		if len(toks) == 0 {
			return nil, fmt.Errorf("a target is missing after the last comma")
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("charges whom? name the targets in order, or write none")
	}
	return out, nil
}

// parseMove reads "to X, Y": a place on the table.
func parseMove(toks []token) ([]float64, error) {
	if len(toks) != 4 || toks[0].text != "to" || toks[1].kind != tNumber || toks[2].kind != tComma || toks[3].kind != tNumber {
		return nil, fmt.Errorf("write 'moves to X, Y', the place in the table's unit")
	}
	var to []float64
	for _, t := range []token{toks[1], toks[3]} {
		v, err := strconv.ParseFloat(t.text, 64)
		if err != nil || v < 0 || v > 10000 {
			return nil, fmt.Errorf("column %d: %q is not a place on a table", t.col, t.text)
		}
		to = append(to, v)
	}
	return to, nil
}

func parseDefend(toks []token) (destrier.CardName, error) {
	if len(toks) < 2 || toks[0].text != "with" {
		return "", fmt.Errorf("write 'defends with' and a card")
	}
	c, rest := readCard(toks[1:])
	if c == "" || len(rest) > 0 {
		return "", fmt.Errorf("defends with one card in capitals")
	}
	return c, nil
}

// readCard reads the card words at the head of toks.
func readCard(toks []token) (destrier.CardName, []token) {
	var words []string
	i := 0
	for ; i < len(toks) && toks[i].card(); i++ {
		words = append(words, toks[i].text)
	}
	return destrier.CardName(strings.Join(words, " ")), toks[i:]
}

// parsePlay reads "CARD [at NAME] [options] {, CARD ...}".
func parsePlay(figure string, toks []token) (destrier.Play, error) {
	p := destrier.Play{Figure: figure}
	for {
		c, rest := readCard(toks)
		if c == "" {
			if len(toks) == 0 {
				return p, fmt.Errorf("plays what? name a card in capitals")
			}
			return p, fmt.Errorf("column %d: %q is not a card: cards are written in capitals", toks[0].col, toks[0].text)
		}
		p.Cards = append(p.Cards, c)
		var err error
		if rest, err = cardOptions(&p, c, rest); err != nil {
			return p, err
		}
		if len(rest) == 0 {
			return p, nil
		}
		if rest[0].kind != tComma {
			return p, fmt.Errorf("column %d: cards are separated by commas", rest[0].col)
		}
		toks = rest[1:]
	}
}

// cardOptions reads what may follow a card: "at NAME" (once a play),
// "with shield", "sheathing", a weapon to draw, "retreating", "level N"
// or "levels N N".
func cardOptions(p *destrier.Play, c destrier.CardName, toks []token) ([]token, error) {
	for len(toks) > 0 && toks[0].kind != tComma {
		t := toks[0]
		switch {
		case t.text == "at":
			name, rest, err := readName(toks[1:])
			if err != nil {
				return nil, err
			}
			if p.Target != "" && p.Target != name {
				return nil, fmt.Errorf("column %d: one target a play, not %s and %s", t.col, p.Target, name)
			}
			p.Target, toks = name, rest
		case c == destrier.DrawWeapon && t.text == "with" && len(toks) > 1 && toks[1].text == "shield":
			p.WithShield, toks = true, toks[2:]
		case c == destrier.DrawWeapon && t.text == "sheathing":
			p.Sheathe, toks = true, toks[1:]
		case c == destrier.KeepDistance && t.text == "retreating":
			p.Retreats, toks = true, toks[1:]
		case c == destrier.CastSpell && (t.text == "level" || t.text == "levels"):
			toks = toks[1:]
			for len(toks) > 0 && toks[0].kind == tNumber {
				n, err := strconv.Atoi(toks[0].text)
				if err != nil || n < 1 || n > 30 {
					return nil, fmt.Errorf("column %d: a spell level is 1 to 30, not %q", toks[0].col, toks[0].text)
				}
				p.Spells = append(p.Spells, n)
				toks = toks[1:]
			}
		case c == destrier.DrawWeapon && t.kind == tWord && !t.card() && p.Draw == "" && !keywords[t.text]:
			p.Draw, toks = t.text, toks[1:]
		default:
			return nil, fmt.Errorf("column %d: %q does not go with %s", t.col, t.text, c)
		}
	}
	return toks, nil
}
