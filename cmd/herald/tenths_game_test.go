package main

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"herald/internal/game"
)

const (
	tenthsGoldenOrders = "testdata/golden/tenths-yard-duel.orders"
	tenthsGoldenLog    = "testdata/golden/tenths-yard-duel.log"
)

// suggester is a position that suggests orders for a side (the tenths
// referee's careless player).
type suggester interface {
	Suggest(side string, r *rand.Rand) string
}

type tenthsSubmission struct {
	Side   string `json:"side"`
	Orders string `json:"orders"`
}

// The duel in Hobb's Yard, played to its end through the real binary:
// herald new, then herald turn for whichever side the clock waits for
// (sealed orders one side after the other), herald state at each step;
// the log comes out byte for byte as recorded and herald verify finds it
// intact, and a changed die is found.
func TestCLITenthsGoldenGame(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "duel.log")
	if r := cli(t, "new", "tenths-yard-duel", "-o", log, "--seed", "20261124"); r.Code != 0 || !strings.Contains(r.Stdout, "give their first orders together, sealed") {
		t.Fatalf("new: %+v", r)
	}
	var script []tenthsSubmission
	if !*update {
		b, err := os.ReadFile(tenthsGoldenOrders)
		if err != nil {
			t.Fatalf("%v (run go test ./cmd/herald -run TenthsGolden -update to make it)", err)
		}
		for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			var s tenthsSubmission
			if err := json.Unmarshal([]byte(l), &s); err != nil {
				t.Fatal(err)
			}
			script = append(script, s)
		}
	}
	rng := rand.New(rand.NewPCG(20261124, 2))
	var played []tenthsSubmission
	for i := 0; ; i++ {
		g, err := loadGame(log, -1)
		if err != nil {
			t.Fatal(err)
		}
		st := g.state.Step()
		if st.Kind == game.Over {
			break
		}
		if i > 1000 {
			t.Fatal("the duel does not end")
		}
		var sub tenthsSubmission
		if *update {
			sub = tenthsSubmission{Side: st.Sides[0], Orders: game.Inner(g.state).(suggester).Suggest(st.Sides[0], rng)}
		} else {
			if i >= len(script) {
				t.Fatalf("the script ends after %d submissions but the game goes on", i)
			}
			sub = script[i]
		}
		if i%10 == 0 {
			r := cli(t, "state", log, "--side", sub.Side)
			if r.Code != 0 || !strings.Contains(r.Stdout, "tenth ") {
				t.Fatalf("state: %+v", r)
			}
		}
		f := filepath.Join(dir, "orders.txt")
		if err := os.WriteFile(f, []byte(sub.Orders), 0o644); err != nil {
			t.Fatal(err)
		}
		if r := cli(t, "turn", log, "--side", sub.Side, f); r.Code != 0 {
			t.Fatalf("turn %d (%s: %q): %+v", i, sub.Side, sub.Orders, r)
		}
		played = append(played, sub)
	}
	got, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		var b bytes.Buffer
		for _, s := range played {
			l, _ := json.Marshal(s)
			b.Write(append(l, '\n'))
		}
		if err := os.WriteFile(tenthsGoldenOrders, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(tenthsGoldenLog, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(tenthsGoldenLog)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the duel's log differs from %s; review with -update and git diff", tenthsGoldenLog)
	}
	if r := cli(t, "verify", log); r.Code != 0 || !strings.Contains(r.Stdout, "intact") {
		t.Errorf("verify: %+v", r)
	}
	if r := cli(t, "state", log); !strings.Contains(r.Stdout, "the game is over") {
		t.Errorf("state at the end: %+v", r)
	}
	// A die changed: the event no longer follows from the rules.
	lines := strings.Split(string(got), "\n")
	for i, l := range lines {
		if strings.Contains(l, `"purpose":"attack `) && strings.Contains(l, `"type":"moment"`) {
			j := strings.Index(l, `"value":`)
			v := l[j+8]
			w := byte('1')
			if v == '1' {
				w = '2'
			}
			lines[i] = l[:j+8] + string(w) + l[j+9:]
			break
		}
	}
	bad := filepath.Join(dir, "bad.log")
	if err := os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := cli(t, "verify", bad); r.Code == 0 {
		t.Errorf("verify passed a log with a changed die: %+v", r)
	}
}
