package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

func init() {
	register(&command{
		name:    "load",
		summary: "measure a herald server: turns a second, latency, memory",
		run:     runLoad,
	})
}

func runLoad(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("load", "[--db SPEC | --url URL[,URL]] [--games N] [--duration D] [--open N [--age T] [--play]] [--servers K]",
		`Plays many games at once against a herald server over loopback HTTP
and reports turns a second and the latency of a turn. A turn is one
side's POST of a player turn of --orders orders (characters stepping to
a neighbouring hex and back, or waiting) followed by the other side's
GET of the game, which must show the new version: the time from the POST
being sent to that GET's answer is the turn's latency. --games clients
play at once, each taking the next game waiting for a turn; a finished
game is replaced by a new one.

Without --url the tool starts this binary as "herald serve --db SPEC"
on a free port, and reports the server's resident memory (VmRSS and
peak VmHWM from /proc) and CPU time a turn. With --servers K it starts
K servers on the one --db (PostgreSQL), or with --url A,B uses running
ones: each turn's POST goes to one server and the other side's GET to
the next, so every server serves every game.

With --open N it creates N games, plays --age turns in each and reports
the memory; with --play as well it then measures turns spread over all
N games, each client taking the game that waited longest.`, stderr)
	o := loadOptions{}
	fs.StringVar(&o.db, "db", "", "start servers on store `SPEC` (default: sqlite in a temporary directory)")
	fs.StringVar(&o.url, "url", "", "measure the servers already running at `URL`s (comma-separated) instead")
	fs.IntVar(&o.games, "games", 50, "clients playing at once (each one game at a time)")
	fs.DurationVar(&o.duration, "duration", 10*time.Second, "how long to measure")
	fs.DurationVar(&o.warmup, "warmup", 2*time.Second, "play this long before measuring")
	orders := fs.Int("orders", 5, "orders in each player turn")
	fs.StringVar(&o.scenario, "scenario", "thornby-raid", "shipped scenario to play")
	fs.IntVar(&o.open, "open", 0, "open `N` games, play --age turns in each, report the server's memory")
	fs.IntVar(&o.age, "age", 1, "with --open: player turns played in each game before measuring (`T`)")
	fs.BoolVar(&o.play, "play", false, "with --open: then measure turns spread over the open games")
	fs.IntVar(&o.servers, "servers", 1, "start `K` servers on the one --db (PostgreSQL when K > 1)")
	asJSON := fs.Bool("json", false, "print the result as JSON")
	fs.StringVar(&o.bin, "server", "", "start the server from the herald binary at `PATH` (default: this one), to compare builds")
	fs.StringVar(&o.pprof, "pprof", "", "start the (first) server with its profiler on `HOST:PORT` (see serve --pprof)")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 0 {
		fs.Usage()
		return fail(stderr, "load takes no arguments, only flags")
	}
	if err := o.check(*orders); err != nil {
		return fail(stderr, "%v", err)
	}
	plan, err := planTurns(o.scenario, *orders)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	res, err := o.measure(plan, stderr)
	if err != nil {
		return fail(stderr, "%v", err)
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

// loadOptions are herald load's flags.
type loadOptions struct {
	db, url, scenario, bin, pprof string
	games, open, age, servers     int
	play                          bool
	duration, warmup              time.Duration
}

func (o *loadOptions) check(orders int) error {
	switch {
	case o.url != "" && o.db != "":
		return errors.New("give --db (start servers) or --url (use running ones), not both")
	case o.games < 1 || o.open < 0 || orders < 1 || o.age < 1:
		return errors.New("--games, --orders and --age must be at least 1, --open at least 0")
	case o.duration <= 0 || o.warmup < 0:
		return errors.New("--duration must be positive and --warmup not negative")
	case o.servers < 1 || o.servers > 16:
		return errors.New("--servers must be 1 to 16")
	case o.servers > 1 && o.url != "":
		return errors.New("--servers starts servers: with --url give their addresses, comma-separated")
	case o.servers > 1 && !strings.HasPrefix(o.db, "postgres"):
		// SQLite's caches learn of another process's writes late, so a
		// read on the second server could miss the turn just played.
		return errors.New("--servers above 1 needs a --db shared by several servers: postgres://…")
	case o.play && o.open == 0:
		return errors.New("--play measures over the games --open opens: give --open N")
	}
	return nil
}

// measure starts the servers (unless --url), plays and measures.
func (o *loadOptions) measure(plan *turnPlan, stderr io.Writer) (*loadResult, error) {
	var srvs []*childServer
	var bases []string
	for _, u := range strings.Split(o.url, ",") {
		bases = append(bases, strings.TrimRight(strings.TrimSpace(u), "/"))
	}
	store := "server at " + o.url
	if o.url == "" {
		spec := o.db
		if spec == "" {
			dir, err := os.MkdirTemp("", "herald-load-")
			if err != nil {
				return nil, err
			}
			defer os.RemoveAll(dir)
			spec = "sqlite:" + filepath.Join(dir, "load.db")
		}
		store, bases = spec, nil
		for i := range o.servers {
			pp := o.pprof
			if i > 0 {
				pp = ""
			}
			srv, err := startServer(o.bin, spec, pp, stderr)
			if err != nil {
				return nil, fmt.Errorf("starting the server: %v", err)
			}
			defer srv.stop()
			srvs = append(srvs, srv)
			bases = append(bases, srv.base)
		}
	}
	c := newLoadClient(bases, plan, o.scenario, max(o.games, o.open))
	for _, s := range srvs {
		c.pids = append(c.pids, s.cmd.Process.Pid)
	}
	var res *loadResult
	var err error
	if o.open > 0 {
		res, err = o.measureOpen(c, srvs)
	} else {
		res, err = c.run(nil, o.games, o.warmup, o.duration)
	}
	if err != nil {
		return nil, err
	}
	res.Store, res.Turn, res.Servers = store, plan.text(plan.sides[0], 0), len(bases)
	for _, s := range srvs {
		rss, peak := s.memory()
		res.RSSMB, res.PeakMB = res.RSSMB+rss, res.PeakMB+peak
	}
	return res, nil
}

// measureOpen opens the games, notes the memory, and plays over them if
// asked to.
func (o *loadOptions) measureOpen(c *loadClient, srvs []*childServer) (*loadResult, error) {
	pool, opened := c.openGames(o.open, o.age)
	for _, s := range srvs {
		rss, _ := s.memory()
		opened.OpenRSSMB += rss
	}
	if !o.play {
		return opened, nil
	}
	res, err := c.run(pool, min(o.games, len(pool)), o.warmup, o.duration)
	if err != nil {
		return nil, err
	}
	res.Open, res.Age, res.OpenRSSMB = o.open, o.age, opened.OpenRSSMB
	res.Errors += opened.Errors
	if res.FirstError == "" {
		res.FirstError = opened.FirstError
	}
	return res, nil
}
