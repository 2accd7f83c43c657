package scenariofile

import (
	"os"
	"strings"
	"testing"

	"herald/internal/board"
	"herald/internal/table"
)

func readOnTable(t *testing.T, src string) (*board.Map, *table.Table, error) {
	t.Helper()
	_, m, tb, err := ReadField("testdata/s.yaml", []byte(src), classes(t), loader(t), DiskTables("testdata/s.yaml"))
	return m, tb, err
}

// TestTableScenario: a scenario names a measured table instead of a map;
// its figures stand at [x, y] in the table's unit, facing a bearing, and
// keep their ruleset's fields as traits.
func TestTableScenario(t *testing.T) {
	src, err := os.ReadFile("testdata/brook-skirmish.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sc, m, tb, err := ReadField("testdata/brook-skirmish.yaml", src, classes(t), loader(t), DiskTables("testdata/brook-skirmish.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if m != nil || tb == nil || tb.Name != "hallow-farm" || sc.Table != "hallow-farm" || sc.Map != "" || sc.Ruleset != "skirmish" {
		t.Fatalf("read map %v table %v (%q, %q) ruleset %q", m, tb, sc.Table, sc.Map, sc.Ruleset)
	}
	hugh := sc.Sides[0].Characters[0]
	st := hugh.At.Stand
	if !hugh.At.Set || st == nil || st.Centre != table.Pt(300, 450) || st.Facing != 90 ||
		st.Base != (table.Base{Width: 20, Depth: 20}) || hugh.Traits["troop"] != "spearman" || len(hugh.At.Hexes()) != 0 {
		t.Errorf("Hugh: %+v %+v", hugh.At, st)
	}
	if w := sc.Sides[0].Characters[1].At.Stand; !w.Base.Corner {
		t.Errorf("Wat's base faces a corner: %+v", w)
	}
	if a := sc.Sides[1].Characters[1]; a.At.Stand.Facing != 270 || a.At.Stand.Base != (table.Base{}) || a.Traits["kind"] != "man" {
		t.Errorf("Alys: %+v %+v", a.At.Stand, a.Traits)
	}
	// ReadScenario and Load are for hex maps and say so.
	if _, _, err := ReadScenario("s.yaml", src, classes(t), loader(t)); err == nil || !strings.Contains(err.Error(), "measured table") {
		t.Errorf("ReadScenario of a table scenario: %v", err)
	}
}

func TestTableScenarioMistakes(t *testing.T) {
	base := `title: T
ruleset: skirmish
table: hallow-farm
turns: 3
first: A
sides:
  - name: A
    characters:
      - {name: a, at: [10, 10], facing: north, base: [2, 2]}
  - name: B
    characters:
      - {name: b, at: [100, 70]}
`
	for _, tc := range []struct{ from, to, want string }{
		{"ruleset: skirmish\n", "", "names its ruleset"},
		{"ruleset: skirmish", "ruleset: cryhavoc", "played on a hex map"},
		{"ruleset: skirmish", "ruleset: Skirmish!", "small letters"},
		{"table: hallow-farm", "table: hallow-farm\nmap: test", "not both"},
		{"table: hallow-farm", "table: nowhere", "table file not found"},
		{"at: [10, 10]", "at: [130, 10]", "off the table"},
		{"at: [10, 10]", "at: [0.5, 10]", "does not fit"},
		{"at: [10, 10]", "at: 10", "expected a point"},
		{"facing: north", "facing: up", "compass direction"},
		{"base: [2, 2]", "base: [2, 3], corner: true", "must be square"},
		{"{name: b, at: [100, 70]}", "{name: b, at: [11, 11], base: [2, 2]}", "overlaps a's"},
		{"{name: b, at: [100, 70]}", "{name: b}", "missing field \"at\""},
		{"{name: b, at: [100, 70]}", "{name: b, at: [100, 70], weapons: [bow]}", "expected a value"},
		{"  - name: B\n", "  - name: B\n    setup: A1-A3\n", "setup is for hex maps"},
		{"turns: 3\n", "turns: 3\nobjectives:\n  - {side: A, kind: hold, hexes: A1, text: x}\n", "kill, capture or text"},
	} {
		src := strings.Replace(base, tc.from, tc.to, 1)
		if src == base {
			t.Fatalf("%q is not in the scenario", tc.from)
		}
		_, _, err := readOnTable(t, src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q → %q: %v; want %q", tc.from, tc.to, err, tc.want)
		}
	}
	if _, tb, err := readOnTable(t, base); err != nil || tb == nil {
		t.Errorf("the good scenario: %v", err)
	}
}

// TestShippedTablesReadNoDisk: the loader a server uses knows shipped
// tables by bare name only.
func TestShippedTablesReadNoDisk(t *testing.T) {
	if _, err := ShippedTables("hallow-farm"); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"../tables/hallow-farm", "testdata/x", "/etc/passwd", "nowhere"} {
		if _, err := ShippedTables(name); err == nil {
			t.Errorf("%q: read", name)
		}
	}
}
