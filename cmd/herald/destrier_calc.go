package main

import (
	"fmt"
	"io"
	"strings"

	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/orders"
)

// destrierFighter builds a fighter from a stand-in template.
func destrierFighter(r *destrier.Rules, template, name string) (destrier.Fighter, error) {
	fig, err := r.Templates.Template(template)
	if err != nil {
		names := make([]string, 0, len(r.Templates.List))
		for _, t := range r.Templates.List {
			names = append(names, t.Name)
		}
		return destrier.Fighter{}, fmt.Errorf("no figure template %q; valid: %s", template, strings.Join(names, ", "))
	}
	if name != "" {
		fig.Name = name
	}
	f := destrier.Fighter{Figure: &fig}
	f.BlowsLeft = fig.Blows
	return f, nil
}

func destrierPlay(r *destrier.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("destrier play", "[--as TEMPLATE] [--step tac|round] [--blows N] [--json] 'NAME plays CARD, CARD'",
		"What a play costs in blows, card by card, and whether the rules allow it\n(in a card round, the figure is taken to be in contact with its enemy).", stderr)
	as := fs.String("as", "knight", "the figure's stand-in `template`")
	step := fs.String("step", "round", "`tac` (the TAC phase) or round (a card round)")
	blows := fs.Int("blows", -1, "blows the figure has left (default: all of its blows)")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		return fail(stderr, "destrier play needs one order in quotes, e.g. 'Sir Hugh plays GREAT BLOW, FEROCITY'")
	}
	if *step != "tac" && *step != "round" {
		return fail(stderr, "--step is tac or round, not %q", *step)
	}
	os, err := orders.Parse(pos[0])
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if len(os) != 1 || os[0].Kind != orders.PlayOrder {
		return fail(stderr, "destrier play takes one 'NAME plays CARDS' order")
	}
	f, err := destrierFighter(r, *as, os[0].Figure)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if *blows >= 0 {
		if *blows > 20 {
			return fail(stderr, "--blows %d: at most 20", *blows)
		}
		f.BlowsLeft = *blows
	}
	p, err := r.Normalize(os[0].Play)
	if err != nil {
		return destrierRefusal(stderr, err)
	}
	s := destrier.Step(*step)
	m := destrier.Moment{Step: s, InContact: s == destrier.CardRound}
	bill := r.Cost(f, p, s)
	legal := r.Legal(f, p, m)
	if *asJSON {
		out := struct {
			Play  string        `json:"play"`
			Bill  destrier.Bill `json:"bill"`
			Left  int           `json:"blows_left"`
			Legal bool          `json:"legal"`
			Why   string        `json:"refused,omitempty"`
		}{Play: orders.FormatOrder(orders.Order{Kind: orders.PlayOrder, Figure: f.Name, Play: p}), Bill: bill, Left: f.BlowsLeft, Legal: legal == nil}
		if legal != nil {
			out.Why = legal.Error()
		}
		if code := writeJSON(stdout, stderr, out); code != exitOK || legal == nil {
			return code
		}
		return exitNo
	}
	fmt.Fprintln(stdout, orders.FormatOrder(orders.Order{Kind: orders.PlayOrder, Figure: f.Name, Play: p}))
	for _, it := range bill.Items {
		why := ""
		if it.Why != "" {
			why = "  (" + it.Why + ")"
		}
		fmt.Fprintf(stdout, "  %-24s %d%s\n", it.Card, it.Blows, why)
	}
	fmt.Fprintf(stdout, "  %-24s %d of %d blows left\n", "total", bill.Total, f.BlowsLeft)
	if legal != nil {
		return destrierRefusal(stderr, legal)
	}
	fmt.Fprintln(stdout, "allowed")
	return exitOK
}

// facingFlag reads a part of a stand: shield-side, sword-side, head,
// front, side, rear.
func facingFlag(s string) (destrier.Facing, error) {
	f := destrier.Facing(strings.ReplaceAll(s, "-", " "))
	switch f {
	case destrier.ShieldSide, destrier.SwordSide, destrier.Head, destrier.Front, destrier.Flank, destrier.Rear:
		return f, nil
	}
	return "", fmt.Errorf("%q is not a part of a stand: shield-side, sword-side, head, front, side or rear", s)
}

// cardList reads "A, B" into card names.
func cardList(r *destrier.Rules, s string) ([]destrier.CardName, error) {
	var out []destrier.CardName
	for _, part := range strings.Split(s, ",") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		c, err := r.Cards.Card(part)
		if err != nil {
			return nil, err
		}
		out = append(out, c.Name)
	}
	return out, nil
}
