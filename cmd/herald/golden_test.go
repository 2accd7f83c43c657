package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
)

var update = flag.Bool("update", false, "regenerate the golden game in testdata/golden: its orders (by the test's scripted player), log and final state")

const (
	goldenOrders = "testdata/golden/thornby-raid.orders"
	goldenLog    = "testdata/golden/thornby-raid.log"
	goldenState  = "testdata/golden/thornby-raid.state.json"
	goldenSeed   = "20261123"
)

// goldenExtras are orders the scripted player gives on top of its own, to
// put doors and tasks in the game: Hob shuts and bolts the inn's front
// door; Sir Ranulf gets back on his horse.
var goldenExtras = map[string]string{
	"Villagers 1": "move:\nHob move M5\nHob shut door M5/L5\n",
	"Villagers 2": "move:\nHob bolt door M5/L5\n",
	"Raiders 2":   "tasks:\nSir Ranulf mount horse J2-J1\n",
}

// A whole game of The Raid on Thornby, twelve game turns, played through
// the real binary from scripted orders: the log must come out byte for
// byte as recorded, replay must give the recorded state, and verify must
// find a changed die and a deleted event by their lines.
func TestCLIGoldenGame(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "golden.log")
	if r := cli(t, "new", "thornby-raid", "-o", log, "--seed", goldenSeed); r.Code != 0 {
		t.Fatalf("new: %s", r.Stderr)
	}
	var turns []goldenTurn
	if !*update {
		text, err := os.ReadFile(goldenOrders)
		if err != nil {
			t.Fatalf("%v (run go test ./cmd/herald -run Golden -update to make it)", err)
		}
		turns = parseGoldenOrders(t, string(text))
	}
	deadTried := false
	var last cliResult
	for i := 0; ; i++ {
		g, err := loadGame(log, -1)
		if err != nil {
			t.Fatal(err)
		}
		s := g.state.Step()
		if s.Kind == game.Over {
			if !*update && i != len(turns) {
				t.Fatalf("the game ended after %d player turns; the orders have %d", i, len(turns))
			}
			break
		}
		if *update {
			turns = append(turns, goldenTurn{side: s.Player, turn: s.Turn, orders: scriptedTurn(t, g)})
		} else if i >= len(turns) {
			t.Fatalf("the orders run out after %d player turns, and the game is not over", i)
		}
		pt := turns[i]
		if pt.side != s.Player || pt.turn != s.Turn {
			t.Fatalf("player turn %d: orders for %s in game turn %d, but it is %s in game turn %d", i+1, pt.side, pt.turn, s.Player, s.Turn)
		}
		if !deadTried {
			deadTried = tryDeadOrder(t, dir, log, g.state)
		}
		orders := filepath.Join(dir, "orders.txt")
		os.WriteFile(orders, []byte(pt.orders), 0o644)
		last = cli(t, "turn", log, "--side", pt.side, orders)
		if last.Code != 0 {
			t.Fatalf("player turn %d (%s, game turn %d): exit %d: %s", i+1, pt.side, pt.turn, last.Code, last.Stderr)
		}
	}
	if !strings.Contains(last.Stdout, "The game is over.") {
		t.Errorf("the last turn does not say the game is over:\n%s", last.Stdout)
	}
	if !deadTried {
		t.Error("no character died in the golden game: the order for a dead character was not tried")
	}
	got, _ := os.ReadFile(log)
	state := cli(t, "state", log, "--json")
	if *update {
		var b strings.Builder
		for _, pt := range turns {
			fmt.Fprintf(&b, "=== %s %d\n%s", pt.side, pt.turn, pt.orders)
		}
		os.MkdirAll(filepath.Dir(goldenOrders), 0o755)
		os.WriteFile(goldenOrders, []byte(b.String()), 0o644)
		os.WriteFile(goldenLog, got, 0o644)
		os.WriteFile(goldenState, []byte(state.Stdout), 0o644)
	}
	want, err := os.ReadFile(goldenLog)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("the game's log differs from %s (first difference at line %d); if the change is meant, regenerate with -update and review the diff", goldenLog, firstDiffLine(got, want))
	}
	// Replay of the recorded log gives the recorded state, byte for byte.
	wantState, _ := os.ReadFile(goldenState)
	recorded, _ := filepath.Abs(goldenLog)
	for _, args := range [][]string{{"state", recorded, "--json"}, {"replay", recorded, "--json"}} {
		r := cli(t, args...)
		if r.Code != 0 || r.Stdout != string(wantState) {
			t.Errorf("herald %v: exit %d, state differs from %s:\n%s", args, r.Code, goldenState, r.Stdout)
		}
	}
	if r := cli(t, "verify", recorded); r.Code != 0 {
		t.Errorf("verify %s: exit %d %s", goldenLog, r.Code, r.Stderr)
	}
	// A copy with one die changed, and one with an event deleted.
	lines := strings.SplitAfter(string(want), "\n")
	roll := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, `"rolls":[`) })
	if roll < 0 {
		t.Fatal("no rolls in the golden game")
	}
	changed := slices.Clone(lines)
	changed[roll] = changeFirstDie(changed[roll])
	deleted := slices.Delete(slices.Clone(lines), roll, roll+1)
	for _, tc := range []struct {
		name  string
		lines []string
		line  int
	}{
		{"one die changed", changed, roll + 1},
		{"one event deleted", deleted, roll + 1},
	} {
		p := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".log")
		os.WriteFile(p, []byte(strings.Join(tc.lines, "")), 0o644)
		r := cli(t, "verify", p)
		if want := fmt.Sprintf("line %d:", tc.line); r.Code != 1 || !strings.Contains(r.Stderr, want) {
			t.Errorf("verify, %s: exit %d, %q; want exit 1 naming %q", tc.name, r.Code, r.Stderr, want)
		}
	}
}

type goldenTurn struct {
	side   string
	turn   int
	orders string
}

var turnHeader = regexp.MustCompile(`^=== (.+) (\d+)$`)

func parseGoldenOrders(t *testing.T, text string) []goldenTurn {
	var out []goldenTurn
	for i, l := range strings.SplitAfter(text, "\n") {
		if m := turnHeader.FindStringSubmatch(strings.TrimRight(l, "\n")); m != nil {
			n, _ := strconv.Atoi(m[2])
			out = append(out, goldenTurn{side: m[1], turn: n})
			continue
		}
		if len(out) == 0 {
			if strings.TrimSpace(l) != "" {
				t.Fatalf("%s line %d: orders before the first === header", goldenOrders, i+1)
			}
			continue
		}
		out[len(out)-1].orders += l
	}
	return out
}

// tryDeadOrder, once a character of the side to play is dead, checks that
// an order for him is refused with §10.5 and leaves the log unchanged.
func tryDeadOrder(t *testing.T, dir, log string, s game.Position) bool {
	side := s.Step().Player
	for _, c := range s.(game.Drawer).Draw(game.Referee).Figures {
		if c.Side != side || c.Status != "dead" {
			continue
		}
		before, _ := os.ReadFile(log)
		p := filepath.Join(dir, "dead.txt")
		os.WriteFile(p, []byte("combat:\n"+c.Name+" attack Nobody\n"), 0o644)
		r := cli(t, "turn", log, "--side", side, p)
		if r.Code != 1 || !strings.Contains(r.Stderr, "line 2") || !strings.Contains(r.Stderr, "rule 10.5") {
			t.Errorf("order for dead %s: exit %d, %q; want exit 1, line 2, rule 10.5", c.Name, r.Code, r.Stderr)
		}
		if after, _ := os.ReadFile(log); !bytes.Equal(before, after) {
			t.Fatal("a refused turn changed the log")
		}
		return true
	}
	return false
}

var dieValue = regexp.MustCompile(`"value":(\d+)`)

func changeFirstDie(line string) string {
	done := false
	return dieValue.ReplaceAllStringFunc(line, func(m string) string {
		if done {
			return m
		}
		done = true
		v, _ := strconv.Atoi(dieValue.FindStringSubmatch(m)[1])
		return fmt.Sprintf(`"value":%d`, v%2+1)
	})
}

func firstDiffLine(a, b []byte) int {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return i + 1
		}
	}
	return min(len(la), len(lb)) + 1
}

// scriptedTurn is a simple, deterministic player for the golden game:
// riders get off their horses, missilemen shoot at the nearest enemy they
// may, everyone else walks towards the nearest enemy and attacks whoever
// is ADJACENT. Each order is checked by the engine (game.CheckTurn) after
// the moves written before it; a turn the engine refuses loses the
// refused line and is tried again.
func scriptedTurn(t *testing.T, g *played) string {
	s := g.state
	side := s.Step().Player
	d := s.(game.Drawer).Draw(game.Referee)
	m := d.Map
	key := fmt.Sprintf("%s %d", side, s.Step().Turn)
	extra := goldenExtras[key]
	busy := map[string]bool{}
	if extra != "" {
		tn, err := notation.Parse(extra)
		if err != nil {
			t.Fatalf("extra orders %s: %v", key, err)
		}
		for _, o := range tn.Orders {
			for _, n := range o.Who {
				busy[n] = true
			}
		}
	}
	// at is where each figure stands once the moves written so far are
	// made.
	at := map[string]hex.Hex{}
	for _, c := range d.Figures {
		at[c.Name] = c.At
	}
	var fire, move, combat []string
	legal := func(before []string, text string) (string, bool) {
		tn, err := notation.Parse(text)
		if err != nil || len(tn.Orders) != 1 {
			t.Fatalf("scripted order %q: %v", text, err)
		}
		canon, _ := tn.Orders[0].MarshalText()
		_, err = game.CheckTurn(s, side, strings.Join(append(slices.Clone(before), text), "\n"))
		return string(canon), err == nil
	}
	enemies := func(c game.Piece) []game.Piece {
		var out []game.Piece
		for _, e := range d.Figures {
			if e.Side != side && e.Status != "dead" {
				out = append(out, e)
			}
		}
		slices.SortStableFunc(out, func(a, b game.Piece) int {
			return hex.Distance(at[c.Name], at[a.Name]) - hex.Distance(at[c.Name], at[b.Name])
		})
		return out
	}
	mine := func(c game.Piece) bool {
		return c.Side == side && c.Status != "dead" && !busy[c.Name]
	}
	fired := map[string]bool{}
	for _, c := range d.Figures {
		if !mine(c) {
			continue
		}
		for _, e := range enemies(c) {
			text := fmt.Sprintf("first fire: %s fire at %s", quoteName(c.Name), quoteName(e.Name))
			if _, ok := legal(nil, text); ok {
				fire = append(fire, text)
				fired[c.Name] = true
				break
			}
		}
	}
	for _, c := range d.Figures {
		if !mine(c) || fired[c.Name] || slices.Contains(c.Notes, "in melee") || c.Status == "stunned" {
			continue
		}
		if c.Two {
			head, rear := c.At.Neighbors(), c.Rear.Neighbors()
			for _, x := range append(head[:], rear[:]...) {
				if !m.Contains(x) {
					continue
				}
				text := fmt.Sprintf("move: %s dismount to %s", quoteName(c.Name), m.HexName(x))
				if _, ok := legal(move, text); ok {
					move = append(move, text)
					at[c.Name] = x
					break
				}
			}
			continue
		}
		es := enemies(c)
		if len(es) == 0 || hex.Distance(at[c.Name], at[es[0].Name]) <= 1 {
			continue
		}
		target := at[es[0].Name]
		var path []string
		cur := at[c.Name]
		var best string
		for len(path) < 12 && hex.Distance(cur, target) > 1 {
			ns := cur.Neighbors()
			slices.SortStableFunc(ns[:], func(a, b hex.Hex) int { return hex.Distance(a, target) - hex.Distance(b, target) })
			stepped := false
			for _, n := range ns {
				if !m.Contains(n) || hex.Distance(n, target) >= hex.Distance(cur, target) {
					continue
				}
				text := fmt.Sprintf("move: %s move %s", quoteName(c.Name), strings.Join(append(slices.Clone(path), m.HexName(n)), ", "))
				if canon, ok := legal(move, text); ok {
					path, cur, best, stepped = append(path, m.HexName(n)), n, canon, true
					break
				}
			}
			if !stepped {
				break
			}
		}
		if len(path) > 0 {
			move = append(move, best)
			at[c.Name] = cur
		}
	}
	for _, c := range d.Figures {
		if !mine(c) || c.Status == "stunned" {
			continue
		}
		for _, e := range enemies(c) {
			if hex.Distance(at[c.Name], at[e.Name]) > 2 {
				break
			}
			text := fmt.Sprintf("combat: %s attack %s", quoteName(c.Name), quoteName(e.Name))
			if _, ok := legal(move, text); ok {
				combat = append(combat, text)
				break
			}
		}
	}
	lines := strings.Split(strings.TrimSpace(extra), "\n")
	lines = slices.DeleteFunc(append(append(append(lines, fire...), move...), combat...), func(l string) bool { return l == "" })
	// Try the turn with the dice herald turn will roll; drop refused lines.
	for {
		text := strings.Join(lines, "\n") + "\n"
		if len(lines) == 0 {
			return ""
		}
		tn, _, err := notation.ParseLines(text)
		if err != nil {
			t.Fatalf("scripted turn %s: %v\n%s", key, err, text)
		}
		canon := notation.Format(tn)
		last := g.events[len(g.events)-1].Seq
		_, _, err = game.PlayTurn(s, side, canon, dice.NewSeeded(turnSeed(g.setup.Seed, last)))
		var oe *game.OrderError
		if err == nil {
			return canon
		}
		if !errors.As(err, &oe) || oe.Line < 1 {
			t.Fatalf("scripted turn %s refused: %v\n%s", key, err, canon)
		}
		cl := strings.Split(canon, "\n")
		drop := cl[oe.Line-1]
		lines = slices.DeleteFunc(strings.Split(canon, "\n"), func(l string) bool { return l == drop })
		// Section headers left without orders are harmless.
	}
}
