package tenths

import "herald/internal/hex"

// PolearmPosition is the way a polearm is held: forward, left or right.
type PolearmPosition string

// Polearm positions.
const (
	PoleForward PolearmPosition = "forward"
	PoleLeft    PolearmPosition = "left"
	PoleRight   PolearmPosition = "right"
)

func (p PolearmPosition) turn() (int, bool) {
	switch p {
	case PoleForward:
		return 0, true
	case PoleLeft:
		return -1, true
	case PoleRight:
		return 1, true
	}
	return 0, false
}

// PolearmHexes are a polearm's blocked hexes and the hexes it can attack,
// held in a position; the left and right positions are the forward one
// turned a hexside.
func (r *ReachRules) PolearmHexes(at hex.Hex, facing hex.Direction, pos PolearmPosition) (blocked, inRange []hex.Hex, err error) {
	t, ok := pos.turn()
	if !ok {
		return nil, nil, errf(TagPolearms, "polearm position %q: give forward, left or right", pos)
	}
	f := facing.Turn(t)
	return hexesFrom(r.Polearm.Blocked, at, f), hexesFrom(r.Polearm.InRange, at, f), nil
}

// ChangePolearm checks a change of position in one action: from left or
// right only to forward.
func ChangePolearm(from, to PolearmPosition) error {
	if _, ok := to.turn(); !ok {
		return errf(TagPolearms, "polearm position %q: give forward, left or right", to)
	}
	if from != PoleForward && to != PoleForward && from != to {
		return errf(TagPolearms, "from the %s position a polearm changes only to forward in one action", from)
	}
	return nil
}

// TurnWithPolearm checks a turn holding a polearm: the weapon turns with
// the man, and the turn cannot put another combatant into a blocked hex.
// It takes a walk move.
func (r *ReachRules) TurnWithPolearm(at hex.Hex, newFacing hex.Direction, pos PolearmPosition, occupied func(hex.Hex) bool) error {
	blocked, _, err := r.PolearmHexes(at, newFacing, pos)
	if err != nil {
		return err
	}
	for _, h := range blocked {
		if occupied(h) {
			return errf(TagPolearms, "the turn would put the combatant in %s into a blocked hex", h)
		}
	}
	return nil
}

// alterPolearm: a polearm cannot attack while an opponent stands in a
// blocked hex, and parries only long weapons, and the net, whose own rule
// names the polearm among what may parry it (docs/rulings.md).
func alterPolearm(r *Rules, x *Exchange) error {
	if w := x.Attacker.Weapon; w != nil && w.Rule == TagPolearms && x.Situation.OpponentBlocked {
		return errf(TagPolearms, "while an opponent is in a blocked hex the polearm can make no attacks")
	}
	if w := x.Defender.Weapon; x.Defence == Parry && w != nil && w.Rule == TagPolearms {
		if a := x.Attacker.Weapon; a == nil || (a.Range != Long && a.Range != Special && a.Rule != TagNet) {
			return errf(TagPolearms, "a polearm parries long weapons only")
		}
	}
	return nil
}

// BlockingAttack is the outcome of an opponent trying to enter a blocked
// hex: the polearm attacks automatically; if that fails he enters, the
// block stays, and his later moves into other blocked hexes count as
// coming from an unblocked hex (Blocked reports whether a move is met by
// a blocking attack).
func BlockingAttack(enteredBlockedBefore bool) (attacks bool) { return !enteredBlockedBefore }
