package cryhavoc

import (
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// A well (16.36) gives medium cover to a man ADJACENT to it when the line
// of fire crosses the well, whatever the elevation. The terrain table
// cannot say it (its cover is the hex's own, for a man in it, and no one
// stands in a well), so the referee adds it to the shot.

// wellCover is the cover wells give a target in to against a shot from
// from.
func (s *State) wellCover(from, to hex.Hex) havoc.Cover {
	line := hex.Line(from, to)
	if len(line) < 3 {
		return havoc.CoverNone
	}
	for _, st := range line[1 : len(line)-1] {
		// A line along a hexside crosses both hexes' depictions.
		crossed := []hex.Hex{st.Hex}
		if st.Split {
			crossed = append(crossed, st.Alt)
		}
		for _, x := range crossed {
			if s.terrainName(x) == "well" && hex.Distance(x, to) == 1 {
				return havoc.CoverMedium
			}
		}
	}
	return havoc.CoverNone
}
