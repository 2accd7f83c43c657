package cryhavoc

// Leaving the map: a move that ends "off the map" takes the character
// out of the game (§3: a unit is on board while it occupies a hex; exit
// objectives, §23.2). He is kept in State.Gone for the score.

import (
	"fmt"
	"slices"

	"herald/internal/hex"
	"herald/internal/rule"
)

// exitCost is what the step off the map costs: the ground beyond the
// edge is not on the map, so it is taken as clear (docs/rulings.md).
const exitCost = 1

// onEdge reports whether x has a neighbour off the map.
func (s *State) onEdge(x hex.Hex) bool {
	for _, nb := range x.Neighbors() {
		if !s.m.Contains(nb) {
			return true
		}
	}
	return false
}

// legalExit checks the step off the map at the end of a move of mp MP
// along path, with left MP to spend.
func (s *State) legalExit(c *Character, last hex.Hex, mp, left int) error {
	switch {
	case !s.onEdge(last):
		return rule.Errorf("3", "%s can only leave the map from a hex on its edge; %s is not", c.Name, s.m.HexName(last))
	case mp+exitCost > left:
		return rule.Errorf("7.3", "the move and the step off the map cost %d MP and %s has %d", mp+exitCost, c.Name, left)
	}
	return nil
}

// goOff takes c (a character of n) off the map the way off says, from
// the hex he stands in: his horse and the animals he leads go with him.
func (n *State) goOff(name string, off Off) {
	i := slices.IndexFunc(n.Characters, func(c Character) bool { return c.Name == name })
	if i < 0 {
		return
	}
	c := n.Characters[i]
	c.Off, c.InMelee = off, false
	n.Gone = append(n.Gone, c)
	n.Characters = slices.Delete(n.Characters, i, i+1)
	n.Animals = slices.DeleteFunc(n.Animals, func(a Animal) bool { return a.Rider == name || a.LedBy == name })
	n.dropField()
	n.endMelee()
	n.dropField()
}

// gone finds a character who has left the map.
func (s *State) gone(name string) (*Character, bool) {
	for i := range s.Gone {
		if s.Gone[i].Name == name {
			return &s.Gone[i], true
		}
	}
	return nil, false
}

// goneError refuses an order naming a man no longer on the map.
func (s *State) goneError(c *Character) error {
	return rule.Errorf("3", "%s has left the map (%s from %s) and is out of the game", c.Name, c.Off, s.m.HexName(c.At))
}

type offJSON struct {
	Name   string `json:"name"`
	Side   string `json:"side"`
	Off    Off    `json:"off"`
	From   string `json:"from"`
	Status Status `json:"status"`
}

func (s *State) goneJSON() []offJSON {
	var out []offJSON
	for i := range s.Gone {
		c := &s.Gone[i]
		out = append(out, offJSON{Name: c.Name, Side: c.Side, Off: c.Off, From: s.m.HexName(c.At), Status: c.Status})
	}
	return out
}

func exitReport(c *Character, s *State) string {
	return fmt.Sprintf("%s leaves the map from %s (%d MP): out of the game", c.Name, s.m.HexName(c.At), exitCost)
}
