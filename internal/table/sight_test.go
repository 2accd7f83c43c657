package table_test

import (
	"testing"

	"herald/internal/table"
)

// argadSight is Argad!'s shooting as a sight rule: more than 10 cm of wood
// hides a target; a building's solid wall blocks, its windows and doors do
// not; a low wall, bushes and stakes do not; figures in the way block.
func argadSight(tb *table.Table) table.SightRule {
	return table.SightRule{
		Pass: func(p table.Pass) bool {
			return p.Ref.Feature == table.AreaFeature && tb.Areas[p.Ref.Index].Kind == table.Woods && p.Inside > 10*cm
		},
		Meet: func(m table.Meet) bool {
			return m.Ref.Feature == table.BuildingFeature && m.Opening < 0
		},
		Stand: func(table.StandMeet) bool { return true },
	}
}

func TestSightArgad(t *testing.T) {
	tb := yard()
	rule := argadSight(tb)
	for _, tc := range []struct {
		name     string
		from, to table.Point
		stands   []table.Stand
		blocked  bool
		at       table.Length
	}{
		{"20 cm of wood", c(0, 20), c(40, 20), nil, true, 100},
		{"8 cm of wood: the target at its edge", c(22, 12), c(40, 12), nil, false, 0},
		{"across the low wall", c(60, 10), c(75, 10), nil, false, 0},
		{"into the house by the window", c(91, 35), c(91, 45), nil, false, 0},
		{"through the house's wall", c(88, 35), c(88, 45), nil, true, 50},
		{"a figure in the way", c(40, 35), c(60, 35), []table.Stand{foot(50*cm, 35*cm, 0)}, true, 90},
		{"a figure beside the line", c(40, 35), c(60, 35), []table.Stand{foot(50*cm, 37*cm, 0)}, false, 0},
		// A line grazing a base's edge does not pass over it.
		{"grazing a figure", c(40, 35), c(60, 35), []table.Stand{foot(50*cm, 36*cm, 0)}, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tb.Sight(tc.from, tc.to, tc.stands)
			at, blocked := s.BlockedAt(rule)
			if blocked != tc.blocked || !near(at, tc.at) {
				t.Errorf("blocked %v at %v mm, want %v at %v", blocked, float64(at), tc.blocked, float64(tc.at))
			}
			if s.Blocked(rule) != blocked {
				t.Error("Blocked and BlockedAt disagree")
			}
			back := tb.Sight(tc.to, tc.from, tc.stands)
			if back.Blocked(rule) != blocked {
				t.Errorf("the line back is blocked %v, want %v (sight is symmetric)", back.Blocked(rule), blocked)
			}
		})
	}
	if (table.Sight{}).Blocked(table.SightRule{}) {
		t.Error("an empty rule blocks")
	}
}

func TestSightStands(t *testing.T) {
	tb := yard()
	s := tb.Sight(c(40, 35), c(60, 35), []table.Stand{foot(55*cm, 35*cm, 45), foot(50*cm, 35*cm, 0), foot(0, 0, 0)})
	if len(s.Stands) != 2 || s.Stands[0].Index != 1 || s.Stands[1].Index != 0 {
		t.Fatalf("stands %+v, want 1 then 0", s.Stands)
	}
	if m := s.Stands[0]; !near(m.From, 90) || !near(m.To, 110) {
		t.Errorf("over stand 1 from %v to %v, want 90 to 110", float64(m.From), float64(m.To))
	}
	// A line from a point on a base to the same point is over it.
	s = tb.Sight(c(50, 35), c(50, 35), []table.Stand{foot(50*cm, 35*cm, 0)})
	if len(s.Stands) != 1 {
		t.Errorf("a point on a base: stands %+v", s.Stands)
	}
}
