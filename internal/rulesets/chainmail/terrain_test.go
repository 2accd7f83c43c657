package chainmail_test

import (
	"testing"

	"herald/internal/rulesets/chainmail"
	"herald/internal/table"
)

// field is a test table in inches: a wood with a road through it, a slope
// rising east, a deep pond, a wall with a gate (open) and a door (shut), a
// line of stakes facing west, a hedge, a fence and a house with a door.
func field() *table.Table {
	rect := func(x, y, w, d float64) []table.Point {
		return []table.Point{at(x, y), at(x+w, y), at(x+w, y+d), at(x, y+d)}
	}
	return &table.Table{
		Width: inch(72), Depth: inch(48), Unit: table.Inches,
		Areas: []table.Area{
			{Kind: table.Woods, Points: rect(0, 0, 10, 10)},
			{Kind: table.Road, Points: rect(0, 4, 10, 2)},
			{Kind: table.Slope, Uphill: 90, Points: rect(20, 0, 10, 10)},
			{Kind: table.Water, Depth: table.Deep, Points: rect(40, 0, 5, 5)},
		},
		Lines: []table.Line{
			{Kind: table.Wall, Points: []table.Point{at(50, 0), at(50, 20)}, Openings: []table.Opening{
				{Kind: table.Gate, Segment: 0, At: inch(5), Width: inch(2)},
				{Kind: table.Gate, Segment: 0, At: inch(15), Width: inch(2), Closed: true},
			}},
			{Kind: table.Stakes, Points: []table.Point{at(60, 0), at(60, 20)}, Front: +1}, // walked south, the right is west
			{Kind: table.Hedge, Points: []table.Point{at(0, 30), at(20, 30)}},
			{Kind: table.Fence, Points: []table.Point{at(30, 30), at(40, 30)}},
		},
		Buildings: []table.Building{{Points: rect(60, 30, 6, 6), Openings: []table.Opening{{Kind: table.Door, Segment: 3, At: inch(3), Width: inch(1)}}}},
	}
}

// ruling.terrain: what a straight move costs over the field.
func TestTerrain_Going(t *testing.T) {
	r := rules(t)
	tb := field()
	for _, tc := range []struct {
		name       string
		from, to   table.Point
		mounted    bool
		cost       float64
		closeOrder bool
	}{
		{"open ground", at(12, 20), at(17, 20), false, 5, true},
		{"through the wood on foot", at(0, 2), at(10, 2), false, 20, false},
		{"through the wood mounted", at(0, 2), at(10, 2), true, 30, false},
		// A road is a road for the pace, but a body on it is still in the wood.
		{"the road through the wood", at(0, 5), at(10, 5), true, 10, false},
		{"up the slope", at(20, 5), at(30, 5), false, 20, true},
		{"down the slope", at(30, 5), at(20, 5), false, 10, true},
		{"over the wall on foot", at(48, 10), at(52, 10), false, 4 + 3, true},
		{"through the open gate mounted", at(48, 5), at(52, 5), true, 4, true},
		{"stakes from behind, mounted", at(62, 10), at(58, 10), true, 4 + 1, true},
		{"stakes on foot", at(58, 10), at(62, 10), false, 4 + 1, true},
		{"over the hedge mounted", at(5, 28), at(5, 32), true, 4 + 3, true},
		{"into the house by its door", at(58, 33), at(62, 33), false, 4, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := r.GoingOf(tb, tc.from, tc.to, tc.mounted)
			if err != nil {
				t.Fatal(err)
			}
			if !near(g.Cost, inch(tc.cost)) || g.CloseOrder != tc.closeOrder {
				t.Errorf("costs %v (close order %v), want %g\" (%v); %v", chainmail.Inches{Length: g.Cost}, g.CloseOrder, tc.cost, tc.closeOrder, g.Notes)
			}
		})
	}
	for _, tc := range []struct {
		name     string
		from, to table.Point
		mounted  bool
		word     string
	}{
		{"deep water", at(38, 2), at(47, 2), false, "water is impassable"},
		{"over the wall mounted", at(48, 10), at(52, 10), true, "wall cannot be crossed mounted"},
		{"the shut gate", at(48, 15), at(52, 15), false, "a shut gate"},
		{"stakes from their points", at(58, 10), at(62, 10), true, "stakes from their points"},
		{"through the house wall", at(62, 28), at(62, 32), false, "building's wall"},
		{"a horse into the house", at(58, 33), at(62, 33), true, "building is impassable"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.GoingOf(tb, tc.from, tc.to, tc.mounted)
			wantRuleError(t, err, chainmail.RefBattle, tc.word)
		})
	}
}

// ruling.terrain: cover subtracts from missile dice; the best one counts.
func TestTerrain_Cover(t *testing.T) {
	r := rules(t)
	tb := field()
	man := func(x, y float64) table.Stand {
		return table.Stand{Centre: at(x, y), Base: table.Base{Width: inch(0.75), Depth: inch(0.75)}}
	}
	for _, tc := range []struct {
		name   string
		from   table.Point
		target table.Stand
		cover  int
	}{
		{"in the open", at(12, 40), man(15, 40), 0},
		{"in the wood", at(15, 2), man(8, 2), 1},
		{"close behind the wall", at(40, 10), man(50.6, 10), 2},
		{"far behind the wall", at(40, 10), man(55, 10), 0},
		{"behind the hedge", at(5, 20), man(5, 30.5), 1},
		{"behind the fence", at(35, 20), man(35, 30.5), 0},
		{"in the house", at(50, 33), man(63, 33), 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, notes := r.CoverOf(tb, tc.from, tc.target)
			if got != tc.cover || (got > 0) != (len(notes) > 0) {
				t.Errorf("cover %d %v, want %d", got, notes, tc.cover)
			}
		})
	}
}

// ruling.terrain: buildings blind, walls and hedges block, a wood is seen
// 2" into.
func TestTerrain_Sight(t *testing.T) {
	r := rules(t)
	tb := field()
	rule := r.SightRule(tb)
	for _, tc := range []struct {
		name     string
		from, to table.Point
		blocked  bool
	}{
		{"open", at(12, 40), at(20, 40), false},
		{"into the wood 1.5\"", at(15, 2), at(8.5, 2), false},
		{"through the wood", at(15, 2), at(-1, 2), true},
		{"over the wall", at(45, 10), at(55, 10), true},
		{"through the open gate", at(45, 5), at(55, 5), false},
		{"over the hedge", at(5, 25), at(5, 35), true},
		{"over the fence", at(35, 25), at(35, 35), false},
		{"into the house", at(50, 33), at(63, 33), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tb.Sight(tc.from, tc.to, nil).Blocked(rule); got != tc.blocked {
				t.Errorf("blocked %v, want %v", got, tc.blocked)
			}
		})
	}
}
