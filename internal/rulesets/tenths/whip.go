package tenths

// Whip figures (text, whip).
const (
	WhipRelease  = 1 // tenths to let go of an entangling whip
	WhipFreeBase = 5 // tenths (+ excess) to get free of it
	WhipIgnore   = 1 // what fighting on entangled costs: +1 to every action, -1 potentials
)

// alterWhip: a whip strikes as a long weapon with hit location as a
// medium stabbing one, or entangles (no damage); fighting on entangled
// costs a tenth on every action and one from every potential.
func alterWhip(r *Rules, x *Exchange) error {
	if w := x.Attacker.Weapon; w != nil && w.Rule == TagWhip && x.Missile == nil {
		x.Figures.HitClass = MediumStab
		if x.Situation.Entangle {
			x.Figures.Damaging = false
		}
	} else if x.Situation.Entangle {
		return errf(TagWhip, "only a whip makes entangling attacks")
	}
	if x.Situation.AttackerEntangled == "whip" {
		x.alter(TagWhip, "base speed", WhipIgnore, "fighting on entangled by a whip")
		x.alter(TagWhip, "attack potential", -WhipIgnore, "fighting on entangled by a whip")
	}
	if x.Situation.DefenderEntangled == "whip" {
		x.alter(TagWhip, "defence potential", -WhipIgnore, "fighting on entangled by a whip")
	}
	return nil
}

// WhipRange is the range class a whip attacks at: long.
const WhipRange = Long

// Ensnares reports whether an entangling hit wraps the whip round the
// opponent: a hit on a limb or a shoulder.
func Ensnares(loc Location) bool { return loc.Limb }

// WhipFree is the tenths an ensnared man takes to get free once the whip
// is released: 5 + the attack excess; he makes no active defence
// meanwhile.
func WhipFree(excess int) int { return WhipFreeBase + max(excess, 0) }

// WhipIgnored is how long an ensnared man who fights on stays hampered:
// 10 × (excess + 1) tenths, unless he frees himself first.
func WhipIgnored(excess int) int { return 10 * (max(excess, 0) + 1) }

// WhipPullBlow is the blow strength of the fall when a whip pulls its man
// down (treated as a throw, with whip figures for hand): the attacker's
// blow strength + the attack excess. The attacker cannot follow him down,
// and the throw is cancelled if the man frees himself meanwhile.
func WhipPullBlow(blow, excess int) int { return blow + excess }
