package store

import (
	"slices"
	"sync"
	"unique"
)

// MaxFixed bounds the games whose fixed parts a FixedParts keeps.
const MaxFixed = 16384

// FixedParts keeps, per game, the columns no write changes after
// CreateGame (ruleset, scenario and its text, dice commitment, server
// seed), so that an SQL backend's Game reads only the small row of what
// changes. Text that many games share is interned: a thousand games of
// one scenario hold one copy. Being fixed, the parts are true for every
// server on a database. Safe for concurrent use.
type FixedParts struct {
	mu sync.Mutex
	by map[string]fixed
}

type fixed struct {
	ruleset, scenario, scenarioText, commitment string
	seed                                        []byte
}

// Get returns a Game with only id's fixed parts set, if kept.
func (c *FixedParts) Get(id string) (Game, bool) {
	c.mu.Lock()
	f, ok := c.by[id]
	c.mu.Unlock()
	if !ok {
		return Game{}, false
	}
	return Game{ID: id, Ruleset: f.ruleset, Scenario: f.scenario, ScenarioText: f.scenarioText,
		DiceCommitment: f.commitment, ServerSeed: slices.Clone(f.seed)}, true
}

// Put keeps g's fixed parts, forgetting some other game's when full.
func (c *FixedParts) Put(g Game) {
	f := fixed{ruleset: Intern(g.Ruleset), scenario: Intern(g.Scenario), scenarioText: Intern(g.ScenarioText),
		commitment: g.DiceCommitment, seed: slices.Clone(g.ServerSeed)}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.by == nil {
		c.by = map[string]fixed{}
	}
	if len(c.by) >= MaxFixed {
		for id := range c.by { // any one: map order is random
			delete(c.by, id)
			break
		}
	}
	c.by[g.ID] = f
}

// Intern returns the one copy of s kept for every holder of the same text.
func Intern(s string) string { return unique.Make(s).Value() }
