package cryhavoc

import (
	"fmt"
	"slices"

	"herald/internal/board"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

// Helping in the water (12.22, §17.13, 17.42): a man with an MPA of 3 or
// more, ADJACENT to a swimmer or to a wounded man in deep water, spends
// his whole MPA (none of it spent yet) to help him in this movement
// phase: −2 on the swimmer's climbing-out roll and 2 MP more to climb out
// with, or −2 on the wounded man's deep-water roll. "Ansel help Tam",
// given before the helped man's move. Other helping (12.22's two MP over
// obstacles, mounting) is not played yet.

type helpPlan struct {
	c, helped *Character
	// mount: the help makes a wounded man's mounting one player turn
	// instead of two (§12.3, §12.22).
	mount bool
}

func (s *State) planHelp(cs []*Character, o notation.Order) (helpPlan, error) {
	if len(cs) != 1 || len(o.Targets) != 1 {
		return helpPlan{}, rule.Errorf("12.22", "one character helps one other")
	}
	c := cs[0]
	t, ok := s.Character(o.Targets[0])
	if !ok {
		return helpPlan{}, s.unknown(o.Targets[0])
	}
	f, err := s.field()
	if err != nil {
		return helpPlan{}, err
	}
	u, _ := f.Unit(c.Name)
	inWater := s.swimming(t) || !t.Mounted && t.Status == Wounded && s.depth(t.At) == board.Deep
	if !inWater && t.Task != nil && t.Task.Kind == "mount" {
		return s.planMountHelp(c, t, o, u.EffectiveMPA(), f.ADJACENT(field.Foot, c.At, t.At))
	}
	switch {
	case !inWater:
		return helpPlan{}, rule.Errorf("12.2", "helping over obstacles is not yet played; herald plays helping a man in the water or a wounded man mounting, and %s is doing neither", t.Name)
	case o.Phase != notation.PhaseMove:
		return helpPlan{}, rule.Errorf("12.22", "helping a man in the water is done in the movement phase, not %s", o.Phase)
	case t.Side != c.Side || t == c || !t.Live():
		return helpPlan{}, rule.Errorf("12.22", "%s helps only a live friend", c.Name)
	case c.Status == Stunned || c.Mounted || s.swimming(c):
		return helpPlan{}, rule.Errorf("12.22", "%s is in no state to help", c.Name)
	case c.Moved || c.MPSpent > 0:
		return helpPlan{}, rule.Errorf("12.22", "helping takes %s's whole MPA, and he has used some of it", c.Name)
	case u.EffectiveMPA() < 3:
		return helpPlan{}, rule.Errorf("12.22", "only a character with an MPA of 3 or more helps")
	case !f.ADJACENT(field.Foot, c.At, t.At):
		return helpPlan{}, rule.Errorf("12.22", "%s must be ADJACENT to %s", c.Name, t.Name)
	case t.Moved:
		return helpPlan{}, rule.Errorf("12.22", "%s has already made his move", t.Name)
	}
	return helpPlan{c: c, helped: t}, nil
}

// planMountHelp: c spends his whole MPA helping the wounded t mount, in
// the tasks or movement phase of the player turn t declared it in.
func (s *State) planMountHelp(c, t *Character, o notation.Order, mpa int, adjacent bool) (helpPlan, error) {
	switch {
	case o.Phase != notation.PhaseTasks && o.Phase != notation.PhaseMove:
		return helpPlan{}, rule.Errorf("12.22", "helping a man mount is done in the tasks or movement phase, not %s", o.Phase)
	case t.Side != c.Side || t == c:
		return helpPlan{}, rule.Errorf("12.22", "%s helps only a friend", c.Name)
	case t.Task.Left < 2:
		return helpPlan{}, rule.Errorf("12.22", "%s mounts at the end of this player turn without help", t.Name)
	case c.Status == Stunned || c.Mounted || c.InMelee:
		return helpPlan{}, rule.Errorf("12.22", "%s is in no state to help", c.Name)
	case c.Moved || c.MPSpent > 0:
		return helpPlan{}, rule.Errorf("12.22", "helping takes %s's whole MPA, and he has used some of it", c.Name)
	case mpa < 3:
		return helpPlan{}, rule.Errorf("12.22", "only a character with an MPA of 3 or more helps")
	case !adjacent:
		return helpPlan{}, rule.Errorf("12.22", "%s must be ADJACENT to %s", c.Name, t.Name)
	}
	return helpPlan{c: c, helped: t, mount: true}, nil
}

func (n *State) applyHelp(p helpPlan) (string, any, []string) {
	f, _ := n.field()
	if u, ok := f.Unit(p.c.Name); ok {
		p.c.MPSpent = u.EffectiveMPA()
	}
	p.c.Moved = true
	if p.mount {
		// A copy: the task is shared with the state before the order.
		task := *p.helped.Task
		task.Left = 1
		p.helped.Task = &task
		return TypeHelped, itemResult{Who: p.c.Name, Item: p.helped.Name, At: n.m.HexName(p.helped.At)},
			[]string{fmt.Sprintf("%s spends his whole MPA helping %s mount: he is up at the end of this player turn (12.22)", p.c.Name, p.helped.Name)}
	}
	n.Helped = append(slices.Clone(n.Helped), p.helped.Name)
	return TypeHelped, itemResult{Who: p.c.Name, Item: p.helped.Name, At: n.m.HexName(p.helped.At)},
		[]string{fmt.Sprintf("%s spends his whole MPA helping %s in the water (12.22)", p.c.Name, p.helped.Name)}
}

// TypeHelped: a man helped another in the water (12.22).
const TypeHelped = "helped"

// helped: someone helps c this player turn.
func (s *State) helped(c *Character) bool { return slices.Contains(s.Helped, c.Name) }
