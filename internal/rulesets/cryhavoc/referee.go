package cryhavoc

import (
	"fmt"
	"slices"

	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/sequence"
)

// owed implements referee: side's live characters owing a retreat, in the
// scenario's order.
func (*CryHavoc) owed(s *State, side string) []string {
	var out []string
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Side == side && c.Live() && c.RetreatOwed > 0 {
			out = append(out, c.Name)
		}
	}
	return out
}

// retreatAuto implements referee.
func (*CryHavoc) retreatAuto(s *State, side, who string) (*State, game.Event) {
	n := s.clone()
	c, _ := n.Character(who)
	r, lines := n.autoRetreat(c)
	return n, game.Event{Type: TypeRetreated, Side: side, Data: game.MustJSON(sequence.OrderEvent{Result: game.MustJSON(r)}), Report: lines}
}

// decide implements referee: the answer must fit the pending decision.
func (h *CryHavoc) decide(s *State, side string, answer notation.Turn) (*State, error) {
	p := s.Pending
	n := s.clone()
	n.Pending = nil
	bad := func(i int, err error) error {
		text, _ := answer.Orders[i].MarshalText()
		return &game.OrderError{Line: i + 1, Order: string(text), Err: err}
	}
	if p.Kind == DecideAdvance && len(answer.Orders) == 0 {
		n.Advance = nil // he lets the chance go
	}
	seen := map[string]bool{}
	for i, o := range answer.Orders {
		switch p.Kind {
		case DecideRetreat:
			if o.Kind != notation.KindRetreat || len(o.Who) != 1 {
				return nil, bad(i, rule.Errorf("10.2", "the answer is retreat orders, one character each"))
			}
			if !slices.Contains(p.Choices, o.Who[0]) || seen[o.Who[0]] {
				return nil, bad(i, rule.Errorf("10.2", "%s has no retreat to make now (owed: %v)", o.Who[0], p.Choices))
			}
			seen[o.Who[0]] = true
			c, _ := n.Character(o.Who[0])
			if _, err := n.planRetreat(c, o); err != nil {
				return nil, bad(i, err)
			}
		case DecideAdvance:
			if o.Kind != notation.KindAdvance || i > 0 {
				return nil, bad(i, rule.Errorf("10.9", "the answer is one advance order, or nothing"))
			}
			cs, err := n.actorsOf(side, o.Who)
			if err != nil {
				return nil, bad(i, err)
			}
			if _, err := n.planAdvance(cs, o); err != nil {
				return nil, bad(i, err)
			}
		case DecidePin:
			text := o.String()
			if o.Kind != notation.KindPin || !slices.Contains(p.Choices, text) {
				return nil, bad(i, rule.Errorf("8", "%q is not one of the pinning attempts open: %v", text, p.Choices))
			}
			if seen[o.Who[0]] {
				return nil, bad(i, rule.Errorf("8", "%s makes only one pinning attempt a movement phase", o.Who[0]))
			}
			seen[o.Who[0]] = true
			n.Pins = append(n.Pins, text)
		}
	}
	return n, nil
}

// actorsOf finds side's characters by name.
func (s *State) actorsOf(side string, names []string) ([]*Character, error) {
	var cs []*Character
	for _, n := range names {
		c, err := s.actor(side, n)
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// applyDefenderAdvance carries out the advance of a victorious defender,
// given in answer to a decision in his opponent's player turn (§10.9).
func (h *CryHavoc) applyDefenderAdvance(s *State, side string, o notation.Order) (*State, []game.Event) {
	n := s.clone()
	text, _ := o.MarshalText()
	ev := game.Event{Side: side, Type: TypeAdvanced}
	payload := sequence.OrderEvent{Order: string(text)}
	cs, err := n.actorsOf(side, o.Who)
	var p advancePlan
	if err == nil {
		p, err = n.planAdvance(cs, o)
	}
	if err != nil || n.Advance == nil || n.Advance.Side != side {
		if err == nil {
			err = rule.Errorf("10.9", "no advance is open to %s", side)
		}
		re := asRule(err)
		ev.Type = sequence.TypeVoid
		payload.Result = game.MustJSON(sequence.VoidResult{Rule: re.Rule, Reason: re.Msg})
		ev.Report = []string{fmt.Sprintf("%s: no longer possible: %v", text, err)}
		n.Advance = nil
	} else {
		r, lines := n.takeAdvance(p, o)
		payload.Result = game.MustJSON(r)
		ev.Report = lines
	}
	ev.Data = game.MustJSON(payload)
	n.dropField()
	return n, []game.Event{ev}
}

// applyRetreat carries out a retreat order of side (in its retreat phase,
// or answering a decision); an impossible one is void.
func (h *CryHavoc) applyRetreat(s *State, side string, o notation.Order) (*State, []game.Event) {
	n := s.clone()
	text, _ := o.MarshalText()
	ev := game.Event{Side: side, Type: TypeRetreated}
	payload := sequence.OrderEvent{Order: string(text)}
	var err error
	var c *Character
	if len(o.Who) != 1 {
		err = rule.Errorf("10.2", "a retreat order moves one character")
	} else if c, err = n.actor(side, o.Who[0]); err == nil {
		var p retreatPath
		if p, err = n.planRetreat(c, o); err == nil {
			r, lines := n.takeRetreat(c, p, "")
			payload.Result = game.MustJSON(r)
			ev.Report = lines
		}
	}
	if err != nil {
		re := asRule(err)
		ev.Type = sequence.TypeVoid
		payload.Result = game.MustJSON(sequence.VoidResult{Rule: re.Rule, Reason: re.Msg})
		ev.Report = []string{fmt.Sprintf("%s: no longer possible: %v", text, err)}
	}
	ev.Data = game.MustJSON(payload)
	return n, []game.Event{ev}
}
