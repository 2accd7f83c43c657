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
	"herald/internal/rule"
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

At a step of sealed orders (Destrier's cards, the tenths rules' free
men at one moment) each side due writes in turn at the terminal while
the others look away: what it types is not shown nor kept in the line
history, the screen is cleared before and after, and every side's
orders are revealed together once the last is in.

With --decisions a player turn stops when the opponent must decide
something (Cry Havoc §4 retreats, §8 pins, §10.9 advances): herald asks
him, and plays the rest of the turn with his answer.

With --ai SIDE[=LEVEL] the computer plays SIDE (random, greedy or search;
greedy when no level is given): solo play. It plays as soon as it is its
turn, seeing only what its side may see, and its turns are ordinary
turns in the log. Give --ai once for each side the computer plays. The
map is then drawn as the human side sees it.`, stderr)
	seed := fs.Uint64("seed", 0, "dice seed `N` for a new game (0: drawn at random)")
	logPath := fs.String("log", "", "save the game to `FILE`, and resume it if it exists")
	svgPath := fs.String("svg", "", "write the map as SVG to `FILE` after every player turn")
	decisions := fs.Bool("decisions", false, "for a new game: the opponent answers the decisions in the middle of a turn (retreats, pins, advances) when asked; without it herald answers them")
	var aiFlags aiSides
	fs.Var(&aiFlags, "ai", "the computer plays `SIDE[=LEVEL]` (random, greedy, search; default greedy); repeat for more sides")
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
	if g, err := loadGame(path, -1); err == nil && g.state.Step().Kind == game.Chance {
		// A game that begins (or stopped) with the dice: roll them.
		if _, err := advanceNew(path, stdout); err != nil {
			return fail(stderr, "%v", err)
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
	viewer, err := aiFlags.check(g.hist.Position().Sides())
	if err != nil {
		return fail(stderr, "--ai: %v", err)
	}
	lines := newLineReader(os.Stdin, stdout)
	prompt := "> "
	if _, piped := lines.(*pipeReader); piped {
		// Piped orders: no prompt between their lines.
		prompt = ""
	}
	hidden := newHiddenLines(lines, os.Stdin, stdout)
	var book orderBook
	var told []game.Event // the last player turn, told after the map
	for g.hist.Position().Step().Kind != game.Over {
		s := g.hist.Position()
		st := s.Step()
		if side := aiFlags.due(st); side != "" {
			c, err := aiFlags.choose(s, side, turnSeed(g.setup.Seed, len(g.events)))
			if err != nil {
				return fail(stderr, "the computer playing %s: %v", side, err)
			}
			if st.Kind == game.Sealed {
				// Its sealed orders are shown when revealed, as any side's.
				fmt.Fprintf(stdout, "\n%s (the computer, %s) has sealed its orders.\n", side, aiFlags[side])
			} else {
				fmt.Fprintf(stdout, "\n%s (the computer, %s) %s:\n%s", side, aiFlags[side], map[bool]string{true: "decides", false: "plays"}[st.Kind == game.Decision], c.Canonical)
			}
			evs, err := commitTurn(g, path, s, c)
			if err != nil {
				return fail(stderr, "%v", err)
			}
			if st.Kind == game.Sealed {
				// Keep what the human side has not been told yet (a reveal).
				evs = append(told, evs...)
			}
			told = evs
			continue
		}
		if st.Kind == game.Sealed {
			fmt.Fprint(stdout, clearScreen)
		}
		writeBoardFor(stdout, s, viewer)
		printReport(stdout, shownTo(s, st, told))
		if c, ok := game.Inner(s).(game.Clocker); ok && len(st.Sides) > 0 {
			fmt.Fprintln(stdout)
			printClock(stdout, s, c, st.Sides[0])
		}
		if *svgPath != "" {
			if err := writeStateSVG(*svgPath, g, s); err != nil {
				return fail(stderr, "%v", err)
			}
		}
		if st.Kind == game.Sealed {
			var stop bool
			if told, stop, err = sealedEntry(g, path, s, hidden, lines, stdout, prompt); err != nil {
				return fail(stderr, "%v", err)
			}
			if stop {
				fmt.Fprintln(stdout, "Stopped.")
				return exitOK
			}
			continue
		}
		ask := &asker{p: s, w: stdout}
		for {
			if st.Kind == game.Decision {
				fmt.Fprintf(stdout, "\n%s (a blank line or \"end\" ends it; \"pass\" answers nothing; \"help\" for what else you may ask):\n", question(st.Question))
			} else if st.Kind == game.Sealed || (st.Kind == game.Orders && st.Stage != "" && isClock(s)) {
				fmt.Fprintf(stdout, "\n%s. Orders for %s (a blank line or \"end\" ends them; \"help\" for what else you may ask):\n", clockDue(s, st), st.Sides[0])
			} else {
				fmt.Fprintf(stdout, "\nGame turn %d, player turn of %s. Orders for %s (a blank line or \"end\" ends them; \"help\" for what else you may ask):\n", st.Turn, st.Player, st.Player)
			}
			text, verb, ok := readTurn(lines, stdout, prompt, &book, ask, func() { writeBoard(stdout, s) })
			if !ok || verb == "quit" {
				fmt.Fprintln(stdout, "Stopped.")
				if *logPath != "" {
					fmt.Fprintf(stdout, "The game is saved in %s; play on with: herald play %s --log %s\n", path, pos[0], path)
				}
				return exitOK
			}
			sub := game.Submission{Side: st.Player, For: game.Orders, Orders: text}
			if st.Kind == game.Sealed {
				sub.Side = st.Sides[0]
			}
			if st.Kind == game.Decision {
				sub.Side, sub.For = st.Sides[0], game.Decision
			}
			c, err := game.Check(s, sub)
			if _, refused := game.RuleOf(err); err != nil && !refused {
				keepRefused(lines, &book, text)
				fmt.Fprintf(stdout, "Cannot read the orders: %v\nType them again, or \"edit\" to change them.\n", err)
				continue
			}
			if err != nil {
				keepRefused(lines, &book, text)
				re, _ := game.RuleOf(err)
				fmt.Fprintf(stdout, "Refused: %v\n", err)
				if st.Kind == game.Decision {
					fmt.Fprintf(stdout, "(%s.) Nothing was decided; type the answer again, or \"edit\" to change it.\n", cite(re))
				} else {
					fmt.Fprintf(stdout, "(%s.) Nothing of the turn was played; type the orders again, or \"edit\" to change them.\n", cite(re))
				}
				continue
			}
			if told, err = commitTurn(g, path, s, c); err != nil {
				return fail(stderr, "%v", err)
			}
			if g.hist.Position().Step().Kind == game.Over {
				fmt.Fprintln(stdout, "That was the last player turn.")
			}
			break
		}
	}
	s := g.hist.Position()
	writeBoardFor(stdout, s, viewer)
	printReport(stdout, told)
	if *svgPath != "" {
		if err := writeStateSVG(*svgPath, g, s); err != nil {
			return fail(stderr, "%v", err)
		}
	}
	fmt.Fprintln(stdout, "The game is over.")
	return exitOK
}

// cite names a rule as its rule book does: Cry Havoc's by section
// (rule.Error's Set is empty for it), others by book and reference.
func cite(re *rule.Error) string {
	if re.Set == "" {
		return "Cry Havoc §" + re.Rule
	}
	return re.Set + " " + re.Rule
}

// question asks the side who must decide, with what he may answer.
func question(q *game.Question) string {
	return fmt.Sprintf("%s must decide (%s, §%s) before the player turn of %s goes on: %s. Answer with %s", q.Side, q.Kind, q.Rule, q.Turn, strings.Join(q.Choices, "; "), q.Help)
}

// scenarioName is the scenario's name as a log keeps it: the file name
// without directory or extension.
func scenarioName(arg string) string {
	return strings.TrimSuffix(filepath.Base(arg), filepath.Ext(arg))
}

// shownTo is what of the last turn the side now at the terminal may be
// told (one terminal passed between the sides: a Destrier dodge stays
// face down for the side that must guess it).
func shownTo(s game.Position, st game.Step, evs []game.Event) []game.Event {
	if len(st.Sides) != 1 {
		return evs
	}
	var out []game.Event
	for _, e := range evs {
		if game.Shown(s, st.Sides[0], e) {
			out = append(out, e)
		}
	}
	return out
}

// commitTurn plays a checked submission with the game's dice for its
// place in the log, adds its events and saves the log.
func commitTurn(g *played, path string, s game.Position, c game.Checked) ([]game.Event, error) {
	d := dice.NewSeeded(turnSeed(g.setup.Seed, len(g.events)))
	_, evs, err := game.PlayChecked(s, c, fileKeeper(g), d)
	if err != nil {
		return nil, err
	}
	for _, e := range evs {
		if err := g.hist.Add(e); err != nil {
			return nil, fmt.Errorf("internal error: the turn does not replay: %v", err)
		}
		g.events = append(g.events, gamelog.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls})
	}
	if err := gamelog.WriteFileAtomic(path, g.header, g.events); err != nil {
		return nil, fmt.Errorf("saving %s: %v", path, err)
	}
	return evs, nil
}

// writeBoard prints the map as text, then the figures, animals, items
// and doors that differ from the map, as the referee sees them.
func writeBoard(w io.Writer, s game.Position) { writeBoardFor(w, s, game.Referee) }

// writeBoardFor is writeBoard as side sees the game.
func writeBoardFor(w io.Writer, s game.Position, side string) {
	dr, ok := s.(game.Drawer)
	if !ok {
		// a game on a measured table tells its figures in words
		if t, ok := s.(stateTexter); ok {
			fmt.Fprintln(w)
			fmt.Fprint(w, t.StateText(game.Referee))
		}
		return
	}
	d := dr.Draw(side)
	m := d.Map
	marks := boardMarks(d, s.Sides())
	fmt.Fprintln(w)
	for _, l := range textMap(m, marks) {
		fmt.Fprintln(w, l)
	}
	fmt.Fprintln(w, "Terrain: . open  = road or bridge  # building  ^ trees  \" scrub  ~ water  % hedge  | fence  o well  , other  @ animal  $ item")
	fmt.Fprintln(w, "Hexsides: -- \\ / wall  ++ + door or gate  :: : window or arrow slit")
	fmt.Fprintln(w, "Characters: letter, then * wounded, ! stunned, x dead, > rider's head, < horse's rear")
	writePieces(w, d, s.Sides())
}

// writePieces lists the figures side by side, then the animals, items
// and doors.
func writePieces(w io.Writer, d game.Drawing, sides []string) {
	m := d.Map
	side := ""
	for i := range d.Figures {
		c := &d.Figures[i]
		if c.Side != side {
			side = c.Side
			fmt.Fprintf(w, "%s:\n", side)
		}
		status := c.Status
		if status == "" {
			status = "healthy"
		}
		fmt.Fprintf(w, "  %s %-16s %-8s %-8s %s\n", letterOf(d.Figures, sides, i), c.Name, piecePlace(m, c), status, strings.Join(c.Notes, ", "))
	}
	for _, o := range d.Others {
		switch o.Kind {
		case "door":
			fmt.Fprintf(w, "  %s is %s\n", o.Name, o.Status)
		case "equipment":
			fmt.Fprintf(w, "  $ %-16s %-8s %s\n", o.Name, piecePlace(m, &o), strings.Join(o.Notes, ", "))
		default:
			fmt.Fprintf(w, "  @ %-16s %-8s %s\n", o.Name, piecePlace(m, &o), strings.Join(o.Notes, ", "))
		}
	}
}

// piecePlace is where a piece stands: "J2", or "J2-J1" for two hexes.
func piecePlace(m *board.Map, p *game.Piece) string {
	at := m.HexName(p.At)
	if p.Two {
		at += "-" + m.HexName(p.Rear)
	}
	return at
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

// letterOf is the letter marking the i-th figure: capitals for the
// first side, small letters for the second, digits after that.
func letterOf(fs []game.Piece, sides []string, i int) string {
	c := &fs[i]
	k := 0
	for j := 0; j < i; j++ {
		if fs[j].Side == c.Side {
			k++
		}
	}
	letters := []string{"ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"}
	si := slices.Index(sides, c.Side)
	if si >= 0 && si < len(letters) && k < 26 {
		return string(letters[si][k])
	}
	return "?"
}

// statusMarks follow a figure's letter on the text map.
var statusMarks = map[string]string{"": " ", "wounded": "*", "stunned": "!", "dead": "x"}

// boardMarks are the two-character marks of the hexes with something on
// them; the living are drawn over the dead.
func boardMarks(d game.Drawing, sides []string) map[hex.Hex]string {
	out := map[hex.Hex]string{}
	for _, o := range d.Others {
		switch o.Kind {
		case "equipment":
			out[o.At] = "$ "
		case "animal", "horse":
			out[o.At] = "@ "
			if o.Two {
				out[o.Rear] = "@ "
			}
		}
	}
	for _, dead := range []bool{true, false} {
		for i := range d.Figures {
			c := &d.Figures[i]
			if (c.Status != "dead") == dead {
				continue
			}
			l := letterOf(d.Figures, sides, i)
			if c.Two && c.Status != "dead" {
				out[c.At] = l + ">"
				out[c.Rear] = l + "<"
				continue
			}
			out[c.At] = l + statusMarks[c.Status]
		}
	}
	return out
}

// terrainMarks are the text map's marks for terrain, by name; others
// show the first letter of their name.
var terrainMarks = map[string]string{
	"flat": ". ", "road": "= ", "bridge": "= ", "house": "# ", "temple": "# ", "tower": "# ", "door": "# ",
	"tree": "^ ", "scrub": "\" ", "deep-water": "~ ", "water": "~ ", "shallow-water": "~ ", "fountain": "~ ", "pool": "~ ",
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
func writeStateSVG(path string, g *played, s game.Position) error {
	dr, ok := s.(game.Drawer)
	if !ok {
		return nil
	}
	d := dr.Draw(game.Referee)
	st := s.Step()
	sc := render.FromScenario(g.sc, d.Map)
	sc.Subtitle = fmt.Sprintf("game turn %d, player turn of %s", st.Turn, st.Player)
	// The scenario's counters, less those the game moves: characters,
	// animals and loose items are drawn where they are now.
	names := map[string]bool{}
	for _, c := range d.Figures {
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
	for _, c := range d.Figures {
		sc.Counters = append(sc.Counters, render.Counter{Name: c.Name, Force: c.Side, Kind: c.Kind, At: c.At, Rear: c.Rear, Two: c.Two, Rider: c.Rider, Status: c.Status})
	}
	for _, o := range d.Others {
		if o.Kind != "door" {
			sc.Counters = append(sc.Counters, render.Counter{Name: o.Name, Kind: o.Kind, At: o.At, Rear: o.Rear, Two: o.Two})
		}
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
