package havoc

import "herald/internal/hex"

// HinderingCount is the number of characters' worth in a hex from which
// it hinders movement (§7.8: up to three do not hinder, four to six double
// the cost), and so turns its terrain negative in combat (§9.5).
const HinderingCount = 4

// HexGround is what the terrain advantage of §9.5 needs to know about one
// hex a combatant fills.
type HexGround struct {
	// Terrain is the in-hex terrain's advantage (§16.1), or that of the
	// equipment standing in the hex, which replaces it (§16 preamble: a
	// cart, ladder, screen, barricade front, §14, §19).
	Terrain Terrain
	// Debris: a destroyed tent, cart or engine lies in the hex (§16.122).
	Debris bool
	// Others is how many characters' worth of other units, live or dead,
	// share the hex (§7.8 counts: a horse 3, a mule 2); the combatant
	// himself and his own horse are not counted.
	Others int
}

// Advantage is the hex's in-hex advantage for combat (§9.5): debris or a
// hindering crowd makes any terrain negative, replacing its own value.
func (g HexGround) Advantage() Terrain {
	if g.Debris || g.Others >= HinderingCount {
		return TerrainNegative
	}
	return g.Terrain
}

// rank orders advantages from worst to best.
func (t Terrain) rank() int {
	switch t {
	case TerrainNegative:
		return 0
	case TerrainPositive:
		return 2
	}
	return 1
}

// UnitAdvantage is the advantage of a unit filling the given hexes
// (§9.5): riders and horses take the more disadvantageous of their two.
func UnitAdvantage(hexes ...HexGround) Terrain {
	if len(hexes) == 0 {
		return TerrainNormal
	}
	worst := hexes[0].Advantage()
	for _, g := range hexes[1:] {
		if a := g.Advantage(); a.rank() < worst.rank() {
			worst = a
		}
	}
	return worst
}

// HexsideShift is the column shift of a defending hexside (§9.5, §16.23):
// a character defending through a window has a positive modifier, the
// attacker none. It comes on top of the in-hex modifiers, so it is passed
// as Combat.ExtraShift. across: some defender of the combat is attacked
// through a window hexside by some attacker (§9.2 lets the defender claim
// a "−" shift that holds for any of his units).
func (t *Tables) HexsideShift(across bool) int {
	if !across {
		return 0
	}
	return t.shift[ShiftDefenderPositiveTerrain].Shift
}

// EncircledBy is §9.3 with the text's own "adjacent" (a common hexside and
// a line of sight between the two hexes, §3.4): adjacent says whether two
// hexes are adjacent in that sense. Each melee enemy is given by the hexes
// it fills.
func EncircledBy(meleeEnemies [][]hex.Hex, adjacent func(a, b hex.Hex) bool) bool {
	for i := range meleeEnemies {
		for j := i + 1; j < len(meleeEnemies); j++ {
			if !touching(meleeEnemies[i], meleeEnemies[j], adjacent) {
				return true
			}
		}
	}
	return false
}

func touching(a, b []hex.Hex, adjacent func(a, b hex.Hex) bool) bool {
	for _, x := range a {
		for _, y := range b {
			if adjacent(x, y) {
				return true
			}
		}
	}
	return false
}
