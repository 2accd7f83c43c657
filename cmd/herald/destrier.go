package main

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"herald/internal/rule"
	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/destrierdata"
)

func init() {
	register(&command{
		name:    "destrier",
		summary: "Destrier at the table: every card's cost and effect, a play's blows, a blow's chance",
		run:     runDestrier,
	})
}

const destrierSynopsis = "cards|card|play|blow [arguments]"

const destrierHelp = `
A calculator for Destrier (the card system for Chivalry & Sorcery combat).

  herald destrier cards                       every card: deck, blows, what it does
  herald destrier card NAME                   one card: cost, when, who may play it, its numbers
  herald destrier play [--as T] 'ORDER'       what a play costs and whether the rules allow it,
                                              e.g. 'Sir Hugh plays GREAT BLOW, FEROCITY'
  herald destrier blow --attacker T --defender T [--card C] [--defence 'A, B'] ...
                                              a blow's chance to hit, critical and bash, every
                                              modifier named; --roll strikes it (--seed N)

Figures come from the stand-in templates (knight, man-at-arms, archer, war-horse, ...).
Hit chances, the Tactical Maneuver Matrix and damage are herald's stand-ins for the
Chivalry & Sorcery tables the text cites (data/destrier/chivalry). Every form takes
--json. An unknown name exits 2; a play or blow the rules refuse exits 1.`

func runDestrier(args []string, stdout, stderr io.Writer) int {
	if code, done := formHelp("destrier", destrierSynopsis, destrierHelp, "a form: cards, card, play or blow", args, stdout, stderr); done {
		return code
	}
	r, err := destrierdata.Load()
	if err != nil {
		return fail(stderr, "loading the Destrier tables: %v", err)
	}
	switch args[0] {
	case "cards":
		return destrierCards(r, args[1:], stdout, stderr)
	case "card":
		return destrierCard(r, args[1:], stdout, stderr)
	case "play":
		return destrierPlay(r, args[1:], stdout, stderr)
	case "blow":
		return destrierBlow(r, args[1:], stdout, stderr)
	}
	return fail(stderr, "unknown destrier form %q; valid: blow, card, cards, play", args[0])
}

// destrierRefusal: a rules refusal exits 1, anything else is bad input.
func destrierRefusal(stderr io.Writer, err error) int {
	var re *rule.Error
	if errors.As(err, &re) {
		fmt.Fprintf(stderr, "herald: %v\n", err)
		return exitNo
	}
	return fail(stderr, "%v", err)
}

func destrierCards(r *destrier.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("destrier cards", "[--json]", "Every TAC, MELEE and horse card of the text.", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	if code := parseFlagsOnly(fs, args, stdout, stderr, "destrier cards"); code >= 0 {
		return code
	}
	if *asJSON {
		return writeJSON(stdout, stderr, r.Cards.List)
	}
	for _, c := range r.Cards.List {
		fmt.Fprintf(stdout, "%-5s %-24s %s  %s\n", c.Deck, c.Name, blowsText(c), c.Summary)
	}
	return exitOK
}

func blowsText(c destrier.Card) string {
	if c.TAC() {
		return "0/2/1"
	}
	return fmt.Sprintf("%5d", c.Blows)
}

func destrierCard(r *destrier.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("destrier card", "NAME [--json]", "One card: its cost in blows, when it is played, who may play it, its numbers.", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) == 0 {
		return fail(stderr, "destrier card needs a card's name, e.g. 'GREAT BLOW'")
	}
	c, err := r.Cards.Card(strings.Join(pos, " "))
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if *asJSON {
		return writeJSON(stdout, stderr, c)
	}
	fmt.Fprintf(stdout, "%s (%s)\n  %s\n", c.Name, c.Section, c.Summary)
	switch {
	case c.TAC():
		fmt.Fprintf(stdout, "  blows: none in the TAC phase; in a card round %d if it moves, %d if not\n", r.Melee.TACInRound.Moves, r.Melee.TACInRound.Still)
	default:
		fmt.Fprintf(stdout, "  blows: %d\n", c.Blows)
	}
	if c.CostRuling != "" {
		fmt.Fprintf(stdout, "  herald's ruling on the cost: %s\n", c.CostRuling)
	}
	rows := make([]string, len(c.Who))
	for i, row := range c.Who {
		rows[i] = strings.Join(row, " and ")
	}
	fmt.Fprintf(stdout, "  who: %s\n  when: %s", strings.Join(rows, ", or "), strings.Join(c.Timing, ", "))
	if c.WithTAC {
		fmt.Fprint(stdout, " (with a TAC card)")
	}
	if c.OncePerTurn {
		fmt.Fprint(stdout, " (once a turn)")
	}
	fmt.Fprintln(stdout)
	names := make([]string, 0, len(c.Values))
	for n := range c.Values {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		mark := ""
		for _, s := range c.StandIn {
			if s == n {
				mark = "  (herald's stand-in)"
			}
		}
		fmt.Fprintf(stdout, "  %-18s %g%s\n", n, c.Values[n], mark)
	}
	return exitOK
}
