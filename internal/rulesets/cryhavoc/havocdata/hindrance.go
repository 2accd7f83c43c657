package havocdata

import (
	"fmt"

	"herald/internal/rulesets/cryhavoc/havoc"
)

// loadHindrance reads the §7.8 table: one row per unit kind, each once.
// That every kind of the field rules has a row is checked by the field
// rules themselves (field.New), which havocdata may not import: the field
// tests read this file too.
func loadHindrance(b []byte, t *havoc.Tables) error {
	var f struct {
		Units []struct {
			Rule     string `yaml:"rule"`
			Kind     string `yaml:"kind"`
			CountsAs int    `yaml:"counts_as"`
			Text     string `yaml:"text"`
		} `yaml:"units"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	t.Hindrance = havoc.Hindrance{}
	for i, u := range f.Units {
		if u.Rule == "" {
			return fmt.Errorf("units row %d (%s): no rule number", i+1, u.Kind)
		}
		if u.Kind == "" {
			return fmt.Errorf("units row %d: no kind", i+1)
		}
		if _, dup := t.Hindrance[u.Kind]; dup {
			return fmt.Errorf("units row %d: kind %s is listed twice", i+1, u.Kind)
		}
		if u.CountsAs < 0 || u.CountsAs > 10 {
			return fmt.Errorf("units row %d (%s): counts_as %d is not 0 to 10 characters", i+1, u.Kind, u.CountsAs)
		}
		t.Hindrance[u.Kind] = u.CountsAs
	}
	return nil
}
