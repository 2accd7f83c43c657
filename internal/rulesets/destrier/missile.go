package destrier

// Shots is how many missiles a figure may loose in a half-turn's fire
// segment: half its shots a turn, rounded up in the first half-turn and
// down in the second (FIRING MISSILES; TIME SEQUENCE 2.C, 4).
func (r *Rules) Shots(f Fighter, half int) (int, error) {
	if f.Missile == "" {
		return 0, errf(SecFiring, "%s has no missile weapon", f.Name)
	}
	w, err := r.Weapons.Weapon(f.Missile)
	if err != nil {
		return 0, err
	}
	if half != 1 && half != 2 {
		return 0, errf(SecFiring, "a turn has half-turns 1 and 2, not %d", half)
	}
	return HalfShare(w.Shots, half), nil
}

// MayFireAt checks the direction of a shot or a spell: only at a target
// to the figure's front; he must turn first, paying the movement penalty
// for it (FIRING MISSILES, CASTING SPELLS).
func MayFireAt(f Fighter, toward Facing, sec string) error {
	if !toward.Frontal() {
		return errf(sec, "%s's target is to his %s: he must turn (and pay the movement penalty) to face it", f.Name, toward)
	}
	return nil
}

// MoveAfterFire is the movement left to a figure that fired or cast
// before moving: half its move on foot, all of it mounted, none while
// reloading a crossbow (MOVEMENT (prior activities)). The firer who means
// to move pays the penalty to his targeting chance now, even if he then
// does not move (C&S p.87, herald's stand-in in weapons.yaml).
func (r *Rules) MoveAfterFire(f Fighter, reloading bool) Inches {
	left, _ := r.Movement.Allowance(f, Prior{Fired: true, Reloading: reloading})
	return left
}
