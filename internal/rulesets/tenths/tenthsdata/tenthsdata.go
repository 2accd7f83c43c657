// Package tenthsdata loads the tenths rules' tables from data/tenths into
// the pure tenths types and validates every cell, so the rules package
// never imports a parser.
package tenthsdata

import (
	"bytes"
	"fmt"
	"io/fs"
	"sync"

	"gopkg.in/yaml.v3"

	"herald/data"
	"herald/internal/rulesets/tenths"
)

// Files are the tables a directory must hold, in the order they are read.
var Files = []string{
	"base.yaml", "weapons.yaml", "armour.yaml", "hitlocation.yaml", "dodge.yaml",
	"reach.yaml", "wounds.yaml", "fatigue.yaml", "bash.yaml", "riding.yaml",
	"horses.yaml", "lance.yaml", "athletics.yaml", "ground.yaml",
}

// maxFile bounds a table file: the shipped ones are a few kilobytes.
const maxFile = 1 << 20

// LoadFS reads the tables from dir in fsys, decoding strictly: an unknown
// key is an error naming the file.
func LoadFS(fsys fs.FS, dir string) (*tenths.Rules, error) {
	r := &tenths.Rules{}
	into := map[string]any{
		"base.yaml": &r.Base, "weapons.yaml": &r.Weapons, "armour.yaml": &r.Armour,
		"hitlocation.yaml": &r.Hits, "dodge.yaml": &r.Dodge, "reach.yaml": &r.Reach,
		"wounds.yaml": &r.Wounds, "fatigue.yaml": &r.Fatigue, "bash.yaml": &r.Bash,
		"riding.yaml": &r.Riding, "horses.yaml": &r.Horses, "lance.yaml": &r.Lance,
		"athletics.yaml": &r.Athletics, "ground.yaml": &r.Ground,
	}
	for _, name := range Files {
		path := dir + "/" + name
		b, err := fs.ReadFile(fsys, path)
		if err != nil {
			return nil, err
		}
		if len(b) > maxFile {
			return nil, fmt.Errorf("%s: %d bytes, more than the %d a table may have", path, len(b), maxFile)
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
	loaded  *tenths.Rules
	loadErr error
)

// Load returns the tables shipped in the binary, read once.
func Load() (*tenths.Rules, error) {
	once.Do(func() { loaded, loadErr = LoadFS(data.FS, "tenths") })
	return loaded, loadErr
}
