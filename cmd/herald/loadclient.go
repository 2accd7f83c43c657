package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// loadClient plays games against one or more servers of the same games
// over HTTP.
type loadClient struct {
	// pids are the servers' processes when this tool started them.
	pids     []int
	bases    []string
	scenario string
	plan     *turnPlan
	http     *http.Client
}

// newLoadClient is a client of the servers at bases keeping up to conns
// connections open to each.
func newLoadClient(bases []string, plan *turnPlan, scenario string, conns int) *loadClient {
	return &loadClient{bases: bases, plan: plan, scenario: scenario, http: &http.Client{Transport: &http.Transport{
		MaxIdleConns: len(bases) * (conns + 8), MaxIdleConnsPerHost: conns + 8, IdleConnTimeout: time.Minute}}}
}

// loadResult is what a run measured.
type loadResult struct {
	Store       string  `json:"store"`
	Turn        string  `json:"turn"`
	Games       int     `json:"games"`
	Seconds     float64 `json:"seconds"`
	Turns       int     `json:"turns"`
	TurnsPerSec float64 `json:"turns_per_sec"`
	// Latencies of a turn (POST and the other side's GET), in ms.
	P50     float64 `json:"p50_ms"`
	P90     float64 `json:"p90_ms"`
	P99     float64 `json:"p99_ms"`
	Max     float64 `json:"max_ms"`
	PostP99 float64 `json:"post_p99_ms"`
	// CPU time a turn cost the server and this client, in ms: what the
	// machine's load does not change much, unlike the latencies.
	ServerCPU float64 `json:"server_cpu_ms_per_turn,omitempty"`
	ClientCPU float64 `json:"client_cpu_ms_per_turn"`
	Created   int     `json:"games_created"`
	Errors    int     `json:"errors"`
	// FirstError is the first error seen, to say what went wrong.
	FirstError string `json:"first_error,omitempty"`
	Open       int    `json:"open_games,omitempty"`
	Age        int    `json:"age,omitempty"`
	Servers    int    `json:"servers"`
	// Resident memory of the servers, added up: after --open opened its
	// games, at the end, and at the peak.
	OpenRSSMB float64 `json:"open_rss_mb,omitempty"`
	RSSMB     float64 `json:"server_rss_mb,omitempty"`
	PeakMB    float64 `json:"server_peak_rss_mb,omitempty"`
}

func (r *loadResult) print(w io.Writer) {
	fmt.Fprintf(w, "store:        %s\n", r.Store)
	fmt.Fprintf(w, "a turn:       %s\n", strings.ReplaceAll(strings.TrimSpace(r.Turn), "\n", "; "))
	if r.Servers > 1 {
		fmt.Fprintf(w, "servers:      %d on the one store, each turn's read on the next one\n", r.Servers)
	}
	if r.Open > 0 {
		fmt.Fprintf(w, "open games:   %d (%d player turns played in each), server RSS %.1f MB\n", r.Open, max(r.Age, 1), r.OpenRSSMB)
	}
	if r.Turns > 0 || r.Open == 0 {
		fmt.Fprintf(w, "games:        %d at once, %d created\n", r.Games, r.Created)
		fmt.Fprintf(w, "turns:        %d in %.1f s = %.0f turns/s\n", r.Turns, r.Seconds, r.TurnsPerSec)
		fmt.Fprintf(w, "turn latency: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms (POST alone p99 %.2f ms)\n",
			r.P50, r.P90, r.P99, r.Max, r.PostP99)
	}
	if r.ClientCPU > 0 {
		fmt.Fprintf(w, "CPU a turn:   server %.3f ms, client %.3f ms\n", r.ServerCPU, r.ClientCPU)
	}
	if r.RSSMB > 0 {
		fmt.Fprintf(w, "server RSS:   %.1f MB now, %.1f MB peak\n", r.RSSMB, r.PeakMB)
	}
	fmt.Fprintf(w, "errors:       %d\n", r.Errors)
	if r.FirstError != "" {
		fmt.Fprintf(w, "first error:  %s\n", r.FirstError)
	}
}

// call sends one request to the server at base and decodes a 2xx JSON
// answer into out.
func (c *loadClient) call(base, method, path string, body, out any) error {
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, base+path, r)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("%s %s: %d %s", method, strings.SplitN(path, "?", 2)[0], resp.StatusCode, bytes.TrimSpace(data))
	}
	return json.Unmarshal(data, out)
}

// liveGame is one game as its client knows it.
type liveGame struct {
	id      string
	tokens  map[string]string
	version int64
	side    string
	played  map[string]int
	// turns counts the turns played here: turn n is posted to server n
	// and read on server n+1 (of c.bases).
	turns int
}

func (c *loadClient) create() (*liveGame, error) {
	var cr struct {
		ID      string            `json:"id"`
		Tokens  map[string]string `json:"tokens"`
		Sides   []string          `json:"sides"`
		Version int64             `json:"version"`
	}
	if err := c.call(c.bases[0], "POST", "/api/games", map[string]string{"scenario": c.scenario}, &cr); err != nil {
		return nil, err
	}
	return &liveGame{id: cr.ID, tokens: cr.Tokens, version: cr.Version, side: cr.Sides[0], played: map[string]int{}}, nil
}

type view struct {
	Version  int64  `json:"version"`
	Side     string `json:"side"`
	YourTurn bool   `json:"your_turn"`
	Over     bool   `json:"over"`
}

// turn plays g's next player turn and has the other side read the game.
// It returns the POST's and the whole turn's time, and whether the game
// is over.
func (c *loadClient) turn(g *liveGame) (post, all time.Duration, over bool, err error) {
	side := g.side
	other := c.plan.sides[0]
	if other == side {
		other = c.plan.sides[1]
	}
	body := struct {
		Orders  string `json:"orders"`
		Version int64  `json:"version"`
	}{c.plan.text(side, g.played[side]), g.version}
	var res struct {
		Version int64  `json:"version"`
		Over    bool   `json:"over"`
		Next    string `json:"next"`
	}
	n := len(c.bases)
	t0 := time.Now()
	if err := c.call(c.bases[g.turns%n], "POST", "/api/games/"+g.id+"/turn?token="+g.tokens[side], body, &res); err != nil {
		return 0, 0, false, fmt.Errorf("game %s, %s's turn: %w", g.id, side, err)
	}
	post = time.Since(t0)
	var v view
	if err := c.call(c.bases[(g.turns+1)%n], "GET", "/api/games/"+g.id+"?token="+g.tokens[other], nil, &v); err != nil {
		return 0, 0, false, fmt.Errorf("game %s, %s reading: %w", g.id, other, err)
	}
	all = time.Since(t0)
	if v.Version < res.Version || !v.Over && (v.Side != res.Next || v.YourTurn != (res.Next == other)) {
		return 0, 0, false, fmt.Errorf("game %s: %s does not see %s's turn: version %d, played %d", g.id, other, side, v.Version, res.Version)
	}
	g.played[side]++
	g.turns++
	g.version, g.side = v.Version, v.Side
	return post, all, v.Over, nil
}

// resync reads the game again after an error.
func (c *loadClient) resync(g *liveGame) error {
	var v view
	if err := c.call(c.bases[0], "GET", "/api/games/"+g.id+"?token="+g.tokens[g.side], nil, &v); err != nil {
		return err
	}
	g.version, g.side = v.Version, v.Side
	return nil
}

// run has clients play for warmup+d and measures the turns of d. Each
// client takes the game that has waited longest from pool (made afresh,
// one a client, if empty) and plays its next turn; a finished game is
// replaced by a new one.
func (c *loadClient) run(pool []*liveGame, clients int, warmup, d time.Duration) (*loadResult, error) {
	for len(pool) < clients {
		g, err := c.create()
		if err != nil {
			return nil, err
		}
		pool = append(pool, g)
	}
	waiting := make(chan *liveGame, len(pool))
	for _, g := range pool {
		waiting <- g
	}
	var (
		measuring, stop atomic.Bool
		created         atomic.Int64
		errs            loadErrors
		posts, alls     = make([][]time.Duration, clients), make([][]time.Duration, clients)
		wg              sync.WaitGroup
	)
	for i := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				g := <-waiting
				post, all, over, err := c.turn(g)
				switch {
				case err != nil:
					if errs.note(err) > 1000 {
						stop.Store(true)
					}
					if err := c.resync(g); err != nil {
						errs.note(err)
						time.Sleep(10 * time.Millisecond)
					}
				case over:
					if ng, err := c.create(); err != nil {
						errs.note(err)
					} else {
						created.Add(1)
						g = ng
					}
				}
				if err == nil && measuring.Load() {
					posts[i] = append(posts[i], post)
					alls[i] = append(alls[i], all)
				}
				waiting <- g
			}
		}()
	}
	time.Sleep(warmup)
	measuring.Store(true)
	t0, srv0, cli0 := time.Now(), c.serverCPU(), selfCPU()
	time.Sleep(d)
	measuring.Store(false)
	secs := time.Since(t0).Seconds()
	srvCPU, cliCPU := c.serverCPU()-srv0, selfCPU()-cli0
	stop.Store(true)
	wg.Wait()
	all, post := slices.Concat(alls...), slices.Concat(posts...)
	slices.Sort(all)
	slices.Sort(post)
	r := &loadResult{Games: clients, Seconds: secs, Turns: len(all), TurnsPerSec: float64(len(all)) / secs,
		P50: percentile(all, 50), P90: percentile(all, 90), P99: percentile(all, 99), PostP99: percentile(post, 99),
		Created: int(created.Load())}
	r.Errors, r.FirstError = errs.result()
	if len(all) > 0 {
		r.Max = ms(all[len(all)-1])
		r.ClientCPU = ms(cliCPU) / float64(len(all))
		if len(c.pids) > 0 {
			r.ServerCPU = ms(srvCPU) / float64(len(all))
		}
	}
	return r, nil
}

// loadErrors counts errors and keeps the first, to say what went wrong.
type loadErrors struct {
	mu    sync.Mutex
	n     int
	first string
}

func (e *loadErrors) note(err error) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.n == 0 {
		e.first = err.Error()
	}
	e.n++
	return e.n
}

func (e *loadErrors) result() (int, string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.n, e.first
}

func percentile(sorted []time.Duration, p int) float64 {
	if len(sorted) == 0 {
		return 0
	}
	return ms(sorted[(len(sorted)-1)*p/100])
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// openGames creates n games and plays age player turns in each (fewer
// if one ends), a few games at a time, so that the server holds n games
// in play; it returns the games still in play.
func (c *loadClient) openGames(n, age int) ([]*liveGame, *loadResult) {
	var (
		next atomic.Int64
		errs loadErrors
		mu   sync.Mutex
		pool []*liveGame
		wg   sync.WaitGroup
	)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for next.Add(1) <= int64(n) && ctx.Err() == nil {
				g, err := c.create()
				over := false
				for t := 0; err == nil && t < age && !over; t++ {
					_, _, over, err = c.turn(g)
				}
				if err != nil {
					if errs.note(err) > 100 {
						cancel()
					}
					continue
				}
				if !over {
					mu.Lock()
					pool = append(pool, g)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	r := &loadResult{Open: n, Age: age}
	r.Errors, r.FirstError = errs.result()
	return pool, r
}
