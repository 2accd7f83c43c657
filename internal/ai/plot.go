package ai

import (
	"fmt"
	"html"
	"io"
	"math"
)

// Plot writes the report as an SVG: each side's victory points and the
// game length, as histograms, and the win, draw and loss rates with their
// intervals.
func (r Report) Plot(w io.Writer, title string) error {
	const width, panelH, pad = 720, 170, 40
	panels := len(r.Sides) + 2
	h := panels*(panelH+pad) + pad
	colours := []string{"#a33", "#236", "#363", "#963"}
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", width, h, width, h)
	fmt.Fprintf(w, `<rect width="100%%" height="100%%" fill="#fff"/><text x="%d" y="24" font-size="16">%s: %d games</text>`+"\n", pad, html.EscapeString(title), r.Games)
	y := pad
	// Rates: one bar per side, win then draw then loss.
	fmt.Fprintf(w, `<text x="%d" y="%d">win / draw / loss (95%% CI)</text>`+"\n", pad, y+12)
	for i, s := range r.Sides {
		by := y + 24 + i*36
		x := float64(pad + 120)
		full := float64(width - 2*pad - 120)
		fmt.Fprintf(w, `<text x="%d" y="%d">%s (%s)</text>`+"\n", pad, by+16, html.EscapeString(s.Side), s.Level)
		for j, part := range []Rate{s.Win, s.Draw, s.Loss} {
			wd := part.P * full
			fmt.Fprintf(w, `<rect x="%.1f" y="%d" width="%.1f" height="22" fill="%s" opacity="%.2f"/>`+"\n", x, by, wd, colours[i%len(colours)], 1-0.35*float64(j))
			if j == 0 {
				fmt.Fprintf(w, `<line x1="%.1f" x2="%.1f" y1="%d" y2="%d" stroke="#000"/>`+"\n", float64(pad+120)+part.Low*full, float64(pad+120)+part.High*full, by+11, by+11)
				fmt.Fprintf(w, `<text x="%.1f" y="%d" fill="#fff">%.0f%%</text>`+"\n", x+4, by+16, 100*part.P)
			}
			x += wd
		}
	}
	y += panelH + pad
	for i, s := range r.Sides {
		histogram(w, pad, y, width-2*pad, panelH, s.Side+" victory points", s.Points.Values, colours[i%len(colours)])
		y += panelH + pad
	}
	histogram(w, pad, y, width-2*pad, panelH, "game length (game turns)", r.Turns.Values, "#555")
	_, err := fmt.Fprintln(w, "</svg>")
	return err
}

// histogram draws the values' counts by whole number in a box.
func histogram(w io.Writer, x, y, wd, ht int, label string, vs []float64, colour string) {
	fmt.Fprintf(w, `<text x="%d" y="%d">%s</text>`+"\n", x, y+12, html.EscapeString(label))
	if len(vs) == 0 {
		return
	}
	lo, hi := math.Floor(vs[0]), math.Floor(vs[len(vs)-1])
	n := int(hi-lo) + 1
	counts := make([]int, n)
	top := 1
	for _, v := range vs {
		i := int(math.Floor(v) - lo)
		counts[i]++
		top = max(top, counts[i])
	}
	base := y + ht
	bw := float64(wd) / float64(n)
	fmt.Fprintf(w, `<line x1="%d" x2="%d" y1="%d" y2="%d" stroke="#000"/>`+"\n", x, x+wd, base, base)
	for i, c := range counts {
		bh := float64(ht-30) * float64(c) / float64(top)
		bx := float64(x) + float64(i)*bw
		fmt.Fprintf(w, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%g: %d</title></rect>`+"\n", bx+1, float64(base)-bh, max(bw-2, 1), bh, colour, lo+float64(i), c)
		if n <= 40 || i%(n/20+1) == 0 {
			fmt.Fprintf(w, `<text x="%.1f" y="%d" font-size="10" text-anchor="middle">%g</text>`+"\n", bx+bw/2, base+12, lo+float64(i))
		}
	}
}
