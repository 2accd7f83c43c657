package destrier

import (
	"fmt"
	"slices"
)

// Rules is every table herald plays Destrier with: the text's own
// (data/destrier/*.yaml) and the stand-ins for what it leaves to Chivalry
// & Sorcery (data/destrier/chivalry/*.yaml).
type Rules struct {
	// The text's own.
	Cards    Cards
	Melee    MeleeRules
	Movement MovementRules
	Steeds   SteedRules
	Charge   ChargeRules
	// Chivalry & Sorcery's, herald's stand-ins unless a group replaced them.
	Weapons   Weapons
	Armour    Armour
	Maneuvers ManeuverMatrix
	Bash      BashTable
	Mounts    Mounts
	Templates Templates
}

// Validate checks every table and the references between them, and
// builds their indexes. Loaders call it once; Rules that fail it must not
// be used.
func (r *Rules) Validate() error {
	for _, step := range []struct {
		name string
		err  func() error
	}{
		{"cards.yaml", r.Cards.validate},
		{"melee.yaml", r.Melee.validate},
		{"movement.yaml", r.Movement.validate},
		{"steeds.yaml", r.Steeds.validate},
		{"charge.yaml", r.Charge.validate},
		{"chivalry/armour.yaml", r.Armour.validate},
		{"chivalry/weapons.yaml", func() error { return r.Weapons.validate(r.Armour.Count()) }},
		{"chivalry/maneuver.yaml", r.Maneuvers.validate},
		{"chivalry/bash.yaml", r.Bash.validate},
		{"chivalry/mounts.yaml", r.Mounts.validate},
		{"steeds.yaml", func() error { return r.Steeds.checkSuperiority(&r.Mounts) }},
		{"chivalry/figures.yaml", func() error { return r.Templates.validate(r) }},
	} {
		if err := step.err(); err != nil {
			return fmt.Errorf("destrier %s: %w", step.name, err)
		}
	}
	return nil
}

// Templates is chivalry/figures.yaml: stand-in figures a scenario may
// start from (a knight, a man-at-arms, a war horse), each a full Figure.
type Templates struct {
	Provenance `yaml:",inline"`
	List       []Figure `yaml:"figures" json:"figures"`
}

// Template returns a copy of the named template.
func (t *Templates) Template(name string) (Figure, error) {
	for _, f := range t.List {
		if f.Name == name {
			return f, nil
		}
	}
	return Figure{}, errf(t.Ref(), "no figure template %q", name)
}

func (t *Templates) validate(r *Rules) error {
	if err := t.Provenance.validate(); err != nil {
		return err
	}
	seen := map[string]bool{}
	for i := range t.List {
		f := &t.List[i]
		if seen[f.Name] {
			return fmt.Errorf("template %q given twice", f.Name)
		}
		seen[f.Name] = true
		if err := r.CheckFigure(f); err != nil {
			return err
		}
	}
	return nil
}

// Limits on a figure's values, so a scenario cannot ask for a figure with
// a billion blows.
const (
	maxBlows  = 20
	maxPoints = 1000
	maxStat   = 100
	maxWeight = 100000
	maxStand  = 24
)

// CheckFigure checks a figure's values from a scenario: its kind and
// traits, that its weapon, missile weapon, armour and breed are in the
// tables, and that every number is in range. It names the figure.
func (r *Rules) CheckFigure(f *Figure) error {
	bad := func(format string, a ...any) error {
		return errf(SecPreparations, "figure %q: %s", f.Name, fmt.Sprintf(format, a...))
	}
	switch {
	case f.Name == "":
		return errf(SecPreparations, "a figure without a name")
	case !slices.Contains([]Kind{Humanoid, Steed, Animal, Monster}, f.Kind):
		return bad("kind %q is not humanoid, steed, animal or monster", f.Kind)
	case f.Stand.Width <= 0 || f.Stand.Depth <= 0 || f.Stand.Width > maxStand || f.Stand.Depth > maxStand:
		return bad("stand %vx%v", f.Stand.Width, f.Stand.Depth)
	case f.Height < 0 || f.Height > 200 || f.Weight <= 0 || f.Weight > maxWeight:
		return bad("height %g', weight %d Dr", f.Height, f.Weight)
	case f.Armour < 0 || f.Armour >= r.Armour.Count():
		return bad("armour class %d is not 0..%d", f.Armour, r.Armour.Count()-1)
	case f.Encumbrance.rank() == 0 && f.Encumbrance != Unencumbered && f.Encumbrance != "":
		return bad("encumbrance %q is not unencumbered, partial or encumbered", f.Encumbrance)
	case f.Blows < 0 || f.Blows > maxBlows || f.BonusBlows < 0 || f.BonusBlows > f.Blows || f.HandBlows < 0 || f.HandBlows > maxBlows:
		return bad("blows %d (bonus %d, hand-to-hand %d)", f.Blows, f.BonusBlows, f.HandBlows)
	case f.Body <= 0 || f.Body > maxPoints || f.Fatigue < 0 || f.Fatigue > maxPoints:
		return bad("body %d, fatigue %d", f.Body, f.Fatigue)
	case f.Move < 0 || f.Move > maxStand || f.ChargeBonus < 0 || f.ChargeBonus > maxStand:
		return bad("move %v, charge bonus %v", f.Move, f.ChargeBonus)
	case f.MKL < 0 || f.MKL > 30:
		return bad("MKL %d", f.MKL)
	case f.Shield != NoShield && f.Shield != SmallShield && f.Shield != LargeShield:
		return bad("shield %q is not small or large", f.Shield)
	}
	for _, v := range []int{f.Strength, f.Dexterity, f.IQ, f.Wisdom, f.Hit, f.HeavyHit, f.Parry, f.Dodge} {
		if v < 0 || v > maxStat {
			return bad("a value of %d is outside 0..%d", v, maxStat)
		}
	}
	for _, t := range f.Traits {
		if !slices.Contains(knownTraits, t) {
			return bad("trait %q unknown", t)
		}
	}
	if f.Weapon != "" {
		if _, err := r.Weapons.Weapon(f.Weapon); err != nil {
			return bad("%v", err)
		}
	}
	if f.Missile != "" {
		if w, err := r.Weapons.Weapon(f.Missile); err != nil || w.Kind != Missile {
			return bad("missile weapon %q is not a missile weapon of the table", f.Missile)
		}
	}
	if (f.Kind == Steed) != (f.Breed != "") {
		return bad("a steed, and only a steed, names its breed")
	}
	if f.Breed != "" {
		if _, err := r.Mounts.Breed(f.Breed); err != nil {
			return bad("%v", err)
		}
	}
	if f.Mount != "" && f.Kind == Steed {
		return bad("a steed rides nothing")
	}
	return nil
}

// BlowsPerTurn is the blows a fighter has in a melee turn: its own, two
// more while berserk (FEROCITY), a quarter if calmed into a stupor.
func (r *Rules) BlowsPerTurn(f Fighter) int {
	b := f.Blows
	c := r.Cards.must(Ferocity)
	if f.Berserk {
		b += int(c.Value("extra_blows"))
	}
	if f.Stupor {
		b = b * c.Percent("stupor_capability") / 100
	}
	return b
}
