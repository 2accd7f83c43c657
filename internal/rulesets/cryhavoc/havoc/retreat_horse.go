package havoc

import (
	"herald/internal/hex"
	"herald/internal/rule"
)

// HorseRetreatPlan is a proposed retreat of a rider or a riderless horse:
// the horse's position after each step (§10.2).
type HorseRetreatPlan struct {
	From      hex.Pair
	Path      []hex.Pair
	Hexes     int
	Away      hex.Hex // the firer, or the hex of the main attacking force
	FrontOnly bool    // the attack came in only through the front arc: no forward moves
	Missile   bool
}

// CheckHorseRetreat checks a proposed horse retreat against §10.2: moves
// forward (unless the attack came only through the front arc) or backward,
// and 60° pivots, which count as a hex only if they take the horse farther
// from the attackers. New hexes must be enterable and not ADJACENT to an
// active enemy, unless the horse already stood there. A retreat short of
// the demand is accepted only if no longer one exists; then the rider takes
// PenaltyStunned (stunned and dismounted in the final position).
func CheckHorseRetreat(p HorseRetreatPlan, g RetreatGround) (Penalty, error) {
	at, got := p.From, 0
	for i, to := range p.Path {
		n, err := horseStep(p, g, at, to)
		if err != nil {
			return 0, rule.Errorf(err.Rule, "step %d: %s", i+1, err.Msg)
		}
		got += n
		if got > p.Hexes {
			return 0, rule.Errorf("10.2", "retreat of %d hexes demanded, path covers %d", p.Hexes, got)
		}
		at = to
	}
	if got == p.Hexes {
		return NoPenalty, nil
	}
	if best := LongestHorseRetreat(p, g); best > got {
		return 0, rule.Errorf("10.2", "a retreat of %d hexes is possible; the path covers %d", best, got)
	}
	return PenaltyStunned, nil
}

// LongestHorseRetreat is the most hexes (up to p.Hexes) a legal horse
// retreat from p.From can count.
func LongestHorseRetreat(p HorseRetreatPlan, g RetreatGround) int {
	// Breadth-first over positions; a pivot that counts nothing still
	// opens new moves, so positions, not step counts, are the states.
	best := map[hex.Pair]int{p.From: 0}
	queue := []hex.Pair{p.From}
	top := 0
	for len(queue) > 0 && top < p.Hexes {
		at := queue[0]
		queue = queue[1:]
		for _, to := range horseMoves(at) {
			n, err := horseStep(p, g, at, to)
			if err != nil {
				continue
			}
			c := best[at] + n
			if c > p.Hexes {
				continue
			}
			if old, seen := best[to]; seen && old >= c {
				continue
			}
			best[to] = c
			top = max(top, c)
			queue = append(queue, to)
		}
	}
	return top
}

// horseMoves lists every position one step from at.
func horseMoves(at hex.Pair) []hex.Pair {
	var out []hex.Pair
	for _, h := range at.FrontArc() {
		out = append(out, hex.Pair{Head: h, Rear: at.Head})
	}
	for _, h := range at.RearArc() {
		out = append(out, hex.Pair{Head: at.Rear, Rear: h})
	}
	for _, h := range at.Rear.Neighbors() {
		if h != at.Head && hex.Adjacent(h, at.Head) {
			out = append(out, hex.Pair{Head: h, Rear: at.Rear})
		}
	}
	for _, h := range at.Head.Neighbors() {
		if h != at.Rear && hex.Adjacent(h, at.Rear) {
			out = append(out, hex.Pair{Head: at.Head, Rear: h})
		}
	}
	return out
}

// horseStep checks one step and says how many hexes of retreat it counts.
func horseStep(p HorseRetreatPlan, g RetreatGround, from, to hex.Pair) (int, *rule.Error) {
	counts := 1
	switch {
	case to.Rear == from.Head && in3(from.FrontArc(), to.Head):
		if p.FrontOnly {
			return 0, rule.Errorf("10.2", "attacked only through the front arc, cavalry must retreat backward")
		}
	case to.Head == from.Rear && in3(from.RearArc(), to.Rear):
	case to.Rear == from.Rear && to.Head != from.Head && hex.Adjacent(to.Head, from.Head) && hex.Adjacent(to.Head, to.Rear),
		to.Head == from.Head && to.Rear != from.Rear && hex.Adjacent(to.Rear, from.Rear) && hex.Adjacent(to.Head, to.Rear):
		if pairDistance(to, p.Away) <= pairDistance(from, p.Away) {
			counts = 0
		}
	default:
		return 0, rule.Errorf("10.2", "%s to %s is not a move, backward move or 60° pivot", from, to)
	}
	for _, h := range [2]hex.Hex{to.Head, to.Rear} {
		if from.Has(h) {
			continue
		}
		if !g.Enterable(h) {
			return 0, rule.Errorf("10.2", "%s may not be entered", h)
		}
		if !p.From.Has(h) && g.NextToActiveEnemy(h) {
			return 0, rule.Errorf("10.2", "%s is ADJACENT to an active enemy", h)
		}
	}
	if p.Missile && pairDistance(to, p.Away) < pairDistance(from, p.Away) {
		return 0, rule.Errorf("10.24", "a retreat from missile fire may not come closer to the firer")
	}
	return counts, nil
}

func in3(hs [3]hex.Hex, h hex.Hex) bool { return hs[0] == h || hs[1] == h || hs[2] == h }

func pairDistance(p hex.Pair, h hex.Hex) int {
	return min(hex.Distance(p.Head, h), hex.Distance(p.Rear, h))
}
