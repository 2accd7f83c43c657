package havoc

import (
	"fmt"

	"herald/internal/dice"
)

// The die rolls the rules give in their prose (data/cryhavoc/rolls.yaml):
// searching for treasure, toppling a ladder, a wounded man on stepping
// stones, filling the moat, knighthood, surrender, berserk rage, a monk's
// deflection.

// RollTable is one named d10 table.
func (t *Tables) RollTable(key string) (*DieTable, bool) {
	for i := range t.Rolls {
		if t.Rolls[i].Key == key {
			return &t.Rolls[i], true
		}
	}
	return nil, false
}

// rollOn rolls a d10 on one of the tables in rollKeys (Prepare made sure
// each exists), adds drm, and returns the row the final roll (clamped to
// 1-10, §26.1) falls in, and the original roll.
func (t *Tables) rollOn(key string, drm int, d dice.Source) (DieRow, int) {
	dt, _ := t.RollTable(key)
	dr := d.Roll(10, key+" ("+dt.Rule+")")
	return dt.Lookup(dr + drm), dr
}

// rollKeys are the tables the rules of this package read by name.
var rollKeys = []string{
	"treasure-search", "ladder-topple", "stepping-stones-wounded",
	"moat-fill-offboard", "moat-fill-offboard-drawbridge", "moat-fill-onboard-drawbridge",
	"knighthood", "surrender-knight", "surrender-civilian", "berserk", "monk-deflection",
}

func (t *Tables) checkRolls() error {
	seen := map[string]bool{}
	for _, r := range t.Rolls {
		if seen[r.Key] {
			return fmt.Errorf("roll %q given twice", r.Key)
		}
		seen[r.Key] = true
		if err := checkCover("roll "+r.Key, r.Rule, r.Rows); err != nil {
			return err
		}
	}
	for _, k := range rollKeys {
		if !seen[k] {
			return fmt.Errorf("roll %q missing", k)
		}
	}
	return nil
}
