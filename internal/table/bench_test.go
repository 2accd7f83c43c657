package table_test

import (
	"testing"

	"herald/internal/table"
)

var sinkLength table.Length
var sinkInt int
var sinkBool bool

// BenchmarkStandPair is the check made for every pair of stands on every
// move: distance, contact and each one's arc the other lies in (target
// < 200 ns).
func BenchmarkStandPair(b *testing.B) {
	a, c := man(100*mm, 100*mm, 30), horse(140*mm, 120*mm, 200)
	b.ReportAllocs()
	for b.Loop() {
		d := table.Distance(a, c)
		sinkBool = d <= 0.5*in
		sinkInt = table.DestrierManArcs.OfStand(a, c) + table.DestrierRiderArcs.OfStand(c, a)
		sinkLength = d
	}
}

// BenchmarkRelate is the same check in one call.
func BenchmarkRelate(b *testing.B) {
	a, c := man(100*mm, 100*mm, 30), horse(140*mm, 120*mm, 200)
	b.ReportAllocs()
	for b.Loop() {
		p := table.Relate(a, c, table.DestrierManArcs, table.DestrierRiderArcs)
		sinkBool = p.Distance <= 0.5*in
		sinkInt = p.InA + p.InB
	}
}

func BenchmarkDistance(b *testing.B) {
	a, c := foot(100*mm, 100*mm, 30), foot(140*mm, 120*mm, 200)
	b.ReportAllocs()
	for b.Loop() {
		sinkLength = table.Distance(a, c)
	}
}

func BenchmarkArc(b *testing.B) {
	a, c := foot(100*mm, 100*mm, 30), foot(140*mm, 120*mm, 200)
	b.ReportAllocs()
	for b.Loop() {
		sinkInt = table.ArgadArcs.OfStand(a, c)
	}
}

func BenchmarkRoute(b *testing.B) {
	tb := yard()
	b.ReportAllocs()
	for b.Loop() {
		sinkLength = tb.Route(c(0, 20), c(95, 50)).Length
	}
}

func BenchmarkSight(b *testing.B) {
	tb := yard()
	stands := []table.Stand{foot(50*cm, 35*cm, 0), foot(20*cm, 20*cm, 90), foot(80*cm, 50*cm, 45)}
	rule := argadSight(tb)
	b.ReportAllocs()
	for b.Loop() {
		sinkBool = tb.Sight(c(0, 20), c(95, 50), stands).Blocked(rule)
	}
}

func BenchmarkSweep(b *testing.B) {
	tb := yard()
	s := foot(2*cm, 20*cm, 90)
	b.ReportAllocs()
	for b.Loop() {
		sinkInt = len(tb.Sweep(s, c(60, 45)))
	}
}
