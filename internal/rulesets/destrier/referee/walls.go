package referee

import (
	"math"

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

// walledOnWay reports whether st would meet a wall on its straight way
// to a new centre (looked at every tenth of an inch, well under any
// stand's width, so no wall is stepped over).
func (s *State) walledOnWay(st table.Stand, to table.Point) bool {
	if s.ground == nil {
		return false
	}
	way := to.Sub(st.Centre)
	steps := int(math.Ceil(float64(inches(way.Len())) / 0.1))
	for i := 1; i <= steps; i++ {
		at, _ := st.MoveTo(st.Centre.Add(way.Scale(float64(i) / float64(steps))))
		if s.wallAt(at) != "" {
			return true
		}
	}
	return false
}
