package cryhavoc

import (
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

// withdrawal checks a move that starts in melee (§11): the first step is
// the withdrawal; if it leaves him ADJACENT to an active enemy, he is
// still in melee and must stop there. herald's melee is not kept pair by
// pair: every active enemy ADJACENT to a character in melee counts.
func withdrawal(s *State, f *field.Field, c *Character, path []field.Place) error {
	if !c.InMelee || len(path) <= 2 {
		return nil
	}
	first := path[1]
	for i := range s.Characters {
		e := &s.Characters[i]
		if e.Side == c.Side || !e.Live() || e.Status == Stunned {
			continue
		}
		eu, ok := f.Unit(e.Name)
		if !ok {
			continue
		}
		for _, eh := range eu.Hexes() {
			for _, h := range placeHexes(first) {
				if f.ADJACENT(eu.Kind, eh, h) || f.ADJACENT(field.Foot, h, eh) {
					return rule.Errorf("11", "%s withdraws from melee to %s, still ADJACENT to %s: he must stop there", c.Name, s.pairName(first), e.Name)
				}
			}
		}
	}
	return nil
}
