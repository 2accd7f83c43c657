package sequencetest

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/sequence"
)

// OrderLimit tests the bounds on side's turn in s, whose ruleset plays
// phases phases: OrdersPerPhase orders for each live figure of the side
// in each phase, and OrdersSpare more, are read and checked; one more, or
// a text over game.MaxOrderBytes, is refused before any order is
// checked, with the limit named. s must be a game.Drawer.
func OrderLimit(t *testing.T, s game.Position, side string, phases int) {
	t.Helper()
	live := 0
	var who string
	for _, f := range s.(game.Drawer).Draw(side).Figures {
		if f.Side == side && f.Status != "dead" {
			live++
			who = f.Name
		}
	}
	l := sequence.Limit(live, phases)
	if want := live*phases*sequence.OrdersPerPhase + sequence.OrdersSpare; l.Max != want {
		t.Fatalf("limit %+v, want %d (%d characters, %d phases)", l, want, live, phases)
	}
	wait := notation.Order{Phase: notation.PhaseMove, Kind: notation.KindWait, Who: []string{who}}.String() + "\n"
	waits := func(n int) string { return strings.Repeat(wait, n) }
	if c, err := game.CheckTurn(s, side, waits(l.Max)); err != nil || strings.Count(c.Canonical, " wait") != l.Max {
		t.Errorf("a turn of %d orders, the limit: %d orders read, %v", l.Max, strings.Count(c.Canonical, " wait"), err)
	}
	// As many waits as the text may hold: thousands.
	most := game.MaxOrderBytes / len(waits(1))
	if most < 1000 {
		t.Fatalf("only %d waits fit in %d bytes", most, game.MaxOrderBytes)
	}
	for _, n := range []int{l.Max + 1, most} {
		_, err := game.CheckTurn(s, side, waits(n))
		var many *game.TooManyOrders
		if !errors.As(err, &many) || many.Orders != n || !strings.Contains(err.Error(), fmt.Sprintf("limit of %d", l.Max)) {
			t.Errorf("a turn of %d orders: %v", n, err)
		}
	}
	_, err := game.CheckTurn(s, side, strings.Repeat("\n", game.MaxOrderBytes+1))
	var long *game.OrderTextTooLong
	if !errors.As(err, &long) || !strings.Contains(err.Error(), fmt.Sprintf("limit of %d", game.MaxOrderBytes)) {
		t.Errorf("a text of %d bytes: %v", game.MaxOrderBytes+1, err)
	}
}
