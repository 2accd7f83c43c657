package cryhavoc

import (
	"herald/internal/rulesets/cryhavoc/havoc"
)

// mayFireFrom applies §6.1 with §17.3/§17.42 and §19.11 to where the firer
// stands: no fire from bottomless water, only riders fire from deep
// water, and nobody fires from a ladder or while carrying one
// (ladder.go).
func (s *State) mayFireFrom(c *Character) error {
	if err := havoc.MayFireFrom(s.waterOf(c), c.Mounted); err != nil {
		return err
	}
	return s.ladderLimits(c, "fire")
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
