package argad

import (
	"fmt"
	"slices"
	"strings"
)

// Rules is every table of the sheet and herald's rulings, as loaded from
// data. Use it only after Validate.
type Rules struct {
	Movement Movement
	Terrain  TerrainRules
	Shooting ShootingRules
	Melee    MeleeRules
	Rulings  Rulings
}

// Validate checks every cell and the tables against each other, and builds
// the indexes. Loaders call it once; a Rules that fails it must not be
// used.
func (r *Rules) Validate() error {
	for _, step := range []struct {
		name string
		err  func() error
	}{
		{"movement", r.Movement.validate},
		{"shooting", r.Shooting.validate},
		{"terrain", func() error { return r.Terrain.validate(&r.Shooting.Cover, r.Rulings.Terrain) }},
		{"melee", r.Melee.validate},
		{"rulings", func() error { return r.Rulings.validate(&r.Melee) }},
	} {
		if err := step.err(); err != nil {
			return fmt.Errorf("argad %s: %w", step.name, err)
		}
	}
	return checkTags(r.tags())
}

// WithRulings returns a copy of r under other rulings (a scenario's). The
// sheet's tables are shared with r and not written: only the rulings and
// the terrain index built from them are checked and rebuilt.
func (r *Rules) WithRulings(rl Rulings) (*Rules, error) {
	c := *r
	c.Rulings = rl
	if err := c.Terrain.validate(&c.Shooting.Cover, rl.Terrain); err != nil {
		return nil, fmt.Errorf("argad terrain: %w", err)
	}
	if err := c.Rulings.validate(&c.Melee); err != nil {
		return nil, fmt.Errorf("argad rulings: %w", err)
	}
	return &c, nil
}

// checkTags refuses a tag outside the scheme of data/argad/README.md, or
// one given to two rows.
func checkTags(tags []string) error {
	seen := map[string]bool{}
	for _, t := range tags {
		if !wellFormed(t) {
			return fmt.Errorf("argad: tag %q is not section.row[.column] in lower case (move, terrain, shoot, melee)", t)
		}
		if seen[t] {
			return fmt.Errorf("argad: tag %q is given to two rows", t)
		}
		seen[t] = true
	}
	return nil
}

func wellFormed(tag string) bool {
	sec, rest, ok := strings.Cut(tag, ".")
	if !ok || rest == "" || !slices.Contains([]string{"move", "terrain", "shoot", "melee"}, sec) {
		return false
	}
	for _, c := range rest {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	return !strings.Contains(rest, "..") && !strings.HasSuffix(rest, ".")
}

// Tags lists the tag of every row of the sheet's tables, in file order:
// what the tests must each exercise.
func (r *Rules) Tags() []string { return dedupe(r.tags()) }

// tags is every row's tag, a tag given twice listed twice.
func (r *Rules) tags() []string {
	var tags []string
	add := func(t ...string) { tags = append(tags, t...) }
	for _, tr := range r.Movement.Troops {
		add(tr.Slowing.Tag)
		for _, c := range tr.Moves {
			add(c.Tag)
		}
	}
	add(r.Movement.Pavise.Tag, r.Movement.CloseOrder.Forward.Tag, r.Movement.CloseOrder.Sideways.Tag, r.Movement.CloseOrder.Terrain.Tag)
	for _, g := range r.Terrain.Going {
		add(g.Tag)
	}
	for _, b := range r.Terrain.Blocked {
		add(b.Tag)
	}
	for _, t := range r.Terrain.Terrain {
		for _, c := range t.Cells {
			add(c.Tag)
		}
		p := t.Protection
		for _, x := range []*Tagged{p.None} {
			if x != nil {
				add(x.Tag)
			}
		}
		if p.Cover != nil {
			add(p.Cover.Tag)
		}
		if p.Unseen != nil {
			add(p.Unseen.Tag)
		}
		if p.CrouchedMove != nil {
			add(p.CrouchedMove.Tag)
		}
	}
	tags = append(tags, r.shootingTags()...)
	m := &r.Melee
	add(m.Lengths.Tag, m.Results.Hit.Tag, m.Results.Recoil.Tag, m.Results.Missed.Tag, m.Results.Armour.Tag, m.Natural.Missed.Tag, m.Natural.Hit.Tag)
	for _, t := range m.Simultaneous {
		add(t.Tag)
	}
	for _, row := range m.Modifiers {
		add(row.Tag)
	}
	return tags
}

func (r *Rules) shootingTags() []string {
	var tags []string
	add := func(t ...string) { tags = append(tags, t...) }
	s := &r.Shooting
	for _, w := range s.Weapons {
		add(w.Moving.Tag)
		for _, x := range []*Tagged{w.OnFoot, w.Unprotected} {
			if x != nil {
				add(x.Tag)
			}
		}
		if w.Reload != nil {
			add(w.Reload.Tag)
		}
		for _, c := range w.Cells {
			add(c.Tag)
		}
		for _, a := range w.Armour {
			add(a.Tag)
		}
	}
	add(s.Exterior.Tag, s.Cover.NoAdd.Tag)
	for _, c := range s.Cover.Rows {
		add(c.Tag)
	}
	for _, t := range s.Target.Armour {
		add(t.Tag)
	}
	add(s.Target.Furtive.Tag, s.Cap.Tag, s.Shooter.NoAdd.Tag, s.Shooter.Moving.Tag, s.Shooter.Furtive.Tag)
	return tags
}

func dedupe(tags []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range tags {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}
