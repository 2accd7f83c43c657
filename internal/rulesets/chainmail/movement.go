package chainmail

import (
	"fmt"
	"slices"
)

// MoveRate is how far a troop type moves in one round.
type MoveRate struct {
	Troop  TroopType `yaml:"troop" json:"troop"`
	Inches int       `yaml:"inches" json:"inches"`
}

// MovementRules are the movement rates of figures on foot (Rates) and on
// horseback (Horse). The appendices cite them but do not give them
// (NotInText): they are defaults a scenario may override figure by figure.
type MovementRules struct {
	Ref       string     `yaml:"ref"`
	NotInText bool       `yaml:"not_in_text"`
	Rates     []MoveRate `yaml:"rates"`
	Horse     []MoveRate `yaml:"horse"`
}

func (m *MovementRules) validate(mass *MassRules) error {
	if len(m.Rates) == 0 {
		return fmt.Errorf("movement: no rates")
	}
	seen := map[TroopType]bool{}
	for _, r := range append(slices.Clone(m.Rates), m.Horse...) {
		if !slices.Contains(mass.Types, r.Troop) {
			return fmt.Errorf("movement: unknown troop type %q", r.Troop)
		}
		if seen[r.Troop] {
			return fmt.Errorf("movement: %s given twice", r.Troop)
		}
		seen[r.Troop] = true
		if r.Inches < 1 {
			return fmt.Errorf("movement: %s moves %d inches", r.Troop, r.Inches)
		}
	}
	return nil
}

// Rate is how many inches a troop type moves in a round.
func (m *MovementRules) Rate(t TroopType) (int, error) {
	for _, r := range m.Rates {
		if r.Troop == t {
			return r.Inches, nil
		}
	}
	names := make([]string, len(m.Rates))
	for i, r := range m.Rates {
		names[i] = string(r.Troop)
	}
	return 0, unknown(m.Ref, "troop type on foot", string(t), names)
}

// RateOf is how many inches a troop type moves in a round, on foot or
// mounted.
func (m *MovementRules) RateOf(t TroopType) (int, error) {
	for _, r := range append(slices.Clone(m.Rates), m.Horse...) {
		if r.Troop == t {
			return r.Inches, nil
		}
	}
	var names []string
	for _, r := range append(slices.Clone(m.Rates), m.Horse...) {
		names = append(names, string(r.Troop))
	}
	return 0, unknown(m.Ref, "troop type", string(t), names)
}
