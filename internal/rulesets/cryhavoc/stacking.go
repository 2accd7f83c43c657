package cryhavoc

// Overstacking (§7.1–§7.2): two live characters in one hex, as a fall
// into an occupied hex or an opened door between two men leaves them. Men
// there fight normally but neither fire nor are fired at (§6.1, §7.2).

import (
	"herald/internal/hex"
	"herald/internal/rule"
)

// overstacked: h holds more than one live character on the map.
func (s *State) overstacked(h hex.Hex) bool {
	n := 0
	for i := range s.Characters {
		c := &s.Characters[i]
		if !c.Live() || c.Unplaced || c.Off != "" {
			continue
		}
		for _, x := range hexesOf(c) {
			if x == h {
				n++
				break
			}
		}
	}
	return n > 1
}

// fireStacking refuses fire from or into an overstacked hex (§7.2).
func (s *State) fireStacking(firer *Character, into hex.Hex) error {
	for _, x := range hexesOf(firer) {
		if s.overstacked(x) {
			return rule.Errorf("7.2", "%s stands in the overstacked hex %s and may not fire", firer.Name, s.m.HexName(x))
		}
	}
	if s.overstacked(into) {
		return rule.Errorf("7.2", "%s is overstacked: no fire into it", s.m.HexName(into))
	}
	return nil
}
