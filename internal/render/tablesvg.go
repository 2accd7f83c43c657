package render

import (
	"fmt"
	"io"
	"math"
	"strings"

	"herald/internal/table"
)

// Physical sizes of what is drawn on a table, in millimetres, so a wall
// looks as thick on a 48" table as on a 120 cm one.
const (
	wallMM   = 8.0
	hedgeMM  = 10.0
	bankMM   = 9.0
	fenceMM  = 3.0
	stakesMM = 3.0
	houseMM  = 5.0
)

// Space round the table for its ruler, scale bar and north arrow.
const (
	rulerSpace = 22.0
	belowSpace = 64.0
)

// WriteTable draws a measured table, and the stands on it, as a standalone
// SVG document that looks like a printed wargame mat: no grid, a ruler
// along the edges and a scale bar. Every area, line, opening, building and
// stand carries data attributes (data-area, data-line, data-opening,
// data-building, data-stand with its position in the table's unit), and
// the table's group gives its origin and pixels per unit, so a page can
// tell where on the table a click falls.
func WriteTable(w io.Writer, s TableScene, opt TableOptions) error {
	if err := checkTable(s, opt); err != nil {
		return err
	}
	d := newTableDrawing(s, opt)
	d.document()
	_, err := io.WriteString(w, d.b.String())
	return err
}

// tableDrawing is one SVG document of a table being built.
type tableDrawing struct {
	s        TableScene
	t        *table.Table
	opt      TableOptions
	k        float64 // pixels per millimetre
	ox, oy   float64 // pixel position of the table's north-west corner
	mapW     float64
	mapH     float64
	width    float64
	height   float64
	colour   map[string]string
	forceIdx map[string]int
	b        strings.Builder
}

func newTableDrawing(s TableScene, opt TableOptions) *tableDrawing {
	t := s.Table
	d := &tableDrawing{s: s, t: t, opt: opt}
	perUnit := opt.Scale
	if perUnit == 0 {
		perUnit = 1000 / t.Width.In(t.Unit)
	}
	d.k = perUnit / float64(t.Unit.Size())
	d.mapW, d.mapH = float64(t.Width)*d.k, float64(t.Depth)*d.k
	d.ox, d.oy = margin+rulerSpace, margin+titleHeight+rulerSpace
	d.width = d.mapW + 2*margin + 2*rulerSpace
	if !opt.NoLegend {
		d.width += legendWidth
	}
	d.height = math.Max(d.mapH+rulerSpace+belowSpace, d.legendHeight()) + titleHeight + 2*margin
	d.colour, d.forceIdx = forceColourMap(s.Forces)
	return d
}

// forceColourMap gives each force its colour and index, as the hex
// pictures do.
func forceColourMap(forces []Force) (map[string]string, map[string]int) {
	colour, idx := map[string]string{}, map[string]int{}
	next := 0
	for i, f := range forces {
		c := f.Colour
		if c == "" {
			c = forceColours[next%len(forceColours)]
			next++
		}
		if _, dup := colour[f.Name]; !dup {
			colour[f.Name], idx[f.Name] = c, i
		}
	}
	return colour, idx
}

func (d *tableDrawing) printf(format string, a ...any) { fmt.Fprintf(&d.b, format, a...) }

// px is the pixel position of a table point.
func (d *tableDrawing) px(p table.Point) (float64, float64) {
	return d.ox + float64(p.X)*d.k, d.oy + float64(p.Y)*d.k
}

// path is an SVG path through the points, closed when ring is set.
func (d *tableDrawing) path(pts []table.Point, ring bool) string {
	var sb strings.Builder
	for i, p := range pts {
		x, y := d.px(p)
		if i == 0 {
			sb.WriteString("M")
		} else {
			sb.WriteString(" L")
		}
		sb.WriteString(num(x) + " " + num(y))
	}
	if ring {
		sb.WriteString(" Z")
	}
	return sb.String()
}

// val writes a length in the table's unit for a data attribute.
func (d *tableDrawing) val(l table.Length) string { return num(l.In(d.t.Unit)) }

func (d *tableDrawing) document() {
	head(&d.b, d.width, d.height, fmt.Sprintf(`class="herald-table" data-unit="%s" data-table-width="%s" data-table-depth="%s"`,
		d.t.Unit, d.val(d.t.Width), d.val(d.t.Depth)), d.s.Title, tableCSS)
	d.defs()
	titleBlock(&d.b, d.width, d.height, d.s.Title, d.s.Subtitle)
	d.printf(`<g class="table" data-origin-x="%s" data-origin-y="%s" data-px-per-unit="%s">`+"\n",
		num(d.ox), num(d.oy), num(d.k*float64(d.t.Unit.Size())))
	d.printf(`<rect class="felt" x="%s" y="%s" width="%s" height="%s"/>`+"\n", num(d.ox), num(d.oy), num(d.mapW), num(d.mapH))
	d.printf(`<rect class="felt-grain" x="%s" y="%s" width="%s" height="%s" filter="url(#felt)"/>`+"\n", num(d.ox), num(d.oy), num(d.mapW), num(d.mapH))
	d.areas()
	d.buildings()
	d.lines()
	d.labels()
	d.stands()
	d.printf("</g>\n")
	d.ruler()
	d.scaleBar()
	d.northArrow()
	if !d.opt.NoLegend {
		d.tableLegend()
	}
	d.printf("</svg>\n")
}

// areas are drawn in the order the table lists them, so a track drawn
// before a brook passes under its water (a ford).
func (d *tableDrawing) areas() {
	d.printf(`<g class="areas">` + "\n")
	for i, a := range d.t.Areas {
		p := d.path(a.Points, true)
		class := "a-" + string(a.Kind)
		if a.Kind == table.Water && a.Depth == table.Deep {
			class += " deep"
		}
		d.printf(`<g class="area %s" id="area-%d" data-area="%d" data-kind="%s"`, class, i, i, esc(string(a.Kind)))
		if a.Name != "" {
			d.printf(` data-name="%s"`, esc(a.Name))
		}
		switch a.Kind {
		case table.Slope:
			d.printf(` data-uphill="%s"`, num(a.Uphill))
		case table.Water:
			d.printf(` data-depth="%s"`, esc(string(a.Depth)))
		}
		d.printf(`><path class="ground" d="%s"/>`, p)
		if a.Kind == table.Slope {
			d.printf(`<path class="tex" d="%s" fill="url(#g-slope-%d)"/><path class="tex" d="%s" fill="url(#t-slope-%d)"/>`, p, i, p, i)
			d.uphillArrow(a)
		} else if texturedKinds[a.Kind] {
			d.printf(`<path class="tex" d="%s" fill="url(#t-%s)"/>`, p, a.Kind)
		}
		d.printf(`<path class="edge" d="%s"/></g>`+"\n", p)
	}
	d.printf("</g>\n")
}

// uphillArrow marks which way a slope climbs, in its middle.
func (d *tableDrawing) uphillArrow(a table.Area) {
	c := labelPoint(a.Points)
	h := table.Heading(a.Uphill)
	l := 18 / d.k // 18 pixels, in mm
	from, to := c.Add(h.Scale(-l)), c.Add(h.Scale(l))
	x1, y1 := d.px(from)
	x2, y2 := d.px(to)
	ux, uy := float64(h.X), float64(h.Y)
	d.printf(`<path class="uphill" d="M%s %s L%s %s M%s %s L%s %s L%s %s"/>`,
		num(x1), num(y1), num(x2), num(y2),
		num(x2-ux*7-uy*5), num(y2-uy*7+ux*5), num(x2), num(y2), num(x2-ux*7+uy*5), num(y2-uy*7-ux*5))
	d.printf(`<text class="uphill-label" x="%s" y="%s">up</text>`, num(x2+ux*10), num(y2+uy*10+4))
}

func (d *tableDrawing) buildings() {
	d.printf(`<g class="buildings">` + "\n")
	for i, b := range d.t.Buildings {
		p := d.path(b.Points, true)
		d.printf(`<g class="building" id="building-%d" data-building="%d"`, i, i)
		if b.Name != "" {
			d.printf(` data-name="%s"`, esc(b.Name))
		}
		d.printf(`><path class="roof" d="%s" filter="url(#lift)"/><path class="tex" d="%s" fill="url(#t-roof)"/><path class="house-wall" d="%s" stroke-width="%s"/>`,
			p, p, p, num(houseMM*d.k))
		for j, o := range b.Openings {
			d.opening(b.Points, j, o, houseMM)
		}
		d.printf("</g>\n")
	}
	d.printf("</g>\n")
}

// lines are drawn in pieces between their openings.
func (d *tableDrawing) lines() {
	d.printf(`<g class="lines">` + "\n")
	for i, l := range d.t.Lines {
		d.printf(`<g class="line l-%s" id="line-%d" data-line="%d" data-kind="%s"`, esc(string(l.Kind)), i, i, esc(string(l.Kind)))
		if l.Name != "" {
			d.printf(` data-name="%s"`, esc(l.Name))
		}
		if l.Kind == table.Stakes {
			d.printf(` data-front="%d"`, l.Front)
		}
		d.printf(">")
		lift := ""
		if l.Kind == table.Wall || l.Kind == table.Hedge {
			lift = ` filter="url(#lift)"`
		}
		w := map[table.LineKind]float64{table.Wall: wallMM, table.Hedge: hedgeMM, table.Bank: bankMM, table.Fence: fenceMM, table.Stakes: stakesMM}[l.Kind]
		for _, piece := range solidPieces(l.Points, l.Openings) {
			p := d.path(piece, false)
			d.printf(`<path class="base" d="%s" stroke-width="%s"%s/><path class="top" d="%s" stroke-width="%s"/>`,
				p, num(w*d.k), lift, p, num(w*d.k*0.55))
		}
		if l.Kind == table.Stakes {
			d.spikes(l)
		}
		for j, o := range l.Openings {
			d.opening(l.Points, j, o, w)
		}
		d.printf("</g>\n")
	}
	d.printf("</g>\n")
}

// solidPieces cuts a polyline at its openings into the runs of solid line.
func solidPieces(pts []table.Point, os []table.Opening) [][]table.Point {
	var out [][]table.Point
	cur := []table.Point{pts[0]}
	for k := 0; k+1 < len(pts); k++ {
		a, b := pts[k], pts[k+1]
		v := b.Sub(a)
		l := v.Len()
		var cuts []table.Opening
		for _, o := range os {
			if o.Segment == k {
				cuts = append(cuts, o)
			}
		}
		sortOpenings(cuts)
		for _, o := range cuts {
			s, e := o.Ends(pts)
			cur = append(cur, s)
			out = append(out, cur)
			cur = []table.Point{e}
		}
		if l > 0 {
			cur = append(cur, b)
		}
	}
	return append(out, cur)
}

func sortOpenings(os []table.Opening) {
	for i := 1; i < len(os); i++ {
		for j := i; j > 0 && os[j].At < os[j-1].At; j-- {
			os[j], os[j-1] = os[j-1], os[j]
		}
	}
}

// spikes are the points of a row of stakes, every 15 mm on its front side.
func (d *tableDrawing) spikes(l table.Line) {
	const every, long = 15.0, 7.0
	var sb strings.Builder
	for k := 0; k+1 < len(l.Points); k++ {
		a, b := l.Points[k], l.Points[k+1]
		v := b.Sub(a)
		n := float64(v.Len())
		if n == 0 {
			continue
		}
		u := v.Scale(1 / n)
		front := table.Vec{X: -u.Y, Y: u.X}.Scale(float64(l.Front)) // the right of the line is +1
		for s := every / 2; s < n; s += every {
			base := a.Add(u.Scale(s))
			if inOpening(l.Openings, k, table.Length(s)) {
				continue
			}
			tip := base.Add(front.Scale(long)).Add(u.Scale(long * 0.4))
			x1, y1 := d.px(base)
			x2, y2 := d.px(tip)
			fmt.Fprintf(&sb, "M%s %sL%s %s", num(x1), num(y1), num(x2), num(y2))
		}
	}
	d.printf(`<path class="spikes" d="%s"/>`, sb.String())
}

func inOpening(os []table.Opening, seg int, at table.Length) bool {
	for _, o := range os {
		if o.Segment == seg && (at-o.At).Abs() <= o.Width/2 {
			return true
		}
	}
	return false
}

// opening draws a door, gate, window, arrow slit or gap over its wall.
func (d *tableDrawing) opening(pts []table.Point, i int, o table.Opening, wallW float64) {
	s, e := o.Ends(pts)
	x1, y1 := d.px(s)
	x2, y2 := d.px(e)
	state := ""
	if o.Closed {
		state = " closed"
	}
	d.printf(`<g class="opening o-%s%s" data-opening="%d" data-kind="%s" data-width="%s">`, esc(string(o.Kind)), state, i, esc(string(o.Kind)), d.val(o.Width))
	seg := func(class string, w float64) {
		d.printf(`<line class="%s" x1="%s" y1="%s" x2="%s" y2="%s" stroke-width="%s"/>`, class, num(x1), num(y1), num(x2), num(y2), num(w))
	}
	w := wallW * d.k
	switch o.Kind {
	case table.Window:
		seg("glass", w*0.6)
	case table.ArrowSlit:
		seg("slit", w*1.1)
	case table.Door, table.Gate:
		seg("gap", w*1.15)
		if o.Closed {
			seg("leaf", w*0.5)
		} else {
			seg("leaf-open", w*0.35)
		}
	default:
		seg("gap", w*1.15)
	}
	d.printf("</g>")
}

// labels name the areas and buildings that have names.
func (d *tableDrawing) labels() {
	d.printf(`<g class="labels">` + "\n")
	for i, a := range d.t.Areas {
		if a.Name == "" {
			continue
		}
		at := labelPoint(a.Points)
		if a.Kind == table.Slope {
			// Behind the tail of the uphill arrow.
			at = at.Add(table.Heading(a.Uphill).Scale(-34 / d.k))
		}
		x, y := d.px(at)
		d.printf(`<text class="area-name" data-area="%d" x="%s" y="%s">%s</text>`+"\n", i, num(x), num(y), esc(a.Name))
	}
	for i, b := range d.t.Buildings {
		if b.Name == "" {
			continue
		}
		x, y := d.px(labelPoint(b.Points))
		d.printf(`<text class="building-name" data-building="%d" x="%s" y="%s">%s</text>`+"\n", i, num(x), num(y+4), esc(b.Name))
	}
	d.printf("</g>\n")
}

// labelPoint is where a feature's name goes: its centroid when that lies
// inside it, else the middle of a band (halfway along, between its sides).
func labelPoint(pts []table.Point) table.Point {
	a := table.SignedArea(pts)
	var cx, cy float64
	for i := range pts {
		p, q := pts[i], pts[(i+1)%len(pts)]
		c := float64(p.X)*float64(q.Y) - float64(q.X)*float64(p.Y)
		cx += (float64(p.X) + float64(q.X)) * c
		cy += (float64(p.Y) + float64(q.Y)) * c
	}
	if a != 0 {
		c := table.Pt(table.Length(cx/(6*a)), table.Length(cy/(6*a)))
		if table.Inside(pts, c) {
			return c
		}
	}
	n := len(pts)
	i := n / 4
	p, q := pts[i], pts[n-1-i]
	return table.Pt((p.X+q.X)/2, (p.Y+q.Y)/2)
}
