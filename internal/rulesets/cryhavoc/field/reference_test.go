package field

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// TestPropertyReachIsReference: Reach gives exactly what the reference
// search (refsearch_test.go, the search before it was made faster) gives:
// the same places in the same order, the same costs and the same paths.
func TestPropertyReachIsReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := randomMap(t)
		for _, x := range m.Hexes() {
			c := m.Cells[x]
			if rapid.IntRange(0, 3).Draw(t, "flat") > 0 {
				c.Elevation = 0
			}
			m.Cells[x] = c
		}
		units := randomUnits(t, m)
		f, err := New(Situation{Hindrance: hindrance, Map: m, Units: units})
		if err != nil {
			t.Fatal(err)
		}
		for i := range units {
			u, _ := f.Unit(units[i].Name)
			got, err := f.ReachOf(u)
			if err != nil {
				continue
			}
			want, ref := f.refReach(u)
			if !slices.EqualFunc(got.Destinations, want.Destinations, func(a, b Destination) bool {
				return a.Place == b.Place && a.Cost == b.Cost
			}) {
				t.Fatalf("%s: reach\n%v\nreference\n%v", u.Name, got.Destinations, want.Destinations)
			}
			for j, d := range got.Destinations {
				if p, q := got.Path(d), ref.path(ref.stateOf(want.Destinations[j].Place)); !slices.Equal(p, q) {
					t.Fatalf("%s to %v: path %v, reference %v", u.Name, d.Place, p, q)
				}
			}
		}
	})
}

// BenchmarkReachRider12Reference is BenchmarkReachRider12 by the
// reference search, to compare the two in one run.
func BenchmarkReachRider12Reference(b *testing.B) {
	f := mustField(b, benchMap(), benchRider)
	u, _ := f.Unit(benchRider.Name)
	cpuPerOp(b, func() { f.refReach(u) })
}
