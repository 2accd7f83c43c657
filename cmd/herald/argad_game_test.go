package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	argadGoldenOrders = "testdata/golden/thornwick-raid.orders"
	argadGoldenLog    = "testdata/golden/thornwick-raid.log"
)

// argadView is what the scripted player reads of `herald state --json`.
type argadView struct {
	Turn    int    `json:"turn"`
	Player  string `json:"player"`
	Over    bool   `json:"over"`
	Winner  string `json:"winner"`
	Figures []struct {
		Name     string  `json:"name"`
		Side     string  `json:"side"`
		Missile  string  `json:"missile"`
		X        float64 `json:"x"`
		Y        float64 `json:"y"`
		Dead     bool    `json:"dead"`
		Unseen   bool    `json:"unseen"`
		Unloaded bool    `json:"unloaded"`
	} `json:"figures"`
}

// argadScripted writes a plain player's orders: a bowman shoots at the
// nearest enemy he can see within 40 cm, anyone else goes for the
// nearest enemy; a man at grips or nearly stands (and fights if he
// is in contact).
func argadScripted(v argadView) string {
	var b strings.Builder
	for _, f := range v.Figures {
		if f.Side != v.Player || f.Dead {
			continue
		}
		best, near := "", math.Inf(1)
		for _, e := range v.Figures {
			if e.Side == f.Side || e.Dead || e.Unseen {
				continue
			}
			if d := math.Hypot(e.X-f.X, e.Y-f.Y); d < near {
				best, near = e.Name, d
			}
		}
		switch {
		case best == "":
			fmt.Fprintf(&b, "%s stands\n", f.Name)
		case near < 6:
			// at grips, or nearly: whoever is in contact fights anyway
			fmt.Fprintf(&b, "%s stands\n", f.Name)
		case f.Unloaded:
			fmt.Fprintf(&b, "%s reloads\n", f.Name)
		case f.Missile != "" && f.Missile != "javelin" && near < 40:
			fmt.Fprintf(&b, "%s shoots at %s\n", f.Name, best)
		default:
			fmt.Fprintf(&b, "%s moves 40 toward %s\n", f.Name, best)
		}
	}
	return b.String()
}

// A whole game of Thornwick Raid played through the real binary to its
// end: the log must come out byte for byte as recorded, and verify must
// pass it. -update plays it again with the scripted player.
func TestCLIArgadGoldenGame(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "argad.log")
	if r := cli(t, "new", "thornwick-raid", "-o", log, "--seed", "20261124"); r.Code != 0 {
		t.Fatalf("new: %s", r.Stderr)
	}
	var turns []string
	if !*update {
		text, err := os.ReadFile(argadGoldenOrders)
		if err != nil {
			t.Fatalf("%v (run go test ./cmd/herald -run ArgadGolden -update to make it)", err)
		}
		turns = strings.Split(strings.TrimSuffix(string(text), "=== end\n"), "=== end\n")
	}
	var played []string
	for i := 0; ; i++ {
		r := cli(t, "state", log, "--json")
		var v argadView
		if err := json.Unmarshal([]byte(r.Stdout), &v); err != nil {
			t.Fatalf("state: %v\n%s%s", err, r.Stdout, r.Stderr)
		}
		if v.Over {
			if !*update && i != len(turns) {
				t.Fatalf("the game ended after %d player turns; the orders have %d", i, len(turns))
			}
			break
		}
		if i > 40 {
			t.Fatal("no end after 40 player turns")
		}
		var orders string
		if *update {
			rv := cli(t, "state", log, "--json", "--side", v.Player)
			var sv argadView
			if err := json.Unmarshal([]byte(rv.Stdout), &sv); err != nil {
				t.Fatal(err)
			}
			sv.Player = v.Player
			orders = fmt.Sprintf("# %s, game turn %d\n%s", v.Player, v.Turn, argadScripted(sv))
		} else {
			if i >= len(turns) {
				t.Fatalf("the orders run out after %d player turns", i)
			}
			orders = turns[i]
		}
		f := filepath.Join(dir, fmt.Sprintf("t%d.txt", i))
		if err := os.WriteFile(f, []byte(orders), 0o644); err != nil {
			t.Fatal(err)
		}
		if r := cli(t, "turn", log, "--side", v.Player, f); r.Code != 0 {
			t.Fatalf("turn %d (%s):\n%s\n%s%s", i+1, v.Player, orders, r.Stdout, r.Stderr)
		}
		played = append(played, orders)
	}
	got, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(argadGoldenOrders, []byte(strings.Join(played, "=== end\n")+"=== end\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(argadGoldenLog, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(argadGoldenLog)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("the log differs from %s", argadGoldenLog)
	}
	if r := cli(t, "verify", log); r.Code != 0 {
		t.Fatalf("verify: %s%s", r.Stdout, r.Stderr)
	}
	r := cli(t, "state", log)
	if !strings.Contains(r.Stdout, "over") {
		t.Fatalf("state after the end: %s", r.Stdout)
	}
}

// Hot-seat: both sides of Thornwick Raid at one terminal, the figures
// told in words before each player turn, a refused order typed again.
func TestCLIArgadHotSeat(t *testing.T) {
	log := filepath.Join(t.TempDir(), "hot.log")
	r := cliIn(t, "Ulf moves 10 forward\n\nAlder dances\n\nAlder stands\n\n", "play", "thornwick-raid", "--log", log, "--seed", "5")
	for _, want := range []string{"Ulf        at 22,34 facing 90", "Ulf moves 10 cm to 32,34", `"dances" is not a verb`, "Alder stands", "Game turn 2: Raiders to play"} {
		if !strings.Contains(r.Stdout+r.Stderr, want) {
			t.Errorf("hot-seat output lacks %q:\n%s%s", want, r.Stdout, r.Stderr)
		}
	}
	if v := cli(t, "verify", log); v.Code != 0 {
		t.Fatalf("verify: %s%s", v.Stdout, v.Stderr)
	}
}

// A scenario may have Argad! played in sealed game turns: each side's
// orders through herald turn, nothing shown before both are in, the
// initiative rolled and the round played; the log verifies.
func TestCLIArgadSealed(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("../../data/scenarios/thornwick-raid.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sc := filepath.Join(dir, "sealed.yaml")
	text := strings.Replace(string(src), "first: Raiders\n", "first: Raiders\nrulings: {sequence: sealed}\n", 1)
	if err := os.WriteFile(sc, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(dir, "sealed.log")
	if r := cli(t, "new", sc, "-o", log, "--seed", "4"); r.Code != 0 || !strings.Contains(r.Stdout, "sealed") {
		t.Fatalf("new: %s%s", r.Stdout, r.Stderr)
	}
	r := cliIn(t, "Ulf moves 10 forward\n", "turn", log, "--side", "Raiders", "-")
	if r.Code != 0 || strings.Contains(r.Stdout, "Ulf") {
		t.Fatalf("the Raiders' sealed orders: %s%s", r.Stdout, r.Stderr)
	}
	r = cliIn(t, "Alder stands\n", "turn", log, "--side", "Farmers", "-")
	for _, want := range []string{"Initiative (Raiders", "Ulf moves 10 cm to 32,34", "Alder stands", "Game turn 2: every side writes its orders"} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("the round lacks %q:\n%s%s", want, r.Stdout, r.Stderr)
		}
	}
	if v := cli(t, "verify", log); v.Code != 0 {
		t.Fatalf("verify: %s%s", v.Stdout, v.Stderr)
	}
}
