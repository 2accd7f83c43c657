// Package game is herald's engine: it plays a game of any ruleset from
// the events of its log. A ruleset plugs in as Rules (its tables, loaded
// once) and Position (one moment of one game, a value). The engine asks
// a position what it waits for (Step), has a submission checked with no
// die rolled (Check) before it is played with dice (Play), folds logged
// events back into positions (Fold: replay and verify), keeps the history
// a correction goes back in, and filters what each side may see (fog.go).
//
// The engine knows no rule of any ruleset: orders reach it as text, and
// each ruleset reads its own vocabulary. It is pure: scenario, map and
// tables come in as values, dice through a dice.Source.
package game

import (
	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/scenario"
	"herald/internal/table"
)

// Referee is the side that sees everything: the log, `herald state`
// without --side, and every side once the game is over.
const Referee = ""

// Field is the ground a game is played on: a hex map or a measured table
// (the scenario's map: or table:), the other nil.
type Field struct {
	Map   *board.Map
	Table *table.Table
}

// Rules is a ruleset with its tables loaded.
type Rules interface {
	// Name is the ruleset's name in the log header and a scenario's
	// ruleset field.
	Name() string
	// Start is the game at its start, as its setup event sets it up.
	Start(setup Setup, sc *scenario.Scenario, f Field) (Position, error)
}

// Position is one moment of one game. It is a value: nothing changes it
// once made, so the engine keeps positions, compares them by pointer and
// hands the same one to several calls. A Position may build caches on
// first use; it is not safe for use by several goroutines at once.
type Position interface {
	// Sides are the game's sides in the order they play.
	Sides() []string
	// Step is what the game waits for now.
	Step() Step
	// Check judges a submission for this step, rolling no die: a
	// refusal depends on the position and the submission alone, and
	// names its rule (a *rule.Error inside). What it returns is what
	// Play takes.
	Check(sub Submission) (Checked, error)
	// Play plays checked submissions of this step with dice d and cannot
	// be refused: an order that the dice made impossible is void, not an
	// error. d may be a recorder or a scripted source; Play never keeps it.
	Play(cs []Checked, d dice.Source) (Position, []Event)
	// Fold replays one logged event of the ruleset by playing it again
	// with its recorded rolls; the result must be the logged event byte
	// for byte, or the error says why not (a *ReplayError). It returns
	// the event told in the words play used.
	Fold(e Event) (Position, []string, error)
	// View is the position as side may know it, as JSON (Referee: all).
	View(side string) ([]byte, error)
	// Shows reports whether side may see a logged event, judged by what
	// the game hides from side now. For a pending event it judges the
	// rest of the waiting turn the event keeps.
	Shows(side string, e Event) bool
	// End is the game ended before its last turn (resigned, abandoned,
	// ended by the server's operator): Over, nothing more to play or to
	// decide, and nothing hidden any more.
	End() Position
}

// StepKind is the kind of thing a game waits for.
type StepKind int

// The kinds of step.
const (
	// Orders: one side's orders (a player turn, a set-up).
	Orders StepKind = iota + 1
	// Decision: one side's answer to a question asked in the middle of
	// another side's turn (Step.Question).
	Decision
	// Sealed: orders of several sides at once, none seeing the others'
	// before all are in.
	Sealed
	// Chance: the dice alone; Play is given no submissions.
	Chance
	// Over: the game has ended; nothing more is played.
	Over
)

var stepNames = [...]string{Orders: "orders", Decision: "decision", Sealed: "sealed", Chance: "chance", Over: "over"}

func (k StepKind) String() string {
	if k > 0 && int(k) < len(stepNames) {
		return stepNames[k]
	}
	return "step?"
}

// Step is what a game waits for: who must submit, for what.
type Step struct {
	Kind StepKind
	// Sides must submit now: one for Orders and Decision, each of
	// several for Sealed, none for Chance and Over.
	Sides []string
	// Player is the side whose turn the step belongs to ("" where no
	// side's is: a sealed step); Turn the game turn, from 1.
	Player string
	Turn   int
	// Stage names how far the turn has gone ("start", "set up", "move").
	Stage string
	// SetUp: the sides are still placing their forces, before the
	// first turn.
	SetUp bool
	// Question is what a Decision step asks.
	Question *Question
	// Winner is the side the ruleset declares the winner once Over, ""
	// for a draw or where the players judge it.
	Winner string
}

// Due reports whether side is one of those the step waits for.
func (s Step) Due(side string) bool {
	for _, x := range s.Sides {
		if x == side {
			return true
		}
	}
	return false
}

// Submission is a side's text for a step: orders, or the answer to a
// question, in the ruleset's own notation.
type Submission struct {
	Side string
	// For is the kind of step the side means to answer (Orders or
	// Decision): a submission for another step than the game's is
	// refused, never taken for something else.
	For    StepKind
	Orders string
}

// Checked is a submission the position's Check accepted. Plan is the
// ruleset's own record of the check (what its dry run found), handed
// back to Play untouched; the engine never reads it.
type Checked struct {
	Submission
	// Canonical is the submission as the ruleset writes it; Preview
	// tells what it does up to the dice (a check rolls none).
	Canonical string
	Preview   []string
	Plan      any
}
