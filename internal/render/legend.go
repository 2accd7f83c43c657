package render

import (
	"math"
	"sort"
	"strings"

	"herald/internal/hex"
)

// overlay shades hexes and draws lines; labels come after the counters so
// they stay readable.
func (d *drawing) overlay(o *Overlay) {
	d.printf(`<g class="overlay">` + "\n")
	for _, h := range sortedHexes(o.Highlight) {
		class := o.Highlight[h]
		name := d.s.Layout.Name(h)
		d.printf(`<g class="ov ov-%s" data-hex="%s" data-overlay="%s"><polygon class="ov" points="%s"/></g>`+"\n",
			esc(class), esc(name), esc(class), d.points(h, 0.92))
	}
	for _, l := range o.Lines {
		x1, y1 := d.centre(l.From)
		x2, y2 := d.centre(l.To)
		d.printf(`<line class="ovline %s" data-from="%s" data-to="%s" x1="%s" y1="%s" x2="%s" y2="%s"/>`+"\n",
			esc(l.Class), esc(d.s.Layout.Name(l.From)), esc(d.s.Layout.Name(l.To)), num(x1), num(y1), num(x2), num(y2))
	}
	d.printf("</g>\n")
}

func (d *drawing) overlayLabels(o *Overlay) {
	if len(o.Labels) == 0 {
		return
	}
	d.printf(`<g class="overlay-labels">` + "\n")
	for _, h := range sortedHexes(o.Labels) {
		cx, cy := d.centre(h)
		d.printf(`<text class="ovlabel" data-hex="%s" x="%s" y="%s">%s</text>`+"\n",
			esc(d.s.Layout.Name(h)), num(cx), num(cy+0.78*d.S), esc(o.Labels[h]))
	}
	d.printf("</g>\n")
}

func sortedHexes[V any](m map[hex.Hex]V) []hex.Hex {
	out := make([]hex.Hex, 0, len(m))
	for h := range m {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Less(out[j]) })
	return out
}

// legendRow is one line of the legend.
type legendRow struct {
	head  bool
	kind  string // "terrain", "edge", "force", "status", "overlay"
	class string
	text  string
}

const legendLine = 22.0

// legendRows lists what the picture uses: terrains, hexside features,
// sides, status marks and overlay shadings.
func (d *drawing) legendRows() []legendRow {
	var rows []legendRow
	// The overlay comes first: it is what the picture was drawn for.
	if o := d.opt.Overlay; o != nil && (len(o.Highlight) > 0 || len(o.Lines) > 0) {
		title := o.Title
		if title == "" {
			title = "Overlay"
		}
		rows = append(rows, legendRow{head: true, text: title})
		seen := map[string]bool{}
		var classes []string
		for _, c := range o.Highlight {
			if !seen[c] {
				seen[c] = true
				classes = append(classes, c)
			}
		}
		sort.Strings(classes)
		for _, c := range classes {
			rows = append(rows, legendRow{kind: "overlay", class: c, text: overlayLabel(c)})
		}
		lineSeen := map[string]bool{}
		for _, l := range o.Lines {
			if !lineSeen[l.Class] {
				lineSeen[l.Class] = true
				rows = append(rows, legendRow{kind: "line", class: l.Class, text: "Line: " + overlayLabel(l.Class)})
			}
		}
	}
	used := map[string]bool{}
	used[familyOf(d.s.DefaultTerrain).class] = true
	for _, c := range d.s.Cells {
		used[familyOf(c.Terrain).class] = true
	}
	rows = append(rows, legendRow{head: true, text: "Terrain"})
	labels := map[string]string{"other": "Other terrain"}
	for _, f := range families {
		labels[f.class] = f.label
	}
	for _, class := range legendOrder {
		if used[class] {
			rows = append(rows, legendRow{kind: "terrain", class: class, text: labels[class]})
		}
	}
	elev := false
	for _, c := range d.s.Cells {
		elev = elev || c.Elevation != 0
	}
	if elev {
		rows = append(rows, legendRow{kind: "elevation", text: "Elevation in levels (+1, +2)"})
	}
	for _, c := range d.s.Cells {
		if c.Up != nil {
			rows = append(rows, legendRow{kind: "stairs", text: "Stairs, climbing to the arrow"})
			break
		}
	}
	edgeUsed := map[string]bool{}
	for _, e := range d.s.Edges {
		edgeUsed[edgeStyleOf(e.Feature).class] = true
	}
	if len(edgeUsed) > 0 {
		rows = append(rows, legendRow{head: true, text: "Hexsides"})
		for _, s := range append(append([]edgeStyle(nil), edgeStyles...), edgeStyle{class: "other", label: "Other hexside feature"}) {
			if edgeUsed[s.class] {
				rows = append(rows, legendRow{kind: "edge", class: s.class, text: s.label})
				edgeUsed[s.class] = false
			}
		}
	}
	if len(d.s.Forces) > 0 {
		rows = append(rows, legendRow{head: true, text: "Sides"})
		for _, f := range d.s.Forces {
			rows = append(rows, legendRow{kind: "force", class: d.colour[f.Name], text: f.Name})
		}
		for _, a := range d.s.Areas {
			if col, ok := d.colour[a.Force]; ok {
				rows = append(rows, legendRow{kind: "area", class: col, text: a.Force + " set-up area"})
			}
		}
		if len(d.s.Reserve) > 0 {
			rows = append(rows, legendRow{head: true, text: "Placed by the players"})
		}
		for _, f := range d.s.Forces {
			var names []string
			for _, c := range d.s.Reserve {
				if c.Force == f.Name {
					names = append(names, c.Name)
				}
			}
			// One line per few names, so the legend keeps its width.
			for len(names) > 0 {
				n := min(len(names), 3)
				text := strings.Join(names[:n], ", ")
				if len(names) > n {
					text += ","
				}
				rows = append(rows, legendRow{kind: "reserve", class: d.colour[f.Name], text: text})
				names = names[n:]
			}
		}
	}
	if len(d.s.Counters) > 0 {
		rows = append(rows, legendRow{head: true, text: "Counters"})
		rows = append(rows, legendRow{kind: "status", class: "wounded", text: "Wounded"})
		rows = append(rows, legendRow{kind: "status", class: "stunned", text: "Stunned"})
		rows = append(rows, legendRow{kind: "status", class: "dead", text: "Dead"})
		rows = append(rows, legendRow{kind: "pair", text: "Horse or cart, head at the arrow"})
	}
	return rows
}

var overlayNames = map[string]string{
	"reach":        "Can be reached",
	"origin":       "Starting hex",
	"los-clear":    "In sight",
	"los-hindered": "In sight, cover (+DRM)",
	"los-blocked":  "No line of sight",
}

func overlayLabel(class string) string {
	if n, ok := overlayNames[class]; ok {
		return n
	}
	return class
}

func (d *drawing) legendHeight() float64 {
	if d.opt.NoLegend {
		return 0
	}
	return float64(len(d.legendRows())+1) * legendLine
}

func (d *drawing) legend() {
	x := margin + d.mapW + 30
	y := margin + titleHeight + 4
	d.printf(`<g class="legend">` + "\n")
	sw := 0.42 * legendLine // swatch circumradius
	for _, r := range d.legendRows() {
		if r.head {
			y += legendLine * 0.35
			d.printf(`<text class="lhead" x="%s" y="%s">%s</text>`+"\n", num(x), num(y+5), esc(r.text))
			y += legendLine
			continue
		}
		cx, cy := x+sw, y
		switch r.kind {
		case "terrain":
			pts := swatch(cx, cy, sw)
			d.printf(`<g class="hex t-%s"><polygon class="ground" points="%s"/>`, r.class, pts)
			if textured[r.class] {
				d.printf(`<polygon points="%s" fill="url(#p-%s)" stroke="none"/>`, pts, r.class)
			}
			d.printf("</g>")
		case "stairs":
			d.printf(`<path class="stairs-up" d="M%s %s h%s m-4 -4 l4 4 l-4 4"/>`, num(cx-sw), num(cy), num(2*sw))
		case "elevation":
			d.printf(`<text class="elev" x="%s" y="%s">+1</text>`, num(cx), num(cy+3))
		case "edge":
			l := func(class string, a, b float64) {
				d.printf(`<line class="side %s" x1="%s" y1="%s" x2="%s" y2="%s"/>`, class,
					num(cx-sw+2*sw*a), num(cy), num(cx-sw+2*sw*b), num(cy))
			}
			switch r.class {
			case "window":
				l("e-wall", 0, 1)
				l("e-window-glass", 0.3, 0.7)
			case "slit":
				l("e-wall", 0, 1)
				l("e-slit-gap", 0.44, 0.56)
			case "door":
				l("e-wall", 0, 0.22)
				l("e-door-leaf", 0.22, 0.78)
				l("e-wall", 0.78, 1)
			case "lip":
				l("e-lip", 0, 1)
				for _, t := range []float64{0.2, 0.5, 0.8} {
					d.printf(`<line class="side e-lip" x1="%s" y1="%s" x2="%s" y2="%s"/>`,
						num(cx-sw+2*sw*t), num(cy), num(cx-sw+2*sw*t), num(cy+5))
				}
			default:
				l("e-"+r.class, 0, 1)
			}
		case "force":
			d.printf(`<rect x="%s" y="%s" width="%s" height="%s" rx="2" fill="%s" stroke="#1a1410"/>`,
				num(cx-sw), num(cy-sw), num(2*sw), num(2*sw), r.class)
		case "area":
			d.printf(`<polygon points="%s" fill="%s" fill-opacity=".22" stroke="%s" stroke-width="1.5" stroke-dasharray="3 2"/>`,
				swatch(cx, cy, sw), r.class, r.class)
		case "reserve":
			d.printf(`<rect x="%s" y="%s" width="%s" height="%s" rx="2" fill="%s" fill-opacity=".35" stroke="%s" stroke-dasharray="2 1.5"/>`,
				num(cx-sw*0.8), num(cy-sw*0.8), num(1.6*sw), num(1.6*sw), r.class, r.class)
		case "status":
			d.printf(`<circle class="status-bg" cx="%s" cy="%s" r="6"/><text class="status %s" x="%s" y="%s" style="font-size:9px">%s</text>`,
				num(cx), num(cy), r.class, num(cx), num(cy+3.2), statusMarks[r.class])
		case "pair":
			d.printf(`<path d="M%s %s l-6 -5 h-9 l-4 5 l4 5 h9 z" fill="#6b5a40" stroke="#1a1410"/><path class="head" d="M%s %s l-5 -3 v6 z"/>`,
				num(cx+sw+4), num(cy), num(cx+sw+2), num(cy))
		case "line":
			d.printf(`<line class="ovline %s" x1="%s" y1="%s" x2="%s" y2="%s"/>`, esc(r.class), num(cx-sw), num(cy), num(cx+sw), num(cy))
		case "overlay":
			d.printf(`<g class="ov ov-%s"><polygon points="%s" fill="#f3e7c4"/><polygon class="ov" points="%s"/></g>`,
				esc(r.class), swatch(cx, cy, sw), swatch(cx, cy, sw))
		}
		d.printf(`<text x="%s" y="%s">%s</text>`+"\n", num(x+2*sw+10), num(cy+4), esc(r.text))
		y += legendLine
	}
	d.printf("</g>\n")
}

// swatch is a small flat-topped hexagon for the legend.
func swatch(cx, cy, r float64) string {
	var pts string
	for i := 0; i < 6; i++ {
		a := math.Pi / 3 * float64(i)
		if i > 0 {
			pts += " "
		}
		pts += num(cx+r*math.Cos(a)) + "," + num(cy+r*math.Sin(a))
	}
	return pts
}
