package field

import (
	"math"
	"sync"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/rule"
)

// Place is where a unit stands: one hex, or head and rear for a two-hex
// unit.
type Place struct {
	Head hex.Hex
	Rear hex.Hex
	Two  bool
}

func (p Place) String() string {
	if p.Two {
		return p.Head.String() + "-" + p.Rear.String()
	}
	return p.Head.String()
}

// Destination is one place a unit can end its move and the least MP it
// costs; Reach.Path gives one path of that cost.
type Destination struct {
	Place Place
	Cost  int
}

// Reach is every place a unit can end its move in this phase (§7), in
// order of cost.
type Reach struct {
	Unit         string
	MPA          int
	Destinations []Destination
	s            *search
}

// Path is one cheapest path to d, the start place first.
func (r Reach) Path(d Destination) []Place {
	if r.s == nil {
		return []Place{d.Place}
	}
	st, ok := r.s.stateOf(d.Place)
	if !ok {
		return []Place{d.Place}
	}
	return r.s.path(st)
}

// Reach finds where the named unit can end its move this movement phase:
// cheapest MP cost per end place, within its MPA, never through a live
// enemy, never ending on another live unit (§7.1–§7.8), horses moving as
// §7.6 allows, and a unit in melee stopping after its first step if it is
// still ADJACENT to an opponent (§11.3).
func (f *Field) Reach(name string) (Reach, error) {
	u, ok := f.Unit(name)
	if !ok {
		return Reach{}, rule.Errorf("7", "no unit named %q", name)
	}
	return f.ReachOf(u)
}

// ReachOf is Reach for a unit of this field.
func (f *Field) ReachOf(u *Unit) (Reach, error) {
	out := Reach{Unit: u.Name, MPA: u.EffectiveMPA()}
	s, err := f.searchFrom(u, out.MPA, false)
	if err != nil {
		return out, err
	}
	out.Destinations = s.destinations()
	s.release()
	out.s = s
	return out, nil
}

// searchFrom runs the cheapest-cost search for a unit that may move.
func (f *Field) searchFrom(u *Unit, mpa int, lean bool) (*search, error) {
	switch {
	case u.Dead:
		return nil, rule.Errorf("7", "%s is dead", u.Name)
	case u.Stunned:
		return nil, rule.Errorf("10", "%s is stunned and may not move", u.Name)
	}
	ui := f.unitIndex(u)
	if ui < 0 {
		return nil, rule.Errorf("7", "%s is not on this field", u.Name)
	}
	s := newSearch(f, u, ui, mpa, lean)
	s.run()
	return s, nil
}

// ReachCosts is a lean Reach: the same search, but no list of places.
// Ask it the cost of a place, or a path to one, when needed; it is the
// faster choice when only a few places matter (a move's check, an AI
// weighing a handful of hexes).
type ReachCosts struct {
	Unit string
	MPA  int
	s    *search
}

// ReachCosts is Reach without the list of destinations.
func (f *Field) ReachCosts(name string) (ReachCosts, error) {
	u, ok := f.Unit(name)
	if !ok {
		return ReachCosts{}, rule.Errorf("7", "no unit named %q", name)
	}
	return f.ReachCostsOf(u)
}

// ReachCostsOf is ReachCosts for a unit of this field.
func (f *Field) ReachCostsOf(u *Unit) (ReachCosts, error) {
	out := ReachCosts{Unit: u.Name, MPA: u.EffectiveMPA()}
	s, err := f.searchFrom(u, out.MPA, true)
	if err != nil {
		return out, err
	}
	s.release()
	out.s = s
	return out, nil
}

// state is the search state of place p, if p is a place for this unit.
func (r ReachCosts) state(p Place) (int, bool) {
	if r.s == nil {
		return 0, false
	}
	return r.s.stateOf(p)
}

// stateOf is the search state of place p, if p is a place for this unit.
// (Destinations carry no state: they are the bulk of a reach's memory.)
func (s *search) stateOf(p Place) (int, bool) {
	if p.Two != s.two || !s.f.inBox(p.Head) {
		return 0, false
	}
	st := s.f.index(p.Head)
	if s.two {
		d, ok := hex.DirectionTo(p.Rear, p.Head)
		if !ok {
			return 0, false
		}
		st = st*6 + int(d)
	}
	return st, s.place(st) == p
}

// Cost is the least MP cost of ending the move in p (§7), if the unit can.
func (r ReachCosts) Cost(p Place) (int, bool) {
	st, ok := r.state(p)
	if !ok || r.s.cost[st] < 0 || !r.s.endable(st) {
		return 0, false
	}
	return int(r.s.cost[st]), true
}

// Path is one cheapest path to p, the start place first, as Reach.Path
// gives it.
func (r ReachCosts) Path(p Place) ([]Place, bool) {
	if _, ok := r.Cost(p); !ok {
		return nil, false
	}
	st, _ := r.state(p)
	return r.s.path(st), true
}

// search is a Dijkstra over unit states with a bucket queue: MP costs are
// small integers.
type search struct {
	f    *Field
	u    *Unit
	ui   int
	mpa  int
	two  bool
	foes []*Unit
	cost []int16
	// prev[st] is how st was first reached at its cost, as a move code
	// (see pred): a byte, not a state index, so that a Reach keeps 1/4
	// of the memory and the search writes less.
	prev  []uint8
	stop  []bool
	start int
	// steps is the field's step-cost table for this mover; own marks the
	// mover's own hexes, where its body must not hinder it.
	steps []int32
	table []stepTo
	own   [2]int
	k     board.UnitKind
	buf   *searchBuf
	// buckets[c] holds states first reached at cost c.
	buckets [][]int32
	// least bounds every step's cost from below: a state with no MP left
	// for the cheapest step is not expanded.
	least int
	// keep: cost is the search's own, kept after release for ReachCosts.
	keep bool
	// reached counts the states with a cost.
	reached int
}

func newSearch(f *Field, u *Unit, ui, mpa int, keepCosts bool) *search {
	// Costs are int16, half the memory the search touches.
	mpa = min(mpa, math.MaxInt16)
	s := &search{f: f, u: u, ui: ui, mpa: mpa, two: u.Pair != nil, foes: f.meleeFoes(u), k: u.Kind.Mover()}
	s.steps = f.stepCosts(s.k)
	if s.two {
		s.table = f.stepTable(s.k)
	}
	s.least = f.g.leastStep(f, s.k)
	s.own = [2]int{f.index(u.Hex), f.index(u.Hex)}
	if u.Pair != nil {
		s.own = [2]int{f.index(u.Pair.Head), f.index(u.Pair.Rear)}
	}
	n := len(f.on)
	if s.two {
		n *= 6
	}
	buf := bufPool.Get().(*searchBuf)
	if cap(buf.cost) < n {
		buf.cost, buf.stop = make([]int16, n), make([]bool, n)
	}
	s.buf = buf
	s.cost = buf.cost[:n]
	if len(s.foes) > 0 {
		// Only a unit in melee can be made to stop (§11.3): without foes
		// stop stays nil and is never asked.
		s.stop = buf.stop[:n]
		clear(s.stop)
	}
	if keepCosts {
		// The costs outlive the search; the rest of the scratch goes back.
		s.cost, s.keep = make([]int16, n), true
	}
	fill(s.cost, -1)
	s.prev = make([]uint8, n)
	s.buckets = make([][]int32, mpa+1)
	// One backing array, cut into equal buckets; append spills only when a
	// bucket outgrows its share.
	per := 64
	if s.two {
		per = 512
	}
	if cap(buf.back) < per*(mpa+1) {
		buf.back = make([]int32, per*(mpa+1))
	}
	back := buf.back[:per*(mpa+1)]
	for i := range s.buckets {
		s.buckets[i] = back[i*per : i*per : (i+1)*per]
	}
	if s.two {
		s.start = f.index(u.Pair.Head)*6 + int(u.Pair.Facing())
	} else {
		s.start = f.index(u.Hex)
	}
	return s
}

// searchBuf is the scratch of one search, reused between calls.
type searchBuf struct {
	cost []int16
	stop []bool
	back []int32
}

var bufPool = sync.Pool{New: func() any { return &searchBuf{} }}

// fill sets every element of a to v by doubling copies, which run as
// block moves rather than one store per element.
func fill[T any](a []T, v T) {
	if len(a) == 0 {
		return
	}
	a[0] = v
	for i := 1; i < len(a); i *= 2 {
		copy(a[i:], a[:i])
	}
}

// release hands the scratch back; only prev (for paths) and a kept cost
// stay with s.
func (s *search) release() {
	bufPool.Put(s.buf)
	s.buf, s.stop, s.buckets = nil, nil, nil
	if !s.keep {
		s.cost = nil
	}
}

func (s *search) run() {
	s.cost[s.start] = 0
	s.reached = 1
	s.buckets[0] = append(s.buckets[0], int32(s.start))
	// A state with no MP left for the cheapest step is not expanded.
	for c := 0; c+s.least <= s.mpa; c++ {
		for k := 0; k < len(s.buckets[c]); k++ {
			st := int(s.buckets[c][k])
			if int(s.cost[st]) != c || s.stop != nil && s.stop[st] {
				continue
			}
			if s.two {
				s.expandPair(st, c)
			} else {
				s.expandFoot(st, c)
			}
		}
	}
}

func (s *search) relax(from, to int, code uint8, c int) {
	if c > s.mpa {
		return
	}
	old := s.cost[to]
	if old >= 0 && int(old) <= c {
		return
	}
	if old < 0 {
		s.reached++
	}
	s.cost[to] = int16(c)
	s.prev[to] = code
	s.buckets[c] = append(s.buckets[c], int32(to))
	// A unit in melee withdraws one hex and stops if still ADJACENT to an
	// opponent (§11.3).
	if s.stop != nil {
		s.stop[to] = from == s.start && s.f.stillInMelee(s.u, s.foes, s.place(to).hexes()...)
	}
}

func (p Place) hexes() []hex.Hex {
	if p.Two {
		return []hex.Hex{p.Head, p.Rear}
	}
	return []hex.Hex{p.Head}
}

func (s *search) expandFoot(st, c int) {
	for d := 0; d < 6; d++ {
		ni := int(s.f.nbr[st*6+d])
		if ni < 0 {
			continue
		}
		step := s.step(st, d, ni)
		if step < 0 || (s.f.occ[ni] != 0 && s.f.enemyIn(s.u, ni)) {
			continue
		}
		s.relax(st, ni, uint8(d), c+step)
	}
}

// step is the cost from hex index i in direction d into hex ni for the
// mover, from the table unless ni is one of the mover's own hexes.
func (s *search) step(i, d, ni int) int {
	if ni == s.own[0] || ni == s.own[1] {
		v, _ := s.f.stepCost(s.k, i, hex.Direction(d), ni, s.ui)
		return v
	}
	return int(s.steps[i*6+d])
}

// pairMove is one step a two-hex unit may take (§7.6): which of its hexes
// moves in which direction, where its head then is, its new facing, and
// the cost factor (moving backwards costs double).
type pairMove struct {
	rear   bool
	d      int8
	head   int8 // moveTo: the hex entered; moveRear, moveHead: the old ones
	facing int8
	factor int8
}

const (
	moveTo int8 = iota
	moveRear
	moveHead
)

// pairMoves[facing] lists the moves in the order the search tries them, so
// that ties between equal paths fall the same way every time.
var pairMoves = func() (out [6][10]pairMove) {
	for facing := 0; facing < 6; facing++ {
		k := 0
		add := func(m pairMove) { out[facing][k] = m; k++ }
		for t := 5; t <= 7; t++ {
			d := (facing + t) % 6
			add(pairMove{d: int8(d), head: moveTo, facing: int8(d), factor: 1})
			b := (facing + 3 + t) % 6
			add(pairMove{rear: true, d: int8(b), head: moveRear, facing: int8((b + 3) % 6), factor: 2})
		}
		for _, t := range [2]int{5, 1} {
			add(pairMove{d: int8((facing + 2*t) % 6), head: moveTo, facing: int8((facing + t) % 6), factor: 1})
			add(pairMove{rear: true, d: int8((facing + 3 + 2*t) % 6), head: moveHead, facing: int8((facing + t) % 6), factor: 2})
		}
	}
	return out
}()

func (s *search) expandPair(st, c int) {
	hi, facing := st/6, st%6
	f := s.f
	ri := int(f.nbr[hi*6+(facing+3)%6])
	if ri < 0 {
		return
	}
	table, occ, cost := s.table, f.occ, s.cost
	own0, own1, mpa := s.own[0], s.own[1], s.mpa
	// left is the MP still to spend; a move whose cheapest step (doubled
	// backwards) is over it is not tried.
	left, least := mpa-c, s.least
	moves := &pairMoves[facing]
	for i := range moves {
		m := &moves[i]
		factor := int(m.factor)
		if least*factor > left {
			continue
		}
		from := hi
		if m.rear {
			from = ri
		}
		e := table[from*6+int(m.d)]
		step, to := int(e.cost), int(e.to)
		if to == own0 || to == own1 {
			step = s.step(from, int(m.d), to)
		}
		// An impassable step, or one off the box (to < 0), is -1 in steps.
		if step < 0 || step*factor > left {
			continue
		}
		nc := c + step*factor
		head := to
		switch m.head {
		case moveRear:
			head = ri
		case moveHead:
			head = hi
		}
		ns := head*6 + int(m.facing)
		// Cheap refusals first: a state already as cheap gains nothing.
		old := cost[ns]
		if old >= 0 && int(old) <= nc {
			continue
		}
		if occ[to] != 0 && f.enemyIn(s.u, to) {
			continue
		}
		if s.stop != nil {
			s.relax(st, ns, uint8(facing*10+i), nc)
			continue
		}
		// relax without the melee check, inline.
		if old < 0 {
			s.reached++
		}
		cost[ns] = int16(nc)
		s.prev[ns] = uint8(facing*10 + i)
		s.buckets[nc] = append(s.buckets[nc], int32(ns))
	}
}

// place is the unit's position in state st.
func (s *search) place(st int) Place {
	if !s.two {
		return Place{Head: s.f.hexAt(st)}
	}
	hi := st / 6
	ri := int(s.f.nbr[hi*6+(st%6+3)%6])
	return Place{Head: s.f.hexAt(hi), Rear: s.f.hexAt(ri), Two: true}
}

// endable: the unit may end its move in state st (§7.1).
func (s *search) endable(st int) bool {
	if st == s.start {
		return true
	}
	f := s.f
	hi, ri := st, -1
	if s.two {
		hi = st / 6
		ri = int(f.nbr[hi*6+(st%6+3)%6])
		if ri < 0 || !f.on[ri] || (f.occ[ri] != 0 && f.occupied(s.u, ri)) {
			return false
		}
	}
	return f.on[hi] && (f.occ[hi] == 0 || !f.occupied(s.u, hi))
}

// pred is the state st was reached from, undoing the move its code
// names: for one hex the direction stepped; for two hexes the old facing
// and the index of the move in pairMoves.
func (s *search) pred(st int) int {
	nbr := s.f.nbr
	code := int(s.prev[st])
	if !s.two {
		return int(nbr[st*6+(code+3)%6])
	}
	facing := code / 10
	m := &pairMoves[facing][code%10]
	hn := st / 6
	hi := hn
	switch m.head {
	case moveTo:
		// The head stepped in m.d: it came from the hex behind.
		hi = int(nbr[hn*6+(int(m.d)+3)%6])
	case moveRear:
		// The old rear is the new head; the old head is ahead of it.
		hi = int(nbr[hn*6+facing])
	}
	if hi < 0 {
		return -1
	}
	return hi*6 + facing
}

func (s *search) path(st int) []Place {
	var rev []Place
	// The bound guards against a state the search never reached.
	for x, n := st, 0; x >= 0 && n <= len(s.prev); x, n = s.pred(x), n+1 {
		rev = append(rev, s.place(x))
		if x == s.start {
			break
		}
	}
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	return rev
}

func (s *search) destinations() []Destination {
	out := make([]Destination, s.reached)
	n := 0
	hexOf, nbr := s.f.hexOf, s.f.nbr
	for c, bucket := range s.buckets {
		for _, st32 := range bucket {
			st := int(st32)
			// A state sits in the bucket of every cost it was reached at;
			// only its final (least) cost counts.
			if int(s.cost[st]) != c || !s.endable(st) {
				continue
			}
			d := &out[n]
			n++
			d.Cost = c
			if s.two {
				hi := st / 6
				d.Place = Place{Head: hexOf[hi], Rear: hexOf[nbr[hi*6+(st%6+3)%6]], Two: true}
			} else {
				d.Place.Head = hexOf[st]
			}
		}
	}
	return out[:n]
}

// CheapestTo is the cheapest way to the place p, if the unit can end there.
func (r Reach) CheapestTo(p Place) (Destination, bool) {
	for _, d := range r.Destinations {
		if d.Place == p {
			return d, true
		}
	}
	return Destination{}, false
}
