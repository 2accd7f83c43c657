package game

import (
	"encoding/json"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/notation"
	"herald/internal/scenario"
)

// Ruleset is what the turn engine needs from a game's rules. Cry Havoc
// implements it; Chainmail will plug in here.
type Ruleset interface {
	// Name is the ruleset's name in the log header ("cryhavoc").
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
