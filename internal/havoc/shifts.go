package havoc

// ShiftSet records which column shifts of §26.31 applied.
type ShiftSet uint16

// Has reports whether k applied.
func (s ShiftSet) Has(k ShiftKind) bool { return s&(1<<k) != 0 }

// Kinds lists the shifts in the set.
func (s ShiftSet) Kinds() []ShiftKind {
	var ks []ShiftKind
	for k := ShiftKind(0); k < numShiftKinds; k++ {
		if s.Has(k) {
			ks = append(ks, k)
		}
	}
	return ks
}

// columnShifts works out the cumulative column shift of §26.31 for a group
// against a group. §9.2: a "+" shift counts only if it holds for every unit
// it concerns, a "−" shift as soon as it holds for any one of them. The
// size and sign of each shift come from the table; the conditions below
// only say when the row applies.
func (t *Tables) columnShifts(att, def []Combatant, pin bool) (int, ShiftSet) {
	var set ShiftSet
	net := 0
	use := func(k ShiftKind, holdsAll, holdsAny bool) {
		s := t.shift[k].Shift
		if s > 0 && holdsAll || s < 0 && holdsAny {
			set |= 1 << k
			net += s
		}
	}
	both := func(fa, fd func(*Combatant) bool) (bool, bool) {
		return all(att, fa) && all(def, fd), anyOf(att, fa) && anyOf(def, fd)
	}
	var a, o bool

	a, o = all(def, panicked), anyOf(def, panicked)
	use(ShiftPanickedTarget, a, o)
	a, o = both(isInfantry, isMounted)
	use(ShiftInfantryAttacksMounted, a, o)
	if pin {
		use(ShiftInfantryPinsMounted, a, o)
	}
	a, o = both(isMounted, isInfantry)
	use(ShiftMountedAttacksInfantry, a, o)
	use(ShiftEncircledAttacker, all(att, encircled), anyOf(att, encircled))
	use(ShiftEncircledDefender, all(def, encircled), anyOf(def, encircled))
	use(ShiftAttackerNegativeTerrain, all(att, negative), anyOf(att, negative))
	use(ShiftAttackerPositiveTerrain, all(att, positive), anyOf(att, positive))
	use(ShiftDefenderNegativeTerrain, all(def, negative), anyOf(def, negative))
	use(ShiftDefenderPositiveTerrain, all(def, positive), anyOf(def, positive))
	a, o = both(dryspearman, wet)
	use(ShiftSpearmanVsWater, a, o)
	return net, set
}

func panicked(u *Combatant) bool    { return u.Panicked }
func encircled(u *Combatant) bool   { return u.Encircled }
func negative(u *Combatant) bool    { return u.Terrain == TerrainNegative }
func positive(u *Combatant) bool    { return u.Terrain == TerrainPositive }
func dryspearman(u *Combatant) bool { return u.Spearman && !u.InWater }
func wet(u *Combatant) bool         { return u.InWater }

// spearmanVsWater reports the §17.5 special: spearmen on dry land against
// units in deep water take no results that hurt them.
func spearmanVsWater(att, def []Combatant) bool {
	return all(att, dryspearman) && all(def, wet)
}
