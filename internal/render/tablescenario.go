package render

import (
	"fmt"

	"herald/internal/scenario"
	"herald/internal/table"
)

// DefaultBase is the base a figure is drawn on when its scenario gives
// none (its ruleset sizes it): a 25 mm square.
var DefaultBase = table.Base{Width: 25, Depth: 25}

// FromTableScenario is the set-up of a scenario played on the measured
// table t: every figure on its stand, in its side's colour.
func FromTableScenario(sc *scenario.Scenario, t *table.Table) TableScene {
	s := FromTable(t)
	s.Title = sc.Title
	if s.Title == "" {
		s.Title = sc.Name
	}
	name := t.Title
	if name == "" {
		name = t.Name
	}
	s.Subtitle = fmt.Sprintf("Set-up on %s", name)
	if sc.Turns > 0 {
		s.Subtitle += fmt.Sprintf(" · %d turns", sc.Turns)
	}
	for _, side := range sc.Sides {
		s.Forces = append(s.Forces, Force{Name: side.Name})
		for _, c := range side.Characters {
			if c.At.Stand == nil {
				continue
			}
			st := *c.At.Stand
			if st.Base == (table.Base{}) || st.Base.Check() != nil {
				st.Base = DefaultBase
			}
			kind := c.Traits["kind"]
			if kind == "" {
				kind = "man"
			}
			s.Stands = append(s.Stands, TableStand{Name: c.Name, Force: side.Name, Kind: kind, Stand: st})
		}
	}
	return s
}
