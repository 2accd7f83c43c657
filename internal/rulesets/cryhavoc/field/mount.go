package field

import (
	"strings"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rule"
)

// noMountSide reports whether one may not mount or dismount across the
// hexside from a to b: a window, door, slope or moat lip, or river bank
// (§12.3).
func (f *Field) noMountSide(a, b hex.Hex) bool {
	d, ok := hex.DirectionTo(a, b)
	if !ok {
		return true
	}
	typ := f.side(f.index(a), d).Type
	return typ != nil && (typ.Aperture || typ.Lip || strings.Contains(typ.Name, "bank"))
}

// mountSides are the side hexes of a horse a character may mount from or
// dismount to.
func (f *Field) mountSides(horse hex.Pair) []hex.Hex {
	var out []hex.Hex
	for _, s := range horse.SideHexes() {
		if !f.Contains(s) {
			continue
		}
		ok := false
		for _, hh := range []hex.Hex{horse.Head, horse.Rear} {
			if f.ADJACENT(Foot, hh, s) && !f.noMountSide(hh, s) {
				ok = true
			}
		}
		if ok {
			out = append(out, s)
		}
	}
	return out
}

// DismountHexes are the side hexes the named rider may dismount into this
// movement phase (§12.3): ADJACENT to the horse, not across a window, door,
// lip or bank, free of live units and open to infantry. Dismounting takes
// the rider's whole MPA and is allowed in melee; the horse must not have
// moved, which the turn engine knows.
func (f *Field) DismountHexes(name string) ([]hex.Hex, error) {
	u, ok := f.Unit(name)
	if !ok {
		return nil, rule.Errorf("12.3", "no unit named %q", name)
	}
	if u.Kind != Rider || u.Pair == nil {
		return nil, rule.Errorf("12.3", "%s is not mounted", u.Name)
	}
	if u.Dead || u.Stunned {
		return nil, rule.Errorf("12.3", "%s is not active", u.Name)
	}
	var out []hex.Hex
	for _, s := range f.mountSides(*u.Pair) {
		i := f.index(s)
		if f.occupied(u, i) {
			continue
		}
		if c := f.cells[i].Terrain; c == nil || !c.Move.For(Foot.Mover()).Passable() {
			continue
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		return nil, rule.Errorf("12.3", "%s has no free side hex to dismount into", u.Name)
	}
	return out, nil
}

// MountTurns checks that the named character may mount the named horse
// this player turn (§12.3) and says how many whole player turns it takes:
// 1, or 2 for a wounded character without help.
func (f *Field) MountTurns(character, horse string, helped bool) (int, error) {
	c, ok := f.Unit(character)
	if !ok {
		return 0, rule.Errorf("12.3", "no unit named %q", character)
	}
	h, ok := f.Unit(horse)
	if !ok {
		return 0, rule.Errorf("12.3", "no unit named %q", horse)
	}
	switch {
	case c.Kind != Foot:
		return 0, rule.Errorf("12.3", "%s is not on foot", c.Name)
	case !c.Active():
		return 0, rule.Errorf("12.3", "%s is not active", c.Name)
	case c.InMelee:
		return 0, rule.Errorf("12.3", "%s is in melee and may not mount", c.Name)
	case h.Kind != HorseKind || h.Pair == nil || h.Dead:
		return 0, rule.Errorf("12.3", "%s is not a live riderless horse", h.Name)
	}
	for _, s := range f.mountSides(*h.Pair) {
		if s == c.Hex {
			if c.Wounded && !helped {
				return 2, nil
			}
			return 1, nil
		}
	}
	return 0, rule.Errorf("12.3", "%s must stand in a side hex of %s, ADJACENT to it and not across a window, door, lip or bank", c.Name, h.Name)
}

// FirmGround checks §7.7 for a place: every hex of the unit on the map and
// passable for it.
func (f *Field) FirmGround(k Kind, p Place) error {
	for _, x := range p.hexes() {
		if !f.Contains(x) {
			return rule.Errorf("7.7", "%s is off the map", x)
		}
		t := f.cells[f.index(x)].Terrain
		if t == nil || !t.Move.For(k.Mover()).Passable() {
			return rule.Errorf("7.7", "%s is not firm ground for a %s", f.Name(x), k)
		}
	}
	return nil
}

// Fall is what happens to a unit forced, even partly, off firm ground
// (§7.7): it falls into the hex and one ADJACENT hex chosen at random.
type Fall struct {
	Hexes [2]hex.Hex
	// AnimalDies for horses and other animals; RiderDismounted with the
	// hex the rider lands in; CharacterWounded for every character.
	AnimalDies       bool
	RiderDismounted  bool
	RiderHex         hex.Hex
	CharacterWounded bool
}

// FallInto resolves a fall of unit u into hex x with the dice (§7.7).
// Random hexes are chosen by numbering the candidates and rolling.
func (f *Field) FallInto(u *Unit, x hex.Hex, d dice.Source) (Fall, error) {
	if !f.Contains(x) {
		return Fall{}, rule.Errorf("7.7", "%s is off the map", x)
	}
	pick := func(cands []hex.Hex, purpose string) hex.Hex {
		if len(cands) == 0 {
			return x
		}
		return cands[d.Roll(len(cands), purpose)-1]
	}
	var next []hex.Hex
	for _, n := range x.Neighbors() {
		if f.Contains(n) && f.ADJACENT(Foot, x, n) {
			next = append(next, n)
		}
	}
	out := Fall{Hexes: [2]hex.Hex{x, x}}
	if u.Pair != nil || u.Kind == HorseKind || u.Kind == OxKind {
		out.Hexes[1] = pick(next, "fall: second hex")
	}
	switch u.Kind {
	case Rider:
		out.AnimalDies, out.RiderDismounted, out.CharacterWounded = true, true, true
		var land []hex.Hex
		n0, n1 := out.Hexes[0].Neighbors(), out.Hexes[1].Neighbors()
		for _, n := range append(n0[:], n1[:]...) {
			if n != out.Hexes[0] && n != out.Hexes[1] && f.Contains(n) && !contains(land, n) &&
				(f.ADJACENT(Foot, out.Hexes[0], n) || f.ADJACENT(Foot, out.Hexes[1], n)) {
				land = append(land, n)
			}
		}
		out.RiderHex = pick(land, "fall: rider lands")
	case Foot:
		out.CharacterWounded = true
	default:
		out.AnimalDies = true
	}
	return out, nil
}
