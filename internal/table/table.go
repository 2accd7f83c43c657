// Package table is the measured table: a playing field of a given size in
// centimetres or inches with terrain as areas, lines and buildings, and
// figures on stands of a given size with a facing. It answers the questions
// rulesets played with a ruler ask — distance edge to edge, contact, which
// arc of a stand something lies in, the length of straight moves and turns,
// the terrain a move crosses and what lies across a line of sight — and
// leaves what those answers mean to the ruleset.
//
// Coordinates run from the table's north-west corner: X east, Y south, in
// millimetres (Length). Bearings are compass degrees, clockwise from north.
// The package is pure: no I/O; the YAML reader is tablefile.
package table

import (
	"fmt"
	"math"
)

// Limits on what a table may hold, so that every input is bounded.
const (
	MaxSide     Length = 50000 // 50 m: no table is larger
	MaxFeatures        = 1000  // areas, lines and buildings together
	MaxPoints          = 1000  // points of one feature
	MaxOpenings        = 100   // openings of one line or building
)

// Table is a measured playing field and its terrain.
type Table struct {
	Name  string // the file's base name
	Title string
	// Width runs west to east, Depth north to south.
	Width, Depth Length
	// Unit is the unit the table is measured and shown in.
	Unit      Unit
	Areas     []Area
	Lines     []Line
	Buildings []Building
	Notes     string
}

// Feature says which list of the table a Ref points into.
type Feature uint8

// The lists of a table.
const (
	AreaFeature Feature = iota + 1
	LineFeature
	BuildingFeature
)

func (f Feature) String() string {
	switch f {
	case AreaFeature:
		return "area"
	case LineFeature:
		return "line"
	case BuildingFeature:
		return "building"
	}
	return "feature"
}

// Ref names one area, line or building of a table.
type Ref struct {
	Feature Feature
	Index   int
}

func (r Ref) String() string { return fmt.Sprintf("%s %d", r.Feature, r.Index+1) }

// Points are the points of the feature r names.
func (t *Table) Points(r Ref) []Point {
	switch r.Feature {
	case AreaFeature:
		return t.Areas[r.Index].Points
	case LineFeature:
		return t.Lines[r.Index].Points
	case BuildingFeature:
		return t.Buildings[r.Index].Points
	}
	return nil
}

// OnTable reports whether p lies on the table (its edge included).
func (t *Table) OnTable(p Point) bool {
	return p.X >= -Epsilon && p.Y >= -Epsilon && p.X <= t.Width+Epsilon && p.Y <= t.Depth+Epsilon
}

// Fits reports whether the whole of the stand's base lies on the table.
func (t *Table) Fits(s Stand) bool {
	for _, c := range s.Corners() {
		if !t.OnTable(c) {
			return false
		}
	}
	return true
}

// Problem is one thing wrong with a table, and the feature it is in (Ref's
// Feature 0 for the table itself).
type Problem struct {
	Ref Ref
	Msg string
}

// Check lists everything that makes t unusable: a size out of range,
// features off the table or with too few points, polygons whose edges
// cross, openings that do not fit their wall.
func (t *Table) Check() []Problem {
	var ps []Problem
	add := func(r Ref, format string, a ...any) { ps = append(ps, Problem{r, fmt.Sprintf(format, a...)}) }
	if !t.Unit.Valid() {
		add(Ref{}, "the table has no unit (cm or in)")
	}
	if !(t.Width > Epsilon && t.Width <= MaxSide) || !(t.Depth > Epsilon && t.Depth <= MaxSide) {
		add(Ref{}, "table size %g × %g mm: each side must be more than 0 and at most %g m",
			float64(t.Width), float64(t.Depth), float64(MaxSide)/1000)
		return ps // nothing can be placed on it
	}
	if n := len(t.Areas) + len(t.Lines) + len(t.Buildings); n > MaxFeatures {
		add(Ref{}, "%d features: at most %d", n, MaxFeatures)
		return ps
	}
	for i, a := range t.Areas {
		r := Ref{AreaFeature, i}
		t.checkPoints(r, a.Points, true, add)
		if a.Kind == Slope && (math.IsNaN(a.Uphill) || math.IsInf(a.Uphill, 0)) {
			add(r, "a slope needs the bearing it rises towards")
		}
		if a.Kind == Water && a.Depth != Shallow && a.Depth != Deep {
			add(r, "water needs a depth: shallow or deep")
		}
	}
	for i, l := range t.Lines {
		r := Ref{LineFeature, i}
		if t.checkPoints(r, l.Points, false, add) {
			checkOpenings(r, l.Points, false, l.Openings, add)
		}
		if l.Kind == Stakes && l.Front == 0 {
			add(r, "stakes need a front: the side their points face")
		}
	}
	for i, b := range t.Buildings {
		r := Ref{BuildingFeature, i}
		if t.checkPoints(r, b.Points, true, add) {
			checkOpenings(r, b.Points, true, b.Openings, add)
		}
	}
	return ps
}

// checkPoints checks a feature's outline and reports whether it is sound.
func (t *Table) checkPoints(r Ref, pts []Point, ring bool, add func(Ref, string, ...any)) bool {
	least := 2
	if ring {
		least = 3
	}
	switch {
	case len(pts) < least:
		add(r, "needs at least %d points, has %d", least, len(pts))
		return false
	case len(pts) > MaxPoints:
		add(r, "has %d points: at most %d", len(pts), MaxPoints)
		return false
	}
	ok := true
	for i, p := range pts {
		if !t.OnTable(p) || math.IsNaN(float64(p.X)) || math.IsNaN(float64(p.Y)) {
			add(r, "point %d (%s, %s) is off the table", i+1, p.X.Format(t.Unit), p.Y.Format(t.Unit))
			ok = false
		}
	}
	if !ok {
		return false
	}
	for i := range pts {
		j := i + 1
		if j == len(pts) {
			if !ring {
				break
			}
			j = 0
		}
		if pts[i].Dist(pts[j]) <= Epsilon {
			add(r, "points %d and %d are the same place", i+1, j+1)
			return false
		}
	}
	if i, j := SelfCrossing(pts, ring); i >= 0 {
		add(r, "its segments %d and %d cross or fold back", i+1, j+1)
		return false
	}
	if ring && math.Abs(SignedArea(pts)) <= float64(Epsilon) {
		add(r, "encloses no area")
		return false
	}
	return true
}

// checkOpenings checks that each opening lies within its segment and that
// no two overlap.
func checkOpenings(r Ref, pts []Point, ring bool, os []Opening, add func(Ref, string, ...any)) {
	if len(os) > MaxOpenings {
		add(r, "has %d openings: at most %d", len(os), MaxOpenings)
		return
	}
	segs := len(pts) - 1
	if ring {
		segs = len(pts)
	}
	for i, o := range os {
		if o.Segment < 0 || o.Segment >= segs {
			add(r, "opening %d (%s) is on no segment of it", i+1, o.Kind)
			continue
		}
		l := pts[o.Segment].Dist(pts[(o.Segment+1)%len(pts)])
		if !(o.Width > Epsilon) || o.At-o.Width/2 < -Epsilon || o.At+o.Width/2 > l+Epsilon {
			add(r, "opening %d (%s) does not fit in segment %d: %g mm wide at %g mm along a segment %g mm long",
				i+1, o.Kind, o.Segment+1, float64(o.Width), float64(o.At), float64(l))
			continue
		}
		for j := range i {
			p := os[j]
			if p.Segment == o.Segment && (p.At-o.At).Abs() < (p.Width+o.Width)/2-Epsilon {
				add(r, "openings %d and %d overlap", j+1, i+1)
			}
		}
	}
}
