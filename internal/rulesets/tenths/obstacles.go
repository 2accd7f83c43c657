package tenths

import "fmt"

// alterObstacles: each obstacle in a cutting weapon's in-range hexes adds
// one to its base speed and takes one off its blow strength.
func alterObstacles(r *Rules, x *Exchange) error {
	n := x.Situation.Obstacles
	if n < 0 || n > 6 {
		return errf(TagObstacles, "%d obstacles in range: give 0 to 6", n)
	}
	if w := x.Attacker.Weapon; n > 0 && w != nil && w.Type == Cut && x.Missile == nil {
		why := fmt.Sprintf("%d %s in the in-range hexes of a cutting weapon", n, plural(n, "obstacle", "obstacles"))
		x.alter(TagObstacles, "base speed", n, why)
		x.alter(TagObstacles, "blow strength", -n, why)
	}
	return nil
}

// Blocked is what an obstacle does to a man sent into it.
type Blocked string

// Outcomes of being sent into an obstacle.
const (
	// Moves: no obstacle, the move happens.
	Moves Blocked = "moves"
	// DodgeCancelled: a dodge into an obstacle is cancelled; passive
	// dodge applies, though the dodge's modifier still does.
	DodgeCancelled Blocked = "dodge-cancelled"
	// KnockedOver: a knock back into an obstacle knocks him over
	// (perhaps held up by the obstacle, to the same effect).
	KnockedOver Blocked = "knocked-over"
)

// IntoObstacle is what happens when a dodge (or a knock back) would take a
// man into an obstacle hex.
func IntoObstacle(obstacle, knockBack bool) Blocked {
	switch {
	case !obstacle:
		return Moves
	case knockBack:
		return KnockedOver
	}
	return DodgeCancelled
}

// CheckEnter refuses a move into an obstacle hex, except one holding
// another combatant, where close quarters combat applies.
func CheckEnter(obstacle, combatant bool) error {
	if obstacle && !combatant {
		return errf(TagObstacles, "an obstacle hex cannot be entered")
	}
	return nil
}
