package field

import (
	"herald/internal/rule"
)

// PinShiftInfantryOnRider is the extra column shift when infantry tries to
// pin a rider, on top of every other combat modifier (§8).
const PinShiftInfantryOnRider = -1

// PinChance is one pinning attempt an enemy may make against a moving unit
// (§8): as the mover enters Path[Step], By may try to stop him with a
// one-on-one "combat" at the usual odds plus Shift columns. Any defender
// result pins; the mover then stops there, in melee with By.
type PinChance struct {
	Step  int
	Place Place
	By    string
	Shift int
}

// PinChances lists the pinning attempts the enemies of the named unit may
// make along its path (the start place first). Only hexes moved into count,
// never the start; only where the mover could end its move; only active
// enemies not already in melee and ADJACENT to the hex entered. Each enemy
// makes at most one attempt a phase, so the engine picks one of his chances.
func (f *Field) PinChances(mover string, path []Place) ([]PinChance, error) {
	u, ok := f.Unit(mover)
	if !ok {
		return nil, rule.Errorf("8", "no unit named %q", mover)
	}
	for _, p := range path {
		for _, x := range p.hexes() {
			if !f.Contains(x) {
				return nil, rule.Errorf("8", "%s is off the map", x)
			}
		}
	}
	var out []PinChance
	for k := 1; k < len(path); k++ {
		p := path[k]
		if p == path[k-1] || f.occupiedPlace(u, p) {
			continue
		}
		for i := range f.sit.Units {
			e := &f.sit.Units[i]
			if !e.Active() || e.InMelee || !u.Enemy(e) {
				continue
			}
			if !f.adjacentUnits(e, p) {
				continue
			}
			shift := 0
			if e.Kind == Foot && u.Kind == Rider {
				shift = PinShiftInfantryOnRider
			}
			out = append(out, PinChance{Step: k, Place: p, By: e.Name, Shift: shift})
		}
	}
	return out, nil
}

// adjacentUnits: one of e's hexes is ADJACENT (for e) to one of p's.
func (f *Field) adjacentUnits(e *Unit, p Place) bool {
	for _, eh := range e.Hexes() {
		for _, h := range p.hexes() {
			if f.ADJACENT(e.Kind, eh, h) {
				return true
			}
		}
	}
	return false
}

// Pinned cuts a path at the step where a pin succeeded: the mover forfeits
// the rest of his movement phase (§8).
func Pinned(path []Place, step int) []Place {
	if step < 0 || step >= len(path) {
		return path
	}
	return path[:step+1]
}
