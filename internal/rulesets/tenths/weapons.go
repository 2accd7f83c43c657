package tenths

import "fmt"

// Type is how a weapon strikes: the text's "Stab" or "Cut".
type Type string

// Weapon types.
const (
	Stab Type = "stab"
	Cut  Type = "cut"
)

// Range is a weapon's range class.
type Range string

// Range classes; Special is the text's polearm and lance, whose hexes have
// their own diagrams.
const (
	Short   Range = "short"
	Medium  Range = "medium"
	Long    Range = "long"
	Special Range = "special"
)

// Sources of a table row.
const (
	SourceHerald = "herald" // herald's own default for the base system
	SourceText   = "text"   // transcribed from the text
)

// Weapon is one hand weapon's data, as the text's unusual weapons table
// prints it plus herald's additions (data/tenths/weapons.yaml).
type Weapon struct {
	Name     string   `yaml:"name" json:"name"`
	Source   string   `yaml:"source" json:"source"`
	Rule     string   `yaml:"rule,omitempty" json:"rule,omitempty"`
	Training string   `yaml:"training" json:"training"`
	Type     Type     `yaml:"type" json:"type"`
	Range    Range    `yaml:"range" json:"range"`
	Hands    int      `yaml:"hands" json:"hands"`
	A        Decimal  `yaml:"a" json:"a"`
	Accuracy Decimal  `yaml:"accuracy,omitempty" json:"accuracy,omitempty"`
	B        *int     `yaml:"b,omitempty" json:"b,omitempty"`
	BSkill   bool     `yaml:"b_skill,omitempty" json:"b_skill,omitempty"`
	DS       *Decimal `yaml:"ds,omitempty" json:"ds,omitempty"`
	DC       *Decimal `yaml:"dc,omitempty" json:"dc,omitempty"`
	Modifier int      `yaml:"modifier" json:"modifier"`
	// ParryOnly is a shield: it parries and bashes but does not attack.
	ParryOnly bool `yaml:"parry_only,omitempty" json:"parry_only,omitempty"`
}

// Missile is one missile weapon (herald's default table; the guns rows
// carry the text's two blow strengths).
type Missile struct {
	Name       string      `yaml:"name" json:"name"`
	Source     string      `yaml:"source" json:"source"`
	Rule       string      `yaml:"rule,omitempty" json:"rule,omitempty"`
	Training   string      `yaml:"training" json:"training"`
	Hands      int         `yaml:"hands" json:"hands"`
	Accuracy   Decimal     `yaml:"accuracy" json:"accuracy"`
	B          int         `yaml:"b,omitempty" json:"b,omitempty"`
	BGrape     int         `yaml:"b_grape,omitempty" json:"b_grape,omitempty"`
	BBall      int         `yaml:"b_ball,omitempty" json:"b_ball,omitempty"`
	Bands      []RangeBand `yaml:"bands" json:"bands"`
	Aim        int         `yaml:"aim" json:"aim"`
	Fire       int         `yaml:"fire" json:"fire"`
	Load       int         `yaml:"load" json:"load"`
	Automatic  bool        `yaml:"automatic,omitempty" json:"automatic,omitempty"`
	Cartridges int         `yaml:"cartridges,omitempty" json:"cartridges,omitempty"`
}

// RangeBand is the attack potential a missile has out to a range in hexes.
type RangeBand struct {
	To        int `yaml:"to" json:"to"`
	Potential int `yaml:"potential" json:"potential"`
}

// IsGun reports whether the missile is one of the text's guns.
func (m *Missile) IsGun() bool { return m.Rule == TagGuns }

// WeaponTable is every weapon herald knows.
type WeaponTable struct {
	Weapons  []Weapon  `yaml:"weapons"`
	Missiles []Missile `yaml:"missiles"`
}

// Weapon finds a hand weapon by name.
func (t *WeaponTable) Weapon(name string) (*Weapon, error) {
	var names []string
	for i := range t.Weapons {
		if t.Weapons[i].Name == name {
			return &t.Weapons[i], nil
		}
		names = append(names, t.Weapons[i].Name)
	}
	return nil, unknown(TagWeapons, "weapon", name, names)
}

// Missile finds a missile weapon by name.
func (t *WeaponTable) Missile(name string) (*Missile, error) {
	var names []string
	for i := range t.Missiles {
		if t.Missiles[i].Name == name {
			return &t.Missiles[i], nil
		}
		names = append(names, t.Missiles[i].Name)
	}
	return nil, unknown(TagWeapons, "missile weapon", name, names)
}

// AccuracyCoef is the weapon's accuracy per point of skill (A when the
// table gives none).
func (w *Weapon) AccuracyCoef() Decimal {
	if w.Accuracy != 0 {
		return w.Accuracy
	}
	return w.A
}

// CanParry reports whether the weapon parries at all (DS or DC printed).
func (w *Weapon) CanParry() bool { return w.DS != nil || w.DC != nil }

// Damages reports whether the weapon has a blow strength (the net has
// none).
func (w *Weapon) Damages() bool { return w.B != nil }

// HitClass is the hit-location table the weapon strikes on: its range
// class and type; special weapons strike as long ones (text, polearms;
// herald for the lance, a long stabbing weapon).
func (w *Weapon) HitClass() HitClass {
	r := w.Range
	if r == Special {
		r = Long
	}
	return HitClass(string(r) + "-" + string(w.Type))
}

// AntiParry is A × skill, rounded down (tag base:attack).
func (w *Weapon) AntiParry(skill Decimal) int { return MulFloor(w.A, skill) }

// AccuracyOf is accuracy × skill, rounded down.
func (w *Weapon) AccuracyOf(skill Decimal) int { return MulFloor(w.AccuracyCoef(), skill) }

// ParryFactor is DS or DC × skill + parry_base, by the attacking weapon's
// type; ok is false when the weapon cannot parry that type.
func (f Formulas) ParryFactor(w *Weapon, skill Decimal, against Type) (int, bool) {
	c := w.DC
	if against == Stab {
		c = w.DS
	}
	if c == nil {
		return 0, false
	}
	return MulFloor(*c, skill) + f.ParryBase, true
}

// BaseSpeed is the tenths an attack with w takes: base_speed_time + the
// weapon's modifier - skill (rounded), never below base_speed_min.
func (f Formulas) BaseSpeed(w *Weapon, skill Decimal) int {
	bs := f.BaseSpeedTime + w.Modifier - skill.Round()
	if bs < f.BaseSpeedMin {
		return f.BaseSpeedMin
	}
	return bs
}

// StrengthBonus is what Strength adds to a blow.
func (f Formulas) StrengthBonus(strength int) int {
	return floorDiv(strength-f.StrengthAverage, f.StrengthDivisor)
}

// BlowStrength is the weapon's B plus the strength bonus, and the skill
// where the table prints "Skill-n" (b_skill). ok is false for a weapon
// that does no damage.
func (f Formulas) BlowStrength(w *Weapon, strength int, skill Decimal) (int, bool) {
	if w.B == nil {
		return 0, false
	}
	b := *w.B + f.StrengthBonus(strength)
	if w.BSkill {
		b += skill.Floor()
	}
	return b, true
}

// BandAt is the range band a target at dist hexes is in; ok is false out
// of range.
func (m *Missile) BandAt(dist int) (RangeBand, bool) {
	for _, b := range m.Bands {
		if dist <= b.To {
			return b, true
		}
	}
	return RangeBand{}, false
}

// MaxRange is the missile's longest range in hexes.
func (m *Missile) MaxRange() int { return m.Bands[len(m.Bands)-1].To }

func (t *WeaponTable) validate(base *BaseRules) error {
	seen := map[string]bool{}
	for _, w := range t.Weapons {
		if err := w.validate(base); err != nil {
			return fmt.Errorf("weapon %q: %w", w.Name, err)
		}
		if seen[w.Name] {
			return fmt.Errorf("weapon %q twice", w.Name)
		}
		seen[w.Name] = true
	}
	for _, m := range t.Missiles {
		if err := m.validate(base); err != nil {
			return fmt.Errorf("missile %q: %w", m.Name, err)
		}
		if seen[m.Name] {
			return fmt.Errorf("weapon %q twice", m.Name)
		}
		seen[m.Name] = true
	}
	for _, need := range []string{"hand", "foot", "rapier", "pole-arm", "lance", "whip", "net", "shield"} {
		if !seen[need] {
			return fmt.Errorf("weapon %q is missing: the modules use it", need)
		}
	}
	return nil
}

func (w *Weapon) validate(base *BaseRules) error {
	if w.Name == "" {
		return fmt.Errorf("no name")
	}
	if w.Source != SourceHerald && w.Source != SourceText {
		return fmt.Errorf("source %q: give herald or text", w.Source)
	}
	if w.Source == SourceText && w.Rule == "" {
		return fmt.Errorf("a row from the text needs its rule")
	}
	if !base.knownTraining(w.Training) {
		return fmt.Errorf("training %q is not in base.yaml", w.Training)
	}
	if w.Type != Stab && w.Type != Cut {
		return fmt.Errorf("type %q: give stab or cut", w.Type)
	}
	switch w.Range {
	case Short, Medium, Long, Special:
	default:
		return fmt.Errorf("range %q: give short, medium, long or special", w.Range)
	}
	if w.Hands < 0 || w.Hands > 2 {
		return fmt.Errorf("hands %d: give 0, 1 or 2", w.Hands)
	}
	for _, c := range []struct {
		name string
		v    *Decimal
	}{{"a", &w.A}, {"accuracy", &w.Accuracy}, {"ds", w.DS}, {"dc", w.DC}} {
		if c.v != nil && (*c.v < 0 || *c.v > Whole(10)) {
			return fmt.Errorf("%s %s: give 0 to 10", c.name, *c.v)
		}
	}
	if w.B != nil && (*w.B < -20 || *w.B > 40) {
		return fmt.Errorf("b %d: give -20 to 40", *w.B)
	}
	if w.BSkill && w.B == nil {
		return fmt.Errorf("b_skill without b")
	}
	if w.Modifier < -20 || w.Modifier > 20 {
		return fmt.Errorf("modifier %d: give -20 to 20", w.Modifier)
	}
	if w.ParryOnly && !w.CanParry() {
		return fmt.Errorf("a parry-only weapon must parry")
	}
	return nil
}

func (m *Missile) validate(base *BaseRules) error {
	if m.Name == "" || (m.Source != SourceHerald && m.Source != SourceText) {
		return fmt.Errorf("name and source herald|text are needed")
	}
	if !base.knownTraining(m.Training) {
		return fmt.Errorf("training %q is not in base.yaml", m.Training)
	}
	if m.Accuracy <= 0 || m.Accuracy > Whole(10) {
		return fmt.Errorf("accuracy %s: give 0.1 to 10", m.Accuracy)
	}
	if len(m.Bands) == 0 {
		return fmt.Errorf("no range bands")
	}
	last := 0
	for _, b := range m.Bands {
		if b.To <= last || b.To > 200 {
			return fmt.Errorf("range bands must rise, within 200 hexes (at %d)", b.To)
		}
		if b.Potential < -20 || b.Potential > 20 {
			return fmt.Errorf("band to %d: potential %d", b.To, b.Potential)
		}
		last = b.To
	}
	for _, t := range []struct {
		name string
		v    int
	}{{"aim", m.Aim}, {"fire", m.Fire}, {"load", m.Load}} {
		if t.v < 1 || t.v > 200 {
			return fmt.Errorf("%s %d tenths: give 1 to 200", t.name, t.v)
		}
	}
	if m.IsGun() {
		if m.BGrape == 0 || m.BBall == 0 || m.B != 0 {
			return fmt.Errorf("a gun gives b_grape and b_ball (text, guns), not b")
		}
		if m.Cartridges != 6 {
			return fmt.Errorf("a gun holds six cartridges (text, guns), not %d", m.Cartridges)
		}
		return nil
	}
	if m.B == 0 || m.BGrape != 0 || m.BBall != 0 || m.Automatic || m.Cartridges != 0 {
		return fmt.Errorf("only guns have grapeshot, ball, cartridges or automatic loading; give b")
	}
	return nil
}
