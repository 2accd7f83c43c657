package cryhavoc

import (
	"testing"

	"herald/internal/sequence/sequencetest"
)

// TestOrderLimit: a turn may hold OrdersPerPhase orders for each live
// character of the side in each of the eight phases of §4, and
// OrdersSpare more; one more, or a text over MaxOrderBytes, is refused
// before any order is checked, with the limit named.
func TestOrderLimit(t *testing.T) {
	_, s := setup(t)
	sequencetest.OrderLimit(t, s, "Raiders", 8)
}
