package table

import (
	"math"
	"slices"
)

// Sight is a line of sight: the route from the viewer to the target and the
// stands it passes over. Whether anything on it blocks the view is the
// ruleset's to say, through a SightRule.
type Sight struct {
	Route
	Stands []StandMeet
}

// StandMeet is a stand a line of sight passes over.
type StandMeet struct {
	Index    int    // in the list given to Sight
	From, To Length // where the line is over the base
}

// Sight is the line of sight from one point to another over the table and
// the stands given. Leave the viewer's and the target's own stands out of
// stands (or skip them in the rule): the line starts and ends on them.
// A line that only grazes a base's edge or corner does not pass over it.
func (t *Table) Sight(from, to Point, stands []Stand) Sight {
	s := Sight{Route: t.Route(from, to)}
	p := newPath(from, to)
	for i, st := range stands {
		if a, b, ok := p.overBase(st); ok {
			s.Stands = append(s.Stands, StandMeet{Index: i, From: a, To: b})
		}
	}
	slices.SortStableFunc(s.Stands, func(x, y StandMeet) int { return cmpLength(x.From, y.From) })
	return s
}

// overBase clips the path to the inside of the base (Liang–Barsky in the
// base's own axes), shrunk by Epsilon so that grazing is not passing over.
func (p *path) overBase(s Stand) (from, to Length, ok bool) {
	f := s.frame()
	r0, f0 := f.local(p.ax, p.ay)
	// The path's direction in the base's axes.
	dr := p.ux*f.rx + p.uy*f.ry
	df := p.ux*f.fx + p.uy*f.fy
	lo, hi := 0.0, p.l
	eps := float64(Epsilon)
	ok = true
	for _, c := range [2][3]float64{{r0, dr, f.hw - eps}, {f0, df, f.hd - eps}} {
		if lo, hi, ok = slab(lo, hi, c[0], c[1], -c[2], c[2]); !ok {
			return 0, 0, false
		}
	}
	if hi < lo || (hi-lo <= eps && p.l > eps) {
		return 0, 0, false
	}
	return Length(lo), Length(hi), true
}

// SightRule is a ruleset's judgement of what blocks a line of sight. Each
// function says whether one thing on the line blocks it; a nil function
// blocks nothing.
type SightRule struct {
	Pass  func(Pass) bool      // an area or building the line goes through
	Meet  func(Meet) bool      // a line or wall it meets (Opening says if through a window or door)
	Stand func(StandMeet) bool // a stand it passes over
}

// Blocked reports whether anything on the line blocks it under the rule.
func (s Sight) Blocked(r SightRule) bool {
	_, ok := s.BlockedAt(r)
	return ok
}

// BlockedAt is where along the line the first thing that blocks it lies.
func (s Sight) BlockedAt(r SightRule) (Length, bool) {
	at, ok := Length(math.Inf(1)), false
	first := func(d Length) {
		if d < at {
			at, ok = d, true
		}
	}
	if r.Pass != nil {
		for _, p := range s.Passes {
			if r.Pass(p) {
				first(p.Enter)
			}
		}
	}
	if r.Meet != nil {
		for _, m := range s.Meets {
			if r.Meet(m) {
				first(m.At)
			}
		}
	}
	if r.Stand != nil {
		for _, m := range s.Stands {
			if r.Stand(m) {
				first(m.From)
			}
		}
	}
	if !ok {
		return 0, false
	}
	return at, true
}
