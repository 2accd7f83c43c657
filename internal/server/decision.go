package server

import (
	"context"
	"net/http"

	"herald/internal/game"
)

// Decisions in the middle of a turn (game.Pending): in a game begun with
// "decisions": true a player turn may stop for the opponent's answer,
// which he sends to POST /api/games/{id}/decision. The question is public;
// the rest of the waiting turn is the waiting side's secret (fog.go).

// Question is a pending decision as both sides may see it.
type Question struct {
	// Side must decide before the player turn of Turn goes on.
	Side    string   `json:"side"`
	Turn    string   `json:"turn"`
	Kind    string   `json:"kind"`
	Rule    string   `json:"rule"`
	Choices []string `json:"choices"`
	// Answer is an answer to start from: as it stands it is herald's own
	// default (no pins, no advance, herald retreats), with a commented
	// line per choice for the player to fill in.
	Answer string `json:"answer"`
}

func questionOf(q *game.Question) *Question {
	return &Question{Side: q.Side, Turn: q.Turn, Kind: q.Kind, Rule: q.Rule, Choices: q.Choices, Answer: q.Answer}
}

// decideOn answers the pending decision of p as side at version, and plays
// the rest of the waiting turn; it writes nothing.
func (s *Server) decideOn(p *position, side, answer string, version int64) (*TurnResult, []string, *position, error) {
	if err := playable(p.g); err != nil {
		return nil, nil, nil, err
	}
	if err := p.current(version); err != nil {
		return nil, nil, nil, err
	}
	sub := game.Submission{Side: side, For: game.Decision, Orders: answer}
	switch st := p.state.Step(); {
	case st.Kind != game.Decision:
		return nil, nil, nil, refused(p.state, sub, http.StatusConflict)
	case !st.Due(side):
		return nil, nil, nil, refused(p.state, sub, http.StatusForbidden)
	}
	c, err := game.Check(p.state, sub)
	if err != nil {
		return nil, nil, nil, checkRefusal(err)
	}
	res, out, next, err := s.playWith(p, c)
	if err != nil {
		return nil, nil, nil, err
	}
	// The deciding side is told what it may see of the rest of the turn.
	res.Report = nonNil(next.reportFor(side))
	return res, out, next, nil
}

func (s *Server) decide(ctx context.Context, p *position, side, answer string, version int64) (*TurnResult, error) {
	res, out, next, err := s.decideOn(p, side, answer, version)
	if err != nil {
		return nil, err
	}
	return s.commit(ctx, p, version, res, out, next)
}

func (s *Server) postDecision(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Answer  string `json:"answer"`
		Version *int64 `json:"version"`
	}
	if err := decode(w, r, &req); err != nil {
		s.fail(w, err)
		return
	}
	if req.Version == nil {
		s.fail(w, errf(http.StatusBadRequest, `give {"answer": TEXT, "version": N}: version is the game's version you decided against`))
		return
	}
	p, side, err := s.load(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	res, err := s.decide(r.Context(), p, side, req.Answer, *req.Version)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}
