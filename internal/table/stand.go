package table

import (
	"fmt"
	"math"
)

// Base is the size and shape of a figure's stand.
type Base struct {
	// Width runs across the figure's front, Depth from front to back.
	Width, Depth Length
	// Corner: the figure faces a corner of its base, as Destrier's men do
	// on their square stands; the two edges meeting there are its front.
	// Such a base must be square.
	Corner bool
}

// Check reports a base no stand can have.
func (b Base) Check() error {
	switch {
	case !(b.Width > Epsilon) || !(b.Depth > Epsilon) || math.IsInf(float64(b.Width), 0) || math.IsInf(float64(b.Depth), 0):
		return fmt.Errorf("a base needs a positive width and depth, not %g × %g mm", float64(b.Width), float64(b.Depth))
	case b.Corner && (b.Width-b.Depth).Abs() > Epsilon:
		return fmt.Errorf("a base whose figure faces a corner must be square, not %g × %g mm", float64(b.Width), float64(b.Depth))
	}
	return nil
}

// Stand is a figure on its base: where the base's centre is and which way
// the figure faces.
type Stand struct {
	Centre Point
	// Facing is the compass bearing the figure looks and moves towards.
	Facing float64
	Base   Base
}

// Corner numbers a corner of a base, clockwise from the figure's facing:
// corner 0 is the first one at or clockwise after dead ahead. On a base
// whose figure faces an edge the corners are front-right, rear-right,
// rear-left and front-left; on a base whose figure faces a corner they are
// the front, right, rear and left corners.
type Corner int

// Corners of a base whose figure faces an edge.
const (
	FrontRight Corner = iota
	RearRight
	RearLeft
	FrontLeft
)

// Corners of a base whose figure faces a corner.
const (
	FrontCorner Corner = iota
	RightCorner
	RearCorner
	LeftCorner
)

// Edge numbers an edge of a base: edge i runs from corner i-1 to corner i,
// clockwise, so edge 0 is the front on a base facing an edge and the front
// left (the shield side) on a base facing a corner.
type Edge int

// Edges of a base whose figure faces an edge.
const (
	FrontEdge Edge = iota
	RightEdge
	RearEdge
	LeftEdge
)

// Edges of a base whose figure faces a corner.
const (
	FrontLeftEdge Edge = iota
	FrontRightEdge
	RearRightEdge
	RearLeftEdge
)

// frame is a stand placed on the table: its centre, the unit vectors of its
// base's own axes (forward and right), and its half extents along them.
// On a base facing a corner the base's axes are the facing turned 45°
// anticlockwise, so that the base's own front-right corner lies dead ahead.
type frame struct {
	cx, cy float64
	fx, fy float64 // base forward
	rx, ry float64 // base right
	hw, hd float64
}

func (s Stand) frame() frame {
	b := s.Facing
	if s.Base.Corner {
		b -= 45
	}
	sin, cos := math.Sincos(b * (math.Pi / 180))
	return frame{
		cx: float64(s.Centre.X), cy: float64(s.Centre.Y),
		fx: sin, fy: -cos,
		rx: cos, ry: sin,
		hw: float64(s.Base.Width) / 2, hd: float64(s.Base.Depth) / 2,
	}
}

// local is (x, y) in the base's own axes: right and forward.
func (f *frame) local(x, y float64) (r, fw float64) {
	dx, dy := x-f.cx, y-f.cy
	return dx*f.rx + dy*f.ry, dx*f.fx + dy*f.fy
}

// world is the table position of local (r, fw).
func (f *frame) world(r, fw float64) (x, y float64) {
	return f.cx + r*f.rx + fw*f.fx, f.cy + r*f.ry + fw*f.fy
}

// cornerSigns are the base-axis signs of corners 0-3: front-right,
// rear-right, rear-left, front-left of the base's own axes.
var cornerSigns = [4][2]float64{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}

// corners are the base's corners in table coordinates, numbered as Corner.
func (f *frame) corners() (xs, ys [4]float64) {
	for i, s := range cornerSigns {
		xs[i], ys[i] = f.world(s[0]*f.hw, s[1]*f.hd)
	}
	return xs, ys
}

// outside is the squared distance from base-local (r, fw) to the base.
func (f *frame) outside(r, fw float64) float64 {
	d := 0.0
	if dx := math.Abs(r) - f.hw; dx > 0 {
		d = dx * dx
	}
	if dy := math.Abs(fw) - f.hd; dy > 0 {
		d += dy * dy
	}
	return d
}

// Corners are the base's four corners on the table, numbered as Corner.
func (s Stand) Corners() [4]Point {
	f := s.frame()
	xs, ys := f.corners()
	var out [4]Point
	for i := range out {
		out[i] = Point{Length(xs[i]), Length(ys[i])}
	}
	return out
}

// CornerAt is one corner of the base.
func (s Stand) CornerAt(c Corner) Point { return s.Corners()[((c%4)+4)%4] }

// EdgeEnds are the ends of edge e, clockwise.
func (s Stand) EdgeEnds(e Edge) (Point, Point) {
	cs := s.Corners()
	i := ((int(e) % 4) + 4) % 4
	return cs[(i+3)%4], cs[i]
}

// Local is p in the figure's own terms: how far to its right and how far
// ahead of the centre of its base (negative: left, behind).
func (s Stand) Local(p Point) (right, ahead Length) {
	sin, cos := math.Sincos(s.Facing * (math.Pi / 180))
	dx, dy := float64(p.X-s.Centre.X), float64(p.Y-s.Centre.Y)
	return Length(dx*cos + dy*sin), Length(dx*sin - dy*cos)
}

// Relative is the bearing of p from the stand's centre measured from its
// facing, in (-180, 180]: 0 dead ahead, 90 to the right, -90 to the left.
// The centre itself is dead ahead.
func (s Stand) Relative(p Point) float64 {
	if p == s.Centre {
		return 0
	}
	return Turned(s.Facing, p.Sub(s.Centre).Bearing())
}

// Contains reports whether p lies on the base (its edge included).
func (s Stand) Contains(p Point) bool {
	f := s.frame()
	r, fw := f.local(float64(p.X), float64(p.Y))
	return math.Abs(r) <= f.hw+float64(Epsilon) && math.Abs(fw) <= f.hd+float64(Epsilon)
}
