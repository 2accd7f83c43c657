// Package destrierdata loads the Destrier tables from data/destrier (the
// text's own) and data/destrier/chivalry (herald's stand-ins for the
// Chivalry & Sorcery tables the text cites) into the pure destrier types,
// decoding strictly and validating every cell, so the rules package never
// imports a parser.
package destrierdata

import (
	"bytes"
	"fmt"
	"io/fs"
	"sync"

	"gopkg.in/yaml.v3"

	"herald/data"
	"herald/internal/rulesets/destrier"
)

// Files are the files under a Destrier data directory, in the order they
// are read.
var Files = []string{
	"cards.yaml", "melee.yaml", "movement.yaml", "steeds.yaml", "charge.yaml",
	"chivalry/weapons.yaml", "chivalry/armour.yaml", "chivalry/maneuver.yaml",
	"chivalry/bash.yaml", "chivalry/mounts.yaml", "chivalry/figures.yaml",
}

// maxFile bounds a table file: the shipped ones are a few KB.
const maxFile = 1 << 20

// LoadFS reads the tables from dir in fsys. An unknown key, a missing
// file or a cell out of range is an error naming the file.
func LoadFS(fsys fs.FS, dir string) (*destrier.Rules, error) {
	r := &destrier.Rules{}
	into := map[string]any{
		"cards.yaml":             &r.Cards,
		"melee.yaml":             &r.Melee,
		"movement.yaml":          &r.Movement,
		"steeds.yaml":            &r.Steeds,
		"charge.yaml":            &r.Charge,
		"chivalry/weapons.yaml":  &r.Weapons,
		"chivalry/armour.yaml":   &r.Armour,
		"chivalry/maneuver.yaml": &r.Maneuvers,
		"chivalry/bash.yaml":     &r.Bash,
		"chivalry/mounts.yaml":   &r.Mounts,
		"chivalry/figures.yaml":  &r.Templates,
	}
	for _, name := range Files {
		path := dir + "/" + name
		b, err := fs.ReadFile(fsys, path)
		if err != nil {
			return nil, err
		}
		if len(b) > maxFile {
			return nil, fmt.Errorf("%s: %d bytes, over the %d a table may have", path, len(b), maxFile)
		}
		dec := yaml.NewDecoder(bytes.NewReader(b))
		dec.KnownFields(true)
		if err := dec.Decode(into[name]); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return r, nil
}

var (
	once    sync.Once
	loaded  *destrier.Rules
	loadErr error
)

// Load returns the tables shipped in the binary, read once.
func Load() (*destrier.Rules, error) {
	once.Do(func() { loaded, loadErr = LoadFS(data.FS, "destrier") })
	return loaded, loadErr
}
