package cryhavoc

import (
	"encoding/json"
	"fmt"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/sequence"
)

// A swimmer given no move order still rolls on the open-water table at
// the end of his side's movement phase (§17.12, 26.4): he cannot climb
// out without trying, but the water moves him all the same. The roll is
// a stage hook's, logged as its own event and folded by playing it again.

// TypeSwam is the open-water roll of a swimmer given no order.
const TypeSwam = "swam"

// swamEvent is a swam event's payload.
type swamEvent struct {
	Who    string      `json:"who"`
	Result movedResult `json:"result"`
}

// unorderedSwimmers are the side's swimmers who have not moved this
// phase, in the order of the roster.
func (s *State) unorderedSwimmers(side string) []string {
	var who []string
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Side == side && !c.Moved && s.swimming(c) {
			who = append(who, c.Name)
		}
	}
	return who
}

// owesSwim opens the movement phase for a side with a swimmer in it.
func owesSwim(t *turn) bool { return len(t.State.unorderedSwimmers(t.Side)) > 0 }

// swimTheRest rolls for each swimmer left without an order.
func swimTheRest(t *turn) bool {
	h := rulesOf(t)
	for _, who := range t.State.unorderedSwimmers(t.Side) {
		t.Roll(func(s *State, d dice.Source) (*State, []game.Event) { return h.swimUnordered(s, t.Side, who, d) })
	}
	return false
}

// swimUnordered plays who's open-water roll: a step to his own hex asks
// for no climbing out.
func (h *CryHavoc) swimUnordered(s *State, side, who string, d dice.Source) (*State, []game.Event) {
	n := s.clone()
	c, ok := n.Character(who)
	if !ok || !n.swimming(c) || c.Side != side {
		ev := game.Event{Type: TypeSwam, Side: side, Data: game.MustJSON(swamEvent{Who: who}),
			Report: []string{fmt.Sprintf("%s is not swimming: no roll", who)}}
		return s, []game.Event{ev}
	}
	r, lines := n.swim(c, []field.Place{{Head: c.At}, {Head: c.At}}, d)
	n.dropField()
	ev := game.Event{Type: TypeSwam, Side: side, Data: game.MustJSON(swamEvent{Who: who, Result: r}),
		Report: append([]string{who + " has no order and swims where the water takes him (17.12):"}, lines...)}
	return n, []game.Event{ev}
}

// foldSwam plays a logged swam event again, in the movement phase of the
// side whose turn it is.
func (h *CryHavoc) foldSwam(s *State, e game.Event) (*State, []string, error) {
	var p swamEvent
	if err := json.Unmarshal(e.Data, &p); err != nil {
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
	}
	if s.Phase != notation.PhaseMove || e.Side != s.Side {
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("%s's swim outside %s's movement phase", p.Who, e.Side)}
	}
	return sequence.Refold(e, "swim "+p.Who, func(d dice.Source) (*State, []game.Event) {
		return h.swimUnordered(s, e.Side, p.Who, d)
	})
}
