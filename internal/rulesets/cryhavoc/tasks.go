package cryhavoc

import (
	"fmt"
	"slices"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/scenario"
)

// Event types of tasks and the actions of §12.
const (
	TypeDoor       = "door"       // a door, window or gate opened, shut, bolted or unbolted at once
	TypeTask       = "task"       // a task begun; it completes at the end of a player turn (§12.1)
	TypeDismounted = "dismounted" // a rider got off his horse (§12.34)
	TypePickedUp   = "picked-up"  // an item picked up (§12.5)
	TypeDropped    = "dropped"    // an item dropped (§12.5)
	TypeLed        = "led"        // a character took up an animal to lead it (§13.7)
	TypeReleased   = "released"   // he let it go
	TypeAlarm      = "alarm"      // the alarm raised (§12.7)
)

// Task is a task in progress (§12.1): what it is, on what, and how many
// more of the character's player turns it takes. A Task is never changed
// in place (states share it); a new one replaces it.
type Task struct {
	Kind   string `json:"kind"`
	Object string `json:"object,omitempty"`
	Where  string `json:"where,omitempty"`
	Left   int    `json:"left"`
}

// setupWorld places the scenario's animals and loose equipment, and gives
// each character what he carries.
func (s *State) setupWorld(sc *scenario.Scenario) {
	for si := range sc.Sides {
		side := &sc.Sides[si]
		for _, a := range side.Animals {
			if !a.At.Set {
				continue
			}
			s.Animals = append(s.Animals, Animal{Name: a.Name, Kind: a.Kind, At: a.At.Head, Rear: a.At.Rear, Two: a.At.Two, Rider: a.Rider})
		}
	}
	s.placeItems(sc)
	for i := range s.Characters {
		if len(s.Characters[i].def.Carries) > 0 {
			s.Characters[i].Carrying = slices.Clone(s.Characters[i].def.Carries)
		}
	}
}

// units are the characters on the map and then the animals, as the field
// sees them, with the fog of hidden set-up (fogUnit).
func (s *State) units() []field.Unit {
	us := make([]field.Unit, 0, len(s.Characters)+len(s.Animals))
	pairs := make([]hex.Pair, len(s.Characters)+len(s.Animals))
	for i := range s.Characters {
		c := &s.Characters[i]
		us = append(us, unitOf(c, &pairs[i]))
		s.fogUnit(&us[len(us)-1], c)
	}
	for i := range s.Animals {
		us = append(us, animalUnit(&s.Animals[i], &pairs[len(s.Characters)+i]))
	}
	return us
}

// taskKind reports whether the engine handles orders of kind k here.
func taskKind(k notation.Kind) bool {
	switch k {
	case notation.KindOpen, notation.KindShut, notation.KindBolt, notation.KindUnbolt,
		notation.KindMount, notation.KindDismount, notation.KindPickUp, notation.KindDrop,
		notation.KindLead, notation.KindRelease, notation.KindGuard, notation.KindTask:
		return true
	}
	return false
}

// rollsNoDice reports whether an order of kind k is settled without dice,
// so that a turn's check may apply it to see the orders after it.
func rollsNoDice(k notation.Kind) bool {
	return k == notation.KindMove || k == notation.KindCharge || taskKind(k)
}

// planTask checks the orders of §12 the engine supports; the plan is
// the character's and what the order's own plan found.
func (h *CryHavoc) planTask(s *State, cs []*Character, o notation.Order) (taskPlan, error) {
	if len(cs) != 1 {
		return taskPlan{}, rule.Errorf("12", "one character gives this order, not %d", len(cs))
	}
	c := cs[0]
	var p any
	var err error
	switch o.Kind {
	case notation.KindOpen, notation.KindShut, notation.KindBolt, notation.KindUnbolt:
		p, err = h.planDoor(s, c, o)
	case notation.KindMount:
		p, err = h.planMount(s, c, o)
	case notation.KindDismount:
		p, err = h.planDismount(s, c, o)
	case notation.KindPickUp:
		p, err = h.planPickUp(s, c, o)
	case notation.KindDrop:
		p, err = planDrop(c, o)
	case notation.KindLead:
		p, err = h.planLead(s, c, o)
	case notation.KindRelease:
		p, err = planRelease(s, c, o)
	case notation.KindGuard:
		p, err = h.planCapture(s, c, o)
	case notation.KindTask:
		p, err = s.planNamedTask(c, o)
	}
	return taskPlan{c, p}, err
}

type taskResult struct {
	Who  string `json:"who"`
	Task Task   `json:"task"`
}

// applyTask carries out a legal order of §12 on n, a clone, and gives the
// event's type, result and report.
func (h *CryHavoc) applyTask(n *State, tp taskPlan, o notation.Order) (string, any, []string) {
	c := tp.c
	switch o.Kind {
	case notation.KindOpen, notation.KindShut, notation.KindBolt, notation.KindUnbolt:
		p := tp.plan.(doorPlan)
		name := n.m.HexName(p.side.A) + "/" + n.m.HexName(p.side.B)
		if p.task {
			t := &Task{Kind: doorVerbs[o.Kind], Object: o.Object, Where: name, Left: taskTurns(c, 1)}
			c.Task = t
			return TypeTask, taskResult{Who: c.Name, Task: *t},
				[]string{fmt.Sprintf("%s begins to %s the gate on %s (%s)", c.Name, t.Kind, name, turnsText(t.Left))}
		}
		r := doorResult{Who: c.Name, Side: name, From: n.doorState(p.side), To: p.to, MP: p.mp}
		if p.full {
			// The whole MPA, none of it spent before (planDoor).
			if f, err := n.field(); err == nil {
				if u, ok := f.Unit(c.Name); ok {
					r.MP = u.EffectiveMPA()
				}
			}
			c.Moved = true
		}
		c.MPSpent += r.MP
		n.setDoor(p.side, p.to)
		return TypeDoor, r, []string{fmt.Sprintf("%s %ss the %s on %s (%d MP): now %s", c.Name, doorVerbs[o.Kind], o.Object, name, r.MP, p.to)}
	case notation.KindMount:
		p := tp.plan.(mountPlan)
		place := n.m.HexName(p.horse.At) + "-" + n.m.HexName(p.horse.Rear)
		t := &Task{Kind: "mount", Object: p.horse.Name, Where: place, Left: p.turns}
		c.Task = t
		return TypeTask, taskResult{Who: c.Name, Task: *t},
			[]string{fmt.Sprintf("%s begins to mount %s in %s (%s)", c.Name, p.horse.Name, place, turnsText(t.Left))}
	case notation.KindDismount:
		x := tp.plan.(hex.Hex)
		horse := Animal{Name: horseName(n, c), Kind: "horse", At: c.At, Rear: c.Rear, Two: true, Rider: c.Name, MPA: c.def.MountedMPA}
		r := dismountResult{Who: c.Name, From: n.place(c), To: n.m.HexName(x), Horse: horse.Name}
		n.Animals = append(n.Animals, horse)
		c.At, c.Rear, c.Mounted = x, hex.Hex{}, false
		c.Moved, c.Dismounted = true, true
		c.MPSpent = c.def.MountedMPA
		return TypeDismounted, r, []string{fmt.Sprintf("%s dismounts from %s to %s, leaving %s", c.Name, r.From, r.To, horse.Name)}
	case notation.KindPickUp:
		i := tp.plan.(int)
		it := n.Items[i]
		n.Items = slices.Delete(n.Items, i, i+1)
		c.Carrying = append(slices.Clone(c.Carrying), it.Name)
		c.MPSpent++
		return TypePickedUp, itemResult{Who: c.Name, Item: it.Name, At: n.m.HexName(c.At)},
			[]string{fmt.Sprintf("%s picks up %s in %s (1 MP)", c.Name, it.Name, n.m.HexName(c.At))}
	case notation.KindLead:
		a := tp.plan.(*Animal)
		from := a.LedBy
		a.LedBy = c.Name
		c.MPSpent++
		line := fmt.Sprintf("%s takes up %s in %s to lead it (1 MP)", c.Name, a.Name, n.m.HexName(a.At))
		if from != "" {
			line += ", from " + from
		}
		return TypeLed, itemResult{Who: c.Name, Item: a.Name, At: n.m.HexName(a.At)}, []string{line}
	case notation.KindRelease:
		a := tp.plan.(*Animal)
		a.LedBy = ""
		return TypeReleased, itemResult{Who: c.Name, Item: a.Name, At: n.m.HexName(a.At)},
			[]string{fmt.Sprintf("%s lets %s go", c.Name, a.Name)}
	case notation.KindGuard:
		return n.applyCapture(c, tp.plan.(capturePlan))
	case notation.KindTask:
		return n.applyNamedTask(c, tp.plan)
	case notation.KindHelp:
		return n.applyHelp(tp.plan.(helpPlan))
	case notation.KindDrop:
		i := tp.plan.(int)
		name := c.Carrying[i]
		c.Carrying = slices.Delete(slices.Clone(c.Carrying), i, i+1)
		n.Items = append(n.Items, Item{Name: name, Kind: itemKind(n, name), At: c.At})
		return TypeDropped, itemResult{Who: c.Name, Item: name, At: n.m.HexName(c.At)},
			[]string{fmt.Sprintf("%s drops %s in %s", c.Name, name, n.m.HexName(c.At))}
	}
	return "", nil, nil
}

// taskTurns doubles a task's player turns for a wounded character (§12.1).
func taskTurns(c *Character, turns int) int {
	if c.Status == Wounded {
		return 2 * turns
	}
	return turns
}

func turnsText(n int) string {
	if n == 1 {
		return "done at the end of this player turn"
	}
	return fmt.Sprintf("%d player turns", n)
}

// breakTask ends c's task, if he has one, because he did something else or
// something befell him (§12.1); nothing of it remains.
func breakTask(c *Character, why string) []string {
	if c.Task == nil {
		return nil
	}
	t := c.Task
	c.Task = nil
	return []string{fmt.Sprintf("  %s breaks off his task (%s %s): %s (§12.1)", c.Name, t.Kind, t.Object, why)}
}

// afterEffects applies what a fire or combat result does to tasks: a
// stunned, killed or retreating character breaks off his task (§12.1).
// What he drops and lets go of is consequence's (consequences.go).
func (s *State) afterEffects(hit []*Character) []string {
	var lines []string
	for _, c := range hit {
		if c.Status == Stunned || !c.Live() || c.RetreatOwed > 0 {
			lines = append(lines, breakTask(c, "a result of "+string(c.Status))...)
		}
	}
	return lines
}

// completeTasks counts down the tasks of side's characters at the end of
// its player turn and carries out those that are done (§12.1). It also
// clears the marks of one player turn kept here.
func (s *State) completeTasks(side string) []string {
	n := s
	var done []string
	for i := range n.Characters {
		c := &n.Characters[i]
		c.Dismounted = false
		if c.Side != side || c.Task == nil {
			continue
		}
		if !c.Live() || c.Status == Stunned {
			c.Task = nil
			continue
		}
		t := *c.Task
		t.Left--
		if t.Left > 0 {
			c.Task = &t
			done = append(done, fmt.Sprintf("%s goes on with his task (%s %s, %s)", c.Name, t.Kind, t.Object, turnsText(t.Left)))
			continue
		}
		c.Task = nil
		switch t.Kind {
		case "mount":
			i := slices.IndexFunc(n.Animals, func(a Animal) bool { return a.Name == t.Object })
			if i < 0 {
				done = append(done, fmt.Sprintf("%s cannot mount: %s is gone", c.Name, t.Object))
				continue
			}
			a := n.Animals[i]
			n.Animals = slices.Delete(n.Animals, i, i+1)
			c.At, c.Rear, c.Mounted = a.At, a.Rear, true
			done = append(done, fmt.Sprintf("%s is mounted on %s in %s (§12.3)", c.Name, a.Name, n.place(c)))
		case "task":
			done = append(done, fmt.Sprintf("%s has done his task: %s (§12.1)", c.Name, t.Object))
		case "seppuku":
			c.Status, c.InMelee, c.MeleeWith = Dead, false, nil
			done = append(done, fmt.Sprintf("%s recites his poem and dies by his own hand (§12.10)", c.Name))
		case "open", "shut":
			hs, err := n.m.Layout.ResolveHexside(t.Where)
			if err != nil {
				continue
			}
			to := DoorOpen
			if t.Kind == "shut" {
				to = DoorBolted
			}
			n.setDoor(hs, to)
			done = append(done, fmt.Sprintf("%s has %s the gate on %s: now %s (§12.6)", c.Name, map[string]string{"open": "opened", "shut": "shut"}[t.Kind], t.Where, to))
		}
	}
	n.dropField()
	return done
}
