package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"herald/internal/dice"
	"herald/internal/notation"
	"herald/internal/rule"
)

// OrderError is a refused order: its line in the orders file (0 if not
// known) and the rule that refuses it.
type OrderError struct {
	Line  int
	Order string
	Err   error
}

func (e *OrderError) Error() string {
	if e.Order == "" {
		return e.Err.Error()
	}
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s: %v", e.Line, e.Order, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Order, e.Err)
}

func (e *OrderError) Unwrap() error { return e.Err }

func orderError(t notation.Turn, lines []int, i int, err error) error {
	oe := &OrderError{Err: err}
	if text, e := t.Orders[i].MarshalText(); e == nil {
		oe.Order = string(text)
	}
	if i < len(lines) {
		oe.Line = lines[i]
	}
	return oe
}

// TurnChecker is implemented by a Ruleset that words the refusal of a
// whole turn (the game over, not the side's turn) in its own rules.
type TurnChecker interface {
	LegalTurn(s *State, side string) error
}

// PhaseChecker is implemented by a Ruleset with rules about the orders of
// one phase taken together (each character fires once, attacks once).
// It returns the index of the first refused order.
type PhaseChecker interface {
	LegalPhase(s *State, side string, orders []notation.Order) (int, error)
}

// ReplayError is an event that does not follow from the state before it.
type ReplayError struct {
	Type string
	Msg  string
}

func (e *ReplayError) Error() string { return fmt.Sprintf("%s event: %s", e.Type, e.Msg) }

// Replay folds one logged event into the state: the same Apply that play
// used, with the event's recorded rolls as the dice, and the result must
// be the recorded payload byte for byte.
func Replay(rs Ruleset, s *State, e Event) (*State, error) {
	n, _, err := replay(rs, s, e)
	return n, err
}

// ReplayTold is Replay that also tells the event in the words play used,
// with its rolls: the log keeps what happened, not the English account.
func ReplayTold(rs Ruleset, s *State, e Event) (*State, []string, error) {
	n, told, err := replay(rs, s, e)
	if err != nil {
		return nil, nil, err
	}
	for _, r := range e.Rolls {
		told = append(told, fmt.Sprintf("  rolled d%d: %d (%s)", r.Sides, r.Value, r.Purpose))
	}
	return n, told, nil
}

// reports joins the accounts of events.
func reports(evs []Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Report...)
	}
	return out
}

func replay(rs Ruleset, s *State, e Event) (st *State, told []string, err error) {
	if n, told, err, done := replayBookkeeping(s, e); done {
		return n, told, err
	}
	if e.Type == TypePlaced || e.Type == TypeSetUpEnded {
		return replaySetUp(s, e)
	}
	if s.SettingUp() {
		return nil, nil, &ReplayError{e.Type, "comes before the set-up is complete"}
	}
	if n, told, err, done := replayDecision(rs, s, e); done {
		return n, told, err
	}
	switch e.Type {
	case TypePhase:
		var p struct {
			Phase string `json:"phase"`
		}
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &ReplayError{e.Type, err.Error()}
		}
		ph, ok := phaseByName(rs, p.Phase)
		if !ok || ph < s.Phase || e.Side != s.Side {
			return nil, nil, &ReplayError{e.Type, fmt.Sprintf("phase %q of %s does not follow %s of %s", p.Phase, e.Side, s.Phase, s.Side)}
		}
		n := s.clone()
		n.Phase = ph
		return n, []string{ph.String() + ":"}, nil
	case TypeTurnEnded:
		if e.Side != s.Side {
			return nil, nil, &ReplayError{e.Type, fmt.Sprintf("ends %s's player turn, but it is %s's", e.Side, s.Side)}
		}
		n, evs := rs.EndTurn(s, e.Side)
		return n, reports(evs), same(e, evs)
	case TypeMoved, TypeFired, TypeCombat, TypeWaited, TypeVoid, TypeRetreated, TypeAdvanced,
		TypeDoor, TypeTask, TypeDismounted, TypePickedUp, TypeDropped, TypeLed, TypeReleased:
		var p orderEvent
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &ReplayError{e.Type, err.Error()}
		}
		t, err := notation.Parse(p.Order)
		if err != nil || len(t.Orders) != 1 {
			return nil, nil, &ReplayError{e.Type, fmt.Sprintf("order %q does not read: %v", p.Order, err)}
		}
		o := t.Orders[0]
		if o.Phase != s.Phase && !(o.Kind == notation.KindRetreat && e.Side != s.Side) {
			return nil, nil, &ReplayError{e.Type, fmt.Sprintf("order %q outside its phase (now %s)", p.Order, s.Phase)}
		}
		values := make([]int, len(e.Rolls))
		for i, r := range e.Rolls {
			values[i] = r.Value
		}
		sc := dice.NewScripted(values...)
		defer func() {
			// A log with too few rolls for its order is corrupt, not a bug.
			if r := recover(); r != nil {
				st, told, err = nil, nil, &ReplayError{e.Type, fmt.Sprintf("order %q: the recorded dice do not fit: %v", p.Order, r)}
			}
		}()
		rec := &dice.Recorder{Src: sc}
		n, evs := rs.Apply(s, e.Side, o, rec)
		if len(evs) > 0 {
			evs[len(evs)-1].Rolls = rec.Take()
		}
		if err := same(e, evs); err != nil {
			return nil, nil, err
		}
		if sc.Remaining() > 0 {
			return nil, nil, &ReplayError{e.Type, fmt.Sprintf("order %q: %d recorded rolls left unused", p.Order, sc.Remaining())}
		}
		return n, reports(evs), nil
	}
	return nil, nil, &ReplayError{e.Type, "unknown event type"}
}

// same checks that re-applying gave the logged event.
func same(e Event, evs []Event) error {
	if len(evs) != 1 {
		return &ReplayError{e.Type, fmt.Sprintf("re-applying gives %d events, not 1", len(evs))}
	}
	g := evs[0]
	var want bytes.Buffer
	if err := json.Compact(&want, e.Data); err != nil {
		return &ReplayError{e.Type, err.Error()}
	}
	if g.Type != e.Type || !bytes.Equal(g.Data, want.Bytes()) || !slices.Equal(g.Rolls, e.Rolls) {
		return &ReplayError{e.Type, fmt.Sprintf("does not follow from the game so far: re-applying gives %s %s", g.Type, g.Data)}
	}
	return nil
}

func phaseByName(rs Ruleset, name string) (notation.Phase, bool) {
	for _, p := range rs.Phases() {
		if p.String() == name {
			return p, true
		}
	}
	return 0, false
}

// RuleOf returns the rule error inside err, if any.
func RuleOf(err error) (*rule.Error, bool) {
	var re *rule.Error
	ok := errors.As(err, &re)
	return re, ok
}
