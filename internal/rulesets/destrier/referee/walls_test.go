package referee

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
	"herald/internal/table"
)

func pt(x, y float64) table.Point {
	return table.Pt(table.Inch*table.Length(x), table.Inch*table.Length(y))
}

// walled is two knights on foot either side of a wall running north to
// south at x = 12, with a 3" gate at y = 16 and a window at y = 4, and a
// stack of barrels (a building with no way in) east of the wall.
func walled(t *testing.T) *played {
	t.Helper()
	d := ruleset(t)
	ground := &table.Table{Width: 36 * table.Inch, Depth: 24 * table.Inch,
		Lines: []table.Line{{Kind: table.Wall, Name: "curtain wall", Points: []table.Point{pt(12, 0), pt(12, 24)},
			Openings: []table.Opening{
				{Kind: table.Gate, Segment: 0, At: 16 * table.Inch, Width: 3 * table.Inch},
				{Kind: table.Window, Segment: 0, At: 4 * table.Inch, Width: 3 * table.Inch},
			}}},
		Buildings: []table.Building{{Name: "Barrels", Points: []table.Point{pt(17, 9), pt(19, 9), pt(19, 11), pt(17, 11)}}},
	}
	s, err := d.New(Setup{Sides: []string{"red", "blue"}, Width: 36, Depth: 24, Ground: ground, Figures: []Placed{
		{Figure: figure(t, d, "knight", "Sir Hugh", "red"), X: 10, Y: 10, Facing: 90},
		{Figure: figure(t, d, "knight", "Sir Roger", "red"), X: 10, Y: 16, Facing: 90},
		{Figure: figure(t, d, "knight", "Sir Bors", "red"), X: 10, Y: 4, Facing: 90},
		{Figure: figure(t, d, "knight", "Sir Guy", "blue"), X: 15.5, Y: 10, Facing: 90},
	}})
	if err != nil {
		t.Fatal(err)
	}
	g := &played{start: s, pos: s}
	n, evs := g.pos.Play(nil, dice.NewScripted(5, 2))
	g.pos, g.log = n, append(g.log, evs...)
	return g
}

// MOVEMENT (obstructions): walls and buildings stop a move; a gate lets a
// figure through, a window does not; a figure may not be set up in a wall.
func TestMovement_ObstructionsWallsAndBuildings(t *testing.T) {
	g := walled(t)
	for _, tc := range []struct{ side, text, want string }{
		{"red", "Sir Hugh moves to 12.5, 10", "run into the curtain wall"},
		{"red", "Sir Bors moves to 12.5, 4", "run into the curtain wall"},
		{"blue", "Sir Guy moves to 17.5, 10", "run into the Barrels"},
	} {
		if g.pos.Step().Sides[0] != tc.side {
			g.move(t, "red", "")
		}
		_, err := game.CheckTurn(g.pos, tc.side, tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), destrier.SecHalfMove) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
	g = walled(t)
	rep := g.move(t, "red", "Sir Roger moves to 12.5, 16")
	if !strings.Contains(rep, "Sir Roger moves 2.5\" to 12.5, 16") {
		t.Errorf("through the gate:\n%s", rep)
	}
	// A TAC move stops short of the wall: the stand lands clear of it.
	s := g.state().clone()
	f := s.fig("Sir Hugh")
	if s.shift(f, table.Heading(90).Scale(float64(2*table.Inch))) {
		t.Errorf("Sir Hugh shifted into the wall, to %s", place(f.Stand))
	}
	d := ruleset(t)
	_, err := d.New(Setup{Sides: []string{"red", "blue"}, Ground: g.state().ground, Figures: []Placed{
		{Figure: figure(t, d, "knight", "Sir Hugh", "red"), X: 12, Y: 10, Facing: 90},
		{Figure: figure(t, d, "knight", "Sir Guy", "blue"), X: 15.5, Y: 10, Facing: 90},
	}})
	if err == nil || !strings.Contains(err.Error(), "stands in the curtain wall") {
		t.Errorf("set up in a wall: %v", err)
	}
}

// RETREAT (THE TAC CARDS) falls back from the nearest enemy, but not
// through a wall behind: shortened until its way is clear, or not at all.
func TestTACRetreat_WallBehind(t *testing.T) {
	g := walled(t)
	s := g.state().clone()
	f, e := s.fig("Sir Guy"), s.fig("Sir Hugh")
	// Sir Hugh 1.2" from the wall, retreating west from Sir Guy set east.
	s.place(e, standOf(e.Figure, 10.8, 10, 90))
	s.place(f, standOf(f.Figure, 14, 10, 270))
	if d := s.moveAway(e, f, 3); d != 3 {
		t.Errorf("west, away from the wall, nothing stops him: moved %v", d)
	}
	s.place(e, standOf(e.Figure, 10.8, 10, 90))
	s.place(f, standOf(f.Figure, 8.5, 10, 90))
	d := s.moveAway(e, f, 3)
	if d == 0 || d > 0.5 || s.wallAt(e.Stand) != "" {
		t.Errorf("retreat east toward the wall: moved %v to %s", d, place(e.Stand))
	}
}
