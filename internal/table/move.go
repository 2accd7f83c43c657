package table

import "math"

// Advance is the stand moved d straight ahead (back when d is negative),
// facing as before.
func (s Stand) Advance(d Length) Stand {
	s.Centre = s.Centre.Add(Heading(s.Facing).Scale(float64(d)))
	return s
}

// MoveTo is a straight move of the base's centre to p, facing as before
// (sideways and backward moves included), and its length.
func (s Stand) MoveTo(p Point) (Stand, Length) {
	l := p.Dist(s.Centre)
	s.Centre = p
	return s, l
}

// Pivot says what a stand turns about: the centre of its base, or one of
// its corners (a wheel about a front corner).
type Pivot struct {
	AtCorner bool
	Corner   Corner
}

// AboutCentre turns a stand on the spot.
var AboutCentre = Pivot{}

// AboutCorner turns a stand about one corner of its base.
func AboutCorner(c Corner) Pivot { return Pivot{AtCorner: true, Corner: c} }

// Turn is the stand turned deg degrees clockwise (anticlockwise when
// negative) about the pivot, and the length of the turn: the arc the
// corner farthest from the pivot sweeps, so that a wheel costs what the
// outer corner travels. A turn of 0 costs nothing.
func (s Stand) Turn(about Pivot, deg float64) (Stand, Length) {
	pivot := s.Centre
	if about.AtCorner {
		pivot = s.CornerAt(about.Corner)
	}
	reach := 0.0
	for _, c := range s.Corners() {
		reach = math.Max(reach, float64(c.Dist(pivot)))
	}
	s.Centre = rotate(s.Centre, pivot, deg)
	s.Facing = NormBearing(s.Facing + deg)
	return s, Length(reach * math.Abs(deg) * math.Pi / 180)
}

// TurnTo is the stand turned on the spot to face a bearing, by the shorter
// way round, and the length of the turn.
func (s Stand) TurnTo(bearing float64) (Stand, Length) {
	t, l := s.Turn(AboutCentre, Turned(s.Facing, bearing))
	t.Facing = NormBearing(bearing) // exactly what was asked
	return t, l
}

// Face is the stand turned on the spot to face p (if p is its centre, it
// keeps its facing).
func (s Stand) Face(p Point) (Stand, Length) {
	if p.Dist(s.Centre) <= Epsilon {
		return s, 0
	}
	return s.TurnTo(p.Sub(s.Centre).Bearing())
}

// rotate is p turned deg degrees clockwise about c.
func rotate(p, c Point, deg float64) Point {
	sin, cos := math.Sincos(deg * (math.Pi / 180))
	dx, dy := float64(p.X-c.X), float64(p.Y-c.Y)
	// Y points south, so a clockwise turn on the table is the usual
	// anticlockwise rotation formula.
	return Point{c.X + Length(dx*cos-dy*sin), c.Y + Length(dx*sin+dy*cos)}
}

// Rotate is the stand turned deg degrees clockwise about the point c
// together with the table around it: used to check that answers do not
// depend on how the table lies.
func (s Stand) Rotate(c Point, deg float64) Stand {
	s.Centre = rotate(s.Centre, c, deg)
	s.Facing = NormBearing(s.Facing + deg)
	return s
}

// Rotate is p turned deg degrees clockwise about c.
func (p Point) Rotate(c Point, deg float64) Point { return rotate(p, c, deg) }
