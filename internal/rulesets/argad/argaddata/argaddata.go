// Package argaddata loads the Argad! tables from data/argad into the pure
// argad types and validates every cell, so the rules package never imports
// a parser.
package argaddata

import (
	"fmt"
	"io/fs"

	"herald/data"
	"herald/internal/datafile"
	"herald/internal/rulesets/argad"
)

// tables are the files of data/argad and where each decodes, in load order.
func tables(r *argad.Rules) []datafile.Table {
	return []datafile.Table{
		{File: "movement.yaml", Into: &r.Movement},
		{File: "terrain.yaml", Into: &r.Terrain},
		{File: "shooting.yaml", Into: &r.Shooting},
		{File: "melee.yaml", Into: &r.Melee},
		{File: "rulings.yaml", Into: &r.Rulings},
	}
}

// Files lists the table files of data/argad, in load order.
var Files = datafile.Names(tables(&argad.Rules{}))

// LoadFS reads the tables from dir in fsys, decoding strictly: an unknown
// key, a second document or a file over 1 MiB is an error naming the file.
func LoadFS(fsys fs.FS, dir string) (*argad.Rules, error) {
	r := &argad.Rules{}
	if err := datafile.Read(fsys, dir, tables(r)); err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return r, nil
}

var loaded datafile.Once[*argad.Rules]

// Load returns the tables shipped in the binary, read once. Callers must
// not change them: a scenario's overrides go through WithRulings.
func Load() (*argad.Rules, error) {
	return loaded.Get(func() (*argad.Rules, error) { return LoadFS(data.FS, "argad") })
}

// WithRulings returns a copy of base whose rulings a scenario overrides:
// the YAML mapping (the keys of rulings.yaml) replaces the fields it names;
// a weapon or terrain it lists replaces the default of the same name or is
// added. The copy is validated whole.
func WithRulings(base *argad.Rules, overrides []byte) (*argad.Rules, error) {
	var patch struct {
		argad.Rulings `yaml:",inline"`
	}
	patch.Rulings = base.Rulings
	patch.Weapons, patch.Terrain = nil, nil
	if err := datafile.DecodeStrict(overrides, &patch); err != nil {
		return nil, fmt.Errorf("argad rulings: %w", err)
	}
	rl := patch.Rulings
	rl.Weapons = mergeByName(base.Rulings.Weapons, patch.Weapons, func(w argad.MeleeWeapon) string { return w.Name })
	rl.Terrain = mergeByName(base.Rulings.Terrain, patch.Terrain, func(t argad.Terrain) string { return t.Name })
	return base.WithRulings(rl)
}

func mergeByName[T any](base, over []T, name func(T) string) []T {
	out := append([]T(nil), base...)
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
