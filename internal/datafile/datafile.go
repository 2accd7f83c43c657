// Package datafile reads a ruleset's YAML tables the one way every loader
// wants: bounded in size, strictly (an unknown key or a second document is
// an error), each error naming the file, and the shipped tables read once.
package datafile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sync"

	"gopkg.in/yaml.v3"
)

// MaxFile bounds a table file: the shipped ones are a few kilobytes.
const MaxFile = 1 << 20

// ErrEmpty is returned by DecodeStrict for input holding no YAML document;
// callers for whom nothing means "no change" may accept it.
var ErrEmpty = errors.New("no YAML document")

// DecodeStrict decodes exactly one YAML document of at most MaxFile bytes
// into into, refusing keys into does not have.
func DecodeStrict(b []byte, into any) error {
	if len(b) > MaxFile {
		return fmt.Errorf("%d bytes, more than the %d a table may have", len(b), MaxFile)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(into); err != nil {
		if errors.Is(err, io.EOF) {
			return ErrEmpty
		}
		return err
	}
	var extra any
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return fmt.Errorf("more than one YAML document")
	}
	return nil
}

// Table is one file of a data directory and the value it decodes into.
type Table struct {
	File string // path under the directory, e.g. "melee.yaml"
	Into any    // a pointer
}

// Names lists the tables' files, in order.
func Names(tables []Table) []string {
	out := make([]string, len(tables))
	for i, t := range tables {
		out[i] = t.File
	}
	return out
}

// Read decodes each table from dir in fsys, in order. A missing file or a
// bad one is an error naming its path.
func Read(fsys fs.FS, dir string, tables []Table) error {
	for _, t := range tables {
		path := dir + "/" + t.File
		b, err := fs.ReadFile(fsys, path)
		if err != nil {
			return err
		}
		if err := DecodeStrict(b, t.Into); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	return nil
}

// Once holds tables loaded on first use and shared after: callers must not
// change them.
type Once[T any] struct {
	once sync.Once
	v    T
	err  error
}

// Get returns what load returned the first time Get was called.
func (o *Once[T]) Get(load func() (T, error)) (T, error) {
	o.once.Do(func() { o.v, o.err = load() })
	return o.v, o.err
}
