package field

import (
	"slices"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/rule"
)

// impassable is the internal cost of a step that may not be taken.
const impassable = -1

// StepCost is what a unit of kind k pays to move from a into the adjacent
// hex b (§7.3, §16): the terrain of b (or its same-terrain cost), plus the
// hexside's extra cost, doubled when 4 to 6 characters' worth of bodies,
// animals and debris lie in b (§7.8). ignore is the moving unit itself,
// whose own body does not hinder it (-1 for none). It returns a rule error
// when the step is not allowed at all.
func (f *Field) StepCost(k Kind, a, b hex.Hex, ignore int) (int, error) {
	if !f.Contains(b) {
		return 0, rule.Errorf("7.5", "%s is off the map", b)
	}
	if !f.Contains(a) {
		return 0, rule.Errorf("7.5", "%s is off the map", a)
	}
	d, ok := hex.DirectionTo(a, b)
	if !ok {
		return 0, rule.Errorf("7.3", "%s and %s are not adjacent", f.Name(a), f.Name(b))
	}
	c, why := f.stepCost(k.Mover(), f.index(a), d, f.index(b), ignore)
	if c < 0 {
		return 0, rule.Errorf(why.rule, "%s to %s: %s", f.Name(a), f.Name(b), why.msg())
	}
	return c, nil
}

// refusal says why a step may not be taken. The message is put together
// only when asked for: the searches refuse steps by the thousand.
type refusal struct {
	rule, text string
	// For "<name> is impassable to <kind>" and "the <name> hexside may not
	// be crossed by <kind>", text is empty and these hold the parts.
	name string
	side bool
	k    board.UnitKind
}

func (r refusal) msg() string {
	switch {
	case r.text != "":
		return r.text
	case r.side:
		return "the " + r.name + " hexside may not be crossed by " + r.k.String()
	}
	return r.name + " is impassable to " + r.k.String()
}

// stepCost is StepCost on indices, for the search loops.
func (f *Field) stepCost(k board.UnitKind, ai int, d hex.Direction, bi int, ignore int) (int, refusal) {
	cost, why := f.groundCost(k, ai, d, bi)
	if cost < 0 {
		return cost, why
	}
	n := f.bodies(bi)
	if ignore >= 0 {
		u := &f.sit.Units[ignore]
		b := f.hexAt(bi)
		for _, h := range u.Hexes() {
			if h == b {
				n -= int(f.counts[u.Kind])
			}
		}
	}
	return hinder(cost, n)
}

// hinder applies §7.8 to a step cost into a hex holding n characters'
// worth of bodies, animals and debris.
func hinder(cost, n int) (int, refusal) {
	switch {
	case n > hindranceDouble:
		return impassable, refusal{rule: "7.8", text: "too many bodies, animals or debris in the hex"}
	case n > hindranceFree:
		cost *= 2
	}
	return cost, refusal{}
}

// groundCost is stepCost before hindrance: what the map alone asks.
func (f *Field) groundCost(k board.UnitKind, ai int, d hex.Direction, bi int) (int, refusal) {
	if !f.on[bi] {
		return impassable, refusal{rule: "7.5", text: "off the map"}
	}
	ca, cb := &f.cells[ai], &f.cells[bi]
	tb := cb.Terrain
	if tb == nil {
		return impassable, refusal{rule: "16", text: "hex has no terrain"}
	}
	cost := tb.Move.For(k)
	if tb.HasSame && ca.Terrain == tb {
		cost = tb.FromSame.For(k)
	}
	for _, ft := range cb.Features {
		if ft.Type != nil && ft.Type.HasMove {
			cost = ft.Type.Move.For(k)
		}
	}
	if !cost.Passable() {
		return impassable, refusal{rule: tb.Rule, name: tb.Name, k: k}
	}
	sd := f.sides[ai][d]
	lip := false
	if typ := sd.Type; typ != nil {
		extra := typ.Extra.For(k)
		if typ.Opens && sd.Closed {
			extra = typ.ClosedMove.For(k)
		}
		if !extra.Passable() {
			return impassable, refusal{rule: typ.Rule, name: typ.Name, side: true, k: k}
		}
		cost += extra
		lip = typ.Lip
	}
	// Stairs are entered and left only at their foot and head (§16.115).
	a, b := f.hexAt(ai), f.hexAt(bi)
	if cb.Stair != nil && a != cb.Stair.Bottom && a != cb.Stair.Top {
		return impassable, refusal{rule: "16.115", text: "stairs are entered only at their foot or head"}
	}
	if ca.Stair != nil && b != ca.Stair.Bottom && b != ca.Stair.Top {
		return impassable, refusal{rule: "16.115", text: "stairs are left only at their foot or head"}
	}
	// Elevation changes only by slope, stairs or rubble (§7.5).
	if ca.Elevation != cb.Elevation && !lip && ca.Stair == nil && cb.Stair == nil &&
		tb.Name != "rubble" && (ca.Terrain == nil || ca.Terrain.Name != "rubble") {
		return impassable, refusal{rule: "7.5", text: "no slope or stairs between the levels"}
	}
	return int(cost), refusal{}
}

// enemyIn reports whether a live enemy character (or an animal ridden by
// one) stands in hex index i: no one may pass through it (§7.4).
func (f *Field) enemyIn(u *Unit, i int) bool {
	for _, oi := range f.occupants(i) {
		o := &f.sit.Units[oi]
		if o != u && o.Live() && o.Kind.Character() && u.Enemy(o) {
			return true
		}
	}
	return false
}

// occupied reports whether a live character or animal other than u stands
// in hex index i: no move may end there (§7.1).
func (f *Field) occupied(u *Unit, i int) bool {
	for _, oi := range f.occupants(i) {
		o := &f.sit.Units[oi]
		if o != u && o.Live() {
			return true
		}
	}
	return false
}

// unitIndex is u's index in the situation, -1 if it is not one of ours.
func (f *Field) unitIndex(u *Unit) int {
	for i := range f.sit.Units {
		if &f.sit.Units[i] == u {
			return i
		}
	}
	return -1
}

// meleeFoes lists the live enemies u is in melee with.
func (f *Field) meleeFoes(u *Unit) []*Unit {
	if !u.InMelee {
		return nil
	}
	var out []*Unit
	for i := range f.sit.Units {
		o := &f.sit.Units[i]
		if o == u || !o.Live() || !u.Enemy(o) {
			continue
		}
		if len(u.MeleeWith) == 0 {
			out = append(out, o)
			continue
		}
		for _, n := range u.MeleeWith {
			if n == o.Name {
				out = append(out, o)
			}
		}
	}
	return out
}

// ADJACENT reports whether a unit in a could move straight into b: adjacent,
// in sight, and the hexside crossable by kind k (§3.4).
func (f *Field) ADJACENT(k Kind, a, b hex.Hex) bool {
	if !f.Contains(a) || !f.Contains(b) {
		return false
	}
	d, ok := hex.DirectionTo(a, b)
	if !ok {
		return false
	}
	sd := f.side(f.index(a), d)
	if typ := sd.Type; typ != nil {
		extra := typ.Extra.For(k.Mover())
		if typ.Opens && sd.Closed {
			extra = typ.ClosedMove.For(k.Mover())
		}
		if !extra.Passable() {
			return false
		}
	}
	return f.Visible(a, b)
}

// stillInMelee: after a withdrawal step to hexes hs, u is still ADJACENT to
// one of its melee opponents (§11.3), and must stop.
func (f *Field) stillInMelee(u *Unit, foes []*Unit, hs ...hex.Hex) bool {
	for _, o := range foes {
		for _, h := range hs {
			for _, oh := range o.Hexes() {
				if f.ADJACENT(o.Kind, oh, h) || f.ADJACENT(u.Kind, h, oh) {
					return true
				}
			}
		}
	}
	return false
}

// stepCosts is the table of step costs for one mover column: entry i*6+d is
// the cost of stepping from hex i in direction d, counting every unit's
// body (-1: impassable). Searches correct it for the mover's own hexes.
// It is the ground's table with §7.8 applied to the hexes hindered now.
func (f *Field) stepCosts(k board.UnitKind) []int32 {
	f.mu.Lock()
	defer f.mu.Unlock()
	if c, ok := f.costs[k]; ok {
		return c
	}
	raw := f.g.costs(f, k)
	var c []int32
	hinderInto := func(bi int) {
		n := f.bodies(bi)
		if n <= hindranceFree {
			return
		}
		if c == nil {
			c = slices.Clone(raw)
		}
		// The steps into bi come from its neighbours, facing back.
		for d := 0; d < 6; d++ {
			ai := f.nbr[bi*6+d]
			if ai < 0 {
				continue
			}
			j := int(ai)*6 + (d+3)%6
			if c[j] >= 0 {
				v, _ := hinder(int(c[j]), n)
				c[j] = int32(v)
			}
		}
	}
	// Only hexes with debris or units can be hindered; each once.
	for _, bi := range f.g.debris {
		if f.occ[bi] == 0 {
			hinderInto(int(bi))
		}
	}
	for _, sp := range f.spots {
		hinderInto(int(sp.hex))
	}
	if c == nil {
		c = raw
	}
	if f.costs == nil {
		f.costs = map[board.UnitKind][]int32{}
	}
	f.costs[k] = c
	return c
}

// costs is the ground's step-cost table for mover k, before hindrance;
// f is any field on this ground, for its index helpers.
func (g *ground) costs(f *Field, k board.UnitKind) []int32 {
	g.mu.Lock()
	defer g.mu.Unlock()
	if c, ok := g.raw[k]; ok {
		return c
	}
	c := make([]int32, len(g.nbr))
	for i := range g.on {
		for d := hex.N; d <= hex.NW; d++ {
			j := i*6 + int(d)
			c[j] = impassable
			if g.on[i] && g.nbr[j] >= 0 {
				v, _ := f.groundCost(k, i, d, int(g.nbr[j]))
				c[j] = int32(v)
			}
		}
	}
	if g.raw == nil {
		g.raw = map[board.UnitKind][]int32{}
		g.least = map[board.UnitKind]int{}
	}
	g.raw[k] = c
	// Hindrance only ever raises a cost, so the least ground cost bounds
	// every step's cost from below.
	least := -1
	for _, v := range c {
		if v >= 0 && (least < 0 || int(v) < least) {
			least = int(v)
		}
	}
	g.least[k] = max(least, 0)
	return c
}

// leastStep is a lower bound on any step's cost for mover k.
func (g *ground) leastStep(f *Field, k board.UnitKind) int {
	g.costs(f, k)
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.least[k]
}

// stepTo is one entry of a step table: the hex entered and its cost, side
// by side so that a search reads both in one go.
type stepTo struct{ to, cost int32 }

// stepTable is stepCosts fused with the neighbour index.
func (f *Field) stepTable(k board.UnitKind) []stepTo {
	c := f.stepCosts(k)
	f.mu.Lock()
	defer f.mu.Unlock()
	if t, ok := f.tables[k]; ok {
		return t
	}
	t := make([]stepTo, len(c))
	for j := range c {
		t[j] = stepTo{to: f.nbr[j], cost: c[j]}
	}
	if f.tables == nil {
		f.tables = map[board.UnitKind][]stepTo{}
	}
	f.tables[k] = t
	return t
}
