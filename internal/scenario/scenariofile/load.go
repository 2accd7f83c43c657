package scenariofile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/scenario"
	"herald/internal/table"
)

// Load reads a scenario on a hex map from disk, or a shipped one by bare
// name ("village-raid"), with its map and the shipped terrain and class
// tables.
func Load(name string) (*scenario.Scenario, *board.Map, error) {
	sc, m, t, err := LoadField(name)
	if err == nil && t != nil {
		return nil, nil, fmt.Errorf("scenario %s is played on the measured table %s, not on a hex map", sc.Name, sc.Table)
	}
	return sc, m, err
}

// LoadField is Load of a scenario on a hex map or a measured table.
func LoadField(name string) (*scenario.Scenario, *board.Map, *table.Table, error) {
	cat, err := boardfile.Catalog()
	if err != nil {
		return nil, nil, nil, err
	}
	classes, err := ShippedClasses()
	if err != nil {
		return nil, nil, nil, err
	}
	src, shown, err := boardfile.ReadFile(name, "scenarios")
	if err != nil {
		return nil, nil, nil, err
	}
	return ReadField(shown, src, classes, DiskMaps(shown, cat), DiskTables(shown))
}

// DiskMaps finds maps for the scenario file at path: a map name with a
// directory is relative to the scenario; a bare name is looked for beside
// the scenario, then in ../maps, then among the shipped maps.
func DiskMaps(path string, cat *board.Catalog) MapLoader {
	dir := filepath.Dir(path)
	return func(name string) (*board.Map, error) {
		file := name
		if filepath.Ext(file) == "" {
			file += ".yaml"
		}
		var tries []string
		if strings.ContainsAny(name, `/\`) {
			tries = []string{filepath.Join(dir, file)}
		} else {
			tries = []string{filepath.Join(dir, file), filepath.Join(dir, "..", "maps", file)}
		}
		for _, t := range tries {
			src, err := os.ReadFile(t)
			if err == nil {
				return boardfile.ReadMap(t, src, cat)
			}
			if !errors.Is(err, fs.ErrNotExist) {
				return nil, err
			}
		}
		if !strings.ContainsAny(name, `/\`) {
			if src, shown, err := boardfile.ReadFile(name, "maps"); err == nil {
				return boardfile.ReadMap(shown, src, cat)
			}
		}
		return nil, errors.New("map file not found (looked beside the scenario, in ../maps and among the shipped maps)")
	}
}
