package ai

import (
	"io/fs"
	"testing"

	"herald/data"
	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/game"
	_ "herald/internal/game/rulesets"
	"herald/internal/scenario/scenariofile"
)

// start is the shipped scenario name at its start, dice seed seed.
func start(t testing.TB, name string, seed uint64) game.Position {
	t.Helper()
	src, err := fs.ReadFile(data.FS, "scenarios/"+name+".yaml")
	if err != nil {
		t.Fatal(err)
	}
	cat, err := boardfile.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	classes, err := scenariofile.ShippedClasses()
	if err != nil {
		t.Fatal(err)
	}
	maps := func(m string) (*board.Map, error) {
		msrc, err := fs.ReadFile(data.FS, "maps/"+m+".yaml")
		if err != nil {
			return nil, err
		}
		return boardfile.ReadMap("data/maps/"+m+".yaml", msrc, cat)
	}
	sc, m, err := scenariofile.ReadScenario("data/scenarios/"+name+".yaml", src, classes, maps)
	if err != nil {
		t.Fatal(err)
	}
	rs, err := game.RulesetFor(sc.Ruleset)
	if err != nil {
		t.Fatal(err)
	}
	p, err := game.Start(rs, game.Setup{ScenarioFile: name, Seed: seed}, sc, game.Field{Map: m})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func nilChecked(c game.Checked) []game.Checked { return []game.Checked{c} }
