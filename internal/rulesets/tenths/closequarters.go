package tenths

// CloseQuartersPenalty is taken off the attack potential of a third man's
// attack on two grapplers on the ground when the advantage changes during
// it.
const CloseQuartersPenalty = 3

// alterCloseQuarters applies the penalty.
func alterCloseQuarters(r *Rules, x *Exchange) error {
	if x.Situation.AdvantageChanged {
		x.alter(TagCloseQuarters, "attack potential", -CloseQuartersPenalty, "the advantage changed on the ground during the attack")
	}
	return nil
}

// CloseQuartersMiss is whom a third man's missed attack on one of two
// combatants at close quarters strikes instead: the other one, at the same
// moment; ok is false when there is no other.
func CloseQuartersMiss(target string, pair [2]string) (other string, ok bool) {
	switch target {
	case pair[0]:
		return pair[1], pair[1] != ""
	case pair[1]:
		return pair[0], pair[0] != ""
	}
	return "", false
}
