package game

import "herald/internal/dice"

// Submit plays a side's submission: checked first with no die rolled, so
// that a refusal returns nothing and depends only on the position and
// the submission; then played with d, which cannot be refused. Sealed
// orders are kept under a fixed key: Submit is for callers with no one
// to hide them from (tests, a simulation); hosts use SubmitWith.
func Submit(p Position, sub Submission, d dice.Source) (Position, []Event, error) {
	return SubmitWith(p, sub, openKeeper, d)
}

// openKeeper keeps sealed orders where nobody is looking.
var openKeeper = NewBoxKeeper([]byte("herald: nothing hidden here"), "in process")

// SubmitWith is Submit with k to keep sealed orders until their reveal.
func SubmitWith(p Position, sub Submission, k Keeper, d dice.Source) (Position, []Event, error) {
	c, err := Check(p, sub)
	if err != nil {
		return nil, nil, err
	}
	return PlayChecked(p, c, k, d)
}

// PlayTurn plays side's orders for an Orders step.
func PlayTurn(p Position, side, orders string, d dice.Source) (Position, []Event, error) {
	return Submit(p, Submission{Side: side, For: Orders, Orders: orders}, d)
}

// Decide gives side's answer to the question a Decision step asks, and
// plays on (the rest of the waiting turn) up to the next step.
func Decide(p Position, side, answer string, d dice.Source) (Position, []Event, error) {
	return Submit(p, Submission{Side: side, For: Decision, Orders: answer}, d)
}

// CheckTurn is the verdict PlayTurn would give on side's orders, with no
// die rolled and nothing played.
func CheckTurn(p Position, side, orders string) (Checked, error) {
	return Check(p, Submission{Side: side, For: Orders, Orders: orders})
}

// Check is p's check of sub, a text over MaxOrderBytes refused before
// the ruleset reads it.
func Check(p Position, sub Submission) (Checked, error) {
	if len(sub.Orders) > MaxOrderBytes {
		return Checked{Submission: sub}, &OrderTextTooLong{Bytes: len(sub.Orders)}
	}
	return p.Check(sub)
}
