package cryhavoc

import (
	"maps"
	"slices"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

// Doors, windows and gates (§12.6): how they stand, and who may open,
// shut, bolt or unbolt them, where and at what cost.

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

// Board is the map as it stands now: its doors, windows and gates open or
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
	if err := s.destroyedDoor(hs); err != nil {
		return doorPlan{}, err
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
	gate := sd.Type.Name == "gate-door"
	to, err := doorTo(s.doorState(hs), gate, o, name)
	if err != nil {
		return doorPlan{}, err
	}
	p := doorPlan{side: hs, to: to}
	f, err := s.field()
	if err != nil {
		return doorPlan{}, err
	}
	if gate {
		if err := gateWorked(s, c, hs, o); err != nil {
			return doorPlan{}, err
		}
		p.task = true
		return p, nil
	}
	return s.doorWorked(f, c, p, o, name)
}

// doorTo is the state the order leaves a door in that stands cur now
// (§12.6): shut may be opened from either side, bolted only from the
// inside, after unbolting; a gate door bolts as it shuts.
func doorTo(cur DoorState, gate bool, o notation.Order, name string) (DoorState, error) {
	switch o.Kind {
	case notation.KindOpen:
		if cur == DoorOpen {
			return "", rule.Errorf("12.6", "the %s on %s is already open", o.Object, name)
		}
		if cur == DoorBolted && !gate {
			return "", rule.Errorf("12.6", "the %s on %s is bolted: it must be unbolted from the inside before it opens", o.Object, name)
		}
		return DoorOpen, nil
	case notation.KindShut:
		if cur != DoorOpen {
			return "", rule.Errorf("12.6", "the %s on %s is already %s", o.Object, name, cur)
		}
		if gate {
			return DoorBolted, nil
		}
		return DoorShut, nil
	}
	// Bolt or unbolt.
	if gate {
		return "", rule.Errorf("12.6", "a gate door bolts when it is shut and unbolts when it is opened")
	}
	if o.Kind == notation.KindBolt && cur != DoorShut {
		return "", rule.Errorf("12.6", "the %s on %s is %s; it must be shut to be bolted", o.Object, name, cur)
	}
	if o.Kind == notation.KindUnbolt && cur != DoorBolted {
		return "", rule.Errorf("12.6", "the %s on %s is not bolted", o.Object, name)
	}
	if o.Kind == notation.KindBolt {
		return DoorBolted, nil
	}
	return DoorShut, nil
}

// gateWorked checks who works a gate door: from the inside, the archway
// hex behind the doors, as a task of one player turn (§12.6).
func gateWorked(s *State, c *Character, hs hex.Hexside, o notation.Order) error {
	in := insideHex(s.m, hs, func(t *board.TerrainType) bool { return t.TwoLocations })
	if o.Phase != notation.PhaseTasks {
		return rule.Errorf("12.6", "opening or shutting a gate door is a task of one player turn: declare it in the tasks phase")
	}
	if c.At != in {
		return rule.Errorf("12.6", "a gate door is opened or shut from the inside: %s must stand in %s", c.Name, s.m.HexName(in))
	}
	return nil
}

// doorWorked checks who works a door or window, in the movement phase
// from beside it: 2 MP to open or shut it, the whole MPA to bolt or
// unbolt it from the inside, and no shutting with an active enemy
// beside (§12.6).
func (s *State) doorWorked(f *field.Field, c *Character, p doorPlan, o notation.Order, name string) (doorPlan, error) {
	verb, hs := doorVerbs[o.Kind], p.side
	if o.Phase != notation.PhaseMove {
		return doorPlan{}, rule.Errorf("12.6", "doors and windows are worked in the movement phase, not %s", o.Phase)
	}
	if !hs.Has(c.At) && !(c.Mounted && hs.Has(c.Rear)) {
		return doorPlan{}, rule.Errorf("12.6", "%s stands in %s, not beside the %s on %s", c.Name, s.place(c), o.Object, name)
	}
	u, _ := f.Unit(c.Name)
	if o.Kind == notation.KindOpen || o.Kind == notation.KindShut {
		p.mp = 2
		if c.MPSpent+2 > u.EffectiveMPA() {
			return doorPlan{}, rule.Errorf("12.6", "%s has %d MP left; to %s a %s takes 2", c.Name, max(u.EffectiveMPA()-c.MPSpent, 0), verb, o.Object)
		}
		if o.Kind == notation.KindShut {
			if e := activeEnemyBeside(s, f, c, hs.A, hs.B); e != "" {
				return doorPlan{}, rule.Errorf("12.6", "%s may not shut the %s on %s: %s, an active enemy, is ADJACENT to it", c.Name, o.Object, name, e)
			}
		}
		return p, nil
	}
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

// Payloads of task events.
type doorResult struct {
	Who  string    `json:"who"`
	Side string    `json:"side"`
	From DoorState `json:"from"`
	To   DoorState `json:"to"`
	MP   int       `json:"mp"`
}
