package game

import (
	"fmt"

	"herald/internal/notation"
)

// A turn holds at most as many orders as the rules can use: a few for
// each live character of the side in each phase its ruleset plays (a
// move, a task or two, a door), and a few more. A longer turn is refused
// before any order of it is checked, so a turn of thousands of waits
// costs its sender a refusal and the referee nothing. The server and
// `herald turn` ask it of every turn and every decision.

const (
	// MaxOrderBytes bounds the text of one turn or decision: room for
	// far more orders than a turn may hold.
	MaxOrderBytes = 32 << 10
	// OrdersPerPhase is how many orders one character may be given in one
	// phase.
	OrdersPerPhase = 3
	// OrdersSpare are allowed on top, whatever the side.
	OrdersSpare = 8
)

// OrderLimit is how many orders a turn of one side may hold, and why.
type OrderLimit struct {
	Max        int
	Characters int // the side's live characters
	Phases     int // the phases of its ruleset's player turn
}

// OrderLimitOf is the limit for side's turn in s.
func OrderLimitOf(rs Ruleset, s *State, side string) OrderLimit {
	l := OrderLimit{Phases: max(len(rs.Phases()), 1)}
	for i := range s.Characters {
		if c := &s.Characters[i]; c.Side == side && c.Live() {
			l.Characters++
		}
	}
	l.Max = l.Characters*l.Phases*OrdersPerPhase + OrdersSpare
	return l
}

// Check refuses a turn of n orders over the limit.
func (l OrderLimit) Check(n int) error {
	if n > l.Max {
		return &TooManyOrders{Orders: n, Limit: l}
	}
	return nil
}

// TooManyOrders is a turn longer than the rules can use.
type TooManyOrders struct {
	Orders int
	Limit  OrderLimit
}

func (e *TooManyOrders) Error() string {
	l := e.Limit
	return fmt.Sprintf("the turn has %d orders, more than the limit of %d (%d a phase for each of %d live characters in %d phases, and %d more)",
		e.Orders, l.Max, OrdersPerPhase, l.Characters, l.Phases, OrdersSpare)
}

// OrderTextTooLong is a turn's text over MaxOrderBytes.
type OrderTextTooLong struct{ Bytes int }

func (e *OrderTextTooLong) Error() string {
	return fmt.Sprintf("the orders are %d bytes, more than the limit of %d", e.Bytes, MaxOrderBytes)
}

// ParseTurn reads side's turn (or decision) as the server and `herald
// turn` take it: bounded in bytes, then in orders, before any order is
// checked against the rules. The errors are *OrderTextTooLong,
// *TooManyOrders and notation's *SyntaxError.
func ParseTurn(rs Ruleset, s *State, side, text string) (notation.Turn, []int, error) {
	if len(text) > MaxOrderBytes {
		return notation.Turn{}, nil, &OrderTextTooLong{Bytes: len(text)}
	}
	t, lines, err := notation.ParseWith(text, s.Names())
	if err != nil {
		return notation.Turn{}, nil, err
	}
	if err := OrderLimitOf(rs, s, side).Check(len(t.Orders)); err != nil {
		return notation.Turn{}, nil, err
	}
	return t, lines, nil
}
