package referee

import (
	"herald/internal/game"
	"herald/internal/sequence"
)

// Trace implements game.Tracer: moves and charges, shots and melees.
func (s *State) Trace(e game.Event) []game.Mark { return sequence.Trace(e, nil) }
