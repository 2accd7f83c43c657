package chainmail

import (
	"math"

	"herald/internal/table"
)

// Advance is the body moved d straight ahead (back when negative).
func (b Body) Advance(d table.Length) Body {
	b.Front = b.Front.Add(table.Heading(b.Facing).Scale(float64(d)))
	return b
}

// Wheel is the body wheeled deg degrees (clockwise when positive) about
// the front corner on the side it turns to, and the length of the wheel:
// the arc its outer front corner travels, a frontage times the angle.
func (b Body) Wheel(deg float64) (Body, table.Length) {
	side := -1.0 // a wheel to the left pivots on the left front corner
	if deg > 0 {
		side = 1
	}
	pivot := b.local(table.Length(side)*b.Width()/2, 0)
	b.Front = b.Front.Rotate(pivot, deg)
	b.Facing = table.NormBearing(b.Facing + deg)
	return b, table.Length(float64(b.Width()) * math.Abs(deg) * math.Pi / 180)
}

// Face is the body turned to face its right (90), left (-90) or rear
// (180) where it stands: every man turns, so its flank or rear becomes its
// front, and for a quarter turn its ranks become its files. The rulings'
// about_face is what it costs.
func (b Body) Face(deg int) Body {
	c := b.Stand().Centre
	switch deg {
	case 90, -90:
		b.Files = b.Ranks()
		b.Facing = table.NormBearing(b.Facing + float64(deg))
	case 180:
		b.Facing = table.NormBearing(b.Facing + 180)
	default:
		return b
	}
	// Keep its middle where it was: the new front is half the new depth
	// ahead of it.
	b.Front = c.Add(table.Heading(b.Facing).Scale(float64(b.Depth()) / 2))
	return b
}

// Away is the body moved d straight away from a point, facing as before
// (a fall back or a fighting withdrawal); a point at its middle moves it
// straight back.
func (b Body) Away(from table.Point, d table.Length) Body {
	c := b.Stand().Centre
	dir := c.Sub(from)
	l := dir.Len()
	if l <= table.Epsilon {
		return b.Advance(-d)
	}
	b.Front = b.Front.Add(dir.Scale(float64(d / l)))
	return b
}

// ReformCost is what reforming (files and ranks, or open or close order)
// takes of a move.
func (r *Rules) ReformCost(move table.Length) table.Length {
	return r.Rulings.Moves.FormationChange.Of(move)
}

// TurnCost is what facing a flank or the rear takes of a move.
func (r *Rules) TurnCost(move table.Length) table.Length { return r.Rulings.Moves.AboutFace.Of(move) }

// Move is a body's or figure's move a round: the rulings' rate for its
// troop type, foot or horse.
func (r *Rules) Move(t TroopType) (table.Length, error) {
	n, err := r.Movement.RateOf(t)
	return table.Inches.Of(float64(n)), err
}

// FallBackStand is a single figure's stand moved d straight away from a point
// (the fantasy table's "fall back 1 move"), facing as before.
func FallBackStand(st table.Stand, from table.Point, d table.Length) table.Stand {
	dir := st.Centre.Sub(from)
	l := dir.Len()
	if l <= table.Epsilon {
		return st.Advance(-d)
	}
	st.Centre = st.Centre.Add(dir.Scale(float64(d / l)))
	return st
}
