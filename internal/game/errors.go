package game

import (
	"errors"
	"fmt"

	"herald/internal/rule"
)

// OrderError is a refused submission: the line of the order it refuses
// (0 if none or not known), the order, and why (a *rule.Error inside).
type OrderError struct {
	Line  int
	Order string
	Err   error
}

func (e *OrderError) Error() string {
	if e.Order == "" {
		return e.Err.Error()
	}
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s: %v", e.Line, e.Order, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Order, e.Err)
}

func (e *OrderError) Unwrap() error { return e.Err }

// ReplayError is a logged event that does not follow from the position
// before it.
type ReplayError struct {
	Type string
	Msg  string
}

func (e *ReplayError) Error() string { return fmt.Sprintf("%s event: %s", e.Type, e.Msg) }

// RuleOf returns the rule error inside err, if any.
func RuleOf(err error) (*rule.Error, bool) {
	var re *rule.Error
	ok := errors.As(err, &re)
	return re, ok
}

// QuestionError is a planning question (Planner) a position will not
// answer for a side: it names what the side may not see, or what is not
// the side's, or a question that does not read.
type QuestionError struct {
	Kind QuestionKind
	Msg  string
}

func (e *QuestionError) Error() string { return e.Msg }

// QuestionKind says why a question is not answered.
type QuestionKind int

// The kinds of unanswered question.
const (
	// Unseen: no such thing that the side may see (a hidden enemy, a
	// misspelt name).
	Unseen QuestionKind = iota + 1
	// NotYours: it is another side's to move or ask about.
	NotYours
	// BadQuestion: the question does not read or asks too much.
	BadQuestion
)

// Questionf builds a QuestionError.
func Questionf(kind QuestionKind, format string, a ...any) *QuestionError {
	return &QuestionError{Kind: kind, Msg: fmt.Sprintf(format, a...)}
}
