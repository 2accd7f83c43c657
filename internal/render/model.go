package render

import (
	"fmt"
	"sort"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/scenario"
)

// FromMap is the Scene of a bare map.
func FromMap(m *board.Map) Scene {
	s := Scene{Title: m.Title, Layout: m.Layout}
	if s.Title == "" {
		s.Title = m.Name
	}
	if m.Title != "" && m.Name != "" {
		s.Subtitle = "Map " + m.Name
	}
	if m.Default != nil {
		s.DefaultTerrain = m.Default.Name
	}
	hs := make([]hex.Hex, 0, len(m.Cells))
	for h := range m.Cells {
		hs = append(hs, h)
	}
	sort.Slice(hs, func(i, j int) bool { return hs[i].Less(hs[j]) })
	for _, h := range hs {
		c := m.Cells[h]
		cell := Cell{At: h, Terrain: s.DefaultTerrain, Elevation: c.Elevation}
		if c.Terrain != nil {
			cell.Terrain = c.Terrain.Name
		}
		if c.Stair != nil {
			up := c.Stair.Top
			cell.Up = &up
		}
		for _, f := range c.Features {
			if f.Type != nil {
				cell.Features = append(cell.Features, f.Type.Name)
			}
		}
		s.Cells = append(s.Cells, cell)
	}
	for _, side := range m.Hexsides() {
		f := m.Sides[side]
		if f.Type == nil {
			continue
		}
		s.Edges = append(s.Edges, Edge{At: side, Feature: f.Type.Name, Closed: f.Closed && f.Type.Opens})
	}
	return s
}

// FromScenario is the set-up of a scenario on its map: every unit with a
// fixed starting hex, in its side's colour. Units the players place
// themselves are not drawn; their side's set-up area is shaded instead.
func FromScenario(sc *scenario.Scenario, m *board.Map) Scene {
	s := FromMap(m)
	s.Title = sc.Title
	if s.Title == "" {
		s.Title = sc.Name
	}
	mapName := m.Title
	if mapName == "" {
		mapName = m.Name
	}
	s.Subtitle = fmt.Sprintf("Set-up on %s", mapName)
	if sc.Turns > 0 {
		s.Subtitle += fmt.Sprintf(" · %d turns", sc.Turns)
	}
	if sc.First != "" {
		s.Subtitle += " · " + sc.First + " moves first"
	}
	for _, side := range sc.Sides {
		s.Forces = append(s.Forces, Force{Name: side.Name})
		if len(side.SetUp) > 0 {
			s.Areas = append(s.Areas, Area{Force: side.Name, Hexes: side.SetUp})
		}
		for _, c := range side.Characters {
			if !c.At.Set {
				s.Reserve = append(s.Reserve, Counter{Name: c.Name, Force: side.Name, Kind: "character"})
				continue
			}
			ct := Counter{Name: c.Name, Force: side.Name, Kind: "character", At: c.At.Head}
			if c.At.Two {
				// A character set up on two hexes is on his horse (§3.6).
				ct.Kind, ct.Rear, ct.Two, ct.Rider = "horse", c.At.Rear, true, c.Name
			}
			s.Counters = append(s.Counters, ct)
		}
		for _, a := range side.Animals {
			if a.At.Set {
				s.Counters = append(s.Counters, unit(a.Name, side.Name, a.Kind, a.At))
			} else {
				s.Reserve = append(s.Reserve, unit(a.Name, side.Name, a.Kind, a.At))
			}
		}
		for _, e := range side.Equipment {
			if e.At.Set {
				s.Counters = append(s.Counters, unit(e.Name, side.Name, e.Kind, e.At))
			} else {
				s.Reserve = append(s.Reserve, unit(e.Name, side.Name, e.Kind, e.At))
			}
		}
	}
	return s
}

func unit(name, force, kind string, at scenario.Position) Counter {
	if name == "" {
		name = kind
	}
	return Counter{Name: name, Force: force, Kind: kind, At: at.Head, Rear: at.Rear, Two: at.Two}
}
