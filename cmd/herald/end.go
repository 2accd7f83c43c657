package main

import (
	"context"
	"fmt"
	"io"

	"herald/internal/server"
	"herald/internal/store/backend"
)

func init() {
	register(&command{
		name:    "end",
		summary: "end a served game before its last turn and reveal its dice seed (the operator's)",
		run:     runEnd,
	})
}

func runEnd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("end", "--db SPEC GAME [--reason TEXT]",
		`Ends a game of herald serve for the server's operator, as for a game a
side has abandoned (a side ends its own with POST /api/games/ID/end):
appends an ended event and the reveal of the server's dice seed to the
game's log, so every roll can be checked (docs/dice.md). Run it on the
store the server uses; the game's log must be intact.`, stderr)
	db := fs.String("db", backend.Default, "the store: `SPEC` is sqlite:FILE or postgres://…")
	reason := fs.String("reason", "abandoned", "why the game is ended (`TEXT`)")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		fs.Usage()
		return fail(stderr, "end needs one game id")
	}
	ctx := context.Background()
	st, err := backend.Open(ctx, *db)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer st.Close()
	srv := server.New(st)
	srv.Version = version
	srv.Log = func(format string, a ...any) { fmt.Fprintf(stderr, format+"\n", a...) }
	res, err := srv.EndGame(ctx, pos[0], *reason)
	if err != nil {
		fmt.Fprintf(stderr, "herald: no: game %s: %v\n", pos[0], err)
		return exitNo
	}
	fmt.Fprintf(stdout, "%s (version %d); the dice seed is revealed: %s\n", res.Ended, res.Version, res.Seed)
	return exitOK
}
