package tenths

import (
	"herald/internal/hex"
)

// MountTime is the tenths to mount or dismount: 20 - skill of rider with
// the horse standing, 25 - skill when it walks.
func (f Formulas) MountTime(rider Decimal, g Gait) int {
	if g == Walk {
		return f.ActionTime(25, rider)
	}
	return f.ActionTime(20, rider)
}

// MountHexes are the hexes a rider mounts from and dismounts into.
func (d *DodgeRules) MountHexes(horse hex.Pair) []hex.Hex {
	out := make([]hex.Hex, 0, len(d.MountFrom))
	for _, n := range d.MountFrom {
		h, _ := d.HorseHexAt(horse, n)
		out = append(out, h)
	}
	return out
}

// CheckMount checks a mount: from one of the mounting hexes, with one of
// the horse's hexes among the rider's front hexes, the horse standing or
// walking, and not a trained horse standing over its fallen rider.
func (d *DodgeRules) CheckMount(at hex.Hex, facing hex.Direction, horse hex.Pair, g Gait, guarding bool) error {
	if g != Still && g != Walk {
		return errf(TagMounting, "the horse must be standing or walking to be mounted, not at a %s", g)
	}
	if guarding {
		return errf(TagRiderless, "a horse with Training five or more standing over its fallen rider cannot be mounted")
	}
	if !containsHex(d.MountHexes(horse), at) {
		return errf(TagMounting, "%s is not one of the hexes a rider mounts from (2, 3, 5, 6)", at)
	}
	front := []hex.Hex{at.Neighbor(facing.Turn(-1)), at.Neighbor(facing), at.Neighbor(facing.Turn(1))}
	if !containsHex(front, horse.Head) && !containsHex(front, horse.Rear) {
		return errf(TagMounting, "neither of the horse's hexes is one of the rider's front hexes")
	}
	return nil
}

// CheckDismount checks a dismount into a hex (any facing may be chosen).
func (d *DodgeRules) CheckDismount(to hex.Hex, horse hex.Pair, g Gait) error {
	if g != Still && g != Walk {
		return errf(TagMounting, "the horse must be standing or walking to dismount, not at a %s", g)
	}
	if !containsHex(d.MountHexes(horse), to) {
		return errf(TagMounting, "%s is not one of the hexes a rider dismounts into (2, 3, 5, 6)", to)
	}
	return nil
}
