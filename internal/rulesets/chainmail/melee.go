package chainmail

import (
	"fmt"
	"slices"

	"herald/internal/dice"
)

// Armour is a defender's armour protection type: none, shield, leather,
// leather-shield, mail, mail-shield, plate, plate-shield, horse,
// barded-horse.
type Armour string

// ArmourClass names a column of the man-to-man and missile tables.
type ArmourClass struct {
	Name  Armour `yaml:"name" json:"name"`
	AC    int    `yaml:"ac,omitempty" json:"ac,omitempty"` // the class number the special rules use (AC 9, AC 2); 0 for horses
	Label string `yaml:"label" json:"label"`
	Horse bool   `yaml:"horse,omitempty" json:"horse,omitempty"`
}

// WeaponRow is one attacker's weapon in the man-to-man table: the 2d6
// score that kills, per armour column.
type WeaponRow struct {
	Name               string            `yaml:"name" json:"name"`
	Class              int               `yaml:"class" json:"class"`
	Scores             []int             `yaml:"scores" json:"scores"`
	Starred            []Armour          `yaml:"starred,omitempty" json:"starred,omitempty"`
	Reconstructed      map[Armour]string `yaml:"reconstructed,omitempty" json:"reconstructed,omitempty"`
	LabelReconstructed string            `yaml:"label_reconstructed,omitempty" json:"label_reconstructed,omitempty"`
}

// MeleeRules is the man-to-man melee table of Appendix B.
type MeleeRules struct {
	Ref     string        `yaml:"ref"`
	Armour  []ArmourClass `yaml:"armour"`
	Weapons []WeaponRow   `yaml:"weapons"`
	// ProneScore kills a dismounted, prone man in a starred cell.
	ProneScore         int    `yaml:"prone_score"`
	ProneReconstructed string `yaml:"prone_reconstructed,omitempty"`
}

func (m *MeleeRules) validate() error {
	if len(m.Armour) == 0 || len(m.Weapons) == 0 {
		return fmt.Errorf("melee: table is empty")
	}
	seen := map[string]bool{}
	for _, w := range m.Weapons {
		if seen[w.Name] {
			return fmt.Errorf("melee: weapon %q given twice", w.Name)
		}
		seen[w.Name] = true
		if len(w.Scores) != len(m.Armour) {
			return fmt.Errorf("melee: weapon %q has %d scores for %d armour columns", w.Name, len(w.Scores), len(m.Armour))
		}
		for i, s := range w.Scores {
			if s < 2 || s > 12 {
				return fmt.Errorf("melee: %s vs %s: score %d is not on 2d6", w.Name, m.Armour[i].Name, s)
			}
		}
		for _, a := range w.Starred {
			if m.column(a) < 0 {
				return fmt.Errorf("melee: weapon %q stars unknown armour %q", w.Name, a)
			}
		}
		for a := range w.Reconstructed {
			if m.column(a) < 0 {
				return fmt.Errorf("melee: weapon %q flags unknown armour %q", w.Name, a)
			}
		}
	}
	if m.ProneScore < 2 || m.ProneScore > 12 {
		return fmt.Errorf("melee: prone_score %d is not on 2d6", m.ProneScore)
	}
	return nil
}

func (m *MeleeRules) column(a Armour) int {
	return slices.IndexFunc(m.Armour, func(c ArmourClass) bool { return c.Name == a })
}

// ArmourNames lists the armour columns in table order.
func (m *MeleeRules) ArmourNames() []string {
	out := make([]string, len(m.Armour))
	for i, a := range m.Armour {
		out[i] = string(a.Name)
	}
	return out
}

// WeaponNames lists the weapons in table order.
func (m *MeleeRules) WeaponNames() []string {
	out := make([]string, len(m.Weapons))
	for i, w := range m.Weapons {
		out[i] = w.Name
	}
	return out
}

// ArmourByAC finds the armour column the special rules call "AC n".
func (m *MeleeRules) ArmourByAC(ac int) (Armour, bool) {
	for _, a := range m.Armour {
		if a.AC == ac && !a.Horse {
			return a.Name, true
		}
	}
	return "", false
}

// MeleeCell is one looked-up cell of the man-to-man table.
type MeleeCell struct {
	Weapon        string `json:"weapon"`
	Armour        Armour `json:"armour"`
	Score         int    `json:"score"` // 2d6 total that kills, this or more
	Starred       bool   `json:"starred,omitempty"`
	Reconstructed string `json:"reconstructed,omitempty"`
	Reference     string `json:"ref"`
}

// Lookup returns the score weapon needs to kill a man in armour.
func (m *MeleeRules) Lookup(weapon string, armour Armour) (MeleeCell, error) {
	wi := slices.IndexFunc(m.Weapons, func(w WeaponRow) bool { return w.Name == weapon })
	if wi < 0 {
		return MeleeCell{}, unknown(m.Ref, "weapon", weapon, m.WeaponNames())
	}
	ai := m.column(armour)
	if ai < 0 {
		return MeleeCell{}, unknown(m.Ref, "armour", string(armour), m.ArmourNames())
	}
	w := m.Weapons[wi]
	return MeleeCell{
		Weapon: weapon, Armour: armour, Score: w.Scores[ai],
		Starred: slices.Contains(w.Starred, armour), Reconstructed: w.Reconstructed[armour],
		Reference: m.Ref,
	}, nil
}

// Blow is one man-to-man attack.
type Blow struct {
	Weapon string `json:"weapon"` // a table weapon, or "unarmed"
	Armour Armour `json:"armour"`
	// Modifier is added to the dice (mounted against foot +1, and pips).
	Modifier int `json:"modifier,omitempty"`
	// ProneDismounted: the defender is dismounted and prone, which changes
	// the starred cells.
	ProneDismounted bool `json:"prone_dismounted,omitempty"`
}

// BlowResult explains a resolved blow.
type BlowResult struct {
	Cell      MeleeCell `json:"cell"`
	Need      int       `json:"need"`     // the modified total that kills
	Modifier  int       `json:"modifier"` // added to the dice
	Roll      int       `json:"roll,omitempty"`
	Killed    bool      `json:"killed"`
	Notes     []string  `json:"notes,omitempty"`
	Reference string    `json:"ref"`
}

// KillChance is the exact chance that the blow kills.
func (b BlowResult) KillChance() Fraction { return TwoD6AtLeast(b.Need - b.Modifier) }

// PlanBlow looks up a blow without rolling it.
func (r *Rules) PlanBlow(b Blow) (BlowResult, error) {
	weapon, mod := b.Weapon, b.Modifier
	var notes []string
	if weapon == r.Special.Unarmed.Name {
		weapon = r.Special.Unarmed.As
		mod += r.Special.Unarmed.Modifier
		notes = append(notes, fmt.Sprintf("unarmed attacks as %s %+d", weapon, r.Special.Unarmed.Modifier))
	}
	if weapon == b.Weapon && !slices.Contains(r.Melee.WeaponNames(), weapon) {
		return BlowResult{}, unknown(r.Melee.Ref, "weapon", weapon, append(r.Melee.WeaponNames(), r.Special.Unarmed.Name))
	}
	cell, err := r.Melee.Lookup(weapon, b.Armour)
	if err != nil {
		return BlowResult{}, err
	}
	need := cell.Score
	if cell.Starred && b.ProneDismounted {
		need = r.Melee.ProneScore
		notes = append(notes, fmt.Sprintf("starred cell: a dismounted, prone man dies on %d or better", need))
	}
	return BlowResult{Cell: cell, Need: need, Modifier: mod, Notes: notes, Reference: r.Melee.Ref}, nil
}

// ResolveBlow rolls a man-to-man blow: 2d6 plus the modifier, a kill on
// the table's score or better.
func (r *Rules) ResolveBlow(b Blow, src dice.Source) (BlowResult, error) {
	res, err := r.PlanBlow(b)
	if err != nil {
		return res, err
	}
	res.Roll = dice.TwoD6(src, purposeMelee)
	res.Killed = res.Roll+res.Modifier >= res.Need
	return res, nil
}
