package referee

import (
	"testing"

	"herald/internal/sequence/sequencetest"
)

// TestOrderLimit: as Cry Havoc's, over Chainmail's three steps.
func TestOrderLimit(t *testing.T) {
	_, s := cmSetup(t)
	sequencetest.OrderLimit(t, s, s.sides[0], 3)
}
