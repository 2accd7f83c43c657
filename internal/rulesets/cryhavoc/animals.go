package cryhavoc

import (
	"slices"
	"strings"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

// Animals (§13): riderless horses and others on the map, mounting and
// dismounting (§12.3, §12.34), leading (§13.7).

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
	// Draws is the cart it is attached to (§14); MPSpent the MP it used
	// this player turn, led by anyone (13.7).
	Draws   string `json:",omitempty"`
	MPSpent int    `json:",omitempty"`
	// Dead: a horse killed under its rider, left as a body (§10.6).
	Dead bool
}

// animalKinds maps an animal's kind to the field rules' kind.
var animalKinds = map[string]field.Kind{"horse": field.HorseKind, "mule": field.MuleKind, "ox": field.OxKind, "dog": field.DogKind}

// animalUnit is a as the field rules see it.
func animalUnit(a *Animal, pair *hex.Pair) field.Unit {
	k, ok := animalKinds[a.Kind]
	if !ok {
		k = field.OtherAnimal
	}
	u := field.Unit{Name: a.Name, Kind: k, Hex: a.At, MPA: a.MPA, Dead: a.Dead}
	if a.Two {
		*pair = hex.Pair{Head: a.At, Rear: a.Rear}
		u.Pair = pair
	}
	return u
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
	if t := s.terrainName(a.At) + " " + s.terrainName(a.Rear); strings.Contains(t, "stables") || strings.Contains(t, "ramp") {
		return mountPlan{}, rule.Errorf("16.32", "no one mounts a horse in the stables or on their ramp")
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

type dismountResult struct {
	Who   string `json:"who"`
	From  string `json:"from"`
	To    string `json:"to"`
	Horse string `json:"horse"`
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
