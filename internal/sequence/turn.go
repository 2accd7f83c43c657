// Package sequence plays a side's turn written in herald's order notation
// (internal/notation) stage by stage, for the rulesets whose turns are
// phases of orders: Cry Havoc's sequence of play (§4), Chainmail's order
// of battle. A ruleset gives its stages as data, in the order it plays
// them, with hooks where its own rules step in (a retreat owed, a
// decision asked); the loop checks each phase's orders before applying
// them, applies them in order and ends the turn.
//
// A turn is checked with no die rolled before it is played (Check), and
// the check's results are reused by the play up to the first order that
// rolls a die: positions are values, so the same input pointer means the
// same result.
package sequence

import (
	"fmt"
	"slices"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
)

// Referee is what the loop needs of a ruleset over its position type S
// (a pointer: positions are compared by identity).
type Referee[S comparable] interface {
	// PhaseOf is how far the side's turn in s has gone.
	PhaseOf(s S) notation.Phase
	// Begin is s with phase ph begun (a new position).
	Begin(s S, ph notation.Phase) S
	// Legal says whether side may give o in s; a refusal is a rule error.
	Legal(s S, side string, o notation.Order) error
	// Apply carries out o with dice d (nil: the dry run, which spends
	// missiles and blows to no effect). An order that is no longer
	// possible becomes a void event; Apply never refuses.
	Apply(s S, side string, o notation.Order, d dice.Source) (S, []game.Event)
	// CheckOrder checks o, the next order of its phase, on scratch (the
	// phase's orders before it applied where they roll no die); start
	// is the turn's position. It returns scratch with o applied when o
	// rolls no die (ok), for the orders after it to see.
	CheckOrder(start, scratch S, side string, o notation.Order) (next S, evs []game.Event, ok bool, err error)
	// Settled reports whether applying o to s rolls no die, so that the
	// check's result is the play's.
	Settled(s S, o notation.Order) bool
	// EndTurn ends side's turn.
	EndTurn(s S, side string) (S, []game.Event)
}

// PhaseChecker is a Referee with rules about a phase's orders taken
// together (each figure fires once); it returns the first refused one.
type PhaseChecker[S comparable] interface {
	LegalPhase(s S, side string, orders []notation.Order) (int, error)
}

// Stage is one phase of a turn and the ruleset's hooks into it. A hook
// that returns true stops the turn there (Turn.State holds the question).
type Stage[S comparable] struct {
	Phase notation.Phase
	// Open: the phase is played though it has no orders.
	Open func(t *Turn[S]) bool
	// Begun runs after the phase's event, before its orders.
	Begun func(t *Turn[S]) bool
	// After runs after each order of the phase (t.K).
	After func(t *Turn[S]) bool
	// End runs after the phase's orders.
	End func(t *Turn[S]) bool
}

// Turn is a side's turn being played or checked.
type Turn[S comparable] struct {
	Ref    Referee[S]
	Side   string
	Orders []notation.Order
	// State is the position now; Events what the turn has given so far.
	State  S
	Events []game.Event
	// Dry: the check's run, with no dice; hooks ask nobody and take the
	// default answers.
	Dry bool
	// Phase is the phase being played, Idx its orders (indexes into
	// Orders) and K the one just applied; Resumed: the phase had begun
	// before the turn stopped for a decision.
	Phase   notation.Phase
	Idx     []int
	K       int
	Resumed bool

	lines []int
	memo  *memo[S]
	rec   *dice.Recorder
	src   dice.Source
}

// memo keeps what the check applied, by input position and order, for
// the play to reuse while its positions are the check's.
type memo[S comparable] struct {
	applied map[memoKey[S]]result[S]
}

type memoKey[S comparable] struct {
	in S
	// i is the order's index, or -1-phase for a phase begun.
	i int
}

type result[S comparable] struct {
	out S
	evs []game.Event
}

func (m *memo[S]) get(in S, i int) (result[S], bool) {
	if m == nil {
		return result[S]{}, false
	}
	r, ok := m.applied[memoKey[S]{in, i}]
	return r, ok
}

func (m *memo[S]) put(in S, i int, out S, evs []game.Event) {
	if m != nil {
		m.applied[memoKey[S]{in, i}] = result[S]{out, evs}
	}
}

// Emit adds events to the turn's.
func (t *Turn[S]) Emit(evs ...game.Event) { t.Events = append(t.Events, evs...) }

// Roll runs f, a hook's own dice work (a roll no order asked for), on
// the position with the turn's dice (nil in the dry run) and emits its
// events, the rolls on the last one as an order's are, so that a fold
// plays it again.
func (t *Turn[S]) Roll(f func(s S, d dice.Source) (S, []game.Event)) {
	n, evs := f(t.State, t.src)
	if t.rec != nil && len(evs) > 0 {
		evs[len(evs)-1].Rolls = t.rec.Take()
	}
	t.State = n
	t.Emit(evs...)
}

// Rest is the orders still to play after Orders[after] in the phase
// being played (after < 0: all of the phase; after ≥ len: none of it),
// with every later phase's.
func (t *Turn[S]) Rest(after int) []notation.Order {
	var rest []notation.Order
	for j, o := range t.Orders {
		if o.Phase > t.Phase || o.Phase == t.Phase && j > after {
			rest = append(rest, o)
		}
	}
	return rest
}

// Plan is a checked turn: what Check found, for Play.
type Plan[S comparable] struct {
	Orders []notation.Order
	// State and Events are the dry run's: the turn as if every die did
	// nothing (a preview).
	State  S
	Events []game.Event
	memo   *memo[S]
}

// Check plays side's orders from s as the dry run: every order checked
// before its phase is applied (each against the orders before it), no
// die rolled, nobody asked. A refusal is an *game.OrderError naming the
// order's line (lines[i] is order i's line; may be nil).
func Check[S comparable](ref Referee[S], stages []Stage[S], s S, side string, orders []notation.Order, lines []int) (*Plan[S], error) {
	// An order of a phase the ruleset does not play is refused by its
	// Legal, never silently dropped.
	for i, o := range orders {
		if !slices.ContainsFunc(stages, func(st Stage[S]) bool { return st.Phase == o.Phase }) {
			err := ref.Legal(s, side, o)
			if err == nil {
				err = fmt.Errorf("the turn has no %s phase", o.Phase)
			}
			return nil, OrderError(orders, lines, i, err)
		}
	}
	m := &memo[S]{applied: map[memoKey[S]]result[S]{}}
	t := &Turn[S]{Ref: ref, Side: side, Orders: orders, State: s, Dry: true, lines: lines, memo: m}
	if _, err := t.run(stages, false, true); err != nil {
		return nil, err
	}
	return &Plan[S]{Orders: orders, State: t.State, Events: t.Events, memo: m}, nil
}

// Play plays a checked turn for real with dice d from s, the position it
// was checked on. It refuses nothing: an order that events made
// impossible is void (Apply). It stops early, State holding the
// question, where a hook stops it.
func Play[S comparable](ref Referee[S], stages []Stage[S], s S, side string, p *Plan[S], d dice.Source) *Turn[S] {
	t := &Turn[S]{Ref: ref, Side: side, Orders: p.Orders, State: s, memo: p.memo, rec: &dice.Recorder{Src: d}}
	t.src = t.rec
	t.run(stages, false, false)
	return t
}

// Resume plays the rest of a turn that stopped for a decision, from s,
// its phase begun; it was checked whole before its first die.
func Resume[S comparable](ref Referee[S], stages []Stage[S], s S, side string, rest []notation.Order, d dice.Source) *Turn[S] {
	t := &Turn[S]{Ref: ref, Side: side, Orders: rest, State: s, rec: &dice.Recorder{Src: d}}
	t.src = t.rec
	if d == nil {
		t.src, t.Dry = nil, true
	}
	t.run(stages, true, false)
	return t
}

// run plays the orders from the state's phase on; checking: each phase's
// orders are checked before it is applied, and a refused one refuses
// the turn (the check's run, which rolls nothing). That is run's only
// error. stopped: a hook stopped the turn.
func (t *Turn[S]) run(stages []Stage[S], resumed, checking bool) (stopped bool, err error) {
	start := t.State
	for _, st := range stages {
		ph := st.Phase
		now := t.Ref.PhaseOf(t.State)
		if ph < now {
			continue
		}
		t.Phase, t.Idx, t.K = ph, t.Idx[:0], -1
		for i, o := range t.Orders {
			if o.Phase == ph {
				t.Idx = append(t.Idx, i)
			}
		}
		t.Resumed = resumed && ph == now && now != notation.PhaseNone
		open := !t.Resumed && st.Open != nil && st.Open(t)
		if len(t.Idx) == 0 && !open {
			continue
		}
		// The phase's position is made before the check so that the
		// check's scratch moves start from it and can be kept.
		phased := t.State
		if !t.Resumed {
			phased = t.begin(ph)
		}
		if checking {
			if err := t.checkPhase(start, phased); err != nil {
				return false, err
			}
		}
		if !t.Resumed {
			t.State = phased
			t.Emit(PhaseEvent(t.Side, ph))
			if st.Begun != nil && st.Begun(t) {
				return true, nil
			}
		}
		for k, i := range t.Idx {
			t.K = k
			t.apply(i)
			if st.After != nil && st.After(t) {
				return true, nil
			}
		}
		if st.End != nil && st.End(t) {
			return true, nil
		}
	}
	if checking {
		// Ending the turn refuses nothing: the check leaves it to play.
		return false, nil
	}
	var end []game.Event
	t.State, end = t.Ref.EndTurn(t.State, t.Side)
	t.Emit(end...)
	return false, nil
}

// begin is the position with phase ph begun, the check's own where the
// play is still on the check's positions.
func (t *Turn[S]) begin(ph notation.Phase) S {
	key := -1 - int(ph)
	if r, ok := t.memo.get(t.State, key); ok {
		return r.out
	}
	n := t.Ref.Begin(t.State, ph)
	if t.Dry {
		t.memo.put(t.State, key, n, nil)
	}
	return n
}

// apply plays Orders[i] on the position, or takes the check's result of
// it where the check played it on this very position and it rolls no die.
func (t *Turn[S]) apply(i int) {
	o := t.Orders[i]
	if r, ok := t.memo.get(t.State, i); ok {
		t.State = r.out
		t.Emit(r.evs...)
		return
	}
	in := t.State
	n, evs := t.Ref.Apply(in, t.Side, o, t.src)
	if t.rec != nil {
		// The rolls belong to the order's event.
		evs[len(evs)-1].Rolls = t.rec.Take()
	}
	if t.Dry && t.Ref.Settled(in, o) {
		t.memo.put(in, i, n, evs)
	}
	t.State = n
	t.Emit(evs...)
}

// checkPhase checks the phase's orders on phased, the position in that
// phase; start is the turn's. Orders that roll no die are applied to a
// scratch position as they are checked, so that each is checked after
// the ones before it, and kept for the phase's own play to reuse.
func (t *Turn[S]) checkPhase(start, phased S) error {
	if pc, ok := t.Ref.(PhaseChecker[S]); ok {
		var os []notation.Order
		for _, i := range t.Idx {
			os = append(os, t.Orders[i])
		}
		if bad, err := pc.LegalPhase(phased, t.Side, os); err != nil {
			return OrderError(t.Orders, t.lines, t.Idx[bad], err)
		}
	}
	scratch := phased
	for _, i := range t.Idx {
		next, evs, ok, err := t.Ref.CheckOrder(start, scratch, t.Side, t.Orders[i])
		if err != nil {
			return OrderError(t.Orders, t.lines, i, err)
		}
		if ok {
			t.memo.put(scratch, i, next, evs)
			scratch = next
		}
	}
	return nil
}

// CheckOrder is the usual check of one order: one that rolls no die is
// played at once (Apply checks it as Legal does: void exactly when Legal
// refuses, so Legal is asked only for the reason of a void one); any
// other is asked of Legal.
func CheckOrder[S comparable](ref Referee[S], scratch S, side string, o notation.Order) (S, []game.Event, bool, error) {
	if ref.Settled(scratch, o) {
		next, evs := ref.Apply(scratch, side, o, nil)
		if !Voided(evs) {
			return next, evs, true, nil
		}
	}
	var zero S
	return zero, nil, false, ref.Legal(scratch, side, o)
}

// OrderError is err, the refusal of orders[i], naming its line.
func OrderError(orders []notation.Order, lines []int, i int, err error) *game.OrderError {
	oe := &game.OrderError{Err: err}
	if text, e := orders[i].MarshalText(); e == nil {
		oe.Order = string(text)
	}
	if i < len(lines) {
		oe.Line = lines[i]
	}
	return oe
}

// PassTurn is who plays after side, sides in playing order: the next
// side in this game turn, and past the last the first side of the next
// game turn, or the end of the game (over) once the scenario's last game
// turn (last; 0 for none) has been played.
func PassTurn(sides []string, side string, turn, last int) (next string, nextTurn int, over bool) {
	i := slices.Index(sides, side) + 1
	switch {
	case i < len(sides):
		return sides[i], turn, false
	case last > 0 && turn >= last:
		return sides[0], turn, true
	}
	return sides[0], turn + 1, false
}

// The orders a turn may hold (game.OrderLimit): OrdersPerPhase for each
// live figure of the side in each phase of its turn, and OrdersSpare
// more.
const (
	OrdersPerPhase = 3
	OrdersSpare    = 8
)

// Limit is the order limit of a side with characters live figures, its
// turn of phases phases.
func Limit(characters, phases int) game.OrderLimit {
	phases = max(phases, 1)
	return game.OrderLimit{Max: characters*phases*OrdersPerPhase + OrdersSpare, PerPhase: OrdersPerPhase,
		Characters: characters, Phases: phases, Spare: OrdersSpare}
}
