package destrier

// Facing is a part of a stand, as a blow goes out through it or lands on
// it (TERMS, INITIAL PREPARATIONS). The measured table says which part of
// one stand faces another; the rules ask only for the answer.
type Facing string

// The parts of a stand. A man's square stand faces a corner: the two edges
// meeting there are his shield side (left) and sword side (right), the
// other two his rear. A horse's 2"x1" stand gives its rider the left long
// edge as shield side, the right as sword side, the head (1" front) as a
// further shield side and the back as rear. A beast or monster has a
// front, sides and a rear.
const (
	ShieldSide Facing = "shield side"
	SwordSide  Facing = "sword side"
	Head       Facing = "head"
	Front      Facing = "front"
	Flank      Facing = "side"
	Rear       Facing = "rear"
)

// Frontal reports whether the part is one of the stand's frontal sides.
func (f Facing) Frontal() bool {
	return f == ShieldSide || f == SwordSide || f == Head || f == Front
}

// Covered reports whether PASSIVE SHIELD PARRY protects the part: the
// shield side, and for a rider the horse's head, "also a shield side".
func (f Facing) Covered() bool { return f == ShieldSide || f == Head }

// Table is what the rules ask of the measured table when they must look
// around a figure (the nearest enemy, who can reach contact). Figures are
// named as in the scenario. The referee's table (package internal/table)
// implements it; tests use a small map.
type Table interface {
	// Gap is the edge-to-edge distance between two stands; 0 in contact.
	Gap(a, b string) Inches
	// Facing is the part of of's stand that faces toward's stand: the
	// part holding the larger portion of toward's stand in front of it.
	Facing(of, toward string) Facing
}

// Nearest returns the enemy nearest to who (edge to edge) among those
// whose stands lie toward one of the given parts of who's stand (any part
// if none is given), and whether there is one. Ties go to the earlier in
// the list, so the answer does not depend on map order.
func Nearest(t Table, who string, enemies []string, parts ...Facing) (string, bool) {
	best, found := "", false
	var gap Inches
	for _, e := range enemies {
		if len(parts) > 0 && !hasFacing(parts, t.Facing(who, e)) {
			continue
		}
		g := t.Gap(who, e)
		if !found || g < gap-epsilon {
			best, gap, found = e, g, true
		}
	}
	return best, found
}

func hasFacing(parts []Facing, f Facing) bool {
	for _, p := range parts {
		if p == f {
			return true
		}
	}
	return false
}

// InContact reports whether two stands touch.
func InContact(t Table, a, b string) bool { return t.Gap(a, b) < epsilon }
