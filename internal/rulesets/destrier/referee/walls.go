package referee

import (
	"herald/internal/table"
)

// wallAt names the wall or building st would stand in, or "" if none: a
// wall line or a building's wall where it has no opening a figure can
// pass (a door, gate or gap; not a window or an arrow slit). Other lines
// (hedges, fences, banks, stakes) and areas do not stop a stand here
// (docs/rulings.md, "Destrier in play": walls and buildings).
func (s *State) wallAt(st table.Stand) string {
	g := s.ground
	if g == nil {
		return ""
	}
	for _, t := range g.Under(st) {
		var name string
		var os []table.Opening
		switch t.Ref.Feature {
		case table.LineFeature:
			l := g.Lines[t.Ref.Index]
			if l.Kind != table.Wall {
				continue
			}
			name, os = l.Name, l.Openings
		case table.BuildingFeature:
			b := g.Buildings[t.Ref.Index]
			name, os = b.Name, b.Openings
		default:
			continue
		}
		if name == "" {
			name = t.Ref.String()
		}
		switch t.Part {
		case table.Solid:
			return name
		case table.Through:
			if k := os[t.Opening].Kind; k == table.Window || k == table.ArrowSlit {
				return name
			}
		}
	}
	return ""
}
