package cryhavoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Leaving the map (§23: scenarios score units that leave by an edge), and
// the other tasks written in words that herald plays. A character on an
// edge hex leaves in his movement phase for 1 MP, as a step off the
// board; what he leads goes with him, and the cart it draws with its load
// and riders (docs/rulings.md). The hex he leaves from is the exit hex of
// them all.

// namedTasks are the words of `task "…"` orders herald plays.
var namedTasks = map[string]string{"leave the map": "leave", "leave": "leave", "exit": "leave", "exit the map": "leave"}

// exitPlan is a checked departure from the map.
type exitPlan struct {
	from  hex.Hex
	train *trainPlan
}

func (s *State) planNamedTask(c *Character, o notation.Order) (any, error) {
	if _, ok := namedTasks[strings.ToLower(strings.TrimSpace(o.Text))]; !ok {
		known := []string{}
		for k := range namedTasks {
			known = append(known, fmt.Sprintf("%q", k))
		}
		slices.Sort(known)
		return nil, rule.Errorf("12.1", "herald does not play the task %q; it plays %s", o.Text, strings.Join(known, ", "))
	}
	return s.planExit(c, o)
}

func (s *State) planExit(c *Character, o notation.Order) (exitPlan, error) {
	f, err := s.field()
	if err != nil {
		return exitPlan{}, err
	}
	u, _ := f.Unit(c.Name)
	switch {
	case o.Phase != notation.PhaseMove:
		return exitPlan{}, rule.Errorf("7", "a character leaves the map in the movement phase, not %s", o.Phase)
	case c.Status == Stunned:
		return exitPlan{}, rule.Errorf("10.3", "%s is stunned and may not move", c.Name)
	case c.InMelee:
		return exitPlan{}, rule.Errorf("11", "%s is in melee and must withdraw first", c.Name)
	case !onEdge(f, c.At):
		return exitPlan{}, rule.Errorf("23", "%s stands in %s, which is not on the map's edge", c.Name, s.place(c))
	case c.MPSpent+1 > u.EffectiveMPA():
		return exitPlan{}, rule.Errorf("7.3", "stepping off the map costs 1 MP, and %s has none left", c.Name)
	case s.onCart(c) != nil:
		return exitPlan{}, rule.Errorf("14", "%s rides %s and leaves with it", c.Name, s.onCart(c).Name)
	}
	p := exitPlan{from: c.At}
	if a := s.leading(c); a != nil {
		p.train = &trainPlan{animal: a, path: []field.Place{animalPlace(a)}}
		if it := s.itemNamed(a.Draws); a.Draws != "" && it != nil {
			p.train.cart = it
			if err := s.cartMayLeave(c, it); err != nil {
				return exitPlan{}, err
			}
		}
	}
	return p, nil
}

// cartMayLeave: a cart leaves behind its team only as it could move.
func (s *State) cartMayLeave(c *Character, it *Item) error {
	if it.Boarded {
		return rule.Errorf("14", "%s may not move in a player turn in which characters got on or off", it.Name)
	}
	if c.InMelee {
		return rule.Errorf("14", "every character who could lead %s is in melee", it.Name)
	}
	return nil
}

// onEdge: x is a map hex with a neighbour off the map.
func onEdge(f *field.Field, x hex.Hex) bool {
	for _, n := range x.Neighbors() {
		if !f.Contains(n) {
			return true
		}
	}
	return false
}

// TypeExited: a character left the map, with what he led (§23).
const TypeExited = "exited"

type exitResult struct {
	Who  string   `json:"who"`
	From string   `json:"from"`
	With []string `json:"with,omitempty"`
}

func (n *State) applyNamedTask(c *Character, plan any) (string, any, []string) {
	p := plan.(exitPlan)
	r := exitResult{Who: c.Name, From: n.m.HexName(p.from)}
	c.MPSpent++
	c.Moved, c.Exited = true, true
	if t := p.train; t != nil {
		a := t.animal
		r.With = append(r.With, a.Name)
		if cart := t.cart; cart != nil {
			for _, rd := range n.riders(cart) {
				rd.Exited = true
				r.With = append(r.With, rd.Name)
			}
			for i := range n.Items {
				it := &n.Items[i]
				if !it.Exited && (it == cart || !it.Two && slices.Contains(cart.hexes(), it.At)) {
					it.Exited, it.ExitHex = true, p.from
					r.With = append(r.With, it.Name)
				}
			}
		}
		name := a.Name
		n.Animals = slices.DeleteFunc(n.Animals, func(x Animal) bool { return x.Name == name })
	}
	line := fmt.Sprintf("%s leaves the map from %s", c.Name, r.From)
	if len(r.With) > 0 {
		line += " with " + strings.Join(r.With, ", ")
	}
	return TypeExited, r, []string{line}
}

// equipmentOutcomes are the fates of the equipment for the score of §23.2:
// on the map where it stands, or gone by the hex it left from.
func (s *State) equipmentOutcomes() []havoc.Outcome {
	var out []havoc.Outcome
	for i := range s.Items {
		it := &s.Items[i]
		o := havoc.Outcome{Name: it.Name, Kind: it.Kind, Fate: havoc.OnMap, Hexes: it.hexes()}
		if it.Exited {
			o.Fate, o.Hexes, o.ExitHex = havoc.Exited, nil, it.ExitHex
		}
		out = append(out, o)
	}
	return out
}
