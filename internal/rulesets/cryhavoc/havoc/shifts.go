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

// Unit properties the column shifts ask about, as bits.
const (
	pInfantry uint8 = 1 << iota
	pMounted
	pPanicked
	pEncircled
	pNegative
	pPositive
	pDrySpearman
	pWet
)

func props(u *Combatant) uint8 {
	var p uint8
	switch u.Kind {
	case TargetInfantry:
		p |= pInfantry
	case TargetMounted:
		p |= pMounted
	}
	if u.Panicked {
		p |= pPanicked
	}
	if u.Encircled {
		p |= pEncircled
	}
	switch u.Terrain {
	case TerrainNegative:
		p |= pNegative
	case TerrainPositive:
		p |= pPositive
	}
	if u.InWater {
		p |= pWet
	} else if u.Spearman {
		p |= pDrySpearman
	}
	return p
}

// groupProps returns the properties every unit has and those any unit has.
func groupProps(us []Combatant) (every, some uint8) {
	if len(us) == 0 {
		return 0, 0
	}
	every = 0xff
	for i := range us {
		p := props(&us[i])
		every &= p
		some |= p
	}
	return every, some
}

// columnShifts works out the cumulative column shift of §26.31 for a group
// against a group. §9.2: a "+" shift counts only if it holds for every unit
// it concerns, a "−" shift as soon as it holds for any one of them. The
// size and sign of each shift come from the table; the conditions below
// only say when the row applies.
func (t *Tables) columnShifts(att, def []Combatant, pin bool) (int, ShiftSet) {
	aAll, aAny := groupProps(att)
	dAll, dAny := groupProps(def)
	var set ShiftSet
	net := 0
	use := func(k ShiftKind, holdsAll, holdsAny bool) {
		s := t.shift[k].Shift
		if s > 0 && holdsAll || s < 0 && holdsAny {
			set |= 1 << k
			net += s
		}
	}
	has := func(m, p uint8) bool { return m&p != 0 }
	use(ShiftPanickedTarget, has(dAll, pPanicked), has(dAny, pPanicked))
	infMounted := [2]bool{has(aAll, pInfantry) && has(dAll, pMounted), has(aAny, pInfantry) && has(dAny, pMounted)}
	use(ShiftInfantryAttacksMounted, infMounted[0], infMounted[1])
	if pin {
		use(ShiftInfantryPinsMounted, infMounted[0], infMounted[1])
	}
	use(ShiftMountedAttacksInfantry, has(aAll, pMounted) && has(dAll, pInfantry), has(aAny, pMounted) && has(dAny, pInfantry))
	use(ShiftEncircledAttacker, has(aAll, pEncircled), has(aAny, pEncircled))
	use(ShiftEncircledDefender, has(dAll, pEncircled), has(dAny, pEncircled))
	use(ShiftAttackerNegativeTerrain, has(aAll, pNegative), has(aAny, pNegative))
	use(ShiftAttackerPositiveTerrain, has(aAll, pPositive), has(aAny, pPositive))
	use(ShiftDefenderNegativeTerrain, has(dAll, pNegative), has(dAny, pNegative))
	use(ShiftDefenderPositiveTerrain, has(dAll, pPositive), has(dAny, pPositive))
	use(ShiftSpearmanVsWater, has(aAll, pDrySpearman) && has(dAll, pWet), has(aAny, pDrySpearman) && has(dAny, pWet))
	return net, set
}

// spearmanVsWater reports the §17.5 special: spearmen on dry land against
// units in deep water take no results that hurt them.
func spearmanVsWater(att, def []Combatant) bool {
	aAll, _ := groupProps(att)
	dAll, _ := groupProps(def)
	return aAll&pDrySpearman != 0 && dAll&pWet != 0
}
