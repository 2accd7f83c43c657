package render

import "herald/internal/table"

// rulerSteps are the tick spacings along the table's edge, in its unit:
// minor, major (labelled).
func rulerSteps(u table.Unit) (minor, major float64) {
	if u == table.Inches {
		return 1, 6
	}
	return 5, 10
}

// ruler is the table's wooden edge with a measuring tape along its north
// and west sides, as on a club table.
func (d *tableDrawing) ruler() {
	d.printf(`<g class="ruler">` + "\n")
	d.printf(`<rect class="frame" x="%s" y="%s" width="%s" height="%s"/>`+"\n",
		num(d.ox-3), num(d.oy-3), num(d.mapW+6), num(d.mapH+6))
	minor, major := rulerSteps(d.t.Unit)
	unit := float64(d.t.Unit.Size()) * d.k // pixels per unit
	w, h := d.t.Width.In(d.t.Unit), d.t.Depth.In(d.t.Unit)
	tick := func(v float64, along bool) {
		isMajor := isMultiple(v, major)
		l := 5.0
		if isMajor {
			l = 10
		}
		if along {
			x := d.ox + v*unit
			d.printf(`<line class="tick" x1="%s" y1="%s" x2="%s" y2="%s"/>`, num(x), num(d.oy-4), num(x), num(d.oy-4-l))
			if isMajor {
				d.printf(`<text class="tick-label" x="%s" y="%s">%s</text>`, num(x), num(d.oy-16), num(v))
			}
			return
		}
		y := d.oy + v*unit
		d.printf(`<line class="tick" x1="%s" y1="%s" x2="%s" y2="%s"/>`, num(d.ox-4), num(y), num(d.ox-4-l), num(y))
		if isMajor && v > 0 {
			d.printf(`<text class="tick-label side" x="%s" y="%s">%s</text>`, num(d.ox-16), num(y+3), num(v))
		}
	}
	for v := 0.0; v <= w+1e-9; v += minor {
		tick(v, true)
	}
	for v := 0.0; v <= h+1e-9; v += minor {
		tick(v, false)
	}
	d.printf("\n</g>\n")
}

func isMultiple(v, step float64) bool {
	r := v / step
	return r-float64(int64(r+1e-9)) < 1e-6
}

// scaleBar is a bar of alternating blocks under the table: 30 cm in 10 cm
// blocks, or 12" in 3" blocks.
func (d *tableDrawing) scaleBar() {
	block, n := 10.0, 3
	if d.t.Unit == table.Inches {
		block, n = 3, 4
	}
	unit := float64(d.t.Unit.Size()) * d.k
	x0, y0 := d.ox, d.oy+d.mapH+20
	d.printf(`<g class="scale-bar" data-unit="%s">`, d.t.Unit)
	for i := range n {
		class := "light"
		if i%2 == 0 {
			class = "dark"
		}
		d.printf(`<rect class="%s" x="%s" y="%s" width="%s" height="8"/>`, class, num(x0+float64(i)*block*unit), num(y0), num(block*unit))
	}
	for i := 0; i <= n; i++ {
		label := num(float64(i) * block)
		if i == n {
			label += " " + d.t.Unit.String()
		}
		d.printf(`<text class="scale-label" x="%s" y="%s">%s</text>`, num(x0+float64(i)*block*unit), num(y0+22), label)
	}
	d.printf(`<text class="scale-note" x="%s" y="%s">Table %s × %s</text>`,
		num(x0+float64(n)*block*unit+40), num(y0+8), d.t.Width.Format(d.t.Unit), d.t.Depth.Format(d.t.Unit))
	d.printf("</g>\n")
}

// northArrow points at the table's north edge, above its north-east corner.
func (d *tableDrawing) northArrow() {
	x, y := d.ox+d.mapW-10, d.oy+d.mapH+24
	d.printf(`<g class="north"><path d="M%s %s l6 16 l-6 -4 l-6 4 z"/><text x="%s" y="%s">N</text></g>`+"\n",
		num(x), num(y-6), num(x), num(y+24))
}

// tableLegend lists the kinds of terrain on the table, then the forces.
func (d *tableDrawing) tableLegend() {
	x := d.ox + d.mapW + rulerSpace + margin
	y := margin + titleHeight
	d.printf(`<g class="legend" transform="translate(%s %s)">`+"\n", num(x), num(y))
	row := 0
	line := func() float64 { r := float64(row) * legendLine; row++; return r }
	d.printf(`<text class="lhead" x="0" y="%s">Terrain</text>`+"\n", num(line()+12))
	for _, k := range table.AreaKinds {
		if !d.hasArea(k) {
			continue
		}
		ly := line()
		d.printf(`<g class="area a-%s"><rect class="ground" x="0" y="%s" width="28" height="16"/>`, k, num(ly))
		if texturedKinds[k] {
			d.printf(`<rect class="tex" x="0" y="%s" width="28" height="16" fill="url(#t-%s)"/>`, num(ly), k)
		}
		d.printf(`<rect class="edge" x="0" y="%s" width="28" height="16"/></g>`, num(ly))
		d.printf(`<text x="36" y="%s">%s</text>`+"\n", num(ly+12), esc(areaLabels[k]))
	}
	for _, k := range table.LineKinds {
		if !d.hasLine(k) {
			continue
		}
		ly := line()
		d.printf(`<g class="line l-%s"><path class="base" d="M2 %s H26" stroke-width="6"/><path class="top" d="M2 %s H26" stroke-width="3.3"/></g>`,
			k, num(ly+8), num(ly+8))
		d.printf(`<text x="36" y="%s">%s</text>`+"\n", num(ly+12), esc(lineLabels[k]))
	}
	for _, k := range table.OpeningKinds {
		if !d.hasOpening(k) {
			continue
		}
		ly := line()
		d.printf(`<g class="line l-wall"><path class="base" d="M2 %s H26" stroke-width="6"/></g>`, num(ly+8))
		d.printf(`<g class="opening o-%s"><line x1="9" y1="%s" x2="19" y2="%s" class="%s" stroke-width="%s"/></g>`,
			k, num(ly+8), num(ly+8), openingKeys[k].class, num(openingKeys[k].w))
		d.printf(`<text x="36" y="%s">%s</text>`+"\n", num(ly+12), esc(openingKeys[k].label))
	}
	if len(d.t.Buildings) > 0 {
		ly := line()
		d.printf(`<g class="building"><rect class="roof" x="0" y="%s" width="28" height="16"/><rect class="tex" x="0" y="%s" width="28" height="16" fill="url(#t-roof)"/><rect class="house-wall" x="0" y="%s" width="28" height="16" stroke-width="3"/></g>`,
			num(ly), num(ly), num(ly))
		d.printf(`<text x="36" y="%s">Building (doors, windows, slits on its walls)</text>`+"\n", num(ly+12))
	}
	if len(d.s.Forces) > 0 {
		line()
		d.printf(`<text class="lhead" x="0" y="%s">Sides</text>`+"\n", num(line()+12))
		for _, f := range d.s.Forces {
			ly := line()
			d.printf(`<rect x="0" y="%s" width="16" height="16" fill="%s" stroke="#1a1410"/><line class="front-key" x1="0" y1="%s" x2="16" y2="%s"/>`,
				num(ly), d.colour[f.Name], num(ly+1), num(ly+1))
			d.printf(`<text x="36" y="%s">%s</text>`+"\n", num(ly+12), esc(f.Name))
		}
		ly := line()
		d.printf(`<text x="0" y="%s">Stripe: the stand's front; notch: its facing</text>`+"\n", num(ly+12))
	}
	d.printf("</g>\n")
}

func (d *tableDrawing) hasArea(k table.AreaKind) bool {
	for _, a := range d.t.Areas {
		if a.Kind == k {
			return true
		}
	}
	return false
}

func (d *tableDrawing) hasOpening(k table.OpeningKind) bool {
	for _, l := range d.t.Lines {
		for _, o := range l.Openings {
			if o.Kind == k {
				return true
			}
		}
	}
	for _, b := range d.t.Buildings {
		for _, o := range b.Openings {
			if o.Kind == k {
				return true
			}
		}
	}
	return false
}

func (d *tableDrawing) hasLine(k table.LineKind) bool {
	for _, l := range d.t.Lines {
		if l.Kind == k {
			return true
		}
	}
	return false
}

// legendHeight is how tall the legend will be, to size the picture.
func (d *tableDrawing) legendHeight() float64 {
	if d.opt.NoLegend {
		return 0
	}
	rows := 1 + 1
	for _, k := range table.AreaKinds {
		if d.hasArea(k) {
			rows++
		}
	}
	for _, k := range table.LineKinds {
		if d.hasLine(k) {
			rows++
		}
	}
	for _, k := range table.OpeningKinds {
		if d.hasOpening(k) {
			rows++
		}
	}
	if len(d.t.Buildings) > 0 {
		rows++
	}
	if len(d.s.Forces) > 0 {
		rows += 3 + len(d.s.Forces)
	}
	return float64(rows) * legendLine
}

var areaLabels = map[table.AreaKind]string{
	table.Woods: "Woods", table.Bushes: "Bushes", table.Crops: "Crops, high crops", table.Slope: "Slope (arrow points uphill)",
	table.Water: "Water (darker: deep)", table.Rough: "Rough ground", table.Road: "Road, track",
}

// openingKeys are how the legend shows each kind of opening.
var openingKeys = map[table.OpeningKind]struct {
	class, label string
	w            float64
}{
	table.Door:      {"leaf", "Door (in a wall's gap)", 4},
	table.Gate:      {"leaf", "Gate", 4},
	table.Window:    {"glass", "Window", 4},
	table.ArrowSlit: {"slit", "Arrow slit", 7},
	table.Gap:       {"gap", "Gap", 7},
}

var lineLabels = map[table.LineKind]string{
	table.Wall: "Wall", table.Bank: "Earth bank", table.Stakes: "Stakes (points face their front)",
	table.Hedge: "Hedge", table.Fence: "Fence",
}
