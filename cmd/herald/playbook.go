package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"herald/internal/game"
)

// orderBook is the orders a side is writing in `herald play`, a line
// each, and the last orders the rules refused, kept to edit.
type orderBook struct {
	lines   []string
	refused []string
}

func (b *orderBook) text() string {
	if len(b.lines) == 0 {
		return ""
	}
	return strings.Join(b.lines, "\n") + "\n"
}

func (b *orderBook) show(w io.Writer) {
	if len(b.lines) == 0 {
		fmt.Fprintln(w, "No orders written yet.")
		return
	}
	for i, l := range b.lines {
		fmt.Fprintf(w, "%3d  %s\n", i+1, l)
	}
}

// refuse keeps the orders just refused for edit; the book starts again.
func (b *orderBook) refuse(text string) {
	b.refused = strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	b.lines = nil
}

// edit answers a line that changes the book (edit, N: ORDER, drop N,
// clear); false if line is none of these.
func (b *orderBook) edit(line string, w io.Writer) bool {
	t := strings.TrimSpace(line)
	word, rest, _ := strings.Cut(t, " ")
	switch word {
	case "show":
		b.show(w)
		return true
	case "edit":
		if len(b.refused) == 0 {
			fmt.Fprintln(w, "No refused orders to edit.")
			return true
		}
		b.lines = slices.Clone(b.refused)
		b.show(w)
		fmt.Fprintln(w, "Change a line with N: ORDER, take one out with drop N, add more; then a blank line or end. (The up arrow recalls each line.)")
		return true
	case "clear":
		b.lines = nil
		fmt.Fprintln(w, "The orders are cleared.")
		return true
	case "drop":
		n, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || n < 1 || n > len(b.lines) {
			fmt.Fprintf(w, "drop N: N is a line of the orders, 1 to %d\n", len(b.lines))
			return true
		}
		b.lines = slices.Delete(b.lines, n-1, n)
		b.show(w)
		return true
	}
	// "3: Bran move H4" writes line 3 anew.
	num, order, ok := strings.Cut(t, ":")
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if !ok || err != nil {
		return false
	}
	if n < 1 || n > len(b.lines)+1 {
		fmt.Fprintf(w, "N: ORDER: N is a line of the orders, 1 to %d\n", len(b.lines)+1)
		return true
	}
	if n == len(b.lines)+1 {
		b.lines = append(b.lines, strings.TrimSpace(order))
	} else {
		b.lines[n-1] = strings.TrimSpace(order)
	}
	b.show(w)
	return true
}

// readTurn reads a side's orders into b, answering the player's
// questions (a) and edits (b) on the way: the orders once the player ends
// them with a blank line or "end", or the verb pass or quit; ok is false
// at the end of the input with nothing written.
func readTurn(r lineReader, w io.Writer, prompt string, b *orderBook, a *asker, redraw func()) (text, verb string, ok bool) {
	b.lines = nil
	for {
		line, err := r.ReadLine(prompt)
		if err != nil {
			if prompt != "" {
				fmt.Fprintln(w)
			}
			return b.text(), "", len(b.lines) > 0
		}
		word := strings.TrimSpace(line)
		switch {
		case word == "" && len(b.lines) == 0:
			continue
		case word == "" || word == "end":
			return b.text(), "end", true
		case len(b.lines) == 0 && (word == "pass" || word == "quit"):
			return "", word, true
		case word == "map":
			redraw()
			continue
		case a.ask(word) || b.edit(word, w):
			continue
		}
		b.lines = append(b.lines, line)
	}
}

// keepRefused keeps a refused turn's orders for edit, and in the history,
// so the up arrow brings each line back.
func keepRefused(r lineReader, b *orderBook, text string) {
	b.refuse(text)
	for _, l := range b.refused {
		if strings.TrimSpace(l) != "" {
			r.Remember(l)
		}
	}
}

// printReport tells the last player turn, after the map it led to.
func printReport(w io.Writer, evs []game.Event) {
	if len(evs) == 0 {
		return
	}
	fmt.Fprintln(w, "\nWhat happened:")
	printEvents(w, evs)
}
