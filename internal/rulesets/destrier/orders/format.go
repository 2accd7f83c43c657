package orders

import (
	"strconv"
	"strings"

	"herald/internal/rulesets/destrier"
)

// Format writes orders in their canonical form, one a line.
func Format(os []Order) string {
	var b strings.Builder
	for _, o := range os {
		b.WriteString(FormatOrder(o))
		b.WriteByte('\n')
	}
	return b.String()
}

// FormatOrder writes one order in its canonical form.
func FormatOrder(o Order) string {
	s := name(o.Figure)
	switch o.Kind {
	case PlayOrder:
		return s + " plays " + formatPlay(o)
	case GuessOrder:
		s += " guesses " + string(o.Way)
		if o.At != "" {
			s += " at " + name(o.At)
		}
		return s
	case ChargeOrder:
		if len(o.Targets) == 0 {
			return s + " charges none"
		}
		ts := make([]string, len(o.Targets))
		for i, t := range o.Targets {
			ts[i] = name(t)
		}
		return s + " charges " + strings.Join(ts, ", ")
	case DefendOrder:
		return s + " defends with " + string(o.Defence)
	case MoveOrder:
		if len(o.To) == 2 {
			return s + " moves to " + strconv.FormatFloat(o.To[0], 'f', -1, 64) + ", " + strconv.FormatFloat(o.To[1], 'f', -1, 64)
		}
	case KeepOrder:
		if o.Retreats {
			return s + " retreats"
		}
		return s + " stands"
	}
	return s
}

func formatPlay(o Order) string {
	p := o.Play
	all := p.Cards
	if p.TAC != "" {
		all = append([]destrier.CardName{p.TAC}, p.Cards...)
	}
	parts := make([]string, 0, len(all))
	targetDone := false
	for _, c := range all {
		s := string(c)
		if p.Target != "" && !targetDone {
			s += " at " + name(p.Target)
			targetDone = true
		}
		switch c {
		case "DRAW WEAPON":
			if p.Draw != "" {
				s += " " + p.Draw
			}
			if p.WithShield {
				s += " with shield"
			}
			if p.Sheathe {
				s += " sheathing"
			}
		case "KEEP DISTANCE":
			if p.Retreats {
				s += " retreating"
			}
		case "CAST SPELL":
			if len(p.Spells) > 0 {
				ls := make([]string, len(p.Spells))
				for i, l := range p.Spells {
					ls[i] = strconv.Itoa(l)
				}
				word := " level "
				if len(ls) > 1 {
					word = " levels "
				}
				s += word + strings.Join(ls, " ")
			}
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

// name quotes a name that would not read back as itself: one with a
// keyword, a verb, a card-like word, a comma, a quote or a #.
func name(n string) string {
	toks, err := lex(n)
	plain := err == nil && len(toks) > 0 && !strings.ContainsAny(n, `",#\`)
	for _, t := range toks {
		if t.kind != tWord || t.card() || verbs[t.text] != "" || keywords[t.text] {
			plain = false
		}
	}
	if plain && strings.Join(strings.Fields(n), " ") == n {
		return n
	}
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(n) + `"`
}
