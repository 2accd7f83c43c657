// Package tenthsdata loads the tenths rules' tables from data/tenths into
// the pure tenths types and validates every cell, so the rules package
// never imports a parser.
package tenthsdata

import (
	"fmt"
	"io/fs"

	"herald/data"
	"herald/internal/datafile"
	"herald/internal/rulesets/tenths"
)

// tables are the files of a tenths data directory and where each decodes,
// in the order they are read.
func tables(r *tenths.Rules) []datafile.Table {
	return []datafile.Table{
		{File: "base.yaml", Into: &r.Base},
		{File: "weapons.yaml", Into: &r.Weapons},
		{File: "armour.yaml", Into: &r.Armour},
		{File: "hitlocation.yaml", Into: &r.Hits},
		{File: "dodge.yaml", Into: &r.Dodge},
		{File: "reach.yaml", Into: &r.Reach},
		{File: "wounds.yaml", Into: &r.Wounds},
		{File: "fatigue.yaml", Into: &r.Fatigue},
		{File: "bash.yaml", Into: &r.Bash},
		{File: "riding.yaml", Into: &r.Riding},
		{File: "horses.yaml", Into: &r.Horses},
		{File: "lance.yaml", Into: &r.Lance},
		{File: "athletics.yaml", Into: &r.Athletics},
		{File: "ground.yaml", Into: &r.Ground},
	}
}

// Files are the tables a directory must hold, in the order they are read.
var Files = datafile.Names(tables(&tenths.Rules{}))

// LoadFS reads the tables from dir in fsys, decoding strictly: an unknown
// key is an error naming the file.
func LoadFS(fsys fs.FS, dir string) (*tenths.Rules, error) {
	r := &tenths.Rules{}
	if err := datafile.Read(fsys, dir, tables(r)); err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return r, nil
}

var loaded datafile.Once[*tenths.Rules]

// Load returns the tables shipped in the binary, read once.
func Load() (*tenths.Rules, error) {
	return loaded.Get(func() (*tenths.Rules, error) { return LoadFS(data.FS, "tenths") })
}
