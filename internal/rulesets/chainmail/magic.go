package chainmail

import (
	"fmt"
	"slices"

	"herald/internal/table"
)

// MagicRuling is what the appendices leave unsaid about magic-users: the
// rank (column of the spell complexity table) each level casts at.
type MagicRuling struct {
	Ranks []RankBand `yaml:"ranks" json:"ranks"`
}

// RankBand gives levels From-To (To 0: and above) a rank.
type RankBand struct {
	From int    `yaml:"from" json:"from"`
	To   int    `yaml:"to" json:"to"`
	Rank string `yaml:"rank" json:"rank"`
}

func (m *MagicRuling) validate(r *Rules) error {
	var bs []band
	for i, b := range m.Ranks {
		if !slices.Contains(r.Spells.Ranks, b.Rank) {
			return fmt.Errorf("rank %q is not a column of the spell complexity table", b.Rank)
		}
		to := b.To
		if to == 0 {
			if i != len(m.Ranks)-1 {
				return fmt.Errorf("the open band (from level %d) must be last", b.From)
			}
			to = len(r.Character.Capability)
		}
		bs = append(bs, band{b.From, to})
	}
	return checkBands("ranks by level", bs, 1, len(r.Character.Capability))
}

// RankOf is the rank a magic-user of a level casts at.
func (r *Rules) RankOf(level int) string {
	for _, b := range r.Rulings.Magic.Ranks {
		if level >= b.From && (b.To == 0 || level <= b.To) {
			return b.Rank
		}
	}
	return ""
}

// The kinds of shape and effect a spell or breath can have.
const (
	ShapeStrike = "strike" // one figure or body, named
	ShapeBlast  = "blast"  // every figure within Radius of the point aimed at
	ShapeBolt   = "bolt"   // a line Length long and Width wide from the caster towards the point aimed at

	EffectHarm     = "harm"     // damage dice, or kill
	EffectHold     = "hold"     // held (as stunned) for Rounds
	EffectDarkness = "darkness" // blinds the area for Rounds; touches no figure
)

// Shape is where a spell or breath lands.
type Shape struct {
	Kind   string `yaml:"shape" json:"shape"`
	Range  Inches `yaml:"range" json:"range"`
	Radius Inches `yaml:"radius,omitempty" json:"radius,omitempty"`
	Length Inches `yaml:"length,omitempty" json:"length,omitempty"`
	Width  Inches `yaml:"width,omitempty" json:"width,omitempty"`
}

// Effect is what a spell or breath does to each figure it lands on that
// fails its saving throw (Save "" allows none).
type Effect struct {
	Kind   string   `yaml:"effect" json:"effect"`
	Save   string   `yaml:"save,omitempty" json:"save,omitempty"`
	Damage DiceRoll `yaml:"damage,omitempty" json:"damage,omitempty"`
	Rounds int      `yaml:"rounds,omitempty" json:"rounds,omitempty"`
	// MaxHD: only figures of at most this many hit dice are touched; 0 any.
	MaxHD int `yaml:"max_hd,omitempty" json:"max_hd,omitempty"`
}

// Spell is a spell of herald's spell book: the appendices give the
// complexity table but no spells, so the book is the rulings'.
type Spell struct {
	Name       string `yaml:"name" json:"name"`
	Complexity int    `yaml:"complexity" json:"complexity"`
	Shape      `yaml:",inline"`
	Effect     `yaml:",inline"`
}

// CreatureSpecial is a creature's breath or gaze, loosed in step 2 like a
// missile, Uses times a battle.
type CreatureSpecial struct {
	Creature string `yaml:"creature" json:"creature"`
	Name     string `yaml:"name" json:"name"`
	Uses     int    `yaml:"uses" json:"uses"`
	Shape    `yaml:",inline"`
	Effect   `yaml:",inline"`
}

func (s Shape) validate() error {
	in := func(l Inches, lo, hi float64) bool {
		return l.Length >= table.Inches.Of(lo)-table.Epsilon && l.Length <= table.Inches.Of(hi)+table.Epsilon
	}
	switch {
	case !in(s.Range, 0, 48):
		return fmt.Errorf("range %v: 0 to 48 inches", s.Range)
	case s.Kind == ShapeStrike:
	case s.Kind == ShapeBlast && in(s.Radius, 0.25, 12):
	case s.Kind == ShapeBolt && in(s.Length, 1, 48) && in(s.Width, 0.25, 6):
	default:
		return fmt.Errorf("shape %q: a strike, a blast with a radius of 1/4-12 inches, or a bolt 1-48 inches long and 1/4-6 wide", s.Kind)
	}
	return nil
}

func (e Effect) validate(kinds []string) error {
	if e.Save != "" && !slices.Contains(kinds, e.Save) {
		return fmt.Errorf("saving throw %q is not one of %v", e.Save, kinds)
	}
	switch {
	case e.Kind == EffectHarm && (e.Damage.Kill || e.Damage.N > 0):
	case (e.Kind == EffectHold || e.Kind == EffectDarkness) && e.Rounds >= 1 && e.Rounds <= 12:
	default:
		return fmt.Errorf("effect %q: harm with damage, or hold or darkness for 1-12 rounds", e.Kind)
	}
	if e.MaxHD < 0 {
		return fmt.Errorf("max hit dice %d", e.MaxHD)
	}
	return nil
}

func validateSpells(book []Spell, r *Rules) error {
	for i, s := range book {
		if s.Name == "" || slices.ContainsFunc(book[:i], func(x Spell) bool { return x.Name == s.Name }) {
			return fmt.Errorf("spell %q is unnamed or given twice", s.Name)
		}
		if s.Complexity < 1 || s.Complexity > len(r.Spells.Complexity) {
			return fmt.Errorf("%s: complexity %d is not 1-%d", s.Name, s.Complexity, len(r.Spells.Complexity))
		}
		if err := s.Shape.validate(); err != nil {
			return fmt.Errorf("%s: %w", s.Name, err)
		}
		if err := s.Effect.validate(r.Character.SaveKinds); err != nil {
			return fmt.Errorf("%s: %w", s.Name, err)
		}
		if s.Effect.Kind == EffectHold && s.Shape.Kind != ShapeStrike {
			return fmt.Errorf("%s: a hold strikes one figure", s.Name)
		}
	}
	return nil
}

func validateSpecials(ss []CreatureSpecial, r *Rules) error {
	for _, s := range ss {
		if _, err := r.Creatures.Creature(s.Creature); err != nil {
			return err
		}
		if s.Name == "" || s.Uses < 1 || s.Uses > 20 {
			return fmt.Errorf("%s: special %q used %d times a battle", s.Creature, s.Name, s.Uses)
		}
		if err := s.Shape.validate(); err != nil {
			return fmt.Errorf("%s %s: %w", s.Creature, s.Name, err)
		}
		if err := s.Effect.validate(r.Character.SaveKinds); err != nil {
			return fmt.Errorf("%s %s: %w", s.Creature, s.Name, err)
		}
	}
	return nil
}

// Spell looks a spell up in the book.
func (r *Rules) Spell(name string) (Spell, error) {
	i := slices.IndexFunc(r.Rulings.Spells, func(s Spell) bool { return s.Name == name })
	if i < 0 {
		var names []string
		for _, s := range r.Rulings.Spells {
			names = append(names, s.Name)
		}
		return Spell{}, unknown(RefSpells, "spell", name, names)
	}
	return r.Rulings.Spells[i], nil
}

// Specials are a creature's breath weapons and gazes.
func (r *Rules) Specials(creature string) []CreatureSpecial {
	var out []CreatureSpecial
	for _, s := range r.Rulings.Specials {
		if s.Creature == creature {
			out = append(out, s)
		}
	}
	return out
}

// SpellsKnown is how many spells of each complexity (spell level) a
// magic-user of a level knows: the capability table's spells column.
func (r *Rules) SpellsKnown(level int) ([]int, error) {
	row, err := r.Character.CapabilityAt(level)
	if err != nil {
		return nil, err
	}
	return row.Spells, nil
}

// Spellbook checks the spells a magic-user knows against his level: each
// in the book, at most as many of each complexity as the capability table
// gives. With none named he knows the first of the book at each.
func (r *Rules) Spellbook(f Fighter, names []string) ([]string, error) {
	if f.Class != MagicUser {
		return nil, errf(RefSpells, "%s is not a magic-user and knows no spells", f.Name)
	}
	known, err := r.SpellsKnown(f.Level)
	if err != nil {
		return nil, err
	}
	if names == nil {
		count := make([]int, len(known))
		for _, s := range r.Rulings.Spells {
			if c := s.Complexity - 1; c < len(known) && count[c] < known[c] {
				count[c]++
				names = append(names, s.Name)
			}
		}
		return names, nil
	}
	count := make([]int, 7)
	for i, n := range names {
		s, err := r.Spell(n)
		if err != nil {
			return nil, err
		}
		if slices.Contains(names[:i], n) {
			return nil, errf(RefCapacity, "%s knows %s twice", f.Name, n)
		}
		count[s.Complexity]++
		if s.Complexity > len(known) || count[s.Complexity] > known[s.Complexity-1] {
			have := 0
			if s.Complexity <= len(known) {
				have = known[s.Complexity-1]
			}
			return nil, errf(RefCapacity, "a level %d magic-user knows %d spells of level %d; %s is one too many", f.Level, have, s.Complexity, n)
		}
	}
	return names, nil
}
