package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
)

func init() {
	register(&command{
		name:    "replay",
		summary: "replay a game log, or its first N events, and show the state",
		run:     runReplay,
	})
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay", "LOG [--to N] [--json]",
		`Replays a game log event by event with the dice it records, each order
re-applied by the rules, and prints the events and the state after event
N (after the last event without --to).`, stderr)
	toS := fs.String("to", "", "stop after event `N` (its seq)")
	asJSON := fs.Bool("json", false, "print the state as JSON")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		fs.Usage()
		return fail(stderr, "replay needs one game log")
	}
	to := -1
	if *toS != "" {
		n, err := strconv.Atoi(*toS)
		if err != nil || n < 1 {
			return fail(stderr, "--to %q: want an event number, 1 or more", *toS)
		}
		to = n
	}
	g, err := loadGame(pos[0], to)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if to > g.events[len(g.events)-1].Seq {
		return fail(stderr, "--to %d: the log has only %d events", to, g.events[len(g.events)-1].Seq)
	}
	if !*asJSON {
		for _, e := range g.events {
			if e.Seq > g.replayed && e.Seq > 1 {
				break
			}
			fmt.Fprintf(stdout, "%4d %-10s %-10s %s\n", e.Seq, e.Type, e.Side, e.Data)
		}
	}
	return printState(stdout, stderr, g.state, "", *asJSON)
}
