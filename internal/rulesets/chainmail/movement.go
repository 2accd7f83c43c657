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

// MovementRules are the movement rates of figures on foot. The appendices
// cite them but do not give them (NotInText): they are defaults a
// scenario may override figure by figure.
type MovementRules struct {
	Ref       string     `yaml:"ref"`
	NotInText bool       `yaml:"not_in_text"`
	Rates     []MoveRate `yaml:"rates"`
}

func (m *MovementRules) validate(mass *MassRules) error {
	if len(m.Rates) == 0 {
		return fmt.Errorf("movement: no rates")
	}
	seen := map[TroopType]bool{}
	for _, r := range m.Rates {
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
