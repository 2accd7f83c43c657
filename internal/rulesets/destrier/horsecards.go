package destrier

import "herald/internal/dice"

// Wheeled is what a WHEEL did to one figure in contact with the horse.
type Wheeled struct {
	Figure string `json:"figure"`
	Chance int    `json:"chance"`
	Check  *Check `json:"check,omitempty"` // nil: too heavy to be moved
	Result string `json:"result,omitempty"`
}

// WheelChance is a WHEEL's chance against a figure in contact: a
// man-sized figure is knocked down and stunned on 50%; a beast or monster
// stumbles on 50% if lighter than the horse, 30% if 1 to 1 1/2 times its
// weight, and is unmoved if heavier still. herald counts a humanoid on a
// stand no larger than a man's (1" square) as man-sized.
func (r *Rules) WheelChance(horse, f Fighter) (chance int, manSized bool) {
	c := r.Cards.must(Wheel)
	if f.Kind == Humanoid && f.Stand.Area() <= 1+1e-9 {
		return c.Percent("man_down"), true
	}
	ratio := float64(f.Weight) / float64(horse.Weight)
	switch {
	case ratio > c.Value("immune"):
		return 0, false
	case ratio >= 1:
		return c.Percent("equal"), false
	}
	return c.Percent("lighter"), false
}

// Wheel resolves a WHEEL against every figure in contact with the horse.
// Statuses come back in the order of the figures.
func (r *Rules) Wheel(horse Fighter, contacts []Fighter, d dice.Source) ([]Wheeled, []Status) {
	out := make([]Wheeled, len(contacts))
	after := make([]Status, len(contacts))
	for i, f := range contacts {
		chance, man := r.WheelChance(horse, f)
		out[i] = Wheeled{Figure: f.Name, Chance: chance}
		after[i] = f.Status
		if chance == 0 {
			continue
		}
		what := "stumbles"
		if man {
			what = "knocked down and stunned"
		}
		k := Test(d, chance, f.Name+" "+what+" by the wheel")
		out[i].Check = &k
		if !k.Success {
			continue
		}
		out[i].Result = what
		if man {
			after[i] = DownStunned.Apply(after[i])
		} else {
			after[i] = KnockedToKnees.Apply(after[i])
		}
	}
	return out, after
}

// Hamstrung is a HAMSTRING HORSE attempt: the check, and where the
// attempt leaves the grappler (prone, on the far side of the horse).
type Hamstrung struct {
	Check Check `json:"check"`
}

// HamstringHorse resolves HAMSTRING HORSE (C&S p.59, stand-in chance):
// a cut horse goes down and its rider is thrown; the grappler ends prone
// on the other side of the horse whatever happens. Statuses: grappler,
// horse, rider (nil rider: none).
func (r *Rules) HamstringHorse(g, horse Fighter, rider *Fighter, d dice.Source) (Hamstrung, Status, Status, *Status) {
	c := r.Cards.must(Hamstring)
	out := Hamstrung{Check: Test(d, c.Percent("chance"), g.Name+" hamstrings "+horse.Name)}
	gs, hs := g.Status, horse.Status
	gs.Posture, gs.HamstringTried = Prone, true
	var rs *Status
	if rider != nil {
		s := rider.Status
		rs = &s
	}
	if out.Check.Success {
		hs.Posture, hs.Speed = Prone, AtStand
		if rs != nil {
			rs.Unhorsed, rs.Posture = true, Prone
		}
	}
	return out, gs, hs, rs
}
