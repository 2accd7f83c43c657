package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"herald/internal/board/boardfile"
	"herald/internal/scenario/scenariofile"
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

// TestFromScenario: placed units become counters in their side's colour,
// a mounted character a lozenge, units without a hex the reserve.
func TestFromScenario(t *testing.T) {
	sc, m, err := scenariofile.Load(filepath.Join("testdata", "scenarios", "mill-raid.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	s := FromScenario(sc, m)
	if len(s.Forces) != 2 || s.Forces[0].Name != "Raiders" {
		t.Fatalf("forces %+v", s.Forces)
	}
	if len(s.Reserve) != 1 || s.Reserve[0].Name != "Wat" {
		t.Errorf("reserve %+v, want Wat alone", s.Reserve)
	}
	var roland *Counter
	for i := range s.Counters {
		if s.Counters[i].Name == "Sir Roland" {
			roland = &s.Counters[i]
		}
	}
	if roland == nil || !roland.Two || roland.Rider != "Sir Roland" || roland.Kind != "horse" {
		t.Errorf("Sir Roland: %+v, want a rider on two hexes", roland)
	}
	if len(s.Areas) != 1 || s.Areas[0].Force != "Raiders" {
		t.Errorf("areas %+v", s.Areas)
	}
	doc := render(t, s, Options{})
	wellFormed(t, doc)
	for _, want := range []string{"Placed by the players", ">Wat<", `data-character="Alys"`, `data-unit="Grain cart"`} {
		if !strings.Contains(string(doc), want) {
			t.Errorf("set-up picture lacks %s", want)
		}
	}
}
