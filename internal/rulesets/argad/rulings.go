package argad

import (
	"fmt"
	"slices"
)

// The tags of herald's rulings: what the sheet does not say. Each is
// argued in docs/rulings.md ("Argad!"), and a scenario may override it.
const (
	RulingSequence       = "ruling.sequence"         // the sequence of play (docs/argad.md)
	RulingActions        = "ruling.actions"          // what a figure may do in one game turn
	RulingClasses        = "ruling.classes"          // the range of classes
	RulingRecoil         = "ruling.recoil"           // how far a recoil goes
	RulingRStar          = "ruling.r-star"           // the "R*" marks
	RulingCap            = "ruling.cap"              // what the -2 cap covers
	RulingTie            = "ruling.tie"              // simultaneous results nothing separates
	RulingHitBeatsRecoil = "ruling.hit-beats-recoil" // a hit and a recoil at the same moment
	RulingWeapons        = "ruling.weapons"          // which weapon has which length
)

// R* rulings.
const (
	RStarNone       = "none"       // the cell's going and nothing more
	RStarImpassable = "impassable" // mounted figures may not cross the cell
)

// Rulings is herald's default for everything the sheet leaves unsaid
// (data/argad/rulings.yaml). A scenario may override any field.
type Rulings struct {
	ClassMin         int           `yaml:"class_min" json:"class_min"`
	ClassMax         int           `yaml:"class_max" json:"class_max"`
	RecoilFootCM     int           `yaml:"recoil_foot_cm" json:"recoil_foot_cm"`
	RecoilMountedCM  int           `yaml:"recoil_mounted_cm" json:"recoil_mounted_cm"`
	RStar            string        `yaml:"r_star" json:"r_star"`
	CapCoversShooter bool          `yaml:"cap_covers_shooter" json:"cap_covers_shooter"`
	SimultaneousTie  Outcome       `yaml:"simultaneous_tie" json:"simultaneous_tie"` // two hits nothing separates
	Weapons          []MeleeWeapon `yaml:"weapons" json:"weapons"`
	Terrain          []Terrain     `yaml:"terrain" json:"terrain"`
}

// classLimit bounds the class range a scenario may set: past it no die
// roll with the sheet's modifiers can tell classes apart.
const classLimit = 10

// Validate checks the rulings against the sheet's tables.
func (r *Rulings) validate(m *MeleeRules) error {
	if r.ClassMin < 1 || r.ClassMax < r.ClassMin || r.ClassMax > classLimit {
		return fmt.Errorf("%s: classes %d-%d, want a range within 1-%d", RulingClasses, r.ClassMin, r.ClassMax, classLimit)
	}
	if err := checkCM(r.RecoilFootCM, RulingRecoil); err != nil {
		return err
	}
	if err := checkCM(r.RecoilMountedCM, RulingRecoil); err != nil {
		return err
	}
	if r.RStar != RStarNone && r.RStar != RStarImpassable {
		return fmt.Errorf("%s: %q is not none or impassable", RulingRStar, r.RStar)
	}
	if r.SimultaneousTie != Recoil && r.SimultaneousTie != Hit && r.SimultaneousTie != Missed {
		return fmt.Errorf("%s: %q is not missed, recoil or hit", RulingTie, r.SimultaneousTie)
	}
	seen := map[string]bool{}
	for _, w := range r.Weapons {
		for _, n := range append([]string{w.Name}, w.Also...) {
			if n == "" || seen[n] {
				return fmt.Errorf("%s: weapon name %q empty or given twice", RulingWeapons, n)
			}
			seen[n] = true
		}
		if m.rank(w.Length) < 0 {
			return fmt.Errorf("%s: %s: length %q is not one of %v", RulingWeapons, w.Name, w.Length, m.Lengths.Order)
		}
	}
	for _, t := range r.Terrain {
		if t.Ruling == "" {
			return fmt.Errorf("terrain %s is herald's, not the sheet's, and must say why (ruling:)", t.Name)
		}
	}
	return nil
}

// MeleeWeaponNamed finds a weapon of the rulings' list by a name or an
// alias.
func (r *Rules) MeleeWeaponNamed(name string) (MeleeWeapon, error) {
	var names []string
	for _, w := range r.Rulings.Weapons {
		if w.Name == name || slices.Contains(w.Also, name) {
			return w, nil
		}
		names = append(names, w.Name)
	}
	return MeleeWeapon{}, unknown(RulingWeapons, "melee weapon", name, names)
}

// RecoilCM is how far a figure recoils (ruling.recoil).
func (r *Rules) RecoilCM(t Troop) int {
	if t.Mounted() {
		return r.Rulings.RecoilMountedCM
	}
	return r.Rulings.RecoilFootCM
}
