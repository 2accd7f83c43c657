package field

import "herald/internal/hex"

// A trench covers a man in it only against fire that passes at least one
// hex out of the trench (16.120): fire from a trench along the trench
// finds him uncovered.

// alongTrench: the target's hex t, the firer's hex v and every hex the
// line between them passes (both hexes of a step along a hexside) are
// trench.
func (f *Field) alongTrench(v, t hex.Hex) bool {
	if !f.isTrench(t) || !f.isTrench(v) {
		return false
	}
	for _, st := range hex.Line(v, t) {
		if !f.isTrench(st.Hex) || st.Split && !f.isTrench(st.Alt) {
			return false
		}
	}
	return true
}

func (f *Field) isTrench(x hex.Hex) bool {
	if !f.Contains(x) {
		return false
	}
	tt := f.terrain(f.index(x))
	return tt != nil && tt.Name == "trench"
}
