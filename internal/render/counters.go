package render

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"unicode/utf8"

	"herald/internal/hex"
)

// counters draws two-hex units first, so a character standing beside a
// horse's rear is never hidden by it, then the one-hex counters, several in
// a hex side by side.
func (d *drawing) counters() {
	d.printf(`<g class="counters">` + "\n")
	inHex := map[hex.Hex][]int{}
	var order []hex.Hex
	for i, c := range d.s.Counters {
		if c.Two {
			d.lozenge(i, c)
			continue
		}
		if _, seen := inHex[c.At]; !seen {
			order = append(order, c.At)
		}
		inHex[c.At] = append(inHex[c.At], i)
	}
	sort.Slice(order, func(i, j int) bool { return order[i].Less(order[j]) })
	for _, h := range order {
		idx := inHex[h]
		for k, i := range idx {
			d.square(i, d.s.Counters[i], k, len(idx))
		}
	}
	d.printf("</g>\n")
}

func (d *drawing) fill(c Counter) string {
	if col, ok := d.colour[c.Force]; ok {
		return col
	}
	if c.Kind == "character" || c.Kind == "" {
		return "#555555"
	}
	return "#6b5a40" // unowned animals and equipment
}

// counterAttrs are the classes and data attributes a page can hook into.
func (d *drawing) counterAttrs(i int, c Counter) string {
	kind := c.Kind
	if kind == "" {
		kind = "character"
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, `class="counter %s`, esc(kind))
	if fi, ok := d.forceIdx[c.Force]; ok {
		fmt.Fprintf(&sb, " force-%d", fi)
	}
	if c.Status != "" {
		sb.WriteString(" " + esc(c.Status))
	}
	fmt.Fprintf(&sb, `" id="counter-%d" data-unit="%s"`, i, esc(c.Name))
	switch {
	case kind == "character":
		fmt.Fprintf(&sb, ` data-character="%s"`, esc(c.Name))
	case c.Rider != "":
		fmt.Fprintf(&sb, ` data-character="%s"`, esc(c.Rider))
	}
	if c.Force != "" {
		fmt.Fprintf(&sb, ` data-force="%s"`, esc(c.Force))
	}
	name := d.s.Layout.Name(c.At)
	if c.Two {
		name += "-" + d.s.Layout.Name(c.Rear)
	}
	fmt.Fprintf(&sb, ` data-hex="%s"`, esc(name))
	if c.Status != "" {
		fmt.Fprintf(&sb, ` data-status="%s"`, esc(c.Status))
	}
	return sb.String()
}

// square draws a one-hex counter, the k-th of n in its hex.
func (d *drawing) square(i int, c Counter, k, n int) {
	cx, cy := d.centre(c.At)
	side := 1.05 * d.S
	switch {
	case n == 2:
		side = 0.7 * d.S
		cx += (float64(k)*2 - 1) * 0.37 * d.S
		cy += 0.05 * d.S
	case n > 2:
		side = 0.5 * d.S
		cx += (float64(k%2)*2 - 1) * 0.27 * d.S
		cy += (float64(k/2) - float64((n-1)/2)/2) * 0.55 * d.S
	}
	x, y := cx-side/2, cy-side/2
	d.printf(`<g %s>`, d.counterAttrs(i, c))
	d.hover(c)
	d.printf(`<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"/>`,
		num(x), num(y), num(side), num(side), num(side*0.14), d.fill(c))
	fs := side * 0.25
	lines := wrapName(c.Name, int(math.Max(3, side/(fs*0.6))))
	top := cy - fs*0.5*float64(len(lines)-1) + fs*0.35
	if c.Kind != "" && c.Kind != "character" {
		top -= fs * 0.4
		d.printf(`<text class="ckind" x="%s" y="%s" style="font-size:%spx">%s</text>`,
			num(cx), num(cy+side*0.4), num(fs*0.8), esc(c.Kind))
	}
	for j, l := range lines {
		d.printf(`<text class="cname" x="%s" y="%s" style="font-size:%spx">%s</text>`,
			num(cx), num(top+float64(j)*fs), num(fs), esc(l))
	}
	d.status(c, x+side, y, side)
	d.printf("</g>\n")
}

// hover names a counter in full, with its side and state: browsers show
// it on hover and screen readers read it, where the counter itself has
// room for a shortened name only.
func (d *drawing) hover(c Counter) {
	name := c.Name
	if c.Rider != "" && c.Rider != c.Name {
		name = c.Rider + " on " + c.Name
	}
	if c.Force != "" {
		name += ", " + c.Force
	}
	if c.Kind != "" && c.Kind != "character" && c.Rider == "" {
		name += " (" + c.Kind + ")"
	}
	if c.Rider != "" {
		name += ", mounted"
	}
	if c.Status != "" {
		name += ", " + c.Status
	}
	d.printf(`<title>%s</title>`, esc(name))
}

// status marks a wounded, stunned or dead counter in its top right corner;
// a dead one is also crossed out.
func (d *drawing) status(c Counter, rx, ty, side float64) {
	mark, ok := statusMarks[c.Status]
	if !ok {
		return
	}
	if c.Status == "dead" {
		l := rx - side
		d.printf(`<path class="deadx" d="M%s %s L%s %s M%s %s L%s %s"/>`,
			num(l+side*0.12), num(ty+side*0.12), num(rx-side*0.12), num(ty+side*0.88),
			num(rx-side*0.12), num(ty+side*0.12), num(l+side*0.12), num(ty+side*0.88))
	}
	r := math.Max(side*0.17, 5.5)
	d.printf(`<circle class="status-bg" cx="%s" cy="%s" r="%s"/><text class="status %s" x="%s" y="%s" style="font-size:%spx">%s</text>`,
		num(rx-r*0.6), num(ty+r*0.6), num(r), esc(c.Status), num(rx-r*0.6), num(ty+r*0.6+r*0.6), num(r*1.6), mark)
}

// lozenge draws a horse, cart or other two-hex unit as an elongated
// hexagon across both hexes, with a white arrowhead at the head.
func (d *drawing) lozenge(i int, c Counter) {
	hx, hy := d.centre(c.At)
	rx, ry := d.centre(c.Rear)
	ux, uy := hx-rx, hy-ry
	l := math.Hypot(ux, uy)
	ux, uy = ux/l, uy/l
	vx, vy := -uy, ux
	a, w := 0.72*d.S, 0.42*d.S
	pt := func(x, y float64) string { return num(x) + "," + num(y) }
	body := strings.Join([]string{
		pt(hx+ux*a, hy+uy*a),
		pt(hx+ux*a*0.45+vx*w, hy+uy*a*0.45+vy*w),
		pt(rx-ux*a*0.45+vx*w, ry-uy*a*0.45+vy*w),
		pt(rx-ux*a, ry-uy*a),
		pt(rx-ux*a*0.45-vx*w, ry-uy*a*0.45-vy*w),
		pt(hx+ux*a*0.45-vx*w, hy+uy*a*0.45-vy*w),
	}, " ")
	d.printf(`<g %s>`, d.counterAttrs(i, c))
	d.hover(c)
	d.printf(`<path class="body" d="M%s Z" fill="%s"/>`, strings.ReplaceAll(body, " ", " L"), d.fill(c))
	// Arrowhead at the head end.
	tip := 0.62 * d.S
	d.printf(`<path class="head" d="M%s L%s L%s Z"/>`,
		pt(hx+ux*tip, hy+uy*tip),
		pt(hx+ux*(tip-0.22*d.S)+vx*0.14*d.S, hy+uy*(tip-0.22*d.S)+vy*0.14*d.S),
		pt(hx+ux*(tip-0.22*d.S)-vx*0.14*d.S, hy+uy*(tip-0.22*d.S)-vy*0.14*d.S))
	// Text runs along the unit, kept upright.
	ang := math.Atan2(uy, ux) * 180 / math.Pi
	if ang > 90 || ang < -90 {
		ang += 180
	}
	mx, my := (hx+rx)/2, (hy+ry)/2
	fs := 0.27 * d.S
	label := c.Name
	if c.Rider != "" {
		label = c.Rider
	}
	lines := wrapName(label, 12)[:1]
	d.printf(`<g transform="rotate(%s %s %s)">`, num(ang), num(mx), num(my))
	d.printf(`<text class="cname" x="%s" y="%s" style="font-size:%spx">%s</text>`, num(mx), num(my+fs*0.1), num(fs), esc(lines[0]))
	kind := c.Kind
	if c.Rider != "" && c.Name != "" && c.Name != c.Rider {
		kind = c.Name // the horse's own name under its rider's
	}
	if kind != "" {
		d.printf(`<text class="ckind" x="%s" y="%s" style="font-size:%spx">%s</text>`, num(mx), num(my+fs*0.95), num(fs*0.7), esc(wrapName(kind, 14)[0]))
	}
	d.printf("</g>")
	d.status(c, mx+0.45*d.S, my-0.45*d.S, 0.9*d.S)
	d.printf("</g>\n")
}

// wrapName breaks a name into at most two lines of at most max characters,
// shortening words that do not fit ("Sir Roland of Kent" → "Sir Roland",
// "of Kent"; "Montgomery" → "Montgom.").
func wrapName(name string, max int) []string {
	if max < 2 {
		max = 2
	}
	words := strings.Fields(name)
	if len(words) == 0 {
		return []string{""}
	}
	var lines []string
	cur := ""
	for _, w := range words {
		switch {
		case cur == "":
			cur = w
		case utf8.RuneCountInString(cur)+1+utf8.RuneCountInString(w) <= max:
			cur += " " + w
		default:
			lines = append(lines, cur)
			cur = w
		}
	}
	lines = append(lines, cur)
	if len(lines) > 2 {
		// Keep the first line and the last word: "Gilbert the Archer"
		// reads "Gilbert" / "Archer".
		lines = []string{lines[0], words[len(words)-1]}
	}
	for i, l := range lines {
		if utf8.RuneCountInString(l) > max {
			r := []rune(l)
			lines[i] = string(r[:max-1]) + "."
		}
	}
	return lines
}
