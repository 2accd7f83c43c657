package gamelog

import (
	"encoding/json"
	"fmt"
	"slices"

	"herald/internal/dice"
)

// The events of the committed dice (docs/dice.md). They are the referee's
// bookkeeping: they change nothing on the board, and a fold passes over
// them. Their order in a log is the protocol: the header carries the
// server's commitment; each side's seed follows as that side gives it;
// seeds-fixed comes just before the first roll; reveal ends the log.
const (
	TypeSeed       = "seed"        // a side contributes its own seed (Seed)
	TypeSeedsFixed = "seeds-fixed" // the seeds every roll is made with (SeedsFixed)
	TypeReveal     = "reveal"      // the server seed, once no die will be rolled again (Reveal)
)

// SideSeedsInLog is Dice.SideSeeds of a log that holds every contribution.
const SideSeedsInLog = "in-log"

// IsDiceEvent says whether an event type is one of the dice's bookkeeping.
func IsDiceEvent(typ string) bool {
	return typ == TypeSeed || typ == TypeSeedsFixed || typ == TypeReveal
}

// Seed is the payload of a seed event; the event's side is the side that
// gave it, with its own token.
type Seed struct {
	Seed string `json:"seed"`
}

// SeedsFixed is the payload of a seeds-fixed event: the game's sides in
// order and the seed each rolls with, "" for a side that gave none (its
// name is then also in None).
type SeedsFixed struct {
	Sides []string `json:"sides"`
	Seeds []string `json:"seeds"`
	None  []string `json:"none,omitempty"`
}

// Reveal is the payload of a reveal event: the server seed in hex and the
// side seeds the rolls were made with, in side order.
type Reveal struct {
	ServerSeed string   `json:"server_seed"`
	Sides      []string `json:"sides"`
	SideSeeds  []string `json:"side_seeds"`
}

// NewSeedsFixed fixes the seeds of sides (in order) from what each gave.
func NewSeedsFixed(sides []string, given map[string]string) SeedsFixed {
	f := SeedsFixed{Sides: slices.Clone(sides), Seeds: make([]string, len(sides))}
	for i, s := range sides {
		f.Seeds[i] = given[s]
		if f.Seeds[i] == "" {
			f.None = append(f.None, s)
		}
	}
	return f
}

// NewEvent builds an event of typ by side ("" for the referee) with its
// payload as data; Seq and Hash are filled in when it is chained.
func NewEvent(typ, side string, payload any) (Event, error) {
	b, err := json.Marshal(payload)
	if err != nil {
		return Event{}, err
	}
	return Event{Type: typ, Side: side, Data: b}, nil
}

// SeedOf reads a seed event's payload and checks the seed.
func SeedOf(e Event) (string, error) {
	var s Seed
	if err := strictUnmarshal(e.Data, &s); err != nil {
		return "", fmt.Errorf("seed event %d: %v", e.Seq, err)
	}
	if e.Side == "" {
		return "", fmt.Errorf("seed event %d names no side", e.Seq)
	}
	if err := dice.ValidateSideSeed(s.Seed); err != nil {
		return "", fmt.Errorf("seed event %d: %v", e.Seq, err)
	}
	return s.Seed, nil
}

// SeedsFixedOf reads a seeds-fixed event's payload and checks its shape.
func SeedsFixedOf(e Event) (SeedsFixed, error) {
	var f SeedsFixed
	if err := strictUnmarshal(e.Data, &f); err != nil {
		return f, fmt.Errorf("seeds-fixed event %d: %v", e.Seq, err)
	}
	if len(f.Sides) == 0 || len(f.Seeds) != len(f.Sides) {
		return f, fmt.Errorf("seeds-fixed event %d: %d seeds for %d sides", e.Seq, len(f.Seeds), len(f.Sides))
	}
	for i, s := range f.Seeds {
		if s == "" {
			continue
		}
		if err := dice.ValidateSideSeed(s); err != nil {
			return f, fmt.Errorf("seeds-fixed event %d: %s: %v", e.Seq, f.Sides[i], err)
		}
	}
	return f, nil
}

// RevealOf reads a reveal event's payload.
func RevealOf(e Event) (Reveal, error) {
	var r Reveal
	if err := strictUnmarshal(e.Data, &r); err != nil {
		return r, fmt.Errorf("reveal event %d: %v", e.Seq, err)
	}
	if _, err := dice.ParseServerSeed(r.ServerSeed); err != nil {
		return r, fmt.Errorf("reveal event %d: %v", e.Seq, err)
	}
	if len(r.Sides) == 0 || len(r.SideSeeds) != len(r.Sides) {
		return r, fmt.Errorf("reveal event %d: %d side seeds for %d sides", e.Seq, len(r.SideSeeds), len(r.Sides))
	}
	return r, nil
}
