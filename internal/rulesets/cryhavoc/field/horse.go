package field

import (
	"herald/internal/hex"
	"herald/internal/rule"
)

// pairMoves calls yield for every move §7.6 allows a two-hex unit from
// state st (head index*6 + facing): forward into the front arc, pivots round
// the rear paying for the hex the head enters, and backward moves and
// pivots round the head at double cost. Every hex entered must be firm
// ground for the unit (§7.7) and free of live enemies (§7.4).
func (f *Field) pairMoves(u *Unit, ui, st int, yield func(to, cost int)) {
	hi, facing := st/6, hex.Direction(st%6)
	head := f.hexAt(hi)
	rear := head.Neighbor(facing.Opposite())
	if !f.inBox(rear) {
		return
	}
	ri := f.index(rear)
	k := u.Kind.Mover()
	try := func(from hex.Hex, fi int, d hex.Direction, newHead hex.Hex, newFacing hex.Direction, factor int) {
		to := from.Neighbor(d)
		if !f.inBox(to) || !f.inBox(newHead) {
			return
		}
		ti := f.index(to)
		step, _ := f.stepCost(k, fi, d, ti, ui)
		if step < 0 || f.enemyIn(u, ti) {
			return
		}
		yield(f.index(newHead)*6+int(newFacing), step*factor)
	}
	for _, t := range []int{-1, 0, 1} {
		d := facing.Turn(t)
		// Forward: the head enters a front-arc hex, the rear follows.
		try(head, hi, d, head.Neighbor(d), d, 1)
		// Backward: the rear enters a rear-arc hex, the head follows.
		b := facing.Opposite().Turn(t)
		try(rear, ri, b, rear, b.Opposite(), 2)
	}
	for _, t := range []int{-1, 1} {
		// Pivot round the rear: the head steps to the rear's next
		// neighbour.
		try(head, hi, facing.Turn(2*t), rear.Neighbor(facing.Turn(t)), facing.Turn(t), 1)
		// Pivot backward round the head: the rear steps to the head's
		// next neighbour, at double cost.
		try(rear, ri, facing.Opposite().Turn(2*t), head, facing.Turn(t), 2)
	}
}

// stateOf is the search state of a place: a hex index, or for a two-hex
// unit head index*6 + facing.
func (f *Field) stateOf(p Place) (int, bool) {
	if !f.Contains(p.Head) || (p.Two && !f.Contains(p.Rear)) {
		return 0, false
	}
	if !p.Two {
		return f.index(p.Head), true
	}
	d, ok := hex.DirectionTo(p.Rear, p.Head)
	if !ok {
		return 0, false
	}
	return f.index(p.Head)*6 + int(d), true
}

// MoveCost is the MP one move of u from one place to the next costs: a step
// into an adjacent hex on foot, or one of the horse moves of §7.6 (the
// cheapest where two would do). It is a rule error when no single legal
// move leads there.
func (f *Field) MoveCost(u *Unit, from, to Place) (int, error) {
	ui := f.unitIndex(u)
	if from.Two != (u.Pair != nil) || to.Two != from.Two {
		return 0, rule.Errorf("7.6", "%s fills %d hex(es); %s to %s does not fit", u.Name, len(u.Hexes()), from, to)
	}
	a, ok1 := f.stateOf(from)
	b, ok2 := f.stateOf(to)
	if !ok1 || !ok2 {
		return 0, rule.Errorf("7.5", "%s to %s: not two adjacent hexes on the map", from, to)
	}
	if !from.Two {
		c, err := f.StepCost(u.Kind, from.Head, to.Head, ui)
		if err != nil {
			return 0, err
		}
		if f.enemyIn(u, f.index(to.Head)) {
			return 0, rule.Errorf("7.4", "%s holds a live enemy", f.Name(to.Head))
		}
		return c, nil
	}
	best := -1
	f.pairMoves(u, ui, a, func(st, c int) {
		if st == b && (best < 0 || c < best) {
			best = c
		}
	})
	if best < 0 {
		return 0, rule.Errorf("7.6", "%s cannot go from %s to %s in one move: forward into the front arc, a pivot, or backward", u.Name, from, to)
	}
	return best, nil
}

// PathCost checks a whole move, place by place from the start, against the
// rules of §7: every move legal, the total within the MPA (§7.3), no end on
// another live unit (§7.1). It returns the MP spent.
func (f *Field) PathCost(u *Unit, path []Place) (int, error) {
	total := 0
	for i := 1; i < len(path); i++ {
		c, err := f.MoveCost(u, path[i-1], path[i])
		if err != nil {
			return total, err
		}
		total += c
		if mpa := u.EffectiveMPA(); total > mpa {
			return total, rule.Errorf("7.3", "%s would spend %d MP by %s, more than the MPA of %d", u.Name, total, path[i], mpa)
		}
	}
	if len(path) > 1 {
		end := path[len(path)-1]
		for _, h := range end.hexes() {
			if f.occupied(u, f.index(h)) {
				return total, rule.Errorf("7.1", "%s may not end the move in %s: another live unit is there", u.Name, f.Name(h))
			}
		}
	}
	return total, nil
}
