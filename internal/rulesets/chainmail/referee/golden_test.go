package referee

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/*.golden from the current engine")

// goldenEvent is one event as the golden file keeps it.
type goldenEvent struct {
	Type  string          `json:"type"`
	Side  string          `json:"side"`
	Data  json.RawMessage `json:"data"`
	Rolls []dice.Roll     `json:"rolls,omitempty"`
}

// The Brawl's opening is a recorded game: played again it gives the
// golden events byte for byte, and the golden file replays into the same
// state as play. Regenerate with -update and review the diff.
func TestChainmailGolden(t *testing.T) {
	rs, s0 := cmSetup(t)
	s, evs := playOpening(t, rs, s0)
	var got bytes.Buffer
	for _, e := range evs {
		b, err := json.Marshal(goldenEvent{e.Type, e.Side, e.Data, e.Rolls})
		if err != nil {
			t.Fatal(err)
		}
		got.Write(append(b, '\n'))
	}
	path := filepath.Join("testdata", "brawl-opening.golden")
	if *updateGolden {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Errorf("the opening no longer gives %s; review with -update and git diff", path)
	}
	var r game.Position = s0
	sc := bufio.NewScanner(bytes.NewReader(want))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		var g goldenEvent
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		if r, err = Replay(rs, r, Event{Type: g.Type, Side: g.Side, Data: g.Data, Rolls: g.Rolls}); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
	}
	a, _ := json.Marshal(s)
	b, _ := json.Marshal(r)
	if !bytes.Equal(a, b) {
		t.Errorf("the golden game replays to another state:\n%s\n%s", b, a)
	}
}
