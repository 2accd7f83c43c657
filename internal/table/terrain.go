package table

// AreaKind is the terrain of an area. The table only says what is where;
// what a kind does to movement, shooting or combat is each ruleset's.
type AreaKind string

// The kinds of area.
const (
	Woods  AreaKind = "woods"
	Bushes AreaKind = "bushes"
	Crops  AreaKind = "crops"
	Slope  AreaKind = "slope"
	Water  AreaKind = "water"
	Rough  AreaKind = "rough"
	Road   AreaKind = "road"
)

// AreaKinds lists every area kind, in the order the docs give them.
var AreaKinds = []AreaKind{Woods, Bushes, Crops, Slope, Water, Rough, Road}

// LineKind is what a line on the table is.
type LineKind string

// The kinds of line.
const (
	Wall   LineKind = "wall"
	Bank   LineKind = "bank" // an earth bank
	Stakes LineKind = "stakes"
	Hedge  LineKind = "hedge"
	Fence  LineKind = "fence"
)

// LineKinds lists every line kind.
var LineKinds = []LineKind{Wall, Bank, Stakes, Hedge, Fence}

// OpeningKind is what an opening in a wall or line is.
type OpeningKind string

// The kinds of opening.
const (
	Door      OpeningKind = "door"
	Gate      OpeningKind = "gate"
	Window    OpeningKind = "window"
	ArrowSlit OpeningKind = "arrow-slit"
	Gap       OpeningKind = "gap" // a breach or a gap left in a hedge
)

// OpeningKinds lists every opening kind.
var OpeningKinds = []OpeningKind{Door, Gate, Window, ArrowSlit, Gap}

// Depth is how deep water is.
type Depth string

// The depths of water.
const (
	Shallow Depth = "shallow"
	Deep    Depth = "deep"
)

// Area is a stretch of terrain: a simple polygon (no holes; its edges do
// not cross) with a kind. Its inside is open: a path along its edge is not
// in it.
type Area struct {
	Kind   AreaKind
	Name   string // optional, for people
	Points []Point
	// Uphill is the compass bearing a slope rises towards.
	Uphill float64
	// Depth is a water area's depth.
	Depth Depth
}

// Line is a wall, bank, stakes, hedge or fence: a polyline with a kind.
type Line struct {
	Kind   LineKind
	Name   string
	Points []Point
	// Front says which side stakes point to: +1 the right of the line
	// walked from its first point to its last, -1 the left, 0 none.
	Front    int
	Openings []Opening
}

// Building is a house, barn or tower: a simple polygon whose every edge is
// a wall, with openings in some of them.
type Building struct {
	Name     string
	Points   []Point
	Openings []Opening
}

// Opening is a door, gate, window, arrow slit or gap in one segment of a
// line or of a building's outline.
type Opening struct {
	Kind OpeningKind
	// Segment is the segment it is in: segment i runs from point i to
	// point i+1 (and, on a building, the last from the last point back to
	// the first).
	Segment int
	// At is the distance of the opening's middle from the segment's first
	// point; Width is how wide it is.
	At, Width Length
	Closed    bool // a door or gate that is shut
}

// Covers reports whether a place at distance d along the opening's segment
// lies strictly within the opening (its jambs are wall).
func (o Opening) Covers(d Length) bool {
	return d > o.At-o.Width/2+Epsilon && d < o.At+o.Width/2-Epsilon
}

// Ends are the table positions of the opening's two sides.
func (o Opening) Ends(pts []Point) (Point, Point) {
	p, q := pts[o.Segment], pts[(o.Segment+1)%len(pts)]
	v := q.Sub(p)
	l := v.Len()
	if l == 0 {
		return p, p
	}
	u := v.Scale(1 / float64(l))
	return p.Add(u.Scale(float64(o.At - o.Width/2))), p.Add(u.Scale(float64(o.At + o.Width/2)))
}

// opening is the index of the opening in segment seg at distance d along
// it, or -1 for solid wall.
func opening(os []Opening, seg int, d Length) int {
	for i, o := range os {
		if o.Segment == seg && o.Covers(d) {
			return i
		}
	}
	return -1
}
