package cryhavoc

import (
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"slices"
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
		// Only the men he is in melee with hold him (§11).
		if len(c.MeleeWith) > 0 && !slices.Contains(c.MeleeWith, e.Name) {
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

// meet puts a and b in melee with each other (§11), if both are active.
func (s *State) meet(a, b *Character) {
	if !a.Live() || !b.Live() || a.Status == Stunned || b.Status == Stunned || a.Side == b.Side {
		return
	}
	if !slices.Contains(a.MeleeWith, b.Name) {
		a.MeleeWith = append(slices.Clone(a.MeleeWith), b.Name)
	}
	if !slices.Contains(b.MeleeWith, a.Name) {
		b.MeleeWith = append(slices.Clone(b.MeleeWith), a.Name)
	}
	a.InMelee, b.InMelee = true, true
}
