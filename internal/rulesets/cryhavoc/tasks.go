package cryhavoc

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/scenario"
)

// Event types of tasks and the actions of §12.
const (
	TypeDoor       = "door"       // a door, window or gate opened, shut, bolted or unbolted at once
	TypeTask       = "task"       // a task begun; it completes at the end of a player turn (§12.1)
	TypeDismounted = "dismounted" // a rider got off his horse (§12.34)
	TypePickedUp   = "picked-up"  // an item picked up (§12.5)
	TypeDropped    = "dropped"    // an item dropped (§12.5)
	TypeLed        = "led"        // a character took up an animal to lead it (§13.7)
	TypeReleased   = "released"   // he let it go
)

// DoorState is how a door, window or gate stands (§12.6).
type DoorState string

// The states of a door. Shut may be opened from either side; bolted only
// from the inside, after unbolting.
const (
	DoorOpen   DoorState = "open"
	DoorShut   DoorState = "shut"
	DoorBolted DoorState = "bolted"
)

// Door is a hexside door, window or gate that stands otherwise than the
// map has it.
type Door struct {
	Side  hex.Hexside
	State DoorState
}

// Animal is an animal on the map: a riderless horse, a mule, a dog (§13).
// Animals belong to no side.
type Animal struct {
	Name string
	Kind string
	At   hex.Hex
	// Rear is the second hex of a two-hex animal (horse, ox).
	Rear hex.Hex
	Two  bool
	// Rider is the character whose horse it is, if any; LedBy the
	// character leading it now (§13.7).
	Rider string
	LedBy string
	MPA   int
}

// Item is a piece of equipment lying on the map (§12.5).
type Item struct {
	Name string
	Kind string
	At   hex.Hex
}

// Task is a task in progress (§12.1): what it is, on what, and how many
// more of the character's player turns it takes. A Task is never changed
// in place (states share it); a new one replaces it.
type Task struct {
	Kind   string `json:"kind"`
	Object string `json:"object,omitempty"`
	Where  string `json:"where,omitempty"`
	Left   int    `json:"left"`
}

// setupWorld places the scenario's animals and loose equipment, and gives
// each character what he carries.
func (s *State) setupWorld(sc *scenario.Scenario) {
	for si := range sc.Sides {
		side := &sc.Sides[si]
		for _, a := range side.Animals {
			if !a.At.Set {
				continue
			}
			s.Animals = append(s.Animals, Animal{Name: a.Name, Kind: a.Kind, At: a.At.Head, Rear: a.At.Rear, Two: a.At.Two, Rider: a.Rider})
		}
		for _, e := range side.Equipment {
			// Two-hex equipment (carts, ladders) is not carried by hand.
			if e.At.Set && !e.At.Two {
				s.Items = append(s.Items, Item{Name: e.Name, Kind: e.Kind, At: e.At.Head})
			}
		}
	}
	for i := range s.Characters {
		if len(s.Characters[i].def.Carries) > 0 {
			s.Characters[i].Carrying = slices.Clone(s.Characters[i].def.Carries)
		}
	}
}

// animalKinds maps an animal's kind to the field rules' kind.
var animalKinds = map[string]field.Kind{"horse": field.HorseKind, "mule": field.MuleKind, "ox": field.OxKind, "dog": field.DogKind}

// animalUnit is a as the field rules see it.
func animalUnit(a *Animal, pair *hex.Pair) field.Unit {
	k, ok := animalKinds[a.Kind]
	if !ok {
		k = field.OtherAnimal
	}
	u := field.Unit{Name: a.Name, Kind: k, Hex: a.At, MPA: a.MPA}
	if a.Two {
		*pair = hex.Pair{Head: a.At, Rear: a.Rear}
		u.Pair = pair
	}
	return u
}

// units are the characters and then the animals, as the field sees them.
func (s *State) units() []field.Unit {
	us := make([]field.Unit, 0, len(s.Characters)+len(s.Animals))
	pairs := make([]hex.Pair, len(s.Characters)+len(s.Animals))
	for i := range s.Characters {
		us = append(us, unitOf(&s.Characters[i], &pairs[i]))
	}
	for i := range s.Animals {
		us = append(us, animalUnit(&s.Animals[i], &pairs[len(s.Characters)+i]))
	}
	return us
}

// View is the map as it stands now: its doors, windows and gates open or
// shut as play has left them.
func (s *State) Board() *board.Map {
	if len(s.Doors) == 0 {
		return s.m
	}
	if s.view != nil {
		return s.view
	}
	v := *s.m
	v.Sides = maps.Clone(s.m.Sides)
	for _, d := range s.Doors {
		sd := v.Sides[d.Side]
		sd.Closed = d.State != DoorOpen
		v.Sides[d.Side] = sd
	}
	s.view = &v
	return s.view
}

// doorState is how the door on hexside hs stands; "" if none opens there.
func (s *State) doorState(hs hex.Hexside) DoorState {
	for _, d := range s.Doors {
		if d.Side == hs {
			return d.State
		}
	}
	return mapDoorState(s.m.Sides[hs])
}

// mapDoorState is how the map has a door at the start; a shut gate door
// is bolted (§12.6).
func mapDoorState(sd board.Side) DoorState {
	switch {
	case sd.Type == nil || !sd.Type.Opens:
		return ""
	case !sd.Closed:
		return DoorOpen
	case sd.Type.Name == "gate-door":
		return DoorBolted
	}
	return DoorShut
}

// setDoor records a door's new state in n, a clone.
func (s *State) setDoor(hs hex.Hexside, st DoorState) {
	n := s
	n.Doors = slices.DeleteFunc(n.Doors, func(d Door) bool { return d.Side == hs })
	if st != mapDoorState(n.m.Sides[hs]) {
		n.Doors = append(n.Doors, Door{Side: hs, State: st})
		slices.SortFunc(n.Doors, func(a, b Door) int {
			switch {
			case a.Side == b.Side:
				return 0
			case a.Side.A != b.Side.A:
				if a.Side.A.Less(b.Side.A) {
					return -1
				}
				return 1
			case a.Side.B.Less(b.Side.B):
				return -1
			}
			return 1
		})
	}
	n.view = nil
	n.dropField()
}

// taskKind reports whether the engine handles orders of kind k here.
func taskKind(k notation.Kind) bool {
	switch k {
	case notation.KindOpen, notation.KindShut, notation.KindBolt, notation.KindUnbolt,
		notation.KindMount, notation.KindDismount, notation.KindPickUp, notation.KindDrop,
		notation.KindLead, notation.KindRelease:
		return true
	}
	return false
}

// rollsNoDice reports whether an order of kind k is settled without dice,
// so that a turn's check may apply it to see the orders after it.
func rollsNoDice(k notation.Kind) bool {
	return k == notation.KindMove || k == notation.KindCharge || taskKind(k)
}

// doorPlan is a checked order for a door, window or gate.
type doorPlan struct {
	side hex.Hexside
	to   DoorState
	// task: a gate door, opened or shut as a one-turn task (§12.6).
	task bool
	// mp is what it costs in the movement phase; full: the whole MPA.
	mp   int
	full bool
}

var doorVerbs = map[notation.Kind]string{notation.KindOpen: "open", notation.KindShut: "shut",
	notation.KindBolt: "bolt", notation.KindUnbolt: "unbolt"}

// apertureKinds are the hexside features each object word of an order
// may name.
var apertureKinds = map[string][]string{
	"door":   {"door", "paled-gate"},
	"window": {"window"},
	"gate":   {"gate-door", "paled-gate", "portcullis"},
}

func (h *CryHavoc) planDoor(s *State, c *Character, o notation.Order) (doorPlan, error) {
	verb := doorVerbs[o.Kind]
	hs, err := s.m.Layout.ResolveHexside(o.Where)
	if err != nil {
		if _, e := s.m.Layout.Resolve(o.Where); e == nil {
			return doorPlan{}, rule.Errorf("16.16", "doors inside a hex (%s) are not yet supported by the turn engine; name a hexside door such as G5/H5", o.Where)
		}
		return doorPlan{}, rule.Errorf("3", "%s: %v", o.Where, err)
	}
	sd := s.m.Sides[hs]
	name := s.m.HexName(hs.A) + "/" + s.m.HexName(hs.B)
	if sd.Type == nil || !sd.Type.Opens {
		return doorPlan{}, rule.Errorf("12.6", "there is no door, window or gate on %s", name)
	}
	if !slices.Contains(apertureKinds[o.Object], sd.Type.Name) {
		return doorPlan{}, rule.Errorf("12.6", "%s is a %s, not a %s", name, sd.Type.Name, o.Object)
	}
	if sd.Type.Name == "portcullis" {
		return doorPlan{}, rule.Errorf("16.27", "the portcullis is not yet supported by the turn engine")
	}
	switch {
	case c.Status == Stunned:
		return doorPlan{}, rule.Errorf("10.3", "%s is stunned and may not %s anything", c.Name, verb)
	case c.InMelee:
		return doorPlan{}, rule.Errorf("12.6", "%s is in melee and may not %s the %s", c.Name, verb, o.Object)
	}
	p := doorPlan{side: hs}
	cur := s.doorState(hs)
	gate := sd.Type.Name == "gate-door"
	switch o.Kind {
	case notation.KindOpen:
		if cur == DoorOpen {
			return doorPlan{}, rule.Errorf("12.6", "the %s on %s is already open", o.Object, name)
		}
		if cur == DoorBolted && !gate {
			return doorPlan{}, rule.Errorf("12.6", "the %s on %s is bolted: it must be unbolted from the inside before it opens", o.Object, name)
		}
		p.to = DoorOpen
	case notation.KindShut:
		if cur != DoorOpen {
			return doorPlan{}, rule.Errorf("12.6", "the %s on %s is already %s", o.Object, name, cur)
		}
		p.to = DoorShut
		if gate {
			p.to = DoorBolted
		}
	case notation.KindBolt, notation.KindUnbolt:
		if gate {
			return doorPlan{}, rule.Errorf("12.6", "a gate door bolts when it is shut and unbolts when it is opened")
		}
		if o.Kind == notation.KindBolt && cur != DoorShut {
			return doorPlan{}, rule.Errorf("12.6", "the %s on %s is %s; it must be shut to be bolted", o.Object, name, cur)
		}
		if o.Kind == notation.KindUnbolt && cur != DoorBolted {
			return doorPlan{}, rule.Errorf("12.6", "the %s on %s is not bolted", o.Object, name)
		}
		p.to = DoorShut
		if o.Kind == notation.KindBolt {
			p.to = DoorBolted
		}
	}
	f, err := s.field()
	if err != nil {
		return doorPlan{}, err
	}
	if gate {
		// Worked from the inside: the archway hex behind the doors.
		in := insideHex(s.m, hs, func(t *board.TerrainType) bool { return t.TwoLocations })
		if o.Phase != notation.PhaseTasks {
			return doorPlan{}, rule.Errorf("12.6", "opening or shutting a gate door is a task of one player turn: declare it in the tasks phase")
		}
		if c.At != in {
			return doorPlan{}, rule.Errorf("12.6", "a gate door is opened or shut from the inside: %s must stand in %s", c.Name, s.m.HexName(in))
		}
		p.task = true
		return p, nil
	}
	if o.Phase != notation.PhaseMove {
		return doorPlan{}, rule.Errorf("12.6", "doors and windows are worked in the movement phase, not %s", o.Phase)
	}
	if !hs.Has(c.At) && !(c.Mounted && hs.Has(c.Rear)) {
		return doorPlan{}, rule.Errorf("12.6", "%s stands in %s, not beside the %s on %s", c.Name, s.place(c), o.Object, name)
	}
	u, _ := f.Unit(c.Name)
	switch o.Kind {
	case notation.KindOpen, notation.KindShut:
		p.mp = 2
		if c.MPSpent+2 > u.EffectiveMPA() {
			return doorPlan{}, rule.Errorf("12.6", "%s has %d MP left; to %s a %s takes 2", c.Name, max(u.EffectiveMPA()-c.MPSpent, 0), verb, o.Object)
		}
		if o.Kind == notation.KindShut {
			if e := activeEnemyBeside(s, f, c, hs.A, hs.B); e != "" {
				return doorPlan{}, rule.Errorf("12.6", "%s may not shut the %s on %s: %s, an active enemy, is ADJACENT to it", c.Name, o.Object, name, e)
			}
		}
	default:
		p.full = true
		in := insideHex(s.m, hs, func(t *board.TerrainType) bool { return t.Roofed })
		if roofed(s.m, hs.A) && roofed(s.m, hs.B) {
			in = c.At
		}
		switch {
		case c.At != in:
			return doorPlan{}, rule.Errorf("12.6", "a %s is bolted and unbolted from the inside: %s must stand in %s", o.Object, c.Name, s.m.HexName(in))
		case c.Moved || c.MPSpent > 0:
			return doorPlan{}, rule.Errorf("12.6", "to %s a %s takes %s's whole MPA, and he has spent %d MP", verb, o.Object, c.Name, c.MPSpent)
		}
		if e := activeEnemyBeside(s, f, c, in); e != "" {
			return doorPlan{}, rule.Errorf("12.6", "%s may not %s the %s: %s, an active enemy, is ADJACENT to its inside", c.Name, verb, o.Object, e)
		}
	}
	return p, nil
}

func roofed(m *board.Map, x hex.Hex) bool {
	t := m.Terrain(x)
	return t != nil && t.Roofed
}

// insideHex is the hex of hs whose terrain is inside by test; B when
// neither is.
func insideHex(m *board.Map, hs hex.Hexside, inside func(*board.TerrainType) bool) hex.Hex {
	if t := m.Terrain(hs.A); t != nil && inside(t) {
		return hs.A
	}
	return hs.B
}

// activeEnemyBeside names an active enemy of c in or ADJACENT to any of
// the hexes, "" if none.
func activeEnemyBeside(s *State, f *field.Field, c *Character, hexes ...hex.Hex) string {
	for i := range s.Characters {
		e := &s.Characters[i]
		if e.Side == c.Side || !e.Live() || e.Status == Stunned {
			continue
		}
		u, _ := f.Unit(e.Name)
		for _, x := range u.Hexes() {
			for _, y := range hexes {
				if x == y || f.ADJACENT(u.Kind, x, y) {
					return e.Name
				}
			}
		}
	}
	return ""
}

// findAnimal finds the animal an order names: by name or kind, and where
// it stands if the order says. Of several that fit, one that is rider's
// own or nobody's comes first.
func (s *State) findAnimal(name string, at notation.Pos, rider string) (*Animal, bool) {
	var found *Animal
	for i := range s.Animals {
		a := &s.Animals[i]
		if name != "" && !strings.EqualFold(name, a.Name) && !strings.EqualFold(name, a.Kind) {
			continue
		}
		if len(at) > 0 {
			place := s.m.HexName(a.At)
			if a.Two {
				place += "-" + s.m.HexName(a.Rear)
			}
			if w := at.String(); w != place && w != s.m.HexName(a.At) {
				continue
			}
		}
		if a.Rider == "" || a.Rider == rider {
			return a, true
		}
		if found == nil {
			found = a
		}
	}
	return found, found != nil
}

// mountPlan is a checked mount order.
type mountPlan struct {
	horse *Animal
	turns int
}

func (h *CryHavoc) planMount(s *State, c *Character, o notation.Order) (mountPlan, error) {
	switch {
	case o.Phase != notation.PhaseTasks:
		return mountPlan{}, rule.Errorf("12.3", "mounting is a task: declare it in the tasks phase, not %s", o.Phase)
	case c.Mounted:
		return mountPlan{}, rule.Errorf("12.3", "%s is already mounted", c.Name)
	case c.def.Mounted == nil:
		return mountPlan{}, rule.Errorf("12.3", "%s has no mounted values: only those who started mounted, knights and sergeants may mount", c.Name)
	case len(c.Carrying) > 0:
		return mountPlan{}, rule.Errorf("12.3", "%s must drop what he carries (%s) before mounting", c.Name, strings.Join(c.Carrying, ", "))
	case len(o.ObjectAt) == 0 && o.Object == "":
		return mountPlan{}, rule.Errorf("12.3", "say which horse %s mounts, and where it stands", c.Name)
	}
	a, ok := s.findAnimal(o.Object, o.ObjectAt, c.Name)
	if !ok {
		return mountPlan{}, rule.Errorf("12.3", "there is no horse %s %s", o.Object, o.ObjectAt.String())
	}
	if a.Rider != "" && a.Rider != c.Name {
		return mountPlan{}, rule.Errorf("12.3", "%s is the horse of %s", a.Name, a.Rider)
	}
	f, err := s.field()
	if err != nil {
		return mountPlan{}, err
	}
	turns, err := f.MountTurns(c.Name, a.Name, false)
	if err != nil {
		return mountPlan{}, err
	}
	return mountPlan{horse: a, turns: turns}, nil
}

func (h *CryHavoc) planDismount(s *State, c *Character, o notation.Order) (hex.Hex, error) {
	switch {
	case o.Phase != notation.PhaseMove:
		return hex.Hex{}, rule.Errorf("12.34", "dismounting is a form of movement: it belongs in the movement phase, not %s", o.Phase)
	case !c.Mounted:
		return hex.Hex{}, rule.Errorf("12.34", "%s is not mounted", c.Name)
	case c.Moved || c.MPSpent > 0:
		return hex.Hex{}, rule.Errorf("12.34", "dismounting takes the whole MPA, and %s's horse has moved this player turn", c.Name)
	}
	f, err := s.field()
	if err != nil {
		return hex.Hex{}, err
	}
	free, err := f.DismountHexes(c.Name)
	if err != nil {
		return hex.Hex{}, err
	}
	var names []string
	for _, x := range free {
		names = append(names, s.m.HexName(x))
	}
	if o.Where == "" {
		return hex.Hex{}, rule.Errorf("12.34", "say where %s dismounts to: %s", c.Name, strings.Join(names, " or "))
	}
	x, err := s.m.Layout.Resolve(o.Where)
	if err != nil || !slices.Contains(free, x) {
		return hex.Hex{}, rule.Errorf("12.34", "%s may dismount only to %s, not %s", c.Name, strings.Join(names, " or "), o.Where)
	}
	return x, nil
}

func (h *CryHavoc) planPickUp(s *State, c *Character, o notation.Order) (int, error) {
	switch {
	case o.Phase != notation.PhaseMove:
		return 0, rule.Errorf("12.5", "items are picked up in the movement phase, not %s", o.Phase)
	case c.Mounted:
		return 0, rule.Errorf("12.5", "only infantry pick up and carry equipment; %s is mounted", c.Name)
	case c.InMelee:
		return 0, rule.Errorf("12.5", "%s is in melee and may not pick up anything new", c.Name)
	case c.Status == Stunned:
		return 0, rule.Errorf("10.3", "%s is stunned", c.Name)
	case len(c.Carrying) > 0:
		return 0, rule.Errorf("12.5", "%s already carries %s, and carries one thing at a time", c.Name, c.Carrying[0])
	}
	if o.Where != "" {
		if x, err := s.m.Layout.Resolve(o.Where); err != nil || x != c.At {
			return 0, rule.Errorf("12.5", "%s stands in %s; he picks up only what lies in his own hex, not in %s", c.Name, s.place(c), o.Where)
		}
	}
	i := slices.IndexFunc(s.Items, func(it Item) bool {
		return it.At == c.At && (strings.EqualFold(it.Name, o.Object) || strings.EqualFold(it.Kind, o.Object))
	})
	if i < 0 {
		return 0, rule.Errorf("12.5", "there is no %s in %s", o.Object, s.m.HexName(c.At))
	}
	f, err := s.field()
	if err != nil {
		return 0, err
	}
	u, _ := f.Unit(c.Name)
	if c.MPSpent+1 > u.EffectiveMPA() {
		return 0, rule.Errorf("12.5", "picking something up costs 1 MP, and %s has none left", c.Name)
	}
	return i, nil
}

func planDrop(c *Character, o notation.Order) (int, error) {
	i := slices.IndexFunc(c.Carrying, func(n string) bool { return strings.EqualFold(n, o.Object) })
	if i < 0 {
		return 0, rule.Errorf("12.5", "%s carries no %s", c.Name, o.Object)
	}
	return i, nil
}

// legalTask checks the orders of §12 the engine supports.
func (h *CryHavoc) legalTask(s *State, cs []*Character, o notation.Order) error {
	if len(cs) != 1 {
		return rule.Errorf("12", "one character gives this order, not %d", len(cs))
	}
	c := cs[0]
	var err error
	switch o.Kind {
	case notation.KindOpen, notation.KindShut, notation.KindBolt, notation.KindUnbolt:
		_, err = h.planDoor(s, c, o)
	case notation.KindMount:
		_, err = h.planMount(s, c, o)
	case notation.KindDismount:
		_, err = h.planDismount(s, c, o)
	case notation.KindPickUp:
		_, err = h.planPickUp(s, c, o)
	case notation.KindDrop:
		_, err = planDrop(c, o)
	case notation.KindLead:
		_, err = h.planLead(s, c, o)
	case notation.KindRelease:
		_, err = planRelease(s, c, o)
	}
	return err
}

// leading is the animal c leads, if any.
func (s *State) leading(c *Character) *Animal {
	for i := range s.Animals {
		if s.Animals[i].LedBy == c.Name {
			return &s.Animals[i]
		}
	}
	return nil
}

func (h *CryHavoc) planLead(s *State, c *Character, o notation.Order) (*Animal, error) {
	switch {
	case o.Phase != notation.PhaseMove:
		return nil, rule.Errorf("13.7", "an animal is taken up for leading in the movement phase, not %s", o.Phase)
	case c.Status == Stunned:
		return nil, rule.Errorf("10.3", "%s is stunned", c.Name)
	case c.Mounted:
		return nil, rule.Errorf("13.7", "leading by a rider is not yet supported by the turn engine")
	case s.leading(c) != nil:
		return nil, rule.Errorf("13.7", "%s already leads %s, and leads one animal at a time", c.Name, s.leading(c).Name)
	}
	a, ok := s.findAnimal(o.Object, o.ObjectAt, c.Name)
	if !ok {
		return nil, rule.Errorf("13.7", "there is no %s %s to lead", o.Object, o.ObjectAt.String())
	}
	f, err := s.field()
	if err != nil {
		return nil, err
	}
	u, _ := f.Unit(c.Name)
	switch {
	case !f.ADJACENT(u.Kind, c.At, a.At):
		return nil, rule.Errorf("13.7", "%s must stand ADJACENT to the head hex of %s (%s)", c.Name, a.Name, s.m.HexName(a.At))
	case c.MPSpent+1 > u.EffectiveMPA():
		return nil, rule.Errorf("13.7", "taking up an animal costs 1 MP, and %s has none left", c.Name)
	}
	for i := range s.Characters {
		e := &s.Characters[i]
		if e.Side == c.Side || !e.Live() || e.Status == Stunned || e.InMelee {
			continue
		}
		eu, _ := f.Unit(e.Name)
		for _, x := range eu.Hexes() {
			if f.ADJACENT(eu.Kind, x, a.At) {
				return nil, rule.Errorf("13.7", "%s, an enemy not in melee, is ADJACENT to the head of %s", e.Name, a.Name)
			}
		}
	}
	return a, nil
}

func planRelease(s *State, c *Character, o notation.Order) (*Animal, error) {
	a := s.leading(c)
	switch {
	case a == nil:
		return nil, rule.Errorf("13.7", "%s leads no animal", c.Name)
	case o.Object != "" && !strings.EqualFold(o.Object, a.Name) && !strings.EqualFold(o.Object, a.Kind):
		return nil, rule.Errorf("13.7", "%s leads %s, not %s", c.Name, a.Name, o.Object)
	}
	return a, nil
}

// legalLeaderMove checks that a leader's move keeps him ADJACENT to the
// head of the animal he leads: led animals do not move yet (§13.7).
func (s *State) legalLeaderMove(f *field.Field, c *Character, to hex.Hex) error {
	a := s.leading(c)
	if a == nil || f.ADJACENT(field.Foot, to, a.At) {
		return nil
	}
	return rule.Errorf("13.7", "%s leads %s and would leave it: moving led animals is not yet supported by the turn engine; let it go first", c.Name, a.Name)
}

// Payloads of task events.
type doorResult struct {
	Who  string    `json:"who"`
	Side string    `json:"side"`
	From DoorState `json:"from"`
	To   DoorState `json:"to"`
	MP   int       `json:"mp"`
}

type taskResult struct {
	Who  string `json:"who"`
	Task Task   `json:"task"`
}

type dismountResult struct {
	Who   string `json:"who"`
	From  string `json:"from"`
	To    string `json:"to"`
	Horse string `json:"horse"`
}

type itemResult struct {
	Who  string `json:"who"`
	Item string `json:"item"`
	At   string `json:"at"`
}

// applyTask carries out a legal order of §12 on n, a clone, and gives the
// event's type, result and report.
func (h *CryHavoc) applyTask(n *State, c *Character, o notation.Order) (string, any, []string) {
	switch o.Kind {
	case notation.KindOpen, notation.KindShut, notation.KindBolt, notation.KindUnbolt:
		p, _ := h.planDoor(n, c, o)
		name := n.m.HexName(p.side.A) + "/" + n.m.HexName(p.side.B)
		if p.task {
			t := &Task{Kind: doorVerbs[o.Kind], Object: o.Object, Where: name, Left: taskTurns(c, 1)}
			c.Task = t
			return TypeTask, taskResult{Who: c.Name, Task: *t},
				[]string{fmt.Sprintf("%s begins to %s the gate on %s (%s)", c.Name, t.Kind, name, turnsText(t.Left))}
		}
		r := doorResult{Who: c.Name, Side: name, From: n.doorState(p.side), To: p.to, MP: p.mp}
		if p.full {
			// The whole MPA, none of it spent before (planDoor).
			if f, err := n.field(); err == nil {
				if u, ok := f.Unit(c.Name); ok {
					r.MP = u.EffectiveMPA()
				}
			}
			c.Moved = true
		}
		c.MPSpent += r.MP
		n.setDoor(p.side, p.to)
		return TypeDoor, r, []string{fmt.Sprintf("%s %ss the %s on %s (%d MP): now %s", c.Name, doorVerbs[o.Kind], o.Object, name, r.MP, p.to)}
	case notation.KindMount:
		p, _ := h.planMount(n, c, o)
		place := n.m.HexName(p.horse.At) + "-" + n.m.HexName(p.horse.Rear)
		t := &Task{Kind: "mount", Object: p.horse.Name, Where: place, Left: p.turns}
		c.Task = t
		return TypeTask, taskResult{Who: c.Name, Task: *t},
			[]string{fmt.Sprintf("%s begins to mount %s in %s (%s)", c.Name, p.horse.Name, place, turnsText(t.Left))}
	case notation.KindDismount:
		x, _ := h.planDismount(n, c, o)
		horse := Animal{Name: horseName(n, c), Kind: "horse", At: c.At, Rear: c.Rear, Two: true, Rider: c.Name, MPA: c.def.MountedMPA}
		r := dismountResult{Who: c.Name, From: n.place(c), To: n.m.HexName(x), Horse: horse.Name}
		n.Animals = append(n.Animals, horse)
		c.At, c.Rear, c.Mounted = x, hex.Hex{}, false
		c.Moved, c.Dismounted = true, true
		c.MPSpent = c.def.MountedMPA
		return TypeDismounted, r, []string{fmt.Sprintf("%s dismounts from %s to %s, leaving %s", c.Name, r.From, r.To, horse.Name)}
	case notation.KindPickUp:
		i, _ := h.planPickUp(n, c, o)
		it := n.Items[i]
		n.Items = slices.Delete(n.Items, i, i+1)
		c.Carrying = append(slices.Clone(c.Carrying), it.Name)
		c.MPSpent++
		return TypePickedUp, itemResult{Who: c.Name, Item: it.Name, At: n.m.HexName(c.At)},
			[]string{fmt.Sprintf("%s picks up %s in %s (1 MP)", c.Name, it.Name, n.m.HexName(c.At))}
	case notation.KindLead:
		a, _ := h.planLead(n, c, o)
		from := a.LedBy
		a.LedBy = c.Name
		c.MPSpent++
		line := fmt.Sprintf("%s takes up %s in %s to lead it (1 MP)", c.Name, a.Name, n.m.HexName(a.At))
		if from != "" {
			line += ", from " + from
		}
		return TypeLed, itemResult{Who: c.Name, Item: a.Name, At: n.m.HexName(a.At)}, []string{line}
	case notation.KindRelease:
		a, _ := planRelease(n, c, o)
		a.LedBy = ""
		return TypeReleased, itemResult{Who: c.Name, Item: a.Name, At: n.m.HexName(a.At)},
			[]string{fmt.Sprintf("%s lets %s go", c.Name, a.Name)}
	case notation.KindDrop:
		i, _ := planDrop(c, o)
		name := c.Carrying[i]
		c.Carrying = slices.Delete(slices.Clone(c.Carrying), i, i+1)
		n.Items = append(n.Items, Item{Name: name, Kind: itemKind(n, name), At: c.At})
		return TypeDropped, itemResult{Who: c.Name, Item: name, At: n.m.HexName(c.At)},
			[]string{fmt.Sprintf("%s drops %s in %s", c.Name, name, n.m.HexName(c.At))}
	}
	return "", nil, nil
}

// horseName is the name of c's horse: the scenario's, or "c's horse".
func horseName(s *State, c *Character) string {
	for si := range s.sc.Sides {
		for _, a := range s.sc.Sides[si].Animals {
			if a.Rider == c.Name {
				return a.Name
			}
		}
	}
	return c.Name + "'s horse"
}

func itemKind(s *State, name string) string {
	for si := range s.sc.Sides {
		for _, e := range s.sc.Sides[si].Equipment {
			if e.Name == name {
				return e.Kind
			}
		}
	}
	return name
}

// taskTurns doubles a task's player turns for a wounded character (§12.1).
func taskTurns(c *Character, turns int) int {
	if c.Status == Wounded {
		return 2 * turns
	}
	return turns
}

func turnsText(n int) string {
	if n == 1 {
		return "done at the end of this player turn"
	}
	return fmt.Sprintf("%d player turns", n)
}

// breakTask ends c's task, if he has one, because he did something else or
// something befell him (§12.1); nothing of it remains.
func breakTask(c *Character, why string) []string {
	if c.Task == nil {
		return nil
	}
	t := c.Task
	c.Task = nil
	return []string{fmt.Sprintf("  %s breaks off his task (%s %s): %s (§12.1)", c.Name, t.Kind, t.Object, why)}
}

// afterEffects applies what a fire or combat result does to tasks and
// carried things: a stunned, killed or retreating character breaks off
// his task and drops what he carries (§12.1, §12.5).
func (s *State) afterEffects(hit []*Character) []string {
	var lines []string
	for _, c := range hit {
		if c.Status == Stunned || !c.Live() || c.RetreatOwed > 0 {
			lines = append(lines, breakTask(c, "a result of "+string(c.Status))...)
			for _, it := range c.Carrying {
				s.Items = append(s.Items, Item{Name: it, Kind: itemKind(s, it), At: c.At})
				lines = append(lines, fmt.Sprintf("  %s drops %s in %s (§12.5)", c.Name, it, s.m.HexName(c.At)))
			}
			c.Carrying = nil
			if a := s.leading(c); a != nil && (c.Status == Stunned || !c.Live()) {
				a.LedBy = ""
				lines = append(lines, fmt.Sprintf("  %s lets go of %s (§10.3)", c.Name, a.Name))
			}
		}
	}
	return lines
}

// completeTasks counts down the tasks of side's characters at the end of
// its player turn and carries out those that are done (§12.1). It also
// clears the marks of one player turn kept here.
func (s *State) completeTasks(side string) []string {
	n := s
	var done []string
	for i := range n.Characters {
		c := &n.Characters[i]
		c.Dismounted = false
		if c.Side != side || c.Task == nil {
			continue
		}
		if !c.Live() || c.Status == Stunned {
			c.Task = nil
			continue
		}
		t := *c.Task
		t.Left--
		if t.Left > 0 {
			c.Task = &t
			done = append(done, fmt.Sprintf("%s goes on with his task (%s %s, %s)", c.Name, t.Kind, t.Object, turnsText(t.Left)))
			continue
		}
		c.Task = nil
		switch t.Kind {
		case "mount":
			i := slices.IndexFunc(n.Animals, func(a Animal) bool { return a.Name == t.Object })
			if i < 0 {
				done = append(done, fmt.Sprintf("%s cannot mount: %s is gone", c.Name, t.Object))
				continue
			}
			a := n.Animals[i]
			n.Animals = slices.Delete(n.Animals, i, i+1)
			c.At, c.Rear, c.Mounted = a.At, a.Rear, true
			done = append(done, fmt.Sprintf("%s is mounted on %s in %s (§12.3)", c.Name, a.Name, n.place(c)))
		case "open", "shut":
			hs, err := n.m.Layout.ResolveHexside(t.Where)
			if err != nil {
				continue
			}
			to := DoorOpen
			if t.Kind == "shut" {
				to = DoorBolted
			}
			n.setDoor(hs, to)
			done = append(done, fmt.Sprintf("%s has %s the gate on %s: now %s (§12.6)", c.Name, map[string]string{"open": "opened", "shut": "shut"}[t.Kind], t.Where, to))
		}
	}
	n.dropField()
	return done
}

// worldJSON adds doors, animals and items to the state's JSON.
func (s *State) worldJSON(v *stateJSON) {
	for _, d := range s.Doors {
		v.Doors = append(v.Doors, doorJSON{Side: s.m.HexName(d.Side.A) + "/" + s.m.HexName(d.Side.B), State: d.State})
	}
	for _, a := range s.Animals {
		at := s.m.HexName(a.At)
		if a.Two {
			at += "-" + s.m.HexName(a.Rear)
		}
		v.Animals = append(v.Animals, animalJSON{Name: a.Name, Kind: a.Kind, At: at, Rider: a.Rider, LedBy: a.LedBy})
	}
	for _, it := range s.Items {
		v.Items = append(v.Items, itemJSON{Name: it.Name, Kind: it.Kind, At: s.m.HexName(it.At)})
	}
}

type doorJSON struct {
	Side  string    `json:"side"`
	State DoorState `json:"state"`
}

type animalJSON struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"`
	At    string `json:"at"`
	Rider string `json:"rider,omitempty"`
	LedBy string `json:"led_by,omitempty"`
}

type itemJSON struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	At   string `json:"at"`
}
