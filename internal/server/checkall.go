package server

import (
	"errors"
	"net/http"
	"strings"

	"herald/internal/game"
	"herald/internal/notation"
)

// Every mistake of a turn at once: the dry run stops at the first refused
// order, so the check takes that line out and runs again, until the rest
// passes (or maxProblems are found). Each refusal names its line and rule
// as the first does.

// maxProblems bounds the dry runs one check makes.
const maxProblems = 20

// CheckProblem is one refused line of a checked turn.
type CheckProblem struct {
	Line  int    `json:"line,omitempty"`
	Error string `json:"error"`
	Rule  string `json:"rule,omitempty"`
}

// checkAll is check with every refused line listed in Problems.
func (s *Server) checkAll(p *position, side, orders string) (*Check, error) {
	first, err := s.check(p, side, orders)
	if err != nil || first.Legal {
		return first, err
	}
	first.Problems = []CheckProblem{problemOf(first)}
	lines := strings.Split(orders, "\n")
	for c := first; c.Line > 0 && c.Line <= len(lines) && len(first.Problems) < maxProblems; {
		lines[c.Line-1] = "" // that line out, the rest again
		if c, err = s.check(p, side, strings.Join(lines, "\n")); err != nil || c.Legal || c.Line == 0 || c.Error == "no orders: write at least one order, one a line" {
			break
		}
		first.Problems = append(first.Problems, problemOf(c))
	}
	return first, nil
}

func problemOf(c *Check) CheckProblem {
	return CheckProblem{Line: c.Line, Error: c.Error, Rule: c.Rule}
}

// AnswerCheck is the verdict on an answer to a decision, before it is
// sent: the check the decision call makes, nothing played.
type AnswerCheck struct {
	Legal bool   `json:"legal"`
	Error string `json:"error,omitempty"`
	Rule  string `json:"rule,omitempty"`
	Line  int    `json:"line,omitempty"`
}

// checkAnswer judges side's answer as the decision call does (the
// ruleset's check of it, no die rolled); of the rest of the waiting
// turn, which the answer lets go on, it tells nothing.
func (s *Server) checkAnswer(p *position, side, answer string) (*AnswerCheck, error) {
	if err := playable(p.g); err != nil {
		return nil, err
	}
	_, err := game.Check(p.state, game.Submission{Side: side, For: game.Decision, Orders: answer})
	if ae := tooMuch(err); ae != nil {
		return nil, ae
	}
	if err == nil {
		return &AnswerCheck{Legal: true}, nil
	}
	out := &AnswerCheck{Error: err.Error()}
	var oe *game.OrderError
	var se *notation.SyntaxError
	switch {
	case errors.As(err, &oe):
		out.Line, out.Error = oe.Line, oe.Err.Error()
		if oe.Order != "" {
			out.Error = oe.Order + ": " + out.Error
		}
	case errors.As(err, &se):
		out.Line = se.Line
	}
	if re, ok := game.RuleOf(err); ok {
		out.Rule = re.Rule
		out.Error = strings.Replace(out.Error, "rule "+re.Rule+": ", "", 1)
	}
	return out, nil
}

func (s *Server) postCheckAnswer(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Answer string `json:"answer"`
	}
	if err := decode(w, r, &req); err != nil {
		s.fail(w, err)
		return
	}
	p, side, err := s.load(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	out, err := s.checkAnswer(p, side, req.Answer)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}
