package cryhavoc

import (
	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

// Terrain specials of §16 that the field's costs do not carry: the
// footbridge (16.125) costs double while anyone is on it and takes no one
// more once three are; nobody passes anyone on stepping stones (16.126);
// horses are not ridden in the stables or on their ramp (16.32).

// terrainName is the name of x's terrain, "" off the map.
func (s *State) terrainName(x hex.Hex) string {
	if t := s.m.Terrain(x); t != nil {
		return t.Name
	}
	return ""
}

// others counts the live characters in x other than c.
func (s *State) others(x hex.Hex, c *Character) int {
	n := 0
	for i := range s.Characters {
		o := &s.Characters[i]
		if o != c && o.Live() && !o.Unplaced && (o.At == x || o.Mounted && o.Rear == x) {
			n++
		}
	}
	return n
}

// specialSteps checks a move's steps against those specials and gives
// the MP they add.
func (s *State) specialSteps(c *Character, path []field.Place) (extra int, err error) {
	for i := 1; i < len(path); i++ {
		for _, x := range placeHexes(path[i]) {
			switch s.terrainName(x) {
			case "footbridge":
				switch n := s.others(x, c); {
				case n >= 3:
					return 0, rule.Errorf("16.125", "the footbridge in %s holds %d characters already and takes no more", s.m.HexName(x), n)
				case n >= 1:
					extra += int(s.m.Terrain(x).Move.For(board.Infantry)) // double cost
				}
			case "stepping-stones":
				if i < len(path)-1 && s.others(x, c) > 0 {
					return 0, rule.Errorf("16.126", "no one passes another on the stepping stones in %s", s.m.HexName(x))
				}
			case "stables", "ramp":
				if c.Mounted {
					return 0, rule.Errorf("16.32", "horses are not ridden in the stables or on their ramp (%s)", s.m.HexName(x))
				}
			}
		}
	}
	return extra, nil
}
