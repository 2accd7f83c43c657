package argad

import (
	"fmt"
	"slices"
)

// Modifier is one modifier found for a die roll. Counted is false for one
// that the sheet says does not add up with a worse (or equal) one.
type Modifier struct {
	Name    string `json:"name"`
	Value   int    `json:"value"`
	Tag     string `json:"tag"`
	Counted bool   `json:"counted"`
	Note    string `json:"note,omitempty"` // why it is not counted
}

// Notes on modifiers that are not counted.
const (
	NoteNoAdd  = "does not add up with the other"
	NoteMadeOf = "counted as its parts"
)

// TaggedValue is a number of the sheet and the row that gives it.
type TaggedValue struct {
	Value int    `yaml:"value" json:"value"`
	Tag   string `yaml:"tag" json:"tag"`
}

// CoverRow is one shooting modifier caused by terrain or pavise. Target
// "foot" protects only a man on foot; Armour limits a row to those
// armours, and Otherwise names the row that counts for the others;
// WithinCM is the forest's width rule.
type CoverRow struct {
	Name      string   `yaml:"name" json:"name"`
	Value     int      `yaml:"value" json:"value"`
	Target    string   `yaml:"target,omitempty" json:"target,omitempty"`
	Armour    []Armour `yaml:"armour,omitempty" json:"armour,omitempty"`
	Otherwise string   `yaml:"otherwise,omitempty" json:"otherwise,omitempty"`
	WithinCM  float64  `yaml:"within_cm,omitempty" json:"within_cm,omitempty"`
	Tag       string   `yaml:"tag" json:"tag"`
}

// CoverRules is the terrain-or-pavise section: rows that do not add up.
type CoverRules struct {
	NoAdd Tagged     `yaml:"no_add"`
	Rows  []CoverRow `yaml:"rows"`
}

func (c *CoverRules) row(name string) *CoverRow {
	for i := range c.Rows {
		if c.Rows[i].Name == name {
			return &c.Rows[i]
		}
	}
	return nil
}

// forest is the row that carries the forest-width rule.
func (c *CoverRules) forest() *CoverRow {
	for i := range c.Rows {
		if c.Rows[i].WithinCM > 0 {
			return &c.Rows[i]
		}
	}
	return nil
}

func (c *CoverRules) validate() error {
	seen := map[string]bool{}
	for _, row := range c.Rows {
		if row.Name == "" || seen[row.Name] {
			return fmt.Errorf("shooting cover: row %q empty or given twice", row.Name)
		}
		seen[row.Name] = true
		if row.Value >= 0 || row.Value < -6 {
			return fmt.Errorf("shooting cover: %s: %d is not a penalty", row.Tag, row.Value)
		}
		if row.Target != "" && row.Target != "foot" {
			return fmt.Errorf("shooting cover: %s: target %q is not foot", row.Tag, row.Target)
		}
		for _, a := range row.Armour {
			if _, err := ParseArmour(string(a)); err != nil {
				return fmt.Errorf("shooting cover: %s: %w", row.Tag, err)
			}
		}
		if (len(row.Armour) > 0) != (row.Otherwise != "") {
			return fmt.Errorf("shooting cover: %s: an armour limit needs the row that counts otherwise", row.Tag)
		}
	}
	for _, row := range c.Rows {
		if o := c.row(row.Otherwise); row.Otherwise != "" && (o == nil || len(o.Armour) > 0) {
			return fmt.Errorf("shooting cover: %s: otherwise %q is not a plain cover row", row.Tag, row.Otherwise)
		}
	}
	if f := c.forest(); f == nil || f.WithinCM > maxRangeCM {
		return fmt.Errorf("shooting cover: no forest row with its width in cm")
	}
	return nil
}

// TargetArmourRow is a "caused by target" armour row: the weapons it names
// lose Value against the armour.
type TargetArmourRow struct {
	Weapons []string `yaml:"weapons" json:"weapons"`
	Armour  Armour   `yaml:"armour" json:"armour"`
	Value   int      `yaml:"value" json:"value"`
	Tag     string   `yaml:"tag" json:"tag"`
}

// TargetRules is the "caused by target" section.
type TargetRules struct {
	Armour  []TargetArmourRow `yaml:"armour"`
	Furtive TaggedValue       `yaml:"furtive"`
}

// validate checks the armour rows against the weapons' armour columns: the
// sheet prints the same numbers twice, and both must agree.
func (t *TargetRules) validate(s *ShootingRules) error {
	said := map[[2]string]int{}
	for _, row := range t.Armour {
		for _, w := range row.Weapons {
			said[[2]string{w, string(row.Armour)}] = row.Value
		}
	}
	for _, w := range s.Weapons {
		for _, a := range w.Armour {
			if v := said[[2]string{w.Name, string(a.Armour)}]; v != a.Value {
				return fmt.Errorf("shooting: %s says %d against armour %s, the target rows say %d", a.Tag, a.Value, a.Armour, v)
			}
			delete(said, [2]string{w.Name, string(a.Armour)})
		}
	}
	for k := range said {
		return fmt.Errorf("shooting: target row for %s at armour %s names no weapon of the table", k[0], k[1])
	}
	if t.Furtive.Value >= 0 {
		return fmt.Errorf("shooting: %s: furtive target %d is not a penalty", t.Furtive.Tag, t.Furtive.Value)
	}
	return nil
}

// ShooterRules is the "caused by shooter" section: moving and furtive do
// not add up.
type ShooterRules struct {
	NoAdd   Tagged      `yaml:"no_add"`
	Moving  TaggedValue `yaml:"moving"`
	Furtive TaggedValue `yaml:"furtive"`
}

func (s *ShooterRules) validate() error {
	if s.Moving.Value >= 0 || s.Furtive.Value >= 0 {
		return fmt.Errorf("shooting: shooter penalties %d and %d must be penalties", s.Moving.Value, s.Furtive.Value)
	}
	return nil
}

// worst marks the worst of mods as counted and the others not, and returns
// its value; ties count the first.
func worst(mods []Modifier) int {
	if len(mods) == 0 {
		return 0
	}
	w := 0
	for i := range mods {
		mods[i].Counted, mods[i].Note = false, NoteNoAdd
		if mods[i].Value < mods[w].Value {
			w = i
		}
	}
	mods[w].Counted, mods[w].Note = true, ""
	return mods[w].Value
}

// modifiers finds every modifier of a shot, the cover that counts, the
// total and its cap, into p. It refuses a target that cannot be shot at.
func (r *Rules) modifiers(w *Weapon, s Shot, p *ShotPlan) error {
	cover, err := r.coverOf(s.Target, p)
	if err != nil {
		return err
	}
	coverTotal := worst(cover)
	if len(cover) > 1 {
		p.Rules = append(p.Rules, r.Shooting.Cover.NoAdd.Tag)
	}
	p.Modifiers = append(p.Modifiers, cover...)
	target := coverTotal
	for _, a := range w.Armour {
		if a.Armour == s.Target.Armour && a.Value != 0 {
			p.Modifiers = append(p.Modifiers, Modifier{Name: "armour " + string(a.Armour), Value: a.Value, Tag: a.Tag, Counted: true})
			target += a.Value
		}
	}
	if s.Target.Furtive {
		f := r.Shooting.Target.Furtive
		p.Modifiers = append(p.Modifiers, Modifier{Name: "furtive target", Value: f.Value, Tag: f.Tag, Counted: true})
		target += f.Value
	}
	shooter := r.shooterPenalty(w, s.Shooter, p)
	cap := r.Shooting.Cap.Value
	p.Uncapped = target + shooter
	if r.Rulings.CapCoversShooter {
		p.Modifier = max(cap, target+shooter)
	} else {
		p.Modifier = max(cap, target) + shooter
	}
	if p.Modifier != p.Uncapped {
		p.Rules = append(p.Rules, r.Shooting.Cap.Tag)
	}
	return nil
}

// shooterPenalty is the shooter's own penalty: moving (for weapons that pay
// for it) and/or furtive, counted once.
func (r *Rules) shooterPenalty(w *Weapon, sh Shooter, p *ShotPlan) int {
	rules := r.Shooting.Shooter
	var mods []Modifier
	if sh.Moving {
		if w.Moving.May == "penalty" {
			mods = append(mods, Modifier{Name: "shooting in movement", Value: rules.Moving.Value, Tag: rules.Moving.Tag})
		} else {
			p.Rules = append(p.Rules, w.Moving.Tag) // thrown by hand: no malus
		}
	}
	if sh.Furtive {
		mods = append(mods, Modifier{Name: "furtive shooter", Value: rules.Furtive.Value, Tag: rules.Furtive.Tag})
	}
	v := worst(mods)
	if len(mods) > 1 {
		p.Rules = append(p.Rules, rules.NoAdd.Tag)
	}
	p.Modifiers = append(p.Modifiers, mods...)
	return v
}

// coverOf is every cover row that protects the target, or the refusal of a
// target that cannot be shot at at all.
func (r *Rules) coverOf(t Target, p *ShotPlan) ([]Modifier, error) {
	if err := r.unseen(t); err != nil {
		return nil, err
	}
	if t.Slinging {
		for _, w := range r.Shooting.Weapons {
			if w.Unprotected != nil {
				p.Rules = append(p.Rules, w.Unprotected.Tag)
				p.Notes = append(p.Notes, w.Unprotected.Tag+": the target shoots with a sling this turn and has no cover")
				return nil, nil
			}
		}
	}
	names := slices.Clone(t.Cover)
	if t.WoodsCM > 0 {
		names = append(names, r.Shooting.Cover.forest().Name)
	}
	var mods []Modifier
	for _, n := range names {
		row := r.Shooting.Cover.row(n)
		if row == nil {
			var valid []string
			for _, c := range r.Shooting.Cover.Rows {
				valid = append(valid, c.Name)
			}
			return nil, unknown(r.Shooting.Cover.NoAdd.Tag, "cover", n, valid)
		}
		if len(row.Armour) > 0 && !slices.Contains(row.Armour, t.Armour) {
			p.Notes = append(p.Notes, fmt.Sprintf("%s: only for armour 4 or 5; %s counts as %s", row.Tag, t.Armour.Name(), row.Otherwise))
			row = r.Shooting.Cover.row(row.Otherwise)
		}
		if row.Target == "foot" && t.Mounted {
			p.Notes = append(p.Notes, row.Tag+": protects a target on foot only")
			continue
		}
		mods = append(mods, Modifier{Name: row.Name, Value: row.Value, Tag: row.Tag})
	}
	return mods, nil
}

// unseen refuses a target that the terrain hides from shooting: hidden in
// bushes, crouched behind a bank, beyond too much forest.
func (r *Rules) unseen(t Target) error {
	for _, tr := range r.Terrain.all {
		u := tr.Protection.Unseen
		if u == nil {
			continue
		}
		switch {
		case u.When == "hidden" && t.Hidden:
			return errf(u.Tag, "the target is hidden in %s, crouched and doing nothing: he cannot be shot at", tr.Sheet)
		case u.When == "crouched" && t.Crouched:
			return errf(u.Tag, "the target is crouched behind a low earth bank: he cannot be shot at")
		case u.When == "deep" && t.WoodsCM > u.BeyondCM:
			return errf(u.Tag, "%g cm of %s lie between: more than %g cm, he cannot be shot at", t.WoodsCM, tr.Sheet, u.BeyondCM)
		}
	}
	return nil
}
