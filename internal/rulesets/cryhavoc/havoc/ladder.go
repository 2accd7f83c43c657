package havoc

import (
	"herald/internal/dice"
	"herald/internal/rule"
)

// Scaling ladders (§19.11).

// Ladder costs of §19.11 and §16.25.
const (
	PutUpLadderMP   = 2 // extra for each of the two carriers
	ClimbLadderMP   = 3 // to enter an upright ladder hex
	LadderToWallMP  = 3 // extra to cross the battlement from the ladder (16.25)
	MoveUprightMP   = 2 // extra for each of two men moving or turning it
	LadderCarriers  = 2
	LadderMPALessBy = 2
)

// CarryingLadder is a ladder carrier in combat (§19.11): he may not
// attack and defends at half his defence (missile fire is not affected).
func CarryingLadder(c Combatant) Combatant {
	c.Defence /= 2
	return c
}

// MayActCarryingLadder refuses an attack or missile fire by a man who
// carries a ladder (§19.11).
func MayActCarryingLadder(carrying bool) error {
	if carrying {
		return rule.Errorf("19.11", "a character carrying a ladder may not attack in combat or shoot missiles")
	}
	return nil
}

// PutUpLadder checks putting a carried ladder up (§19.11): both carriers
// active, on foot, one of them next to an embattlement or castle wall,
// and each with the 2 MP it costs left. The carrier in the hex the ladder
// stands in moves one hex at no further cost.
func PutUpLadder(carriers int, besideWall bool, mpLeft [2]int) error {
	switch {
	case carriers < LadderCarriers:
		return rule.Errorf("19.11", "two active characters on foot carry and put up a ladder")
	case !besideWall:
		return rule.Errorf("19.11", "a ladder is put up next to an embattlement or castle wall")
	case mpLeft[0] < PutUpLadderMP || mpLeft[1] < PutUpLadderMP:
		return rule.Errorf("19.11", "putting up a ladder costs each carrier %d MP", PutUpLadderMP)
	}
	return nil
}

// MoveUprightLadder checks turning an upright ladder or moving it one hex
// along the wall (§19.11): two characters ADJACENT, 2 MP each on top of
// their own moves, and nobody on it.
func MoveUprightLadder(workers int, occupied bool) error {
	switch {
	case occupied:
		return rule.Errorf("19.11", "an upright ladder with a character on it may not be moved or turned")
	case workers < LadderCarriers:
		return rule.Errorf("19.11", "two characters ADJACENT to it move or turn an upright ladder")
	}
	return nil
}

// OnLadder refuses what a man on a ladder may not do (§19.11, §6.1): he
// only moves or fights; no missiles, no tasks.
func OnLadder(action string) error {
	switch action {
	case "move", "attack", "retreat":
		return nil
	}
	return rule.Errorf("19.11", "a character on a ladder may only move or fight, not %s", action)
}

// Topple is a toppling attempt's result (§19.11).
type Topple struct {
	DR      int
	Toppled bool
	// ClimberWounded: the man on the ladder falls into a hex ADJACENT to
	// its foot (at random) and is wounded (see FallInto for a man he
	// lands on).
	ClimberWounded bool
}

// MayTopple checks a toppling attempt (§19.11): by a character in the one
// rampart hex in front of the ladder, who fires no missile this turn and
// is in melee with nobody but the man on the ladder; it takes the place
// of his attack.
func MayTopple(inFront, firedThisTurn, meleeWithOthers bool) error {
	switch {
	case !inFront:
		return rule.Errorf("19.11", "only the character in the rampart hex in front of the ladder may topple it")
	case firedThisTurn:
		return rule.Errorf("19.11", "a character who fires missiles this turn may not topple a ladder")
	case meleeWithOthers:
		return rule.Errorf("19.11", "he may be in melee only with the character on the ladder")
	}
	return nil
}

// ToppleLadder rolls a toppling attempt (§19.11, rolls.yaml): 1-6 topples
// it. The ladder falls as a carried ladder, one hex where it stood; it
// neither causes nor takes damage.
func (t *Tables) ToppleLadder(climber bool, d dice.Source) Topple {
	row, dr := t.rollOn("ladder-topple", 0, d)
	tp := Topple{DR: dr, Toppled: row.Outcome == "toppled"}
	tp.ClimberWounded = tp.Toppled && climber
	return tp
}

// Fall is what a fall does (§7.2, §7.7, §19.11): the faller is wounded
// (into deep or bottomless water, nothing: see EnterWater), a man already
// in the hex he lands in is stunned and the hex overstacked.
type Fall struct {
	FallerWounded bool
	OtherStunned  bool
	Overstacked   bool
}

// FallInto resolves a character's fall into a hex (§7.2, §7.7). A man
// stunned by a fall into deep or bottomless water drowns (EnterWater).
func FallInto(occupied bool, intoWater bool) Fall {
	f := Fall{FallerWounded: !intoWater}
	if occupied {
		f.OtherStunned, f.Overstacked = true, true
	}
	return f
}
