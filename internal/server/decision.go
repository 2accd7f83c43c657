package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"herald/internal/dice"
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

func questionOf(p *game.Pending) *Question {
	var b strings.Builder
	switch p.Kind {
	case game.DecideRetreat:
		b.WriteString("# give each a retreat, or leave him to herald\nretreat:\n")
		for _, c := range p.Choices {
			fmt.Fprintf(&b, "# %s retreat HEX, HEX\n", c)
		}
	case game.DecidePin:
		b.WriteString("# the pinning attempts you make: remove the # of each (one per character)\n")
		for _, c := range p.Choices {
			fmt.Fprintf(&b, "# %s\n", c)
		}
	case game.DecideAdvance:
		b.WriteString("# one of them may advance, or nothing\ncombat:\n")
		for _, c := range p.Choices {
			fmt.Fprintf(&b, "# %s advance HEX\n", c)
		}
	}
	return &Question{Side: p.Side, Turn: p.Turn, Kind: p.Kind, Rule: p.Rule, Choices: p.Choices, Answer: b.String()}
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
	switch q := p.state.Pending; {
	case q == nil:
		return nil, nil, nil, &apiError{Status: http.StatusConflict, Msg: "there is nothing to decide", Rule: "4"}
	case q.Side != side:
		return nil, nil, nil, &apiError{Status: http.StatusForbidden, Msg: q.Side + " must decide, not " + side, Rule: "4"}
	}
	// Bounded as a turn is; a malformed answer is refused by Decide.
	if _, _, err := game.ParseTurn(p.l.rs, p.state, side, answer); tooMuch(err) != nil {
		return nil, nil, nil, tooMuch(err)
	}
	res, out, next, err := s.playWith(p, func(d dice.Source) (*game.State, []game.Event, error) {
		return game.Decide(p.l.rs, p.state, side, answer, d)
	})
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

// pendingStripped is a pending event as the deciding side reads it in the
// log: the question without the rest of the waiting turn.
type pendingStripped struct {
	Seq      int             `json:"seq"`
	Type     string          `json:"type"`
	Side     string          `json:"side"`
	Data     json.RawMessage `json:"data"`
	Withheld []string        `json:"withheld"`
}
