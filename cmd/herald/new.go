package main

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/dice"
	"herald/internal/game"
	_ "herald/internal/game/rulesets"
	"herald/internal/gamelog"
	"herald/internal/scenario"
	"herald/internal/scenario/scenariofile"
	"herald/internal/table"
)

func init() {
	register(&command{
		name:    "new",
		summary: "start a game log from a scenario (Cry Havoc or Chainmail)",
		run:     runNew,
	})
}

func runNew(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("new", "SCENARIO -o LOG [--seed N]",
		`Starts a game: writes a new event log whose header names the scenario
and its SHA-256, and whose first event records the scenario file and the
dice seed. SCENARIO is a scenario file or the bare name of a shipped one
(thornby-raid, or beacon-hill for Chainmail); its ruleset field chooses
the rules. Without --seed a random seed is drawn.

Where the scenario gives a side a set-up area instead of starting hexes
(millers-ford-ambush), the game begins with that side's set-up: send it
with herald turn, one "NAME at HEX" line per character under "set up:".

With --decisions (Cry Havoc) a player turn stops when the opponent must
decide something (§4 retreats, §8 pins, §10.9 advances); he answers with
herald turn LOG --side S --decide ANSWER_FILE. Without it herald answers
for him.`, stderr)
	out := fs.String("o", "", "write the log to `LOG` (must not exist)")
	seed := fs.Uint64("seed", 0, "dice seed `N` (0: draw one at random)")
	decisions := fs.Bool("decisions", false, "the opponent answers the decisions in the middle of a turn (retreats, pins, advances: herald turn --decide); without it herald answers them")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 || *out == "" {
		fs.Usage()
		return fail(stderr, "new needs one scenario and -o LOG")
	}
	if _, err := os.Stat(*out); err == nil {
		return fail(stderr, "%s already exists; herald never overwrites a game log", *out)
	}
	g, err := createLog(*out, pos[0], seed, *decisions)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	s, err := g.start(game.Setup{ScenarioFile: pos[0], Seed: *seed, Decisions: *decisions})
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if s.Step().Kind == game.Chance {
		// The game begins with the dice (Destrier's initiative): roll
		// them now, as herald turn does after a submission.
		if s, err = advanceNew(*out, stdout); err != nil {
			return fail(stderr, "%v", err)
		}
	}
	st := s.Step()
	first := firstWords(st)
	fmt.Fprintf(stdout, "%s: new game of %s (%s), seed %d; %s\n", *out, g.sc.Title, g.sc.Name, *seed, first)
	return exitOK
}

// advanceNew plays the chance steps a new game at path begins with and
// appends their events to its log.
func advanceNew(path string, stdout io.Writer) (game.Position, error) {
	g, err := loadGame(path, -1)
	if err != nil {
		return nil, err
	}
	last := g.events[len(g.events)-1].Seq
	s, evs := game.Advance(g.state, dice.NewSeeded(turnSeed(g.setup.Seed, last)))
	all := g.events
	for _, e := range evs {
		all = append(all, gamelog.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls})
	}
	if err := gamelog.WriteFileAtomic(path, g.header, all); err != nil {
		return nil, err
	}
	printEvents(stdout, evs)
	return s, nil
}

// createLog writes the log of a new game of scenario to path: header and
// setup event. A zero *seed is replaced by one drawn at random.
func createLog(path, scenario string, seed *uint64, decisions bool) (*started, error) {
	g, err := startGame(scenario, 1)
	if err != nil {
		return nil, err
	}
	setup := game.Setup{ScenarioFile: scenario, Decisions: decisions}
	if decisions {
		if err := game.AsksDecisions(g.rs); err != nil {
			return nil, fmt.Errorf("--decisions: %v", err)
		}
	}
	if *seed == 0 {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, fmt.Errorf("drawing a seed: %v", err)
		}
		*seed = binary.LittleEndian.Uint64(b[:]) | 1
	}
	h := gamelog.Header{Herald: version, Ruleset: g.rs.Name(), Scenario: g.sc.Name,
		ScenarioSHA256: g.sha, Dice: gamelog.Dice{Scheme: "seeded"}}
	setup.Seed = *seed
	data, _ := json.Marshal(setup)
	ev := gamelog.Event{Type: game.TypeSetup, Data: data}
	if err := gamelog.WriteFileAtomic(path, h, []gamelog.Event{ev}); err != nil {
		return nil, err
	}
	return g, nil
}

// started is a scenario loaded for play.
type started struct {
	rs  game.Rules
	sc  *scenario.Scenario
	m   *board.Map
	t   *table.Table // the measured table, on a table instead of a map
	sha string
}

// start is the game the setup starts.
func (g *started) start(setup game.Setup) (game.Position, error) {
	return game.Start(g.rs, setup, g.sc, game.Field{Map: g.m, Table: g.t})
}

// startGame loads a scenario, its map and the tables. seed only checks
// that the set-up can be played.
func startGame(name string, seed uint64) (*started, error) {
	src, shown, err := boardfile.ReadFile(name, "scenarios")
	if err != nil {
		return nil, noSuchScenario(name, err)
	}
	if !isScenario(src) {
		return nil, fmt.Errorf("%s is not a scenario (no sides:)", shown)
	}
	cat, err := boardfile.Catalog()
	if err != nil {
		return nil, err
	}
	classes, err := scenariofile.ShippedClasses()
	if err != nil {
		return nil, err
	}
	sc, m, t, err := scenariofile.ReadField(shown, src, classes, scenariofile.DiskMaps(shown, cat), scenariofile.DiskTables(shown))
	if err != nil {
		return nil, err
	}
	rs, err := game.RulesetFor(sc.Ruleset)
	if err != nil {
		return nil, err
	}
	g := &started{rs: rs, sc: sc, m: m, t: t, sha: gamelog.ScenarioHash(src)}
	if _, err := g.start(game.Setup{Seed: seed}); err != nil {
		return nil, err
	}
	return g, nil
}

// played is a game log read and folded.
type played struct {
	path   string
	header gamelog.Header
	events []gamelog.Event
	rs     game.Rules
	setup  game.Setup
	state  game.Position
	sc     *scenario.Scenario
	m      *board.Map
	// hist is the fold with the state after every event, for corrections.
	hist *game.History
	// replayed is how many events were folded into state.
	replayed int
}

// loadGame reads a log, checks its hash chain and its scenario, and
// replays its events up to seq to (all when to < 0).
func loadGame(path string, to int) (*played, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	h, evs, err := gamelog.ReadAll(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	p := &played{path: path, header: h, events: evs}
	if len(evs) == 0 || evs[0].Type != game.TypeSetup {
		return nil, &gamelog.CorruptError{Line: 2, Msg: "the first event is not the game's setup"}
	}
	if err := json.Unmarshal(evs[0].Data, &p.setup); err != nil {
		return nil, &gamelog.CorruptError{Line: 2, Msg: "setup event: " + err.Error()}
	}
	g, err := startGame(p.setup.ScenarioFile, p.setup.Seed)
	if err != nil {
		return nil, fmt.Errorf("%s: scenario %s: %w", path, p.setup.ScenarioFile, err)
	}
	if h.Ruleset != "" && h.Ruleset != g.rs.Name() {
		return nil, fmt.Errorf("%s: the log is a game of %s, but scenario %s is played under %s", path, h.Ruleset, p.setup.ScenarioFile, g.rs.Name())
	}
	if g.sha != h.ScenarioSHA256 {
		return nil, fmt.Errorf("%s: scenario %s has changed since the game began (SHA-256 %.12s…, the log says %.12s…)", path, p.setup.ScenarioFile, g.sha, h.ScenarioSHA256)
	}
	s0, err := g.start(p.setup)
	if err != nil {
		return nil, &gamelog.CorruptError{Line: 2, Msg: "setup event: " + err.Error()}
	}
	p.rs, p.sc, p.m = g.rs, g.sc, g.m
	p.hist = game.NewHistory(s0, game.Event{Type: evs[0].Type, Data: evs[0].Data})
	p.state = s0
	for _, e := range evs[1:] {
		if to >= 0 && e.Seq > to {
			break
		}
		// Corrections (§1) take the state back; the fold follows them.
		if err := p.hist.Add(game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}); err != nil {
			return nil, &gamelog.CorruptError{Line: e.Seq + 1, Msg: fmt.Sprintf("event %d: %v", e.Seq, err)}
		}
		p.state = p.hist.Position()
		p.replayed = e.Seq
	}
	if to < 0 {
		if err := game.Unfinished(p.state); err != nil {
			return nil, &gamelog.CorruptError{Line: len(evs) + 1, Msg: err.Error()}
		}
	}
	return p, nil
}
