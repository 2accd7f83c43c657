package chainmail

import (
	"math"

	"herald/internal/table"
)

// BodyArcs are a body's faces on the table: front, flanks and rear, each
// the sector of one edge of its stand (rays from its middle through its
// corners). A point just outside an edge lies in that edge's arc.
var BodyArcs = table.Arcs{
	{Name: string(Front), From: table.ThroughCorner(table.FrontLeft)},
	{Name: string(Flank), From: table.ThroughCorner(table.FrontRight)},
	{Name: string(Rear), From: table.ThroughCorner(table.RearRight)},
	{Name: string(Flank), From: table.ThroughCorner(table.RearLeft)},
}

// AspectOf is the face of body b a point lies against.
func AspectOf(b table.Stand, p table.Point) Aspect {
	if n := BodyArcs.Name(BodyArcs.Of(b, p)); n != "" {
		return Aspect(n)
	}
	return Front
}

// Contact is how one body meets another in melee: which of its figures
// are within melee reach of the other's base, the men they stand for, and
// the face of the other they strike.
type Contact struct {
	// Figures counts the striker's figures in reach.
	Figures int `json:"figures"`
	// Men is the men they fight as: figures times men a figure, at most
	// the body's strength; figures in reach at the front bring the ranks
	// behind them up to the rulings' fighting ranks.
	Men int `json:"men"`
	// Aspect is the face of the target they strike, read at the middle of
	// the places they touch it.
	Aspect Aspect      `json:"aspect"`
	At     table.Point `json:"at"`
	slots  []edgePoint
}

// InReach reports whether the two bodies are within melee reach of each
// other, edge to edge.
func (r *Rules) InReach(a, b Body) bool {
	return table.Contact(a.Stand(), b.Stand(), r.Rulings.Table.MeleeReach.Length)
}

// ContactOf is how striker meets target; no figures when they are out of
// reach. A figure is in reach when the middle of one of its outer edges
// (the edges on the body's outline) is within melee reach of the target's
// base; if the bodies touch only where no edge middle reaches (corner to
// corner), the one figure nearest the target fights.
func (r *Rules) ContactOf(striker, target Body) Contact {
	reach := r.Rulings.Table.MeleeReach.Length
	ts := target.Stand()
	if !table.Contact(striker.Stand(), ts, reach) {
		return Contact{}
	}
	var c Contact
	var sx, sy float64
	var best edgePoint
	bestD := table.Length(math.Inf(1))
	for _, e := range striker.edgePoints() {
		d := table.DistanceToPoint(ts, e.at)
		if d < bestD {
			best, bestD = e, d
		}
		if d > reach+table.Epsilon {
			continue
		}
		c.slots = append(c.slots, e)
		sx, sy = sx+float64(e.at.X), sy+float64(e.at.Y)
	}
	if len(c.slots) == 0 {
		c.slots = []edgePoint{best}
		sx, sy = float64(best.at.X), float64(best.at.Y)
	}
	n := float64(len(c.slots))
	c.At = table.Pt(table.Length(sx/n), table.Length(sy/n))
	c.Aspect = AspectOf(ts, c.At)
	c.Figures, c.Men, _ = striker.fightingFigures(c.slots, r.Rulings.Table.FightingRanks, nil)
	return c
}

func hasSlot(ss []slot, s slot) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// edgePoint is the middle of one outer edge of a figure's base; front
// says it is the front edge of a front-rank figure.
type edgePoint struct {
	slot  slot
	at    table.Point
	front bool
}

// edgePoints are the middles of the outer edges of the figures on the
// body's outline: the front rank's fronts, the rear rank's backs, the end
// files' sides.
func (b Body) edgePoints() []edgePoint {
	var out []edgePoint
	add := func(s slot, dr, da table.Length, front bool) {
		if b.occupied(s) {
			r, a := b.slotCentre(s)
			out = append(out, edgePoint{s, b.local(r+dr, a+da), front})
		}
	}
	hw, hd := b.Figure.Width/2, b.Figure.Depth/2
	last := b.Ranks() - 1
	for f := range b.Frontage() {
		add(slot{0, f}, 0, hd, true)
		add(slot{last, f}, 0, -hd, false)
	}
	for rk := range b.Ranks() {
		add(slot{rk, 0}, -hw, 0, false)
		add(slot{rk, b.Frontage() - 1}, hw, 0, false)
	}
	return out
}

// fightingFigures counts the figures of the edges in reach, each front
// edge bringing its file's figures up to ranks deep, and the men they
// stand for, leaving out figures already fighting (used).
func (b Body) fightingFigures(es []edgePoint, ranks int, used []slot) (figures, men int, counted []slot) {
	for _, e := range es {
		deep := 1
		if e.front {
			deep = ranks
		}
		for rk := e.slot.rank; rk < e.slot.rank+deep; rk++ {
			if t := (slot{rk, e.slot.file}); b.occupied(t) && !hasSlot(counted, t) && !hasSlot(used, t) {
				counted = append(counted, t)
			}
		}
	}
	return len(counted), min(len(counted)*b.PerFigure, b.Men), counted
}
