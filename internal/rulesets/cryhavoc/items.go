package cryhavoc

import (
	"slices"
	"strings"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Loose equipment (§12.5): picked up and dropped.

// Item is a piece of equipment on the map (§12.5, §14): a loose item
// lying in a hex, or a two-hex one (a cart) with its front hex At and its
// rear hex Rear. Exited: it left the map from ExitHex (§23).
type Item struct {
	Name    string
	Kind    string
	At      hex.Hex
	Rear    hex.Hex
	Two     bool `json:",omitempty"`
	Exited  bool `json:",omitempty"`
	ExitHex hex.Hex
	// Boarded: a character got on or off this cart in this player turn,
	// so it may not move (§14).
	Boarded bool `json:",omitempty"`
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
	if err := s.mayPickUp(&s.Items[i]); err != nil {
		return 0, err
	}
	// One item that hinders movement at a time; others may go with it.
	if k, ok := s.tab.Equipment(s.Items[i].Kind); ok {
		if err := havoc.MayPickUp(k, c.Mounted, c.InMelee, s.carryKinds(c)); err != nil {
			return 0, err
		}
	}
	f, err := s.field()
	if err != nil {
		return 0, err
	}
	u, _ := f.Unit(c.Name)
	if c.MPSpent+s.carryCost(c)+havoc.PickUpMP > u.EffectiveMPA() {
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

type itemResult struct {
	Who  string `json:"who"`
	Item string `json:"item"`
	At   string `json:"at"`
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

// carryKinds are the kinds of what c carries, as the equipment table has
// them (an unknown kind weighs nothing).
func (s *State) carryKinds(c *Character) []*havoc.EquipmentKind {
	var out []*havoc.EquipmentKind
	for _, it := range c.Carrying {
		if k, ok := s.tab.Equipment(itemKind(s, it)); ok {
			out = append(out, k)
		}
	}
	return out
}

// carryCost is the MP what c carries costs him each movement phase before
// he moves (§7.3, §12.5).
func (s *State) carryCost(c *Character) int {
	cost := 0
	for _, k := range s.carryKinds(c) {
		cost += k.CarryMP + k.MPALess
	}
	return cost
}
