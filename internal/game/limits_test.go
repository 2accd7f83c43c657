package game

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestOrderLimit: a turn may hold OrdersPerPhase orders for each live
// character of the side in each phase, and OrdersSpare more; one more,
// or a text over MaxOrderBytes, is refused before any order is checked,
// with the limit named.
func TestOrderLimit(t *testing.T) {
	hv, hs := setup(t)
	cm, cs := cmSetup(t)
	for _, c := range []struct {
		name   string
		rs     Ruleset
		s      *State
		side   string
		phases int
	}{
		{"Cry Havoc", hv, hs, "Raiders", 8},
		{"Chainmail", cm, cs, cs.Sides[0], 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			live := 0
			var who string
			for _, ch := range c.s.Characters {
				if ch.Side == c.side && ch.Live() {
					live++
					who = ch.Name
				}
			}
			l := OrderLimitOf(c.rs, c.s, c.side)
			want := live*c.phases*OrdersPerPhase + OrdersSpare
			if l.Max != want || l.Characters != live || l.Phases != c.phases {
				t.Fatalf("limit %+v, want %d (%d characters, %d phases)", l, want, live, c.phases)
			}
			waits := func(n int) string { return strings.Repeat(fmt.Sprintf("%q wait\n", who), n) }
			if tn, _, err := ParseTurn(c.rs, c.s, c.side, waits(l.Max)); err != nil || len(tn.Orders) != l.Max {
				t.Errorf("a turn of %d orders, the limit: %d orders read, %v", l.Max, len(tn.Orders), err)
			}
			// As many waits as the text may hold: thousands.
			most := MaxOrderBytes / len(waits(1))
			if most < 1000 {
				t.Fatalf("only %d waits fit in %d bytes", most, MaxOrderBytes)
			}
			for _, n := range []int{l.Max + 1, most} {
				_, _, err := ParseTurn(c.rs, c.s, c.side, waits(n))
				var many *TooManyOrders
				if !errors.As(err, &many) || many.Orders != n || !strings.Contains(err.Error(), fmt.Sprintf("limit of %d", l.Max)) {
					t.Errorf("a turn of %d orders: %v", n, err)
				}
			}
			_, _, err := ParseTurn(c.rs, c.s, c.side, strings.Repeat("\n", MaxOrderBytes+1))
			var long *OrderTextTooLong
			if !errors.As(err, &long) || !strings.Contains(err.Error(), fmt.Sprintf("limit of %d", MaxOrderBytes)) {
				t.Errorf("a text of %d bytes: %v", MaxOrderBytes+1, err)
			}
		})
	}
}
