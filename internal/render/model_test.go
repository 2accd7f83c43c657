package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"herald/internal/board/boardfile"
)

// TestFromMap reads a map through the board loader and checks what the
// picture shows of it.
func TestFromMap(t *testing.T) {
	cat, err := boardfile.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "maps", "mill.yaml")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := boardfile.ReadMap(path, src, cat)
	if err != nil {
		t.Fatal(err)
	}
	s := FromMap(m)
	if s.Title != "The Mill at Thornbury" || s.DefaultTerrain != "flat" {
		t.Errorf("title %q default %q", s.Title, s.DefaultTerrain)
	}
	doc := string(render(t, s, Options{}))
	wellFormed(t, []byte(doc))
	for _, want := range []string{
		`data-hex="A1" data-terrain="tree"`,
		`data-hex="P1" data-terrain="flat" data-elevation="2"`,
		`data-feature="window"`,
		`class="side e-door closed"`,
		`data-feature="table"`,
		`class="stairs-up"`,
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("map picture lacks %s", want)
		}
	}
}
