package cryhavoc

import (
	"fmt"
	"strings"

	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

// Hitching and unhitching a cart's team (§14 by 13.6): a one-player-turn
// task of an active man on foot ADJACENT to both the animal and the cart:
// `task "unhitch Bessie"`, `task "hitch Bessie"` (to the cart whose front
// arc its tail stands in). It takes effect at the end of the player turn.

// hitchPlan is a checked hitching or unhitching.
type hitchPlan struct {
	kind   string // "hitch" or "unhitch"
	animal *Animal
	cart   *Item
}

// planHitch reads `task "hitch NAME"` and `task "unhitch NAME"`; ok
// false when the words are neither.
func (s *State) planHitch(c *Character, o notation.Order) (hitchPlan, bool, error) {
	words := strings.Fields(strings.ToLower(strings.TrimSpace(o.Text)))
	if len(words) < 2 || words[0] != "hitch" && words[0] != "unhitch" {
		return hitchPlan{}, false, nil
	}
	name := strings.TrimSpace(strings.TrimSpace(o.Text)[len(words[0]):])
	a, ok := s.findAnimal(name, nil, "")
	if !ok {
		return hitchPlan{}, true, rule.Errorf("13.6", "there is no animal %q", name)
	}
	p := hitchPlan{kind: words[0], animal: a}
	switch {
	case o.Phase != notation.PhaseTasks:
		return p, true, rule.Errorf("13.6", "%sing is a task of the tasks phase, not %s", p.kind, o.Phase)
	case c.Mounted || c.Status == Stunned || c.InMelee:
		return p, true, rule.Errorf("13.6", "%s must be on foot, active and out of melee to %s a team", c.Name, p.kind)
	case c.Task != nil:
		return p, true, rule.Errorf("12.1", "%s is already working on a task", c.Name)
	}
	if p.kind == "unhitch" {
		if p.cart = s.itemNamed(a.Draws); a.Draws == "" || p.cart == nil {
			return p, true, rule.Errorf("13.6", "%s is hitched to no cart", a.Name)
		}
	} else {
		if k, ok := s.animalKind(a); !ok || !k.Draws {
			return p, true, rule.Errorf("14", "only horses and oxen draw a cart; %s is a %s", a.Name, a.Kind)
		}
		if a.Draws != "" {
			return p, true, rule.Errorf("13.6", "%s is already hitched to %s", a.Name, a.Draws)
		}
		for i := range s.Items {
			it := &s.Items[i]
			if k, ok := s.equipment(it); ok && isCart(k) && it.Two && !it.Exited && !s.drawn(it) && inFrontArc(it, animalTail(a)) {
				p.cart = it
			}
		}
		if p.cart == nil {
			return p, true, rule.Errorf("14", "%s's tail stands in the front arc of no free cart", a.Name)
		}
	}
	f, err := s.field()
	if err != nil {
		return p, true, err
	}
	nearAnimal, nearCart := false, false
	for _, x := range placeHexes(animalPlace(a)) {
		nearAnimal = nearAnimal || f.ADJACENT(field.Foot, c.At, x)
	}
	for _, x := range p.cart.hexes() {
		nearCart = nearCart || f.ADJACENT(field.Foot, c.At, x)
	}
	if !nearAnimal || !nearCart {
		return p, true, rule.Errorf("13.6", "%s must be ADJACENT to both %s and %s", c.Name, a.Name, p.cart.Name)
	}
	return p, true, nil
}

func (n *State) applyHitch(c *Character, p hitchPlan) (string, any, []string) {
	t := &Task{Kind: p.kind, Object: p.animal.Name, Where: p.cart.Name, Left: taskTurns(c, 1)}
	c.Task = t
	return TypeTask, taskResult{Who: c.Name, Task: *t},
		[]string{fmt.Sprintf("%s begins to %s %s (%s; 13.6)", c.Name, p.kind, p.animal.Name, turnsText(t.Left))}
}

// hitchesDone carries out the hitching tasks that complete at the end of
// side's player turn (before completeTasks counts them off).
func (s *State) hitchesDone(side string) []string {
	var lines []string
	for i := range s.Characters {
		c := &s.Characters[i]
		t := c.Task
		if c.Side != side || t == nil || t.Left != 1 || !c.Live() || c.Status == Stunned || t.Kind != "hitch" && t.Kind != "unhitch" {
			continue
		}
		for j := range s.Animals {
			a := &s.Animals[j]
			if a.Name != t.Object {
				continue
			}
			if t.Kind == "hitch" {
				a.Draws = t.Where
				lines = append(lines, fmt.Sprintf("%s has hitched %s to %s (13.6)", c.Name, a.Name, t.Where))
			} else {
				a.Draws = ""
				lines = append(lines, fmt.Sprintf("%s has unhitched %s from %s (13.6)", c.Name, a.Name, t.Where))
			}
		}
	}
	return lines
}
