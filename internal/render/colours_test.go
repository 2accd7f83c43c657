package render

import (
	"math"
	"strconv"
	"testing"
)

// Colour vision deficiencies as Machado, Oliveira and Fernandes (2009)
// simulate them at full severity, on linear RGB.
var visions = map[string][3][3]float64{
	"normal":       {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	"protanopia":   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	"deuteranopia": {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	"tritanopia":   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

func linear(hex string, i int) float64 {
	v, _ := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// seen is the CIE L*a*b* colour a player with vision m sees.
func seen(hex string, m [3][3]float64) [3]float64 {
	var l, o [3]float64
	for i := range l {
		l[i] = linear(hex, i)
	}
	for i := range o {
		for j := range l {
			o[i] += m[i][j] * l[j]
		}
		o[i] = math.Max(0, math.Min(1, o[i]))
	}
	x := (0.4124*o[0] + 0.3576*o[1] + 0.1805*o[2]) / 0.95047
	y := 0.2126*o[0] + 0.7152*o[1] + 0.0722*o[2]
	z := (0.0193*o[0] + 0.1192*o[1] + 0.9505*o[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// TestForceColoursColourBlind: every two side colours differ by a CIE76
// ΔE of at least 15 (clearly two colours side by side) for normal vision
// and the three dichromacies, and the first two, the colours of nearly
// every game, by 40; each takes the counters' white names at a WCAG
// contrast of at least 4.5.
func TestForceColoursColourBlind(t *testing.T) {
	for name, m := range visions {
		for i, a := range forceColours {
			for j := i + 1; j < len(forceColours); j++ {
				b := forceColours[j]
				d := math.Sqrt(sq(seen(a, m), seen(b, m)))
				want := 15.0
				if j < 2 {
					want = 40
				}
				if d < want {
					t.Errorf("%s: %s and %s differ by ΔE %.1f, want %.0f", name, a, b, d, want)
				}
			}
		}
	}
	for _, c := range forceColours {
		y := 0.2126*linear(c, 0) + 0.7152*linear(c, 1) + 0.0722*linear(c, 2)
		if r := 1.05 / (y + 0.05); r < 4.5 {
			t.Errorf("white on %s: contrast %.1f, want 4.5", c, r)
		}
	}
}

func sq(a, b [3]float64) float64 {
	var s float64
	for i := range a {
		s += (a[i] - b[i]) * (a[i] - b[i])
	}
	return s
}
