package cryhavoc

import (
	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/sequence"
)

// Sides implements game.Position.
func (s *State) Sides() []string { return s.sides }

// Step implements game.Position: a side's set-up, a player turn, the
// opponent's decision in the middle of one, or the game's end.
func (s *State) Step() game.Step {
	st := game.Step{Kind: game.Orders, Sides: []string{s.Side}, Player: s.Side, Turn: s.Turn, Stage: s.PhaseName(), SetUp: s.SettingUp()}
	switch {
	case s.Over:
		st.Kind, st.Sides, st.Winner = game.Over, nil, s.Winner()
	case s.Pending != nil:
		st.Kind, st.Sides, st.Question = game.Decision, []string{s.Pending.Side}, question(s.Pending)
	}
	return st
}

// The plans Check gives Play.
type (
	// setUpPlan is a checked set-up: placements roll no die, so the
	// check played it.
	setUpPlan struct {
		n   *State
		evs []game.Event
	}
	turnPlan = sequence.Plan[*State]
)

// Check implements game.Position: a turn or set-up checked whole before
// its first die, or an answer to the pending decision.
func (s *State) Check(sub game.Submission) (game.Checked, error) {
	c := game.Checked{Submission: sub}
	switch sub.For {
	case game.Decision:
		a, err := s.rs.checkAnswer(s, sub.Side, sub.Orders)
		if err != nil {
			return c, err
		}
		c.Canonical, c.Plan = notation.Format(a.answer), a
		return c, nil
	case game.Orders:
	default:
		return c, &game.OrderError{Err: rule.Errorf("4", "herald waits for %s, not %s", s.Step().Kind, sub.For)}
	}
	t, lines, err := notation.ParseWith(sub.Orders, s.names())
	if err != nil {
		return c, err
	}
	if err := s.limit(sub.Side).Check(len(t.Orders)); err != nil {
		return c, err
	}
	c.Canonical = notation.Format(t)
	plan, err := s.rs.checkTurn(s, sub.Side, t, lines)
	if err != nil {
		return c, err
	}
	c.Plan = plan
	switch p := plan.(type) {
	case *setUpPlan:
		c.Preview = game.Reports(p.evs)
	case *turnPlan:
		c.Preview = game.Reports(p.Events)
	}
	return c, nil
}

// Play implements game.Position.
func (s *State) Play(cs []game.Checked, d dice.Source) (game.Position, []game.Event) {
	return s.rs.play(s, cs[0].Side, cs[0].Plan, d)
}

// play plays what checkTurn or checkAnswer checked on s.
func (h *CryHavoc) play(s *State, side string, plan any, d dice.Source) (*State, []game.Event) {
	switch p := plan.(type) {
	case *setUpPlan:
		return p.n, p.evs
	case *answered:
		return h.playAnswer(p, side, d)
	case *turnPlan:
		t := sequence.Play[*State](h, stages, s, side, p, d)
		return t.State, t.Events
	}
	panic("cryhavoc: Play without Check")
}

// checkTurn is the verdict on side's turn: the turn played through the
// dry run (every die does nothing, the opponent is asked nothing), every
// order checked before its phase is applied. A set-up is checked by
// playing it.
func (h *CryHavoc) checkTurn(s *State, side string, t notation.Turn, lines []int) (any, error) {
	if s.SettingUp() {
		n, evs, err := playSetUp(s, side, t, lines)
		if err != nil {
			return nil, err
		}
		return &setUpPlan{n, evs}, nil
	}
	if err := placementsLate(t, lines); err != nil {
		return nil, err
	}
	switch {
	case s.Over:
		return nil, &game.OrderError{Err: rule.Errorf("23.1", "the game is over: the scenario's last game turn has been played")}
	case s.Pending != nil:
		return nil, &game.OrderError{Err: rule.Errorf("4", "the player turn of %s waits for %s to decide: %s", s.Pending.Turn, s.Pending.Side, s.Pending.Kind)}
	case side != s.Side:
		return nil, &game.OrderError{Err: rule.Errorf("4", "it is the player turn of %s, not of %s", s.Side, side)}
	}
	p, err := sequence.Check[*State](h, stages, s, side, t.Orders, lines)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// limit is how many orders side's turn may hold (game.TooManyOrders).
func (s *State) limit(side string) game.OrderLimit {
	live := 0
	for i := range s.Characters {
		if c := &s.Characters[i]; c.Side == side && c.Live() {
			live++
		}
	}
	return sequence.Limit(live, len(stages))
}

// View implements game.Position.
func (s *State) View(side string) ([]byte, error) { return s.ViewJSON(side) }

// Shows implements game.Position.
func (s *State) Shows(side string, e game.Event) bool { return s.EventVisible(e, side) }

// Known implements game.Knower: the game without the enemies hidden from
// side (§22.8).
func (s *State) Known(side string) game.Position { return s.AsSeenBy(side) }

// Lean implements game.Leaner.
func (s *State) Lean() game.Position { return s.rs.Lean(s) }

// CorrectionRefused implements game.Corrector: §1 lets the opponent claim
// an error in the player turn just played, before he plays on.
func (s *State) CorrectionRefused(side string) error {
	return rule.Errorf("1", "only the player turn just played can be corrected, and the last player turn in the log is not %s's", side)
}

// End implements game.Position.
func (s *State) End() game.Position {
	n := s.clone()
	n.Over, n.Pending, n.ended = true, nil, true
	return n
}
