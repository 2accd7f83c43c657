// Package cmdata loads the Chainmail tables from data/chainmail into the
// pure chainmail types and validates them, so the rules package never
// imports a parser.
package cmdata

import (
	"fmt"
	"io/fs"

	"herald/data"
	"herald/internal/datafile"
	"herald/internal/rulesets/chainmail"
)

// tables are the files of data/chainmail and where each decodes, in the
// order they are read.
func tables(r *chainmail.Rules) []datafile.Table {
	return []datafile.Table{
		{File: "mass.yaml", Into: &r.Mass},
		{File: "melee.yaml", Into: &r.Melee},
		{File: "missile.yaml", Into: &r.Missile},
		{File: "fantasy.yaml", Into: &r.Fantasy},
		{File: "spells.yaml", Into: &r.Spells},
		{File: "character.yaml", Into: &r.Character},
		{File: "special.yaml", Into: &r.Special},
		{File: "creatures.yaml", Into: &r.Creatures},
		{File: "movement.yaml", Into: &r.Movement},
		{File: "rulings.yaml", Into: &r.Rulings},
	}
}

// Files lists the table files of data/chainmail, in the order they are read.
var Files = datafile.Names(tables(&chainmail.Rules{}))

// LoadFS reads the tables from dir in fsys (dir holds mass.yaml, melee.yaml,
// ...), decoding strictly: an unknown key, a second document or a file over
// 1 MiB is an error naming the file.
func LoadFS(fsys fs.FS, dir string) (*chainmail.Rules, error) {
	r := &chainmail.Rules{}
	if err := datafile.Read(fsys, dir, tables(r)); err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return r, nil
}

var loaded datafile.Once[*chainmail.Rules]

// Load returns the tables shipped in the binary, read once.
func Load() (*chainmail.Rules, error) {
	return loaded.Get(func() (*chainmail.Rules, error) { return LoadFS(data.FS, "chainmail") })
}
