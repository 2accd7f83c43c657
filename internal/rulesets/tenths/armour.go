package tenths

import "fmt"

// Area is a body area armour protects (armour.yaml's areas).
type Area string

// ArmourType is one standard armour type: its modifiers, factors, move
// rates and protection by body area (herald's default, tag base:armour).
type ArmourType struct {
	Name         string       `yaml:"name" json:"name"`
	Printed      string       `yaml:"printed" json:"printed"`
	SkillFactor  Decimal      `yaml:"skill_factor" json:"skill_factor"`
	Walk         int          `yaml:"walk" json:"walk"`
	Run          int          `yaml:"run" json:"run"`
	PassiveDodge int          `yaml:"passive_dodge" json:"passive_dodge"`
	ActiveDodge  int          `yaml:"active_dodge" json:"active_dodge"`
	Protection   map[Area]int `yaml:"protection" json:"protection"`
}

// Construction is one row of the armour construction table (herald's
// default: the text does not have it).
type Construction struct {
	Name    string `yaml:"name" json:"name"`
	Sword   int    `yaml:"sword" json:"sword"`
	Stab    int    `yaml:"stab" json:"stab"`
	Cut     int    `yaml:"cut" json:"cut"`
	Missile int    `yaml:"missile" json:"missile"`
}

// ArmourTable is the armour types from lightest to heaviest and the body
// areas.
type ArmourTable struct {
	Areas         []Area         `yaml:"areas"`
	Types         []ArmourType   `yaml:"types"`
	Constructions []Construction `yaml:"constructions"`
}

// MaxProtection is the most protection any area can have (text,
// non-standard armour: "up to 15 on any part of the body").
const MaxProtection = 15

// Type finds an armour type by name.
func (t *ArmourTable) Type(name string) (*ArmourType, error) {
	var names []string
	for i := range t.Types {
		if t.Types[i].Name == name {
			return &t.Types[i], nil
		}
		names = append(names, t.Types[i].Name)
	}
	return nil, unknown(TagArmour, "armour type", name, names)
}

// Total is the protection summed over the body, each area once (text,
// non-standard armour: "Arm, leg and shoulder are only counted once
// each").
func (a *ArmourType) Total() int {
	n := 0
	for _, p := range a.Protection {
		n += p
	}
	return n
}

// Protects is the protection on an area.
func (a *ArmourType) Protects(area Area) int { return a.Protection[area] }

// HorseProtects is a horse's protection on an area: legs have half the
// given protection, rounded down (text, horses).
func (a *ArmourType) HorseProtects(area Area, leg bool) int {
	p := a.Protection[area]
	if leg {
		return p / 2
	}
	return p
}

func (t *ArmourTable) validate() error {
	if len(t.Areas) == 0 {
		return fmt.Errorf("no body areas")
	}
	areas := map[Area]bool{}
	for _, a := range t.Areas {
		if a == "" || areas[a] {
			return fmt.Errorf("area %q empty or twice", a)
		}
		areas[a] = true
	}
	if len(t.Types) == 0 {
		return fmt.Errorf("no armour types")
	}
	last := -1
	seen := map[string]bool{}
	for i := range t.Types {
		a := &t.Types[i]
		if a.Name == "" || seen[a.Name] {
			return fmt.Errorf("armour %q: empty or repeated name", a.Name)
		}
		seen[a.Name] = true
		if err := a.validate(t.Areas); err != nil {
			return fmt.Errorf("armour %s: %w", a.Name, err)
		}
		if tot := a.Total(); tot <= last {
			return fmt.Errorf("armour %s: total protection %d does not rise above the type before (%d); list types lightest first", a.Name, tot, last)
		} else {
			last = tot
		}
	}
	for _, c := range t.Constructions {
		if c.Name == "" || c.Sword < 0 || c.Sword > MaxProtection {
			return fmt.Errorf("construction %q: protection against a sword %d must be 0..%d", c.Name, c.Sword, MaxProtection)
		}
		for _, adj := range []int{c.Stab, c.Cut, c.Missile} {
			if adj < -MaxProtection || adj > MaxProtection {
				return fmt.Errorf("construction %s: adjustment %d out of range", c.Name, adj)
			}
		}
	}
	return nil
}

func (a *ArmourType) validate(areas []Area) error {
	if a.SkillFactor <= 0 || a.SkillFactor > Whole(1) {
		return fmt.Errorf("skill factor %s: give 0.1 to 1.0", a.SkillFactor)
	}
	// The athletics table runs from rate 3 to 12 (text, athletics).
	if a.Walk < 3 || a.Walk > 12 || a.Run < 3 || a.Run > a.Walk {
		return fmt.Errorf("walk %d, run %d: rates are 3..12 tenths and a run is no slower than a walk", a.Walk, a.Run)
	}
	if a.PassiveDodge < 0 || a.PassiveDodge > 40 || a.ActiveDodge < 0 || a.ActiveDodge > 40 {
		return fmt.Errorf("dodge factors %d, %d: give 0..40", a.PassiveDodge, a.ActiveDodge)
	}
	if len(a.Protection) != len(areas) {
		return fmt.Errorf("protection gives %d areas, want %d", len(a.Protection), len(areas))
	}
	for _, ar := range areas {
		p, ok := a.Protection[ar]
		if !ok {
			return fmt.Errorf("no protection for %s", ar)
		}
		if p < 0 || p > MaxProtection {
			return fmt.Errorf("protection %d on %s: give 0..%d", p, ar, MaxProtection)
		}
	}
	return nil
}
