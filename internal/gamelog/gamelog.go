// Package gamelog is herald's event log: an append-only file of JSON lines
// from which the game state is folded. Nothing else holds the truth of a game.
//
// Line 1 is a Header naming the herald version, the ruleset, the scenario and
// its content hash, and how the dice were rolled. Every later line is one
// Event. Each line carries a running SHA-256 hash:
//
//	header.hash = SHA-256(canonical header without its hash)
//	event.hash  = SHA-256(previous hash || canonical event without its hash)
//
// so a changed die roll, a deleted, inserted or reordered event, or an edited
// header is caught by Verify, which names the first bad line. The log is
// never rewritten: a redone player turn is appended as new events plus a
// Correction event that points at the seq it corrects.
//
// Event payloads are json.RawMessage: the turn engine defines its own event
// types; this package only knows the envelope and Correction.
package gamelog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"herald/internal/dice"
)

// Header is the first line of a log.
type Header struct {
	Herald         string `json:"herald"`          // herald version that started the log
	Ruleset        string `json:"ruleset"`         // "cryhavoc", "chainmail"
	Scenario       string `json:"scenario"`        // scenario name
	ScenarioSHA256 string `json:"scenario_sha256"` // hex SHA-256 of the scenario file's bytes
	Dice           Dice   `json:"dice"`
	Hash           string `json:"hash"` // SHA-256 of the header without this field
}

// Dice says how the rolls in the log were made, so a reader can audit them.
type Dice struct {
	// Scheme is "honour" (each player rolls his own, §1 PBEM remarks),
	// "seeded" (herald rolled from a seed) or "committed" (seed revealed
	// at the end, matching Commitment).
	Scheme     string `json:"scheme"`
	Commitment string `json:"commitment,omitempty"` // hex SHA-256 of a secret seed
	// SideSeeds is SideSeedsInLog when every side's contribution to the
	// committed dice is an event of the log (docs/dice.md); absent in logs
	// of herald's first committed dice, whose side seeds the server kept.
	SideSeeds string `json:"side_seeds,omitempty"`
}

// Event is one line after the header: an applied order, a decision, a roll.
type Event struct {
	Seq   int             `json:"seq"`            // 1, 2, 3… with no gaps
	Type  string          `json:"type"`           // defined by the turn engine; "correction" here
	Side  string          `json:"side,omitempty"` // the side whose action this is
	Data  json.RawMessage `json:"data,omitempty"` // payload, canonical JSON bytes are hashed
	Rolls []dice.Roll     `json:"rolls,omitempty"`
	Hash  string          `json:"hash"` // running hash up to and including this event
}

// TypeCorrection is the event type of a Correction.
const TypeCorrection = "correction"

// Correction is the payload of a "correction" event. §1 (PBEM remarks): a
// player turn with a claimed error is not repeated but modified, using the
// original die rolls as far as possible. The corrected events follow the
// correction event; the corrected seq stays in the log.
type Correction struct {
	Corrects int    `json:"corrects"`         // seq of the first event that is replaced
	Through  int    `json:"through"`          // seq of the last event that is replaced
	Reason   string `json:"reason,omitempty"` // what the opponent claimed
	Orders   string `json:"orders,omitempty"` // the corrected orders, in herald notation
}

// Head identifies the end of a log: its last seq and running hash. A store
// that keeps the head can detect a log cut off after a whole line.
type Head struct {
	Seq  int
	Hash string
}

// CorruptError says which line of a log is bad and why.
type CorruptError struct {
	Line int
	Msg  string
}

func (e *CorruptError) Error() string {
	return fmt.Sprintf("log line %d: %s", e.Line, e.Msg)
}

func corrupt(line int, format string, a ...any) *CorruptError {
	return &CorruptError{Line: line, Msg: fmt.Sprintf(format, a...)}
}

// headerBody is Header without its hash, in a fixed field order.
type headerBody struct {
	Herald         string `json:"herald"`
	Ruleset        string `json:"ruleset"`
	Scenario       string `json:"scenario"`
	ScenarioSHA256 string `json:"scenario_sha256"`
	Dice           Dice   `json:"dice"`
}

// eventBody is Event without its hash, in a fixed field order.
type eventBody struct {
	Seq   int             `json:"seq"`
	Type  string          `json:"type"`
	Side  string          `json:"side,omitempty"`
	Data  json.RawMessage `json:"data,omitempty"`
	Rolls []dice.Roll     `json:"rolls,omitempty"`
}

// HashHeader returns the hash a header must carry.
func HashHeader(h Header) (string, error) {
	b, err := json.Marshal(headerBody{h.Herald, h.Ruleset, h.Scenario, h.ScenarioSHA256, h.Dice})
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// HashEvent returns the running hash of e following prev (a hex hash).
// The canonical bytes are the compact JSON of e without its hash.
func HashEvent(prev string, e Event) (string, error) {
	p, err := hex.DecodeString(prev)
	if err != nil || len(p) != sha256.Size {
		return "", fmt.Errorf("previous hash %q is not a hex SHA-256", prev)
	}
	b, err := canonicalEvent(e)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	h.Write(p)
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil)), nil
}

func canonicalEvent(e Event) ([]byte, error) {
	return json.Marshal(eventBody{e.Seq, e.Type, e.Side, e.Data, e.Rolls})
}

// ScenarioHash is the hex SHA-256 of a scenario file's bytes, for the header.
func ScenarioHash(content []byte) string {
	sum := sha256.Sum256(content)
	return hex.EncodeToString(sum[:])
}

// marshalLine renders v as one compact JSON line ending in '\n'.
func marshalLine(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf) // Encode appends the newline
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// RecordedRolls returns the values of every roll in events whose seq lies in
// from..through, in order: the dice to re-apply a corrected turn with
// (dice.NewScripted(RecordedRolls(...)...)), as §1 asks.
func RecordedRolls(events []Event, from, through int) []int {
	var out []int
	for _, e := range events {
		if e.Seq < from || e.Seq > through {
			continue
		}
		for _, r := range e.Rolls {
			out = append(out, r.Value)
		}
	}
	return out
}

// NewCorrection builds a correction event payload (Seq and Hash are filled
// in by Writer.Append).
func NewCorrection(side string, c Correction) (Event, error) {
	b, err := json.Marshal(c)
	if err != nil {
		return Event{}, err
	}
	return Event{Type: TypeCorrection, Side: side, Data: b}, nil
}

// Redo is the dice source for re-applying a corrected player turn (§1):
// it hands out the recorded rolls in order and, once they run out, rolls
// Fresh. A recorded roll is used only for a die with the same number of
// sides; one that no longer fits (the corrected turn rolls differently) is
// skipped. Every roll it makes is what the corrected events record.
type Redo struct {
	Recorded []dice.Roll
	Fresh    dice.Source
	next     int
}

// NewRedo returns a Redo over the rolls of events from..through.
func NewRedo(events []Event, from, through int, fresh dice.Source) *Redo {
	var rolls []dice.Roll
	for _, e := range events {
		if e.Seq >= from && e.Seq <= through {
			rolls = append(rolls, e.Rolls...)
		}
	}
	return &Redo{Recorded: rolls, Fresh: fresh}
}

// Roll implements dice.Source.
func (r *Redo) Roll(sides int, purpose string) int {
	for r.next < len(r.Recorded) {
		rec := r.Recorded[r.next]
		r.next++
		if rec.Sides == sides && rec.Value >= 1 && rec.Value <= sides {
			return rec.Value
		}
	}
	return r.Fresh.Roll(sides, purpose)
}

// Unused reports how many recorded rolls were not used.
func (r *Redo) Unused() int { return len(r.Recorded) - r.next }
