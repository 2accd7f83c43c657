package table_test

import (
	"math"
	"testing"

	"herald/internal/table"
)

func samePoint(a, b table.Point) bool { return near(a.X, b.X) && near(a.Y, b.Y) }

func TestAdvance(t *testing.T) {
	// Destrier: a man with 6" a half-move walks straight ahead.
	s := man(10*in, 10*in, 90).Advance(6 * in)
	if !samePoint(s.Centre, table.Pt(16*in, 10*in)) || s.Facing != 90 {
		t.Errorf("advance 6\" east: %v facing %v", s.Centre, s.Facing)
	}
	s = foot(0, 50*cm, 0).Advance(-8 * cm) // Argad: backward in close order
	if !samePoint(s.Centre, table.Pt(0, 58*cm)) {
		t.Errorf("8 cm back from facing north: %v", s.Centre)
	}
	s, l := foot(0, 0, 30).MoveTo(table.Pt(3*cm, 4*cm))
	if l != 5*cm || s.Facing != 30 || s.Centre != table.Pt(3*cm, 4*cm) {
		t.Errorf("MoveTo: %v facing %v, length %v", s.Centre, s.Facing, float64(l))
	}
	if _, l := foot(1, 1, 0).MoveTo(table.Pt(1, 1)); l != 0 {
		t.Errorf("a move to where it stands has length %v", float64(l))
	}
}

// TestTurn: a turn costs the arc its farthest corner sweeps.
func TestTurn(t *testing.T) {
	b := table.Base{Width: 4 * cm, Depth: 2 * cm}
	s := table.Stand{Centre: table.Pt(50*cm, 50*cm), Facing: 0, Base: b}
	halfDiag := math.Hypot(20, 10)
	for _, tc := range []struct {
		name   string
		pivot  table.Pivot
		deg    float64
		centre table.Point
		facing float64
		length float64
	}{
		{"quarter turn on the spot", table.AboutCentre, 90, s.Centre, 90, halfDiag * math.Pi / 2},
		{"about turn", table.AboutCentre, -180, s.Centre, 180, halfDiag * math.Pi},
		{"no turn", table.AboutCentre, 0, s.Centre, 0, 0},
		// A wheel right about the front-right corner: the rear-left
		// corner sweeps the widest arc.
		{"wheel right", table.AboutCorner(table.FrontRight), 90,
			table.Pt(510, 470), 90, math.Hypot(40, 20) * math.Pi / 2},
		{"wheel left", table.AboutCorner(table.FrontLeft), -90,
			table.Pt(490, 470), 270, math.Hypot(40, 20) * math.Pi / 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, l := s.Turn(tc.pivot, tc.deg)
			if !samePoint(got.Centre, tc.centre) || math.Abs(got.Facing-tc.facing) > 1e-9 {
				t.Errorf("ends at %v facing %v, want %v facing %v", got.Centre, got.Facing, tc.centre, tc.facing)
			}
			if math.Abs(float64(l)-tc.length) > 1e-9 {
				t.Errorf("length %v, want %v", float64(l), tc.length)
			}
			if tc.pivot.AtCorner && !samePoint(got.CornerAt(tc.pivot.Corner), s.CornerAt(tc.pivot.Corner)) {
				t.Errorf("the pivot corner moved from %v to %v", s.CornerAt(tc.pivot.Corner), got.CornerAt(tc.pivot.Corner))
			}
		})
	}
	got, l := s.TurnTo(300)
	if got.Facing != 300 || math.Abs(float64(l)-halfDiag*math.Pi/3) > 1e-9 {
		t.Errorf("TurnTo(300) from 0: facing %v, length %v; want the short way, 60°", got.Facing, float64(l))
	}
	got, l = s.Face(table.Pt(50*cm, 60*cm))
	if got.Facing != 180 || math.Abs(float64(l)-halfDiag*math.Pi) > 1e-9 {
		t.Errorf("Face south: facing %v, length %v", got.Facing, float64(l))
	}
	if got, l := s.Face(s.Centre); got != s || l != 0 {
		t.Errorf("facing its own centre turned it: %+v, %v", got, float64(l))
	}
}

func TestBearings(t *testing.T) {
	for _, tc := range []struct {
		v    table.Vec
		want float64
	}{{table.Vec{X: 0, Y: -1}, 0}, {table.Vec{X: 1, Y: 0}, 90}, {table.Vec{X: 0, Y: 1}, 180}, {table.Vec{X: -1, Y: 0}, 270}, {table.Vec{}, 0}} {
		if got := tc.v.Bearing(); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("Bearing(%v) = %v, want %v", tc.v, got, tc.want)
		}
	}
	for _, tc := range []struct{ a, b, want float64 }{{0, 90, 90}, {90, 0, -90}, {350, 10, 20}, {10, 350, -20}, {0, 180, 180}, {0, 0, 0}} {
		if got := table.Turned(tc.a, tc.b); got != tc.want {
			t.Errorf("Turned(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
	if got := table.NormBearing(-1e-14); got != 0 && got >= 360 {
		t.Errorf("NormBearing(-tiny) = %v", got)
	}
}
