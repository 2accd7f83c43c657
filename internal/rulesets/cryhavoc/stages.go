package cryhavoc

import (
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/sequence"
)

// The sequence of play (§4): the phases of a player turn in order, and
// where Cry Havoc's own rules step in between orders: retreats owed,
// pinning attempts, advances after combat, each the opponent's decision
// or herald's default answer.
var stages = []sequence.Stage[*State]{
	{Phase: notation.PhaseRetreat, Open: owesRetreat, After: afterOrder, End: retreatTheRest},
	{Phase: notation.PhaseTasks, After: afterOrder},
	{Phase: notation.PhaseFirstFire, After: afterOrder, End: retreatAfterFire},
	{Phase: notation.PhaseShips, After: afterOrder},
	{Phase: notation.PhaseMove, Open: owesSwim, Begun: askPins, After: afterOrder, End: swimTheRest},
	{Phase: notation.PhaseSecondFire, After: afterOrder, End: retreatAfterFire},
	{Phase: notation.PhaseCombat, After: afterOrder},
	{Phase: notation.PhaseEnd, After: afterOrder},
}

type turn = sequence.Turn[*State]

// rulesOf is the ruleset the turn is played under.
func rulesOf(t *turn) *CryHavoc { return t.Ref.(*CryHavoc) }

// asking: the turn stops for the opponent's decisions. The dry run asks
// nobody.
func asking(t *turn) bool { return !t.Dry && rulesOf(t).Decisions }

// ask stops the turn for the opponent's decision, or, when he is not
// asked, gives the default answer at once: herald retreats the
// characters, no one tries to pin, no defender advances.
func ask(t *turn, kind, rl string, choices []string, rest []notation.Order) bool {
	h := rulesOf(t)
	if !asking(t) {
		if kind == DecideRetreat {
			for _, who := range choices {
				n, e := h.retreatAuto(t.State, opponent(t.State, t.Side), who)
				t.State = n
				t.Emit(e)
			}
		}
		return false
	}
	p := &game.Pending{Side: opponent(t.State, t.Side), Turn: t.Side, Kind: kind, Rule: rl, Choices: choices,
		Rest: notation.Format(notation.Turn{Orders: rest})}
	n := t.State.clone()
	n.Pending = p
	t.State = n
	t.Emit(game.Event{Type: game.TypePending, Side: t.Side, Data: game.MustJSON(p), Report: []string{pendingLine(p)}})
	return true
}

// owesRetreat opens the retreat phase when the side owes retreats (§4).
func owesRetreat(t *turn) bool { return len(rulesOf(t).owed(t.State, t.Side)) > 0 }

// retreatTheRest: herald retreats whoever the side's retreat orders left
// owing (§10.2).
func retreatTheRest(t *turn) bool {
	if t.Resumed {
		return false
	}
	h := rulesOf(t)
	for _, who := range h.owed(t.State, t.Side) {
		n, e := h.retreatAuto(t.State, t.Side, who)
		t.State = n
		t.Emit(e)
	}
	return false
}

// askPins: the opponent declares his pinning attempts against the
// phase's moves before they are made (§8).
func askPins(t *turn) bool {
	if !asking(t) {
		return false
	}
	var moves []notation.Order
	for _, i := range t.Idx {
		moves = append(moves, t.Orders[i])
	}
	choices := rulesOf(t).pinChoices(t.State, t.Side, moves)
	return len(choices) > 0 && ask(t, DecidePin, "8", choices, t.Rest(-1))
}

// afterOrder: a retreat of the side's own characters is taken at once
// (outside the retreat phase); a victorious defender may advance (§10.9,
// his decision); and before an advance the enemy it follows retreats.
func afterOrder(t *turn) bool {
	h := rulesOf(t)
	i := t.Idx[t.K]
	if t.Phase != notation.PhaseRetreat {
		for _, who := range h.owed(t.State, t.Side) {
			n, e := h.retreatAuto(t.State, t.Side, who)
			t.State = n
			t.Emit(e)
		}
	}
	// The default answer is no advance: the next order closes it.
	if a := t.State.Advance; a != nil && a.Side != t.Side && ask(t, DecideAdvance, "10.9", a.Names, t.Rest(i)) {
		return true
	}
	// An advance needs the hex its enemy vacates: he retreats now.
	if t.K+1 < len(t.Idx) && t.Orders[t.Idx[t.K+1]].Kind == notation.KindAdvance {
		if who := h.owed(t.State, opponent(t.State, t.Side)); len(who) > 0 && ask(t, DecideRetreat, "10.9", who, t.Rest(i)) {
			return true
		}
	}
	return false
}

// retreatAfterFire: after missile fire the opponent retreats now if the
// turn goes on (§4: "let the opponent handle retreats now").
func retreatAfterFire(t *turn) bool {
	rest := t.Rest(len(t.Orders))
	if len(rest) == 0 {
		return false
	}
	who := rulesOf(t).owed(t.State, opponent(t.State, t.Side))
	return len(who) > 0 && ask(t, DecideRetreat, "4", who, rest)
}

// PhaseOf implements sequence.Referee.
func (*CryHavoc) PhaseOf(s *State) notation.Phase { return s.Phase }

// Begin implements sequence.Referee.
func (*CryHavoc) Begin(s *State, ph notation.Phase) *State {
	n := s.clone()
	n.Phase = ph
	return n
}

// Settled implements sequence.Referee: moves, charges and tasks roll no
// die, unless pinning attempts wait for the moves (§8).
func (*CryHavoc) Settled(s *State, o notation.Order) bool {
	return rollsNoDice(o.Kind) && len(s.Pins) == 0 && !s.wadeRolls(o)
}

// CheckOrder implements sequence.Referee. An advance depends on its
// combat's result: it is checked when applied, and void if the result
// allows none. An order refused for news its player could not have had
// (a hidden man, §22.8) is left to be void when its turn comes.
func (h *CryHavoc) CheckOrder(start, scratch *State, side string, o notation.Order) (*State, []game.Event, bool, error) {
	if o.Kind == notation.KindAdvance {
		if o.Phase != notation.PhaseCombat {
			return nil, nil, false, rule.Errorf("10.9", "an advance follows its combat in the combat phase, not %s", o.Phase)
		}
		return nil, nil, false, nil
	}
	next, evs, ok, err := sequence.CheckOrder[*State](h, scratch, side, o)
	switch {
	case err != nil && overtaken(start, scratch, err):
		return nil, nil, false, nil
	case err != nil:
		return nil, nil, false, err
	case !ok && o.Kind == notation.KindRetreat:
		// A retreat rolls no die: the orders after it see it made.
		next, evs = h.Apply(scratch, side, o, nil)
		return next, evs, true, nil
	}
	return next, evs, ok, nil
}
