package destrier

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// WeaponClass is the text's weight class of a weapon: L (light), LH
// (light-heavy), H (heavy). GREAT BLOW's extra damage, WEAPON PARRY's
// broken blade and ACTIVE SHIELD PARRY's shattered shield depend on it.
type WeaponClass string

// The weight classes.
const (
	Light      WeaponClass = "L"
	LightHeavy WeaponClass = "LH"
	Heavy      WeaponClass = "H"
)

// WeaponKind is what the reach and charge rules ask of a weapon.
type WeaponKind string

// The kinds the text distinguishes.
const (
	Blade   WeaponKind = "blade" // swords, daggers, axes, maces: contact
	Spear   WeaponKind = "spear"
	Flail   WeaponKind = "flail" // reaches as a pole arm
	PoleArm WeaponKind = "pole-arm"
	Pike    WeaponKind = "pike"
	Lance   WeaponKind = "lance"
	Natural WeaponKind = "natural" // fists, feet, hooves, teeth
	Missile WeaponKind = "missile"
)

var weaponKinds = []WeaponKind{Blade, Spear, Flail, PoleArm, Pike, Lance, Natural, Missile}

// Weapon is one row of chivalry/weapons.yaml: herald's stand-in for the
// C&S combat matrices (p.56-57) and weapon lists.
type Weapon struct {
	Name       string      `yaml:"name" json:"name"`
	Class      WeaponClass `yaml:"class" json:"class"`
	Kind       WeaponKind  `yaml:"kind" json:"kind"`
	Length     int         `yaml:"length" json:"length"` // C&S weapon length; 6+ rides without the speed penalty
	Hit        []int       `yaml:"hit" json:"hit"`       // % to hit per armour class, AC 0 first
	Damage     Roll        `yaml:"damage" json:"damage"`
	Blows      int         `yaml:"blows" json:"blows"`             // blows per melee turn with it
	Parry      int         `yaml:"parry" json:"parry"`             // its parry value, added to the figure's
	WeaponBash int         `yaml:"weapon_bash" json:"weapon_bash"` // % a hit bashes
	Weight     int         `yaml:"weight" json:"weight"`           // Dr
	// Missile weapons only.
	Shots  int         `yaml:"shots,omitempty" json:"shots,omitempty"` // per turn
	Reload bool        `yaml:"reload,omitempty" json:"reload,omitempty"`
	Ranges []RangeBand `yaml:"ranges,omitempty" json:"ranges,omitempty"`
}

// RangeBand is a missile's hit modifier up to a range in inches.
type RangeBand struct {
	Upto Inches `yaml:"upto" json:"upto"`
	Hit  int    `yaml:"hit" json:"hit"`
}

// Weapons is chivalry/weapons.yaml.
type Weapons struct {
	Provenance `yaml:",inline"`
	// Critical is the part of the hit chance that is a critical hit.
	Critical Fraction `yaml:"critical" json:"critical"`
	List     []Weapon `yaml:"weapons" json:"weapons"`
	byName   map[string]*Weapon
}

// Weapon returns the named weapon, or a refusal listing the weapons.
func (w *Weapons) Weapon(name string) (*Weapon, error) {
	if x, ok := w.byName[name]; ok {
		return x, nil
	}
	names := make([]string, 0, len(w.List))
	for _, x := range w.List {
		names = append(names, x.Name)
	}
	sort.Strings(names)
	return nil, errf(w.Ref(), "no weapon %q; the weapons are %s", name, strings.Join(names, ", "))
}

// HitVersus is the weapon's base chance against armour class ac.
func (x *Weapon) HitVersus(ac int) int { return x.Hit[ac] }

func (w *Weapons) validate(classes int) error {
	if err := w.Provenance.validate(); err != nil {
		return err
	}
	if w.Critical.Den == 0 {
		return fmt.Errorf("critical: no fraction")
	}
	w.byName = map[string]*Weapon{}
	for i := range w.List {
		x := &w.List[i]
		if err := x.validate(classes); err != nil {
			return err
		}
		if w.byName[x.Name] != nil {
			return fmt.Errorf("weapon %q given twice", x.Name)
		}
		w.byName[x.Name] = x
	}
	for _, need := range []string{"fist", "foot", "hoof"} {
		if w.byName[need] == nil {
			return fmt.Errorf("weapon %q missing: PUNCH, KICK and TRAMPLE strike with it", need)
		}
	}
	return nil
}

func (x *Weapon) validate(classes int) error {
	switch {
	case x.Name == "":
		return fmt.Errorf("a weapon without a name")
	case x.Class != Light && x.Class != LightHeavy && x.Class != Heavy:
		return fmt.Errorf("%s: class %q is not L, LH or H", x.Name, x.Class)
	case !slices.Contains(weaponKinds, x.Kind):
		return fmt.Errorf("%s: kind %q unknown", x.Name, x.Kind)
	case len(x.Hit) != classes:
		return fmt.Errorf("%s: %d hit chances for %d armour classes", x.Name, len(x.Hit), classes)
	case x.Blows < 1 || x.Blows > 12:
		return fmt.Errorf("%s: %d blows a turn is outside 1..12", x.Name, x.Blows)
	case x.Parry < 0 || x.Parry > 50, x.WeaponBash < 0 || x.WeaponBash > 100:
		return fmt.Errorf("%s: parry %d or weapon bash %d out of range", x.Name, x.Parry, x.WeaponBash)
	case x.Weight < 0 || x.Weight > 10000, x.Length < 0 || x.Length > 20:
		return fmt.Errorf("%s: weight %d or length %d out of range", x.Name, x.Weight, x.Length)
	case x.Damage.N == 0 && x.Damage.Plus == 0:
		return fmt.Errorf("%s: no damage", x.Name)
	}
	for i, h := range x.Hit {
		if h < 0 || h > 100 {
			return fmt.Errorf("%s vs AC %d: %d%% is not a chance", x.Name, i, h)
		}
		if i > 0 && h > x.Hit[i-1] {
			return fmt.Errorf("%s: AC %d (%d%%) easier to hit than AC %d (%d%%)", x.Name, i, h, i-1, x.Hit[i-1])
		}
	}
	if x.Kind != Missile {
		if x.Shots != 0 || x.Reload || len(x.Ranges) != 0 {
			return fmt.Errorf("%s: shots, reload and ranges are for missile weapons", x.Name)
		}
		return nil
	}
	if x.Shots < 1 || x.Shots > 12 || len(x.Ranges) == 0 {
		return fmt.Errorf("%s: a missile weapon needs 1..12 shots and its ranges", x.Name)
	}
	for i, b := range x.Ranges {
		if b.Upto <= 0 || (i > 0 && b.Upto <= x.Ranges[i-1].Upto) || b.Hit < -100 || b.Hit > 100 {
			return fmt.Errorf("%s: range band %d (%v, %d%%) out of order or range", x.Name, i, b.Upto, b.Hit)
		}
	}
	return nil
}
