package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
)

func init() {
	register(&command{
		name:    "load",
		summary: "measure a herald server: turns a second, latency, memory",
		run:     runLoad,
	})
}

func runLoad(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("load", "[--db SPEC | --url URL] [--games N] [--duration D] [--open N]",
		`Plays many games at once against a herald server over loopback HTTP
and reports turns a second and the latency of a turn. A turn is one
side's POST of a player turn of --orders orders (characters stepping to
a neighbouring hex and back, or waiting) followed by the other side's
GET of the game, which must show the new version: the time from the POST
being sent to that GET's answer is the turn's latency. Each game is one
client playing both sides in turn; a finished game is replaced by a new
one.

Without --url the tool starts this binary as "herald serve --db SPEC"
on a free port, and reports the server's resident memory (VmRSS and
peak VmHWM from /proc) at the end. With --open N it creates N games,
plays one turn in each and reports the memory instead of throughput.`, stderr)
	db := fs.String("db", "", "start a server on store `SPEC` (default: sqlite in a temporary directory)")
	url := fs.String("url", "", "measure the server already running at `URL` instead")
	games := fs.Int("games", 50, "games played at once (one client each)")
	duration := fs.Duration("duration", 10*time.Second, "how long to measure")
	warmup := fs.Duration("warmup", 2*time.Second, "play this long before measuring")
	orders := fs.Int("orders", 5, "orders in each player turn")
	scen := fs.String("scenario", "thornby-raid", "shipped scenario to play")
	open := fs.Int("open", 0, "memory mode: open `N` games, play a turn in each, report the server's memory")
	asJSON := fs.Bool("json", false, "print the result as JSON")
	serverBin := fs.String("server", "", "start the server from the herald binary at `PATH` (default: this one), to compare builds")
	pprofAddr := fs.String("pprof", "", "start the server with its profiler on `HOST:PORT` (see serve --pprof)")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 0 {
		fs.Usage()
		return fail(stderr, "load takes no arguments, only flags")
	}
	switch {
	case *url != "" && *db != "":
		return fail(stderr, "give --db (start a server) or --url (use a running one), not both")
	case *games < 1 || *open < 0 || *orders < 1:
		return fail(stderr, "--games and --orders must be at least 1, --open at least 0")
	case *duration <= 0 || *warmup < 0:
		return fail(stderr, "--duration must be positive and --warmup not negative")
	}
	plan, err := planTurns(*scen, *orders)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	var srv *childServer
	base := strings.TrimRight(*url, "/")
	if base == "" {
		spec := *db
		if spec == "" {
			dir, err := os.MkdirTemp("", "herald-load-")
			if err != nil {
				return fail(stderr, "%v", err)
			}
			defer os.RemoveAll(dir)
			spec = "sqlite:" + filepath.Join(dir, "load.db")
		}
		if srv, err = startServer(*serverBin, spec, *pprofAddr, stderr); err != nil {
			return fail(stderr, "starting the server: %v", err)
		}
		defer srv.stop()
		base = srv.base
		*db = spec
	}
	n := max(*games, *open)
	c := newLoadClient(base, plan, *scen, n)
	var res *loadResult
	if srv != nil {
		c.pid = srv.cmd.Process.Pid
	}
	if *open > 0 {
		res, err = c.openGames(*open)
	} else {
		res, err = c.run(*games, *warmup, *duration)
	}
	if err != nil {
		return fail(stderr, "%v", err)
	}
	res.Store, res.Turn = *db, plan.text(plan.sides[0], 0)
	if *url != "" {
		res.Store = "server at " + *url
	}
	if srv != nil {
		res.RSSMB, res.PeakMB = srv.memory()
	}
	if *asJSON {
		return writeJSON(stdout, stderr, res)
	}
	res.print(stdout)
	if res.Errors > 0 {
		return exitNo
	}
	return exitOK
}

// turnPlan is what each side orders: shuttles step a character to a
// neighbouring hex on the side's odd turns and back on its even turns;
// waiters wait.
type turnPlan struct {
	sides    []string
	shuttles map[string][]shuttle
	waiters  map[string][]string
	// texts[side][parity] is the order text, built once.
	texts map[string][2]string
}

type shuttle struct{ who, from, to string }

func (p *turnPlan) text(side string, n int) string { return p.texts[side][n%2] }

func (p *turnPlan) build(side string, parity int) string {
	var b strings.Builder
	for _, s := range p.shuttles[side] {
		to := s.to
		if parity == 1 {
			to = s.from
		}
		fmt.Fprintf(&b, "%s move %s\n", quoteName(s.who), to)
	}
	for _, w := range p.waiters[side] {
		fmt.Fprintf(&b, "%s wait\n", quoteName(w))
	}
	return b.String()
}

// quoteName writes a name as the canonical notation does: quoted only
// where a word of it would read as a keyword.
func quoteName(n string) string {
	o := notation.Order{Phase: notation.PhaseMove, Kind: notation.KindWait, Who: []string{n}}
	text, _ := o.MarshalText()
	return strings.TrimSuffix(strings.TrimPrefix(string(text), "move: "), " wait")
}

// planTurns picks, per side, up to orders characters that can step back
// and forth without getting in anyone's way, checked by playing two game
// turns on the engine itself; the rest of the orders are waits.
func planTurns(name string, orders int) (*turnPlan, error) {
	g, err := startGame(name, 1)
	if err != nil {
		return nil, err
	}
	s0, err := g.rs.Setup(g.sc, g.m, 1)
	if err != nil {
		return nil, err
	}
	p := &turnPlan{sides: s0.Sides, shuttles: map[string][]shuttle{}, waiters: map[string][]string{}, texts: map[string][2]string{}}
	playable := func() bool {
		for _, side := range p.sides {
			p.texts[side] = [2]string{p.build(side, 0), p.build(side, 1)}
		}
		s := s0
		played := map[string]int{}
		for range 2 * len(p.sides) * 2 {
			t, lines, err := notation.ParseLines(p.text(s.Side, played[s.Side]))
			if err != nil {
				return false
			}
			played[s.Side]++
			if s, _, err = game.PlayTurn(g.rs, s, s.Side, t, lines, dice.NewSeeded(1)); err != nil {
				return false
			}
		}
		return true
	}
	used := map[string]bool{}
	for _, c := range s0.Characters {
		used[g.m.HexName(c.At)] = true
	}
	for _, side := range p.sides {
		for _, c := range s0.Characters {
			if c.Side != side || c.Mounted || len(p.shuttles[side]) == orders {
				continue
			}
			for _, h := range c.At.Neighbors() {
				to := g.m.HexName(h)
				if !g.m.Contains(h) || used[to] {
					continue
				}
				p.shuttles[side] = append(p.shuttles[side], shuttle{c.Name, g.m.HexName(c.At), to})
				if playable() {
					used[to] = true
					break
				}
				p.shuttles[side] = p.shuttles[side][:len(p.shuttles[side])-1]
			}
		}
		for _, c := range s0.Characters {
			if c.Side != side || len(p.shuttles[side])+len(p.waiters[side]) == orders {
				continue
			}
			if !slices.ContainsFunc(p.shuttles[side], func(s shuttle) bool { return s.who == c.Name }) {
				p.waiters[side] = append(p.waiters[side], c.Name)
			}
		}
		if len(p.shuttles[side])+len(p.waiters[side]) < orders {
			return nil, fmt.Errorf("%s: side %s has fewer than %d characters for a turn of %d orders", name, side, orders, orders)
		}
	}
	if !playable() {
		return nil, fmt.Errorf("%s: found no turns the engine accepts", name)
	}
	return p, nil
}
