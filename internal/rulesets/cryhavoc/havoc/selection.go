package havoc

import "herald/internal/dice"

// LowestRolls is the random determination of a unit (§2): each eligible
// unit rolls a d10 and every unit with the lowest roll is selected, so a
// tie selects several. It returns their indices in order.
func LowestRolls(rolls []int) []int {
	if len(rolls) == 0 {
		return nil
	}
	low := rolls[0]
	for _, r := range rolls[1:] {
		low = min(low, r)
	}
	var out []int
	for i, r := range rolls {
		if r == low {
			out = append(out, i)
		}
	}
	return out
}

// SelectUnits rolls the §2 random determination for n units and returns
// the indices selected (one or more).
func SelectUnits(n int, d dice.Source, purpose string) []int {
	return appendSelected(nil, n, d, purpose)
}

// appendSelected appends the units selected among n to buf, allocating
// nothing when buf has room.
func appendSelected(buf []int, n int, d dice.Source, purpose string) []int {
	if n <= 1 {
		if n == 1 {
			buf = append(buf, 0)
		}
		return buf
	}
	start, low := len(buf), 11
	for i := 0; i < n; i++ {
		switch r := d.Roll(10, purpose); {
		case r < low:
			low, buf = r, append(buf[:start], i)
		case r == low:
			buf = append(buf, i)
		}
	}
	return buf
}

// SingleOut repeats the random determination among the candidates until
// exactly one is left (§10.7: "only one unit (random, too) will actually
// be killed"; §2.71 reads the same way for the berserk's target).
func SingleOut(candidates []int, d dice.Source, purpose string) int {
	var buf [16]int
	for len(candidates) > 1 {
		sel := appendSelected(buf[:0], len(candidates), d, purpose)
		next := make([]int, len(sel))
		for i, s := range sel {
			next[i] = candidates[s]
		}
		candidates = next
	}
	return candidates[0]
}

// kills reports a result that kills someone: "killed" or a horse (§10.7
// names infantry, horse and rider "killed" results).
func kills(r Result) bool {
	return r.HorseKilled || r.Code == DefenderKilled || r.Code == AttackerKilled
}

// ReducedKill is what a "killed" result becomes for the units of a group
// that were selected with the one who is killed (§10.7): "wounded" for a
// character, nothing for an animal (a horse is not killed).
func ReducedKill(r Result) Result {
	switch r.Code {
	case DefenderKilled:
		r.Code = DefenderWounded
	case AttackerKilled:
		r.Code = AttackerWounded
	}
	r.HorseKilled = false
	return r
}

// GroupResults shares a table result out among a losing group of n units
// (§10.7, §2): a d10 each, every lowest roll takes the result; if that is
// more than one unit and the result kills, one of them is singled out at
// random to be killed and the others take ReducedKill. Units not listed
// are untouched.
func GroupResults(n int, res Result, d dice.Source) []GroupHit {
	return appendGroupResults(nil, n, res, d)
}

func appendGroupResults(buf []GroupHit, n int, res Result, d dice.Source) []GroupHit {
	var sb [16]int
	sel := appendSelected(sb[:0], n, d, "random selection of the unit hit (10.7)")
	killed := -1
	if len(sel) > 1 && kills(res) {
		killed = SingleOut(sel, d, "the one unit killed among those selected (10.7)")
	}
	for _, u := range sel {
		h := GroupHit{Unit: u, Result: res}
		if killed >= 0 && u != killed {
			h.Result, h.Reduced = ReducedKill(res), true
		}
		buf = append(buf, h)
	}
	return buf
}

// GroupHit is one unit of a losing group that takes a result.
type GroupHit struct {
	Unit    int    // index in the group
	Result  Result // what it takes
	Reduced bool   // a "killed" reduced because another unit was killed (§10.7)
}
