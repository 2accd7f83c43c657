package destrier

import "fmt"

// ArmourClass is one row of chivalry/armour.yaml: herald's stand-in for
// the C&S armour classes. A higher class is heavier armour, as CHARGE
// MOVEMENT's "armour class 4+" shatters a lance.
type ArmourClass struct {
	AC     int    `yaml:"ac" json:"ac"`
	Name   string `yaml:"name" json:"name"`
	Weight int    `yaml:"weight" json:"weight"` // Dr
}

// ShieldValues are a shield's stand-in values.
type ShieldValues struct {
	Active int `yaml:"active" json:"active"` // % off blows with ACTIVE SHIELD PARRY
	Weight int `yaml:"weight" json:"weight"` // Dr
}

// Armour is chivalry/armour.yaml: classes, shields, what a load does to a
// man's move.
type Armour struct {
	Provenance `yaml:",inline"`
	Classes    []ArmourClass `yaml:"classes" json:"classes"`
	Small      ShieldValues  `yaml:"small_shield" json:"small_shield"`
	Large      ShieldValues  `yaml:"large_shield" json:"large_shield"`
	// Loads: a figure carrying more than Partial (or Full) times its
	// Strength in Dr is partially (fully) encumbered.
	Partial int `yaml:"partial_per_strength" json:"partial_per_strength"`
	Full    int `yaml:"full_per_strength" json:"full_per_strength"`
	// Moves are a man's half-turn moves by load (TERMS gives 3" unencumbered).
	Moves map[Encumbrance]Inches `yaml:"moves" json:"moves"`
}

// Shield is the stand-in values of a shield size.
func (a *Armour) Shield(s Shield) ShieldValues {
	switch s {
	case SmallShield:
		return a.Small
	case LargeShield:
		return a.Large
	}
	return ShieldValues{}
}

// Load is the encumbrance of a figure of the given Strength carrying
// weight Dr.
func (a *Armour) Load(strength, carried int) Encumbrance {
	switch {
	case carried > a.Full*strength:
		return Encumbered
	case carried > a.Partial*strength:
		return Partial
	}
	return Unencumbered
}

// Count is how many armour classes there are (AC 0 to Count-1).
func (a *Armour) Count() int { return len(a.Classes) }

func (a *Armour) validate() error {
	if err := a.Provenance.validate(); err != nil {
		return err
	}
	if len(a.Classes) < 2 || len(a.Classes) > 20 {
		return fmt.Errorf("%d armour classes; want 2..20", len(a.Classes))
	}
	for i, c := range a.Classes {
		if c.AC != i {
			return fmt.Errorf("armour class %d listed in place %d: list AC 0, 1, 2 ... in order", c.AC, i)
		}
		if c.Name == "" || c.Weight < 0 || c.Weight > 5000 {
			return fmt.Errorf("armour class %d: name %q, weight %d", c.AC, c.Name, c.Weight)
		}
		if i > 0 && c.Weight < a.Classes[i-1].Weight {
			return fmt.Errorf("armour class %d weighs less than class %d", c.AC, i-1)
		}
	}
	for _, s := range []ShieldValues{a.Small, a.Large} {
		if s.Active <= 0 || s.Active > 50 || s.Weight <= 0 || s.Weight > 1000 {
			return fmt.Errorf("shield: active %d%%, weight %d out of range", s.Active, s.Weight)
		}
	}
	if a.Partial <= 0 || a.Full <= a.Partial || a.Full > 1000 {
		return fmt.Errorf("loads: partial %d, full %d per Strength point", a.Partial, a.Full)
	}
	for _, e := range []Encumbrance{Unencumbered, Partial, Encumbered} {
		if m := a.Moves[e]; m <= 0 || m > 24 {
			return fmt.Errorf("move %s: %v", e, m)
		}
	}
	if len(a.Moves) != 3 || a.Moves[Unencumbered] < a.Moves[Partial] || a.Moves[Partial] < a.Moves[Encumbered] {
		return fmt.Errorf("moves: one per load, the lighter no slower")
	}
	return nil
}
