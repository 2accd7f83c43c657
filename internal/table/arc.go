package table

import (
	"fmt"
	"math"
)

// Ray is one boundary of an arc: a ray from the centre of a stand's base,
// either through one of its corners or at a fixed angle from its facing.
type Ray struct {
	Corner Corner
	// ByAngle: the ray leaves at Angle degrees clockwise from the facing,
	// whatever the base's shape.
	ByAngle bool
	Angle   float64
}

// ThroughCorner is the ray through a corner of the base.
func ThroughCorner(c Corner) Ray { return Ray{Corner: c} }

// AtAngle is the ray at deg degrees clockwise from the facing.
func AtAngle(deg float64) Ray { return Ray{ByAngle: true, Angle: deg} }

// Arc is a named sector round a stand: it begins at its ray and runs
// clockwise to the ray of the next arc.
type Arc struct {
	Name string
	From Ray
}

// Arcs divide the whole turn round a stand into named sectors, listed
// clockwise. A ruleset defines its own: by the edges of the base (each
// edge's sector lies between the rays through its two corners) or by other
// angles. Names may repeat (two flanks). A point on a boundary ray lies in
// the arc that begins there.
type Arcs []Arc

// The arcs of the rulesets herald knows, as ready examples.
var (
	// ArgadArcs: front, flanks and rear, each the sector of one edge.
	ArgadArcs = Arcs{
		{"front", ThroughCorner(FrontLeft)},
		{"flank", ThroughCorner(FrontRight)},
		{"rear", ThroughCorner(RearRight)},
		{"flank", ThroughCorner(RearLeft)},
	}
	// DestrierManArcs: a man facing a corner of his square stand; the edge
	// to his left is his shield side, the one to his right his sword side,
	// the two behind his rear.
	DestrierManArcs = Arcs{
		{"shield", ThroughCorner(LeftCorner)},
		{"sword", ThroughCorner(FrontCorner)},
		{"rear", ThroughCorner(RightCorner)},
	}
	// DestrierRiderArcs: a rider on a 2" × 1" horse facing its short side.
	// The left long side and the horse's head are his shield side, the
	// right long side his sword side, the short side behind his rear.
	DestrierRiderArcs = Arcs{
		{"shield", ThroughCorner(RearLeft)},
		{"sword", ThroughCorner(FrontRight)},
		{"rear", ThroughCorner(RearRight)},
	}
	// DestrierHorseArcs: the horse's own frontal sides (both long sides
	// and its head) and its rear.
	DestrierHorseArcs = Arcs{
		{"front", ThroughCorner(RearLeft)},
		{"rear", ThroughCorner(RearRight)},
	}
)

// pseudo is a cheap stand-in for the clockwise angle of (right, ahead) from
// dead ahead, in [0, 4): it grows with the angle, so sectors can be told
// apart without trigonometry.
func pseudo(right, ahead float64) float64 {
	switch {
	case right >= 0 && ahead > 0:
		return right / (right + ahead)
	case right > 0 && ahead <= 0:
		return 1 - ahead/(right-ahead)
	case right <= 0 && ahead < 0:
		return 2 + right/(right+ahead)
	default:
		return 3 + ahead/(ahead-right)
	}
}

// turn4 brings a difference of pseudo-angles into [0, 4).
func turn4(d float64) float64 {
	if d < 0 {
		d += 4
	}
	if d >= 4 {
		d -= 4
	}
	return d
}

// rayPseudo is the pseudo-angle of a ray of a base, measured from the
// figure's facing.
func rayPseudo(r Ray, b Base) float64 {
	if r.ByAngle {
		s, c := math.Sincos(r.Angle * (math.Pi / 180))
		return pseudo(s, c)
	}
	c := ((int(r.Corner) % 4) + 4) % 4
	if b.Corner {
		return float64(c) // front, right, rear and left corners
	}
	sg := cornerSigns[c]
	return pseudo(sg[0]*float64(b.Width), sg[1]*float64(b.Depth))
}

// Check reports arcs that are not a clockwise division of the turn for
// this base: none, or rays out of order or on top of each other.
func (as Arcs) Check(b Base) error {
	if len(as) == 0 {
		return fmt.Errorf("no arcs")
	}
	start := rayPseudo(as[0].From, b)
	last := 0.0
	for i, a := range as[1:] {
		d := turn4(rayPseudo(a.From, b) - start)
		if d <= last {
			return fmt.Errorf("arc %d (%s) does not begin clockwise after arc %d (%s)", i+2, a.Name, i+1, as[i].Name)
		}
		last = d
	}
	return nil
}

// Of is the index of the arc of stand s that point p lies in, or -1 when p
// is the centre of the base, which lies in none.
func (as Arcs) Of(s Stand, p Point) int {
	r, a := s.Local(p)
	return as.ofLocal(s.Base, float64(r), float64(a))
}

// OfStand is the arc of s that the other stand lies in: the arc of its
// centre.
func (as Arcs) OfStand(s, other Stand) int { return as.Of(s, other.Centre) }

// Name is the name of arc i, "" for -1.
func (as Arcs) Name(i int) string {
	if i < 0 || i >= len(as) {
		return ""
	}
	return as[i].Name
}

// ofBase is the arc of a point given in the base's own axes; a base facing
// a corner has its axes turned 45° from the figure's, and (r-f, r+f) is the
// point in the figure's axes, scaled by √2, which leaves its angle alone.
func (as Arcs) ofBase(b Base, r, f float64) int {
	if b.Corner {
		return as.ofLocal(b, r-f, r+f)
	}
	return as.ofLocal(b, r, f)
}

func (as Arcs) ofLocal(b Base, right, ahead float64) int {
	if (right == 0 && ahead == 0) || len(as) == 0 {
		return -1
	}
	start := rayPseudo(as[0].From, b)
	q := turn4(pseudo(right, ahead) - start)
	best := 0
	for i := 1; i < len(as); i++ {
		if turn4(rayPseudo(as[i].From, b)-start) <= q {
			best = i
		}
	}
	return best
}

// TouchingEdges is the set of edges of stand s that touch another stand,
// bit e for Edge e: the edges that lie against it along some length, or,
// where the bases meet only at a point (corner to corner, corner to edge),
// the edges that meet there. Stands that do not touch share no edge.
// Destrier asks which of a figure's sides is in contact with its foe.
func TouchingEdges(s, other Stand) uint8 {
	if Distance(s, other) > 0 {
		return 0
	}
	f := other.frame()
	var along, at uint8
	for e := range 4 {
		p, q := s.EdgeEnds(Edge(e))
		l, ok := clipToBase(&f, p, q)
		switch {
		case !ok:
		case l > 4*float64(Epsilon): // more than the Epsilon the base was grown by
			along |= 1 << e
		default:
			at |= 1 << e
		}
	}
	if along != 0 {
		return along
	}
	return at
}

// clipToBase is the length of segment pq that lies on the base (grown by
// Epsilon), and whether any of it does.
func clipToBase(f *frame, p, q Point) (float64, bool) {
	pr, pf := f.local(float64(p.X), float64(p.Y))
	qr, qf := f.local(float64(q.X), float64(q.Y))
	lo, hi := 0.0, 1.0
	eps := float64(Epsilon)
	for _, c := range [2][3]float64{{pr, qr - pr, f.hw + eps}, {pf, qf - pf, f.hd + eps}} {
		var ok bool
		if lo, hi, ok = slab(lo, hi, c[0], c[1], -c[2], c[2]); !ok {
			return 0, false
		}
	}
	if hi < lo {
		return 0, false
	}
	return (hi - lo) * math.Hypot(qr-pr, qf-pf), true
}
