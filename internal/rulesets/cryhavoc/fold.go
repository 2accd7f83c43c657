package cryhavoc

import (
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/sequence"
)

// Fold implements game.Position: the same Apply that play used, with the
// event's recorded rolls as the dice, and the result must be the
// recorded payload byte for byte.
func (s *State) Fold(e game.Event) (game.Position, []string, error) {
	n, told, err := s.rs.fold(s, e)
	if err != nil {
		return nil, nil, err
	}
	return n, told, nil
}

// orderEvents are the event types an order gives, folded by playing the
// order again.
var orderEvents = map[string]bool{
	sequence.TypeMoved: true, sequence.TypeFired: true, sequence.TypeCombat: true, sequence.TypeWaited: true,
	sequence.TypeVoid: true, TypeRetreated: true, TypeAdvanced: true,
	TypeDoor: true, TypeTask: true, TypeDismounted: true, TypePickedUp: true, TypeDropped: true, TypeLed: true, TypeReleased: true, TypeCaptured: true, TypeStandingPin: true, TypeLadder: true, TypeToppled: true, TypeBattered: true, TypeHelped: true, TypeAlarm: true, TypeCover: true,
}

func (h *CryHavoc) fold(s *State, e game.Event) (*State, []string, error) {
	if e.Type == TypePlaced || e.Type == TypeSetUpEnded {
		return replaySetUp(s, e)
	}
	if s.SettingUp() {
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: "comes before the set-up is complete"}
	}
	if n, told, err, done := h.foldDecision(s, e); done {
		return n, told, err
	}
	switch {
	case e.Type == game.TypePhase:
		return sequence.FoldPhase[*State](h, stages, s, s.Side, e)
	case e.Type == TypeSwam:
		return h.foldSwam(s, e)
	case e.Type == game.TypeTurnEnded:
		return sequence.FoldTurnEnded[*State](h, s, s.Side, e)
	case orderEvents[e.Type]:
		// A retreat answering a decision is the opponent's, in the phase
		// of the turn it stopped.
		return sequence.FoldOrder[*State](h, s, e, func(o notation.Order) bool {
			return o.Kind == notation.KindRetreat && e.Side != s.Side
		})
	}
	return nil, nil, &game.ReplayError{Type: e.Type, Msg: "unknown event type"}
}
