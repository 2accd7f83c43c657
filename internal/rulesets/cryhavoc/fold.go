package cryhavoc

import (
	"fmt"

	"herald/internal/dice"
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
	TypeDoor: true, TypeTask: true, TypeDismounted: true, TypePickedUp: true, TypeDropped: true, TypeLed: true, TypeReleased: true,
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
		ph, err := sequence.ReadPhase(stages, e, s.Phase, s.Side)
		if err != nil {
			return nil, nil, err
		}
		n := s.clone()
		n.Phase = ph
		return n, []string{ph.String() + ":"}, nil
	case e.Type == game.TypeTurnEnded:
		if e.Side != s.Side {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("ends %s's player turn, but it is %s's", e.Side, s.Side)}
		}
		n, evs := h.EndTurn(s, e.Side)
		if err := sequence.Same(e, evs); err != nil {
			return nil, nil, err
		}
		return n, game.Reports(evs), nil
	case orderEvents[e.Type]:
		o, p, err := sequence.ReadOrder(e)
		if err != nil {
			return nil, nil, err
		}
		// A retreat answering a decision is the opponent's, in the phase
		// of the turn it stopped.
		if o.Phase != s.Phase && !(o.Kind == notation.KindRetreat && e.Side != s.Side) {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("order %q outside its phase (now %s)", p.Order, s.Phase)}
		}
		return sequence.Refold(e, p.Order, func(d dice.Source) (*State, []game.Event) {
			return h.Apply(s, e.Side, o, d)
		})
	}
	return nil, nil, &game.ReplayError{Type: e.Type, Msg: "unknown event type"}
}
