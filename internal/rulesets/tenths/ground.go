package tenths

import "fmt"

// GroundRules are the text's ground kinds and their move increments
// (ground.yaml).
type GroundRules struct {
	Rule  string       `yaml:"rule"`
	Kinds []GroundKind `yaml:"kinds"`
}

// GroundKind is one kind of ground.
type GroundKind struct {
	Name       string      `yaml:"name"`
	Printed    string      `yaml:"printed"`
	Increments []Increment `yaml:"increments"`
}

// Increment is the tenths added to a band of move rates.
type Increment struct {
	Rate          Band   `yaml:"rate"`
	Add           int    `yaml:"add"`
	Reconstructed string `yaml:"reconstructed,omitempty"`
}

// Ground kinds the text names.
const (
	Firm      = "firm"
	Soft      = "soft"
	Muddy     = "muddy"
	Difficult = "difficult"
)

// Kind finds a ground kind.
func (g *GroundRules) Kind(name string) (*GroundKind, error) {
	var names []string
	for i := range g.Kinds {
		if g.Kinds[i].Name == name {
			return &g.Kinds[i], nil
		}
		names = append(names, g.Kinds[i].Name)
	}
	return nil, unknown(TagGround, "ground", name, names)
}

// Increment is the tenths a move at rate takes extra on this ground, and
// the reconstruction note of the cell when it has one.
func (k *GroundKind) Increment(rate int) (int, string) {
	for _, in := range k.Increments {
		if in.Rate.HasInt(rate) {
			return in.Add, in.Reconstructed
		}
	}
	return 0, ""
}

func (g *GroundRules) validate() error {
	if g.Rule != TagGround {
		return fmt.Errorf("rule %q, want %s", g.Rule, TagGround)
	}
	for _, need := range []string{Firm, Soft, Muddy, Difficult} {
		if _, err := g.Kind(need); err != nil {
			return fmt.Errorf("ground %q is missing", need)
		}
	}
	for _, k := range g.Kinds {
		if len(k.Increments) == 0 {
			if k.Name != Firm {
				return fmt.Errorf("ground %s: no increments", k.Name)
			}
			continue
		}
		bands := make([]Band, len(k.Increments))
		for i, in := range k.Increments {
			bands[i] = in.Rate
			if in.Add < 0 || in.Add > 20 {
				return fmt.Errorf("ground %s: add %d", k.Name, in.Add)
			}
		}
		if err := checkBands("ground "+k.Name, bands, 10, true); err != nil {
			return err
		}
		if !bands[0].NoLo {
			return fmt.Errorf("ground %s: the first band must be open below", k.Name)
		}
	}
	return nil
}
