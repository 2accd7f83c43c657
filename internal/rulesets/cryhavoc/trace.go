package cryhavoc

import (
	"herald/internal/game"
	"herald/internal/sequence"
)

// Trace implements game.Tracer: moves and charges, retreats and advances
// along their hexes, shots and attacks.
func (s *State) Trace(e game.Event) []game.Mark {
	return sequence.Trace(e, map[string]string{TypeRetreated: "retreat", TypeAdvanced: "advance"})
}
