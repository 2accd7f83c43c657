// Package duel is a ruleset for tests, and the worked example of
// docs/design.md: figures on a measured table fight in rounds. Each round
// after the first begins with a chance step (each side rolls a die for
// the initiative),
// then both sides write their orders sealed, at once; the orders are
// played together, strikes in initiative order. It has no hidden
// figures: what it hides is each side's orders until the reveal.
//
// Orders, one a line: "NAME move X Y" (straight towards the place, at
// most Reach·3 units) or "NAME strike ENEMY" (within Reach units, edge to
// edge: a 4 or more on a d6 kills).
package duel

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rule"
	"herald/internal/scenario"
	"herald/internal/table"
)

// Name is the ruleset's name in scenarios and logs.
const Name = "duel"

// Reach is how far a strike reaches, in units of the table.
const Reach = 2

// Rules is the duel ruleset.
type Rules struct{}

// Register makes the ruleset known to the engine (once).
func Register() {
	once.Do(func() { game.Register(Name, func() (game.Rules, error) { return Rules{}, nil }) })
}

var once sync.Once

func (Rules) Name() string { return Name }

// Fig is a figure: where it stands and whether it lives.
type Fig struct {
	Name  string      `json:"name"`
	Side  string      `json:"side"`
	Stand table.Stand `json:"stand"`
	Dead  bool        `json:"dead,omitempty"`
}

// State is one moment of a duel.
type State struct {
	t      *table.Table
	sides  []string
	turns  int
	Round  int    `json:"round"`
	First  string `json:"first,omitempty"` // the initiative, once rolled
	Figs   []Fig  `json:"figures"`
	Ended  bool   `json:"ended,omitempty"`
	Winner string `json:"winner,omitempty"`
}

// Start places the scenario's figures on its table.
func (Rules) Start(_ game.Setup, sc *scenario.Scenario, f game.Field) (game.Position, error) {
	if f.Table == nil || len(sc.Sides) != 2 {
		return nil, fmt.Errorf("duel is played by two sides on a measured table")
	}
	// The scenario's first side has the first round's initiative: a
	// game's first step waits for the sides, who may give their dice
	// seeds before any die is rolled.
	s := &State{t: f.Table, turns: sc.Turns, Round: 1, First: sc.First}
	for _, sd := range sc.Sides {
		s.sides = append(s.sides, sd.Name)
		for _, c := range sd.Characters {
			st := *c.At.Stand
			if st.Base == (table.Base{}) {
				st.Base = table.Base{Width: 25, Depth: 25}
			}
			s.Figs = append(s.Figs, Fig{Name: c.Name, Side: sd.Name, Stand: st})
		}
	}
	return s, nil
}

func (s *State) Sides() []string { return s.sides }

func (s *State) Step() game.Step {
	st := game.Step{Turn: s.Round, Stage: "orders"}
	switch {
	case s.Ended || s.Round > s.turns || s.standing() < 2:
		st.Kind, st.Winner = game.Over, s.winner()
	case s.First == "":
		st.Kind, st.Stage = game.Chance, "initiative"
	default:
		st.Kind, st.Sides = game.Sealed, s.order()
	}
	return st
}

// order is the sides, the one with the initiative first.
func (s *State) order() []string {
	out := []string{s.First}
	for _, x := range s.sides {
		if x != s.First {
			out = append(out, x)
		}
	}
	return out
}

// standing counts the sides with a figure alive.
func (s *State) standing() int {
	n := 0
	for _, sd := range s.sides {
		if s.alive(sd) > 0 {
			n++
		}
	}
	return n
}

func (s *State) alive(side string) int {
	n := 0
	for _, f := range s.Figs {
		if f.Side == side && !f.Dead {
			n++
		}
	}
	return n
}

func (s *State) winner() string {
	if s.Winner != "" {
		return s.Winner
	}
	best, by := "", -1
	for _, sd := range s.sides {
		switch n := s.alive(sd); {
		case n > by:
			best, by = sd, n
		case n == by:
			best = ""
		}
	}
	return best
}

// Order is one figure's order.
type Order struct {
	Who    string       `json:"who"`
	Strike string       `json:"strike,omitempty"`
	To     *table.Point `json:"to,omitempty"`
}

func (s *State) fig(name string) int {
	for i, f := range s.Figs {
		if f.Name == name {
			return i
		}
	}
	return -1
}

func refuse(line int, format string, a ...any) error {
	return &rule.Error{Set: Name, Rule: "orders", Msg: fmt.Sprintf("line %d: %s", line, fmt.Sprintf(format, a...))}
}

// Check reads a side's sealed orders.
func (s *State) Check(sub game.Submission) (game.Checked, error) {
	c := game.Checked{Submission: sub}
	if st := s.Step(); st.Kind != game.Sealed || sub.For != game.Sealed || !st.Due(sub.Side) {
		return c, &rule.Error{Set: Name, Rule: "rounds", Msg: fmt.Sprintf("%s has no sealed orders to give now", sub.Side)}
	}
	var os []Order
	var canon []string
	for i, l := range strings.Split(sub.Orders, "\n") {
		w := strings.Fields(l)
		if len(w) == 0 {
			continue
		}
		k := s.fig(w[0])
		if k < 0 || s.Figs[k].Side != sub.Side || s.Figs[k].Dead {
			return c, refuse(i+1, "%q is not a figure of %s standing", w[0], sub.Side)
		}
		for _, o := range os {
			if o.Who == w[0] {
				return c, refuse(i+1, "%s has an order already", w[0])
			}
		}
		o := Order{Who: w[0]}
		switch {
		case len(w) == 3 && w[1] == "strike":
			e := s.fig(w[2])
			if e < 0 || s.Figs[e].Side == sub.Side || s.Figs[e].Dead {
				return c, refuse(i+1, "%q is no enemy standing", w[2])
			}
			if table.Distance(s.Figs[k].Stand, s.Figs[e].Stand) > s.t.Unit.Of(Reach)+table.Epsilon {
				return c, refuse(i+1, "%s is out of reach", w[2])
			}
			o.Strike = w[2]
		case len(w) == 4 && w[1] == "move":
			x, err1 := strconv.ParseFloat(w[2], 64)
			y, err2 := strconv.ParseFloat(w[3], 64)
			p := table.Pt(s.t.Unit.Of(x), s.t.Unit.Of(y))
			st := s.Figs[k].Stand
			st.Centre = p
			if err1 != nil || err2 != nil || !s.t.Fits(st) {
				return c, refuse(i+1, "move to a place on the table, as X Y in %s", s.t.Unit)
			}
			if p.Dist(s.Figs[k].Stand.Centre) > s.t.Unit.Of(3*Reach)+table.Epsilon {
				return c, refuse(i+1, "%s moves at most %d %s", w[0], 3*Reach, s.t.Unit)
			}
			o.To = &p
		default:
			return c, refuse(i+1, "write NAME move X Y or NAME strike ENEMY")
		}
		os = append(os, o)
		canon = append(canon, strings.Join(w, " "))
	}
	c.Canonical, c.Plan = strings.Join(canon, "\n"), os
	return c, nil
}

// Round is the payload of a round's event; Initiative that of a chance.
type Round struct {
	Round  int       `json:"round"`
	Orders [][]Order `json:"orders"`
	Killed []string  `json:"killed"`
}

// Play rolls the initiative (a chance step) or plays a round's orders.
func (s *State) Play(cs []game.Checked, d dice.Source) (game.Position, []game.Event) {
	n := *s
	n.Figs = append([]Fig(nil), s.Figs...)
	rec := &dice.Recorder{Src: d}
	if s.First == "" {
		a, b := dice.D6(rec, s.sides[0]+" initiative"), dice.D6(rec, s.sides[1]+" initiative")
		n.First = s.sides[0]
		if b > a {
			n.First = s.sides[1]
		}
		ev := game.Event{Type: "initiative", Data: game.MustJSON(map[string]any{"round": s.Round, "first": n.First}),
			Rolls: rec.Take(), Report: []string{fmt.Sprintf("Round %d: %s has the initiative.", s.Round, n.First)}}
		return &n, []game.Event{ev}
	}
	r := Round{Round: s.Round, Killed: []string{}}
	report := []string{fmt.Sprintf("Round %d is played.", s.Round)}
	for _, c := range cs {
		os, _ := c.Plan.([]Order)
		r.Orders = append(r.Orders, os)
		for _, o := range os {
			if o.To != nil {
				f := &n.Figs[n.fig(o.Who)]
				if v := o.To.Sub(f.Stand.Centre); v.Len() > table.Epsilon {
					f.Stand.Facing = v.Bearing()
				}
				f.Stand.Centre = *o.To
				report = append(report, fmt.Sprintf("%s moves.", o.Who))
			}
		}
	}
	for _, os := range r.Orders {
		for _, o := range os {
			a, e := n.fig(o.Who), n.fig(o.Strike)
			if o.Strike == "" || n.Figs[a].Dead || n.Figs[e].Dead {
				continue
			}
			if table.Distance(n.Figs[a].Stand, n.Figs[e].Stand) > s.t.Unit.Of(Reach)+table.Epsilon {
				report = append(report, fmt.Sprintf("%s strikes at %s, out of reach now (void).", o.Who, o.Strike))
				continue
			}
			if dice.D6(rec, o.Who+" strikes "+o.Strike) >= 4 {
				n.Figs[e].Dead = true
				r.Killed = append(r.Killed, o.Strike)
				report = append(report, fmt.Sprintf("%s kills %s.", o.Who, o.Strike))
			} else {
				report = append(report, fmt.Sprintf("%s misses %s.", o.Who, o.Strike))
			}
		}
	}
	n.Round, n.First = s.Round+1, ""
	ev := game.Event{Type: "round", Data: game.MustJSON(r), Rolls: rec.Take(), Report: report}
	return &n, []game.Event{ev}
}

// Fold plays a logged event again with its rolls: the round's orders
// come from its payload.
func (s *State) Fold(e game.Event) (n game.Position, told []string, err error) {
	var cs []game.Checked
	switch st := s.Step(); {
	case e.Type == "initiative" && st.Kind == game.Chance:
	case e.Type == "round" && st.Kind == game.Sealed:
		var r Round
		if err := json.Unmarshal(e.Data, &r); err != nil || len(r.Orders) != len(st.Sides) {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "not a round of this game"}
		}
		for i, os := range r.Orders {
			cs = append(cs, game.Checked{Submission: game.Submission{Side: st.Sides[i], For: game.Sealed}, Plan: os})
		}
	default:
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: "not an event the game waits for"}
	}
	defer func() {
		if v := recover(); v != nil {
			n, told, err = nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprint(v)}
		}
	}()
	var vals []int
	for _, r := range e.Rolls {
		vals = append(vals, r.Value)
	}
	n, evs := s.Play(cs, dice.NewScripted(vals...))
	if len(evs) != 1 || string(evs[0].Data) != string(e.Data) || fmt.Sprint(evs[0].Rolls) != fmt.Sprint(e.Rolls) {
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the event is not what its orders and rolls play"}
	}
	return n, evs[0].Report, nil
}

// DrawTable shows every figure: nothing on the table is hidden.
func (s *State) DrawTable(string) []game.TableFigure {
	var out []game.TableFigure
	for _, f := range s.Figs {
		tf := game.TableFigure{Name: f.Name, Side: f.Side, Kind: "man", Stand: f.Stand}
		if f.Dead {
			tf.Status = "dead"
		}
		out = append(out, tf)
	}
	return out
}

func (s *State) View(string) ([]byte, error)   { return json.Marshal(s) }
func (s *State) Shows(string, game.Event) bool { return true }
func (s *State) End() game.Position            { n := *s; n.Ended = true; return &n }

// Moves offers each side's orders: every figure strikes the nearest enemy
// in reach, or else moves towards the nearest one; variants move fewer.
func (s *State) Moves(side string, limit int) []game.Submission {
	if st := s.Step(); st.Kind != game.Sealed || !st.Due(side) {
		return nil
	}
	var lines []string
	for _, f := range s.Figs {
		if f.Side != side || f.Dead {
			continue
		}
		best, far := -1, table.Length(math.Inf(1))
		for j, e := range s.Figs {
			if d := table.Distance(f.Stand, e.Stand); e.Side != side && !e.Dead && d < far {
				best, far = j, d
			}
		}
		if best < 0 {
			continue
		}
		e := s.Figs[best]
		if far <= s.t.Unit.Of(Reach) {
			lines = append(lines, f.Name+" strike "+e.Name)
			continue
		}
		v := e.Stand.Centre.Sub(f.Stand.Centre)
		step := math.Min(float64(s.t.Unit.Of(3*Reach)), float64(far))
		to := f.Stand.Centre.Add(v.Scale(step / float64(v.Len()) * 0.999))
		lines = append(lines, fmt.Sprintf("%s move %.2f %.2f", f.Name, to.X.In(s.t.Unit), to.Y.In(s.t.Unit)))
	}
	var out []game.Submission
	for k := len(lines); k >= 0 && (limit < 1 || len(out) < limit); k-- {
		out = append(out, game.Submission{Side: side, For: game.Sealed, Orders: strings.Join(lines[:k], "\n")})
	}
	return out
}
