package rulesettest

import (
	"io/fs"
	"strings"
	"testing"

	"herald/data"
	"herald/internal/game"
	"herald/internal/scenario/scenariofile"
)

// Shipped is every shipped scenario played under ruleset, on its field.
func Shipped(t *testing.T, ruleset string) []Game {
	t.Helper()
	es, err := fs.ReadDir(data.FS, "scenarios")
	if err != nil {
		t.Fatal(err)
	}
	var out []Game
	for _, e := range es {
		name, ok := strings.CutSuffix(e.Name(), ".yaml")
		if !ok {
			continue
		}
		sc, m, tb, err := scenariofile.LoadField(name)
		if err != nil {
			t.Fatalf("scenario %s: %v", name, err)
		}
		if sc.Ruleset == ruleset {
			out = append(out, Game{Name: name, Scenario: sc, Field: game.Field{Map: m, Table: tb}})
		}
	}
	return out
}

// Offers reports whether rs's positions offer the random play the suite
// needs (game.Mover), at the start of g.
func Offers(t *testing.T, rs game.Rules, g Game) bool {
	t.Helper()
	p, err := game.Start(rs, g.Setup, g.Scenario, g.Field)
	if err != nil {
		t.Fatalf("start %s: %v", g.Name, err)
	}
	_, ok := game.Inner(p).(game.Mover)
	return ok
}
