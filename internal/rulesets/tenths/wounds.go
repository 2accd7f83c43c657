package tenths

import "fmt"

// WoundRules are the damage-factor table and the wound table (herald's
// default, tag base:wounds).
type WoundRules struct {
	Damage DamageTable `yaml:"damage"`
	Types  []WoundType `yaml:"types"`
	Table  []WoundRow  `yaml:"table"`
}

// DamageTable gives the damage factor by effective blow strength and
// attack excess.
type DamageTable struct {
	BlowBands   []Band  `yaml:"blow_bands"`
	ExcessBands []Band  `yaml:"excess_bands"`
	Factors     [][]int `yaml:"factors"`
}

// WoundType is one kind of wound and what it does.
type WoundType struct {
	Name      string `yaml:"name" json:"name"`
	Printed   string `yaml:"printed,omitempty" json:"printed,omitempty"`
	Time      int    `yaml:"time" json:"time"`
	Potential int    `yaml:"potential" json:"potential"`
	Out       bool   `yaml:"out,omitempty" json:"out,omitempty"`
	Dead      bool   `yaml:"dead,omitempty" json:"dead,omitempty"`
}

// WoundRow is the wound a band of damage factors gives to a vital area
// and to a limb.
type WoundRow struct {
	Factor Band   `yaml:"factor"`
	Vital  string `yaml:"vital"`
	Limb   string `yaml:"limb"`
}

// Wound type names the text itself uses.
const (
	NoWound     = "none"
	Wounded     = "wound"
	Serious     = "serious"
	Disablement = "disablement"
)

// Factor is the damage factor of a blow: effective blow strength (after
// armour) and attack excess; a negative excess counts as zero.
func (t *DamageTable) Factor(blow, excess int) int {
	if excess < 0 {
		excess = 0
	}
	i := bandOf(t.BlowBands, Whole(blow))
	j := bandOf(t.ExcessBands, Whole(excess))
	return t.Factors[i][j]
}

// Type finds a wound type.
func (w *WoundRules) Type(name string) *WoundType {
	for i := range w.Types {
		if w.Types[i].Name == name {
			return &w.Types[i]
		}
	}
	return nil
}

// Wound is the wound a damage factor gives on a location.
func (w *WoundRules) Wound(factor int, loc Location) *WoundType {
	for _, r := range w.Table {
		if r.Factor.HasInt(factor) {
			if loc.Limb {
				return w.Type(r.Limb)
			}
			return w.Type(r.Vital)
		}
	}
	return w.Type(NoWound) // not reached: the bands cover every factor
}

// AtLeast reports whether wound a is as bad as b or worse.
func (w *WoundRules) AtLeast(a, b string) bool { return w.rank(a) >= w.rank(b) }

func (w *WoundRules) rank(name string) int {
	for i, t := range w.Types {
		if t.Name == name {
			return i
		}
	}
	return -1
}

func (w *WoundRules) validate() error {
	d := &w.Damage
	if err := checkBands("damage blow_bands", d.BlowBands, 10, true); err != nil {
		return err
	}
	if !d.BlowBands[0].NoLo {
		return fmt.Errorf("damage blow_bands: the first must be open below")
	}
	if err := checkBands("damage excess_bands", d.ExcessBands, 10, true); err != nil {
		return err
	}
	if !d.ExcessBands[0].NoLo && d.ExcessBands[0].Lo > 0 {
		return fmt.Errorf("damage excess_bands must start at 0 or below")
	}
	if len(d.Factors) != len(d.BlowBands) {
		return fmt.Errorf("damage: %d rows for %d blow bands", len(d.Factors), len(d.BlowBands))
	}
	for i, row := range d.Factors {
		if len(row) != len(d.ExcessBands) {
			return fmt.Errorf("damage row %s: %d cells for %d excess bands", d.BlowBands[i], len(row), len(d.ExcessBands))
		}
		for j, f := range row {
			if f < 0 || f > 30 {
				return fmt.Errorf("damage row %s, excess %s: factor %d", d.BlowBands[i], d.ExcessBands[j], f)
			}
			// More blow or more excess never does less damage.
			if (j > 0 && f < row[j-1]) || (i > 0 && f < d.Factors[i-1][j]) {
				return fmt.Errorf("damage row %s, excess %s: factor %d falls below its neighbour", d.BlowBands[i], d.ExcessBands[j], f)
			}
		}
	}
	if len(w.Types) == 0 || w.Types[0].Name != NoWound {
		return fmt.Errorf("wound types: the first must be %q", NoWound)
	}
	for _, need := range []string{NoWound, Wounded, Serious, Disablement} {
		if w.Type(need) == nil {
			return fmt.Errorf("wound types: %q is missing (the text uses it)", need)
		}
	}
	for _, t := range w.Types {
		if t.Time < 0 || t.Time > 50 || t.Potential < 0 || t.Potential > 50 {
			return fmt.Errorf("wound %s: time %d, potential %d out of range", t.Name, t.Time, t.Potential)
		}
	}
	bands := make([]Band, len(w.Table))
	for i, r := range w.Table {
		bands[i] = r.Factor
		if w.Type(r.Vital) == nil || w.Type(r.Limb) == nil {
			return fmt.Errorf("wound table %s: unknown wound %q or %q", r.Factor, r.Vital, r.Limb)
		}
	}
	if err := checkBands("wound table", bands, 10, true); err != nil {
		return err
	}
	if b := bands[0]; !b.NoLo && b.Lo > 0 {
		return fmt.Errorf("wound table must start at factor 0")
	}
	return nil
}
