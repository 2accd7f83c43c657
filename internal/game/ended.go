package game

import (
	"encoding/json"
	"fmt"
	"slices"

	"herald/internal/gamelog"
)

// TypeEnded is a game ended before its last turn: a side resigned or
// abandoned it, or the server's operator ended it (docs/dice.md). Nothing
// is played after it; the dice seed is revealed with it.
const TypeEnded = "ended"

// Ended is the payload of an ended event. The event's side is the side
// that ended the game, "" for the operator.
type Ended struct {
	Reason string `json:"reason"`
}

// MaxEndedReason bounds the reason given for ending a game.
const MaxEndedReason = 200

// replayBookkeeping folds the events that are the referee's, not the
// game's: the dice's (gamelog.IsDiceEvent) and the sides' messages, which
// change nothing on the board, and an ended game. done is false for any other event.
func replayBookkeeping(s *State, e Event) (n *State, told []string, err error, done bool) {
	if gamelog.IsDiceEvent(e.Type) {
		return s, nil, nil, true
	}
	if e.Type == gamelog.TypeMessage {
		told, err := replayMessage(s, e)
		return s, told, err, true
	}
	if e.Type != TypeEnded {
		return nil, nil, nil, false
	}
	var p Ended
	if err := json.Unmarshal(e.Data, &p); err != nil {
		return nil, nil, &ReplayError{e.Type, err.Error()}, true
	}
	if e.Side != "" && !slices.Contains(s.Sides, e.Side) {
		return nil, nil, &ReplayError{e.Type, fmt.Sprintf("%q is not a side of this game", e.Side)}, true
	}
	if s.Over {
		return nil, nil, &ReplayError{e.Type, "the game is over already"}, true
	}
	n = s.clone()
	n.Over, n.Pending = true, nil
	return n, []string{EndedReport(e.Side, p.Reason)}, nil, true
}

// EndedReport tells who ended the game and why.
func EndedReport(side, reason string) string {
	by := "the server's operator"
	if side != "" {
		by = side
	}
	if reason == "" {
		return fmt.Sprintf("The game was ended by %s.", by)
	}
	return fmt.Sprintf("The game was ended by %s: %s.", by, reason)
}
