package cryhavoc

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/sequence"
)

// The tests were written against the engine when it held Cry Havoc; these
// names keep them reading as they did, each a thin call of the API.

type (
	Event       = game.Event
	Ruleset     = *CryHavoc
	OrderError  = game.OrderError
	ReplayError = game.ReplayError
	Setup       = game.Setup
	History     = game.History
)

const (
	TypeSetup     = game.TypeSetup
	TypePhase     = game.TypePhase
	TypePending   = game.TypePending
	TypeDecided   = game.TypeDecided
	TypeTurnEnded = game.TypeTurnEnded
	TypeMoved     = sequence.TypeMoved
	TypeFired     = sequence.TypeFired
	TypeCombat    = sequence.TypeCombat
	TypeWaited    = sequence.TypeWaited
	TypeVoid      = sequence.TypeVoid
)

// with is s played under rs (its tables, whether it asks).
func (s *State) with(rs *CryHavoc) *State {
	if s.rs == rs {
		return s
	}
	n := *s
	n.rs = rs
	return &n
}

// PlayTurn checks side's turn with no die rolled and plays it with d.
func PlayTurn(rs *CryHavoc, s *State, side string, t notation.Turn, lines []int, d dice.Source) (*State, []Event, error) {
	s = s.with(rs)
	plan, err := rs.checkTurn(s, side, t, lines)
	if err != nil {
		return nil, nil, err
	}
	n, evs := rs.play(s, side, plan, d)
	return n, evs, nil
}

// CheckTurn is PlayTurn's verdict and the dry run's position and events.
func CheckTurn(rs *CryHavoc, s *State, side string, t notation.Turn, lines []int) (*State, []Event, error) {
	s = s.with(rs)
	plan, err := rs.checkTurn(s, side, t, lines)
	if err != nil {
		return nil, nil, err
	}
	switch p := plan.(type) {
	case *setUpPlan:
		return p.n, p.evs, nil
	case *turnPlan:
		return p.State, p.Events, nil
	}
	panic("unknown plan")
}

// Decide answers the pending decision and plays on.
func Decide(rs *CryHavoc, s *State, side, text string, d dice.Source) (*State, []Event, error) {
	s = s.with(rs)
	a, err := rs.checkAnswer(s, side, text)
	if err != nil {
		return nil, nil, err
	}
	n, evs := rs.playAnswer(a, side, d)
	return n, evs, nil
}

// Replay folds one logged event.
func Replay(rs *CryHavoc, s *State, e Event) (*State, error) {
	n, _, err := rs.fold(s.with(rs), e)
	return n, err
}

// NewHistory starts a history of a game under rs.
func NewHistory(rs *CryHavoc, s0 *State, e Event) *History { return game.NewHistory(s0.with(rs), e) }

// RuleOf returns the rule error inside err, if any.
func RuleOf(err error) (*rule.Error, bool) { return game.RuleOf(err) }

// reports joins the accounts of events.
func reports(evs []Event) []string { return game.Reports(evs) }

// replayEvents folds evs from s and returns the position they reach.
func replayEvents(t testing.TB, rs Ruleset, s *State, evs []Event) *State {
	t.Helper()
	for i, e := range evs {
		var err error
		if s, err = Replay(rs, s, e); err != nil {
			t.Fatalf("replaying event %d (%s): %v", i+1, e.Type, err)
		}
	}
	return s
}

// placeFigures moves characters on a clone of s, as if they had walked
// there.
func placeFigures(t testing.TB, s *State, at map[string]string) *State {
	t.Helper()
	s = s.clone()
	for name, h := range at {
		c, ok := s.Character(name)
		if !ok {
			t.Fatalf("no character %s", name)
		}
		c.At = mustHex(t, s, h)
	}
	return s
}
