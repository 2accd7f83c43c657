package game

import (
	"encoding/json"
	"fmt"
	"strings"

	"herald/internal/gamelog"
)

// Fog of war: what each side may be told. A position is the whole truth;
// each side has an information state, what its rules let it know. The
// ruleset says what that is (Position.View, Position.Shows, and what a
// Drawer draws for a side); the functions here apply it to the log and to
// the accounts of events the same way for every ruleset and channel.
// Events are never changed, only withheld.

// ReportFor is the account of told events that side may see: the events
// it may not see are left out, and a phase with them when none of the
// phase's events is shown. A question asked (a pending event) is public.
func ReportFor(p Position, told []Told, side string) []string {
	var out []string
	for i, t := range told {
		if !shown(p, side, t.Event) || t.Event.Type == TypePhase && !phaseShown(p, told[i+1:], side) {
			continue
		}
		out = append(out, t.Lines...)
	}
	return out
}

// Shown reports whether side may see the logged event e of a game now
// at p: the ruleset's judgement, the engine's own events public.
func Shown(p Position, side string, e Event) bool { return shown(p, side, e) }

// shown: side may see e, a question asked always.
func shown(p Position, side string, e Event) bool {
	switch e.Type {
	case TypeRevealed:
		// Revealed orders are revealed to all, but for a part the rules
		// keep secret longer: a feint's real moves (Secretive), a dodge
		// face down until it is guessed (the ruleset's Shows).
		if side == Referee {
			return true
		}
		if sc, ok := Inner(p).(Secretive); ok && sc.Withholds(side, e) {
			return false
		}
		return p.Shows(side, e)
	case TypePending, TypeSealed:
		// Public: a sealed event says only that a side is in (LogFor
		// strips its box).
		return true
	}
	// Revealed orders are revealed to all, unless the ruleset keeps a
	// part of them face down a while (Destrier's dodge until it is
	// guessed): its Shows judges them too.
	return side == Referee || p.Shows(side, e)
}

// phaseShown: some event of the phase whose events follow is shown.
func phaseShown(p Position, after []Told, side string) bool {
	for _, t := range after {
		if t.Event.Type == TypePhase || t.Event.Type == TypeTurnEnded {
			return false
		}
		if shown(p, side, t.Event) {
			return true
		}
	}
	return false
}

// Withheld stands in a side's copy of the log for a line it may not see
// yet: the sequence stays whole, the content does not leak.
type Withheld struct {
	Seq  int    `json:"seq"`
	Type string `json:"type"`
	Side string `json:"side"`
}

// PendingStripped is a pending event as a side may read it while the
// turn waits: the question without the rest of the waiting turn.
type PendingStripped struct {
	Seq      int             `json:"seq"`
	Type     string          `json:"type"`
	Side     string          `json:"side"`
	Data     json.RawMessage `json:"data"`
	Withheld []string        `json:"withheld"`
}

// LogFor is a game's log as side may read it, line for line: lines are
// the log's lines, the header first, then the setup and the other
// events; each event line is given as it is, withheld, or (a pending
// event) stripped of the waiting turn's rest.
func LogFor(p Position, lines []string, side string) ([]string, error) {
	out := make([]string, 0, len(lines))
	// A pending event before the last turn-ended belongs to a turn that
	// has been played out.
	lastEnd := -1
	for i, l := range lines {
		if strings.Contains(l, `"type":"`+TypeTurnEnded+`"`) {
			lastEnd = i
		}
	}
	for i, l := range lines {
		if i < 2 {
			out = append(out, l) // header and the game's setup
			continue
		}
		var e gamelog.Event
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			return nil, fmt.Errorf("event %d: %w", i, err)
		}
		ev := Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}
		if e.Type == TypePending && !restShown(p, ev, side, i < lastEnd) {
			var q Pending
			if err := json.Unmarshal(e.Data, &q); err != nil {
				return nil, fmt.Errorf("event %d: %w", i, err)
			}
			q.Rest = ""
			b, _ := json.Marshal(PendingStripped{Seq: e.Seq, Type: e.Type, Side: e.Side, Data: MustJSON(q), Withheld: []string{"rest"}})
			out = append(out, string(b))
			continue
		}
		if e.Type == TypeSealed && side != Referee && p.Step().Kind != Over {
			// The box is the host's safe, not the players': only that
			// the side is in, and its commitment.
			var so SealedOrders
			if err := json.Unmarshal(e.Data, &so); err != nil {
				return nil, fmt.Errorf("event %d: %w", i, err)
			}
			b, _ := json.Marshal(PendingStripped{Seq: e.Seq, Type: e.Type, Side: e.Side,
				Data: MustJSON(SealedOrders{Commitment: so.Commitment}), Withheld: []string{"box"}})
			out = append(out, string(b))
			continue
		}
		if shown(p, side, ev) {
			out = append(out, l)
			continue
		}
		b, _ := json.Marshal(Withheld{Seq: e.Seq, Type: "withheld", Side: e.Side})
		out = append(out, string(b))
	}
	return out, nil
}

// restShown: side may read the rest of the waiting turn a pending event
// keeps. Only the waiting side may while the turn goes on; once it is
// played out its orders have been played or voided, and the ruleset says
// whether they tell side what it may not know.
func restShown(p Position, e Event, side string, played bool) bool {
	if side == Referee || side == e.Side || p.Step().Kind == Over {
		return true
	}
	return played && p.Shows(side, e)
}
