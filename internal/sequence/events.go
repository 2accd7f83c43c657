package sequence

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
)

// Event types of orders, shared by the rulesets that play this notation.
const (
	TypeMoved  = "moved"  // a figure moved
	TypeFired  = "fired"  // a missile attack and its results
	TypeCombat = "combat" // a combat and its results
	TypeWaited = "waited" // a figure did nothing, said out loud
	TypeVoid   = "void"   // an order that earlier results made impossible
)

// OrderEvent is the payload of every event an order gave: the order in
// canonical notation (what replay plays again) and what came of it.
type OrderEvent struct {
	Order string `json:"order"`
	// Result is the part of the payload particular to the event type.
	Result json.RawMessage `json:"result,omitempty"`
}

// VoidResult is the result of a void event: the rule that made the
// order impossible, and how.
type VoidResult struct {
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
}

// PhaseEvent is side's phase ph beginning.
func PhaseEvent(side string, ph notation.Phase) game.Event {
	return game.Event{Type: game.TypePhase, Side: side, Data: game.MustJSON(map[string]string{"phase": ph.String()}),
		Report: []string{ph.String() + ":"}}
}

// Void is the event of an order that events made impossible: why is
// the refusal, re the rule it cites.
func Void(side string, o notation.Order, re *rule.Error, why error) game.Event {
	text, _ := o.MarshalText()
	return game.Event{Type: TypeVoid, Side: side,
		Data:   game.MustJSON(OrderEvent{Order: string(text), Result: game.MustJSON(VoidResult{Rule: re.Rule, Reason: re.Msg})}),
		Report: []string{fmt.Sprintf("%s: no longer possible: %v", text, why)}}
}

// Voided reports whether Apply found the order no longer possible.
func Voided(evs []game.Event) bool {
	return len(evs) == 1 && evs[0].Type == TypeVoid
}

// DiceDecide is the report of a fire or attack in the dry run: the dice,
// not rolled, would decide it.
func DiceDecide(o notation.Order) string { return o.String() + " (the dice decide)" }

// ReadOrder reads the order a logged order event played.
func ReadOrder(e game.Event) (notation.Order, OrderEvent, error) {
	var p OrderEvent
	if err := json.Unmarshal(e.Data, &p); err != nil {
		return notation.Order{}, p, &game.ReplayError{Type: e.Type, Msg: err.Error()}
	}
	t, err := notation.Parse(p.Order)
	if err != nil || len(t.Orders) != 1 {
		return notation.Order{}, p, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("order %q does not read: %v", p.Order, err)}
	}
	return t.Orders[0], p, nil
}

// Refold plays a logged order again with the event's recorded rolls, by
// apply, and checks that it gives the event byte for byte and uses every
// roll. A log with too few rolls for its order is corrupt, not a bug.
func Refold[S any](e game.Event, order string, apply func(d dice.Source) (S, []game.Event)) (st S, told []string, err error) {
	values := make([]int, len(e.Rolls))
	for i, r := range e.Rolls {
		values[i] = r.Value
	}
	sc := dice.NewScripted(values...)
	defer func() {
		if r := recover(); r != nil {
			var zero S
			st, told, err = zero, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("order %q: the recorded dice do not fit: %v", order, r)}
		}
	}()
	rec := &dice.Recorder{Src: sc}
	n, evs := apply(rec)
	if len(evs) > 0 {
		evs[len(evs)-1].Rolls = rec.Take()
	}
	if err := Same(e, evs); err != nil {
		var zero S
		return zero, nil, err
	}
	if sc.Remaining() > 0 {
		var zero S
		return zero, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("order %q: %d recorded rolls left unused", order, sc.Remaining())}
	}
	return n, game.Reports(evs), nil
}

// Same checks that playing a logged event again gave that event.
func Same(e game.Event, evs []game.Event) error {
	if len(evs) != 1 {
		return &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("re-applying gives %d events, not 1", len(evs))}
	}
	g := evs[0]
	var want bytes.Buffer
	if err := json.Compact(&want, e.Data); err != nil {
		return &game.ReplayError{Type: e.Type, Msg: err.Error()}
	}
	if g.Type != e.Type || !bytes.Equal(g.Data, want.Bytes()) || !slices.Equal(g.Rolls, e.Rolls) {
		return &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("does not follow from the game so far: re-applying gives %s %s", g.Type, g.Data)}
	}
	return nil
}

// ReadPhase reads a logged phase event: the phase, which must be one of
// the stages and not before now, begun by the side whose turn it is.
func ReadPhase[S comparable](stages []Stage[S], e game.Event, now notation.Phase, side string) (notation.Phase, error) {
	var p struct {
		Phase string `json:"phase"`
	}
	if err := json.Unmarshal(e.Data, &p); err != nil {
		return 0, &game.ReplayError{Type: e.Type, Msg: err.Error()}
	}
	for _, st := range stages {
		if st.Phase.String() == p.Phase && st.Phase >= now && e.Side == side {
			return st.Phase, nil
		}
	}
	return 0, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("phase %q of %s does not follow %s of %s", p.Phase, e.Side, now, side)}
}

// FoldPhase folds a logged phase event: the phase begun in s, the turn
// of side.
func FoldPhase[S comparable](ref Referee[S], stages []Stage[S], s S, side string, e game.Event) (S, []string, error) {
	ph, err := ReadPhase(stages, e, ref.PhaseOf(s), side)
	if err != nil {
		var zero S
		return zero, nil, err
	}
	return ref.Begin(s, ph), []string{ph.String() + ":"}, nil
}

// FoldTurnEnded folds a logged turn-ended event: side's turn ended again
// must give the event logged.
func FoldTurnEnded[S comparable](ref Referee[S], s S, side string, e game.Event) (S, []string, error) {
	var zero S
	if e.Side != side {
		return zero, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("ends %s's player turn, but it is %s's", e.Side, side)}
	}
	n, evs := ref.EndTurn(s, e.Side)
	if err := Same(e, evs); err != nil {
		return zero, nil, err
	}
	return n, game.Reports(evs), nil
}

// FoldOrder folds a logged order event: the order played again with its
// recorded rolls. An order stands in the phase s is in, or where
// elsewhere allows it.
func FoldOrder[S comparable](ref Referee[S], s S, e game.Event, elsewhere func(o notation.Order) bool) (S, []string, error) {
	var zero S
	o, p, err := ReadOrder(e)
	if err != nil {
		return zero, nil, err
	}
	if now := ref.PhaseOf(s); o.Phase != now && (elsewhere == nil || !elsewhere(o)) {
		return zero, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("order %q outside its phase (now %s)", p.Order, now)}
	}
	return Refold(e, p.Order, func(d dice.Source) (S, []game.Event) {
		return ref.Apply(s, e.Side, o, d)
	})
}
