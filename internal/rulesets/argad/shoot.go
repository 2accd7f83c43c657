package argad

import (
	"fmt"
	"math"
	"strings"

	"herald/internal/dice"
)

// NoShot is a cell printed "—": the weapon cannot shoot at that range.
const NoShot = "—"

// ShotCell is one cell of the shooting table: what the die must reach in a
// range band ("5-6", "6", "7", or "—"), and whether the shot is exterior
// only ("ext.").
type ShotCell struct {
	Need   string `yaml:"need" json:"need"`
	Ext    bool   `yaml:"ext,omitempty" json:"ext,omitempty"`
	Merged string `yaml:"merged,omitempty" json:"merged,omitempty"`
	Tag    string `yaml:"tag" json:"tag"`

	need     int // 5, 6, 7; 0 for no shot
	from, to int // the band in cm
}

// Band is the band's label, as the sheet heads its column ("0-20").
func (c ShotCell) Band() string { return fmt.Sprintf("%d-%d", c.from, c.to) }

// ArmourMod is a weapon's modifier against a target's armour.
type ArmourMod struct {
	Armour Armour `yaml:"armour" json:"armour"`
	Value  int    `yaml:"value" json:"value"`
	Tag    string `yaml:"tag" json:"tag"`
}

// MayMove says whether a weapon shoots while its bearer moves: "free"
// (without malus), "penalty" (with the shooter's -1) or "never".
type MayMove struct {
	May string `yaml:"may" json:"may"`
	Tag string `yaml:"tag" json:"tag"`
}

// Reload is how many game turns immobile a weapon needs between shots.
type Reload struct {
	Turns int    `yaml:"turns" json:"turns"`
	Tag   string `yaml:"tag" json:"tag"`
}

// Weapon is one row of the shooting table.
type Weapon struct {
	Name        string      `yaml:"name" json:"name"`
	Sheet       string      `yaml:"sheet" json:"sheet"`
	Bands       string      `yaml:"bands" json:"bands"`
	Mounted     bool        `yaml:"mounted,omitempty" json:"mounted,omitempty"` // the row of a rider moving on easy ground
	OnFoot      *Tagged     `yaml:"on_foot,omitempty" json:"on_foot,omitempty"`
	Moving      MayMove     `yaml:"moving" json:"moving"`
	Reload      *Reload     `yaml:"reload,omitempty" json:"reload,omitempty"`
	Unprotected *Tagged     `yaml:"unprotected,omitempty" json:"unprotected,omitempty"` // the sling: no cover the turn it shoots
	Cells       []ShotCell  `yaml:"cells" json:"cells"`
	Armour      []ArmourMod `yaml:"armour" json:"armour"`
}

// ShootingRules is the shooting table and its modifiers.
type ShootingRules struct {
	Bands    map[string][]int `yaml:"bands"`
	Weapons  []Weapon         `yaml:"weapons"`
	Exterior Tagged           `yaml:"exterior"`
	Cover    CoverRules       `yaml:"cover"`
	Target   TargetRules      `yaml:"target"`
	Cap      TaggedValue      `yaml:"cap"`
	Shooter  ShooterRules     `yaml:"shooter"`
}

// maxRangeCM bounds a band's edge.
const maxRangeCM = 500

func (s *ShootingRules) validate() error {
	for name, b := range s.Bands {
		if len(b) == 0 {
			return fmt.Errorf("shooting: band set %s is empty", name)
		}
		for i, to := range b {
			if to <= 0 || to > maxRangeCM || (i > 0 && to <= b[i-1]) {
				return fmt.Errorf("shooting: band set %s: %v does not rise from 0 to at most %d cm", name, b, maxRangeCM)
			}
		}
	}
	seen := map[string]bool{}
	for i := range s.Weapons {
		w := &s.Weapons[i]
		if w.Name == "" || seen[w.Name] {
			return fmt.Errorf("shooting: weapon %q empty or given twice", w.Name)
		}
		seen[w.Name] = true
		if err := s.validateWeapon(w); err != nil {
			return fmt.Errorf("shooting: %s: %w", w.Name, err)
		}
	}
	if err := s.Cover.validate(); err != nil {
		return err
	}
	if err := s.Target.validate(s); err != nil {
		return err
	}
	if s.Cap.Value > -1 || s.Cap.Value < -6 {
		return fmt.Errorf("shooting: %s: cap %d is not a penalty", s.Cap.Tag, s.Cap.Value)
	}
	return s.Shooter.validate()
}

func (s *ShootingRules) validateWeapon(w *Weapon) error {
	bands, ok := s.Bands[w.Bands]
	if !ok {
		return fmt.Errorf("band set %q is not one of the table's", w.Bands)
	}
	if len(w.Cells) != len(bands) {
		return fmt.Errorf("%d cells for %d range bands", len(w.Cells), len(bands))
	}
	from := 0
	for j := range w.Cells {
		c := &w.Cells[j]
		switch c.Need {
		case "5-6":
			c.need = 5
		case "6", "7":
			c.need = int(c.Need[0] - '0')
		case NoShot:
			if c.Ext {
				return fmt.Errorf("%s: no shot cannot be exterior only", c.Tag)
			}
		default:
			return fmt.Errorf("%s: need %q is not 5-6, 6, 7 or —", c.Tag, c.Need)
		}
		c.from, c.to = from, bands[j]
		from = bands[j]
	}
	switch w.Moving.May {
	case "free", "penalty", "never":
	default:
		return fmt.Errorf("%s: moving %q is not free, penalty or never", w.Moving.Tag, w.Moving.May)
	}
	if w.Reload != nil && (w.Reload.Turns < 1 || w.Reload.Turns > 10) {
		return fmt.Errorf("%s: reload of %d turns", w.Reload.Tag, w.Reload.Turns)
	}
	if len(w.Armour) != 2 || w.Armour[0].Armour != Armour4 || w.Armour[1].Armour != Armour5 {
		return fmt.Errorf("armour columns must be armour 4 then armour 5")
	}
	for _, a := range w.Armour {
		if a.Value > 0 || a.Value < -6 {
			return fmt.Errorf("%s: armour modifier %d is not a penalty", a.Tag, a.Value)
		}
	}
	return nil
}

// WeaponNamed finds a shooting weapon: javelin, mounted-javelin, crossbow,
// longbow, bow (other bows) or sling.
func (r *Rules) WeaponNamed(name string) (*Weapon, error) {
	for i := range r.Shooting.Weapons {
		if r.Shooting.Weapons[i].Name == name {
			return &r.Shooting.Weapons[i], nil
		}
	}
	var names []string
	for _, w := range r.Shooting.Weapons {
		names = append(names, w.Name)
	}
	return nil, unknown("shoot", "shooting weapon", name, names)
}

// JavelinRow is the row a javelin-man throws by: a rider moving on easy
// ground has the cavalryman's row, everybody else the javelin's.
func JavelinRow(mounted, moving bool, g Going) string {
	if mounted && moving && g == Easy {
		return "mounted-javelin"
	}
	return "javelin"
}

// cell is the weapon's cell for a range, or the refusal of an
// out-of-range shot citing the cell (or the last band) that forbids it.
func (w *Weapon) cell(rangeCM float64) (*ShotCell, error) {
	for i := range w.Cells {
		c := &w.Cells[i]
		if rangeCM <= float64(c.to) {
			if c.need == 0 {
				return nil, errf(c.Tag, "a %s cannot shoot %g cm: out of range (%s cm is —)", w.Sheet, rangeCM, c.Band())
			}
			return c, nil
		}
	}
	last := &w.Cells[len(w.Cells)-1]
	return nil, errf(last.Tag, "a %s cannot shoot %g cm: out of range (the table ends at %d cm)", w.Sheet, rangeCM, last.to)
}

// Shooter is what about the shooter changes a shot.
type Shooter struct {
	Mounted   bool // on a horse
	Moving    bool // moves in the game turn he shoots
	Furtive   bool // shows himself only a moment to shoot while moving
	AtOpening bool // shoots from a window or an arrow slit
	Unloaded  bool // his weapon needs reloading (a crossbow that shot)
}

// Target is what about the target changes a shot. Cover lists the cover
// rows the measured table found (partial, forest-edge, slit, pavise,
// pavise-wall); WoodsCM is the width of forest the line of fire crosses.
type Target struct {
	Armour   Armour
	Mounted  bool
	Cover    []string
	WoodsCM  float64
	Furtive  bool
	Hidden   bool // crouched immobile in bushes or high crops, doing nothing
	Crouched bool // crouched behind an earth bank, still or moving
	Slinging bool // shoots with a sling this game turn: no cover
}

// Shot is one figure shooting at another.
type Shot struct {
	Weapon  string
	RangeCM float64 // edge to edge
	Shooter Shooter
	Target  Target
}

// ShotPlan is everything about a shot but the die: the band and the cell,
// the modifiers found, their total after the cap, and the face each
// natural roll gives.
type ShotPlan struct {
	Weapon       string            `json:"weapon"`
	RangeCM      float64           `json:"range"`
	Band         string            `json:"band"`
	Base         string            `json:"base"`
	Need         int               `json:"need"`
	ExteriorOnly bool              `json:"exterior_only"`
	Cell         string            `json:"cell"`
	Modifiers    []Modifier        `json:"modifiers"`
	Uncapped     int               `json:"uncapped"`
	Modifier     int               `json:"modifier"`
	Results      map[string]string `json:"results"` // natural face 1-7: hit or missed
	Hit          Chance            `json:"hit"`
	Miss         Chance            `json:"miss"`
	Rules        []string          `json:"rules"`
	Notes        []string          `json:"notes,omitempty"`
}

// ShotResult is a shot rolled.
type ShotResult struct {
	ShotPlan
	Natural int   `json:"natural"`
	Rolls   []int `json:"rolls"`
	Hits    bool  `json:"hits"`
}

// PlanShot checks a shot and works out what it needs. A refusal cites the
// row that forbids it: out of range, a weapon that must stand still, an
// exterior-only cell from a window, a crossbow not reloaded, a target that
// cannot be shot at.
func (r *Rules) PlanShot(s Shot) (ShotPlan, error) {
	w, err := r.WeaponNamed(s.Weapon)
	if err != nil {
		return ShotPlan{}, err
	}
	if math.IsNaN(s.RangeCM) || math.IsInf(s.RangeCM, 0) || s.RangeCM < 0 {
		return ShotPlan{}, fmt.Errorf("argad: range %g cm is not a distance", s.RangeCM)
	}
	if _, err := ParseArmour(string(s.Target.Armour)); err != nil {
		return ShotPlan{}, err
	}
	c, err := w.cell(s.RangeCM)
	if err != nil {
		return ShotPlan{}, err
	}
	p := ShotPlan{Weapon: w.Name, RangeCM: s.RangeCM, Band: c.Band(), Base: c.Need, Need: c.need,
		ExteriorOnly: c.Ext, Cell: c.Tag, Rules: []string{c.Tag}}
	if c.Merged != "" {
		p.Notes = append(p.Notes, c.Tag+": "+c.Merged)
	}
	if err := r.shooterMay(w, c, s.Shooter, &p); err != nil {
		return ShotPlan{}, err
	}
	if err := r.modifiers(w, s, &p); err != nil {
		return ShotPlan{}, err
	}
	p.Results = map[string]string{}
	p.Hit, p.Miss = Chance{0, 36}, Chance{0, 36}
	for f := NaturalMin; f <= NaturalMax; f++ {
		res := "missed"
		if p.hits(f) {
			res = "hit"
			p.Hit.Num += naturalWays[f]
		} else {
			p.Miss.Num += naturalWays[f]
		}
		p.Results[fmt.Sprint(f)] = res
	}
	if p.Hit.Num == 0 {
		p.Notes = append(p.Notes, fmt.Sprintf("needs %d on the die with %+d: more than a natural 7, this shot cannot hit", p.Need, p.Modifier))
	}
	return p, nil
}

// hits tells whether a natural face hits: a natural 1 never does; the die
// plus the modifier must reach the need. The sheet gives the natural 7 its
// sure hit in melee only.
func (p *ShotPlan) hits(natural int) bool {
	return natural > 1 && natural+p.Modifier >= p.Need
}

// shooterMay refuses what the shooter cannot do with this weapon.
func (r *Rules) shooterMay(w *Weapon, c *ShotCell, sh Shooter, p *ShotPlan) error {
	if w.OnFoot != nil {
		if sh.Mounted {
			return errf(w.OnFoot.Tag, "a %s shoots on foot only", w.Sheet)
		}
		p.Rules = append(p.Rules, w.OnFoot.Tag)
	}
	if w.Mounted && !(sh.Mounted && sh.Moving) {
		return errf(w.Moving.Tag, "the %q row is for a rider moving on easy ground; otherwise he throws as a javelin", w.Sheet)
	}
	if (sh.Moving || sh.Furtive) && w.Moving.May == "never" {
		return errf(w.Moving.Tag, "a %s must shoot immobile", w.Sheet)
	}
	if w.Reload != nil {
		if sh.Unloaded {
			return errf(w.Reload.Tag, "the %s is not reloaded: it takes %d game turn(s) immobile", w.Sheet, w.Reload.Turns)
		}
		p.Notes = append(p.Notes, fmt.Sprintf("%s: after the shot it must reload, %d game turn(s) immobile", w.Reload.Tag, w.Reload.Turns))
	}
	if c.Ext {
		if sh.AtOpening {
			return errf(r.Shooting.Exterior.Tag, "%s at %s cm is exterior only: not from a window or an arrow slit", w.Sheet, c.Band())
		}
		p.Rules = append(p.Rules, r.Shooting.Exterior.Tag)
	}
	return nil
}

// Shoot rolls a planned shot: the Argad! die against the need.
func (r *Rules) Shoot(s Shot, src dice.Source) (ShotResult, error) {
	p, err := r.PlanShot(s)
	if err != nil {
		return ShotResult{}, err
	}
	nat, rolls := RollNatural(src, "argad shot: "+s.Weapon)
	return ShotResult{ShotPlan: p, Natural: nat, Rolls: rolls, Hits: p.hits(nat)}, nil
}

// Describe is the plan in a line of words: band, need, modifier.
func (p ShotPlan) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s at %g cm: band %s cm, needs %s", p.Weapon, p.RangeCM, p.Band, p.Base)
	if p.ExteriorOnly {
		b.WriteString(" (ext.: not from a window or arrow slit)")
	}
	if p.Modifier != 0 || p.Uncapped != 0 {
		fmt.Fprintf(&b, ", modifier %+d", p.Modifier)
		if p.Uncapped != p.Modifier {
			fmt.Fprintf(&b, " (capped from %+d)", p.Uncapped)
		}
	}
	return b.String()
}
