package server

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"regexp"
	"sync"

	"herald/data"
	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/game"
	_ "herald/internal/game/rulesets"
	"herald/internal/gamelog"
	"herald/internal/scenario"
	"herald/internal/scenario/scenariofile"
	"herald/internal/store"
	"herald/internal/table"
)

// scenarioName is what a client may ask for: a shipped scenario's bare
// name. The server never reads a file a client names.
var scenarioName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}$`)

// loaded is a scenario ready for play.
type loaded struct {
	rs  game.Rules
	sc  *scenario.Scenario
	m   *board.Map
	t   *table.Table // the measured table, on a table instead of a map
	src []byte
	sha string
}

// start is the game the setup starts on l.
func (l *loaded) start(setup game.Setup) (game.Position, error) {
	return game.Start(l.rs, setup, l.sc, game.Field{Map: l.m, Table: l.t})
}

// scenarios caches loaded scenarios by the SHA-256 of their text: the
// loaded values are never changed by play.
type scenarios struct {
	mu sync.Mutex
	by map[string]*loaded
}

// shipped loads a shipped scenario by bare name.
func (c *scenarios) shipped(name string) (*loaded, error) {
	if !scenarioName.MatchString(name) {
		return nil, fmt.Errorf("%s", unknownScenario(name))
	}
	src, err := fs.ReadFile(data.FS, "scenarios/"+name+".yaml")
	if err != nil {
		return nil, fmt.Errorf("%s", unknownScenario(name))
	}
	return c.load(name, src)
}

// load reads scenario text as stored with a game; its maps come from the
// shipped maps only.
func (c *scenarios) load(name string, src []byte) (*loaded, error) {
	sha := gamelog.ScenarioHash(src)
	c.mu.Lock()
	defer c.mu.Unlock()
	if l, ok := c.by[sha]; ok {
		return l, nil
	}
	cat, err := boardfile.Catalog()
	if err != nil {
		return nil, err
	}
	classes, err := scenariofile.ShippedClasses()
	if err != nil {
		return nil, err
	}
	maps := func(m string) (*board.Map, error) {
		if !scenarioName.MatchString(m) {
			return nil, fmt.Errorf("map %q: only shipped maps are served", m)
		}
		msrc, err := fs.ReadFile(data.FS, "maps/"+m+".yaml")
		if err != nil {
			return nil, fmt.Errorf("map %q: no such shipped map", m)
		}
		return boardfile.ReadMap("data/maps/"+m+".yaml", msrc, cat)
	}
	sc, m, t, err := scenariofile.ReadField("data/scenarios/"+name+".yaml", src, classes, maps, scenariofile.ShippedTables)
	if err != nil {
		return nil, err
	}
	rs, err := game.RulesetFor(sc.Ruleset)
	if err != nil {
		return nil, err
	}
	l := &loaded{rs: rs, sc: sc, m: m, t: t, src: src, sha: sha}
	if _, err := l.start(game.Setup{}); err != nil {
		return nil, err
	}
	if c.by == nil {
		c.by = map[string]*loaded{}
	}
	c.forgetOne()
	c.by[sha] = l
	return l, nil
}

// position is a game folded from its stored log.
type position struct {
	g     store.Game
	l     *loaded
	state game.Position
	// seq is the store seq of the last line folded; count the game log's
	// events so far (the header is a line but not an event).
	seq   int64
	count int
	// rolls is how many dice the game has rolled: the index of the next
	// fair roll.
	rolls uint64
	// lastHash is the running hash of the last line, what the next event
	// chains from.
	lastHash string
	// told is the English account of the last write, event by event;
	// a side reads it through the fog (reportFor).
	told []game.Told
	// dice is the committed dice's bookkeeping, as the log has it.
	dice diceLog
	// played is the version of the last write that was not a side's
	// seed: a side may play against it or any version since (current).
	played int64
	// ended tells who ended the game before its last turn (game.Ended).
	ended string
	// sealedOnly: the last write was a side's sealed orders alone.
	sealedOnly bool
}

// keeper keeps sealed orders under the game's secret dice seed until the
// last due side's are in (game.Keeper).
func (p *position) keeper() game.Keeper {
	return game.NewBoxKeeper(append([]byte("herald sealed orders "), p.g.ServerSeed...), p.lastHash)
}

// current checks the version a side played or decided against: the
// game's, or one before it with only sides' seeds written since (a seed
// changes nothing a side decides by, so the opponent's first visit does
// not send a turn back).
func (p *position) current(version int64) error {
	if version < p.played || version > p.g.Version {
		return errf(http.StatusConflict, "the game is at version %d, not %d: it has moved on; reload and decide again", p.g.Version, version)
	}
	return nil
}

// fold rebuilds a game from its stored lines: line 1 is the gamelog
// header, line 2 the setup event, then the turns. Every line is checked
// against the log's hash chain as it is folded (integrity.go): a damaged
// log is refused, never served or appended to.
func (s *Server) fold(g store.Game, evs []store.Event) (*position, error) {
	p, err := s.foldAll(g, evs)
	if err != nil {
		return nil, s.damaged(g.ID, err)
	}
	return p, nil
}

func (s *Server) foldAll(g store.Game, evs []store.Event) (*position, error) {
	return s.foldLog(g, evs, true)
}

// foldPrefix folds the events before one to replay: they may end inside
// the play of revealed sealed orders, which that event goes on with.
func (s *Server) foldPrefix(g store.Game, evs []store.Event) (*position, error) {
	p, err := s.foldLog(g, evs, false)
	if err != nil {
		return nil, s.damaged(g.ID, err)
	}
	return p, nil
}

// foldLog folds a game's log; whole: the log must not end inside the
// play of revealed orders.
func (s *Server) foldLog(g store.Game, evs []store.Event, whole bool) (*position, error) {
	if len(evs) < 2 {
		return nil, fmt.Errorf("game %s: the log has no setup", g.ID)
	}
	if evs[0].Seq != 1 {
		return nil, &gamelog.CorruptError{Line: int(evs[0].Seq), Msg: "the log does not begin with line 1"}
	}
	header, err := gamelog.ParseHeader([]byte(evs[0].Line))
	if err != nil {
		return nil, err
	}
	if header.Dice.Commitment != g.DiceCommitment {
		return nil, &gamelog.CorruptError{Line: 1, Msg: fmt.Sprintf("the header's dice commitment %.12s… is not the game's, %.12s…", header.Dice.Commitment, g.DiceCommitment)}
	}
	l, err := s.scen.load(g.Scenario, []byte(g.ScenarioText))
	if err != nil {
		return nil, fmt.Errorf("game %s: scenario: %w", g.ID, err)
	}
	if l.sha != header.ScenarioSHA256 {
		return nil, &gamelog.CorruptError{Line: 1, Msg: "the header's scenario SHA-256 is not that of the game's scenario"}
	}
	var setup struct {
		Data game.Setup `json:"data"`
	}
	if err := json.Unmarshal([]byte(evs[1].Line), &setup); err != nil {
		return nil, &gamelog.CorruptError{Line: 2, Msg: "setup: " + err.Error()}
	}
	p := &position{g: g, l: l, seq: evs[0].Seq, lastHash: header.Hash, played: evs[0].Version,
		dice: diceLog{inLog: header.Dice.SideSeeds == gamelog.SideSeedsInLog}}
	if p.state, err = l.start(setup.Data); err != nil {
		return nil, fmt.Errorf("game %s: setup: %w", g.ID, err)
	}
	if err := p.foldOn(evs[1:]); err != nil {
		return nil, err
	}
	if err := game.Unfinished(p.state); whole && err != nil {
		return nil, &gamelog.CorruptError{Line: int(p.seq), Msg: err.Error()}
	}
	return p, nil
}

// foldOn folds the lines after p.seq into p, checking each against the
// hash chain; an error is a *gamelog.CorruptError naming the line.
func (p *position) foldOn(evs []store.Event) error {
	if len(evs) == 0 {
		return nil
	}
	// told is the account of the last write that played something: a
	// side's seed or message alone keeps the one before.
	var told []game.Told
	toldVersion := int64(0)
	defer func() {
		if told != nil {
			p.told = told
		}
	}()
	chain := gamelog.ChainFrom(gamelog.Head{Seq: p.count, Hash: p.lastHash})
	for _, se := range evs {
		line := int(se.Seq)
		if se.Seq != p.seq+1 {
			return &gamelog.CorruptError{Line: line, Msg: fmt.Sprintf("line %d follows line %d", se.Seq, p.seq)}
		}
		e, err := chain.Next(line, []byte(se.Line))
		if err != nil {
			return err
		}
		if err := p.dice.fold(e); err != nil {
			return &gamelog.CorruptError{Line: line, Msg: err.Error()}
		}
		p.seq = se.Seq
		p.count++
		p.lastHash = e.Hash
		p.rolls += uint64(len(e.Rolls))
		if e.Type != gamelog.TypeSeed && e.Type != gamelog.TypeMessage && e.Type != game.TypeSealed {
			p.played = se.Version
		}
		if p.count == 1 {
			if e.Type != game.TypeSetup {
				return &gamelog.CorruptError{Line: line, Msg: "the first event is not the game's setup"}
			}
			continue
		}
		ge := game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}
		n, lines, err := game.ReplayTold(p.state, ge)
		if err != nil {
			return &gamelog.CorruptError{Line: line, Msg: fmt.Sprintf("event %d does not follow from the game before it: %v", e.Seq, err)}
		}
		if e.Type == game.TypeEnded {
			p.ended = lines[0]
		}
		if se.Version > 1 && !gamelog.IsDiceEvent(e.Type) && e.Type != gamelog.TypeMessage {
			if se.Version != toldVersion {
				told, toldVersion = nil, se.Version
			}
			told = append(told, game.Told{Event: ge, Lines: lines})
		}
		p.state = n
	}
	return nil
}

// chain numbers and hashes new events after the log's last line and
// renders them as store lines.
func chain(prev string, seq int, evs []gamelog.Event) ([]string, error) {
	lines := make([]string, len(evs))
	for i := range evs {
		seq++
		evs[i].Seq = seq
		h, err := gamelog.HashEvent(prev, evs[i])
		if err != nil {
			return nil, err
		}
		evs[i].Hash = h
		prev = h
		b, err := json.Marshal(evs[i])
		if err != nil {
			return nil, err
		}
		lines[i] = string(b)
	}
	return lines, nil
}

// over reports whether the game has ended.
func (p *position) over() bool { return p.state.Step().Kind == game.Over }
