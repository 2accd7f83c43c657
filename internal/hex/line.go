package hex

import "math"

// Step is one hex a line passes through. Where the line runs exactly along
// the hexside between two hexes, Split is true and Hex and Alt are both
// candidates: line-of-sight rules decide which one counts (Cry Havoc §3:
// along a plain hexside the hex with the lesser hindrance decides).
type Step struct {
	Hex   Hex
	Alt   Hex
	Split bool
}

// Line returns the hexes a straight line from the centre of a to the centre
// of b passes through, a and b included: Distance(a, b)+1 steps.
func Line(a, b Hex) []Step {
	n := Distance(a, b)
	out := make([]Step, 0, n+1)
	return appendLine(out, a, b, n)
}

// appendLine lets hot callers reuse a buffer.
func appendLine(out []Step, a, b Hex, n int) []Step {
	aq, ar := a.axial()
	bq, br := b.axial()
	if n == 0 {
		return append(out, Step{Hex: a})
	}
	// Nudge the sample points a hair either way; if the two rounded hexes
	// differ, the point lies on a hexside.
	const eps = 1e-6
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		q := float64(aq) + float64(bq-aq)*t
		r := float64(ar) + float64(br-ar)*t
		h1 := roundAxial(q+eps, r+2*eps)
		h2 := roundAxial(q-eps, r-2*eps)
		if h1 == h2 {
			out = append(out, Step{Hex: h1})
		} else {
			out = append(out, Step{Hex: h1, Alt: h2, Split: true})
		}
	}
	return out
}

// AppendLine is Line appending into buf, for callers that trace many lines.
func AppendLine(buf []Step, a, b Hex) []Step {
	return appendLine(buf, a, b, Distance(a, b))
}

func roundAxial(q, r float64) Hex {
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return fromAxial(int(rq), int(rr))
}
