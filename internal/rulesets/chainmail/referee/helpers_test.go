package referee

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/sequence"
)

// The tests were written against the engine when it held Chainmail; these
// names keep them reading as they did, each a thin call of the API.

type (
	Event      = game.Event
	Ruleset    = *Chainmail
	OrderError = game.OrderError
)

const (
	TypeCombat    = sequence.TypeCombat
	TypeVoid      = sequence.TypeVoid
	TypeTurnEnded = game.TypeTurnEnded
)

// RuleOf returns the rule error inside err, if any.
func RuleOf(err error) (*rule.Error, bool) { return game.RuleOf(err) }

func order(t testing.TB, text string) notation.Order {
	t.Helper()
	tn, err := notation.Parse(text)
	if err != nil || len(tn.Orders) != 1 {
		t.Fatalf("%q: %v", text, err)
	}
	return tn.Orders[0]
}

// tb is what the helpers need of testing.TB and rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// with is s played under rs.
func (s *State) with(rs *Chainmail) *State {
	if s.rs == rs {
		return s
	}
	n := *s
	n.rs = rs
	return &n
}

// PlayTurn checks side's turn with no die rolled and plays it with d.
func PlayTurn(rs *Chainmail, s *State, side string, t notation.Turn, lines []int, d dice.Source) (*State, []Event, error) {
	n, evs, err := game.PlayTurn(s.with(rs), side, notation.Format(t), d)
	if err != nil {
		return nil, nil, err
	}
	return n.(*State), evs, nil
}

// CheckTurn is PlayTurn's verdict and the dry run's position and events.
func CheckTurn(rs *Chainmail, s *State, side string, t notation.Turn, lines []int) (*State, []Event, error) {
	c, err := game.CheckTurn(s.with(rs), side, notation.Format(t))
	if err != nil {
		return nil, nil, err
	}
	p := c.Plan.(*sequence.Plan[*State])
	return p.State, p.Events, nil
}

// play plays side's orders, given as text.
func play(t tb, rs Ruleset, s *State, side, orders string, d dice.Source) (*State, []Event, error) {
	t.Helper()
	n, evs, err := game.PlayTurn(s.with(rs), side, orders, d)
	if err != nil {
		return nil, nil, err
	}
	return n.(*State), evs, nil
}

// Replay folds one logged event; in a sealed step the position is the
// engine's wrapper until the step's last event.
func Replay(rs *Chainmail, p game.Position, e Event) (game.Position, error) {
	if s, ok := p.(*State); ok {
		p = s.with(rs)
	}
	return game.Replay(p, e)
}

// testKeeper keeps the tests' sealed orders.
var testKeeper = game.NewBoxKeeper([]byte("chainmail referee tests"), "test")

// melee plays the round's sealed melee: orders[i] is the i-th side's in
// initiative order (s.Order); the last side's submission rolls every die.
func melee(t tb, rs Ruleset, s *State, orders []string, d dice.Source) (*State, []Event, error) {
	t.Helper()
	if !s.Melee || len(orders) != len(s.Order) {
		t.Fatalf("melee: the game is not at a melee of %d sides (melee %v, order %v)", len(orders), s.Melee, s.Order)
	}
	var p game.Position = s.with(rs)
	var all []Event
	for i, side := range s.Order {
		n, evs, err := game.SubmitWith(p, game.Submission{Side: side, For: game.Sealed, Orders: orders[i]}, testKeeper, d)
		if err != nil {
			return nil, nil, err
		}
		p, all = n, append(all, evs...)
	}
	return p.(*State), all, nil
}

func mustHex(t testing.TB, s *State, name string) hex.Hex {
	t.Helper()
	x, err := s.m.Layout.Resolve(name)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func notationTurn(t tb, text string) notation.Turn {
	t.Helper()
	tn, err := notation.Parse(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return tn
}

// reports joins the accounts of events.
func reports(evs []Event) []string { return game.Reports(evs) }
