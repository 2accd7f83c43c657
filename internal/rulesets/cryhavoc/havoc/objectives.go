package havoc

import (
	"slices"

	"herald/internal/hex"
	"herald/internal/scenario"
)

// Objective kinds of the scenario format (internal/scenario) and how each
// is judged at the end of a game (§23.1 item 7, §23.2 "additional VP").
const (
	ObjectiveHold    = "hold"    // a character of the side in the area, no live enemy in it
	ObjectiveExit    = "exit"    // the target (or any unit of the side) left by the area
	ObjectiveKill    = "kill"    // the target is dead (or destroyed)
	ObjectiveCapture = "capture" // the target is the side's prisoner
	ObjectiveText    = "text"    // the players judge it
)

// ScoreObjective judges one objective on a finished game. known is false
// for a text objective (and an unknown kind): the players judge those.
func ScoreObjective(ob *scenario.Objective, sum *Summary) (met, known bool) {
	switch ob.Kind {
	case ObjectiveHold:
		return holds(ob.Side, ob.Hexes, sum), true
	case ObjectiveExit:
		return exited(ob, sum), true
	case ObjectiveKill:
		u := unit(sum, ob.Target)
		return u != nil && (u.Fate == Dead || u.Fate == Drowned || u.Fate == Destroyed), true
	case ObjectiveCapture:
		u := unit(sum, ob.Target)
		return u != nil && u.CapturedBy == ob.Side && u.Fate == OnMap, true
	}
	return false, false
}

func unit(sum *Summary, name string) *Outcome {
	for i := range sum.Units {
		if sum.Units[i].Name == name {
			return &sum.Units[i]
		}
	}
	return nil
}

// holds: at least one of the side's characters, active (not stunned, not
// a prisoner), stands in the area, and no live enemy character who is not
// a prisoner does (a stunned enemy is live, §2, and still holds it).
func holds(side string, area []hex.Hex, sum *Summary) bool {
	in := func(o *Outcome) bool {
		if o.Fate != OnMap || !o.Character {
			return false
		}
		for _, h := range o.Hexes {
			if slices.Contains(area, h) {
				return true
			}
		}
		return false
	}
	ours := false
	for i := range sum.Units {
		o := &sum.Units[i]
		if !in(o) || o.CapturedBy != "" {
			continue
		}
		switch {
		case o.Side == side && !o.Stunned:
			ours = true
		case o.Side != side && o.Side != "":
			return false
		}
	}
	return ours
}

// exited: the target, or without one any unit of the side, left the map
// on purpose from a hex of the area. Men who routed or drifted off do not
// count (§22.9, §17.2: they are casualties, not a success).
func exited(ob *scenario.Objective, sum *Summary) bool {
	for i := range sum.Units {
		o := &sum.Units[i]
		if o.Fate != Exited || !slices.Contains(ob.Hexes, o.ExitHex) {
			continue
		}
		if ob.Target != "" && o.Name == ob.Target || ob.Target == "" && o.Side == ob.Side {
			return true
		}
	}
	return false
}
