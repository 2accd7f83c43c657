package tablefile

import (
	"herald/internal/board/boardfile"
	"herald/internal/table"
)

// Dir is the folder of data.FS the shipped tables live in.
const Dir = "tables"

// LoadTable reads a table from disk, or a shipped one by its bare name
// ("hallow-farm").
func LoadTable(name string) (*table.Table, error) {
	src, shown, err := boardfile.ReadFile(name, Dir)
	if err != nil {
		return nil, err
	}
	return ReadTable(shown, src)
}
