package game

import (
	"herald/internal/board"
	"herald/internal/hex"
)

// Capabilities: what only some rulesets offer is asked for through these
// small interfaces, tested with a type assertion to the interface (never
// to a ruleset's own type). A position that lacks one simply does not
// offer it.

// Drawer is a position on a hex map that says what a side sees of it:
// the pieces to draw and where. Every map, page and text board is drawn
// from it.
type Drawer interface {
	Draw(side string) Drawing
}

// Drawing is a position as one side may see it drawn.
type Drawing struct {
	// Map is the map as it stands now (doors as play has left them).
	Map *board.Map
	// Figures are the sides' characters or figures, in the scenario's
	// order; Others what belongs to no side (animals, loose items,
	// doors).
	Figures []Piece
	Others  []Piece
	// Areas are the set-up areas the side is shown.
	Areas []Area
}

// Piece is one thing on the map.
type Piece struct {
	Name string
	Side string
	// Kind is what to draw: "character", "horse" (a rider and his horse,
	// or a riderless horse), "animal", "equipment", or "door" (At and
	// Rear are the hexes either side of it).
	Kind string
	// At is the hex; a two-hex piece also fills Rear.
	At   hex.Hex
	Rear hex.Hex
	Two  bool
	// Rider is the character on a horse.
	Rider string
	// Status is how it fares, "" when unhurt: "wounded", "stunned",
	// "dead"; a door's state.
	Status string
	// Hidden: the enemy has not found it yet (shown to its own side).
	Hidden bool
	// Off: not on the map as this side sees it (not yet set up, or
	// hidden from it); only its name and side are given.
	Off bool
	// Notes are what a text board says of it ("mounted", "ammo 2").
	Notes []string
}

// Area is a set-up area a side is shown.
type Area struct {
	Side  string
	Hexes []hex.Hex
}

// Knower is a position that hides something from a side. Known is the
// game as that side knows it: the dry runs and planning aids answered to
// that side alone run on it, so that nothing can be found, blocked or
// shot at there that the side does not know of. Play goes on from the
// whole position.
type Knower interface {
	Known(side string) Position
}

// Leaner is a position that builds things for itself on first use
// (views of the map). Lean is a copy without them: what a cache keeps (a
// server keeps thousands) and what another goroutine takes, since a
// position that fills in its caches is not safe for use by two at once.
type Leaner interface {
	Lean() Position
}

// The planning aids: questions a side asks about a position while
// writing its orders, answered from what that side may know, changing
// nothing. Answers are JSON values; a question not answered is a
// *QuestionError.

// Carder gives the card of a figure side may see: its values, weapons
// and state.
type Carder interface {
	Card(side, name string) (any, error)
}

// Reacher gives where side's figure may end its move.
type Reacher interface {
	Reach(side, name string) (any, error)
}

// Sighter traces a line of sight for side from one of its figures or a
// place to a figure or place.
type Sighter interface {
	Sight(side, from, to string) (any, error)
}

// Oddser gives the odds of an attack by side's figures from on the
// figures to.
type Oddser interface {
	Odds(side string, from, to []string) (any, error)
}

// Briefer is a position that briefs a player: the steps of a player turn
// in its sequence of play, each in plain words and named as Step.Stage
// names it, and how a game of its rules is won.
type Briefer interface {
	Sequence() []SequenceStep
	HowToWin() string
}

// SequenceStep is one step of a player turn in a briefing.
type SequenceStep struct {
	Name  string // as Step.Stage gives it: "first fire", "move"
	Words string
}

// Tracer is a position whose events leave marks a map can draw: a
// figure's path, a shot or a blow. Trace tells them for one event.
type Tracer interface {
	Trace(e Event) []Mark
}

// Mark is what one event leaves on the map.
type Mark struct {
	// Kind: "move", "charge", "retreat", "advance", "fire" or "attack".
	Kind string
	// Who moved, shot or struck; Target was shot at or struck.
	Who    string
	Target string
	// Hexes are a path's places, where it began first ("J2-J1": two).
	Hexes []string
}

// Clocker is a position whose game runs on a clock rather than in player
// turns (the "tenths" rules): the moment it stands at and each figure's
// current action, as side may see them. The terminal prints it as a
// table and the page draws it as a timeline.
type Clocker interface {
	ClockView(side string) ClockView
}

// ClockView is a game's clock as one side may see it.
type ClockView struct {
	// Now is the moment, in the game's units from 0, and Label how its
	// rules write it ("3.7": turn 3, tenth 7).
	Now   int    `json:"now"`
	Label string `json:"label"`
	// Unit names a step of the clock ("tenth").
	Unit string     `json:"unit"`
	Rows []ClockRow `json:"rows"`
}

// ClockRow is one figure on the clock.
type ClockRow struct {
	Name string `json:"name"`
	Side string `json:"side"`
	// Action is his current action as the side may see it ("walk K9"),
	// Kind its kind; Start and End its moments, Beats the moments inside
	// it when something happens. Empty when he is free or out.
	Action string `json:"action,omitempty"`
	Kind   string `json:"kind,omitempty"`
	Start  int    `json:"start"`
	End    int    `json:"end"`
	Beats  []int  `json:"beats,omitempty"`
	// Queued is an action waiting to start by itself.
	Queued string `json:"queued,omitempty"`
	// Next are the actions ordered to follow (his own side only).
	Next []string `json:"next,omitempty"`
	Free bool     `json:"free,omitempty"`
	Out  bool     `json:"out,omitempty"`
	// State is how he fares: wounds, on the ground, what he holds.
	State []string `json:"state,omitempty"`
}

// Mover is a position that offers a side candidate submissions for the
// step it waits for: what computer players choose from and what a fuzzer
// plays. Each candidate is a whole submission (a turn's orders, an answer
// to a question), written in the ruleset's own notation, with Side and
// For set, and Check accepts it at this position. At most limit are
// given (limit < 1: the ruleset's own default); where there are more,
// the ruleset picks a spread of them, the same ones every time for the
// same position. None for a side the step does not wait for. Candidates
// may rest on what side cannot see: a player that must not know more
// than its side asks Moves of Known(side) (Knower) instead.
type Mover interface {
	Moves(side string, limit int) []Submission
}

// Scorer is a position that counts victory points: what each side would
// score were the game to end now (objectives judged as they stand).
// Computer players weigh positions by it, and a simulation counts a
// finished game's points with it.
type Scorer interface {
	Points() map[string]float64
}

// Forecaster weighs a checked submission for the side that made it,
// before any die: the victory points it may expect to gain over its
// enemies from the exact chances of each attack it makes, and a little
// for where it leaves its men (closer to its objectives, out of harm).
// A greedy player picks the candidate it weighs highest.
type Forecaster interface {
	Forecast(c Checked) float64
}

// Sampler is a position that hides something from a side and can guess
// at it: Sample is a whole position that side cannot tell from the true
// one, built from Known(side) and the public scenario alone (men hidden
// from side placed at random where they might be), r drawing the
// guesses. A searching player plays its imagined futures on samples,
// never on the true position.
type Sampler interface {
	Sample(side string, r func(n int) int) Position
}

// Secretive is a position whose sealed orders may hold a part its rules
// keep secret beyond their reveal (the tenths rules: a feint's real
// moves, kept until the feint ends or is seen through). Withholds
// reports whether the revealed event e must still be withheld from side.
type Secretive interface {
	Withholds(side string, e Event) bool
}

// CheckedMover is a Mover that gives its candidates as Check accepted
// them, sparing a player the check of each again.
type CheckedMover interface {
	CheckedMoves(side string, limit int) []Checked
}
