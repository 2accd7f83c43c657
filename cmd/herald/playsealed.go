package main

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strconv"

	"golang.org/x/term"

	"herald/internal/game"
)

// Hot-seat sealed orders: at a sealed step each due side writes its
// orders in turn at the one terminal, the others looking away. What it
// types is not echoed nor kept in the line history, and the screen is
// cleared before and after, so the next side finds nothing of it.

// clearScreen clears a terminal and puts the cursor at the top.
const clearScreen = "\x1b[2J\x1b[3J\x1b[H"

// hiddenLines reads a terminal without echo and keeps no history; piped
// input, never echoed, is read as before.
type hiddenLines struct {
	lineReader
	fd int
	w  io.Writer
}

func newHiddenLines(lines lineReader, stdin *os.File, w io.Writer) lineReader {
	if _, piped := lines.(*pipeReader); piped || !term.IsTerminal(int(stdin.Fd())) {
		return lines
	}
	return &hiddenLines{lineReader: lines, fd: int(stdin.Fd()), w: w}
}

func (h *hiddenLines) ReadLine(prompt string) (string, error) {
	fmt.Fprint(h.w, prompt)
	b, err := term.ReadPassword(h.fd)
	fmt.Fprintln(h.w)
	return string(b), err
}

// Remember keeps nothing: the next side could call it back.
func (h *hiddenLines) Remember(string) {}

// sealedEntry asks the first side still due at a sealed step for its
// orders, unseen, seals them into the log and clears the screen. stop:
// the player quit or the input ended.
func sealedEntry(g *played, path string, s game.Position, hidden, lines lineReader, stdout io.Writer, prompt string) (told []game.Event, stop bool, err error) {
	st := s.Step()
	side := st.Sides[0]
	ask := &asker{p: s, w: stdout}
	for {
		fmt.Fprintf(stdout, "\nGame turn %d: sealed orders, every side's revealed together once all are in. %s writes now, unseen: the others look away.\n"+
			"Orders for %s (what you type is not shown; a blank line or \"end\" ends them; \"help\" for what else you may ask):\n", st.Turn, side, side)
		var book orderBook
		text, verb, ok := readTurn(hidden, stdout, prompt, &book, ask, func() { writeBoardFor(stdout, s, side) })
		if !ok || verb == "quit" {
			return nil, true, nil
		}
		c, err := game.Check(s, game.Submission{Side: side, For: game.Sealed, Orders: text})
		if err != nil {
			fmt.Fprintf(stdout, "Refused: %v\nNothing was sealed; write %s's orders again.\n", err, side)
			continue
		}
		if told, err = commitTurn(g, path, s, c); err != nil {
			return nil, false, err
		}
		break
	}
	if next := g.hist.Position().Step(); next.Kind == game.Sealed && next.Turn == st.Turn && len(next.Sides) > 0 {
		fmt.Fprintf(stdout, "%s's orders are sealed. Press Enter, then pass the terminal to %s.", side, next.Sides[0])
		if _, err := lines.ReadLine(""); err != nil {
			return told, true, nil
		}
	}
	fmt.Fprint(stdout, clearScreen)
	return told, false, nil
}

// fileKeeper keeps a file game's sealed orders until their reveal, under
// the game's seed. The seed is in the log, so this hides the orders from
// the screen and from the other side's page of a shared terminal, not
// from someone who reads the file with tools: secret orders between
// players apart are played on herald serve, whose seed stays secret.
func fileKeeper(g *played) game.Keeper {
	var key [8]byte
	binary.LittleEndian.PutUint64(key[:], g.setup.Seed)
	return game.NewBoxKeeper(append([]byte("herald file game "+g.header.ScenarioSHA256), key[:]...), strconv.Itoa(len(g.events)))
}

// due is the side the computer plays that the step waits for: the one
// side due, or at a sealed step the first due side it plays.
func (a aiSides) due(st game.Step) string {
	if len(st.Sides) == 1 || st.Kind == game.Sealed {
		for _, side := range st.Sides {
			if a.plays(side) {
				return side
			}
		}
	}
	return ""
}
