package render

import (
	"fmt"

	"herald/internal/table"
)

// texturedKinds have a pattern drawn over their colour.
var texturedKinds = map[table.AreaKind]bool{
	table.Woods: true, table.Bushes: true, table.Crops: true, table.Water: true, table.Rough: true, table.Road: true,
}

// defs are the mat's textures, each sized in millimetres of table so they
// keep their look at any scale, and the felt's grain.
func (d *tableDrawing) defs() {
	d.printf("<defs>\n")
	// The felt: fine mottling from noise, tinted green and faint.
	d.printf(`<filter id="felt" x="0" y="0" width="100%%" height="100%%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>` +
		`<feColorMatrix type="matrix" values="0 0 0 0 0.16  0 0 0 0 0.26  0 0 0 0 0.10  0 0 0 -1.6 1.05"/></filter>` + "\n")
	pat := func(id string, mm float64, body string) {
		s := mm * d.k
		d.printf(`<pattern id="%s" patternUnits="userSpaceOnUse" width="%s" height="%s">%s</pattern>`+"\n", id, num(s), num(s), body)
	}
	m := func(v float64) string { return num(v * d.k) } // millimetres to pixels
	// Woods: tree crowns of two greens, overlapping.
	pat("t-woods", 30, fmt.Sprintf(
		`<circle cx="%s" cy="%s" r="%s" fill="#2f5a22" stroke="#1f3d16" stroke-width=".7"/>`+
			`<circle cx="%s" cy="%s" r="%s" fill="#3d6e2a" stroke="#1f3d16" stroke-width=".7"/>`+
			`<circle cx="%s" cy="%s" r="%s" fill="#356426" stroke="#1f3d16" stroke-width=".7"/>`,
		m(8), m(8), m(7), m(22), m(19), m(7), m(9), m(24), m(5)))
	// Bushes: scattered clumps.
	pat("t-bushes", 22, fmt.Sprintf(
		`<circle cx="%s" cy="%s" r="%s" fill="#5d7a30"/><circle cx="%s" cy="%s" r="%s" fill="#5d7a30"/>`+
			`<circle cx="%s" cy="%s" r="%s" fill="#6b8a38"/><circle cx="%s" cy="%s" r="%s" fill="#4e6a28"/>`,
		m(5), m(6), m(3.5), m(8), m(4), m(2.5), m(16), m(15), m(4), m(13), m(18), m(2.5)))
	// Crops: rows of ripe grain.
	pat("t-crops", 8, fmt.Sprintf(`<path d="M0 %s H%s" stroke="#b89a3a" stroke-width="%s"/>`, m(4), m(8), m(1.6)))
	// Water: ripples.
	pat("t-water", 24, fmt.Sprintf(`<path d="M%s %s q%s -%s %s 0 t%s 0" fill="none" stroke="#d7ebf7" stroke-width="1" stroke-opacity=".7"/>`,
		m(2), m(12), m(4), m(3), m(8), m(8)))
	// Rough ground: stones.
	pat("t-rough", 16, fmt.Sprintf(`<circle cx="%s" cy="%s" r="%s" fill="#8c7e66"/><circle cx="%s" cy="%s" r="%s" fill="#7c6e56"/>`,
		m(4), m(5), m(2), m(11), m(12), m(1.5)))
	// Road: wheel ruts.
	pat("t-road", 20, fmt.Sprintf(`<circle cx="%s" cy="%s" r="%s" fill="#a88b5e" fill-opacity=".6"/><circle cx="%s" cy="%s" r="%s" fill="#a88b5e" fill-opacity=".5"/>`,
		m(5), m(5), m(1), m(14), m(13), m(0.8)))
	// Roof: rows of tiles.
	pat("t-roof", 10, fmt.Sprintf(`<path d="M0 %s H%s M%s 0 V%s M0 %s H%s" stroke="#7a3b22" stroke-width="%s" fill="none"/>`,
		m(5), m(10), m(5), m(5), m(10), m(10), m(0.7)))
	// Buildings and walls cast a soft shadow to the south-east.
	// The filter's region is the whole table, not each shape's box: a
	// straight wall has a box of no height.
	d.printf(`<filter id="lift" filterUnits="userSpaceOnUse" x="%s" y="%s" width="%s" height="%s"><feDropShadow dx="%s" dy="%s" stdDeviation="%s" flood-color="#1a1408" flood-opacity=".45"/></filter>`+"\n",
		num(d.ox-10), num(d.oy-10), num(d.mapW+20), num(d.mapH+20), num(max(1, 2*d.k)), num(max(1, 2*d.k)), num(max(0.8, 1.5*d.k)))
	// Slopes: shaded darker towards the top, and hachures running uphill,
	// one pattern per slope turned to its bearing (a pattern's own y axis
	// points down the page, south, so the turn is the uphill bearing).
	for i, a := range d.t.Areas {
		if a.Kind != table.Slope {
			continue
		}
		h := table.Heading(a.Uphill)
		d.printf(`<linearGradient id="g-slope-%d" x1="%s" y1="%s" x2="%s" y2="%s"><stop offset="0" stop-color="#c8bd7a" stop-opacity=".25"/><stop offset="1" stop-color="#5e4e22" stop-opacity=".6"/></linearGradient>`+"\n",
			i, num(0.5-0.5*float64(h.X)), num(0.5-0.5*float64(h.Y)), num(0.5+0.5*float64(h.X)), num(0.5+0.5*float64(h.Y)))
		s := 9 * d.k
		d.printf(`<pattern id="t-slope-%d" patternUnits="userSpaceOnUse" width="%s" height="%s" patternTransform="rotate(%s)">`+
			`<path d="M%s %s V%s M%s %s V%s" stroke="#6b5428" stroke-width="%s" stroke-opacity=".7"/></pattern>`+"\n",
			i, num(s), num(s*2), num(a.Uphill),
			num(s*0.25), num(s*0.2), num(s*0.9), num(s*0.75), num(s*1.2), num(s*1.9), num(max(0.8, 0.9*d.k)))
	}
	d.printf("</defs>\n")
}

// tableCSS is the mat's style sheet; classes rather than inline styles so
// a page can restyle or highlight parts of the table.
const tableCSS = `
.board{fill:#f3e7c4}
.title{font:bold 22px Georgia,'Times New Roman',serif;fill:#3b2a1a}
.subtitle{font:italic 14px Georgia,'Times New Roman',serif;fill:#5a4630}
.felt{fill:#7d9a55}
.felt-grain{fill:#000;pointer-events:none}
.area .ground{stroke:none}
.area .tex{pointer-events:none}
.area .edge{fill:none;stroke-linejoin:round}
.a-woods .ground{fill:#4a7a34}
.a-woods .edge{stroke:#24401a;stroke-width:2.2}
.a-bushes .ground{fill:#8fa555}
.a-bushes .edge{stroke:#5d7a30;stroke-width:1.2;stroke-dasharray:3 2}
.a-crops .ground{fill:#dcc46a}
.a-crops .edge{stroke:#9c8330;stroke-width:1.4}
.a-slope .ground{fill:#a59a5c;fill-opacity:.35}
.a-slope .edge{stroke:#6b5428;stroke-width:1.2;stroke-dasharray:6 3}
.a-water .ground{fill:#6fa6cf}
.a-water.deep .ground{fill:#3f7fb3}
.a-water .edge{stroke:#2d6392;stroke-width:1.4}
.a-rough .ground{fill:#b3a685}
.a-rough .edge{stroke:#7c6e56;stroke-width:1}
.a-road .ground{fill:#c8ad7f}
.a-road .edge{stroke:#a88b5e;stroke-width:.8}
.uphill{fill:none;stroke:#3b2a10;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.uphill-label{font:bold 11px Georgia,serif;fill:#3b2a10;text-anchor:middle}
.roof{fill:#b5613a}
.building .tex{pointer-events:none}
.house-wall{fill:none;stroke:#3b2f25;stroke-linejoin:miter}
.line path{fill:none;stroke-linecap:round;stroke-linejoin:round}
.l-wall .base{stroke:#6f6a62}
.l-wall .top{stroke:#a39d92;stroke-dasharray:5 2;stroke-linecap:butt}
.l-hedge .base{stroke:#24401a}
.l-hedge .top{stroke:#3f6e2a;stroke-dasharray:.5 4}
.l-bank .base{stroke:#7a5a32}
.l-bank .top{stroke:#a8845a}
.l-fence .base{stroke:#6b4a22}
.l-fence .top{stroke:#6b4a22;stroke-dasharray:1 5;stroke-width:6px}
.l-stakes .base{stroke:#5a3c1c}
.l-stakes .top{stroke:#5a3c1c}
.spikes{fill:none;stroke:#3a2810;stroke-width:1.6;stroke-linecap:round}
.opening line{stroke-linecap:butt}
.opening .glass{stroke:#9fd3f0}
.opening .slit{stroke:#f3e7c4}
.opening .gap{stroke:#7d9a55}
.opening .leaf{stroke:#8a5a2b}
.opening .leaf-open{stroke:#8a5a2b;stroke-dasharray:2 2}
.area-name{font:italic 12px Georgia,serif;fill:#1e2a12;text-anchor:middle;stroke:#f3eccf;stroke-width:2.5;stroke-opacity:.7;paint-order:stroke}
.building-name{font:bold 11px Georgia,serif;fill:#fff;text-anchor:middle;stroke:#3b2f25;stroke-width:2.5;paint-order:stroke}
.stand .base{stroke:#1a1410;stroke-width:1}
.stand.dead .base{fill:#8d8d8d}
.stand .front{stroke:#f4d03f;stroke-width:2.2;stroke-linecap:round}
.stand .facing{fill:#fff;fill-opacity:.9}
.stand .deadx{stroke:#1a1410;stroke-width:1.2}
.stand-name{font:bold 10px Arial,Helvetica,sans-serif;fill:#1a1410;text-anchor:middle;stroke:#fff;stroke-width:2.5;stroke-opacity:.8;paint-order:stroke}
.status{font:bold 10px Arial,Helvetica,sans-serif;text-anchor:middle}
.status.wounded{fill:#b01010}
.status.stunned{fill:#c06000}
.status.dead{fill:#000}
.frame{fill:none;stroke:#5a4630;stroke-width:6}
.tick{stroke:#3b2a1a;stroke-width:1}
.tick-label{font:10px Arial,Helvetica,sans-serif;fill:#3b2a1a;text-anchor:middle}
.tick-label.side{text-anchor:end}
.scale-bar .dark{fill:#3b2a1a}
.scale-bar .light{fill:#fff;stroke:#3b2a1a;stroke-width:1}
.scale-label{font:11px Arial,Helvetica,sans-serif;fill:#3b2a1a;text-anchor:middle}
.scale-note{font:italic 12px Georgia,serif;fill:#5a4630}
.north path{fill:#3b2a1a}
.north text{font:bold 12px Georgia,serif;fill:#3b2a1a;text-anchor:middle}
.legend text{font:11px Georgia,serif;fill:#3b2a1a}
.legend .lhead{font:bold 13px Georgia,serif}
.legend .area .edge{fill:none}
.front-key{stroke:#f4d03f;stroke-width:3}
`
