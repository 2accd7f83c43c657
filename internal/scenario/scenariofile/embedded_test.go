package scenariofile

import (
	"errors"
	"strings"
	"testing"

	"herald/internal/board"
	"herald/internal/board/yamlfile"
)

func noMaps(string) (*board.Map, error) { return nil, errors.New("no map on disk") }

// TestEmbeddedMap: a scenario carrying its map as a second document is
// played on that map, whatever its map: field names, and a mistake in the
// map is reported at its own line of the file.
func TestEmbeddedMap(t *testing.T) {
	b, err := Bundle([]byte(good), []byte(testMap))
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := ReadScenario("s.yaml", b, classes(t), noMaps)
	if err != nil {
		t.Fatalf("the bundle: %v", err)
	}
	if m.Title != "test" || len(m.Hexes()) != 100 || sc.Title != "Test" {
		t.Errorf("read %q on %q (%d hexes)", sc.Title, m.Title, len(m.Hexes()))
	}
	// Line numbers of the map part are the file's.
	bad := strings.Replace(testMap, "C3: house", "C3: hovel", 1)
	b, err = Bundle([]byte(good), []byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = ReadScenario("s.yaml", b, classes(t), noMaps)
	es := yamlfile.AsErrors(err, "s.yaml")
	want := strings.Count(good, "\n") + 1 + strings.Count(testMap[:strings.Index(testMap, "C3:")], "\n") + 1
	if len(es) == 0 || es[0].Line != want || es[0].File != "s.yaml" || !strings.Contains(es[0].Msg, "hovel") {
		t.Errorf("a bad terrain in the embedded map: %v; want line %d", err, want)
	}
}

func TestBundleRefusesDocuments(t *testing.T) {
	for _, c := range []struct{ sc, m string }{
		{good + "---\nx: 1\n", testMap},
		{good, testMap + "---\nx: 1\n"},
	} {
		if _, err := Bundle([]byte(c.sc), []byte(c.m)); err == nil {
			t.Errorf("bundled a file with a document of its own")
		}
	}
	// A document start on the first line is no second document.
	if EmbeddedMap([]byte("---\n"+good)) != nil {
		t.Errorf("a leading --- read as a map")
	}
	if _, err := Bundle([]byte("---\n"+good), []byte("---\n"+testMap)); err != nil {
		t.Errorf("leading markers: %v", err)
	}
}
