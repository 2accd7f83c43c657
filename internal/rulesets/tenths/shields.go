package tenths

// ShieldPassive is what a shield adds to the passive defence factor
// against an attack from a hex it covers.
const ShieldPassive = 5

// alterShieldPassive adds 5 to the passive defence factor of a man
// attacked from a hex his shield covers, whether he chose not to defend
// actively or could not.
func alterShieldPassive(r *Rules, x *Exchange) error {
	if x.Defence == PassiveDodge && x.Situation.ShieldCovers {
		x.alter(TagShieldPassive, "defence factor", ShieldPassive, "attacked from a hex the shield covers")
	}
	return nil
}
