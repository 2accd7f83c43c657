package tenths

// Damage factors that harm armour and shields (text, damage to armour and
// shields).
const (
	DamagesArmour = 6
	RuinsArmour   = 9
	// ShieldExcess is added to a parried attack's excess for a shield.
	ShieldExcess = 10
	// ShieldProtection is the protection a shield counts as.
	ShieldProtection = 15
)

// Wear is the state of a piece of armour or a shield.
type Wear string

// States of armour and shields.
const (
	Sound   Wear = ""
	Damaged Wear = "damaged"
	Useless Wear = "useless"
)

// WearArmour is the state of armour after an injury of a damage factor: 6
// or more damages it, and a second such injury makes it useless; 9 or more
// makes it useless at once.
func WearArmour(w Wear, factor int) Wear {
	switch {
	case factor >= RuinsArmour:
		return Useless
	case factor >= DamagesArmour && w == Sound:
		return Damaged
	case factor >= DamagesArmour:
		return Useless
	}
	return w
}

// ShieldBlow is a parried attack's effect on a shield.
type ShieldBlow struct {
	Excess int  `json:"excess"` // the parried attack's excess + 10
	Blow   int  `json:"blow"`   // blow strength - 15
	Factor int  `json:"factor"`
	Wear   Wear `json:"wear"`
}

// WearShield is what a parried attack does to a shield: excess + 10 and
// blow strength - 15 give an effective damage factor; below 0 the shield
// cannot be damaged; 6 damages it, 9 or a second damage makes it useless.
func (r *Rules) WearShield(w Wear, blow, excess int) ShieldBlow {
	out := ShieldBlow{Excess: excess + ShieldExcess, Blow: blow - ShieldProtection, Wear: w}
	if out.Excess < 0 {
		return out
	}
	out.Factor = r.Wounds.Damage.Factor(out.Blow, out.Excess)
	out.Wear = WearArmour(w, out.Factor)
	return out
}

// Worn is the protection a piece of armour still gives.
func Worn(protection int, w Wear) int {
	if w == Useless {
		return 0
	}
	return protection
}
