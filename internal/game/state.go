// Package game is herald's turn engine: the game state folded from a
// scenario and the events of the log, the legality of orders, and their
// application with dice. It is pure: scenario, map and tables come in as
// values, dice through a dice.Source, and nothing here touches files.
package game

import (
	"fmt"
	"slices"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
)

// Status is a character's condition (§2, §10).
type Status string

// The statuses of a character.
const (
	Healthy Status = "healthy"
	Wounded Status = "wounded"
	Stunned Status = "stunned"
	Dead    Status = "dead"
)

// Character is one counter or figure in play. Name, Side, At and Status
// are every ruleset's; the marks below them are used by the rulesets that
// need them and left zero (and out of the JSON) by the others.
type Character struct {
	Name string `json:"name"`
	Side string `json:"side"`
	// At is the hex he stands in; a mounted character also has Rear.
	At      hex.Hex `json:"-"`
	Rear    hex.Hex `json:"-"`
	Mounted bool    `json:"mounted,omitempty"`
	Status  Status  `json:"status"`
	InMelee bool    `json:"in_melee,omitempty"`
	// StunnedWounded: he was wounded when stunned, and is wounded again
	// when the stun ends.
	StunnedWounded bool `json:"stunned_wounded,omitempty"`
	// This player turn: movement points spent, and whether he has moved,
	// fired or attacked (each at most once a player turn).
	MPSpent  int  `json:"mp_spent,omitempty"`
	Moved    bool `json:"moved,omitempty"`
	Fired    bool `json:"fired,omitempty"`
	Attacked bool `json:"attacked,omitempty"`
	// Charging names the targets of the charge he made this player turn
	// (§7.10); his attack in the combat phase is the charge attack (§9.4).
	Charging []string `json:"charging,omitempty"`
	// Charged: he has been charged this player turn (§9.4: once per PT).
	Charged bool `json:"charged,omitempty"`
	// HexesMoved is how far he moved in his side's last player turn, for
	// the moving-target modifier of missile fire.
	HexesMoved int `json:"hexes_moved,omitempty"`
	// RetreatOwed is the hexes of retreat a result imposed and not yet
	// taken (§10.2): away from the hex RetreatAway (the main force of the
	// attack, or the firer when RetreatMissile); RetreatFront: a rider
	// attacked only through his front arc retreats backward.
	RetreatOwed    int    `json:"retreat_owed,omitempty"`
	RetreatAway    string `json:"retreat_away,omitempty"`
	RetreatMissile bool   `json:"retreat_missile,omitempty"`
	RetreatFront   bool   `json:"retreat_front,omitempty"`
	// RetreatImposed: a result imposed a retreat on him in this player
	// turn; a second one is a failure to retreat (§10.2).
	RetreatImposed bool `json:"retreat_imposed,omitempty"`
	// Ammo is the missiles left where they are counted; -1 where not.
	Ammo int `json:"ammo"`
	// Task is the task he is working on (§12.1), nil if none; Carrying
	// the items he carries (§12.5); Dismounted: he dismounted this player
	// turn and may not fire after it (§12.34).
	Task       *Task    `json:"task,omitempty"`
	Carrying   []string `json:"carrying,omitempty"`
	Dismounted bool     `json:"dismounted,omitempty"`
	// Unplaced: his side has not yet set him up (§23); At means nothing.
	// Hidden: set up secretly and not yet found by the enemy (§22.8).
	Unplaced bool `json:"unplaced,omitempty"`
	Hidden   bool `json:"hidden,omitempty"`

	// From the scenario, never changed by play.
	def *scenario.Character
}

// Live reports whether the character is not dead.
func (c *Character) Live() bool { return c.Status != Dead }

// State is a game at one moment, whatever its ruleset: the common board
// (turn, side, phase, characters with hex and status) that every ruleset
// folds its events into. A ruleset keeps its own per-game data in the
// unexported fields it owns (Cry Havoc: its tables and field view). It is
// a value: Apply returns a new State and never changes the one it is given.
type State struct {
	Ruleset  string
	Scenario string
	// Seed is the game's dice seed (scheme "seeded").
	Seed uint64
	// Sides in the order they play each game turn.
	Sides []string
	// Turn is the game turn, from 1; Side the side whose player turn it
	// is; Phase how far that player turn has gone (§4).
	Turn       int
	Side       string
	Phase      notation.Phase
	Characters []Character
	// Over is set once the scenario's last game turn has ended, or when
	// the ruleset ends the game sooner (a side destroyed, in Chainmail).
	Over bool
	// Winner is the side the ruleset declares the winner once Over, where
	// it declares one; "" for a draw or where the players judge it.
	Winner string
	// Pending is the decision the turn waits for, if any.
	Pending *Pending
	// Pins are the pinning attempts the opponent declared against this
	// movement phase (§8), used up as the moves are applied.
	Pins []string
	// Advance is the advance after combat open right now (§10.9).
	Advance *advanceOpen
	// Doors are the doors, windows and gates not as the map shows them
	// (§12.6); Animals the animals on the map, riderless horses among
	// them (§13); Items the equipment lying on the map (§12.5).
	Doors   []Door
	Animals []Animal
	Items   []Item
	// view is the map with Doors applied, shared until a door changes.
	view *board.Map

	sc *scenario.Scenario
	m  *board.Map
	// own is a ruleset's own per-game data beyond the common board
	// (Chainmail: who charged whom this round). Copy on write: Apply
	// stores a new value and never changes the one it finds here.
	own any

	tab *havoc.Tables
	// fld is the field rules' view of this state, built on first use;
	// whoever changes a clone's characters drops it.
	fld *field.Field
	// base is the last field view of this game, whose map arrays the next
	// view shares.
	base *field.Field
}

// newState is the common board of a new game: the scenario's sides, the
// first side first, turn 1. The ruleset places the characters.
func newState(ruleset string, sc *scenario.Scenario, m *board.Map, seed uint64) (*State, error) {
	if sc == nil || m == nil {
		return nil, fmt.Errorf("setup needs a scenario and its map")
	}
	s := &State{Ruleset: ruleset, Scenario: sc.Name, Seed: seed, Turn: 1, sc: sc, m: m}
	for _, side := range sc.Sides {
		s.Sides = append(s.Sides, side.Name)
	}
	if len(s.Sides) == 0 {
		return nil, fmt.Errorf("scenario %s has no sides", sc.Name)
	}
	if i := slices.Index(s.Sides, sc.First); i > 0 {
		s.Sides[0], s.Sides[i] = s.Sides[i], s.Sides[0]
	}
	s.Side = s.Sides[0]
	return s, nil
}

// clone copies everything Apply may change.
func (s *State) clone() *State {
	n := *s
	n.Characters = slices.Clone(s.Characters)
	n.Sides = slices.Clone(s.Sides)
	n.Doors = slices.Clone(s.Doors)
	n.Animals = slices.Clone(s.Animals)
	n.Items = slices.Clone(s.Items)
	n.dropField()
	return &n
}

// Character finds a character by name.
func (s *State) Character(name string) (*Character, bool) {
	for i := range s.Characters {
		if s.Characters[i].Name == name {
			return &s.Characters[i], true
		}
	}
	return nil, false
}

// Map is the map the game is played on.
func (s *State) Map() *board.Map { return s.m }

// place is a character's position as text: "J2" or head-rear "J2-J1".
func (s *State) place(c *Character) string {
	if c.Unplaced {
		return ""
	}
	if c.Mounted {
		return s.m.HexName(c.At) + "-" + s.m.HexName(c.Rear)
	}
	return s.m.HexName(c.At)
}

type characterJSON struct {
	Character
	At string `json:"at"`
	// Figure is what a Chainmail figure fights with, for the players.
	Figure *scenario.Figure `json:"figure,omitempty"`
}

type stateJSON struct {
	Ruleset    string         `json:"ruleset"`
	Scenario   string         `json:"scenario"`
	Turn       int            `json:"turn"`
	Side       string         `json:"side"`
	Phase      string         `json:"phase"`
	Over       bool           `json:"over,omitempty"`
	Winner     string         `json:"winner,omitempty"`
	Pending    *publicPending `json:"pending,omitempty"`
	Pins       []string       `json:"pins,omitempty"`
	Advance    *advanceOpen   `json:"advance,omitempty"`
	Characters []any          `json:"characters"`
	Doors      []doorJSON     `json:"doors,omitempty"`
	Animals    []animalJSON   `json:"animals,omitempty"`
	Items      []itemJSON     `json:"items,omitempty"`
}

// MarshalJSON writes the state for `herald state --json`; the same state
// always gives the same bytes.
func (s *State) MarshalJSON() ([]byte, error) { return s.ViewJSON("") }

// PhaseName is the phase as the state's JSON gives it ("start" before
// the first).
func (s *State) PhaseName() string { return phaseName(s.Phase) }

func phaseName(p notation.Phase) string {
	if p == notation.PhaseNone {
		return "start"
	}
	return p.String()
}

// passTurn ends side's player turn: it returns the index of the side that
// plays next, and past the last side starts the next game turn, or ends
// the game after the scenario's last.
func (s *State) passTurn(side string) int {
	next := 0
	for i, x := range s.Sides {
		if x == side {
			next = i + 1
		}
	}
	if next >= len(s.Sides) {
		next = 0
		if s.sc.Turns > 0 && s.Turn >= s.sc.Turns {
			s.Over = true
		} else {
			s.Turn++
		}
	}
	return next
}
