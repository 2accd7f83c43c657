package game

import (
	"fmt"
	"slices"

	"herald/internal/gamelog"
)

// replayMessage folds a side's message (gamelog.TypeMessage): it changes
// nothing on the board, and is told as the side wrote it.
func replayMessage(p Position, e Event) ([]string, error) {
	text, err := gamelog.MessageOf(gamelog.Event{Type: e.Type, Side: e.Side, Data: e.Data})
	if err != nil {
		return nil, &ReplayError{e.Type, err.Error()}
	}
	if !slices.Contains(p.Sides(), e.Side) {
		return nil, &ReplayError{e.Type, fmt.Sprintf("%q is not a side of this game", e.Side)}
	}
	return []string{MessageLine(e.Side, text)}, nil
}

// MessageLine tells a side's message.
func MessageLine(side, text string) string {
	return fmt.Sprintf("%s writes: %s", side, text)
}
