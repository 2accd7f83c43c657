// Package tablefile reads measured tables (internal/table) from the YAML
// files people write, with every complaint at its file:line.
package tablefile

import (
	"math"
	"path"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/board/yamlfile"
	"herald/internal/table"
)

// ReadTable reads a table file.
func ReadTable(file string, src []byte) (*table.Table, error) {
	top, d := yamlfile.Parse(file, src)
	if top == nil {
		return nil, d.Err()
	}
	r := &reader{d: d, lines: map[table.Ref]int{}}
	t := &table.Table{Name: strings.TrimSuffix(path.Base(strings.ReplaceAll(file, "\\", "/")), path.Ext(file))}
	r.t = t
	f := d.Fields(top, "table", "table", "title", "notes", "areas", "lines", "buildings")
	if n := f["title"]; n != nil {
		t.Title, _ = d.String(n, "title")
	}
	if n := f["notes"]; n != nil {
		t.Notes, _ = d.Scalar(n, "notes")
	}
	if !d.Require(f, top, "table", "table") || !r.size(f["table"]) {
		return nil, d.Err()
	}
	for _, n := range d.List(f["areas"], "areas") {
		r.area(n)
	}
	for _, n := range d.List(f["lines"], "lines") {
		r.line(n)
	}
	for _, n := range d.List(f["buildings"], "buildings") {
		r.building(n)
	}
	if len(d.Errs) == 0 {
		for _, p := range t.Check() {
			d.ErrorAt(r.lines[p.Ref], "%s: %s", r.what(p.Ref), p.Msg)
		}
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return t, nil
}

// reader is one table file being read.
type reader struct {
	d     *yamlfile.Doc
	t     *table.Table
	lines map[table.Ref]int // where each feature begins
	count int
}

// what names a feature for messages: "woods (area 2, Ash Copse)".
func (r *reader) what(ref table.Ref) string {
	var kind, name string
	switch ref.Feature {
	case table.AreaFeature:
		kind, name = string(r.t.Areas[ref.Index].Kind), r.t.Areas[ref.Index].Name
	case table.LineFeature:
		kind, name = string(r.t.Lines[ref.Index].Kind), r.t.Lines[ref.Index].Name
	case table.BuildingFeature:
		kind, name = "building", r.t.Buildings[ref.Index].Name
	default:
		return "table"
	}
	s := kind + " (" + ref.String()
	if name != "" {
		s += ", " + name
	}
	return s + ")"
}

// size reads "120 x 80 cm": the table's width, depth and unit.
func (r *reader) size(n *yaml.Node) bool {
	s, ok := r.d.String(n, "table")
	if !ok {
		return false
	}
	bad := func() bool {
		r.d.Errorf(n, "table %q: give the width and depth and the unit, e.g. 120 x 80 cm or 48 x 32 in", s)
		return false
	}
	left, right, found := strings.Cut(strings.NewReplacer("×", "x", "X", "x").Replace(s), "x")
	right = strings.TrimSpace(right)
	var unit string
	for _, u := range []string{"cm", "inches", "in", `"`} {
		if strings.HasSuffix(right, u) {
			unit, right = u, strings.TrimSpace(strings.TrimSuffix(right, u))
			break
		}
	}
	if !found || strings.TrimSpace(left) == "" || right == "" {
		return bad()
	}
	switch unit {
	case "cm":
		r.t.Unit = table.Centimetres
	case "in", `"`, "inches":
		r.t.Unit = table.Inches
	default:
		r.d.Errorf(n, "table %q: the unit must be cm or in", s)
		return false
	}
	fields := []string{left, right}
	w, err1 := table.ParseLength(fields[0], r.t.Unit)
	h, err2 := table.ParseLength(fields[1], r.t.Unit)
	if err1 != nil || err2 != nil {
		return bad()
	}
	if !(w > 0 && w <= table.MaxSide) || !(h > 0 && h <= table.MaxSide) {
		r.d.Errorf(n, "table %q: each side must be more than 0 and at most %g m", s, float64(table.MaxSide)/1000)
		return false
	}
	r.t.Width, r.t.Depth = w, h
	return true
}

// enter records a new feature, refusing more than the table may hold.
func (r *reader) enter(n *yaml.Node, ref table.Ref) bool {
	r.count++
	if r.count > table.MaxFeatures {
		if r.count == table.MaxFeatures+1 {
			r.d.Errorf(n, "more than %d areas, lines and buildings", table.MaxFeatures)
		}
		return false
	}
	r.lines[ref] = n.Line
	return true
}

func (r *reader) area(n *yaml.Node) {
	ref := table.Ref{Feature: table.AreaFeature, Index: len(r.t.Areas)}
	if !r.enter(n, ref) {
		return
	}
	f := r.d.Fields(n, "area", "kind", "name", "points", "rect", "circle", "along", "width", "uphill", "depth")
	a := table.Area{Uphill: math.NaN(), Kind: readKind(r, f, n, "area", table.AreaKinds)}
	a.Name = r.name(f)
	a.Points = r.shape(n, f, "area", true)
	if u := f["uphill"]; u != nil {
		if a.Kind != table.Slope {
			r.d.Errorf(u, "uphill: only a slope rises")
		}
		a.Uphill = r.bearing(u, "uphill")
	} else if a.Kind == table.Slope {
		r.d.Errorf(n, "a slope needs uphill: the bearing it rises towards (north, south-east, 135, …)")
	}
	if dn := f["depth"]; dn != nil {
		if a.Kind != table.Water {
			r.d.Errorf(dn, "depth: only water has a depth")
		}
		if s, ok := r.d.String(dn, "depth"); ok {
			a.Depth = table.Depth(s)
			if a.Depth != table.Shallow && a.Depth != table.Deep {
				r.d.Errorf(dn, "depth %q: shallow or deep", s)
			}
		}
	} else if a.Kind == table.Water {
		r.d.Errorf(n, "water needs depth: shallow or deep")
	}
	if a.Kind != table.Slope {
		a.Uphill = 0
	}
	r.t.Areas = append(r.t.Areas, a)
}

func (r *reader) line(n *yaml.Node) {
	ref := table.Ref{Feature: table.LineFeature, Index: len(r.t.Lines)}
	if !r.enter(n, ref) {
		return
	}
	f := r.d.Fields(n, "line", "kind", "name", "points", "front", "openings")
	l := table.Line{Kind: readKind(r, f, n, "line", table.LineKinds)}
	l.Name = r.name(f)
	if r.d.Require(f, n, "line", "points") {
		l.Points = r.points(f["points"], "line points", 2)
	}
	if fn := f["front"]; fn != nil {
		if l.Kind != table.Stakes {
			r.d.Errorf(fn, "front: only stakes have a front")
		}
		l.Front = r.front(fn, l.Points)
	} else if l.Kind == table.Stakes {
		r.d.Errorf(n, "stakes need front: the side their points face (left, right, or a compass side such as north)")
	}
	l.Openings = r.openings(f["openings"], l.Points, false)
	r.t.Lines = append(r.t.Lines, l)
}

func (r *reader) building(n *yaml.Node) {
	ref := table.Ref{Feature: table.BuildingFeature, Index: len(r.t.Buildings)}
	if !r.enter(n, ref) {
		return
	}
	f := r.d.Fields(n, "building", "name", "points", "rect", "openings")
	var b table.Building
	b.Name = r.name(f)
	b.Points = r.shape(n, f, "building", false)
	b.Openings = r.openings(f["openings"], b.Points, true)
	r.t.Buildings = append(r.t.Buildings, b)
}

func (r *reader) name(f map[string]*yaml.Node) string {
	if n := f["name"]; n != nil {
		s, _ := r.d.String(n, "name")
		return s
	}
	return ""
}

// readKind reads the required kind of an area, line or opening and checks
// it against the known ones.
func readKind[K ~string](r *reader, f map[string]*yaml.Node, n *yaml.Node, what string, known []K) K {
	if !r.d.Require(f, n, what, "kind") {
		return ""
	}
	k, ok := r.d.String(f["kind"], what+" kind")
	if !ok {
		return ""
	}
	names := make([]string, len(known))
	for i, x := range known {
		if string(x) == k {
			return x
		}
		names[i] = string(x)
	}
	r.d.Errorf(f["kind"], "unknown %s kind %q (known: %s)", what, k, strings.Join(names, ", "))
	return K(k)
}
