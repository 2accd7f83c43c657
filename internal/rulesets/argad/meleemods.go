package argad

import "fmt"

// MeleeModRow is one melee modifier of the sheet. Rows of one Group do not
// add up ("and/or"); MadeOf rows are the sum of others (a heavy tool used
// with both hands is two-handed and improvised: +1 -1 = 0).
type MeleeModRow struct {
	Name   string   `yaml:"name" json:"name"`
	Value  int      `yaml:"value" json:"value"`
	Group  string   `yaml:"group,omitempty" json:"group,omitempty"`
	MadeOf []string `yaml:"made_of,omitempty" json:"made_of,omitempty"`
	Sheet  string   `yaml:"sheet" json:"sheet"`
	Tag    string   `yaml:"tag" json:"tag"`
}

func (m *MeleeRules) validateModifiers() error {
	groups := map[string]int{}
	seen := map[string]bool{}
	for _, row := range m.Modifiers {
		if row.Name == "" || seen[row.Name] {
			return fmt.Errorf("melee: modifier %q empty or given twice", row.Name)
		}
		seen[row.Name] = true
		if row.Value < -3 || row.Value > 3 {
			return fmt.Errorf("melee: %s: %+d is not a modifier of the sheet's size", row.Tag, row.Value)
		}
		if row.Group != "" {
			if v, ok := groups[row.Group]; ok && v != row.Value {
				return fmt.Errorf("melee: %s: group %s mixes %+d and %+d", row.Tag, row.Group, v, row.Value)
			}
			groups[row.Group] = row.Value
		}
		sum := 0
		for _, part := range row.MadeOf {
			p := m.modifier(part)
			if p == nil || len(p.MadeOf) > 0 {
				return fmt.Errorf("melee: %s: part %q is not a plain modifier", row.Tag, part)
			}
			sum += p.Value
		}
		if len(row.MadeOf) > 0 && sum != row.Value {
			return fmt.Errorf("melee: %s: %+d, but its parts add up to %+d", row.Tag, row.Value, sum)
		}
	}
	return nil
}

func (m *MeleeRules) modifier(name string) *MeleeModRow {
	for i := range m.Modifiers {
		if m.Modifiers[i].Name == name {
			return &m.Modifiers[i]
		}
	}
	return nil
}

// MeleeModifierNames lists the modifiers by name, in the sheet's order.
func (r *Rules) MeleeModifierNames() []string {
	var names []string
	for _, row := range r.Melee.Modifiers {
		names = append(names, row.Name)
	}
	return names
}

// TotalMeleeModifiers adds up named modifiers as the sheet says: a heavy
// tool is its parts, and rows of one group count once. It returns every
// modifier found, marked counted or not, and the total.
func (r *Rules) TotalMeleeModifiers(names []string) ([]Modifier, int, error) {
	var mods []Modifier
	groups := map[string]bool{}
	total := 0
	var add func(name string) error
	add = func(name string) error {
		row := r.Melee.modifier(name)
		if row == nil {
			return unknown("melee.mod", "melee modifier", name, r.MeleeModifierNames())
		}
		if len(row.MadeOf) > 0 {
			mods = append(mods, Modifier{Name: row.Name, Value: row.Value, Tag: row.Tag, Note: NoteMadeOf})
			for _, p := range row.MadeOf {
				if err := add(p); err != nil {
					return err
				}
			}
			return nil
		}
		m := Modifier{Name: row.Name, Value: row.Value, Tag: row.Tag, Counted: true}
		if row.Group != "" && groups[row.Group] {
			m.Counted, m.Note = false, NoteNoAdd
		}
		if row.Group != "" {
			groups[row.Group] = true
		}
		if m.Counted {
			total += m.Value
		}
		mods = append(mods, m)
		return nil
	}
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			continue // a modifier counts once however often it is named
		}
		seen[n] = true
		if err := add(n); err != nil {
			return nil, 0, err
		}
	}
	return mods, total, nil
}

// MeleeWeapon is a weapon as melee sees it: its length and what the
// modifiers ask of it.
type MeleeWeapon struct {
	Name       string   `yaml:"name" json:"name"`
	Also       []string `yaml:"also,omitempty" json:"also,omitempty"`
	Length     Length   `yaml:"length" json:"length"`
	TwoHanded  bool     `yaml:"two_handed,omitempty" json:"two_handed,omitempty"`   // heavy, used with both hands
	Improvised bool     `yaml:"improvised,omitempty" json:"improvised,omitempty"`   // tool, big stick
	Bill       bool     `yaml:"bill,omitempty" json:"bill,omitempty"`               // bill, guisarme, vouge
	Brace      bool     `yaml:"brace,omitempty" json:"brace,omitempty"`             // spear, bill... braced against a charge
	HeavyLance bool     `yaml:"heavy_lance,omitempty" json:"heavy_lance,omitempty"` // couched when charging
}

// Fighter is one side of a melee strike.
type Fighter struct {
	Troop      Troop
	Armour     Armour
	Class      int
	Weapon     MeleeWeapon
	Charging   bool // cavalry charging this game turn
	Immobile   bool // has not moved this game turn
	CloseOrder bool
	InBuilding bool
	ManAtArms  bool // a trained man-at-arms on a war horse trained for it
}

// Ground is what the measured table says of a fight.
type Ground struct {
	CavalryGoing    Going // the ground the cavalry fights on; "" is easy
	FoeHigher       bool  // the foe stands on higher ground than the striker
	HoldsObstacle   bool  // the foe attacks the striker across a linear obstacle
	ChargedDirectly bool  // the foe's charge comes straight at the striker
}

// MeleeModifiers finds the modifiers of a striker's die against a foe. It
// refuses a charge the sheet makes impossible.
func (r *Rules) MeleeModifiers(striker, foe Fighter, g Ground) ([]Modifier, int, error) {
	for _, f := range []Fighter{striker, foe} {
		if err := r.checkClass(f.Class); err != nil {
			return nil, 0, err
		}
	}
	going := g.CavalryGoing
	if going == "" {
		going = Easy
	}
	names, err := r.meleeModifierNames(striker, foe, g, going)
	if err != nil {
		return nil, 0, err
	}
	return r.TotalMeleeModifiers(names)
}

func (r *Rules) meleeModifierNames(s, foe Fighter, g Ground, going Going) ([]string, error) {
	var names []string
	add := func(ok bool, name string) {
		if ok {
			names = append(names, name)
		}
	}
	w := s.Weapon
	twoHands := w.TwoHanded && !s.InBuilding && !s.CloseOrder
	add(twoHands && w.Improvised, "heavy-tool")
	add(twoHands && !w.Improvised, "two-handed")
	add(!twoHands && w.Improvised, "improvised")
	add(s.Class == 2, "class2")
	add(g.HoldsObstacle && s.Troop == Foot, "obstacle")
	add(g.FoeHigher, "uphill")
	add(s.Troop == Cavalry && (foe.Troop == Foot || foe.Troop == MountedFoot) && going == Easy, "cavalry-vs-foot")
	add(s.Troop == Foot && foe.Troop == Cavalry && going != VeryDifficult, "foot-vs-cavalry")
	add(s.Troop == MountedFoot && foe.Troop == Cavalry, "mounted-foot-vs-cavalry")
	add(s.Troop == Foot && w.Bill && foe.Troop.Mounted() && !(foe.Troop == Cavalry && foe.Charging), "bill")
	if s.Charging {
		charge := r.Melee.modifier("charge")
		if s.Troop != Cavalry {
			return nil, errf(charge.Tag, "only cavalry charges, not %s", s.Troop)
		}
		if going != Easy {
			return nil, errf(charge.Tag, "a charge is impossible in %s terrain", going)
		}
		add(true, "charge")
		add(w.HeavyLance && s.ManAtArms, "couched-lance")
	}
	add(s.Troop == Foot && s.Immobile && w.Brace && foe.Troop == Cavalry && foe.Charging && g.ChargedDirectly, "braced")
	return names, nil
}
