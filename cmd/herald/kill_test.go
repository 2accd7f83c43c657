package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestServeKill9 plays several games at once against the real binary on
// SQLite, kills it with SIGKILL at a random moment, starts it again on the
// same file and checks that every turn it acknowledged (HTTP 200) is
// there, that no turn is half there (each log verifies with `herald
// verify` and holds whole turns), and that play goes on. Three rounds.
func TestServeKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("kills and restarts the server: not in -short")
	}
	dir := t.TempDir()
	db := "sqlite:" + filepath.Join(dir, "herald.db")
	type game struct {
		id     string
		tokens map[string]string
		mu     sync.Mutex
		acked  int64 // newest version answered 200
	}
	var games []*game
	var unanswered atomic.Int64
	client := &http.Client{Timeout: 20 * time.Second}
	post := func(url string, body any, out any) (int, error) {
		b, _ := json.Marshal(body)
		resp, err := client.Post(url, "application/json", strings.NewReader(string(b)))
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		if err != nil {
			return 0, err // cut off mid-answer: not acknowledged
		}
		if out != nil {
			json.Unmarshal(data, out)
		}
		return resp.StatusCode, nil
	}
	get := func(url string, out any) (int, error) {
		resp, err := client.Get(url)
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		if err != nil {
			return 0, err
		}
		if out != nil {
			json.Unmarshal(data, out)
		}
		return resp.StatusCode, nil
	}
	acked := func() (n int64) {
		for _, g := range games {
			g.mu.Lock()
			n += g.acked
			g.mu.Unlock()
		}
		return n
	}
	for round := range 3 {
		s := startServe(t, false, "--db", db)
		// Fresh games each round, since a game of 12 turns may end; the
		// old ones go on too.
		for range 6 {
			var c struct {
				ID     string            `json:"id"`
				Tokens map[string]string `json:"tokens"`
			}
			if code, err := post(s.base+"/api/games", map[string]string{"scenario": "thornby-raid"}, &c); err != nil || code != 201 {
				t.Fatalf("create: %d %v", code, err)
			}
			games = append(games, &game{id: c.ID, tokens: c.Tokens, acked: 1})
		}
		// Each game is played by two goroutines, one per side, each
		// sending its turn when the game says it is its move; a turn may
		// race its own retry and lose (409), as a player's would.
		var wg sync.WaitGroup
		stop := make(chan struct{})
		for _, g := range games {
			for side, tok := range g.tokens {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						select {
						case <-stop:
							return
						default:
						}
						var v struct {
							Version  int64 `json:"version"`
							YourTurn bool  `json:"your_turn"`
							Over     bool  `json:"over"`
						}
						code, err := get(s.base+"/api/games/"+g.id+"?token="+tok, &v)
						if err != nil {
							return // the server is gone
						}
						if code != 200 {
							t.Errorf("game %s as %s: %d", g.id, side, code)
							return
						}
						if v.Over {
							return
						}
						if !v.YourTurn {
							time.Sleep(3 * time.Millisecond)
							continue
						}
						orders := ""
						if v.Version == 1 {
							orders = raidersTurn1 // rolls a die
						}
						var res struct {
							Version int64  `json:"version"`
							Error   string `json:"error"`
						}
						code, err = post(s.base+"/api/games/"+g.id+"/turn?token="+tok, map[string]any{"orders": orders, "version": v.Version}, &res)
						if err != nil {
							unanswered.Add(1) // in flight at the kill: may or may not be kept
							return
						}
						switch code {
						case 200:
							g.mu.Lock()
							g.acked = max(g.acked, res.Version)
							g.mu.Unlock()
						case 409: // lost a race, or the game just ended
						default:
							t.Errorf("game %s turn as %s: %d %s", g.id, side, code, res.Error)
							return
						}
					}
				}()
			}
		}
		// Kill at a random moment once some turns are in: while turns are
		// being written, answered, or both.
		want := acked() + int64(10+rand.IntN(30))
		for start := time.Now(); acked() < want && time.Since(start) < 20*time.Second; {
			time.Sleep(time.Millisecond)
		}
		time.Sleep(time.Duration(rand.IntN(20)) * time.Millisecond)
		s.cmd.Process.Kill() // SIGKILL: no shutdown, no flush
		s.cmd.Wait()
		close(stop)
		wg.Wait()

		s = startServe(t, false, "--db", db)
		for _, g := range games {
			check(t, s.base, g.tokens, &checked{id: g.id, acked: g.acked, dir: dir, round: round})
		}
		s.stop(t)
	}
	t.Logf("%d acknowledged turns over %d games, all kept through 3 SIGKILLs; %d turns were in flight at a kill", acked()-int64(len(games)), len(games), unanswered.Load())
}

type checked struct {
	id    string
	acked int64
	dir   string
	round int
}

// check reads a game after a restart: its version is at least the newest
// acknowledged, its log verifies, and every version in it is a whole turn
// (ends with a turn-ended event).
func check(t *testing.T, base string, tokens map[string]string, c *checked) {
	t.Helper()
	var tok string
	for _, x := range tokens {
		tok = x
	}
	resp, err := http.Get(base + "/api/games/" + c.id + "?token=" + tok)
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Version int64 `json:"version"`
	}
	json.NewDecoder(resp.Body).Decode(&v)
	resp.Body.Close()
	if resp.StatusCode != 200 || v.Version < c.acked {
		t.Fatalf("round %d game %s after SIGKILL: %d, version %d, but version %d was acknowledged", c.round, c.id, resp.StatusCode, v.Version, c.acked)
	}
	resp, err = http.Get(base + "/api/games/" + c.id + "/log?format=jsonl&token=" + tok)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	file := filepath.Join(c.dir, fmt.Sprintf("%s-%d.log", c.id, c.round))
	os.WriteFile(file, text, 0o644)
	if r := cli(t, "verify", file); r.Code != 0 {
		t.Fatalf("round %d game %s: the log does not verify: %s", c.round, c.id, r.Stderr)
	}
	lines := strings.Split(strings.TrimSpace(string(text)), "\n")
	last := lines[len(lines)-1]
	if len(lines) > 2 && !strings.Contains(last, `"type":"turn-ended"`) {
		t.Fatalf("round %d game %s: the log ends inside a turn: %s", c.round, c.id, last)
	}
}
