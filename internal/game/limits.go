package game

import "fmt"

// Bounds on what a side submits, refused before anything of it is
// checked against the rules: a text of thousands of orders costs its
// sender a refusal and the referee nothing. The engine bounds the text
// (Check); a ruleset bounds the orders it reads out of it to what its
// rules can use (TooManyOrders). The server answers both with 413.

// MaxOrderBytes bounds the text of one submission: room for far more
// orders than a turn may hold.
const MaxOrderBytes = 32 << 10

// OrderTextTooLong is a submission's text over MaxOrderBytes.
type OrderTextTooLong struct{ Bytes int }

func (e *OrderTextTooLong) Error() string {
	return fmt.Sprintf("the orders are %d bytes, more than the limit of %d", e.Bytes, MaxOrderBytes)
}

// OrderLimit is how many orders a turn of one side may hold, and why: a
// few (PerPhase) for each of the side's live figures in each phase of
// its turn, and Spare more.
type OrderLimit struct {
	Max        int
	PerPhase   int
	Characters int
	Phases     int
	Spare      int
}

// Check refuses a turn of n orders over the limit.
func (l OrderLimit) Check(n int) error {
	if n > l.Max {
		return &TooManyOrders{Orders: n, Limit: l}
	}
	return nil
}

// TooManyOrders is a turn longer than its rules can use.
type TooManyOrders struct {
	Orders int
	Limit  OrderLimit
}

func (e *TooManyOrders) Error() string {
	l := e.Limit
	return fmt.Sprintf("the turn has %d orders, more than the limit of %d (%d a phase for each of %d live characters in %d phases, and %d more)",
		e.Orders, l.Max, l.PerPhase, l.Characters, l.Phases, l.Spare)
}
