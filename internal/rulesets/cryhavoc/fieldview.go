package cryhavoc

import (
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/field"
)

// The field view: the state as the field rules see it (the map with its
// doors as they stand, the characters and animals as units), built once a
// state and shared with the next where the map is unchanged (share.go).

// situation puts the characters and animals on the map, its doors as
// they stand, for the field rules.
func (s *State) situation() field.Situation {
	sit := field.Situation{Map: s.Board(), Units: s.units(), AlternativeLOS: s.alternativeLOS()}
	if s.tab != nil {
		sit.Hindrance = s.tab.Hindrance
	}
	return sit
}

// alternativeLOS: the scenario uses optional rule 22.4.
func (s *State) alternativeLOS() bool {
	if s.sc != nil {
		for _, o := range s.sc.Optional {
			if o == "22.4" {
				return true
			}
		}
	}
	return false
}

// unitOf is c as the field rules see it; a rider's two hexes go in pair.
func unitOf(c *Character, pair *hex.Pair) field.Unit {
	u := field.Unit{Name: c.Name, Side: c.Side, Kind: field.Foot, Hex: c.At, MPA: c.def.MPA,
		Wounded: c.Status == Wounded, Stunned: c.Status == Stunned, Dead: c.Status == Dead, InMelee: c.InMelee}
	if c.Mounted {
		*pair = hex.Pair{Head: c.At, Rear: c.Rear}
		u.Kind, u.Pair, u.MPA = field.Rider, pair, c.def.MountedMPA
	}
	return u
}

// fits reports whether the field f shows this state's characters as they
// are, so that it can serve this state unchanged.
func (s *State) fits(f *field.Field) bool {
	sit := f.Situation()
	if sit.Map != s.Board() || sit.AlternativeLOS != s.alternativeLOS() || len(sit.Units) > len(s.Characters)+len(s.Animals) {
		return false
	}
	var p hex.Pair
	j := 0
	for i := range s.Characters {
		c := &s.Characters[i]
		u := unitOf(c, &p)
		s.fogUnit(&u, c)
		if j >= len(sit.Units) || !field.SameUnit(&u, &sit.Units[j]) {
			return false
		}
		j++
	}
	if len(sit.Units) != j+len(s.Animals) {
		return false
	}
	for i := range s.Animals {
		u := animalUnit(&s.Animals[i], &p)
		if !field.SameUnit(&u, &sit.Units[j+i]) {
			return false
		}
	}
	return true
}

// field is the field rules' view of the state, cached until it changes.
func (s *State) field() (*field.Field, error) {
	if s.fld != nil {
		return s.fld, nil
	}
	b := s.base
	// Orders that change no one's place or state (a missed shot, a
	// character standing still) leave the last view good as it is.
	if b != nil && s.fits(b) {
		s.fld = b
		return b, nil
	}
	sit := s.situation()
	var f *field.Field
	var err error
	// Most states differ from the last only in where the characters are
	// and how they fare: keep the map's arrays.
	if b != nil && b.Map() == sit.Map && b.Situation().AlternativeLOS == sit.AlternativeLOS {
		f, err = b.WithUnits(sit.Units)
	} else {
		f, err = field.New(sit)
	}
	if err != nil {
		return nil, err
	}
	s.fld, s.base = f, f
	return f, nil
}

// dropField forgets the field view after the characters change, keeping
// it as the base the next view is built from.
func (s *State) dropField() {
	if s.fld != nil {
		s.base = s.fld
	}
	s.fld = nil
}
