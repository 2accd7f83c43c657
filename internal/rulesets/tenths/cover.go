package tenths

// Kinds of cover on a missile's line (text, cover).
const (
	NoCover   = ""
	SoftCover = "soft"
	HardCover = "hard"
)

// SoftCoverPenalty is what soft cover takes off a missile's attack
// potential: the text describes soft cover but gives it no effect, so this
// is herald's default (docs/rulings.md).
const SoftCoverPenalty = 3

// alterCover: a target behind hard cover (or another combatant) on the
// direct line is not visible and cannot be shot; soft cover makes him
// harder to hit.
func alterCover(r *Rules, x *Exchange) error {
	if x.Missile == nil {
		return nil
	}
	switch x.Situation.Cover {
	case NoCover:
	case HardCover:
		return errf(TagCover, "%s is behind hard cover on the line: not visible", x.Defender.Name)
	case SoftCover:
		x.alter(TagCover, "attack potential", -SoftCoverPenalty, "soft cover on the line")
	default:
		return errf(TagCover, "cover %q: give soft or hard", x.Situation.Cover)
	}
	return nil
}

// LineCover is the cover a missile's line crosses: hard when any hard
// cover or another combatant lies on it, else soft when any soft cover
// does.
func LineCover(hard, soft, combatant bool) string {
	switch {
	case hard || combatant:
		return HardCover
	case soft:
		return SoftCover
	}
	return NoCover
}
