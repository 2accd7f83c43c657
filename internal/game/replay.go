package game

import (
	"fmt"

	"herald/internal/scenario"
)

// Asker is a ruleset whose turns may stop for the opponent's decision
// (Setup.Decisions); its Start reads the flag.
type Asker interface {
	Rules
	Asks() bool
}

// AsksDecisions refuses a game of rs that wants the opponent's
// decisions asked when rs asks none.
func AsksDecisions(rs Rules) error {
	if a, ok := rs.(Asker); !ok || !a.Asks() {
		return fmt.Errorf("%s asks no decisions in the middle of a turn", rs.Name())
	}
	return nil
}

// Start is the game rs plays as its setup event says: the position
// before its second event.
func Start(rs Rules, setup Setup, sc *scenario.Scenario, f Field) (Position, error) {
	if setup.Decisions {
		if err := AsksDecisions(rs); err != nil {
			return nil, err
		}
	}
	if sc == nil || (f.Map == nil) == (f.Table == nil) {
		return nil, fmt.Errorf("setup needs a scenario and its map or table")
	}
	return rs.Start(setup, sc, f)
}

// Replay folds one logged event into the position: the ruleset plays it
// again with the event's recorded rolls, and the result must be the
// logged event byte for byte. The engine folds its own events (the
// dice's, an ended game) itself.
func Replay(p Position, e Event) (Position, error) {
	n, _, err := fold(p, e)
	return n, err
}

// ReplayTold is Replay that also tells the event in the words play used,
// with its rolls: the log keeps what happened, not the English account.
func ReplayTold(p Position, e Event) (Position, []string, error) {
	n, told, err := fold(p, e)
	if err != nil {
		return nil, nil, err
	}
	return n, append(told, rollLines(e.Rolls)...), nil
}

func fold(p Position, e Event) (Position, []string, error) {
	if n, told, err, done := foldBookkeeping(p, e); done {
		return n, told, err
	}
	if n, told, err, done := foldSealing(p, e); done {
		return n, told, err
	}
	return p.Fold(e)
}
