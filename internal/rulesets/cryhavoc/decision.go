package cryhavoc

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/sequence"
)

// Decisions in the middle of a turn (§4, §8, §10.9): the opponent decides
// where his characters retreat after missile fire or before an advance,
// which pinning attempts he makes against the moves, and whether his
// victorious defender advances. The turn stops with State.Pending set (a
// game.Decision step); his answer, order text, is checked like a turn
// and the rest of the waiting turn played on with it.

// The kinds of pending decision.
const (
	DecideRetreat = "retreat"
	DecidePin     = "pin"
	DecideAdvance = "advance"
)

// decidedResult is the payload of a decided event.
type decidedResult struct {
	Kind   string `json:"kind"`
	Answer string `json:"answer"`
}

// publicPending is the pending decision without the waiting turn's rest,
// for the state's JSON.
type publicPending struct {
	Side    string   `json:"side"`
	Turn    string   `json:"turn"`
	Kind    string   `json:"kind"`
	Rule    string   `json:"rule"`
	Choices []string `json:"choices"`
}

func public(p *game.Pending) *publicPending {
	if p == nil {
		return nil
	}
	return &publicPending{Side: p.Side, Turn: p.Turn, Kind: p.Kind, Rule: p.Rule, Choices: p.Choices}
}

// answerHelp says what an answer to each kind of decision holds.
var answerHelp = map[string]string{
	DecideRetreat: "retreat orders for them (herald retreats anyone left out)",
	DecidePin:     "the pin orders you make of these (none, some or all)",
	DecideAdvance: "one advance order, or nothing",
}

// question is the pending decision as every side may see it, with an
// answer to start from: as it stands herald's own default (no pins, no
// advance, herald retreats), with a commented line per choice.
func question(p *game.Pending) *game.Question {
	var b strings.Builder
	switch p.Kind {
	case DecideRetreat:
		b.WriteString("# give each a retreat, or leave him to herald\nretreat:\n")
		for _, c := range p.Choices {
			fmt.Fprintf(&b, "# %s retreat HEX, HEX\n", c)
		}
	case DecidePin:
		b.WriteString("# the pinning attempts you make: remove the # of each (one per character)\n")
		for _, c := range p.Choices {
			fmt.Fprintf(&b, "# %s\n", c)
		}
	case DecideAdvance:
		b.WriteString("# one of them may advance, or nothing\ncombat:\n")
		for _, c := range p.Choices {
			fmt.Fprintf(&b, "# %s advance HEX\n", c)
		}
	}
	return &game.Question{Side: p.Side, Turn: p.Turn, Kind: p.Kind, Rule: p.Rule, Choices: p.Choices,
		Help: answerHelp[p.Kind], Answer: b.String()}
}

// pendingLine and decidedLine tell a decision asked for and answered.
func pendingLine(p *game.Pending) string {
	return fmt.Sprintf("%s must decide (%s, §%s): %s", p.Side, p.Kind, p.Rule, strings.Join(p.Choices, "; "))
}

func decidedLine(side, kind, answer string) string {
	return fmt.Sprintf("%s decides (%s): %s", side, kind, oneLine(answer))
}

func oneLine(s string) string {
	// "retreat:\nRafe retreat M10" reads "retreat: Rafe retreat M10".
	s = strings.ReplaceAll(strings.TrimSpace(s), ":\n", ": ")
	s = strings.ReplaceAll(s, "\n", "; ")
	if s == "" {
		return "nothing"
	}
	return s
}

func opponent(s *State, side string) string {
	for _, x := range s.sides {
		if x != side {
			return x
		}
	}
	return side
}

// answered is a checked answer: the position with it decided (its
// retreats and advance not yet made) and the answer itself.
type answered struct {
	n      *State
	p      game.Pending
	answer notation.Turn
	rest   notation.Turn
}

// checkAnswer checks side's answer to the pending decision. A refused
// answer changes nothing; the side may answer again.
func (h *CryHavoc) checkAnswer(s *State, side, text string) (*answered, error) {
	switch {
	case s.Pending == nil:
		return nil, &game.OrderError{Err: rule.Errorf("4", "there is nothing to decide")}
	case side != s.Pending.Side:
		return nil, &game.OrderError{Err: rule.Errorf("4", "%s must decide, not %s", s.Pending.Side, side)}
	}
	answer, lines, err := notation.ParseWith(text, s.names())
	if err != nil {
		return nil, err
	}
	if err := s.limit(side).Check(len(answer.Orders)); err != nil {
		return nil, err
	}
	rest, err := notation.Parse(s.Pending.Rest)
	if err != nil {
		return nil, fmt.Errorf("cryhavoc: the rest of the turn does not read: %w", err)
	}
	n, err := h.decide(s, side, answer)
	if err != nil {
		oe, ok := err.(*game.OrderError)
		if !ok {
			return nil, &game.OrderError{Err: err}
		}
		if oe.Line > 0 && oe.Line <= len(lines) {
			oe.Line = lines[oe.Line-1]
		}
		return nil, oe
	}
	return &answered{n: n, p: *s.Pending, answer: answer, rest: rest}, nil
}

// playAnswer logs the answer, makes the retreats or advance it orders
// (herald retreats anyone it leaves out), and plays the rest of the
// waiting turn with d, up to its end or the next decision. The answer
// was the last thing that could be refused: the rest of the turn was
// checked whole when it was given, and its dice stand.
func (h *CryHavoc) playAnswer(a *answered, side string, d dice.Source) (*State, []game.Event) {
	n, p := a.n, a.p
	text := notation.Format(a.answer)
	out := []game.Event{{Type: game.TypeDecided, Side: side, Data: game.MustJSON(decidedResult{Kind: p.Kind, Answer: text}),
		Report: []string{decidedLine(side, p.Kind, text)}}}
	if p.Kind == DecideRetreat || p.Kind == DecideAdvance {
		for _, o := range a.answer.Orders {
			var evs []game.Event
			n, evs = h.Apply(n, side, o, nil)
			out = append(out, evs...)
		}
		for _, who := range p.Choices {
			if c, ok := n.Character(who); ok && c.RetreatOwed > 0 {
				var e game.Event
				n, e = h.retreatAuto(n, side, who)
				out = append(out, e)
			}
		}
	}
	t := sequence.Resume[*State](h, stages, n, p.Turn, a.rest.Orders, d)
	return t.State, append(out, t.Events...)
}

// foldDecision folds the events particular to decisions; done is false
// for any other event.
func (h *CryHavoc) foldDecision(s *State, e game.Event) (n *State, told []string, err error, done bool) {
	switch e.Type {
	case game.TypePending:
		var p game.Pending
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}, true
		}
		if s.Pending != nil || p.Turn != s.Side || e.Side != s.Side {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "a decision asked for out of turn"}, true
		}
		if err := h.checkPending(s, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}, true
		}
		n := s.clone()
		n.Pending = &p
		return n, []string{pendingLine(&p)}, nil, true
	case game.TypeDecided:
		var p decidedResult
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}, true
		}
		if s.Pending == nil || e.Side != s.Pending.Side || p.Kind != s.Pending.Kind {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "no such decision is pending"}, true
		}
		answer, err := notation.Parse(p.Answer)
		if err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}, true
		}
		n, err := h.decide(s, e.Side, answer)
		if err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}, true
		}
		return n, []string{decidedLine(e.Side, p.Kind, p.Answer)}, nil, true
	case TypeRetreated:
		var p sequence.OrderEvent
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}, true
		}
		if p.Order != "" {
			return nil, nil, nil, false // an order: replayed like any other
		}
		var r struct {
			Who string `json:"who"`
		}
		if err := json.Unmarshal(p.Result, &r); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}, true
		}
		if !slices.Contains(h.owed(s, e.Side), r.Who) {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("%s of %s owes no retreat", r.Who, e.Side)}, true
		}
		n, ev := h.retreatAuto(s, e.Side, r.Who)
		return n, ev.Report, sequence.Same(e, []game.Event{ev}), true
	}
	return nil, nil, nil, false
}

// checkPending: a logged decision is the one the rules ask for here.
func (h *CryHavoc) checkPending(s *State, p *game.Pending) error {
	switch p.Kind {
	case DecideRetreat:
		if want := h.owed(s, p.Side); !slices.Equal(want, p.Choices) {
			return fmt.Errorf("retreats owed by %s are %v, not %v", p.Side, want, p.Choices)
		}
	case DecideAdvance:
		if a := s.Advance; a == nil || a.Side != p.Side || !slices.Equal(a.Names, p.Choices) {
			return fmt.Errorf("no advance is open to %s", p.Side)
		}
	case DecidePin:
		rest, err := notation.Parse(p.Rest)
		if err != nil {
			return err
		}
		var moves []notation.Order
		for _, o := range rest.Orders {
			if o.Phase == notation.PhaseMove {
				moves = append(moves, o)
			}
		}
		if want := h.pinChoices(s, p.Turn, moves); !slices.Equal(want, p.Choices) {
			return fmt.Errorf("pinning attempts open are %v, not %v", want, p.Choices)
		}
	default:
		return fmt.Errorf("unknown decision %q", p.Kind)
	}
	return nil
}

// decide checks an answer and applies it (not the retreats it orders): the answer must fit the pending decision.
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
