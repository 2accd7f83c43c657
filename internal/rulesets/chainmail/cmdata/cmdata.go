// Package cmdata loads the Chainmail tables from data/chainmail into the
// pure chainmail types and validates them, so the rules package never
// imports a parser.
package cmdata

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sync"

	"gopkg.in/yaml.v3"

	"herald/data"
	"herald/internal/rulesets/chainmail"
)

// LoadFS reads the tables from dir in fsys (dir holds mass.yaml, melee.yaml,
// ...), decoding strictly: an unknown key is an error naming the file.
func LoadFS(fsys fs.FS, dir string) (*chainmail.Rules, error) {
	r := &chainmail.Rules{}
	for _, f := range []struct {
		name string
		into any
	}{
		{"mass.yaml", &r.Mass},
		{"melee.yaml", &r.Melee},
		{"missile.yaml", &r.Missile},
		{"fantasy.yaml", &r.Fantasy},
		{"spells.yaml", &r.Spells},
		{"character.yaml", &r.Character},
		{"special.yaml", &r.Special},
		{"creatures.yaml", &r.Creatures},
		{"movement.yaml", &r.Movement},
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

// decodeStrict decodes one YAML document, refusing unknown keys.
func decodeStrict(b []byte, into any) error {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(into); err != nil && !errors.Is(err, io.EOF) {
		return err
	}
	return nil
}

var (
	once    sync.Once
	loaded  *chainmail.Rules
	loadErr error
)

// Load returns the tables shipped in the binary, read once.
func Load() (*chainmail.Rules, error) {
	once.Do(func() { loaded, loadErr = LoadFS(data.FS, "chainmail") })
	return loaded, loadErr
}
