package game

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// registry holds the rulesets the binary can play. The engine is pure and
// loads no tables, so the builders are registered by the package that
// loads them (internal/game/rulesets).
var registry struct {
	sync.Mutex
	build map[string]func() (Rules, error)
	// def is the ruleset of a scenario or log that names none.
	def string
}

// Register makes a ruleset known by name; build loads its tables and is
// called on every RulesetFor (loaders cache their tables). Registering a
// name twice is a programming error.
func Register(name string, build func() (Rules, error)) {
	registry.Lock()
	defer registry.Unlock()
	if registry.build == nil {
		registry.build = map[string]func() (Rules, error){}
	}
	if _, dup := registry.build[name]; dup {
		panic("game: ruleset " + name + " registered twice")
	}
	registry.build[name] = build
}

// Default makes name the ruleset of a scenario or log header that names
// none (those written before herald played a second ruleset).
func Default(name string) {
	registry.Lock()
	defer registry.Unlock()
	registry.def = name
}

// Rulesets lists the registered rulesets' names, sorted.
func Rulesets() []string {
	registry.Lock()
	defer registry.Unlock()
	out := make([]string, 0, len(registry.build))
	for n := range registry.build {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// RulesetFor is the ruleset a scenario or log header names; "" is the
// default.
func RulesetFor(name string) (Rules, error) {
	registry.Lock()
	if name == "" {
		name = registry.def
	}
	build := registry.build[name]
	registry.Unlock()
	if build == nil {
		return nil, fmt.Errorf("unknown ruleset %q (known: %s)", name, strings.Join(Rulesets(), ", "))
	}
	return build()
}
