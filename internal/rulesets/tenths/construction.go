package tenths

// Wearing is what armour construction a man wears on each area (module
// armour-construction); an area left out keeps his armour type's
// protection.
type Wearing map[Area]Construction

// Construction finds an armour construction by name.
func (t *ArmourTable) Construction(name string) (Construction, error) {
	var names []string
	for _, c := range t.Constructions {
		if c.Name == name {
			return c, nil
		}
		names = append(names, c.Name)
	}
	return Construction{}, unknown(TagConstruction, "armour construction", name, names)
}

// Against is the construction's protection against an attack: its
// protection against a sword, adjusted for a missile, a stabbing or a
// cutting weapon, never below 0 nor above 15.
func (c Construction) Against(missile bool, t Type) int {
	p := c.Sword
	switch {
	case missile:
		p += c.Missile
	case t == Stab:
		p += c.Stab
	default:
		p += c.Cut
	}
	return min(max(p, 0), MaxProtection)
}

// Protection is the protection on an area against an exchange's attack.
func (w Wearing) Protection(area Area, x *Exchange) int {
	c, ok := w[area]
	if !ok {
		return x.Defender.Armour.Protects(area)
	}
	t := Stab
	if x.Attacker.Weapon != nil {
		t = x.Attacker.Weapon.Type
	}
	return c.Against(x.Missile != nil, t)
}
