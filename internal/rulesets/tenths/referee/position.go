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

// Event types of a tenths game. Sealed orders are the engine's (its
// sealed and revealed events); the orders event applies them.
const (
	// TypeOrders: the orders of a moment, one side's or (sealed, then
	// revealed) several sides' at once, applied together.
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
	st.Sides = free
	switch {
	case len(free) == 1:
		st.Kind, st.Player = game.Orders, free[0]
	case len(free) > 1:
		st.Kind = game.Sealed
	default:
		st.Kind, st.Sides = game.Chance, nil
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
		return c, &game.OrderError{Err: errf(tenths.TagAttack, "the clock waits for %s to say %s", st.Question.Side, st.Question.Help)}
	case st.Kind == game.Chance:
		return c, &game.OrderError{Err: errf(tenths.TagClock, "the clock is running: nobody gives orders now")}
	case sub.For == game.Decision:
		return c, &game.OrderError{Err: errf(tenths.TagClock, "there is nothing to decide: give orders for the free combatants")}
	case s.Over:
		return c, &game.OrderError{Err: errf(tenths.TagClock, "the game is over")}
	case !slices.Contains(s.sides, sub.Side):
		return c, &game.OrderError{Err: errf(tenths.TagClock, "%q is not a side of this game", sub.Side)}
	case !st.Due(sub.Side):
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

// SideOrders are one side's canonical orders.
type SideOrders struct {
	Side   string `json:"side"`
	Orders string `json:"orders"`
}

// ordersData is the payload of an orders event.
type ordersData struct {
	At     tenths.Tenth `json:"at"`
	Orders []SideOrders `json:"orders"`
}

// Play implements game.Position: the orders of this moment (one side's,
// or every due side's once the engine has revealed them), all applied
// together; an answer to a defence question; or, with none, the clock's
// next moment (a Chance step).
func (s *State) Play(cs []game.Checked, d dice.Source) (game.Position, []game.Event) {
	rec := &dice.Recorder{Src: d}
	var n *State
	var ev game.Event
	switch {
	case len(cs) == 0:
		n, ev = s.moment(rec)
	case cs[0].For == game.Decision:
		n, ev = s.defended(cs[0].Side, cs[0].Canonical)
	default:
		var all []SideOrders
		for _, c := range cs {
			all = append(all, SideOrders{Side: c.Side, Orders: c.Canonical})
		}
		n, ev = s.applyAll(all, rec)
	}
	ev.Rolls = rec.Take()
	return n, []game.Event{ev}
}

// runs reports whether the clock may move on by itself.
func (s *State) runs() bool {
	m, _ := s.asked()
	return !s.Over && len(s.Clock.Free()) == 0 && m == nil
}

// applyAll applies every side's orders of this moment, in play order.
func (s *State) applyAll(all []SideOrders, d dice.Source) (*State, game.Event) {
	n := s.clone()
	report := []string{"orders at tenth " + TimeOf(s.Clock.Now) + ":"}
	side := ""
	for _, sd := range n.sides {
		for _, so := range all {
			if so.Side != sd {
				continue
			}
			side = sd
			o, _ := orders.Parse(so.Orders)
			// Checked when submitted; no side's orders are applied before
			// all are in, so none changes what another's plan rests on.
			p, err := n.plan(sd, o)
			if err != nil {
				report = append(report, fmt.Sprintf("  %s: orders void: %v", sd, err))
				continue
			}
			for _, l := range n.apply(sd, p, d) {
				report = append(report, "  "+l)
			}
		}
	}
	var idle []string
	n.idle(&idle)
	for _, l := range idle {
		report = append(report, "  "+l)
	}
	if len(all) > 1 {
		side = ""
	}
	ev := game.Event{Type: TypeOrders, Side: side, Data: game.MustJSON(ordersData{At: s.Clock.Now, Orders: all}), Report: report}
	return n, ev
}

// View implements game.Position.
func (s *State) View(side string) ([]byte, error) { return json.Marshal(s.view(side)) }

// Shows implements game.Position: orders with a secret part (a feint's
// real moves) are hidden from the other sides until the rules reveal it,
// whether the ruleset's orders event or the engine's reveal holds them.
func (s *State) Shows(side string, e game.Event) bool {
	if side == game.Referee || s.Over {
		return true
	}
	var all []SideOrders
	switch e.Type {
	case TypeOrders:
		var d ordersData
		if json.Unmarshal(e.Data, &d) != nil {
			return false
		}
		all = d.Orders
	case game.TypeRevealed:
		var rv game.Revealed
		if json.Unmarshal(e.Data, &rv) != nil {
			return false
		}
		for _, o := range rv.Orders {
			all = append(all, SideOrders{Side: o.Side, Orders: o.Orders})
		}
	default:
		return true
	}
	for _, so := range all {
		if so.Side != side && s.secretLive(so.Orders) {
			return false
		}
	}
	return true
}

// Withholds implements game.Secretive: the engine's reveal of sealed
// orders is withheld from a side while it holds another side's secret.
func (s *State) Withholds(side string, e game.Event) bool { return !s.Shows(side, e) }

// secretLive reports whether orders hold a secret that a combatant is
// still keeping: his action from those orders is under way, sealed.
func (s *State) secretLive(text string) bool {
	if !strings.Contains(text, " secretly ") {
		return false
	}
	o, err := orders.Parse(text)
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
	switch e.Type {
	case TypeOrders:
		var d ordersData
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
		}
		for _, so := range d.Orders {
			if _, err := s.Check(game.Submission{Side: so.Side, For: game.Orders, Orders: so.Orders}); err != nil {
				return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the orders are refused: " + err.Error()}
			}
		}
		return sequence.Refold(e, "orders", func(src dice.Source) (*State, []game.Event) {
			n, ev := s.applyAll(d.Orders, src)
			return n, []game.Event{ev}
		})
	case TypeDefended:
		return s.foldDefended(e)
	case TypeMoment:
		if !s.runs() {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the clock cannot move: the game waits for orders or a decision"}
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
