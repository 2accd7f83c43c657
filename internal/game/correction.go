package game

import (
	"encoding/json"
	"fmt"

	"herald/internal/dice"
	"herald/internal/gamelog"
	"herald/internal/notation"
	"herald/internal/rule"
)

// History is a game folded event by event, keeping the state after every
// event so that a correction (§1, play by mail) can take the game back to
// the start of the player turn it corrects. The log is never rewritten:
// the corrected events stay in it and in History, and only the state
// moves back.
type History struct {
	rs Ruleset
	// states[i] is the state after event seq i+1 (states[0]: the set-up).
	states []*State
	events []Event
	// redo checks the dice of a corrected turn, while one is being folded.
	redo *redoCheck
}

// NewHistory starts a history at the set-up, which is event seq 1.
func NewHistory(rs Ruleset, setup *State, setupEvent Event) *History {
	return &History{rs: rs, states: []*State{setup}, events: []Event{setupEvent}}
}

// State is the game now.
func (h *History) State() *State { return h.states[len(h.states)-1] }

// Seq is the seq of the last event folded.
func (h *History) Seq() int { return len(h.states) }

// Add folds the next event: an order's or a turn's event through Replay,
// a correction by going back to the state before the events it replaces.
func (h *History) Add(e Event) error {
	s := h.State()
	var n *State
	var err error
	if e.Type == gamelog.TypeCorrection {
		n, err = h.correction(e)
	} else {
		if h.redo != nil {
			if err := h.redo.check(e.Rolls); err != nil {
				return &ReplayError{e.Type, err.Error()}
			}
		}
		n, err = Replay(h.rs, s, e)
		if err == nil && e.Type == TypeTurnEnded && h.redo != nil && e.Side == h.redo.side {
			h.redo = nil
		}
	}
	if err != nil {
		return err
	}
	h.states = append(h.states, n)
	h.events = append(h.events, e)
	return nil
}

// correction checks a correction event against the history and returns
// the state its corrected turn starts from.
func (h *History) correction(e Event) (*State, error) {
	var c gamelog.Correction
	if err := json.Unmarshal(e.Data, &c); err != nil {
		return nil, &ReplayError{e.Type, err.Error()}
	}
	first, through, err := h.LastTurn(e.Side)
	if err != nil {
		return nil, &ReplayError{e.Type, err.Error()}
	}
	if c.Corrects != first || c.Through != through {
		return nil, &ReplayError{e.Type, fmt.Sprintf("corrects events %d..%d, but the last player turn of %s is events %d..%d", c.Corrects, c.Through, e.Side, first, through)}
	}
	h.redo = &redoCheck{side: e.Side, recorded: h.rolls(first, through)}
	return h.states[first-2], nil
}

// LastTurn finds the events of side's player turn that a correction may
// replace: the last player turn in the log, which must be side's (the
// opponent claims an error before he plays on).
func (h *History) LastTurn(side string) (first, through int, err error) {
	through = len(h.events)
	last := h.events[through-1]
	if last.Type != TypeTurnEnded || last.Side != side {
		return 0, 0, rule.Errorf("1", "only the player turn just played can be corrected, and the last player turn in the log is not %s's", side)
	}
	first = through
	for first > 2 {
		prev := h.events[first-2]
		if prev.Type == TypeTurnEnded || prev.Type == gamelog.TypeCorrection || prev.Type == TypeSetup {
			break
		}
		first--
	}
	return first, through, nil
}

// rolls are the dice recorded in events first..through (seqs).
func (h *History) rolls(first, through int) []dice.Roll {
	var out []dice.Roll
	for _, e := range h.events[first-1 : through] {
		out = append(out, e.Rolls...)
	}
	return out
}

// Correct replays side's last player turn with corrected orders and the
// dice of the original turn (§1): each recorded roll is used again where
// the corrected turn rolls the same die, and fresh dice once they run
// out. It returns the correction event to append, then the turn's events;
// the history is not changed (Add them to fold them).
func (h *History) Correct(side string, t notation.Turn, lines []int, reason, orders string, fresh dice.Source) (*State, []Event, error) {
	first, through, err := h.LastTurn(side)
	if err != nil {
		return nil, nil, &OrderError{Err: err}
	}
	redo := &gamelog.Redo{Recorded: h.rolls(first, through), Fresh: fresh}
	s, evs, err := PlayTurn(h.rs, h.states[first-2], side, t, lines, redo)
	if err != nil {
		return nil, nil, err
	}
	c := gamelog.Correction{Corrects: first, Through: through, Reason: reason, Orders: orders}
	ce := Event{Type: gamelog.TypeCorrection, Side: side, Data: mustJSON(c),
		Report: []string{fmt.Sprintf("correction of events %d..%d (the player turn of %s), with its dice", first, through, side)}}
	return s, append([]Event{ce}, evs...), nil
}

// redoCheck follows a corrected turn's rolls against the original turn's,
// as gamelog.Redo hands them out: each roll must be the next recorded roll
// of the same die, until they run out.
type redoCheck struct {
	side     string
	recorded []dice.Roll
	next     int
}

func (r *redoCheck) check(rolls []dice.Roll) error {
	for _, got := range rolls {
		for r.next < len(r.recorded) && r.recorded[r.next].Sides != got.Sides {
			r.next++
		}
		if r.next >= len(r.recorded) {
			continue // a fresh roll
		}
		want := r.recorded[r.next]
		r.next++
		if got.Value != want.Value {
			return fmt.Errorf("the corrected turn rolled %d on a d%d (%s) where the original turn rolled %d: a correction keeps the original dice (§1)", got.Value, got.Sides, got.Purpose, want.Value)
		}
	}
	return nil
}
