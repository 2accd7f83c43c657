package main

import (
	"errors"
	"fmt"
	"io"
	"os"

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
	fs := newFlags("verify", "LOG",
		`Checks a game log: the header, the running hash of every event (a
changed roll or a deleted event breaks it), and that every event follows
from the game before it when re-applied with its recorded dice.
Exit 0: intact. Exit 1: damaged, naming the first bad line. Exit 2: the
log cannot be read at all.`, stderr)
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
	_, err := loadGame(pos[0], -1)
	var ce *gamelog.CorruptError
	switch {
	case errors.As(err, &ce):
		fmt.Fprintf(stderr, "herald: %s: line %d: %s\n", pos[0], ce.Line, ce.Msg)
		return exitNo
	case err != nil:
		return fail(stderr, "%v", err)
	}
	fmt.Fprintf(stdout, "%s: intact\n", pos[0])
	return exitOK
}
