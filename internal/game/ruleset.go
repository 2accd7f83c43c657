package game

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/notation"
	"herald/internal/scenario"
)

// Ruleset is what the turn engine needs from a game's rules. Cry Havoc
// (havoc.go) and Chainmail (chainmail.go) implement it; the engine, the
// log, replay, the CLI and the server know nothing else of a ruleset.
type Ruleset interface {
	// Name is the ruleset's name in the log header and in a scenario's
	// ruleset field ("cryhavoc", "chainmail").
	Name() string
	// Phases are the phases of a player turn, in order.
	Phases() []notation.Phase
	// Setup places the scenario's forces for game turn 1.
	Setup(sc *scenario.Scenario, m *board.Map, seed uint64) (*State, error)
	// Legal says whether side may give order now; a refusal is a
	// *rule.Error.
	Legal(s *State, side string, o notation.Order) error
	// Apply carries out a legal order with dice d. It never changes s.
	Apply(s *State, side string, o notation.Order, d dice.Source) (*State, []Event)
	// EndTurn ends the side's player turn.
	EndTurn(s *State, side string) (*State, []Event)
}

// Event types written to the log.
const (
	TypeSetup     = "setup"      // the game's start: scenario file and dice seed
	TypePhase     = "phase"      // a phase of the player turn begins
	TypeMoved     = "moved"      // a character moved
	TypeFired     = "fired"      // a missile attack and its results
	TypeCombat    = "combat"     // a combat and its results
	TypeWaited    = "waited"     // a character did nothing, said out loud
	TypeVoid      = "void"       // an order that earlier results of its phase made impossible
	TypeTurnEnded = "turn-ended" // a player turn ended
)

// Event is one thing that happened, as the log keeps it: the gamelog
// envelope's type, side, payload and rolls. Report is the English account
// for the players; it is not logged (replay rebuilds it).
type Event struct {
	Type   string
	Side   string
	Data   json.RawMessage
	Rolls  []dice.Roll
	Report []string
}

// Setup is the payload of the first event of a game.
type Setup struct {
	// ScenarioFile is the scenario as given to `herald new`: a path or
	// the bare name of a shipped scenario.
	ScenarioFile string `json:"scenario_file"`
	Seed         uint64 `json:"seed"`
	// Decisions: the opponent answers the decisions in the middle of a
	// turn himself (AskingDecisions); a log without it is played with
	// herald answering them, as before.
	Decisions bool `json:"decisions,omitempty"`
}

// orderEvent is the payload of every event an order produced: the order in
// canonical notation (what replay re-applies) and what came of it.
type orderEvent struct {
	Order string `json:"order"`
	// Result is the part of the payload particular to the event type.
	Result json.RawMessage `json:"result,omitempty"`
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		// Only our own plain structs are marshalled here.
		panic("game: " + err.Error())
	}
	return b
}

// DefaultRuleset is the ruleset of a scenario that names none.
const DefaultRuleset = "cryhavoc"

// registry holds the rulesets the binary can play. The engine is pure and
// loads no tables, so the builders are registered by the package that
// loads them (internal/game/rulesets).
var registry struct {
	sync.Mutex
	build map[string]func() (Ruleset, error)
}

// Register makes a ruleset known by name; build loads its tables and is
// called on every RulesetFor (loaders cache their tables). Registering a
// name twice is a programming error.
func Register(name string, build func() (Ruleset, error)) {
	registry.Lock()
	defer registry.Unlock()
	if registry.build == nil {
		registry.build = map[string]func() (Ruleset, error){}
	}
	if _, dup := registry.build[name]; dup {
		panic("game: ruleset " + name + " registered twice")
	}
	registry.build[name] = build
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
// default, Cry Havoc.
func RulesetFor(name string) (Ruleset, error) {
	if name == "" {
		name = DefaultRuleset
	}
	registry.Lock()
	build := registry.build[name]
	registry.Unlock()
	if build == nil {
		return nil, fmt.Errorf("unknown ruleset %q (known: %s)", name, strings.Join(Rulesets(), ", "))
	}
	return build()
}
