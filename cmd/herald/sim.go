package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"golang.org/x/term"

	"herald/internal/ai"
	"herald/internal/game"
)

func init() {
	register(&command{
		name:    "sim",
		summary: "play a scenario many times computer against computer: win rates, points, game length",
		run:     runSim,
	})
}

func runSim(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("sim", "SCENARIO [-n N] [--ai LEVEL[,LEVEL]] [--workers K] [--seed S] [--json] [--plot FILE.svg]",
		`Plays a scenario N times with the computer on every side and reports
each side's win, draw and loss rates with 95% confidence intervals
(Wilson), the distribution of victory points and of game length, and
with --plot draws them as SVG. --ai gives the levels (random, greedy,
search) in the order the scenario lists its sides; one level plays every
side. The batch is the same for the same --seed, however many workers
play it. SCENARIO is a shipped scenario's name or any scenario file, so
a designer can weigh one before it ships. A progress bar is drawn on a
terminal.`, stderr)
	n := fs.Int("n", 100, "games to play")
	levels := fs.String("ai", "greedy", "levels `LEVEL[,LEVEL]` by side")
	workers := fs.Int("workers", 1, "games played at once")
	seed := fs.Uint64("seed", 1, "batch seed")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	plot := fs.String("plot", "", "write the plot to `FILE.svg`")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		fs.Usage()
		return fail(stderr, "sim needs one scenario")
	}
	if *n < 1 || *workers < 1 {
		return fail(stderr, "-n and --workers must be at least 1")
	}
	g, err := startGame(pos[0], 1)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	p0, err := g.start(game.Setup{ScenarioFile: pos[0], Seed: 1})
	if err != nil {
		return fail(stderr, "%v", err)
	}
	sides := scenarioSides(g)
	lv := strings.Split(*levels, ",")
	if len(lv) != 1 && len(lv) != len(sides) {
		return fail(stderr, "--ai %s: give one level, or one for each of the %d sides (%s)", *levels, len(sides), strings.Join(sides, ", "))
	}
	bySide := map[string]string{}
	for i, s := range sides {
		l := strings.TrimSpace(lv[min(i, len(lv)-1)])
		if !slices.Contains(ai.Levels, l) {
			return fail(stderr, "--ai: no computer player %q (the levels are %s)", l, strings.Join(ai.Levels, ", "))
		}
		bySide[s] = l
	}
	if _, ok := p0.(game.Mover); !ok {
		return fail(stderr, "%s is played under %s, which offers the computer no moves", pos[0], g.rs.Name())
	}
	sim := &ai.Sim{Levels: bySide, Games: *n, Workers: *workers, Seed: *seed,
		Start: func(s uint64) (game.Position, error) {
			return g.start(game.Setup{ScenarioFile: pos[0], Seed: s})
		}}
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		t0 := time.Now()
		sim.Progress = func(done int) { progressBar(stderr, done, *n, time.Since(t0)) }
	}
	games := sim.Run()
	if sim.Progress != nil {
		fmt.Fprintln(stderr)
	}
	rep := ai.Summarize(games, sides, bySide)
	if *plot != "" {
		f, err := os.Create(*plot)
		if err != nil {
			return fail(stderr, "%v", err)
		}
		err = rep.Plot(f, g.sc.Title)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fail(stderr, "writing %s: %v", *plot, err)
		}
	}
	if *asJSON {
		out := struct {
			Scenario string            `json:"scenario"`
			Seed     uint64            `json:"seed"`
			Levels   map[string]string `json:"levels"`
			ai.Report
		}{g.sc.Name, *seed, bySide, rep}
		b, _ := json.MarshalIndent(out, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
	} else {
		fmt.Fprintf(stdout, "%s (%s), seed %d\n%s", g.sc.Title, g.sc.Name, *seed, rep)
	}
	for _, gm := range games {
		if gm.Err != "" {
			fmt.Fprintf(stderr, "herald: game seed %d: %s\n", gm.Seed, gm.Err)
			return exitNo
		}
	}
	return exitOK
}

// scenarioSides are the sides as the scenario lists them.
func scenarioSides(g *started) []string {
	var out []string
	for _, s := range g.sc.Sides {
		out = append(out, s.Name)
	}
	return out
}

// progressBar redraws one line: games done of n and the time so far.
func progressBar(w io.Writer, done, n int, took time.Duration) {
	const width = 30
	k := done * width / n
	fmt.Fprintf(w, "\r[%s%s] %d/%d games, %s", strings.Repeat("#", k), strings.Repeat(".", width-k), done, n, took.Round(time.Second/10))
}
