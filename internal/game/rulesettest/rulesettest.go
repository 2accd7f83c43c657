// Package rulesettest is the conformance suite every ruleset runs
// unchanged, as storetest is for stores: random legal play to the end of
// each of its scenarios, with at every step a refused submission that
// must change nothing, each side's view and log checked against its fog
// and against sealed orders not yet revealed; then the log written,
// read back byte for byte, replayed to the same game, verified, and
// altered so that it no longer verifies.
//
// A ruleset offers the candidate submissions random play picks from as a
// game.Mover (on game.Inner of the position).
package rulesettest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/scenario"
)

// Game is a scenario of the ruleset and the field it is played on.
type Game struct {
	Name     string
	Scenario *scenario.Scenario
	Field    game.Field
	// Setup is the game's setup event (its seed is each play's own).
	Setup game.Setup
}

// Options tune the suite.
type Options struct {
	// Plays is how many random games each scenario gets (default 2).
	Plays int
	// MaxSteps bounds a game's submissions (default 300): a game still
	// running then is checked as far as it went.
	MaxSteps int
	// Limit is how many candidates a Mover is asked for (default 8).
	Limit int
	// Seed makes the random choices (default 1).
	Seed uint64
}

func (o *Options) fill() {
	if o.Plays < 1 {
		o.Plays = 2
	}
	if o.MaxSteps < 1 {
		o.MaxSteps = 300
	}
	if o.Limit < 1 {
		o.Limit = 8
	}
	if o.Seed == 0 {
		o.Seed = 1
	}
}

// Run runs the suite for rs on each game.
func Run(t *testing.T, rs game.Rules, games []Game, o Options) {
	o.fill()
	if len(games) == 0 {
		t.Fatal("no scenarios to play")
	}
	for _, g := range games {
		for i := 0; i < o.Plays; i++ {
			seed := o.Seed + uint64(i)
			t.Run(fmt.Sprintf("%s/%d", g.Name, seed), func(t *testing.T) {
				pl := play(t, rs, g, seed, o)
				if t.Failed() {
					return
				}
				pl.replay(t)
				pl.verify(t)
			})
		}
	}
}

// played is a game played: its start, every event logged in order with
// its account, the position after, and the log's lines.
type played struct {
	rs     game.Rules
	g      Game
	start  game.Position
	setup  game.Event
	events []game.Event
	told   [][]string
	end    game.Position
	header gamelog.Header
	sealed int // how many sealed steps were revealed
	// w writes the log's lines into buf, read off into log.
	w   *gamelog.Writer
	buf bytes.Buffer
	log []string
}

// Keeper is the suite's keeper of sealed orders.
func Keeper(at int) game.Keeper {
	return game.NewBoxKeeper([]byte("rulesettest key"), fmt.Sprint(at))
}

func play(t *testing.T, rs game.Rules, g Game, seed uint64, o Options) *played {
	setup := g.Setup
	setup.Seed = seed
	setup.ScenarioFile = g.Name
	p, err := game.Start(rs, setup, g.Scenario, g.Field)
	if err != nil {
		t.Fatalf("start: %v", err)
	}
	pl := &played{rs: rs, g: g, start: p, setup: game.Event{Type: game.TypeSetup, Data: game.MustJSON(setup)},
		header: gamelog.Header{Herald: "rulesettest", Ruleset: rs.Name(), Scenario: g.Name, Dice: gamelog.Dice{Scheme: "seeded"}}}
	d := dice.NewSeeded(seed)
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	p, evs := game.Advance(p, d)
	pl.add(evs)
	for step := 0; step < o.MaxSteps; step++ {
		st := p.Step()
		if st.Kind == game.Over {
			break
		}
		if len(st.Sides) == 0 {
			t.Fatalf("step %d: a %s step waits for no side", step, st.Kind)
		}
		refusals(t, p, st)
		side := st.Sides[rng.IntN(len(st.Sides))]
		mv, ok := game.Inner(p).(game.Mover)
		if !ok {
			t.Fatalf("the ruleset's position offers no game.Mover: the suite cannot play it")
		}
		cands := mv.Moves(side, o.Limit)
		if len(cands) == 0 {
			t.Fatalf("step %d (%s, %s): no candidate submission for %s", step, st.Kind, st.Stage, side)
		}
		sub := cands[rng.IntN(len(cands))]
		var seen map[string]string
		if st.Kind == game.Sealed {
			seen = pl.seen(t, p)
		}
		n, evs, err := game.SubmitWith(p, sub, Keeper(len(pl.events)), d)
		if err != nil {
			t.Fatalf("step %d: %s's candidate %q refused: %v", step, side, sub.Orders, err)
		}
		pl.add(evs)
		if st.Kind == game.Sealed {
			pl.checkSealed(t, n, st, sub, seen)
		}
		pl.checkFog(t, n)
		p = n
	}
	pl.end = p
	st := p.Step()
	t.Logf("%d events; game turn %d, %s; %d sealed steps revealed", len(pl.events), st.Turn, st.Kind, pl.sealed)
	return pl
}

func (pl *played) add(evs []game.Event) {
	for _, e := range evs {
		pl.events = append(pl.events, e)
		pl.told = append(pl.told, game.Tell(e))
		if e.Type == game.TypeRevealed {
			pl.sealed++
		}
	}
}

// refusals: a submission by a side not due, and one that does not read,
// are refused, and refusing changes nothing any side sees.
func refusals(t *testing.T, p game.Position, st game.Step) {
	t.Helper()
	before := views(t, p)
	for _, side := range p.Sides() {
		if !st.Due(side) {
			if _, err := game.Check(p, game.Submission{Side: side, For: st.Kind, Orders: ""}); err == nil {
				t.Errorf("%s, not due at a %s step, had its submission accepted", side, st.Kind)
			}
		}
	}
	for _, text := range []string{"@@ no such order @@", strings.Repeat("x", game.MaxOrderBytes+1)} {
		if _, err := game.Check(p, game.Submission{Side: st.Sides[0], For: st.Kind, Orders: text}); err == nil {
			t.Errorf("%s's submission %.20q was accepted", st.Sides[0], text)
		}
	}
	if after := views(t, p); !equalViews(before, after) {
		t.Errorf("a refused submission changed what a side sees")
	}
}

// views are every side's view and the step.
func views(t *testing.T, p game.Position) map[string]string {
	st, _ := json.Marshal(p.Step())
	out := map[string]string{"step": string(st)}
	for _, side := range append([]string{game.Referee}, p.Sides()...) {
		v, err := p.View(side)
		if err != nil {
			t.Fatalf("view of %q: %v", side, err)
		}
		out["view "+side] = string(v)
	}
	return out
}

func equalViews(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// lines is the log so far as its lines: header, setup, events.
func (pl *played) lines(t *testing.T) []string {
	if pl.w == nil {
		var err error
		if pl.w, err = gamelog.NewWriter(&pl.buf, pl.header); err != nil {
			t.Fatal(err)
		}
	}
	all := append([]game.Event{pl.setup}, pl.events...)
	for _, e := range all[pl.w.Head().Seq:] {
		if _, err := pl.w.Append(gamelog.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}); err != nil {
			t.Fatalf("logging %s: %v", e.Type, err)
		}
		line, err := pl.buf.ReadString('\n')
		for err == nil && len(pl.log) == 0 && !strings.Contains(line, `"seq"`) {
			pl.log = append(pl.log, strings.TrimSuffix(line, "\n")) // the header
			line, err = pl.buf.ReadString('\n')
		}
		if err != nil {
			t.Fatal(err)
		}
		pl.log = append(pl.log, strings.TrimSuffix(line, "\n"))
	}
	return pl.log
}

// seen is all each side is shown: its view, its log and its account.
func (pl *played) seen(t *testing.T, p game.Position) map[string]string {
	lines := pl.lines(t)
	var told []game.Told
	for i, e := range pl.events {
		told = append(told, game.Told{Event: e, Lines: pl.told[i]})
	}
	out := map[string]string{}
	for _, side := range p.Sides() {
		v, _ := p.View(side)
		log, err := game.LogFor(p, lines, side)
		if err != nil {
			t.Fatal(err)
		}
		out[side] = string(v) + "\n" + strings.Join(log, "\n") + "\n" + strings.Join(game.ReportFor(p, told, side), "\n")
	}
	return out
}

// checkSealed: a side's sealed orders, until every due side is in, show
// nowhere another side looks — its view, its log, its account — beyond
// what it was shown before, and the side may not submit twice.
func (pl *played) checkSealed(t *testing.T, n game.Position, st game.Step, sub game.Submission, before map[string]string) {
	t.Helper()
	after := n.Step()
	if after.Kind != game.Sealed || after.Turn != st.Turn || after.Stage != st.Stage {
		return // the last side was in: revealed
	}
	if after.Due(sub.Side) {
		t.Errorf("%s is still due after sealing its orders", sub.Side)
	}
	if _, err := game.Check(n, sub); err == nil {
		t.Errorf("%s's second sealed submission was accepted", sub.Side)
	}
	var secrets []string
	for _, l := range strings.Split(sub.Orders, "\n") {
		if l = strings.TrimSpace(l); len(l) >= 6 {
			secrets = append(secrets, l, jsonString(l))
		}
	}
	for side, seen := range pl.seen(t, n) {
		if side == sub.Side {
			continue
		}
		for _, s := range secrets {
			if strings.Count(seen, s) > strings.Count(before[side], s) {
				t.Errorf("%s sees %q of %s's sealed orders before the reveal", side, s, sub.Side)
			}
		}
		if strings.Contains(seen, `"box":`) {
			t.Errorf("%s's log holds a sealed box", side)
		}
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}

// checkFog: each side's log hides every event its fog hides, line for
// line; where the ruleset can guess at what it hides (game.Sampler), a
// game the side cannot tell from the truth looks the same to it.
func (pl *played) checkFog(t *testing.T, p game.Position) {
	t.Helper()
	lines := pl.lines(t)
	for _, side := range p.Sides() {
		log, err := game.LogFor(p, lines, side)
		if err != nil {
			t.Fatal(err)
		}
		if len(log) != len(lines) {
			t.Fatalf("%s's log has %d lines, the log %d", side, len(log), len(lines))
		}
		for i := 2; i < len(lines); i++ {
			if log[i] == lines[i] {
				continue
			}
			var w struct {
				Type string          `json:"type"`
				Data json.RawMessage `json:"data"`
			}
			if json.Unmarshal([]byte(log[i]), &w) != nil {
				t.Fatalf("%s's log line %d does not read", side, i+1)
			}
			e := pl.events[i-2]
			if w.Type == "withheld" && len(w.Data) > 0 {
				t.Errorf("%s's log line %d is withheld but keeps data", side, i+1)
			}
			if w.Type != "withheld" && w.Type != e.Type {
				t.Errorf("%s's log line %d is a %s, the log's a %s", side, i+1, w.Type, e.Type)
			}
		}
		if sm, ok := game.Inner(p).(game.Sampler); ok && p == game.Inner(p) {
			// A game side cannot tell from the truth must look the same
			// to it: its view rests on nothing it may not know.
			want, _ := p.View(side)
			for k := 0; k < 2; k++ {
				r := rand.New(rand.NewPCG(uint64(len(pl.events)), uint64(k)))
				got, err := sm.Sample(side, r.IntN).View(side)
				if err != nil || !bytes.Equal(want, got) {
					t.Errorf("%s's view rests on what it does not know (a game it cannot tell from this one looks different):\n%s", side, firstDiff(want, got))
					break
				}
			}
		}

	}
}

// firstDiff shows where two texts part.
func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-200)
	return fmt.Sprintf("from the truth: …%s…\nfrom what it knows: …%s…", a[from:min(len(a), i+200)], b[from:min(len(b), i+200)])
}
