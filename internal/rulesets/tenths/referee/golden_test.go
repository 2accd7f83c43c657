package referee

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"herald/internal/dice"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/*.golden from the current referee")

// goldenEvent is one event as the golden file keeps it.
type goldenEvent struct {
	Type  string          `json:"type"`
	Side  string          `json:"side"`
	Data  json.RawMessage `json:"data"`
	Rolls []dice.Roll     `json:"rolls,omitempty"`
}

// The duel in Hobb's Yard, played to its end by the careless player with
// seeded dice, gives the golden events byte for byte (and playOut has
// replayed each one into the state play reached). Regenerate with -update
// and review the diff.
func TestTenthsGolden(t *testing.T) {
	for _, name := range []string{"tenths-yard-duel", "tenths-yard-brawl"} {
		_, evs := playOut(t, load(t, name), 3)
		var got bytes.Buffer
		for _, e := range evs {
			b, err := json.Marshal(goldenEvent{e.Type, e.Side, e.Data, e.Rolls})
			if err != nil {
				t.Fatal(err)
			}
			got.Write(append(b, '\n'))
		}
		path := filepath.Join("testdata", name+".golden")
		if *updateGolden {
			if err := os.WriteFile(path, got.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with -update to create it)", err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%s no longer plays as %s; review with -update and git diff", name, path)
		}
	}
}
