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

// foldBookkeeping folds the events that are the referee's, not the
// game's: the dice's (gamelog.IsDiceEvent) and the sides' messages,
// which change nothing on the board, and an ended game. done is false
// for any other event.
func foldBookkeeping(p Position, e Event) (n Position, told []string, err error, done bool) {
	if gamelog.IsDiceEvent(e.Type) {
		return p, nil, nil, true
	}
	if e.Type == gamelog.TypeMessage {
		told, err := replayMessage(p, e)
		return p, told, err, true
	}
	if e.Type != TypeEnded {
		return nil, nil, nil, false
	}
	var d Ended
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return nil, nil, &ReplayError{e.Type, err.Error()}, true
	}
	if e.Side != Referee && !slices.Contains(p.Sides(), e.Side) {
		return nil, nil, &ReplayError{e.Type, fmt.Sprintf("%q is not a side of this game", e.Side)}, true
	}
	if p.Step().Kind == Over {
		return nil, nil, &ReplayError{e.Type, "the game is over already"}, true
	}
	return p.End(), []string{EndedReport(e.Side, d.Reason)}, nil, true
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
