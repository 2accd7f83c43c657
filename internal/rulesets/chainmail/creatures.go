package chainmail

import (
	"fmt"
	"slices"
)

// Creature is a row of the creatures table: how a monster fights in mass
// combat and on the fantasy combat table. Empty fields are "-" in the text.
type Creature struct {
	Name    string    `yaml:"name" json:"name"`
	AC      int       `yaml:"ac,omitempty" json:"ac,omitempty"`
	HD      string    `yaml:"hd,omitempty" json:"hd,omitempty"` // hit dice as printed: "6+1", "8-12"
	Attack  TroopType `yaml:"attack,omitempty" json:"attack,omitempty"`
	Defend  TroopType `yaml:"defend,omitempty" json:"defend,omitempty"`
	Fantasy string    `yaml:"fantasy,omitempty" json:"fantasy,omitempty"`
	Note    string    `yaml:"note,omitempty" json:"note,omitempty"`
}

// CreatureRules is the creatures table of Appendix E.
type CreatureRules struct {
	Ref       string     `yaml:"ref"`
	Creatures []Creature `yaml:"creatures"`
}

func (c *CreatureRules) validate(mass *MassRules, fantasy *FantasyRules) error {
	seen := map[string]bool{}
	for _, cr := range c.Creatures {
		if seen[cr.Name] {
			return fmt.Errorf("creatures: %q given twice", cr.Name)
		}
		seen[cr.Name] = true
		for _, t := range []TroopType{cr.Attack, cr.Defend} {
			if t != "" && !slices.Contains(mass.Types, t) {
				return fmt.Errorf("creatures: %s fights as unknown troop type %q", cr.Name, t)
			}
		}
		if cr.Fantasy != "" && !slices.Contains(fantasy.Creatures, cr.Fantasy) {
			return fmt.Errorf("creatures: %s fights as unknown fantasy creature %q", cr.Name, cr.Fantasy)
		}
	}
	return nil
}

// Creature looks a creature up by name.
func (c *CreatureRules) Creature(name string) (Creature, error) {
	i := slices.IndexFunc(c.Creatures, func(cr Creature) bool { return cr.Name == name })
	if i < 0 {
		names := make([]string, len(c.Creatures))
		for j, cr := range c.Creatures {
			names[j] = cr.Name
		}
		return Creature{}, unknown(c.Ref, "creature", name, names)
	}
	return c.Creatures[i], nil
}
