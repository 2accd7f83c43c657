package cryhavoc

// Raising the alarm (§12.7): a man aware of the enemy (he sees one, was
// shot at or fought, or was alerted himself) raises it in his player
// turn; at its end his friends within 10 hexes (20 with a signal horn)
// are aware, and they pass it on at the end of their own next player
// turn, so the circle of awareness spreads.

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
)

const (
	alarmRadius = 10
	hornRadius  = 20
	kindHorn    = "signal-horn"
)

type alarmPlan struct{ c *Character }

func (s *State) planAlarm(cs []*Character, o notation.Order) (alarmPlan, error) {
	if len(cs) != 1 {
		return alarmPlan{}, rule.Errorf("12.7", "one character raises the alarm, not %d", len(cs))
	}
	c := cs[0]
	switch {
	case c.Status == Stunned:
		return alarmPlan{}, rule.Errorf("12.7", "%s is stunned; only an active man raises the alarm", c.Name)
	case c.Raising:
		return alarmPlan{}, rule.Errorf("12.7", "%s already raises the alarm this player turn", c.Name)
	case !c.Aware && !s.seesEnemy(c):
		return alarmPlan{}, rule.Errorf("12.7", "%s is not aware of the enemy: he sees none, was not shot at or fought, and no one alerted him", c.Name)
	}
	return alarmPlan{c: c}, nil
}

// seesEnemy: c has a live enemy not hidden from his side in sight (§5).
func (s *State) seesEnemy(c *Character) bool {
	f, err := s.field()
	if err != nil {
		return false
	}
	for i := range s.Characters {
		e := &s.Characters[i]
		if e.Side == c.Side || !e.Live() || e.Unplaced || e.Off != "" || s.HiddenFrom(e, c.Side) {
			continue
		}
		for _, a := range hexesOf(c) {
			for _, b := range hexesOf(e) {
				if f.Visible(a, b) {
					return true
				}
			}
		}
	}
	return false
}

func (s *State) applyAlarm(p alarmPlan) []string {
	p.c.Aware, p.c.Raising = true, true
	return []string{fmt.Sprintf("%s raises the alarm: his friends within %d hexes are aware at the end of this player turn (§12.7)", p.c.Name, s.alarmRadius(p.c))}
}

func (s *State) alarmRadius(c *Character) int {
	for _, it := range c.Carrying {
		if itemKind(s, it) == kindHorn {
			return hornRadius
		}
	}
	return alarmRadius
}

// spreadAlarm is the end of side's player turn: those of side who raise
// the alarm, or were alerted before this turn and pass it on, alert
// their friends in reach, who pass it on in their own next turn.
func (s *State) spreadAlarm(side string) []string {
	type call struct {
		at     []hex.Hex
		radius int
	}
	var calls []call
	var callers []string
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Side != side || !(c.Raising || c.PassOn) {
			continue
		}
		raised := c.Raising
		c.Raising, c.PassOn = false, false
		// Only a man still active by then raises it.
		if !c.Live() || c.Status == Stunned || c.CapturedBy != "" || c.Unplaced || c.Off != "" {
			continue
		}
		calls = append(calls, call{hexesOf(c), s.alarmRadius(c)})
		if raised {
			callers = append(callers, c.Name)
		}
	}
	var alerted []string
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Side != side || c.Aware || !c.Live() || c.Unplaced || c.Off != "" {
			continue
		}
		if slices.ContainsFunc(calls, func(k call) bool { return within(k.at, hexesOf(c), k.radius) }) {
			c.Aware, c.PassOn = true, true
			alerted = append(alerted, c.Name)
		}
	}
	if len(alerted) == 0 {
		return nil
	}
	return []string{fmt.Sprintf("the alarm reaches %s (§12.7)", strings.Join(alerted, ", "))}
}

func within(from, to []hex.Hex, r int) bool {
	for _, a := range from {
		for _, b := range to {
			if hex.Distance(a, b) <= r {
				return true
			}
		}
	}
	return false
}

// beAware marks those shot at or fought as aware of the enemy (§10.1),
// whatever the result and whether or not they see the firer.
func beAware(cs ...*Character) {
	for _, c := range cs {
		c.Aware = true
	}
}
