package cryhavoc

import (
	"fmt"
	"slices"

	"herald/internal/hex"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
)

// Equipment as things on the board (§12.5, §14): each kind's row in
// data/cryhavoc/equipment.yaml says how many hexes it fills, whether it is
// picked up, and what a unit pays to enter its hex. A cart fills two
// hexes, keeps everyone out but those who board it, and carries its load
// and its riders when its draft animal is led (train.go).

// equipment is the kind of it, if the tables know it.
func (s *State) equipment(it *Item) (*havoc.EquipmentKind, bool) {
	if s.tab == nil {
		return nil, false
	}
	return s.tab.Equipment(it.Kind)
}

// hexes are the hexes it fills.
func (it *Item) hexes() []hex.Hex {
	if it.Two {
		return []hex.Hex{it.At, it.Rear}
	}
	return []hex.Hex{it.At}
}

// isCart: the kind carries a load (§14).
func isCart(k *havoc.EquipmentKind) bool { return k.Capacity > 0 }

// placeItems puts the scenario's equipment on the map, two-hex pieces
// with their rear hex, and attaches to each cart the draft animal standing
// in its front arc (§14: attaching is stringing, 13.6; a scenario places
// the team already strung).
func (s *State) placeItems(sc *scenario.Scenario) {
	for si := range sc.Sides {
		for _, e := range sc.Sides[si].Equipment {
			if e.At.Set {
				s.Items = append(s.Items, Item{Name: e.Name, Kind: e.Kind, At: e.At.Head, Rear: e.At.Rear, Two: e.At.Two})
			}
		}
	}
	for i := range s.Animals {
		a := &s.Animals[i]
		k, ok := s.animalKind(a)
		if ok && a.MPA == 0 {
			a.MPA = k.MPA
		}
		if !ok || !k.Draws || a.Rider != "" {
			continue
		}
		for j := range s.Items {
			it := &s.Items[j]
			if ek, ok := s.equipment(it); ok && isCart(ek) && it.Two && inFrontArc(it, animalTail(a)) && !s.drawn(it) {
				a.Draws = it.Name
				break
			}
		}
	}
}

// animalKind is a's row in animals.yaml.
func (s *State) animalKind(a *Animal) (*havoc.AnimalKind, bool) {
	if s.tab == nil {
		return nil, false
	}
	return s.tab.Animal(a.Kind)
}

// animalTail is the hex of a that a cart behind it is attached to.
func animalTail(a *Animal) hex.Hex {
	if a.Two {
		return a.Rear
	}
	return a.At
}

// inFrontArc: x is one of the three hexes ahead of the two-hex item.
func inFrontArc(it *Item, x hex.Hex) bool {
	return hex.Distance(x, it.At) == 1 && hex.Distance(x, it.Rear) == 2
}

// drawn: an animal is attached to the cart.
func (s *State) drawn(it *Item) bool { return s.draftOf(it) != nil }

// draftOf is the animal attached to the cart, if any.
func (s *State) draftOf(it *Item) *Animal {
	for i := range s.Animals {
		if s.Animals[i].Draws == it.Name {
			return &s.Animals[i]
		}
	}
	return nil
}

// itemNamed finds an item on the map by name.
func (s *State) itemNamed(name string) *Item {
	for i := range s.Items {
		if s.Items[i].Name == name && !s.Items[i].Exited {
			return &s.Items[i]
		}
	}
	return nil
}

// mayPickUp: only portable kinds are picked up (§12.5).
func (s *State) mayPickUp(it *Item) error {
	if k, ok := s.equipment(it); ok && !k.Portable {
		return rule.Errorf("12.5", "%s is a %s, which is not carried by hand: only portable equipment is picked up", it.Name, it.Kind)
	}
	return nil
}

// placedAt is the piece of equipment that fills x and rules who may enter
// it (a cart, a screen), if any.
func (s *State) placedAt(x hex.Hex) *Item {
	for i := range s.Items {
		it := &s.Items[i]
		if it.Exited || !slices.Contains(it.hexes(), x) {
			continue
		}
		if k, ok := s.equipment(it); ok && len(k.Enter) > 0 {
			return it
		}
	}
	return nil
}

// cartLoad is what stands in hex x of a cart: live characters and cargo
// (portable items lying there).
func (s *State) cartLoad(x hex.Hex) havoc.CartLoad {
	var l havoc.CartLoad
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Live() && !c.Unplaced && c.At == x {
			l.Characters++
		}
	}
	for i := range s.Items {
		it := &s.Items[i]
		if k, ok := s.equipment(it); !it.Exited && it.At == x && (!ok || k.Portable) {
			l.Cargo++
		}
	}
	return l
}

// onCart is the cart c rides, if he stands in a cart hex.
func (s *State) onCart(c *Character) *Item {
	if c.Mounted || c.Unplaced {
		return nil
	}
	if it := s.placedAt(c.At); it != nil {
		if k, _ := s.equipment(it); isCart(k) {
			return it
		}
	}
	return nil
}

// equipmentSteps checks a move's steps against the equipment on the board
// (§14, §19) and gives the MP it changes: a hex of equipment whose kind
// keeps the unit out is refused, and one it may enter costs the kind's
// price instead of the terrain's. An infantry step into a cart hex is
// boarding: the move's last step, 2 MP, into a hex with no one and no
// cargo in it. boards is the cart boarded, if any.
func (s *State) equipmentSteps(f *field.Field, u *field.Unit, c *Character, path []field.Place) (extra int, boards *Item, err error) {
	unit := "infantry"
	if c.Mounted {
		unit = "horse"
	}
	for i := 1; i < len(path); i++ {
		pl := path[i]
		hs := []hex.Hex{pl.Head}
		if pl.Two {
			hs = append(hs, pl.Rear)
		}
		for _, x := range hs {
			if s.shipAt(x) {
				return 0, nil, havoc.ShipRules()
			}
			it := s.placedAt(x)
			if it == nil {
				continue
			}
			k, _ := s.equipment(it)
			cost, ok := k.EnterCost(unit)
			if !ok {
				return 0, nil, rule.Errorf(k.Rule, "%s in %s keeps %s out of %s", it.Name, s.itemPlace(it), c.Name, s.m.HexName(x))
			}
			if isCart(k) {
				if i != len(path)-1 {
					return 0, nil, rule.Errorf("14", "%s may enter %s in %s only to board it, as the last step of his move", c.Name, it.Name, s.m.HexName(x))
				}
				if _, err := havoc.BoardCart(s.cartLoad(x), c.Mounted); err != nil {
					return 0, nil, err
				}
				boards = it
			}
			if was, err := f.MoveCost(u, path[i-1], pl); err == nil {
				extra += cost - was
			}
		}
	}
	return extra, boards, nil
}

// itemPlace is where it stands: "E10" or front-rear "E10-D10".
func (s *State) itemPlace(it *Item) string {
	if it.Two {
		return s.m.HexName(it.At) + "-" + s.m.HexName(it.Rear)
	}
	return s.m.HexName(it.At)
}

// boardingLine tells a boarding, and marks the cart: it may not move this
// player turn (§14).
func (s *State) board(c *Character, cart *Item) string {
	cart.Boarded = true
	return fmt.Sprintf("  %s boards %s (2 MP, §14): it may not move this player turn", c.Name, cart.Name)
}

// clearEquipmentMarks ends the marks of one player turn on animals and
// equipment.
func (s *State) clearEquipmentMarks() {
	for i := range s.Items {
		s.Items[i].Boarded = false
	}
	for i := range s.Animals {
		s.Animals[i].MPSpent = 0
	}
	s.Helped = nil
}

// equipmentCover is the cover equipment gives against one shot (§6.5,
// §14: a cart hinders and covers like a tent): its "into" cover to a
// target in its hex, its "through" cover when the line from the firer
// passes one of its hexes (both hexes of a split step must hold it),
// voided by an elevated firer where its row says.
func (s *State) equipmentCover(from, to hex.Hex) havoc.Cover {
	best := havoc.CoverNone
	raise := func(c havoc.Cover) {
		if c > best {
			best = c
		}
	}
	elevated := s.m.Elevation(from) > s.m.Elevation(to)
	line := hex.Line(from, to)
	for i := range s.Items {
		it := &s.Items[i]
		k, ok := s.equipment(it)
		if it.Exited || !ok || k.Cover.Class == havoc.CoverNone {
			continue
		}
		in := func(x hex.Hex) bool { return slices.Contains(it.hexes(), x) }
		if k.Cover.Into && in(to) && !(elevated && k.Cover.ElevationVoidsInto) {
			raise(k.Cover.Class)
		}
		if !k.Cover.Through || elevated && k.Cover.ElevationVoidsThrough || len(line) < 3 {
			continue
		}
		for _, st := range line[1 : len(line)-1] {
			if in(st.Hex) && (!st.Split || in(st.Alt)) && !in(to) && !in(from) {
				raise(k.Cover.Class)
			}
		}
	}
	return best
}

// shipAt: a ship fills x. Ships follow rules the text does not give
// (§15), so no one goes aboard.
func (s *State) shipAt(x hex.Hex) bool {
	for i := range s.Items {
		if it := &s.Items[i]; it.Kind == "ship" && !it.Exited && slices.Contains(it.hexes(), x) {
			return true
		}
	}
	return false
}
