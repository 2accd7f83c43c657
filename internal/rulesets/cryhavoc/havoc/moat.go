package havoc

import (
	"herald/internal/dice"
	"herald/internal/rule"
)

// Filling the moat (§19.5).

// FillMoatOffboard rolls a day's offboard filling of one moat hex
// (§19.51): on a day with no sortie, no attack on the castle, no
// battering or repairs, 1-6 fills it (1-3 under a drawbridge).
func (t *Tables) FillMoatOffboard(underDrawbridge bool, d dice.Source) (filled bool, dr int) {
	key := "moat-fill-offboard"
	if underDrawbridge {
		key += "-drawbridge"
	}
	row, dr := t.rollOn(key, 0, d)
	return row.Outcome == "filled", dr
}

// MoatCrew is how a sapping screen was manned over one day (§19.52).
type MoatCrew struct {
	Fewest    int  // the fewest active characters at the screen at any moment
	AtEnd     int  // at the end of the day
	Replaced2 bool // every man lost was replaced within 2 turns
	Destroyed bool // the screen was destroyed: start again
}

// MoatCrewMinimum, MoatCrewFloor: four men at the screen, never fewer
// than two (§19.52).
const (
	MoatCrewMinimum = 4
	MoatCrewFloor   = 2
)

// FillMoatOnboard judges the second day of onboard filling (§19.52): the
// screen advanced into the moat the evening before, kept and manned a
// whole day, fills the hex; under a drawbridge a further roll of 1-5 is
// needed. A day that fails is done again; a destroyed screen starts the
// work over.
func (t *Tables) FillMoatOnboard(c MoatCrew, underDrawbridge bool, d dice.Source) (filled bool, dr int, err error) {
	switch {
	case c.Destroyed:
		return false, 0, rule.Errorf("19.52", "the screen was destroyed: the filling starts again from the beginning")
	case c.Fewest < MoatCrewFloor || c.AtEnd < MoatCrewMinimum || !c.Replaced2:
		return false, 0, rule.Errorf("19.52", "the screen was not kept manned by four (never fewer than two, losses replaced within 2 turns)")
	}
	if !underDrawbridge {
		return true, 0, nil
	}
	row, dr := t.rollOn("moat-fill-onboard-drawbridge", 0, d)
	return row.Outcome == "filled", dr, nil
}
