package render

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"herald/internal/hex"
)

// Options change how a Scene is drawn.
type Options struct {
	// Overlay, if set, is drawn over the terrain and under the counters.
	Overlay *Overlay
	// Scale is the hex circumradius in pixels; 0 means 30.
	Scale float64
	// NoLegend leaves out the legend (for small embedded maps).
	NoLegend bool
}

const (
	margin      = 24.0
	titleHeight = 58.0
	legendWidth = 250.0
)

// Write draws s as a standalone SVG document. It fails, without writing a
// partial picture's worth of nonsense, when the scene is inconsistent: a
// counter off the map, a two-hex unit whose hexes do not touch, a hexside
// between hexes that are not adjacent.
func Write(w io.Writer, s Scene, opt Options) error {
	if err := check(s); err != nil {
		return err
	}
	d := newDrawing(s, opt)
	d.document()
	if d.err != nil {
		return d.err
	}
	_, err := io.WriteString(w, d.b.String())
	return err
}

// check reports the first thing in s the picture cannot show.
func check(s Scene) error {
	if err := s.Layout.Validate(); err != nil {
		return fmt.Errorf("render: %v", err)
	}
	name := s.Layout.Name
	for _, c := range s.Cells {
		if !s.Layout.Contains(c.At) {
			return fmt.Errorf("render: terrain %q at %s: hex is not on the map", c.Terrain, name(c.At))
		}
	}
	for _, c := range s.Cells {
		if c.Up != nil && !hex.Adjacent(c.At, *c.Up) {
			return fmt.Errorf("render: stairs at %s climb to %s, which is not next to it", name(c.At), name(*c.Up))
		}
	}
	for _, e := range s.Edges {
		if !hex.Adjacent(e.At.A, e.At.B) {
			return fmt.Errorf("render: hexside %s (%s): the hexes are not adjacent", e.At, e.Feature)
		}
	}
	for _, a := range s.Areas {
		for _, h := range a.Hexes {
			if !s.Layout.Contains(h) {
				return fmt.Errorf("render: set-up area of %q: hex %s is not on the map", a.Force, name(h))
			}
		}
	}
	for _, c := range s.Counters {
		if !s.Layout.Contains(c.At) {
			return fmt.Errorf("render: counter %q at %s: hex is not on the map", c.Name, name(c.At))
		}
		if c.Two {
			if !s.Layout.Contains(c.Rear) {
				return fmt.Errorf("render: counter %q: rear hex %s is not on the map", c.Name, name(c.Rear))
			}
			if !hex.Adjacent(c.At, c.Rear) {
				return fmt.Errorf("render: counter %q at %s-%s: head and rear are not adjacent", c.Name, name(c.At), name(c.Rear))
			}
		}
	}
	return nil
}

// drawing is one SVG document being built.
type drawing struct {
	s        Scene
	opt      Options
	S        float64 // hex circumradius in pixels
	ox, oy   float64 // pixel position of map point (0,0)
	mapW     float64
	mapH     float64
	width    float64
	height   float64
	cells    map[hex.Hex]Cell
	hexes    []hex.Hex
	colour   map[string]string // force name → colour
	forceIdx map[string]int
	b        strings.Builder
	err      error
}

func newDrawing(s Scene, opt Options) *drawing {
	d := &drawing{s: s, opt: opt, S: opt.Scale}
	if d.S <= 0 {
		d.S = 30
	}
	d.hexes = s.Layout.Hexes()
	sort.Slice(d.hexes, func(i, j int) bool { return d.hexes[i].Less(d.hexes[j]) })
	d.cells = make(map[hex.Hex]Cell, len(s.Cells))
	for _, c := range s.Cells {
		d.cells[c.At] = c
	}
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, h := range d.hexes {
		for _, p := range hex.Corners(h) {
			minX, maxX = math.Min(minX, p[0]), math.Max(maxX, p[0])
			minY, maxY = math.Min(minY, p[1]), math.Max(maxY, p[1])
		}
	}
	d.ox = margin - minX*d.S
	d.oy = margin + titleHeight - minY*d.S
	d.mapW = (maxX - minX) * d.S
	d.mapH = (maxY - minY) * d.S
	d.width = d.mapW + 2*margin
	if !opt.NoLegend {
		d.width += legendWidth
	}
	d.height = math.Max(d.mapH, d.legendHeight()) + titleHeight + 2*margin
	d.colour = map[string]string{}
	d.forceIdx = map[string]int{}
	next := 0
	for i, f := range s.Forces {
		c := f.Colour
		if c == "" {
			c = forceColours[next%len(forceColours)]
			next++
		}
		if _, dup := d.colour[f.Name]; !dup {
			d.colour[f.Name] = c
			d.forceIdx[f.Name] = i
		}
	}
	return d
}

func (d *drawing) printf(format string, a ...any) {
	fmt.Fprintf(&d.b, format, a...)
}

// num formats a coordinate with at most two decimals and never "-0".
func num(v float64) string {
	v = math.Round(v*100) / 100
	if v == 0 {
		v = 0
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// px is the pixel position of a map point.
func (d *drawing) px(x, y float64) (float64, float64) { return d.ox + x*d.S, d.oy + y*d.S }

func (d *drawing) centre(h hex.Hex) (float64, float64) { return d.px(hex.Center(h)) }

func (d *drawing) points(h hex.Hex, shrink float64) string {
	cx, cy := d.centre(h)
	var sb strings.Builder
	for i, p := range hex.Corners(h) {
		x, y := d.px(p[0], p[1])
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(num(cx+(x-cx)*shrink) + "," + num(cy+(y-cy)*shrink))
	}
	return sb.String()
}

// esc makes text safe inside XML text and attribute values.
func esc(s string) string {
	var sb strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			sb.WriteString("&amp;")
		case '<':
			sb.WriteString("&lt;")
		case '>':
			sb.WriteString("&gt;")
		case '"':
			sb.WriteString("&quot;")
		case '\'':
			sb.WriteString("&apos;")
		default:
			if !xmlChar(r) {
				continue // not allowed in XML 1.0
			}
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// xmlChar reports whether r may appear in an XML 1.0 document.
func xmlChar(r rune) bool {
	return r == '\t' || r == '\n' || r == '\r' ||
		r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

func (d *drawing) document() {
	sheet := strings.NewReplacer(
		"{coord}", num(0.235*d.S)+"px", "{elev}", num(0.3*d.S)+"px",
		"{feature}", num(0.3*d.S)+"px", "{ovlabel}", num(0.34*d.S)+"px",
	).Replace(css)
	head(&d.b, d.width, d.height, `class="herald-map"`, d.s.Title, sheet)
	d.defs()
	titleBlock(&d.b, d.width, d.height, d.s.Title, d.s.Subtitle)
	d.printf(`<g class="map">` + "\n")
	d.terrain()
	d.areas()
	d.edges()
	d.boards()
	if d.opt.Overlay != nil {
		d.overlay(d.opt.Overlay)
	}
	d.counters()
	if d.opt.Overlay != nil {
		d.overlayLabels(d.opt.Overlay)
	}
	d.printf("</g>\n")
	if !d.opt.NoLegend {
		d.legend()
	}
	d.printf("</svg>\n")
}

// head begins a picture: the XML declaration, the svg element of the size
// given with its attributes, the title and the style sheet.
func head(b *strings.Builder, width, height float64, attrs, title, sheet string) {
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" %s>`+"\n",
		num(width), num(height), num(width), num(height), attrs)
	fmt.Fprintf(b, "<title>%s</title>\n<style>%s</style>\n", esc(title), sheet)
}

// titleBlock is the paper under a picture and its title and subtitle.
func titleBlock(b *strings.Builder, width, height float64, title, subtitle string) {
	fmt.Fprintf(b, `<rect class="board" x="0" y="0" width="%s" height="%s"/>`+"\n", num(width), num(height))
	fmt.Fprintf(b, `<text class="title" x="%s" y="%s">%s</text>`+"\n", num(margin), num(margin+20), esc(title))
	if subtitle != "" {
		fmt.Fprintf(b, `<text class="subtitle" x="%s" y="%s">%s</text>`+"\n", num(margin), num(margin+40), esc(subtitle))
	}
}

// patterns give a family its texture on top of the fill; each draws in a
// tile whose size scales with the hex.
func (d *drawing) defs() {
	t := d.S / 3 // tile size
	d.printf("<defs>\n")
	pat := func(id string, w, h float64, body string) {
		d.printf(`<pattern id="%s" patternUnits="userSpaceOnUse" width="%s" height="%s">%s</pattern>`+"\n", id, num(w), num(h), body)
	}
	pat("p-woods", 2*t, 2*t, fmt.Sprintf(`<circle cx="%s" cy="%s" r="%s" fill="#3f6e2c" stroke="#2b4d1e" stroke-width=".6"/><circle cx="%s" cy="%s" r="%s" fill="#4d7f36" stroke="#2b4d1e" stroke-width=".6"/>`,
		num(t*0.5), num(t*0.5), num(t*0.42), num(t*1.5), num(t*1.5), num(t*0.36)))
	pat("p-scrub", t, t, fmt.Sprintf(`<circle cx="%s" cy="%s" r="%s" fill="#5f7a34"/><circle cx="%s" cy="%s" r="%s" fill="#5f7a34"/>`,
		num(t*0.25), num(t*0.3), num(t*0.12), num(t*0.75), num(t*0.8), num(t*0.1)))
	pat("p-water", 2*t, t, fmt.Sprintf(`<path d="M0 %s q%s -%s %s 0 t%s 0" fill="none" stroke="#4f86b8" stroke-width=".8"/>`,
		num(t*0.6), num(t*0.5), num(t*0.35), num(t), num(t)))
	pat("p-ford", 2*t, t, fmt.Sprintf(`<path d="M0 %s q%s -%s %s 0 t%s 0" fill="none" stroke="#6fa0c4" stroke-width=".6" stroke-dasharray="2 2"/>`,
		num(t*0.6), num(t*0.5), num(t*0.3), num(t), num(t)))
	pat("p-swamp", t, t, fmt.Sprintf(`<path d="M%s %s v-%s M%s %s l-%s -%s M%s %s l%s -%s" stroke="#3f5f3a" stroke-width=".7"/>`,
		num(t*0.5), num(t*0.8), num(t*0.45), num(t*0.5), num(t*0.8), num(t*0.2), num(t*0.3), num(t*0.5), num(t*0.8), num(t*0.2), num(t*0.3)))
	pat("p-slope", t*0.7, t*0.7, fmt.Sprintf(`<path d="M0 %s L%s 0" stroke="#9a7a42" stroke-width=".5"/>`, num(t*0.7), num(t*0.7)))
	pat("p-rough", t, t, fmt.Sprintf(`<circle cx="%s" cy="%s" r="%s" fill="#8c7e66"/><circle cx="%s" cy="%s" r="%s" fill="#7c6e56"/>`,
		num(t*0.3), num(t*0.35), num(t*0.16), num(t*0.72), num(t*0.75), num(t*0.12)))
	pat("p-castle", t*1.2, t*0.6, fmt.Sprintf(`<path d="M0 0 H%s M0 %s H%s M%s 0 V%s M0 %s V%s" stroke="#6f6a62" stroke-width=".7" fill="none"/>`,
		num(t*1.2), num(t*0.3), num(t*1.2), num(t*0.6), num(t*0.3), num(t*0.3), num(t*0.6)))
	pat("p-floor", t, t, fmt.Sprintf(`<path d="M0 0 H%s V%s" stroke="#b0a796" stroke-width=".6" fill="none"/>`, num(t), num(t)))
	pat("p-stairs", t*0.5, t*0.5, fmt.Sprintf(`<path d="M0 0 H%s" stroke="#6e5e44" stroke-width="1.4"/>`, num(t*0.5)))
	pat("p-bridge", t*0.45, t*0.45, fmt.Sprintf(`<path d="M0 0 V%s" stroke="#7d5a34" stroke-width=".8"/>`, num(t*0.45)))
	pat("p-ditch", t*0.8, t*0.8, fmt.Sprintf(`<path d="M0 0 L%s %s" stroke="#7a6440" stroke-width=".7"/>`, num(t*0.8), num(t*0.8)))
	pat("p-fence", t*0.6, t*0.6, fmt.Sprintf(`<path d="M%s 0 V%s" stroke="#7a4f24" stroke-width="1.2"/>`, num(t*0.3), num(t*0.4)))
	pat("p-field", t*0.6, t*0.6, fmt.Sprintf(`<path d="M0 %s H%s" stroke="#b3a652" stroke-width=".7"/>`, num(t*0.3), num(t*0.6)))
	d.printf("</defs>\n")
}

// textured families have a pattern in defs.
var textured = map[string]bool{
	"woods": true, "scrub": true, "water": true, "ford": true, "swamp": true, "slope": true,
	"rough": true, "castle": true, "floor": true, "stairs": true, "bridge": true, "ditch": true, "field": true,
	"fence": true,
}

func (d *drawing) cellAt(h hex.Hex) Cell {
	if c, ok := d.cells[h]; ok {
		return c
	}
	return Cell{At: h, Terrain: d.s.DefaultTerrain}
}

func (d *drawing) localName(h hex.Hex) string {
	b, ok := d.s.Layout.BoardOf(h)
	if !ok {
		return h.String()
	}
	return hex.Hex{Col: h.Col - b.ColOffset, Row: h.Row - b.RowOffset}.String()
}

func (d *drawing) terrain() {
	d.printf(`<g class="hexes">` + "\n")
	for _, h := range d.hexes {
		c := d.cellAt(h)
		f := familyOf(c.Terrain)
		name := d.s.Layout.Name(h)
		pts := d.points(h, 1)
		cx, cy := d.centre(h)
		d.printf(`<g class="hex t-%s" id="hex-%s" data-hex="%s" data-terrain="%s" data-elevation="%d">`,
			f.class, esc(name), esc(name), esc(c.Terrain), c.Elevation)
		d.printf(`<polygon class="ground" points="%s"/>`, pts)
		if textured[f.class] {
			d.printf(`<polygon class="tex" points="%s" fill="url(#p-%s)" stroke="none"/>`, pts, f.class)
		}
		if c.Elevation != 0 {
			// Higher ground is darker, lower lighter, as on a shaded map.
			op := math.Min(0.08*math.Abs(float64(c.Elevation)), 0.4)
			fill := "#3b2a1a"
			if c.Elevation < 0 {
				fill = "#ffffff"
			}
			d.printf(`<polygon class="tex" points="%s" fill="%s" fill-opacity="%s" stroke="none"/>`, pts, fill, num(op))
			d.printf(`<text class="elev" x="%s" y="%s">%+d</text>`, num(cx+0.45*d.S), num(cy+0.62*d.S), c.Elevation)
		}
		if strings.Contains(strings.ToLower(c.Terrain), "well") {
			c.Features = append([]string{c.Terrain}, c.Features...)
		}
		d.features(c, cx, cy)
		if c.Up != nil {
			d.stairsArrow(cx, cy, *c.Up)
		}
		d.printf(`<text class="coord" x="%s" y="%s">%s</text>`, num(cx), num(cy-0.6*d.S), esc(d.localName(h)))
		d.printf("</g>\n")
	}
	d.printf("</g>\n")
}

// features marks in-hex features: a well is a ring, an exterior corner a
// dark wedge, anything else a short word.
func (d *drawing) features(c Cell, cx, cy float64) {
	fs := append([]string(nil), c.Features...)
	sort.Strings(fs)
	for i, f := range fs {
		y := cy + 0.38*d.S + float64(i)*0.1*d.S
		lf := strings.ToLower(f)
		switch {
		case strings.Contains(lf, "well") || strings.Contains(lf, "fountain"):
			d.printf(`<circle class="feature-mark" data-feature="%s" cx="%s" cy="%s" r="%s" fill="#86b3d6" stroke="#3b2a1a" stroke-width="1.5"/>`,
				esc(f), num(cx-0.45*d.S), num(cy+0.2*d.S), num(0.15*d.S))
		case strings.Contains(lf, "corner"):
			d.printf(`<path class="feature-mark" data-feature="%s" d="M%s %s l%s 0 l0 %s z" fill="#2b2118"/>`,
				esc(f), num(cx-0.6*d.S), num(cy+0.3*d.S), num(0.25*d.S), num(-0.25*d.S))
		default:
			label := f
			if r := []rune(label); len(r) > 6 {
				label = string(r[:5]) + "."
			}
			d.printf(`<text class="feature" data-feature="%s" x="%s" y="%s">%s</text>`, esc(f), num(cx), num(y), esc(label))
		}
	}
}

// edges draws hexside features over the terrain, in a stable order.
func (d *drawing) edges() {
	es := append([]Edge(nil), d.s.Edges...)
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i].At, es[j].At
		if a.A != b.A {
			return a.A.Less(b.A)
		}
		return a.B.Less(b.B)
	})
	d.printf(`<g class="hexsides">` + "\n")
	for _, e := range es {
		st := edgeStyleOf(e.Feature)
		x1, y1, x2, y2 := e.At.Ends()
		x1, y1 = d.px(x1, y1)
		x2, y2 = d.px(x2, y2)
		label := d.s.Layout.Name(e.At.A) + "/" + d.s.Layout.Name(e.At.B)
		state := ""
		if e.Closed {
			state = " closed"
		}
		d.printf(`<g class="side e-%s%s" data-hexside="%s" data-feature="%s">`, st.class, state, esc(label), esc(e.Feature))
		seg := func(class string, from, to float64) {
			d.printf(`<line class="side %s" x1="%s" y1="%s" x2="%s" y2="%s"/>`, class,
				num(x1+(x2-x1)*from), num(y1+(y2-y1)*from), num(x1+(x2-x1)*to), num(y1+(y2-y1)*to))
		}
		switch st.class {
		case "window":
			seg("e-wall", 0, 1)
			seg("e-window-glass", 0.3, 0.7)
		case "slit":
			seg("e-wall", 0, 1)
			seg("e-slit-gap", 0.46, 0.54)
		case "door":
			seg("e-wall", 0, 0.22)
			seg("e-wall", 0.78, 1)
			if e.Closed {
				seg("e-door-leaf", 0.22, 0.78)
			} else {
				// An open door is drawn swung into the A hex.
				ax, ay := d.centre(e.At.A)
				hx, hy := x1+(x2-x1)*0.22, y1+(y2-y1)*0.22
				l := 0.56 * math.Hypot(x2-x1, y2-y1)
				vx, vy := ax-(x1+x2)/2, ay-(y1+y2)/2
				n := math.Hypot(vx, vy)
				d.printf(`<line class="side e-door-open" x1="%s" y1="%s" x2="%s" y2="%s"/>`,
					num(hx), num(hy), num(hx+vx/n*l), num(hy+vy/n*l))
			}
		case "lip":
			seg("e-lip", 0, 1)
			d.ticks(e, x1, y1, x2, y2)
		default:
			seg("e-"+st.class, 0, 1)
		}
		d.printf("</g>\n")
	}
	d.printf("</g>\n")
}

// ticks are the hachures of a slope lip, pointing into the lower hex (into
// B when both are level, as the map file names the upper hex first).
func (d *drawing) ticks(e Edge, x1, y1, x2, y2 float64) {
	low := e.At.B
	if d.cellAt(e.At.A).Elevation < d.cellAt(e.At.B).Elevation {
		low = e.At.A
	}
	lx, ly := d.centre(low)
	mx, my := (x1+x2)/2, (y1+y2)/2
	vx, vy := lx-mx, ly-my
	n := math.Hypot(vx, vy)
	vx, vy = vx/n*0.2*d.S, vy/n*0.2*d.S
	for _, t := range []float64{0.15, 0.38, 0.62, 0.85} {
		sx, sy := x1+(x2-x1)*t, y1+(y2-y1)*t
		d.printf(`<line class="side e-lip" x1="%s" y1="%s" x2="%s" y2="%s"/>`, num(sx), num(sy), num(sx+vx), num(sy+vy))
	}
}

// boards draws the frame and, on maps of several boards, each board's edge
// and prefix.
func (d *drawing) boards() {
	d.printf(`<rect class="frame" x="%s" y="%s" width="%s" height="%s"/>`+"\n",
		num(margin-4), num(margin+titleHeight-4), num(d.mapW+8), num(d.mapH+8))
	if len(d.s.Layout.Boards) < 2 {
		return
	}
	// Board edges: hexsides between hexes of different boards.
	for _, h := range d.hexes {
		b, _ := d.s.Layout.BoardOf(h)
		for _, n := range h.Neighbors() {
			nb, ok := d.s.Layout.BoardOf(n)
			if !ok || nb == b || !h.Less(n) {
				continue
			}
			side, _ := hex.SideBetween(h, n)
			x1, y1, x2, y2 := side.Ends()
			x1, y1 = d.px(x1, y1)
			x2, y2 = d.px(x2, y2)
			d.printf(`<line class="boardedge" x1="%s" y1="%s" x2="%s" y2="%s"/>`+"\n", num(x1), num(y1), num(x2), num(y2))
		}
	}
	for _, b := range d.s.Layout.Boards {
		if b.Prefix == "" {
			continue
		}
		// The prefix stands above the board's middle column.
		cx, _ := d.centre(hex.Hex{Col: b.ColOffset + b.Cols/2, Row: b.RowOffset + 1})
		d.printf(`<text class="boardname" x="%s" y="%s" text-anchor="middle">%s</text>`+"\n", num(cx), num(margin+titleHeight-10), esc(b.Prefix))
	}
}

// areas tint each side's set-up hexes in its colour.
func (d *drawing) areas() {
	if len(d.s.Areas) == 0 {
		return
	}
	d.printf(`<g class="areas">` + "\n")
	for _, a := range d.s.Areas {
		col := d.colour[a.Force]
		if col == "" {
			col = "#555555"
		}
		hs := append([]hex.Hex(nil), a.Hexes...)
		sort.Slice(hs, func(i, j int) bool { return hs[i].Less(hs[j]) })
		d.printf(`<g class="area" data-force="%s" fill="%s" fill-opacity=".22" stroke="%s" stroke-width="1.5" stroke-dasharray="3 2">`, esc(a.Force), col, col)
		for _, h := range hs {
			d.printf(`<polygon data-hex="%s" points="%s"/>`, esc(d.s.Layout.Name(h)), d.points(h, 0.86))
		}
		d.printf("</g>\n")
	}
	d.printf("</g>\n")
}

// stairsArrow points from the centre of a stairs hex towards the hex at the
// head of the flight.
func (d *drawing) stairsArrow(cx, cy float64, up hex.Hex) {
	ux, uy := d.centre(up)
	vx, vy := ux-cx, uy-cy
	n := math.Hypot(vx, vy)
	vx, vy = vx/n, vy/n
	l, w := 0.55*d.S, 0.13*d.S
	tx, ty := cx+vx*l, cy+vy*l
	d.printf(`<path class="stairs-up" d="M%s %s L%s %s M%s %s L%s %s L%s %s"/>`,
		num(cx-vx*l*0.5), num(cy-vy*l*0.5), num(tx), num(ty),
		num(tx-vx*w*1.6-vy*w), num(ty-vy*w*1.6+vx*w), num(tx), num(ty), num(tx-vx*w*1.6+vy*w), num(ty-vy*w*1.6-vx*w))
}
