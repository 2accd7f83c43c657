package cmdata

import (
	"errors"
	"fmt"
	"slices"

	"herald/internal/datafile"
	"herald/internal/rulesets/chainmail"
)

// MaxRulingsBytes bounds a scenario's rulings block.
const MaxRulingsBytes = 64 << 10

// WithRulings returns a copy of base whose rulings a scenario overrides.
// overrides is a YAML mapping with the keys of data/chainmail/rulings.yaml:
// a mapping replaces the fields it names and keeps the others; a list
// replaces the whole list, except terrain areas (by kind and depth), lines
// and openings (by kind), spells (by name) and specials (by creature and
// name), whose entries replace the default of the same name or are added.
// The result is checked against the tables; base is not changed.
func WithRulings(base *chainmail.Rules, overrides []byte) (*chainmail.Rules, error) {
	if len(overrides) > MaxRulingsBytes {
		return nil, fmt.Errorf("chainmail rulings: %d bytes, at most %d", len(overrides), MaxRulingsBytes)
	}
	rl := base.Rulings
	// Lists merged by name decode into empty lists; the rest into copies.
	rl.Terrain.Areas, rl.Terrain.Lines, rl.Terrain.Openings, rl.Spells, rl.Specials = nil, nil, nil, nil, nil
	rl.Reaction = slices.Clone(rl.Reaction)
	rl.Troops = slices.Clone(rl.Troops)
	rl.Moves.SplitMoveFire = slices.Clone(rl.Moves.SplitMoveFire)
	rl.Magic.Ranks = slices.Clone(rl.Magic.Ranks)
	// No document at all overrides nothing.
	if err := datafile.DecodeStrict(overrides, &rl); err != nil && !errors.Is(err, datafile.ErrEmpty) {
		return nil, fmt.Errorf("chainmail rulings: %w", err)
	}
	b := base.Rulings
	rl.Terrain.Areas = merge(b.Terrain.Areas, rl.Terrain.Areas, func(a chainmail.AreaTerrain) string { return string(a.Kind) + "/" + string(a.Depth) })
	rl.Terrain.Lines = merge(b.Terrain.Lines, rl.Terrain.Lines, func(l chainmail.LineTerrain) string { return string(l.Kind) })
	rl.Terrain.Openings = merge(b.Terrain.Openings, rl.Terrain.Openings, func(o chainmail.OpeningTerrain) string { return string(o.Kind) })
	rl.Spells = merge(b.Spells, rl.Spells, func(s chainmail.Spell) string { return s.Name })
	rl.Specials = merge(b.Specials, rl.Specials, func(s chainmail.CreatureSpecial) string { return s.Creature + "/" + s.Name })
	return base.WithRulings(rl)
}

// merge is base with each entry of over replacing the entry of the same
// name, or added after them.
func merge[T any](base, over []T, name func(T) string) []T {
	out := slices.Clone(base)
next:
	for _, o := range over {
		for i := range out {
			if name(out[i]) == name(o) {
				out[i] = o
				continue next
			}
		}
		out = append(out, o)
	}
	return out
}
