package field

// The search of reach.go as it was before it was made faster, kept as
// the oracle its property test compares against (reference_test.go).

import (
	"sync"

	"herald/internal/board"
	"herald/internal/hex"
)

// refReach is ReachOf by the reference search.
func (f *Field) refReach(u *Unit) (Reach, *refSearch) {
	out := Reach{Unit: u.Name, MPA: u.EffectiveMPA()}
	s := newRefSearch(f, u, f.unitIndex(u), out.MPA, false)
	s.run()
	out.Destinations = s.destinations()
	s.release()
	return out, s
}

// refSearch is a Dijkstra over unit states with a bucket queue: MP costs are
// small integers.
type refSearch struct {
	f     *Field
	u     *Unit
	ui    int
	mpa   int
	two   bool
	foes  []*Unit
	cost  []int32
	prev  []int32
	stop  []bool
	start int
	// steps is the field's step-cost table for this mover; own marks the
	// mover's own hexes, where its body must not hinder it.
	steps []int32
	table []stepTo
	own   [2]int
	k     board.UnitKind
	buf   *refSearchBuf
	// buckets[c] holds states first reached at cost c.
	buckets [][]int32
	// least bounds every step's cost from below: a state with no MP left
	// for the cheapest step is not expanded.
	least int
	// keep: cost is the refSearch's own, kept after release for ReachCosts.
	keep bool
}

func newRefSearch(f *Field, u *Unit, ui, mpa int, keepCosts bool) *refSearch {
	s := &refSearch{f: f, u: u, ui: ui, mpa: mpa, two: u.Pair != nil, foes: f.meleeFoes(u), k: u.Kind.Mover()}
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
	buf := refBufPool.Get().(*refSearchBuf)
	if cap(buf.cost) < n {
		buf.cost, buf.stop = make([]int32, n), make([]bool, n)
	}
	s.buf = buf
	s.cost, s.stop = buf.cost[:n], buf.stop[:n]
	if keepCosts {
		// The costs outlive the refSearch; the rest of the scratch goes back.
		s.cost, s.keep = make([]int32, n), true
	}
	for i := range s.cost {
		s.cost[i] = -1
	}
	clear(s.stop)
	s.prev = make([]int32, n)
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

// refSearchBuf is the scratch of one refSearch, reused between calls.
type refSearchBuf struct {
	cost []int32
	stop []bool
	back []int32
}

var refBufPool = sync.Pool{New: func() any { return &refSearchBuf{} }}

// release hands the scratch back; only prev (for paths) and a kept cost
// stay with s.
func (s *refSearch) release() {
	refBufPool.Put(s.buf)
	s.buf, s.stop, s.buckets = nil, nil, nil
	if !s.keep {
		s.cost = nil
	}
}

func (s *refSearch) run() {
	s.cost[s.start] = 0
	s.prev[s.start] = -1
	s.buckets[0] = append(s.buckets[0], int32(s.start))
	for c := 0; c <= s.mpa; c++ {
		for k := 0; k < len(s.buckets[c]); k++ {
			st := int(s.buckets[c][k])
			if int(s.cost[st]) != c || s.stop[st] {
				continue
			}
			if c+s.least > s.mpa {
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

func (s *refSearch) relax(from, to, c int) {
	if c > s.mpa {
		return
	}
	if old := s.cost[to]; old >= 0 && int(old) <= c {
		return
	}
	s.cost[to] = int32(c)
	s.prev[to] = int32(from)
	s.buckets[c] = append(s.buckets[c], int32(to))
	// A unit in melee withdraws one hex and stops if still ADJACENT to an
	// opponent (§11.3).
	s.stop[to] = from == s.start && len(s.foes) > 0 && s.f.stillInMelee(s.u, s.foes, s.place(to).hexes()...)
}

func (s *refSearch) expandFoot(st, c int) {
	for d := 0; d < 6; d++ {
		ni := int(s.f.nbr[st*6+d])
		if ni < 0 {
			continue
		}
		step := s.step(st, d, ni)
		if step < 0 || (s.f.occ[ni] != 0 && s.f.enemyIn(s.u, ni)) {
			continue
		}
		s.relax(st, ni, c+step)
	}
}

// step is the cost from hex index i in direction d into hex ni for the
// mover, from the table unless ni is one of the mover's own hexes.
func (s *refSearch) step(i, d, ni int) int {
	if ni == s.own[0] || ni == s.own[1] {
		v, _ := s.f.stepCost(s.k, i, hex.Direction(d), ni, s.ui)
		return v
	}
	return int(s.steps[i*6+d])
}

// refPairMove is one step a two-hex unit may take (§7.6): which of its hexes
// moves in which direction, where its head then is, its new facing, and
// the cost factor (moving backwards costs double).
type refPairMove struct {
	rear   bool
	d      int8
	head   int8 // refMoveTo: the hex entered; refMoveRear, refMoveHead: the old ones
	facing int8
	factor int8
}

const (
	refMoveTo int8 = iota
	refMoveRear
	refMoveHead
)

// refPairMoves[facing] lists the moves in the order the refSearch tries them, so
// that ties between equal paths fall the same way every time.
var refPairMoves = func() (out [6][10]refPairMove) {
	for facing := 0; facing < 6; facing++ {
		k := 0
		add := func(m refPairMove) { out[facing][k] = m; k++ }
		for t := 5; t <= 7; t++ {
			d := (facing + t) % 6
			add(refPairMove{d: int8(d), head: refMoveTo, facing: int8(d), factor: 1})
			b := (facing + 3 + t) % 6
			add(refPairMove{rear: true, d: int8(b), head: refMoveRear, facing: int8((b + 3) % 6), factor: 2})
		}
		for _, t := range [2]int{5, 1} {
			add(refPairMove{d: int8((facing + 2*t) % 6), head: refMoveTo, facing: int8((facing + t) % 6), factor: 1})
			add(refPairMove{rear: true, d: int8((facing + 3 + 2*t) % 6), head: refMoveHead, facing: int8((facing + t) % 6), factor: 2})
		}
	}
	return out
}()

func (s *refSearch) expandPair(st, c int) {
	hi, facing := st/6, st%6
	f := s.f
	table, occ, cost := s.table, f.occ, s.cost
	own0, own1, mpa, least := s.own[0], s.own[1], s.mpa, s.least
	ri := int(f.nbr[hi*6+(facing+3)%6])
	if ri < 0 {
		return
	}
	moves := &refPairMoves[facing]
	for i := range moves {
		m := &moves[i]
		factor := int(m.factor)
		if c+least*factor > mpa {
			continue
		}
		from := hi
		if m.rear {
			from = ri
		}
		j := from*6 + int(m.d)
		e := table[j]
		step, to := int(e.cost), int(e.to)
		if to == own0 || to == own1 {
			step = s.step(from, int(m.d), to)
		}
		// An impassable step, or one off the box (to < 0), is -1 in steps.
		if step < 0 {
			continue
		}
		nc := c + step*factor
		if nc > mpa {
			continue
		}
		head := to
		switch m.head {
		case refMoveRear:
			head = ri
		case refMoveHead:
			head = hi
		}
		ns := head*6 + int(m.facing)
		// Cheap refusals first: a state already as cheap gains nothing.
		if old := cost[ns]; old >= 0 && int(old) <= nc {
			continue
		}
		if occ[to] != 0 && f.enemyIn(s.u, to) {
			continue
		}
		s.relax(st, ns, nc)
	}
}

// place is the unit's position in state st.
func (s *refSearch) place(st int) Place {
	if !s.two {
		return Place{Head: s.f.hexAt(st)}
	}
	hi := st / 6
	ri := int(s.f.nbr[hi*6+(st%6+3)%6])
	return Place{Head: s.f.hexAt(hi), Rear: s.f.hexAt(ri), Two: true}
}

// endable: the unit may end its move in state st (§7.1).
func (s *refSearch) endable(st int) bool {
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

func (s *refSearch) path(st int) []Place {
	var rev []Place
	for x := st; x >= 0; x = int(s.prev[x]) {
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

func (s *refSearch) destinations() []Destination {
	n := 0
	for _, c := range s.cost {
		if c >= 0 {
			n++
		}
	}
	out := make([]Destination, 0, n)
	for c, bucket := range s.buckets {
		for _, st32 := range bucket {
			st := int(st32)
			// A state sits in the bucket of every cost it was reached at;
			// only its final (least) cost counts.
			if int(s.cost[st]) != c || !s.endable(st) {
				continue
			}
			out = append(out, Destination{Place: s.place(st), Cost: c})
		}
	}
	return out
}

// stateOf is the reference search's state of place p, one of its
// destinations.
func (s *refSearch) stateOf(p Place) int {
	st := s.f.index(p.Head)
	if s.two {
		d, _ := hex.DirectionTo(p.Rear, p.Head)
		st = st*6 + int(d)
	}
	return st
}
