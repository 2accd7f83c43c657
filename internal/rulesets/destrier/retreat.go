package destrier

// RetreatEnd is one place a RETREAT or RUN AWAY could end, as the table
// measures it: the gap to each enemy the figure knows of.
type RetreatEnd struct {
	Label string            `json:"label"`
	Gaps  map[string]Inches `json:"gaps"`
}

// RetreatChoices are the ends a retreat may take (THE TAC CARDS:
// RETREAT). A retreat goes away from all enemies: an end no nearer to any
// of them than the start is allowed. A surrounded figure, which has no
// such end, must end as far as possible from the enemy nearest at the
// start and, among those, as far as possible from all the others — herald
// reads this as the greatest gap to the nearest of the others. It
// returns the indexes of the allowed ends (the player picks among them).
func RetreatChoices(start map[string]Inches, ends []RetreatEnd) []int {
	var away []int
	for i, e := range ends {
		if noNearer(start, e.Gaps) {
			away = append(away, i)
		}
	}
	if len(away) > 0 {
		return away
	}
	nearest := nearestOf(start)
	best := choose(ends, allIndexes(len(ends)), func(e RetreatEnd) Inches { return e.Gaps[nearest] })
	return choose(ends, best, func(e RetreatEnd) Inches { return smallestGap(e.Gaps, nearest) })
}

func noNearer(start, end map[string]Inches) bool {
	for enemy, g := range start {
		if end[enemy] < g-epsilon {
			return false
		}
	}
	return true
}

// nearestOf is the enemy at the smallest gap; ties go to the name first
// in order, so the answer does not depend on map order.
func nearestOf(gaps map[string]Inches) string {
	best, found := "", false
	for e, g := range gaps {
		if !found || g < gaps[best]-epsilon || Near(g, gaps[best]) && e < best {
			best, found = e, true
		}
	}
	return best
}

// smallestGap is the gap to the nearest enemy other than skip; with no
// other enemy it is as far as can be.
func smallestGap(gaps map[string]Inches, skip string) Inches {
	small := Inches(1e9)
	for e, g := range gaps {
		if e != skip && g < small {
			small = g
		}
	}
	return small
}

// choose keeps the candidates with the greatest measure.
func choose(ends []RetreatEnd, among []int, measure func(RetreatEnd) Inches) []int {
	var best []int
	var top Inches
	for _, i := range among {
		m := measure(ends[i])
		switch {
		case len(best) == 0 || m > top+epsilon:
			best, top = []int{i}, m
		case Near(m, top):
			best = append(best, i)
		}
	}
	return best
}

func allIndexes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// MayRetreatTurn reports whether a retreating figure may turn on its way:
// only where the ground makes it (a curving corridor, a path through
// woods) or where turning takes it further from the enemy than going
// straight.
func MayRetreatTurn(forcedByTerrain bool, straight, turned Inches) bool {
	return forcedByTerrain || turned > straight+epsilon
}
