package cryhavoc

// The consequences of a result beyond the man's status (§10.1, §10.6,
// §12.5, §13.7): what he drops, the animals he lets go of, and the
// dismount that leaves the horse (alive or dead) on the map and puts the
// rider beside it.

import (
	"fmt"
	"slices"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// consequence applies what e means for c beyond his status; horseDead
// says a "*" result killed his horse just before. foes are the other
// side of the fight, for placing a dismounted rider away from them. d may
// be nil where no die is at hand (a retreat's penalty): ties then go to
// the first side hex.
func (s *State) consequence(e havoc.Event, c *Character, horseDead bool, foes []*Character, d dice.Source) []string {
	var lines []string
	if e.Kind == havoc.Dismounted && c.Mounted {
		lines = append(lines, s.dismount(c, horseDead, foes, d)...)
	}
	lines = append(lines, s.drops(e.Kind, c)...)
	if e.Kind == havoc.Killed || s.tab.LetsGo(e.Kind) {
		lines = append(lines, s.release(c)...)
		for i := range s.Animals {
			if a := &s.Animals[i]; a.LedBy == c.Name {
				a.LedBy = ""
				lines = append(lines, fmt.Sprintf("  %s lets go of %s (§13.7)", c.Name, a.Name))
			}
		}
	}
	return lines
}

// drops lets fall what c must drop on an event (§10.1, §12.5): hindering
// items on any damage, everything on a stun, a death or a dismount. The
// items lie in his hex; those lost when dropped (oil, a cauldron's water)
// are gone.
func (s *State) drops(k havoc.EventKind, c *Character) []string {
	if len(c.Carrying) == 0 {
		return nil
	}
	var kinds []*havoc.EquipmentKind
	for _, it := range c.Carrying {
		ek, ok := s.tab.Equipment(itemKind(s, it))
		if !ok {
			ek = &havoc.EquipmentKind{Key: itemKind(s, it)}
		}
		kinds = append(kinds, ek)
	}
	dropped, lost := havoc.Drops(k, false, kinds)
	if len(dropped) == 0 {
		return nil
	}
	var lines []string
	keep := c.Carrying[:0:0]
	for i, it := range c.Carrying {
		switch {
		case !slices.Contains(dropped, kinds[i]):
			keep = append(keep, it)
		case slices.Contains(lost, kinds[i]):
			lines = append(lines, fmt.Sprintf("  %s drops %s, which is lost (§12.5)", c.Name, it))
		default:
			s.Items = append(s.Items, Item{Name: it, Kind: kinds[i].Key, At: c.At})
			lines = append(lines, fmt.Sprintf("  %s drops %s in %s (§10.1)", c.Name, it, s.m.HexName(c.At)))
		}
	}
	c.Carrying = keep
	return lines
}

// dismount is §10.6: the horse stays where the rider was (a body if it
// was killed), and the rider goes to a side hex, away from most of the
// attack; with both side hexes taken, to a free hex next to the horse at
// random; with none, into a dead horse's hex, or, the horse alive, he is
// killed beside it.
func (s *State) dismount(c *Character, horseDead bool, foes []*Character, d dice.Source) []string {
	horse := Animal{Name: horseName(s, c), Kind: "horse", At: c.At, Rear: c.Rear, Two: true, Rider: c.Name, MPA: c.def.MountedMPA, Dead: horseDead}
	pair := hex.Pair{Head: c.At, Rear: c.Rear}
	s.Animals = append(s.Animals, horse)
	c.Mounted, c.Rear = false, hex.Hex{}
	s.dropField()
	f, err := s.field()
	if err != nil {
		return nil
	}
	free := func(x hex.Hex, across bool) bool {
		if !s.m.Contains(x) || s.liveIn(x, c) {
			return false
		}
		if t := s.m.Terrain(x); t == nil || !t.Move.For(field.Foot.Mover()).Passable() {
			return false
		}
		return f.ADJACENT(field.Foot, pair.Head, x) || across && f.ADJACENT(field.Foot, pair.Rear, x)
	}
	var sides []hex.Hex
	for _, x := range pair.SideHexes() {
		if free(x, true) {
			sides = append(sides, x)
		}
	}
	var to hex.Hex
	how := "a side hex, away from the attack"
	switch {
	case len(sides) > 0:
		to = s.awayFrom(sides, foes, d, c.Name)
	default:
		var around []hex.Hex
		for _, hh := range []hex.Hex{pair.Head, pair.Rear} {
			for _, x := range hh.Neighbors() {
				if x != pair.Head && x != pair.Rear && !slices.Contains(around, x) && free(x, true) {
					around = append(around, x)
				}
			}
		}
		switch {
		case len(around) > 0:
			to, how = pick(around, d, "hex the dismounted "+c.Name+" is placed in (10.6)"), "a free hex next to the horse, at random"
		case horseDead:
			to, how = pick([]hex.Hex{pair.Head, pair.Rear}, d, "dead horse hex "+c.Name+" is placed in (10.6)"), "a hex of his dead horse, at random"
		default:
			var next []hex.Hex
			for _, hh := range []hex.Hex{pair.Head, pair.Rear} {
				for _, x := range hh.Neighbors() {
					if x != pair.Head && x != pair.Rear && s.m.Contains(x) && !slices.Contains(next, x) {
						next = append(next, x)
					}
				}
			}
			to = pick(next, d, "hex "+c.Name+"'s body falls in (10.6)")
			c.At = to
			c.Status, c.InMelee, c.RetreatOwed, c.StunnedWounded = Dead, false, 0, false
			s.dropField()
			return []string{fmt.Sprintf("  %s is thrown from %s with nowhere to land: killed in %s (§10.6)", c.Name, horse.Name, s.m.HexName(to))}
		}
	}
	c.At = to
	s.dropField()
	left := horse.Name + " stays riderless in " + s.m.HexName(pair.Head) + "-" + s.m.HexName(pair.Rear)
	if horseDead {
		left = horse.Name + " lies dead in " + s.m.HexName(pair.Head) + "-" + s.m.HexName(pair.Rear)
	}
	return []string{fmt.Sprintf("  %s is dismounted to %s, %s; %s (§10.6)", c.Name, s.m.HexName(to), how, left)}
}

// liveIn reports whether a live character other than c stands in x.
func (s *State) liveIn(x hex.Hex, c *Character) bool {
	for i := range s.Characters {
		o := &s.Characters[i]
		if o != c && o.Live() && !o.Unplaced && (o.At == x || o.Mounted && o.Rear == x) {
			return true
		}
	}
	return false
}

// awayFrom is the hex of xs farthest from the foes, weighed by their
// attack points (§10.6); a tie is settled at random.
func (s *State) awayFrom(xs []hex.Hex, foes []*Character, d dice.Source, name string) hex.Hex {
	best, bestScore := []hex.Hex(nil), -1.0
	for _, x := range xs {
		score := 0.0
		for _, f := range foes {
			score += combatant(f).Attack * float64(hex.Distance(x, f.At))
		}
		switch {
		case score > bestScore:
			best, bestScore = []hex.Hex{x}, score
		case score == bestScore:
			best = append(best, x)
		}
	}
	return pick(best, d, "side hex the dismounted "+name+" is placed in (10.6)")
}

// pick chooses one of xs at random, one face for each; without dice the
// first.
func pick(xs []hex.Hex, d dice.Source, purpose string) hex.Hex {
	if len(xs) == 1 || d == nil {
		return xs[0]
	}
	return xs[d.Roll(len(xs), purpose)-1]
}
