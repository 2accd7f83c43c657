package referee

import (
	"testing"

	"herald/internal/sequence/sequencetest"
)

// TestOrderLimit: as Cry Havoc's, over the two steps of a Chainmail player turn
// (the melee is a sealed step of its own).
func TestOrderLimit(t *testing.T) {
	_, s := cmSetup(t)
	sequencetest.OrderLimit(t, s, s.sides[0], 2)
}
