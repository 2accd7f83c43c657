package cryhavoc

// The generic task (§12.1): "Ben task \"dig a grave\"" — anything the rules do
// not name, described in words. It takes the player turn (two for a
// wounded man), the man does nothing else meanwhile, and the players
// judge what it achieves.

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/notation"
	"herald/internal/rule"
)

func planGenericTask(c *Character, o notation.Order) (string, error) {
	text := strings.TrimSpace(o.Text)
	switch {
	case o.Phase != notation.PhaseTasks:
		return "", rule.Errorf("12.1", "tasks are assigned in the tasks phase, not %s", o.Phase)
	case text == "":
		return "", rule.Errorf("12.1", "say what %s's task is, in quotes", c.Name)
	case c.Status == Stunned:
		return "", rule.Errorf("10.3", "%s is stunned", c.Name)
	case c.InMelee:
		return "", rule.Errorf("11", "%s is in melee and may do nothing but fight or withdraw", c.Name)
	case c.Task != nil:
		return "", rule.Errorf("12.1", "%s is already working on a task (%s %s)", c.Name, c.Task.Kind, c.Task.Object)
	}
	if isSeppuku(text) {
		switch {
		case !slices.Contains(c.def.Abilities, "samurai"):
			return "", rule.Errorf("12.10", "only samurai commit seppuku; %s is no samurai", c.Name)
		case c.Mounted:
			return "", rule.Errorf("12.10", "%s must be dismounted to commit seppuku", c.Name)
		}
		return "seppuku", nil
	}
	return text, nil
}

// isSeppuku: the generic task is the glorious suicide (§12.10).
func isSeppuku(text string) bool {
	t := strings.ToLower(text)
	return t == "seppuku" || t == "commit seppuku" || t == "hara-kiri"
}

func applyGenericTask(c *Character, text string) (string, any, []string) {
	if text == "seppuku" {
		// Two full player turns of his own, wounded or not (§12.10).
		t := &Task{Kind: "seppuku", Left: 2}
		c.Task = t
		return TypeTask, taskResult{Who: c.Name, Task: *t},
			[]string{fmt.Sprintf("%s declares seppuku: two player turns without any action, then his poem and his death (§12.10)", c.Name)}
	}
	t := &Task{Kind: "task", Object: text, Left: taskTurns(c, 1)}
	c.Task = t
	return TypeTask, taskResult{Who: c.Name, Task: *t},
		[]string{fmt.Sprintf("%s begins a task: %s (%s; §12.1, the players judge what it achieves)", c.Name, text, turnsText(t.Left))}
}
