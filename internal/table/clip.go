package table

import "math"

// slab narrows [from, to], the values of t for which a moving point
// c + t·v is wanted, to those where it lies within [lo, hi] (one axis of
// a Liang–Barsky clip, or of a separating-axis test with one shape moving).
// A point that does not move must lie strictly between lo and hi.
func slab(from, to, c, v, lo, hi float64) (float64, float64, bool) {
	if math.Abs(v) < 1e-15 {
		return from, to, c > lo && c < hi
	}
	t1, t2 := (lo-c)/v, (hi-c)/v
	if t1 > t2 {
		t1, t2 = t2, t1
	}
	return math.Max(from, t1), math.Min(to, t2), true
}
