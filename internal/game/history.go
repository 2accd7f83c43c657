package game

import (
	"encoding/json"
	"fmt"

	"herald/internal/dice"
	"herald/internal/gamelog"
	"herald/internal/rule"
)

// History is a game folded event by event, keeping the position after
// every event so that a correction (play by mail: the opponent claims an
// error in the turn just played) can take the game back to the start of
// the turn it corrects. The log is never rewritten: the corrected events
// stay in it and in History, and only the position moves back.
type History struct {
	// states[i] is the position after event seq i+1 (states[0]: the
	// start).
	states []Position
	events []Event
	// redo checks the dice of a corrected turn, while one is being folded.
	redo *redoCheck
}

// NewHistory starts a history at the game's start, which is event seq 1.
func NewHistory(start Position, setupEvent Event) *History {
	return &History{states: []Position{start}, events: []Event{setupEvent}}
}

// Position is the game now.
func (h *History) Position() Position { return h.states[len(h.states)-1] }

// Seq is the seq of the last event folded.
func (h *History) Seq() int { return len(h.states) }

// Add folds the next event: a correction by going back to the position
// before the events it replaces, any other through Replay.
func (h *History) Add(e Event) error {
	var n Position
	var err error
	if e.Type == gamelog.TypeCorrection {
		n, err = h.correction(e)
	} else {
		if h.redo != nil {
			if err := h.redo.check(e.Rolls); err != nil {
				return &ReplayError{e.Type, err.Error()}
			}
		}
		n, err = Replay(h.Position(), e)
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
// the position its corrected turn starts from.
func (h *History) correction(e Event) (Position, error) {
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

// LastTurn finds the events of side's turn that a correction may replace:
// the last turn in the log, which must be side's (the opponent claims an
// error before he plays on).
func (h *History) LastTurn(side string) (first, through int, err error) {
	through = len(h.events)
	last := h.events[through-1]
	if last.Type != TypeTurnEnded || last.Side != side {
		return 0, 0, correctionRefused(h.Position(), side)
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

// Correct plays side's last turn again with corrected orders and the dice
// of the original turn: each recorded roll is used again where the
// corrected turn rolls the same die, and fresh dice once they run out.
// It returns the correction event to append, then the turn's events; the
// history is not changed (Add them to fold them).
func (h *History) Correct(side, orders, reason string, fresh dice.Source) (Position, []Event, error) {
	first, through, err := h.LastTurn(side)
	if err != nil {
		return nil, nil, &OrderError{Err: err}
	}
	from := h.states[first-2]
	c, err := from.Check(Submission{Side: side, For: Orders, Orders: orders})
	if err != nil {
		return nil, nil, err
	}
	redo := &gamelog.Redo{Recorded: h.rolls(first, through), Fresh: fresh}
	n, evs := from.Play([]Checked{c}, redo)
	corr := gamelog.Correction{Corrects: first, Through: through, Reason: reason, Orders: c.Canonical}
	ce := Event{Type: gamelog.TypeCorrection, Side: side, Data: MustJSON(corr),
		Report: []string{fmt.Sprintf("correction of events %d..%d (the player turn of %s), with its dice", first, through, side)}}
	return n, append([]Event{ce}, evs...), nil
}

// Corrector is a ruleset whose rules allow a turn just played to be
// corrected; it words the refusal of any other correction in its rules.
type Corrector interface {
	CorrectionRefused(side string) error
}

// correctionRefused is the refusal of a correction by side: the
// ruleset's, or herald's own where the ruleset has no such rule.
func correctionRefused(p Position, side string) error {
	if c, ok := p.(Corrector); ok {
		return c.CorrectionRefused(side)
	}
	return &rule.Error{Set: "herald", Rule: "corrections", Msg: fmt.Sprintf("only the turn just played can be corrected, and the last turn in the log is not %s's", side)}
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
			return fmt.Errorf("the corrected turn rolled %d on a d%d (%s) where the original turn rolled %d: a correction keeps the original dice", got.Value, got.Sides, got.Purpose, want.Value)
		}
	}
	return nil
}
