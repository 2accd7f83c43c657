// Package dice is the only place herald draws random numbers. Rules code
// receives a Source and never creates one, so tests can script every roll and
// a recorded game can be replayed with the dice it was played with.
package dice

import (
	"fmt"
	"math/rand/v2"
)

// Source rolls one die with the given number of sides (>= 2) and says why.
// Purpose is recorded in the game log next to the roll ("combat Sir Roland vs
// Ben", "charge", "missile"), so a player can audit each number.
type Source interface {
	Roll(sides int, purpose string) int
}

// D6 rolls a six-sided die.
func D6(s Source, purpose string) int { return s.Roll(6, purpose) }

// D10 rolls a ten-sided die numbered 1..10 (Cry Havoc's "DR").
func D10(s Source, purpose string) int { return s.Roll(10, purpose) }

// TwoD6 rolls two six-sided dice and sums them (Chainmail).
func TwoD6(s Source, purpose string) int { return s.Roll(6, purpose) + s.Roll(6, purpose) }

// Sum rolls n dice of the given sides and returns their sum ("3DR10").
func Sum(s Source, n, sides int, purpose string) int {
	t := 0
	for i := 0; i < n; i++ {
		t += s.Roll(sides, purpose)
	}
	return t
}

// Seeded is a deterministic source: the same seed gives the same rolls.
type Seeded struct{ r *rand.Rand }

// NewSeeded returns a Source seeded with seed.
func NewSeeded(seed uint64) *Seeded {
	return &Seeded{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Roll implements Source.
func (s *Seeded) Roll(sides int, _ string) int {
	if sides < 2 {
		panic(fmt.Sprintf("dice: %d-sided die", sides))
	}
	return 1 + s.r.IntN(sides)
}

// Roll is one recorded die roll.
type Roll struct {
	Sides   int    `json:"sides"`
	Value   int    `json:"value"`
	Purpose string `json:"purpose,omitempty"`
}

// Scripted returns pre-set values in order. Tests use it to force a result,
// replay uses it to re-run a game with the dice it was played with.
type Scripted struct {
	Values []int
	next   int
}

// NewScripted returns a Source that yields values in order.
func NewScripted(values ...int) *Scripted { return &Scripted{Values: values} }

// ErrExhausted is the panic value when a Scripted source runs out; callers
// that replay untrusted logs recover it and report a corrupt log.
type ErrExhausted struct{ Wanted int }

func (e ErrExhausted) Error() string {
	return fmt.Sprintf("dice: script exhausted after %d rolls", e.Wanted)
}

// Roll implements Source. A scripted value outside 1..sides is a broken
// script and panics with a message naming the roll.
func (s *Scripted) Roll(sides int, purpose string) int {
	if s.next >= len(s.Values) {
		panic(ErrExhausted{Wanted: s.next})
	}
	v := s.Values[s.next]
	s.next++
	if v < 1 || v > sides {
		panic(fmt.Sprintf("dice: scripted roll %d is %d, not on a d%d (%s)", s.next, v, sides, purpose))
	}
	return v
}

// Remaining reports how many scripted values are unused.
func (s *Scripted) Remaining() int { return len(s.Values) - s.next }

// Recorder wraps a Source and keeps every roll it makes, for the event log.
type Recorder struct {
	Src   Source
	Rolls []Roll
}

// Roll implements Source.
func (r *Recorder) Roll(sides int, purpose string) int {
	v := r.Src.Roll(sides, purpose)
	r.Rolls = append(r.Rolls, Roll{Sides: sides, Value: v, Purpose: purpose})
	return v
}

// Take returns the rolls recorded since the last Take and forgets them.
func (r *Recorder) Take() []Roll {
	out := r.Rolls
	r.Rolls = nil
	return out
}
