// Package destrierdata loads the Destrier tables from data/destrier (the
// text's own) and data/destrier/chivalry (herald's stand-ins for the
// Chivalry & Sorcery tables the text cites) into the pure destrier types,
// decoding strictly and validating every cell, so the rules package never
// imports a parser.
package destrierdata

import (
	"fmt"
	"io/fs"

	"herald/data"
	"herald/internal/datafile"
	"herald/internal/rulesets/destrier"
)

// tables are the files of a Destrier data directory and where each decodes,
// in the order they are read.
func tables(r *destrier.Rules) []datafile.Table {
	return []datafile.Table{
		{File: "cards.yaml", Into: &r.Cards},
		{File: "melee.yaml", Into: &r.Melee},
		{File: "movement.yaml", Into: &r.Movement},
		{File: "steeds.yaml", Into: &r.Steeds},
		{File: "charge.yaml", Into: &r.Charge},
		{File: "chivalry/weapons.yaml", Into: &r.Weapons},
		{File: "chivalry/armour.yaml", Into: &r.Armour},
		{File: "chivalry/maneuver.yaml", Into: &r.Maneuvers},
		{File: "chivalry/bash.yaml", Into: &r.Bash},
		{File: "chivalry/mounts.yaml", Into: &r.Mounts},
		{File: "chivalry/figures.yaml", Into: &r.Templates},
	}
}

// Files are the files under a Destrier data directory, in the order they
// are read.
var Files = datafile.Names(tables(&destrier.Rules{}))

// LoadFS reads the tables from dir in fsys. An unknown key, a missing
// file or a cell out of range is an error naming the file.
func LoadFS(fsys fs.FS, dir string) (*destrier.Rules, error) {
	r := &destrier.Rules{}
	if err := datafile.Read(fsys, dir, tables(r)); err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return r, nil
}

var loaded datafile.Once[*destrier.Rules]

// Load returns the tables shipped in the binary, read once.
func Load() (*destrier.Rules, error) {
	return loaded.Get(func() (*destrier.Rules, error) { return LoadFS(data.FS, "destrier") })
}
