package tenths

// Net figures (text, net).
const (
	NetFreeBase  = 10 // tenths (+ excess) to get free
	NetSlow      = 5  // fighting on entangled: +5 tenths to every action
	NetPotential = 3  // and -3 to every potential
)

// alterNet: a net does no damage and has no hit location; only a long
// weapon or a polearm parries it; fighting on entangled costs five tenths
// on every action and three from every potential.
func alterNet(r *Rules, x *Exchange) error {
	if w := x.Attacker.Weapon; w != nil && w.Rule == TagNet && x.Missile == nil {
		x.Figures.Damaging, x.Figures.NoLocation = false, true
		if x.Defence == Parry {
			if p := x.Defender.Weapon; p == nil || (p.Range != Long && p.Rule != TagPolearms) {
				return errf(TagNet, "a net can only be parried by a long weapon or a polearm")
			}
		}
	}
	if x.Situation.AttackerEntangled == "net" {
		x.alter(TagNet, "base speed", NetSlow, "fighting on entangled in a net")
		x.alter(TagNet, "attack potential", -NetPotential, "fighting on entangled in a net")
	}
	if x.Situation.DefenderEntangled == "net" {
		x.alter(TagNet, "defence potential", -NetPotential, "fighting on entangled in a net")
	}
	return nil
}

// NetFree is the tenths a netted man takes to free himself: 10 + the
// attack excess, with no active defence meanwhile. A net that hits is
// always released.
func NetFree(excess int) int { return NetFreeBase + max(excess, 0) }

// Two weapons at once: a net held with a single-handed weapon. The text
// adjusts "as for two single-handed weapons used at once", a base rule it
// does not give; herald's default adds TwoWeaponsSlow to the base speed
// and takes TwoWeaponsAntiParry off the anti-parry of the one used.
const (
	TwoWeaponsSlow      = 2
	TwoWeaponsAntiParry = 2
)
