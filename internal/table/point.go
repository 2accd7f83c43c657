package table

import "math"

// Point is a place on the table: X from the west (left) edge, Y from the
// north (top) edge, as a map is read.
type Point struct{ X, Y Length }

// Vec is a displacement on the table.
type Vec struct{ X, Y Length }

// Pt is the point (x, y).
func Pt(x, y Length) Point { return Point{x, y} }

// Sub is the displacement from q to p.
func (p Point) Sub(q Point) Vec { return Vec{p.X - q.X, p.Y - q.Y} }

// Add is p moved by v.
func (p Point) Add(v Vec) Point { return Point{p.X + v.X, p.Y + v.Y} }

// Dist is the straight-line distance from p to q.
func (p Point) Dist(q Point) Length { return p.Sub(q).Len() }

// Len is the length of v.
func (v Vec) Len() Length { return Length(math.Hypot(float64(v.X), float64(v.Y))) }

// Scale is v times k.
func (v Vec) Scale(k float64) Vec { return Vec{v.X * Length(k), v.Y * Length(k)} }

// Dot is the scalar product, in square millimetres.
func (v Vec) Dot(w Vec) float64 { return float64(v.X)*float64(w.X) + float64(v.Y)*float64(w.Y) }

// Cross is the z component of v × w. With Y pointing south it is positive
// when w turns clockwise from v (to v's right).
func (v Vec) Cross(w Vec) float64 { return float64(v.X)*float64(w.Y) - float64(v.Y)*float64(w.X) }

// Heading is the unit vector of a compass bearing: degrees clockwise from
// north, so 0 points at the north edge and 90 at the east edge.
func Heading(bearing float64) Vec {
	s, c := math.Sincos(bearing * math.Pi / 180)
	return Vec{Length(s), Length(-c)}
}

// Bearing is the compass bearing of v in [0, 360); the zero vector has
// bearing 0.
func (v Vec) Bearing() float64 {
	if v.X == 0 && v.Y == 0 {
		return 0
	}
	return NormBearing(math.Atan2(float64(v.X), float64(-v.Y)) * 180 / math.Pi)
}

// NormBearing brings a bearing into [0, 360).
func NormBearing(b float64) float64 {
	b = math.Mod(b, 360)
	if b < 0 {
		b += 360
	}
	if b >= 360 {
		b = 0 // -tiny + 360 rounds to 360
	}
	return b
}

// Turned is the signed angle from bearing a to bearing b in (-180, 180]:
// positive clockwise.
func Turned(a, b float64) float64 {
	d := NormBearing(b - a)
	if d > 180 {
		d -= 360
	}
	return d
}
