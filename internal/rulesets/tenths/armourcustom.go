package tenths

import "fmt"

// CustomArmour is a non-standard armour: protection by area and the
// standard type it counts as for skills and move rates.
type CustomArmour struct {
	Protection map[Area]int `json:"protection"`
	Total      int          `json:"total"`
	Effective  string       `json:"effective"`
	Note       string       `json:"note,omitempty"`
}

// EffectiveArmour finds the standard type a non-standard armour counts
// as: its total protection (each area once) against the standard totals,
// the nearest at or above it. A total above every standard type counts as
// the heaviest (docs/rulings.md).
func (t *ArmourTable) EffectiveArmour(prot map[Area]int) (CustomArmour, error) {
	out := CustomArmour{Protection: prot}
	known := map[Area]bool{}
	for _, a := range t.Areas {
		known[a] = true
	}
	for a, p := range prot {
		if !known[a] {
			return out, errf(TagCustomArmour, "no body area %q", a)
		}
		if p < 0 || p > MaxProtection {
			return out, errf(TagCustomArmour, "protection %d on %s: give 0 to %d", p, a, MaxProtection)
		}
		out.Total += p
	}
	for _, ty := range t.Types {
		if ty.Total() >= out.Total {
			out.Effective = ty.Name
			return out, nil
		}
	}
	heaviest := t.Types[len(t.Types)-1]
	out.Effective = heaviest.Name
	out.Note = fmt.Sprintf("total %d is above every standard type; counted as %s (%d)", out.Total, heaviest.Name, heaviest.Total())
	return out, nil
}

// Custom builds an armour type from a non-standard armour: the effective
// type's modifiers, factors and move rates with the armour's own
// protection.
func (t *ArmourTable) Custom(name string, prot map[Area]int) (*ArmourType, error) {
	c, err := t.EffectiveArmour(prot)
	if err != nil {
		return nil, err
	}
	base, _ := t.Type(c.Effective)
	a := *base
	a.Name, a.Printed = name, name
	a.Protection = map[Area]int{}
	for _, ar := range t.Areas {
		a.Protection[ar] = prot[ar]
	}
	return &a, nil
}
