package render

import (
	"fmt"
	"strings"

	"herald/internal/table"
)

// stands draws each figure's base in its force's colour, its front edges
// striped (as Destrier asks players to paint them) and a notch pointing
// the way it faces, its name beside it.
func (d *tableDrawing) stands() {
	if len(d.s.Stands) == 0 {
		return
	}
	d.printf(`<g class="stands">` + "\n")
	for i, st := range d.s.Stands {
		s := st.Stand
		cs := s.Corners()
		fill, ok := d.colour[st.Force]
		if !ok {
			fill = "#555555"
		}
		var cls strings.Builder
		cls.WriteString("stand")
		if fi, ok := d.forceIdx[st.Force]; ok {
			fmt.Fprintf(&cls, " force-%d", fi)
		}
		if st.Status != "" {
			cls.WriteString(" " + esc(st.Status))
		}
		d.printf(`<g class="%s" id="stand-%d" data-stand="%s"`, cls.String(), i, esc(st.Name))
		if st.Force != "" {
			d.printf(` data-force="%s"`, esc(st.Force))
		}
		if st.Kind != "" {
			d.printf(` data-kind="%s"`, esc(st.Kind))
		}
		if st.Status != "" {
			d.printf(` data-status="%s"`, esc(st.Status))
		}
		d.printf(` data-x="%s" data-y="%s" data-facing="%s" data-width="%s" data-depth="%s"`,
			d.val(s.Centre.X), d.val(s.Centre.Y), num(table.NormBearing(s.Facing)), d.val(s.Base.Width), d.val(s.Base.Depth))
		if s.Base.Corner {
			d.printf(` data-corner="true"`)
		}
		d.printf(`><path class="base" d="%s" fill="%s"/>`, d.path(cs[:], true), fill)
		// The front: the front edge, or on a base facing a corner the two
		// edges that meet at it.
		front := []table.Edge{table.FrontEdge}
		if s.Base.Corner {
			front = []table.Edge{table.FrontLeftEdge, table.FrontRightEdge}
		}
		for _, e := range front {
			a, b := s.EdgeEnds(e)
			x1, y1 := d.px(a)
			x2, y2 := d.px(b)
			d.printf(`<line class="front" x1="%s" y1="%s" x2="%s" y2="%s"/>`, num(x1), num(y1), num(x2), num(y2))
		}
		d.notch(s)
		if st.Status == "dead" {
			x1, y1 := d.px(cs[0])
			x2, y2 := d.px(cs[2])
			x3, y3 := d.px(cs[1])
			x4, y4 := d.px(cs[3])
			d.printf(`<path class="deadx" d="M%s %sL%s %sM%s %sL%s %s"/>`, num(x1), num(y1), num(x2), num(y2), num(x3), num(y3), num(x4), num(y4))
		}
		d.standLabel(st, cs)
		d.printf("</g>\n")
	}
	d.printf("</g>\n")
}

// notch is a small white triangle inside the base pointing the way the
// figure faces.
func (d *tableDrawing) notch(s table.Stand) {
	h := table.Heading(s.Facing)
	reach := float64(min(s.Base.Width, s.Base.Depth)) * 0.35
	if s.Base.Corner {
		reach = float64(s.Base.Width) * 0.5
	}
	tip := s.Centre.Add(h.Scale(reach))
	side := table.Vec{X: -h.Y, Y: h.X}.Scale(reach * 0.5)
	back := s.Centre.Add(h.Scale(-reach * 0.2))
	x0, y0 := d.px(tip)
	x1, y1 := d.px(back.Add(side))
	x2, y2 := d.px(back.Add(side.Scale(-1)))
	d.printf(`<path class="facing" d="M%s %sL%s %sL%s %sZ"/>`, num(x0), num(y0), num(x1), num(y1), num(x2), num(y2))
}

// standLabel writes the figure's name just below its base, and its status
// letter at its corner.
func (d *tableDrawing) standLabel(st TableStand, cs [4]table.Point) {
	maxY, minX, maxX := -1e18, 1e18, -1e18
	for _, c := range cs {
		x, y := d.px(c)
		maxY, minX, maxX = max(maxY, y), min(minX, x), max(maxX, x)
	}
	d.printf(`<text class="stand-name" x="%s" y="%s">%s</text>`, num((minX+maxX)/2), num(maxY+11), esc(st.Name))
	if m, ok := statusMarks[st.Status]; ok {
		d.printf(`<text class="status %s" x="%s" y="%s">%s</text>`, esc(st.Status), num(maxX+4), num(maxY), m)
	}
}
