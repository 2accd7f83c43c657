package destrier

// MayCastInHalf checks the spell-casting segment of a half-move (TIME
// SEQUENCE 2.A, 4; CASTING SPELLS): each Mage casts at most one spell (a
// combination cast at once counts as one: up to three Basic Magick
// spells), and a Mage who cast in the first phase casts no second spell
// in the second.
func MayCastInHalf(f Fighter, castThisTurn bool, combined int) error {
	switch {
	case !f.Mage():
		return errf(SecCasting, "%s is no Mage", f.Name)
	case castThisTurn:
		return errf(SecSecondPhase, "%s cast a spell in the first phase and cannot cast a second", f.Name)
	case combined < 1 || combined > 3:
		return errf(SecActivities, "one spell is a single spell or up to three Basic Magick spells cast together, not %d", combined)
	}
	return nil
}
