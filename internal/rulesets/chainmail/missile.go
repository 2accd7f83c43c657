package chainmail

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"herald/internal/dice"
)

// CannotKill marks a missile cell printed "/": no score kills.
const CannotKill = 0

// MissileWeapon is one row of the missile table: its maximum range in
// inches and, per armour column, the scores that kill at close, medium and
// maximum range written as the text does ("5-6-8", "11-12-/").
type MissileWeapon struct {
	Name          string   `yaml:"name" json:"name"`
	Range         int      `yaml:"range" json:"range"`
	Scores        []string `yaml:"scores" json:"scores"`
	Reconstructed string   `yaml:"reconstructed,omitempty" json:"reconstructed,omitempty"`

	kill [][3]int
}

// MissileRules is the missile table of Appendix B.
type MissileRules struct {
	Ref     string          `yaml:"ref"`
	Armour  []Armour        `yaml:"armour"`
	Weapons []MissileWeapon `yaml:"weapons"`
}

// parseBands reads "5-6-8" or "11-12-/" into three scores, 0 for "/".
func parseBands(s string) ([3]int, error) {
	var out [3]int
	parts := strings.Split(s, "-")
	if len(parts) != 3 {
		return out, fmt.Errorf("%q is not three scores like 5-6-8", s)
	}
	for i, p := range parts {
		if p == "/" {
			out[i] = CannotKill
			continue
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 2 || n > 12 {
			return out, fmt.Errorf("%q: %q is not a 2d6 score or /", s, p)
		}
		out[i] = n
	}
	return out, nil
}

func (m *MissileRules) validate(melee *MeleeRules) error {
	if len(m.Armour) == 0 || len(m.Weapons) == 0 {
		return fmt.Errorf("missile: table is empty")
	}
	for _, a := range m.Armour {
		if melee.column(a) < 0 {
			return fmt.Errorf("missile: armour %q is not a man-to-man armour column", a)
		}
	}
	seen := map[string]bool{}
	for i := range m.Weapons {
		w := &m.Weapons[i]
		if seen[w.Name] {
			return fmt.Errorf("missile: weapon %q given twice", w.Name)
		}
		seen[w.Name] = true
		if w.Range < 3 || w.Range%3 != 0 {
			return fmt.Errorf("missile: %s range %d does not divide into thirds", w.Name, w.Range)
		}
		if len(w.Scores) != len(m.Armour) {
			return fmt.Errorf("missile: %s has %d cells for %d armour columns", w.Name, len(w.Scores), len(m.Armour))
		}
		w.kill = make([][3]int, len(w.Scores))
		for j, s := range w.Scores {
			b, err := parseBands(s)
			if err != nil {
				return fmt.Errorf("missile: %s vs %s: %v", w.Name, m.Armour[j], err)
			}
			w.kill[j] = b
		}
	}
	return nil
}

// WeaponNames lists the missile weapons in table order.
func (m *MissileRules) WeaponNames() []string {
	out := make([]string, len(m.Weapons))
	for i, w := range m.Weapons {
		out[i] = w.Name
	}
	return out
}

func (m *MissileRules) armourNames() []string {
	out := make([]string, len(m.Armour))
	for i, a := range m.Armour {
		out[i] = string(a)
	}
	return out
}

// Range bands: the maximum range divided in thirds.
var bandNames = [3]string{"close", "medium", "maximum"}

// Shot is a looked-up missile shot.
type Shot struct {
	Weapon        string  `json:"weapon"`
	Armour        Armour  `json:"armour"`
	Range         float64 `json:"range"`     // inches to the target
	MaxRange      int     `json:"max_range"` // inches
	Band          string  `json:"band"`      // close, medium, maximum
	Score         int     `json:"score"`     // 2d6 that kills; 0 = cannot kill
	Cover         int     `json:"cover,omitempty"`
	Reconstructed string  `json:"reconstructed,omitempty"`
	Roll          int     `json:"roll,omitempty"`
	Killed        bool    `json:"killed"`
	Reference     string  `json:"ref"`
}

// CanKill reports whether any roll kills (the cell is not "/").
func (s Shot) CanKill() bool { return s.Score != CannotKill }

// KillChance is the exact chance the shot kills; cover subtracts from the
// dice, so the dice must reach the score plus the cover.
func (s Shot) KillChance() Fraction {
	if !s.CanKill() {
		return Fraction{0, 36}
	}
	return TwoD6AtLeast(s.Score + s.Cover)
}

// PlanShot looks up a shot at the given range (inches) and cover without
// rolling it.
func (m *MissileRules) PlanShot(weapon string, rangeInches float64, armour Armour, cover int) (Shot, error) {
	wi := slices.IndexFunc(m.Weapons, func(w MissileWeapon) bool { return w.Name == weapon })
	if wi < 0 {
		return Shot{}, unknown(m.Ref, "missile weapon", weapon, m.WeaponNames())
	}
	ai := slices.Index(m.Armour, armour)
	if ai < 0 {
		return Shot{}, unknown(m.Ref, "armour", string(armour), m.armourNames())
	}
	w := m.Weapons[wi]
	if !(rangeInches > 0) {
		return Shot{}, errf(m.Ref, "range %g\" is not a distance to a target", rangeInches)
	}
	if rangeInches > float64(w.Range) {
		return Shot{}, errf(m.Ref, "%s reaches %d\"; the target is %g\" away", w.Name, w.Range, rangeInches)
	}
	if cover < 0 {
		return Shot{}, errf(m.Ref, "cover %d is negative", cover)
	}
	third := float64(w.Range) / 3
	band := 0
	switch {
	case rangeInches > 2*third:
		band = 2
	case rangeInches > third:
		band = 1
	}
	return Shot{
		Weapon: weapon, Armour: armour, Range: rangeInches, MaxRange: w.Range,
		Band: bandNames[band], Score: w.kill[ai][band], Cover: cover,
		Reconstructed: w.Reconstructed, Reference: m.Ref,
	}, nil
}

// ResolveShot rolls a planned shot: 2d6 less cover, a kill on the score or
// better. A "/" cell is not rolled.
func (m *MissileRules) ResolveShot(s Shot, src dice.Source) Shot {
	if !s.CanKill() {
		return s
	}
	s.Roll = dice.TwoD6(src, "chainmail missile "+s.Weapon)
	s.Killed = s.Roll-s.Cover >= s.Score
	return s
}
