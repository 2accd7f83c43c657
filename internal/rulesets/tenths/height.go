package tenths

import "fmt"

// Height figures (text, height differences).
const (
	MaxSteps      = 5  // an attack is impossible from six steps
	StepCm        = 20 // a step is 20 cm
	MaxHeightGain = 5  // potentials rise by one a step, at most five
)

// HeightSpan is the run of hit locations an attack can reach across a
// height difference: the man above cannot hit the bottom 2 × steps
// locations, the man below the top 2 × steps. At five steps that would
// leave none; herald leaves the one location at the end (docs/rulings.md).
func HeightSpan(full Span, steps int) Span {
	cut := min(2*abs(steps), full.Bottom-full.Top)
	switch {
	case steps > 0:
		return Span{full.Top, full.Bottom - cut}
	case steps < 0:
		return Span{full.Top + cut, full.Bottom}
	}
	return full
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// HeightRange is the range class a weapon counts as for in-range hexes
// across a height difference: from three to five steps long and medium
// weapons count one category shorter.
func HeightRange(rc Range, steps int) Range {
	if s := abs(steps); s >= 3 && s <= MaxSteps {
		switch rc {
		case Long:
			return Medium
		case Medium:
			return Short
		}
	}
	return rc
}

// SlopeSteps is the height a slope gives: on sloping ground that counts
// as muddy or difficult, the man uphill is one step above.
func SlopeSteps(ground string, uphill bool) int {
	if uphill && (ground == Muddy || ground == Difficult) {
		return 1
	}
	return 0
}

// alterHeight: no attack across six steps or more; the higher man's attack
// or defence potential rises by one a step; hit locations narrow.
func alterHeight(r *Rules, x *Exchange) error {
	s := x.Situation.Steps
	if abs(s) > MaxSteps {
		return errf(TagHeight, "a height difference of %d steps: no attack is possible from six", abs(s))
	}
	if s == 0 {
		return nil
	}
	why := fmt.Sprintf("%d %s above", abs(s), plural(abs(s), "step", "steps"))
	gain := min(abs(s), MaxHeightGain)
	if s > 0 {
		x.alter(TagHeight, "attack potential", gain, "the attacker is "+why)
	} else {
		x.alter(TagHeight, "defence potential", gain, "the defender is "+why)
	}
	x.Figures.Span = HeightSpan(x.Figures.Span, s)
	return nil
}
