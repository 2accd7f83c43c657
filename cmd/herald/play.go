package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/hex"
	"herald/internal/render"
)

func init() {
	register(&command{
		name:    "play",
		summary: "play a scenario hot-seat in the terminal, saving after every player turn",
		run:     runPlay,
	})
}

func runPlay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("play", "SCENARIO [--seed N] [--log FILE] [--svg FILE]",
		`Plays a scenario hot-seat: both sides at one terminal, one after the
other. Each player turn herald prints the map as text (coordinates round
the edge, characters by letter, walls, doors and windows between the
hexes), the characters and their state, what the last player turn did
with every roll, and asks the side for its orders in herald notation
(docs/orders.md). End the orders with a blank line or "end"; "pass"
plays a turn with no orders, "quit" stops. A refused order is explained
with its rule; type the turn again, or "edit" to change the refused one.
On a terminal a line can be edited and the arrows recall earlier lines.
While writing, "help" lists what may be asked: "reach NAME", "los A B",
"odds A B", "map", "show".

With --log the game is saved after every player turn (written to a
temporary file and renamed, so a crash never leaves half a log), and a
game whose log exists is resumed from it. The log is an ordinary herald
log: replay, verify, state and turn read it. Orders are read from
standard input, so a game can be piped in.

With --decisions a player turn stops when the opponent must decide
something (Cry Havoc §4 retreats, §8 pins, §10.9 advances): herald asks
him, and plays the rest of the turn with his answer.`, stderr)
	seed := fs.Uint64("seed", 0, "dice seed `N` for a new game (0: drawn at random)")
	logPath := fs.String("log", "", "save the game to `FILE`, and resume it if it exists")
	svgPath := fs.String("svg", "", "write the map as SVG to `FILE` after every player turn")
	decisions := fs.Bool("decisions", false, "for a new game: the opponent answers the decisions in the middle of a turn (retreats, pins, advances) when asked; without it herald answers them")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		fs.Usage()
		return fail(stderr, "play needs one scenario")
	}
	path := *logPath
	if path == "" {
		dir, err := os.MkdirTemp("", "herald-play")
		if err != nil {
			return fail(stderr, "%v", err)
		}
		defer os.RemoveAll(dir)
		path = filepath.Join(dir, "game.log")
	}
	if _, err := os.Stat(path); err == nil {
		fmt.Fprintf(stdout, "Resuming %s.\n", path)
	} else {
		if _, err := createLog(path, pos[0], seed, *decisions); err != nil {
			return fail(stderr, "%v", err)
		}
		if *logPath != "" {
			fmt.Fprintf(stdout, "New game saved in %s (seed %d).\n", path, *seed)
		}
	}
	g, err := loadGame(path, -1)
	if err != nil {
		var ce *gamelog.CorruptError
		if errors.As(err, &ce) {
			fmt.Fprintf(stderr, "herald: %s: line %d: %s\n", path, ce.Line, ce.Msg)
			return exitNo
		}
		return fail(stderr, "%v", err)
	}
	if g.sc.Name != scenarioName(pos[0]) {
		return fail(stderr, "%s is a game of %s, not %s", path, g.sc.Name, pos[0])
	}
	fmt.Fprintf(stdout, "%s (%s)\n", g.sc.Title, g.sc.Name)
	lines := newLineReader(os.Stdin, stdout)
	prompt := "> "
	if _, piped := lines.(*pipeReader); piped {
		// Piped orders: no prompt between their lines.
		prompt = ""
	}
	var book orderBook
	var told []game.Event // the last player turn, told after the map
	for !g.hist.State().Over {
		s := g.hist.State()
		writeBoard(stdout, s)
		printReport(stdout, told)
		if *svgPath != "" {
			if err := writeStateSVG(*svgPath, g, s); err != nil {
				return fail(stderr, "%v", err)
			}
		}
		ask := &asker{rs: g.rs, s: s, w: stdout}
		for {
			if s.Pending != nil {
				fmt.Fprintf(stdout, "\n%s (a blank line or \"end\" ends it; \"pass\" answers nothing; \"help\" for what else you may ask):\n", question(s.Pending))
			} else {
				fmt.Fprintf(stdout, "\nGame turn %d, player turn of %s. Orders for %s (a blank line or \"end\" ends them; \"help\" for what else you may ask):\n", s.Turn, s.Side, s.Side)
			}
			text, verb, ok := readTurn(lines, stdout, prompt, &book, ask, func() { writeBoard(stdout, s) })
			if !ok || verb == "quit" {
				fmt.Fprintln(stdout, "Stopped.")
				if *logPath != "" {
					fmt.Fprintf(stdout, "The game is saved in %s; play on with: herald play %s --log %s\n", path, pos[0], path)
				}
				return exitOK
			}
			side := s.Side
			if s.Pending != nil {
				side = s.Pending.Side
			}
			t, lineNos, err := game.ParseTurn(g.rs, s, side, text)
			if err != nil {
				refused(lines, &book, text)
				fmt.Fprintf(stdout, "Cannot read the orders: %v\nType them again, or \"edit\" to change them.\n", err)
				continue
			}
			last := len(g.events)
			d := dice.NewSeeded(turnSeed(g.setup.Seed, last))
			var ns *game.State
			var evs []game.Event
			if s.Pending != nil {
				ns, evs, err = game.Decide(g.rs, s, s.Pending.Side, text, d)
			} else {
				ns, evs, err = game.PlayTurn(g.rs, s, s.Side, t, lineNos, d)
			}
			if err != nil {
				refused(lines, &book, text)
				fmt.Fprintf(stdout, "Refused: %v\n", err)
				if re, ok := game.RuleOf(err); ok {
					if s.Pending != nil {
						fmt.Fprintf(stdout, "(Cry Havoc §%s.) Nothing was decided; type the answer again, or \"edit\" to change it.\n", re.Rule)
					} else {
						fmt.Fprintf(stdout, "(Cry Havoc §%s.) Nothing of the turn was played; type the orders again, or \"edit\" to change them.\n", re.Rule)
					}
				}
				continue
			}
			for _, e := range evs {
				if err := g.hist.Add(e); err != nil {
					return fail(stderr, "internal error: the turn does not replay: %v", err)
				}
				g.events = append(g.events, gamelog.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls})
			}
			if err := gamelog.WriteFileAtomic(path, g.header, g.events); err != nil {
				return fail(stderr, "saving %s: %v", path, err)
			}
			told = evs
			if ns.Over {
				fmt.Fprintln(stdout, "That was the last player turn.")
			}
			break
		}
	}
	s := g.hist.State()
	writeBoard(stdout, s)
	printReport(stdout, told)
	if *svgPath != "" {
		if err := writeStateSVG(*svgPath, g, s); err != nil {
			return fail(stderr, "%v", err)
		}
	}
	fmt.Fprintln(stdout, "The game is over.")
	return exitOK
}

// question asks the side who must decide, with what he may answer.
func question(p *game.Pending) string {
	what := map[string]string{
		game.DecideRetreat: "retreat orders for them (herald retreats anyone left out)",
		game.DecidePin:     "the pin orders you make of these (none, some or all)",
		game.DecideAdvance: "one advance order, or nothing",
	}[p.Kind]
	return fmt.Sprintf("%s must decide (%s, §%s) before the player turn of %s goes on: %s. Answer with %s", p.Side, p.Kind, p.Rule, p.Turn, strings.Join(p.Choices, "; "), what)
}

// scenarioName is the scenario's name as a log keeps it: the file name
// without directory or extension.
func scenarioName(arg string) string {
	return strings.TrimSuffix(filepath.Base(arg), filepath.Ext(arg))
}

// writeBoard prints the map as text, then the characters, animals, items
// and doors that differ from the map.
func writeBoard(w io.Writer, s *game.State) {
	m := s.View()
	fmt.Fprintln(w)
	for _, l := range textMap(m, boardMarks(s)) {
		fmt.Fprintln(w, l)
	}
	fmt.Fprintln(w, "Terrain: . open  = road or bridge  # building  ^ trees  \" scrub  ~ water  % hedge  | fence  o well  , other  @ animal  $ item")
	fmt.Fprintln(w, "Hexsides: -- \\ / wall  ++ + door or gate  :: : window or arrow slit")
	fmt.Fprintln(w, "Characters: letter, then * wounded, ! stunned, x dead, > rider's head, < horse's rear")
	side := ""
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Side != side {
			side = c.Side
			fmt.Fprintf(w, "%s:\n", side)
		}
		var notes []string
		if c.Mounted {
			notes = append(notes, "mounted")
		}
		if c.InMelee {
			notes = append(notes, "in melee")
		}
		if c.Task != nil {
			notes = append(notes, fmt.Sprintf("task: %s %s", c.Task.Kind, c.Task.Object))
		}
		if len(c.Carrying) > 0 {
			notes = append(notes, "carries "+strings.Join(c.Carrying, ", "))
		}
		if c.Ammo >= 0 {
			notes = append(notes, fmt.Sprintf("ammo %d", c.Ammo))
		}
		at := m.HexName(c.At)
		if c.Mounted {
			at += "-" + m.HexName(c.Rear)
		}
		fmt.Fprintf(w, "  %s %-16s %-8s %-8s %s\n", letterOf(s, i), c.Name, at, c.Status, strings.Join(notes, ", "))
	}
	for _, a := range s.Animals {
		at := m.HexName(a.At)
		if a.Two {
			at += "-" + m.HexName(a.Rear)
		}
		fmt.Fprintf(w, "  @ %-16s %-8s %s\n", a.Name, at, a.Kind)
	}
	for _, it := range s.Items {
		fmt.Fprintf(w, "  $ %-16s %-8s %s\n", it.Name, m.HexName(it.At), it.Kind)
	}
	for _, d := range s.Doors {
		fmt.Fprintf(w, "  %s/%s is %s\n", m.HexName(d.Side.A), m.HexName(d.Side.B), d.State)
	}
}

func firstRow(m interface{ Contains(hex.Hex) bool }, c int) int {
	for r := -1; r < 10000; r++ {
		if m.Contains(hex.Hex{Col: c, Row: r}) {
			return r
		}
	}
	return 1
}

// columnOf is the column part of a hex name: "VilA12" gives "A" (board
// prefixes are dropped to keep the columns narrow).
func columnOf(name string) string {
	end := len(name)
	for end > 0 && name[end-1] >= '0' && name[end-1] <= '9' {
		end--
	}
	start := end
	for start > 0 && name[start-1] >= 'A' && name[start-1] <= 'Z' {
		start--
	}
	return name[start:end]
}

// letterOf is the letter marking the i-th character: capitals for the
// first side, small letters for the second, digits after that.
func letterOf(s *game.State, i int) string {
	c := &s.Characters[i]
	k := 0
	for j := 0; j < i; j++ {
		if s.Characters[j].Side == c.Side {
			k++
		}
	}
	sides := []string{"ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"}
	si := slices.Index(s.Sides, c.Side)
	if si >= 0 && si < len(sides) && k < 26 {
		return string(sides[si][k])
	}
	return "?"
}

// boardMarks are the two-character marks of the hexes with something on
// them; the living are drawn over the dead.
func boardMarks(s *game.State) map[hex.Hex]string {
	out := map[hex.Hex]string{}
	for _, it := range s.Items {
		out[it.At] = "$ "
	}
	for _, a := range s.Animals {
		out[a.At] = "@ "
		if a.Two {
			out[a.Rear] = "@ "
		}
	}
	for _, dead := range []bool{true, false} {
		for i := range s.Characters {
			c := &s.Characters[i]
			if c.Live() == dead {
				continue
			}
			l := letterOf(s, i)
			mark := map[game.Status]string{game.Healthy: " ", game.Wounded: "*", game.Stunned: "!", game.Dead: "x"}[c.Status]
			if c.Mounted && c.Live() {
				out[c.At] = l + ">"
				out[c.Rear] = l + "<"
				continue
			}
			out[c.At] = l + mark
		}
	}
	return out
}

// terrainMarks are the text map's marks for terrain, by name; others
// show the first letter of their name.
var terrainMarks = map[string]string{
	"flat": ". ", "road": "= ", "bridge": "= ", "house": "# ", "temple": "# ", "tower": "# ", "door": "# ",
	"tree": "^ ", "scrub": "\" ", "deep-water": "~ ", "water": "~ ", "shallow-water": "~ ", "pool": "~ ",
	"hedge": "% ", "fence": "| ", "well": "o ", "wall": "# ",
}

func terrainMark(t *board.TerrainType) string {
	if t == nil {
		return "  "
	}
	if mk, ok := terrainMarks[t.Name]; ok {
		return mk
	}
	return ", "
}

// writeStateSVG draws the game as it stands, doors included, to path
// (atomically, like the log).
func writeStateSVG(path string, g *played, s *game.State) error {
	sc := render.FromScenario(g.sc, s.View())
	sc.Subtitle = fmt.Sprintf("game turn %d, player turn of %s", s.Turn, s.Side)
	// The scenario's counters, less those the game moves: characters,
	// animals and loose items are drawn where they are now.
	names := map[string]bool{}
	for _, c := range s.Characters {
		names[c.Name] = true
	}
	for _, side := range g.sc.Sides {
		for _, a := range side.Animals {
			names[a.Name] = true
		}
		for _, e := range side.Equipment {
			names[e.Name] = !e.At.Two
		}
	}
	sc.Counters = slices.DeleteFunc(sc.Counters, func(c render.Counter) bool {
		return names[c.Name] || names[c.Rider]
	})
	sc.Reserve = slices.DeleteFunc(sc.Reserve, func(c render.Counter) bool { return names[c.Name] })
	sc.Areas = nil
	for _, c := range s.Characters {
		ct := render.Counter{Name: c.Name, Force: c.Side, Kind: "character", At: c.At}
		if c.Status != game.Healthy {
			ct.Status = string(c.Status)
		}
		if c.Mounted {
			ct.Kind, ct.Rear, ct.Two, ct.Rider = "horse", c.Rear, true, c.Name
		}
		sc.Counters = append(sc.Counters, ct)
	}
	for _, a := range s.Animals {
		k := "animal"
		if a.Two {
			k = "horse"
		}
		sc.Counters = append(sc.Counters, render.Counter{Name: a.Name, Kind: k, At: a.At, Rear: a.Rear, Two: a.Two})
	}
	for _, it := range s.Items {
		sc.Counters = append(sc.Counters, render.Counter{Name: it.Name, Kind: "equipment", At: it.At})
	}
	var buf bytes.Buffer
	if err := render.Write(&buf, sc, render.Options{}); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
