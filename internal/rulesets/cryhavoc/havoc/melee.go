package havoc

import "herald/internal/hex"

// Encircled reports §9.3: a unit is encircled when it is in melee with more
// than one enemy and two of those enemies are not adjacent to each other.
// Each enemy is given by the hexes it fills. Adjacency here is the hex
// grid's; EncircledBy takes the text's (a line of sight across the side).
func Encircled(meleeEnemies [][]hex.Hex) bool {
	return EncircledBy(meleeEnemies, hex.Adjacent)
}

// ChargeHitsFrontArc reports whether a charging rider strikes the target
// rider through the target's front arc (§9.4): the charger's head is in
// one of the three hexes beyond the target's head.
func ChargeHitsFrontArc(target, charger hex.Pair) bool {
	for _, h := range target.FrontArc() {
		if h == charger.Head {
			return true
		}
	}
	return false
}

// Advance is what §10.9 allows the one victor who advances after combat.
type Advance struct {
	MaxHexes int     // 0: no limit but the MP
	MPShare  float64 // share of the MPA he may spend: 0.5 or 1
}

// AdvanceAllowance reads §10.9 from the advancing unit's situation before
// the advance.
func AdvanceAllowance(adjacentToEnemy, inMelee bool) Advance {
	switch {
	case inMelee:
		return Advance{MaxHexes: 1, MPShare: 0.5}
	case adjacentToEnemy:
		return Advance{MaxHexes: 1, MPShare: 1}
	}
	return Advance{MPShare: 0.5}
}

// DismountHexes lists where a dismounted rider may be placed (§10.6): the
// horse's two side hexes if free, else any free hex adjacent to the horse.
// The caller picks among several by the rule's preference (away from the
// attackers) or at random; an empty list means the rider is killed unless
// the horse is dead (then he goes into a horse hex at random).
func DismountHexes(horse hex.Pair, free func(hex.Hex) bool) []hex.Hex {
	var out []hex.Hex
	for _, h := range horse.SideHexes() {
		if free(h) {
			out = append(out, h)
		}
	}
	if len(out) > 0 {
		return out
	}
	seen := map[hex.Hex]bool{horse.Head: true, horse.Rear: true}
	for _, c := range []hex.Hex{horse.Head, horse.Rear} {
		for _, h := range c.Neighbors() {
			if !seen[h] && free(h) {
				out = append(out, h)
			}
			seen[h] = true
		}
	}
	return out
}
