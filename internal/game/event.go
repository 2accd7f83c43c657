package game

import (
	"encoding/json"
	"fmt"

	"herald/internal/dice"
)

// Event is one thing that happened, as the log keeps it: the gamelog
// envelope's type, side, payload and rolls. Report is the English account
// for the players; it is not logged (Fold tells it again).
type Event struct {
	Type   string
	Side   string
	Data   json.RawMessage
	Rolls  []dice.Roll
	Report []string
}

// The event types every ruleset's log shares. A ruleset adds its own
// (moves, fire, results) with payloads it alone reads.
const (
	// TypeSetup is a game's first event: its payload is Setup.
	TypeSetup = "setup"
	// TypePhase: a stage of a side's turn begins (payload {"phase": …}).
	TypePhase = "phase"
	// TypeTurnEnded: a side's turn is over; the events since the last
	// turn-ended (or correction, or setup) were that turn.
	TypeTurnEnded = "turn-ended"
	// TypePending: the turn waits for a decision (payload Pending).
	TypePending = "pending"
	// TypeDecided: the answer to the pending decision.
	TypeDecided = "decided"
)

// Setup is the payload of the first event of a game.
type Setup struct {
	// ScenarioFile is the scenario as given to `herald new`: a path or
	// the bare name of a shipped scenario.
	ScenarioFile string `json:"scenario_file"`
	Seed         uint64 `json:"seed"`
	// Decisions: the opponent answers the decisions in the middle of a
	// turn himself (the ruleset must be an Asker); a log without it is
	// played with herald answering them, as before.
	Decisions bool `json:"decisions,omitempty"`
}

// Told is an event and its account in words, rolls included.
type Told struct {
	Event Event
	Lines []string
}

// Tell is the account of e: its report, then each roll.
func Tell(e Event) []string {
	out := append([]string(nil), e.Report...)
	return append(out, rollLines(e.Rolls)...)
}

func rollLines(rolls []dice.Roll) []string {
	var out []string
	for _, r := range rolls {
		out = append(out, fmt.Sprintf("  rolled d%d: %d (%s)", r.Sides, r.Value, r.Purpose))
	}
	return out
}

// Reports joins the accounts of events, without their rolls.
func Reports(evs []Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Report...)
	}
	return out
}

// MustJSON marshals one of herald's own plain payloads, which cannot
// fail; a failure is a programming error.
func MustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic("game: " + err.Error())
	}
	return b
}
