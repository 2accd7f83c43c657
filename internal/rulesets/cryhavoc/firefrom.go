package cryhavoc

import (
	"slices"

	"herald/internal/rulesets/cryhavoc/havoc"
)

// mayFireFrom applies §6.1 with §17.3/§17.42 and §19.11 to where the firer
// stands: no fire from bottomless water, only riders fire from deep
// water, and nobody fires from a ladder.
func (s *State) mayFireFrom(c *Character) error {
	if t := s.m.Terrain(c.At); t != nil {
		if err := havoc.MayFireFrom(t.Water, c.Mounted); err != nil {
			return err
		}
	}
	if s.onLadder(c) {
		return havoc.OnLadder("fire")
	}
	return nil
}

// onLadder reports whether c stands in a ladder's hex: a hex with a ladder
// is a ladder hex, and a man in it is on the ladder (§3). Ladders stay
// where the scenario puts them (the engine does not move them yet).
func (s *State) onLadder(c *Character) bool {
	for si := range s.sc.Sides {
		for _, e := range s.sc.Sides[si].Equipment {
			if e.Kind == "ladder" && e.At.Set && slices.Contains(e.At.Hexes(), c.At) {
				return true
			}
		}
	}
	return false
}

// fireRank is where a firer comes in the first fire phase (§4): archers,
// slingers and throwers (1), then crossbows and ballistas (2), then horse
// archers (3); with what he is, for the refusal.
func (s *State) fireRank(name string) (int, string) {
	c, ok := s.Character(name)
	switch {
	case !ok || len(c.def.Weapons) == 0:
		return 1, "no missile weapon"
	case c.Mounted:
		return 3, "a horse archer"
	}
	switch w := c.def.Weapons[0].Name; w {
	case "crossbow", "ballista":
		return 2, "a " + w
	default:
		return 1, "a " + w
	}
}
