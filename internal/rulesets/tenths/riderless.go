package tenths

// RiderlessConduct is what a riderless horse does (text, riderless
// horses).
type RiderlessConduct string

// What a riderless horse does.
const (
	Stands     RiderlessConduct = "stands"
	Flees      RiderlessConduct = "flees"
	Defends    RiderlessConduct = "defends"
	StandsOver RiderlessConduct = "stands-over-rider"
)

// Riderless is a riderless horse's conduct: a horse with Training four or
// less stands unless attacked, when it flees; one with Training five or
// more defends itself and stands over a rider who was knocked off; any
// horse with a Wound or worse flees.
func (r *Rules) Riderless(training int, attacked, wounded, riderKnockedOff bool) RiderlessConduct {
	switch {
	case wounded:
		return Flees
	case training < r.Horses.Trained && attacked:
		return Flees
	case training < r.Horses.Trained:
		return Stands
	case riderKnockedOff:
		return StandsOver
	case attacked:
		return Defends
	}
	return Stands
}

// FleeGait is the gait a fleeing horse takes next: it accelerates one
// category at a time to a gallop.
func FleeGait(g Gait) Gait {
	if g == Gallop {
		return Gallop
	}
	return gaitOrder[g.rank()+1]
}

// StillFleeing reports whether a fleeing horse goes on: until it is clear
// of all combatants or has taken fatigue points over half its Fatigue
// Limit.
func StillFleeing(clear bool, fatigue, limit int) bool {
	return !clear && 2*fatigue <= limit
}
