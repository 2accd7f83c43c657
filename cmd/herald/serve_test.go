package main

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// served is a running `herald serve` and what it printed at start.
type served struct {
	cmd   *exec.Cmd
	base  string
	game  string
	links map[string]string // side → token
}

// startServe runs the real binary on a free loopback port and reads its
// address (and the demo links) from its first lines.
func startServe(t *testing.T, demo bool, args ...string) *served {
	t.Helper()
	args = append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)
	if demo {
		args = append(args, "--demo")
	}
	cmd := exec.Command(heraldPath, args...)
	cmd.Dir = "../.."
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := &served{cmd: cmd, links: map[string]string{}}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	sc := bufio.NewScanner(out)
	want := 2 // the address, and where the lobby is
	if demo {
		want = 5
	}
	for i := 0; i < want && sc.Scan(); i++ {
		line := sc.Text()
		if b, ok := strings.CutPrefix(line, "herald serving on "); ok {
			s.base = strings.Fields(b)[0]
		}
		if _, link, ok := strings.Cut(line, "/play/"); ok {
			id, tok, _ := strings.Cut(link, "?token=")
			s.game = id
			s.links[strings.Fields(line)[0]] = tok
		}
	}
	go io.Copy(io.Discard, out)
	if s.base == "" || demo && len(s.links) != 2 {
		t.Fatalf("serve printed no address or links: %+v", s)
	}
	return s
}

// stop interrupts the server and checks it exits cleanly.
func (s *served) stop(t *testing.T) {
	t.Helper()
	s.cmd.Process.Signal(os.Interrupt)
	if err := s.cmd.Wait(); err != nil {
		t.Fatalf("serve did not stop cleanly: %v", err)
	}
}

func httpJSON(t *testing.T, method, url, body string, out any) int {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader(body))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatalf("%s %s: %d, not JSON: %v", method, url, resp.StatusCode, err)
		}
	}
	return resp.StatusCode
}

// TestServeBinary plays the demo game's first player turn through the real
// binary on SQLite, stops the server, starts it again on the same file and
// finds the turn kept.
func TestServeBinary(t *testing.T) {
	db := "sqlite:" + filepath.Join(t.TempDir(), "herald.db")
	s := startServe(t, true, "--db", db)
	raiders, villagers := s.links["Raiders"], s.links["Villagers"]
	orders, _ := json.Marshal(map[string]any{"orders": raidersTurn1, "version": 1})
	var res struct {
		Version  int64    `json:"version"`
		Report   []string `json:"report"`
		Error    string   `json:"error"`
		Rule     string   `json:"rule"`
		Decision *struct {
			Side string `json:"side"`
		} `json:"decision"`
	}
	turn := s.base + "/api/games/" + s.game + "/turn?token="
	if code := httpJSON(t, "POST", turn+villagers, string(orders), &res); code != 403 || res.Rule != "4" {
		t.Fatalf("villagers playing the raiders' turn: %d %+v", code, res)
	}
	if code := httpJSON(t, "POST", turn+raiders, string(orders), &res); code != 200 || res.Version != 2 {
		t.Fatalf("raiders' turn: %d %+v", code, res)
	}
	if code := httpJSON(t, "POST", turn+raiders, string(orders), &res); code != 409 {
		t.Fatalf("the same turn again: %d %+v", code, res)
	}
	// The demo game asks the opponent's decisions: if Hamo's shot makes
	// Rafe retreat, the Villagers leave it to herald and the turn goes on.
	version := int64(2)
	if res.Decision = nil; httpJSON(t, "GET", s.base+"/api/games/"+s.game+"?token="+villagers, "", &res) == 200 && res.Decision != nil {
		answer, _ := json.Marshal(map[string]any{"answer": "", "version": 2})
		if code := httpJSON(t, "POST", s.base+"/api/games/"+s.game+"/decision?token="+villagers, string(answer), &res); code != 200 {
			t.Fatalf("the Villagers' decision: %d %+v", code, res)
		}
		version = res.Version
		t.Logf("the turn waited for the Villagers' decision")
	}
	resp, err := http.Get(s.base + "/play/" + s.game + "?token=" + villagers)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), "<svg") || !strings.Contains(string(page), "Bran moves H1 to H2, H3") {
		t.Fatalf("villagers' page: %d", resp.StatusCode)
	}
	// The served log is a herald game log: `herald verify` replays it.
	resp, err = http.Get(s.base + "/api/games/" + s.game + "/log?format=jsonl&token=" + villagers)
	if err != nil {
		t.Fatal(err)
	}
	logText, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	logFile := filepath.Join(t.TempDir(), "served.log")
	os.WriteFile(logFile, logText, 0o644)
	if r := cli(t, "verify", logFile); r.Code != 0 {
		t.Fatalf("herald verify on the served log: exit %d %s", r.Code, r.Stderr)
	}
	s.stop(t)

	s2 := startServe(t, false, "--db", db)
	var v struct {
		Version  int64 `json:"version"`
		YourTurn bool  `json:"your_turn"`
	}
	if code := httpJSON(t, "GET", s2.base+"/api/games/"+s.game+"?token="+villagers, "", &v); code != 200 || v.Version != version || !v.YourTurn {
		t.Fatalf("after a restart: %d %+v", code, v)
	}
	s2.stop(t)
}

func TestServeUsage(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "extra"},
		{"serve", "--db", "floppy:a"},
		{"serve", "--addr", "not an address"},
		{"serve", "--memory-limit", "-1"},
	} {
		if r := cli(t, args...); r.Code != exitUsage || !strings.Contains(r.Stderr, "herald: ") {
			t.Errorf("%v: exit %d, %q", args, r.Code, r.Stderr)
		}
	}
}
