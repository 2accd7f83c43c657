package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func init() {
	register(&command{
		name:    "bench-vs",
		summary: "measure herald serve against boardgame.io's server, side by side",
		run:     runBenchVs,
	})
}

func runBenchVs(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench-vs", "[--rounds N] [--duration D] [--anchor DIR]",
		`Measures herald serve (durable SQLite) and the boardgame.io server of
the anchor in --anchor on one workload, alternately, for --rounds rounds,
and prints for each server turns a second, p50 and p99 latency of a turn
and the server's CPU time a turn, each as min, median and max over the
rounds, with the ratios herald ÷ boardgame.io taken round by round.

The workload: --games two-side games at once, each turn a move of five
orders, the other side reading each turn (herald: herald load's
workload; boardgame.io: the anchor's load.js). herald's side is this
binary (or --server), started afresh each round on a new SQLite file
in --cache (not the temporary directory, which may be in memory: the
turns must reach a disk).

The anchor is copied to --cache and installed there with npm once (Node
20 and npm needed; npm reaches its registry the first time only). On a
shared, noisy machine quote the median ratio, not the absolute times.`, stderr)
	rounds := fs.Int("rounds", 3, "rounds, each measuring both servers once")
	games := fs.Int("games", 50, "games played at once")
	duration := fs.Duration("duration", 15*time.Second, "how long each server is measured each round")
	warmup := fs.Duration("warmup", 2*time.Second, "herald: play this long before measuring (boardgame.io's load.js waits 1.5 s by itself)")
	anchor := fs.String("anchor", filepath.Join("..", "shared", "anchors", "boardgameio"), "the boardgame.io anchor `DIR` (server.js, load.js, package.json)")
	cache := fs.String("cache", defaultBenchCache(), "where the anchor is copied and installed, once (`DIR`)")
	serverBin := fs.String("server", "", "measure the herald binary at `PATH` (default: this one), to compare builds")
	asJSON := fs.Bool("json", false, "print the rounds and the figures as JSON")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	switch {
	case len(pos) != 0:
		fs.Usage()
		return fail(stderr, "bench-vs takes no arguments, only flags")
	case *rounds < 1 || *games < 1:
		return fail(stderr, "--rounds and --games must be at least 1")
	case *duration < time.Second || *warmup < 0:
		return fail(stderr, "--duration must be at least 1s and --warmup not negative")
	case *cache == "":
		return fail(stderr, "give --cache: there is no user cache directory to default to")
	}
	const scenario = "thornby-raid"
	plan, err := planTurns(scenario, 5)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	progress := stdout
	if *asJSON {
		progress = stderr
	}
	dir, err := prepareAnchor(*anchor, *cache, progress, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "herald: bench-vs: %v\n", err)
		return exitNo
	}
	herald := benchSide{name: "herald", run: func(int) (benchRun, error) {
		return runHeraldOnce(*serverBin, *cache, scenario, plan, *games, *warmup, *duration, stderr)
	}}
	bgio := benchSide{name: "boardgame.io", run: func(int) (benchRun, error) {
		return runBgioOnce(dir, *games, *duration, stderr)
	}}
	fmt.Fprintf(progress, "machine:  %s\n", machineName())
	fmt.Fprintf(progress, "workload: %d two-side games, turns of 5 orders, the other side reads each turn; %d rounds of %s a server, alternating\n",
		*games, *rounds, *duration)
	fmt.Fprintf(progress, "servers:  herald serve on durable SQLite (acknowledged = on disk); boardgame.io 0.50.2 in memory\n\n")
	runs, err := benchRounds(*rounds, herald, bgio, progress)
	if err != nil {
		fmt.Fprintf(stderr, "herald: bench-vs: %v\n", err)
		return exitNo
	}
	figs := summarise(runs)
	if *asJSON {
		return writeJSON(stdout, stderr, map[string]any{"machine": machineName(), "games": *games,
			"seconds": duration.Seconds(), "a": "herald", "b": "boardgame.io", "rounds": runs, "figures": figs})
	}
	fmt.Fprintln(stdout)
	printBench(stdout, "herald", "boardgame.io", figs)
	return exitOK
}

// defaultBenchCache is where the installed anchor is kept between runs.
func defaultBenchCache() string {
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "herald", "bench-vs")
}

// machineName names the processor and how many the process may use,
// and how busy the machine was when the run began.
func machineName() string {
	name := runtime.GOOS + "/" + runtime.GOARCH
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
				name = strings.TrimSpace(v)
				break
			}
		}
	}
	name += fmt.Sprintf(", %d CPUs", runtime.NumCPU())
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		if f := strings.Fields(string(b)); len(f) > 0 {
			name += ", load average " + f[0]
		}
	}
	return name
}

// runHeraldOnce measures herald load's workload against a fresh herald
// serve on a new SQLite file in a directory under cache.
func runHeraldOnce(bin, cache, scenario string, plan *turnPlan, games int, warmup, d time.Duration, stderr io.Writer) (benchRun, error) {
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return benchRun{}, err
	}
	dir, err := os.MkdirTemp(cache, "herald-")
	if err != nil {
		return benchRun{}, err
	}
	defer os.RemoveAll(dir)
	srv, err := startServer(bin, "sqlite:"+filepath.Join(dir, "bench.db"), "", stderr)
	if err != nil {
		return benchRun{}, fmt.Errorf("starting herald serve: %w", err)
	}
	defer srv.stop()
	c := newLoadClient([]string{srv.base}, plan, scenario, games)
	c.pids = []int{srv.cmd.Process.Pid}
	res, err := c.run(nil, games, warmup, d)
	if err != nil {
		return benchRun{}, err
	}
	if res.Errors > 0 {
		return benchRun{}, fmt.Errorf("%d errors, the first: %s", res.Errors, res.FirstError)
	}
	return benchRun{Turns: res.Turns, TurnsPerSec: res.TurnsPerSec, P50: res.P50, P99: res.P99, ServerCPU: res.ServerCPU}, nil
}

// prepareAnchor copies the anchor's files into cache/boardgameio and runs
// npm install there unless the same package.json was installed before.
func prepareAnchor(anchor, cache string, progress, stderr io.Writer) (string, error) {
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			return "", fmt.Errorf("the boardgame.io side needs %s (Node 20) on the PATH: %w", tool, err)
		}
	}
	ents, err := os.ReadDir(anchor)
	if err != nil {
		return "", fmt.Errorf("the boardgame.io anchor (--anchor): %w", err)
	}
	dir := filepath.Join(cache, "boardgameio")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	for _, e := range ents {
		if !e.Type().IsRegular() {
			continue // node_modules of an installed anchor, or anything else
		}
		b, err := os.ReadFile(filepath.Join(anchor, e.Name()))
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644)
		}
		if err != nil {
			return "", err
		}
	}
	for _, need := range []string{"package.json", "server.js", "load.js"} {
		if _, err := os.Stat(filepath.Join(dir, need)); err != nil {
			return "", fmt.Errorf("the boardgame.io anchor %s has no %s", anchor, need)
		}
	}
	pkg, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(pkg)
	stamp, want := filepath.Join(dir, ".herald-installed"), hex.EncodeToString(sum[:])
	if have, err := os.ReadFile(stamp); err == nil && string(have) == want {
		if _, err := os.Stat(filepath.Join(dir, "node_modules")); err == nil {
			return dir, nil
		}
	}
	fmt.Fprintf(progress, "installing the boardgame.io anchor in %s (npm install, once)\n", dir)
	npm := exec.Command("npm", "install", "--no-audit", "--no-fund")
	npm.Dir, npm.Stdout, npm.Stderr = dir, stderr, stderr
	if err := npm.Run(); err != nil {
		return "", fmt.Errorf("npm install in %s: %w", dir, err)
	}
	return dir, os.WriteFile(stamp, []byte(want), 0o644)
}

// runBgioOnce starts the anchor's server.js, runs its load.js for d and
// stops the server.
func runBgioOnce(dir string, games int, d time.Duration, stderr io.Writer) (benchRun, error) {
	port, err := freePortPair()
	if err != nil {
		return benchRun{}, err
	}
	env := append(os.Environ(), "PORT="+strconv.Itoa(port))
	srv := exec.Command("node", "server.js")
	srv.Dir, srv.Env, srv.Stderr = dir, env, stderr
	out, err := srv.StdoutPipe()
	if err != nil {
		return benchRun{}, err
	}
	if err := srv.Start(); err != nil {
		return benchRun{}, fmt.Errorf("node server.js: %w", err)
	}
	defer stopProcess(srv, syscall.SIGTERM, 10*time.Second)
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if sc.Text() == "ready" {
				ready <- true
				io.Copy(io.Discard, out)
				return
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			return benchRun{}, errors.New("node server.js stopped without saying it was ready")
		}
	case <-time.After(time.Minute):
		return benchRun{}, errors.New("node server.js was not ready within a minute")
	}
	load := exec.Command("node", "load.js")
	load.Dir, load.Stderr = dir, stderr
	load.Env = append(env, "SERVER_PID="+strconv.Itoa(srv.Process.Pid), "GAMES="+strconv.Itoa(games),
		"SECONDS="+strconv.FormatFloat(d.Seconds(), 'f', -1, 64))
	b, err := load.Output()
	if err != nil {
		return benchRun{}, fmt.Errorf("node load.js: %w", err)
	}
	return parseBgioLoad(b)
}

// parseBgioLoad reads the JSON line load.js prints last. Its figures are
// numbers or, from toFixed, strings holding numbers.
func parseBgioLoad(out []byte) (benchRun, error) {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	var r struct {
		Turns     json.Number `json:"turns"`
		PerSec    json.Number `json:"turns_per_s"`
		P50       json.Number `json:"p50_ms"`
		P99       json.Number `json:"p99_ms"`
		ServerCPU json.Number `json:"server_cpu_ms_per_turn"`
	}
	last := lines[len(lines)-1]
	dec := json.NewDecoder(bytes.NewReader([]byte(last)))
	if err := dec.Decode(&r); err != nil {
		return benchRun{}, fmt.Errorf("load.js printed %q, not its JSON line: %v", last, err)
	}
	var res benchRun
	for _, f := range []struct {
		n    json.Number
		name string
		to   *float64
	}{{r.PerSec, "turns_per_s", &res.TurnsPerSec}, {r.P50, "p50_ms", &res.P50}, {r.P99, "p99_ms", &res.P99},
		{r.ServerCPU, "server_cpu_ms_per_turn", &res.ServerCPU}} {
		x, err := f.n.Float64()
		if err != nil {
			return benchRun{}, fmt.Errorf("load.js: %s is %q, not a number", f.name, f.n)
		}
		*f.to = x
	}
	turns, err := r.Turns.Int64()
	if err != nil {
		return benchRun{}, fmt.Errorf("load.js: turns is %q, not a number", r.Turns)
	}
	res.Turns = int(turns)
	return res, nil
}

// freePortPair finds a port p with p+1 free too (the anchor's lobby API
// listens on PORT+1).
func freePortPair() (int, error) {
	for range 20 {
		a, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return 0, err
		}
		p := a.Addr().(*net.TCPAddr).Port
		b, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", p+1))
		a.Close()
		if err == nil {
			b.Close()
			return p, nil
		}
	}
	return 0, errors.New("found no two free ports next to each other")
}

// stopProcess sends a child sig and kills it if it has not stopped
// within wait.
func stopProcess(cmd *exec.Cmd, sig os.Signal, wait time.Duration) {
	cmd.Process.Signal(sig)
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(wait):
		cmd.Process.Kill()
		<-done
	}
}
