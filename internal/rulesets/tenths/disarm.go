package tenths

import "fmt"

// Damage categories of a disarm (text, disarming and breaking of weapons).
const (
	DisarmCategory = 4
	BreakCategory  = 9
)

// alterDisarm: an attack to disarm does no damage, and is made against an
// opponent who parries with a weapon other than a shield.
func alterDisarm(r *Rules, x *Exchange) error {
	if !x.Situation.Disarm {
		return nil
	}
	if x.Missile != nil {
		return errf(TagDisarm, "a missile cannot disarm")
	}
	if x.Defence == Parry && x.Defender.Weapon != nil && x.Defender.Weapon.ParryOnly {
		return errf(TagDisarm, "an attack to disarm is made against a weapon, not a shield")
	}
	x.Figures.Damaging = false
	return nil
}

// DisarmResult is what an attack to disarm did.
type DisarmResult struct {
	// ToHit: a dodged disarm with a critical 20 is treated as an attack to
	// hit.
	ToHit    bool   `json:"to_hit,omitempty"`
	Category int    `json:"category"`
	Disarmed bool   `json:"disarmed"`
	Broken   bool   `json:"broken"`
	Why      string `json:"why"`
}

// Disarm resolves an attack to disarm once rolled. Against a dodge it
// misses, but a critical 20 is treated as an attack to hit. When it "hits"
// a parry, the parrying weapon's blow strength is taken from the
// attacker's and the damage category of that blow (with the excess) is
// found: 4 or better disarms, 9 or better breaks the weapon; a critical
// 20 always breaks it.
func (r *Rules) Disarm(x *Exchange, out Outcome, parryBlow int) DisarmResult {
	if x.Defence != Parry {
		if out.Critical == AttackDie {
			return DisarmResult{ToHit: true, Why: "the disarm was dodged, but a critical 20 is an attack to hit"}
		}
		return DisarmResult{Why: "a dodged attack to disarm misses"}
	}
	if !out.Hit {
		return DisarmResult{Why: "the parry held"}
	}
	eff := x.Figures.BlowStrength - parryBlow
	cat := r.Wounds.Damage.Factor(eff, out.Excess)
	res := DisarmResult{Category: cat, Disarmed: cat >= DisarmCategory, Broken: cat >= BreakCategory,
		Why: fmt.Sprintf("blow %d - parrying blow %d = %d, excess %d: category %d", x.Figures.BlowStrength, parryBlow, eff, out.Excess, cat)}
	if out.Critical == AttackDie {
		res.Broken, res.Disarmed = true, true
		res.Why += "; a critical 20 always breaks the weapon"
	}
	return res
}

// Disarming by parry: the attack to disarm is first prepared (the time is
// used, no attack is made); the next successful parry is an attack to
// disarm at that moment. After each attempt the weapon must be prepared
// again. During preparation ordinary parries can be made.
const (
	// NetTearFactor is the damage factor that tears a net in a disarming
	// parry; less leaves it unaffected.
	NetTearFactor = 6
	// NetDisarmParry is the net's parry factor against disarming parries,
	// whatever its user's skill.
	NetDisarmParry = 25
)

// NetTorn reports whether a disarming parry's damage factor tears a net.
func NetTorn(factor int) bool { return factor >= NetTearFactor }
