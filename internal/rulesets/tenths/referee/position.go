package referee

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
	"herald/internal/sequence"
)

// Event types of a tenths game.
const (
	// TypeSealed: a side's orders at a moment when other sides must still
	// give theirs; nobody else sees them until the last is in.
	TypeSealed = "sealed"
	// TypeOrders: the last orders of a moment are in; every side's are
	// applied together.
	TypeOrders = "orders"
	// TypeMoment: the clock moved to its next moment and resolved what
	// completed there.
	TypeMoment = "moment"
)

// TagOrders is the tag of refusals about the orders themselves.
const TagOrders = "base:orders"

// Sides implements game.Position.
func (s *State) Sides() []string { return s.sides }

// freeSides are the sides with a free combatant now, in play order.
func (s *State) freeSides() []string {
	has := map[string]bool{}
	for _, name := range s.Clock.Free() {
		if m, ok := s.Man(name); ok {
			has[m.Side] = true
		}
	}
	var out []string
	for _, sd := range s.sides {
		if has[sd] {
			out = append(out, sd)
		}
	}
	return out
}

// Step implements game.Position: orders from the one side with free
// combatants, sealed orders when several sides have, or the end.
func (s *State) Step() game.Step {
	st := game.Step{Turn: int(s.Clock.Now/10) + 1, Stage: "tenth " + TimeOf(s.Clock.Now)}
	if s.Over {
		st.Kind, st.Winner = game.Over, s.Winner
		return st
	}
	if m, t := s.asked(); m != nil {
		st.Kind, st.Sides, st.Player, st.Question = game.Decision, []string{t.Side}, m.Side, s.question(m, t)
		return st
	}
	free := s.freeSides()
	var due []string
	for _, sd := range free {
		if _, in := s.Pending[sd]; !in {
			due = append(due, sd)
		}
	}
	st.Sides = due
	switch {
	case len(free) == 1:
		st.Kind, st.Player = game.Orders, free[0]
	case len(free) > 1:
		st.Kind = game.Sealed
	default:
		st.Kind = game.Chance
	}
	return st
}

// Check implements game.Position: the orders read, every combatant named
// is the side's and may be given what he is given, with no die rolled.
func (s *State) Check(sub game.Submission) (game.Checked, error) {
	c := game.Checked{Submission: sub}
	st := s.Step()
	switch {
	case st.Kind == game.Decision && sub.For == game.Decision:
		return s.checkDefence(sub)
	case st.Kind == game.Decision:
		return c, &game.OrderError{Err: errf(tenths.TagAttack, "the clock waits for %s to say how %s meets an attack", st.Question.Side, st.Question.Help)}
	case sub.For == game.Decision:
		return c, &game.OrderError{Err: errf(tenths.TagClock, "there is nothing to decide: give orders for the free combatants")}
	case s.Over:
		return c, &game.OrderError{Err: errf(tenths.TagClock, "the game is over")}
	case !slices.Contains(s.sides, sub.Side):
		return c, &game.OrderError{Err: errf(tenths.TagClock, "%q is not a side of this game", sub.Side)}
	case !st.Due(sub.Side):
		if _, in := s.Pending[sub.Side]; in {
			return c, &game.OrderError{Err: errf(tenths.TagClock, "%s has given its orders for tenth %s already", sub.Side, TimeOf(s.Clock.Now))}
		}
		return c, &game.OrderError{Err: errf(tenths.TagClock, "no combatant of %s is free at tenth %s; waiting for %s", sub.Side, TimeOf(s.Clock.Now), strings.Join(st.Sides, ", "))}
	}
	o, err := orders.Parse(sub.Orders)
	if err != nil {
		oe := err.(*orders.Error)
		return c, &game.OrderError{Line: oe.Line, Order: oe.Text, Err: errf(TagOrders, "%s", oe.Msg)}
	}
	if o.HasAt && tenths.Tenth(o.At) != s.Clock.Now {
		return c, &game.OrderError{Err: errf(tenths.TagClock, "these orders are for tenth %d, but the game stands at tenth %d (%s)", o.At, s.Clock.Now, TimeOf(s.Clock.Now))}
	}
	p, err := s.plan(sub.Side, o)
	if err != nil {
		return c, err
	}
	o.At, o.HasAt = int(s.Clock.Now), true
	o.Lines = nil
	o.Orders = p.orders
	c.Canonical = orders.Format(o)
	c.Preview = p.preview
	c.Plan = p
	return c, nil
}

// sealedData is the payload of sealed and orders events.
type sealedData struct {
	At     tenths.Tenth `json:"at"`
	Orders string       `json:"orders"`
}

// Play implements game.Position: each side's orders are kept sealed
// until the last due side's are in; then all are applied together and
// the clock runs until a combatant is free again.
func (s *State) Play(cs []game.Checked, d dice.Source) (game.Position, []game.Event) {
	n := s
	var evs []game.Event
	for _, c := range cs {
		var e []game.Event
		if c.For == game.Decision {
			n, e = n.defend(c.Side, c.Canonical, d)
		} else {
			n, e = n.submit(c.Side, c.Canonical, d)
		}
		evs = append(evs, e...)
	}
	return n, evs
}

// submit plays one side's canonical orders: sealed, or the last ones in
// and then the clock.
func (s *State) submit(side, text string, d dice.Source) (*State, []game.Event) {
	n, ev := s.seal(side, text)
	if ev.Type == TypeSealed {
		return n, []game.Event{ev}
	}
	rec := &dice.Recorder{Src: d}
	n, ev = s.applyAll(side, text, rec)
	ev.Rolls = rec.Take()
	return n.run(rec, []game.Event{ev})
}

// run runs the clock from n until a combatant is free, a defender must
// be asked, or the game is over: each moment one event with its rolls.
func (s *State) run(rec *dice.Recorder, evs []game.Event) (*State, []game.Event) {
	n := s
	for i := 0; n.runs() && i < maxMoments; i++ {
		var e game.Event
		n, e = n.moment(rec)
		e.Rolls = rec.Take()
		evs = append(evs, e)
	}
	return n, evs
}

// runs reports whether the clock may move on by itself.
func (s *State) runs() bool {
	m, _ := s.asked()
	return !s.Over && len(s.Clock.Free()) == 0 && m == nil
}

// maxMoments bounds the moments one submission runs the clock through.
const maxMoments = 2000

// seal keeps side's orders while other sides must still give theirs.
func (s *State) seal(side, text string) (*State, game.Event) {
	n := s.clone()
	if n.Pending == nil {
		n.Pending = map[string]string{}
	}
	n.Pending[side] = text
	if len(n.Step().Sides) == 0 {
		return s, game.Event{}
	}
	ev := game.Event{Type: TypeSealed, Side: side, Data: game.MustJSON(sealedData{At: s.Clock.Now, Orders: text}),
		Report: []string{fmt.Sprintf("%s has given its orders for tenth %s (sealed until every side's are in)", side, TimeOf(s.Clock.Now))}}
	return n, ev
}

// applyAll applies every side's orders of this moment, in play order.
func (s *State) applyAll(side, text string, d dice.Source) (*State, game.Event) {
	n := s.clone()
	all := map[string]string{side: text}
	for sd, t := range s.Pending {
		all[sd] = t
	}
	n.Pending = nil
	report := []string{"orders at tenth " + TimeOf(s.Clock.Now) + ":"}
	for _, sd := range n.sides {
		t, ok := all[sd]
		if !ok {
			continue
		}
		o, _ := orders.Parse(t)
		// Checked when submitted; the other sides' orders change nothing
		// a plan depends on, since none is applied before all are in.
		p, err := n.plan(sd, o)
		if err != nil {
			report = append(report, fmt.Sprintf("  %s: orders void: %v", sd, err))
			continue
		}
		for _, l := range n.apply(sd, p, d) {
			report = append(report, "  "+l)
		}
	}
	var idle []string
	n.idle(&idle)
	for _, l := range idle {
		report = append(report, "  "+l)
	}
	ev := game.Event{Type: TypeOrders, Side: side, Data: game.MustJSON(sealedData{At: s.Clock.Now, Orders: text}), Report: report}
	return n, ev
}

// View implements game.Position.
func (s *State) View(side string) ([]byte, error) { return json.Marshal(s.view(side)) }

// Shows implements game.Position: a side's sealed orders are its own
// until the moment's orders are all in; orders with a secret part stay
// hidden from the other sides until the rules reveal it.
func (s *State) Shows(side string, e game.Event) bool {
	if side == game.Referee || side == e.Side || s.Over {
		return true
	}
	switch e.Type {
	case TypeSealed, TypeOrders:
		var d sealedData
		if json.Unmarshal(e.Data, &d) != nil {
			return false
		}
		if e.Type == TypeSealed && d.At == s.Clock.Now && s.Pending[e.Side] != "" {
			return false
		}
		return !s.secretLive(d)
	}
	return true
}

// secretLive reports whether orders of d hold a secret that a combatant
// is still keeping: his action from those orders is under way, sealed.
func (s *State) secretLive(d sealedData) bool {
	if !strings.Contains(d.Orders, " secretly ") {
		return false
	}
	o, err := orders.Parse(d.Orders)
	if err != nil {
		return true
	}
	for _, x := range o.Orders {
		m, ok := s.Man(x.Who)
		if ok && m.Doing != nil && !s.revealed(m) {
			return true
		}
	}
	return false
}

// Fold implements game.Position: each event is played again from the
// position before it, with its recorded rolls, and must give it byte for
// byte.
func (s *State) Fold(e game.Event) (game.Position, []string, error) {
	var d sealedData
	switch e.Type {
	case TypeSealed, TypeOrders:
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
		}
		if _, err := s.Check(game.Submission{Side: e.Side, For: game.Orders, Orders: d.Orders}); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the orders are refused: " + err.Error()}
		}
		if e.Type == TypeSealed {
			n, ev := s.seal(e.Side, d.Orders)
			if ev.Type != TypeSealed {
				return nil, nil, &game.ReplayError{Type: e.Type, Msg: "these orders are the last of their moment: an orders event, not sealed"}
			}
			if err := sequence.Same(e, []game.Event{ev}); err != nil {
				return nil, nil, err
			}
			return n, ev.Report, nil
		}
		if _, ev := s.seal(e.Side, d.Orders); ev.Type == TypeSealed {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "other sides must still give orders: a sealed event, not orders"}
		}
		return sequence.Refold(e, d.Orders, func(src dice.Source) (*State, []game.Event) {
			n, ev := s.applyAll(e.Side, d.Orders, src)
			return n, []game.Event{ev}
		})
	case TypeDefended:
		return s.foldDefended(e)
	case TypeMoment:
		if !s.runs() {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the clock cannot move: the game waits for orders"}
		}
		return sequence.Refold(e, "moment", func(src dice.Source) (*State, []game.Event) {
			n, ev := s.moment(src)
			return n, []game.Event{ev}
		})
	}
	return nil, nil, &game.ReplayError{Type: e.Type, Msg: "unknown event type"}
}

// End implements game.Position.
func (s *State) End() game.Position {
	n := s.clone()
	n.Over = true
	return n
}

// Lean implements game.Leaner: a State builds no caches.
func (s *State) Lean() game.Position { return s }
