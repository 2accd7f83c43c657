package boardfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"herald/data"
	"herald/internal/board"
)

// TerrainFile is the terrain table inside data.FS.
const TerrainFile = "cryhavoc/terrain.yaml"

var shipped struct {
	once sync.Once
	cat  *board.Catalog
	err  error
}

// Catalog is the shipped terrain table, read once.
func Catalog() (*board.Catalog, error) {
	shipped.once.Do(func() {
		src, err := fs.ReadFile(data.FS, TerrainFile)
		if err != nil {
			shipped.err = err
			return
		}
		shipped.cat, shipped.err = ReadCatalog("data/"+TerrainFile, src)
	})
	return shipped.cat, shipped.err
}

// ReadFile reads a file from disk, or, when no such file exists and name
// is a bare name ("village" or "village.yaml"), the shipped one under dir of
// data.FS ("maps"). It returns the name to use in messages.
func ReadFile(name, dir string) (src []byte, shown string, err error) {
	src, err = os.ReadFile(name)
	if err == nil {
		return src, name, nil
	}
	if !errors.Is(err, fs.ErrNotExist) || strings.ContainsAny(name, `/\`) {
		return nil, name, err
	}
	base := name
	if filepath.Ext(base) == "" {
		base += ".yaml"
	}
	if s, ferr := fs.ReadFile(data.FS, dir+"/"+base); ferr == nil {
		return s, "data/" + dir + "/" + base, nil
	}
	return nil, name, err
}

// LoadMap reads a map from disk or the shipped maps.
func LoadMap(name string, cat *board.Catalog) (*board.Map, error) {
	src, shown, err := ReadFile(name, "maps")
	if err != nil {
		return nil, err
	}
	return ReadMap(shown, src, cat)
}
