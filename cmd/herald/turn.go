package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/gamelog"
)

func init() {
	register(&command{
		name:    "turn",
		summary: "play one side's player turn from an orders file into a game log",
		run:     runTurn,
	})
}

func runTurn(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("turn", "LOG --side S [--correct [--reason TEXT] | --decide] ORDERS_FILE",
		`Plays side S's player turn: reads the orders (herald notation, see
docs/orders.md; "-" reads standard input), checks every order phase by
phase in the sequence of play (Cry Havoc §4; Chainmail's order of
battle: fire, move, combat) before any die is rolled, as if every die
did nothing, then plays the turn with the dice, prints every roll and
result, and appends the events to LOG, rewriting it atomically.

If any order is refused the turn is not played and no die is rolled:
herald names the order's line and the rule, exits 1 and leaves LOG
unchanged. Once a die is rolled the turn stands (§1): an order that a
roll made impossible (its target killed or out of sight) is void, shown
with its rule, not refused. Supported so far:
foot moves, missile fire at a character, attacks, doors, windows and gate
doors, dismounting and mounting, picking up and dropping, taking up
and letting go of animals, and wait.

With --correct, the orders replace side S's player turn just played (the
opponent claimed an error, §1): the turn is played again from where it
began, with the dice it rolled, and a correction event and the new
events are appended. The old events stay in the log.

At a step of sealed orders (several sides at once, none seeing the
others'), the file is side S's sealed orders: herald logs only that they
are in, with a commitment, until the last side due gives its own; then
every side's orders are revealed and played together.

With --decide, the file is side S's answer to the decision the turn
waits for (a game begun with herald new --decisions; herald state shows
the question): retreat orders, pin orders, or an advance order, as asked,
or nothing. herald plays the rest of the waiting turn with it.`, stderr)
	decide := fs.Bool("decide", false, "the file answers the decision the turn waits for")
	side := fs.String("side", "", "the side `S` whose player turn it is")
	correct := fs.Bool("correct", false, "replace S's player turn just played with these orders (§1)")
	reason := fs.String("reason", "", "with --correct: the error the opponent claimed")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 2 || *side == "" {
		fs.Usage()
		return fail(stderr, "turn needs LOG, --side and an orders file")
	}
	text, err := readOrdersFile(pos[1])
	if err != nil {
		return fail(stderr, "%v", err)
	}
	g, err := loadGame(pos[0], -1)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if !slices.Contains(g.state.Sides(), *side) {
		return fail(stderr, "--side %q: the sides of this game are %s", *side, strings.Join(g.state.Sides(), ", "))
	}
	last := g.events[len(g.events)-1].Seq
	d := dice.NewSeeded(turnSeed(g.setup.Seed, last))
	var s game.Position
	var evs []game.Event
	switch {
	case *decide && *correct:
		return fail(stderr, "--decide and --correct do not go together")
	case *decide:
		s, evs, err = game.Decide(g.state, *side, string(text), d)
	case *correct:
		s, evs, err = g.hist.Correct(*side, string(text), *reason, d)
	case g.state.Step().Kind == game.Sealed:
		s, evs, err = game.SubmitWith(g.state, game.Submission{Side: *side, For: game.Sealed, Orders: string(text)}, fileKeeper(g), d)
	default:
		s, evs, err = game.PlayTurn(g.state, *side, string(text), d)
	}
	if err != nil {
		if _, ok := game.RuleOf(err); ok {
			fmt.Fprintf(stderr, "herald: no: %s: %v\n", pos[1], err)
			return exitNo
		}
		return fail(stderr, "%s: %v", pos[1], err)
	}
	all := g.events
	for _, e := range evs {
		all = append(all, gamelog.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls})
	}
	if err := gamelog.WriteFileAtomic(pos[0], g.header, all); err != nil {
		return fail(stderr, "%v", err)
	}
	before := g.state.Step()
	if *decide {
		fmt.Fprintf(stdout, "%s decides, game turn %d\n", *side, before.Turn)
	} else if before.Kind == game.Sealed {
		fmt.Fprintf(stdout, "%s, sealed orders, game turn %d\n", *side, before.Turn)
	} else if before.SetUp {
		fmt.Fprintf(stdout, "%s, set-up\n", *side)
	} else {
		fmt.Fprintf(stdout, "%s, game turn %d\n", *side, before.Turn)
	}
	printEvents(stdout, evs)
	switch st := s.Step(); st.Kind {
	case game.Sealed:
		fmt.Fprintf(stdout, "Sealed orders wait for %s; nothing of them is shown before every side's are in.\n", strings.Join(st.Sides, ", "))
	case game.Decision:
		fmt.Fprintf(stdout, "The turn waits: %s.\n", question(st.Question))
	case game.Over:
		fmt.Fprintln(stdout, "The game is over.")
		if st.Winner != "" {
			fmt.Fprintf(stdout, "%s wins.\n", st.Winner)
		}
	}
	return exitOK
}

// readOrdersFile reads an orders file ("-": standard input), never more
// than a turn may hold: the engine refuses what is over the limit.
func readOrdersFile(name string) ([]byte, error) {
	f := os.Stdin
	if name != "-" {
		var err error
		if f, err = os.Open(name); err != nil {
			return nil, err
		}
		defer f.Close()
	}
	text, err := io.ReadAll(io.LimitReader(f, game.MaxOrderBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return text, nil
}

// turnSeed gives each player turn its own dice from the game's seed and
// the log's last seq, so that orders sent again roll the same dice:
// there is nothing to fish for. (A refused turn rolls none at all: the
// engine refuses only before its first die.)
func turnSeed(seed uint64, seq int) uint64 {
	return seed ^ (uint64(seq)+1)*0x9E3779B97F4A7C15
}

// printEvents prints what happened: each event's account and its rolls.
func printEvents(w io.Writer, evs []game.Event) {
	for _, e := range evs {
		for _, l := range game.Tell(e) {
			fmt.Fprintln(w, l)
		}
	}
}
