package cryhavoc

import "herald/internal/rulesets/cryhavoc/field"

// The basin of a water fountain (16.35) is a shallow pool whose rim costs
// 2 MP more to step over, in or out; a step from basin to basin pays none.

// fountainCost is the extra MP a move pays for the fountain's rim.
func (s *State) fountainCost(path []field.Place) int {
	extra := 0
	for i := 1; i < len(path); i++ {
		if (s.terrainName(path[i-1].Head) == "fountain") != (s.terrainName(path[i].Head) == "fountain") {
			extra += 2
		}
	}
	return extra
}
