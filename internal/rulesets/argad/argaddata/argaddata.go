// Package argaddata loads the Argad! tables from data/argad into the pure
// argad types and validates every cell, so the rules package never imports
// a parser.
package argaddata

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sync"

	"gopkg.in/yaml.v3"

	"herald/data"
	"herald/internal/rulesets/argad"
)

// Files lists the table files of data/argad, in load order.
var Files = []string{"movement.yaml", "terrain.yaml", "shooting.yaml", "melee.yaml", "rulings.yaml"}

// maxFile bounds a table file.
const maxFile = 1 << 20

// LoadFS reads the tables from dir in fsys, decoding strictly: an unknown
// key, a second document or a file over 1 MiB is an error naming the file.
func LoadFS(fsys fs.FS, dir string) (*argad.Rules, error) {
	r := &argad.Rules{}
	for _, f := range []struct {
		name string
		into any
	}{
		{"movement.yaml", &r.Movement},
		{"terrain.yaml", &r.Terrain},
		{"shooting.yaml", &r.Shooting},
		{"melee.yaml", &r.Melee},
		{"rulings.yaml", &r.Rulings},
	} {
		path := dir + "/" + f.name
		b, err := fs.ReadFile(fsys, path)
		if err != nil {
			return nil, err
		}
		if err := decodeStrict(b, f.into); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return r, nil
}

func decodeStrict(b []byte, into any) error {
	if len(b) > maxFile {
		return fmt.Errorf("%d bytes, more than %d", len(b), maxFile)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(into); err != nil {
		return err
	}
	var extra any
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return fmt.Errorf("more than one YAML document")
	}
	return nil
}

var (
	once    sync.Once
	loaded  *argad.Rules
	loadErr error
)

// Load returns the tables shipped in the binary, read once. Callers must
// not change them: a scenario's overrides go through WithRulings.
func Load() (*argad.Rules, error) {
	once.Do(func() { loaded, loadErr = LoadFS(data.FS, "argad") })
	return loaded, loadErr
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
	if err := decodeStrict(overrides, &patch); err != nil {
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
