package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"herald/internal/game"
	"herald/internal/gamelog"
)

func init() {
	register(&command{
		name:    "verify",
		summary: "check a game log: hash chain, dice and every event against the rules",
		run:     runVerify,
	})
}

func runVerify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("verify", "LOG [--commitment HEX]",
		`Checks a game log: the header, the running hash of every event (a
changed roll or a deleted event breaks it), and that every event follows
from the game before it when re-applied with its recorded dice.

For a game of herald serve (committed dice, docs/dice.md) it also checks
the dice: each side's seed given once and before the first roll, the
seeds fixed before the first roll, and, once the server seed is revealed,
that its SHA-256 is the commitment and every roll is the one the seeds
give. With --commitment, the commitment you were shown when the game
began must be the log's.
Exit 0: intact. Exit 1: damaged, naming the first bad line. Exit 2: the
log cannot be read at all.`, stderr)
	known := fs.String("commitment", "", "the dice commitment `HEX` you were shown when the game was created")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		fs.Usage()
		return fail(stderr, "verify needs one game log")
	}
	if _, err := os.Stat(pos[0]); err != nil {
		return fail(stderr, "%v", err)
	}
	g, err := loadGame(pos[0], -1)
	var rep gamelog.DiceReport
	if err == nil {
		rep, err = gamelog.CheckDice(g.header, g.events, g.state.Sides(), *known)
	}
	var ce *gamelog.CorruptError
	switch {
	case errors.As(err, &ce):
		fmt.Fprintf(stderr, "herald: %s: line %d: %s\n", pos[0], ce.Line, ce.Msg)
		return exitNo
	case err != nil:
		return fail(stderr, "%v", err)
	case *known != "" && rep.Scheme != "committed":
		fmt.Fprintf(stderr, "herald: %s: line 1: the dice are %q, with no commitment to compare with %s\n", pos[0], rep.Scheme, *known)
		return exitNo
	}
	fmt.Fprintf(stdout, "%s: intact\n", pos[0])
	if n := reveals(g.events); n > 0 {
		fmt.Fprintf(stdout, "sealed orders: %d reveals, every side's orders the ones it committed to before any other side's were shown\n", n)
	}
	if rep.Scheme == "committed" {
		fmt.Fprintf(stdout, "dice: %s\n", diceSummary(rep))
	}
	return exitOK
}

// reveals counts the reveals of sealed orders in a log; folding each
// checked every side's orders against its commitment.
func reveals(evs []gamelog.Event) int {
	n := 0
	for _, e := range evs {
		if e.Type == game.TypeRevealed {
			n++
		}
	}
	return n
}

// diceSummary says what was checked of a log's committed dice.
func diceSummary(rep gamelog.DiceReport) string {
	var b strings.Builder
	switch {
	case !rep.InLog:
		b.WriteString("committed before side seeds were logged: the server kept them (a side that gave none rolled with its name)")
	case len(rep.Given) == 0:
		b.WriteString("no side gave a seed")
	default:
		b.WriteString("seeds given by " + strings.Join(rep.Given, ", "))
	}
	if len(rep.None) > 0 {
		fmt.Fprintf(&b, "; %s gave none before the first roll, so its dice rest on the server's seed and the other seeds", strings.Join(rep.None, ", "))
	}
	switch {
	case rep.Checked:
		fmt.Fprintf(&b, "; the server seed is revealed and matches the commitment; all %d rolls are the ones the seeds give", rep.Rolls)
	default:
		fmt.Fprintf(&b, "; %d rolls, not yet checkable: the server seed is revealed when the game ends", rep.Rolls)
	}
	return b.String()
}
