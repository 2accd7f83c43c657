package referee

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/scenario/scenariofile"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/*.golden from the current referee")

// goldenEvent is one event as a golden file keeps it.
type goldenEvent struct {
	Type  string          `json:"type"`
	Side  string          `json:"side"`
	Data  json.RawMessage `json:"data"`
	Rolls []dice.Roll     `json:"rolls,omitempty"`
}

// demo starts a shipped demo scenario as herald new would.
func demo(t testing.TB, name string) *State {
	t.Helper()
	sc, _, tab, err := scenariofile.LoadField(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := game.Start(ruleset(t), game.Setup{ScenarioFile: name, Seed: 1}, sc, game.Field{Table: tab})
	if err != nil {
		t.Fatal(err)
	}
	return p.(*State)
}

// Each demo is a recorded game played to its end by each side's first
// candidate with seeded dice: played again it gives the golden events
// and their account byte for byte, and the golden events fold into the
// position play reached. Regenerate with -update and review the diff.
func TestDemoGolden(t *testing.T) {
	for _, name := range []string{"destrier-duel", "destrier-charge", "destrier-courtyard"} {
		t.Run(name, func(t *testing.T) {
			s := demo(t, name)
			g := &played{start: s, pos: s}
			g.playOut(t, dice.NewSeeded(2026), 5000)
			if g.pos.Step().Kind != game.Over {
				t.Fatal("not over")
			}
			var evs, told bytes.Buffer
			for i, e := range g.log {
				b, err := json.Marshal(goldenEvent{e.Type, e.Side, e.Data, e.Rolls})
				if err != nil {
					t.Fatal(err)
				}
				evs.Write(append(b, '\n'))
				fmt.Fprintf(&told, "event %d, %s\n", i+2, e.Type)
				for _, l := range game.Tell(e) {
					fmt.Fprintf(&told, "%s\n", l)
				}
			}
			for suffix, got := range map[string][]byte{".golden": evs.Bytes(), ".told.golden": told.Bytes()} {
				path := filepath.Join("testdata", name+suffix)
				if *updateGolden {
					if err := os.MkdirAll("testdata", 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(path, got, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run with -update to create it)", err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("the game no longer gives %s; review with -update and git diff", path)
				}
			}
			want, _ := os.ReadFile(filepath.Join("testdata", name+".golden"))
			var p game.Position = s
			sc := bufio.NewScanner(bytes.NewReader(want))
			sc.Buffer(nil, 1<<20)
			for n := 1; sc.Scan(); n++ {
				var e goldenEvent
				if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
					t.Fatalf("line %d: %v", n, err)
				}
				next, err := game.Replay(p, game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls})
				if err != nil {
					t.Fatalf("line %d: %v", n, err)
				}
				p = next
			}
			a, _ := p.View(game.Referee)
			b, _ := g.pos.View(game.Referee)
			if !bytes.Equal(a, b) {
				t.Errorf("the golden game folds to another position:\n%s\n%s", a, b)
			}
		})
	}
}
