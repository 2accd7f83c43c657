// Package cryhavoc is the referee of Cry Havoc: the game's position
// (characters with their marks, doors, animals and items), the sequence
// of play (§4) and each order's legality and effects, the decisions an
// opponent makes in the middle of a turn, hidden set-up and what each
// side may see, and the planning aids the play page asks for. It plugs
// into herald's engine (internal/game) as game.Rules and game.Position;
// the rules' tables and the field are its pure subpackages havoc, field
// and havocdata.
package cryhavoc

import (
	"slices"

	"herald/internal/board"
	"herald/internal/game"
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

// Character is one counter in play, with the marks play leaves on him.
type Character struct {
	Name string `json:"name"`
	Side string `json:"side"`
	// At is the hex he stands in; a mounted character also has Rear.
	At      hex.Hex `json:"-"`
	Rear    hex.Hex `json:"-"`
	Mounted bool    `json:"mounted,omitempty"`
	Status  Status  `json:"status"`
	InMelee bool    `json:"in_melee,omitempty"`
	// MeleeWith are the enemies he is in melee with, pair by pair (§11).
	MeleeWith []string `json:"melee_with,omitempty"`
	// StunnedWounded: he was wounded when stunned, and is wounded again
	// when the stun ends.
	StunnedWounded bool `json:"stunned_wounded,omitempty"`
	// This player turn: movement points spent, and whether he has moved,
	// fired or attacked (each at most once a player turn).
	MPSpent  int  `json:"mp_spent,omitempty"`
	Moved    bool `json:"moved,omitempty"`
	Fired    bool `json:"fired,omitempty"`
	Attacked bool `json:"attacked,omitempty"`
	// FiredSecond: he fired in the second fire phase; Fired is the first
	// (§6.1: one shot in each phase his weapon fires in).
	FiredSecond bool `json:"fired_second,omitempty"`
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
	// Off: he has left the map this way (victory.go) and is out of the
	// game; At is the hex he left from. CapturedBy: the side holding him
	// prisoner (§12.4).
	Off        Off    `json:"off,omitempty"`
	CapturedBy string `json:"captured_by,omitempty"`
	Guard      string `json:"guard,omitempty"` // who guards him, a prisoner
	// Aware of the enemy (§12.7, §10.1); Raising the alarm at the end of
	// this player turn; PassOn: alerted, he passes it on at the end of
	// his side's next one.
	Aware   bool `json:"aware,omitempty"`
	Raising bool `json:"raising,omitempty"`
	PassOn  bool `json:"pass_on,omitempty"`
	// The side of a door or corner hex he has its cover from (§7.9):
	// CoverFrom while he stands in CoverAt; CoverAuto when the first fire
	// decided it, for that player turn only.
	CoverFrom string `json:"cover_from,omitempty"`
	CoverAt   string `json:"cover_at,omitempty"`
	CoverAuto bool   `json:"cover_auto,omitempty"`

	// From the scenario, never changed by play.
	def *scenario.Character
}

// Live reports whether the character is not dead.
func (c *Character) Live() bool { return c.Status != Dead }

// State is a game of Cry Havoc at one moment: it implements
// game.Position. It is a value: Apply returns a new State and never
// changes the one it is given (only its cached field view is filled in
// on first use).
type State struct {
	Ruleset  string
	Scenario string
	// Seed is the game's dice seed (scheme "seeded").
	Seed uint64
	// sides in the order they play each game turn.
	sides []string
	// Turn is the game turn, from 1; Side the side whose player turn it
	// is; Phase how far that player turn has gone (§4).
	Turn       int
	Side       string
	Phase      notation.Phase
	Characters []Character
	// Over is set once the scenario's last game turn has ended; ended
	// once the game was ended before it (End), which names no winner.
	Over  bool
	ended bool
	// Pending is the decision the turn waits for, if any.
	Pending *game.Pending
	// Pins are the pinning attempts the opponent declared against this
	// movement phase (§8), used up as the moves are applied; Standing the
	// pin orders each side left with its own turn (standing.go).
	Pins     []string
	Standing []StandingPin
	// Advance is the advance after combat open right now (§10.9).
	Advance *advanceOpen
	// Doors are the doors, windows and gates not as the map shows them
	// (§12.6); Animals the animals on the map, riderless horses among
	// them (§13); Items the equipment lying on the map (§12.5).
	Doors   []Door
	Animals []Animal
	Items   []Item
	// Battered is the damage doors and windows have taken (§19.2).
	Battered []Battered `json:",omitempty"`
	// Helped are the men helped in the water this player turn (12.22).
	Helped []string `json:",omitempty"`
	// Gone are the characters who have left the map (exit.go), out of
	// the game but still counted by the score.
	Gone []Character
	// view is the map with Doors applied, shared until a door changes.
	view *board.Map

	sc *scenario.Scenario
	m  *board.Map
	// rs is the ruleset the game is played under: its tables and whether
	// the opponent is asked his decisions.
	rs  *CryHavoc
	tab *havoc.Tables
	// fld is the field rules' view of this state, built on first use;
	// whoever changes a clone's characters drops it.
	fld *field.Field
	// base is the last field view of this game, whose map arrays the next
	// view shares.
	base *field.Field
}

// clone copies everything Apply may change.
func (s *State) clone() *State {
	n := *s
	n.Characters = slices.Clone(s.Characters)
	n.sides = slices.Clone(s.sides)
	n.Doors = slices.Clone(s.Doors)
	n.Animals = slices.Clone(s.Animals)
	n.Items = slices.Clone(s.Items)
	n.Battered = slices.Clone(s.Battered)
	n.Gone = slices.Clone(s.Gone)
	n.Standing = slices.Clone(s.Standing)
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

// PhaseName is the phase as the state's JSON gives it ("start" before
// the first).
func (s *State) PhaseName() string { return phaseName(s.Phase) }

func phaseName(p notation.Phase) string {
	if p == notation.PhaseNone {
		return "start"
	}
	return p.String()
}
