package tablefile

import (
	"math"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/table"
)

// CircleSides is how many sides the polygon a circle becomes has: the
// table measures and draws the polygon, so what is seen is what counts.
const CircleSides = 32

// length reads one length in the table's unit (or the unit written after
// it).
func (r *reader) length(n *yaml.Node, what string) (table.Length, bool) {
	s, ok := r.d.Scalar(n, what)
	if !ok {
		return 0, false
	}
	l, err := table.ParseLength(s, r.t.Unit)
	if err != nil {
		r.d.Errorf(n, "%s: %v", what, err)
		return 0, false
	}
	return l, true
}

// point reads [x, y].
func (r *reader) point(n *yaml.Node, what string) (table.Point, bool) {
	if n.Kind != yaml.SequenceNode || len(n.Content) != 2 {
		r.d.Errorf(n, "%s: expected a point [x, y], found %s", what, describe(n))
		return table.Point{}, false
	}
	x, ok1 := r.length(n.Content[0], what+" x")
	y, ok2 := r.length(n.Content[1], what+" y")
	if !ok1 || !ok2 {
		return table.Point{}, false
	}
	p := table.Pt(x, y)
	if !r.t.OnTable(p) {
		r.d.Errorf(n, "%s [%s, %s] is off the table (%s × %s)", what, n.Content[0].Value, n.Content[1].Value,
			r.t.Width.Format(r.t.Unit), r.t.Depth.Format(r.t.Unit))
		return p, false
	}
	return p, true
}

// points reads a list of at least least points.
func (r *reader) points(n *yaml.Node, what string, least int) []table.Point {
	if n.Kind != yaml.SequenceNode {
		r.d.Errorf(n, "%s: expected a list of points [[x, y], …], found %s", what, describe(n))
		return nil
	}
	if len(n.Content) > table.MaxPoints {
		r.d.Errorf(n, "%s: %d points, at most %d", what, len(n.Content), table.MaxPoints)
		return nil
	}
	if len(n.Content) < least {
		r.d.Errorf(n, "%s: %d points, at least %d", what, len(n.Content), least)
		return nil
	}
	out := make([]table.Point, 0, len(n.Content))
	ok := true
	for _, e := range n.Content {
		p, good := r.point(e, strings.TrimSuffix(what, "s"))
		ok = ok && good
		out = append(out, p)
	}
	if !ok {
		return nil
	}
	return out
}

// shape reads an outline given one way or another: points, rect, circle,
// or (for areas) a band of some width along points.
func (r *reader) shape(n *yaml.Node, f map[string]*yaml.Node, what string, band bool) []table.Point {
	var given []string
	for _, k := range []string{"points", "rect", "circle", "along"} {
		if f[k] != nil {
			given = append(given, k)
		}
	}
	if len(given) != 1 {
		ways := "points, rect or circle"
		if band {
			ways = "points, rect, circle, or along with width"
		}
		r.d.Errorf(n, "%s: give its outline one way: %s", what, ways)
		return nil
	}
	if w := f["width"]; w != nil && given[0] != "along" {
		r.d.Errorf(w, "width: only a band (along:) has a width")
	}
	switch given[0] {
	case "points":
		return r.points(f["points"], what+" points", 3)
	case "rect":
		return r.rect(f["rect"])
	case "circle":
		return r.circle(f["circle"])
	}
	if !r.d.Require(f, n, what, "width") {
		return nil
	}
	pts := r.points(f["along"], "along points", 2)
	w, ok := r.length(f["width"], "width")
	if pts == nil || !ok {
		return nil
	}
	if !(w > table.Epsilon) || w > r.t.Width+r.t.Depth {
		r.d.Errorf(f["width"], "width: must be more than 0 and less than the table")
		return nil
	}
	out, msg := band3(pts, w, r.t)
	if msg != "" {
		r.d.Errorf(f["along"], "along: %s", msg)
		return nil
	}
	return out
}

// numbers reads a list of k lengths.
func (r *reader) numbers(n *yaml.Node, what string, k int, form string) ([]table.Length, bool) {
	if n.Kind != yaml.SequenceNode || len(n.Content) != k {
		r.d.Errorf(n, "%s: expected %s, found %s", what, form, describe(n))
		return nil, false
	}
	out := make([]table.Length, k)
	for i, e := range n.Content {
		l, ok := r.length(e, what)
		if !ok {
			return nil, false
		}
		out[i] = l
	}
	return out, true
}

// rect reads [x, y, width, depth]: the north-west corner and the size.
func (r *reader) rect(n *yaml.Node) []table.Point {
	v, ok := r.numbers(n, "rect", 4, "[x, y, width, depth]")
	if !ok {
		return nil
	}
	x, y, w, h := v[0], v[1], v[2], v[3]
	if !(w > table.Epsilon && h > table.Epsilon) {
		r.d.Errorf(n, "rect: the width and depth must be more than 0")
		return nil
	}
	pts := []table.Point{table.Pt(x, y), table.Pt(x+w, y), table.Pt(x+w, y+h), table.Pt(x, y+h)}
	for _, p := range pts {
		if !r.t.OnTable(p) {
			r.d.Errorf(n, "rect: runs off the table (%s × %s)", r.t.Width.Format(r.t.Unit), r.t.Depth.Format(r.t.Unit))
			return nil
		}
	}
	return pts
}

// circle reads [x, y, radius].
func (r *reader) circle(n *yaml.Node) []table.Point {
	v, ok := r.numbers(n, "circle", 3, "[x, y, radius]")
	if !ok {
		return nil
	}
	c, rad := table.Pt(v[0], v[1]), v[2]
	if !(rad > table.Epsilon) {
		r.d.Errorf(n, "circle: the radius must be more than 0")
		return nil
	}
	pts := make([]table.Point, CircleSides)
	for i := range pts {
		pts[i] = c.Add(table.Heading(float64(i) * 360 / CircleSides).Scale(float64(rad)))
		if !r.t.OnTable(pts[i]) {
			r.d.Errorf(n, "circle: runs off the table (%s × %s)", r.t.Width.Format(r.t.Unit), r.t.Depth.Format(r.t.Unit))
			return nil
		}
	}
	return pts
}

// compass are the compass words a bearing may be written as.
var compass = map[string]float64{
	"north": 0, "north-east": 45, "east": 90, "south-east": 135, "south": 180, "south-west": 225, "west": 270, "north-west": 315,
	"n": 0, "ne": 45, "e": 90, "se": 135, "s": 180, "sw": 225, "w": 270, "nw": 315,
}

// bearing reads a compass word or degrees clockwise from north.
func (r *reader) bearing(n *yaml.Node, what string) float64 {
	s, ok := r.d.String(n, what)
	if !ok {
		return math.NaN()
	}
	if b, ok := compass[strings.ToLower(s)]; ok {
		return b
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) || v < -360 || v > 360 {
		r.d.Errorf(n, "%s %q: a compass direction (north, south-east, …) or degrees clockwise from north (0 to 360)", what, s)
		return math.NaN()
	}
	return table.NormBearing(v)
}

// front reads which side stakes face: left or right of the line as it
// runs from its first point, or the compass side its first segment faces.
func (r *reader) front(n *yaml.Node, pts []table.Point) int {
	s, ok := r.d.String(n, "front")
	if !ok {
		return 0
	}
	switch strings.ToLower(s) {
	case "right":
		return 1
	case "left":
		return -1
	}
	b, ok := compass[strings.ToLower(s)]
	if !ok {
		r.d.Errorf(n, "front %q: left or right (of the line from its first point), or a compass side such as north", s)
		return 0
	}
	if len(pts) < 2 {
		return 0
	}
	// The right of a segment lies 90° clockwise of its bearing.
	rel := table.Turned(pts[1].Sub(pts[0]).Bearing()+90, b)
	switch {
	case math.Abs(rel) < 89.9:
		return 1
	case math.Abs(rel) > 90.1:
		return -1
	}
	r.d.Errorf(n, "front %q: the line's first segment runs that way; say left or right", s)
	return 0
}

// openings reads a line's or building's openings, each placed by the point
// of its middle on the wall.
func (r *reader) openings(n *yaml.Node, pts []table.Point, ring bool) []table.Opening {
	list := r.d.List(n, "openings")
	if len(list) > table.MaxOpenings {
		r.d.Errorf(n, "openings: %d, at most %d", len(list), table.MaxOpenings)
		return nil
	}
	var out []table.Opening
	for _, e := range list {
		f := r.d.Fields(e, "opening", "kind", "at", "width", "closed")
		o := table.Opening{Kind: readKind(r, f, e, "opening", table.OpeningKinds)}
		if c := f["closed"]; c != nil {
			o.Closed, _ = r.d.Bool(c, "closed")
			if o.Closed && o.Kind != table.Door && o.Kind != table.Gate {
				r.d.Errorf(c, "closed: only doors and gates close")
			}
		}
		if !r.d.Require(f, e, "opening", "at") || !r.d.Require(f, e, "opening", "width") {
			continue
		}
		at, ok1 := r.point(f["at"], "opening at")
		w, ok2 := r.length(f["width"], "opening width")
		if !ok1 || !ok2 || pts == nil {
			continue
		}
		o.Width = w
		seg, along, off := nearestSegment(pts, ring, at)
		if off > r.snap() {
			r.d.Errorf(f["at"], "opening at [%s, %s] is %s from the nearest wall; put its middle on the wall",
				f["at"].Content[0].Value, f["at"].Content[1].Value, off.Format(r.t.Unit))
			continue
		}
		o.Segment, o.At = seg, along
		out = append(out, o)
	}
	return out
}

// snap is how far an opening's middle may lie from its wall: half a
// centimetre, or a fifth of an inch.
func (r *reader) snap() table.Length {
	if r.t.Unit == table.Inches {
		return table.Inch / 5
	}
	return table.Centimetre / 2
}

// nearestSegment is the segment of the polyline nearest to p, how far
// along it p's foot lies, and how far p is from it.
func nearestSegment(pts []table.Point, ring bool, p table.Point) (seg int, along, off table.Length) {
	off = table.Length(math.Inf(1))
	n := len(pts) - 1
	if ring {
		n = len(pts)
	}
	for i := 0; i < n; i++ {
		a, b := pts[i], pts[(i+1)%len(pts)]
		v := b.Sub(a)
		l := v.Len()
		if l == 0 {
			continue
		}
		t := math.Max(0, math.Min(float64(l), p.Sub(a).Dot(v)/float64(l)))
		foot := a.Add(v.Scale(t / float64(l)))
		if d := p.Dist(foot); d < off {
			seg, along, off = i, table.Length(t), d
		}
	}
	return seg, along, off
}

func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "a list of " + strconv.Itoa(len(n.Content))
	case yaml.MappingNode:
		return "a mapping"
	case yaml.AliasNode:
		return "an alias"
	}
	return strconv.Quote(n.Value)
}

// band3 is the outline of a band of width w along pts: the line offset by
// w/2 to either side, the offsets meeting at each bend in a mitre, its ends
// square, or cut along the table's edge where the line ends on one. It
// returns a message instead when a bend is too sharp or the band folds.
func band3(pts []table.Point, w table.Length, t *table.Table) ([]table.Point, string) {
	h := float64(w) / 2
	n := len(pts)
	right := make([]table.Point, n)
	left := make([]table.Point, n)
	dir := func(i int) table.Vec { // unit direction of segment i
		v := pts[i+1].Sub(pts[i])
		return v.Scale(1 / float64(v.Len()))
	}
	normal := func(d table.Vec) table.Vec { return table.Vec{X: -d.Y, Y: d.X} } // to the right
	for i := range n {
		var off table.Vec
		switch i {
		case 0, n - 1:
			seg := 0
			if i == n-1 {
				seg = n - 2
			}
			if pts[seg+1].Dist(pts[seg]) <= table.Epsilon {
				return nil, "two points in a row are the same place"
			}
			d := dir(seg)
			nr := normal(d).Scale(h)
			right[i], left[i] = edgeCut(pts[i], nr, d, t), edgeCut(pts[i], nr.Scale(-1), d, t)
			continue
		default:
			if pts[i].Dist(pts[i-1]) <= table.Epsilon || pts[i+1].Dist(pts[i]) <= table.Epsilon {
				return nil, "two points in a row are the same place"
			}
			a, b := normal(dir(i-1)), normal(dir(i))
			m := table.Vec{X: a.X + b.X, Y: a.Y + b.Y}
			ml := float64(m.Len())
			c := 0.0
			if ml > 0 {
				m = m.Scale(1 / ml)
				c = m.Dot(a)
			}
			if c < 0.3 {
				return nil, "turns too sharply at point " + strconv.Itoa(i+1) + "; add points to round the bend"
			}
			off = m.Scale(h / c)
		}
		right[i], left[i] = pts[i].Add(off), pts[i].Add(off.Scale(-1))
	}
	out := append(right, reverse(left)...)
	if i, _ := table.SelfCrossing(out, true); i >= 0 {
		return nil, "the band folds over itself; spread its points or make it narrower"
	}
	return out, ""
}

// edgeCut is the corner of a band's end: end+off, or, when the end lies
// on an edge of the table, where the offset line along d meets that edge.
func edgeCut(end table.Point, off, d table.Vec, t *table.Table) table.Point {
	p := end.Add(off)
	eps := table.Epsilon
	switch {
	case (end.X.Abs() <= eps || (end.X-t.Width).Abs() <= eps) && d.X.Abs() > 1e-9:
		x := table.Length(0)
		if end.X.Abs() > eps {
			x = t.Width
		}
		return p.Add(d.Scale(float64((x - p.X) / d.X)))
	case (end.Y.Abs() <= eps || (end.Y-t.Depth).Abs() <= eps) && d.Y.Abs() > 1e-9:
		y := table.Length(0)
		if end.Y.Abs() > eps {
			y = t.Depth
		}
		return p.Add(d.Scale(float64((y - p.Y) / d.Y)))
	}
	return p
}

func reverse(ps []table.Point) []table.Point {
	out := make([]table.Point, len(ps))
	for i, p := range ps {
		out[len(ps)-1-i] = p
	}
	return out
}
