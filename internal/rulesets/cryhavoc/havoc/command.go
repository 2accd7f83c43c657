package havoc

import (
	"slices"

	"herald/internal/hex"
	"herald/internal/rule"
)

// Command control, optional rule 22.3, and combat priority, 22.6.

// Command radii and the most men a sergeant commands (§22.3).
const (
	KnightCommandRadius   = 6
	SergeantCommandRadius = 4
	SergeantCommandMost   = 20
)

// Commander is an active knight or sergeant.
type Commander struct {
	Name   string
	Knight bool // else a sergeant
	At     hex.Hex
}

// SelfCommanded: knights, sergeants, assassins and ninjas never need
// command control (§22.3).
func SelfCommanded(class string, abilities []string) bool {
	return class == "knight" || class == "sergeant" || slices.Contains(abilities, "assassin") || slices.Contains(abilities, "ninja")
}

// InCommand says whether a character at h is under control at the start
// of a movement phase (§22.3): within 6 hexes of any active knight, or 4
// of the sergeant he is assigned to (line of sight does not matter).
func InCommand(h hex.Hex, assigned string, commanders []Commander) bool {
	for _, c := range commanders {
		d := hex.Distance(h, c.At)
		if c.Knight && d <= KnightCommandRadius || !c.Knight && c.Name == assigned && d <= SergeantCommandRadius {
			return true
		}
	}
	return false
}

// Uncontrolled refuses what a character out of command may not do
// (§22.3): move ADJACENT to an enemy, attack anyone he is not already in
// melee with, begin a task. He still fights his melees, works on, shoots
// and defends.
func Uncontrolled(action string) error {
	switch action {
	case "move-next-to-enemy":
		return rule.Errorf("22.3", "a character out of command may not move ADJACENT to an enemy")
	case "attack-new":
		return rule.Errorf("22.3", "a character out of command attacks only those he is in melee with")
	case "begin-task":
		return rule.Errorf("22.3", "a character out of command begins no new task")
	}
	return nil
}

// CombatPriority checks a knight's targets under optional rule 22.6: a
// knight ADJACENT to an enemy knight may attack only knights ADJACENT to
// him and characters he is already in melee with; one knight is enough
// when several are ADJACENT, and not attacking at all is allowed.
func CombatPriority(attackerIsKnight bool, adjacentKnights, meleeWith, targets []string) error {
	if !attackerIsKnight || len(adjacentKnights) == 0 {
		return nil
	}
	for _, tg := range targets {
		if !slices.Contains(adjacentKnights, tg) && !slices.Contains(meleeWith, tg) {
			return rule.Errorf("22.6", "a knight ADJACENT to an enemy knight attacks only knights or men he is in melee with, not %s", tg)
		}
	}
	return nil
}
