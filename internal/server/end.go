package server

import (
	"context"
	"encoding/hex"
	"net/http"
	"unicode/utf8"

	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/store"
)

// Ending a game before its last turn (docs/dice.md): either side may
// resign or abandon it at any time, with its own token; the operator may
// end any game (herald end), as for one a side has left. The ended event
// and the reveal of the server seed are appended together, so every roll
// of an abandoned game can be checked too.

// EndResult answers POST /api/games/{id}/end.
type EndResult struct {
	Version int64  `json:"version"`
	Ended   string `json:"ended"`
	Seed    string `json:"dice_seed"`
}

func (s *Server) postEnd(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Reason  string `json:"reason"`
		Version *int64 `json:"version"`
	}
	if err := decode(w, r, &req); err != nil {
		s.fail(w, err)
		return
	}
	if req.Version == nil {
		s.fail(w, errf(http.StatusBadRequest, `give {"version": N, "reason": TEXT}: version is the game's version you end`))
		return
	}
	p, side, err := s.load(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	if err := p.current(*req.Version); err != nil {
		s.fail(w, err)
		return
	}
	res, err := s.end(r.Context(), p, side, req.Reason)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}

// EndGame ends game id for the server's operator (side ""), whatever its
// version, and reveals its dice seed.
func (s *Server) EndGame(ctx context.Context, id, reason string) (*EndResult, error) {
	g, err := s.st.Game(ctx, id)
	if err != nil {
		return nil, err
	}
	p, err := s.position(ctx, g)
	if err != nil {
		return nil, err
	}
	return s.end(ctx, p, "", reason)
}

// end appends the ended and reveal events at p's version.
func (s *Server) end(ctx context.Context, p *position, side, reason string) (*EndResult, error) {
	switch {
	case len(reason) > game.MaxEndedReason || !utf8.ValidString(reason):
		return nil, errf(http.StatusBadRequest, "reason: at most %d bytes of text", game.MaxEndedReason)
	case p.over():
		return nil, errf(http.StatusConflict, "the game is over already")
	}
	ended, err := gamelog.NewEvent(game.TypeEnded, side, game.Ended{Reason: reason})
	if err != nil {
		return nil, err
	}
	_, reveal, err := p.diceEvents(false, true)
	if err != nil {
		return nil, err
	}
	lines, err := chain(p.lastHash, p.count, append([]gamelog.Event{ended}, reveal...))
	if err != nil {
		return nil, err
	}
	v, err := s.st.AppendEvents(ctx, p.g.ID, p.g.Version, lines)
	if err != nil {
		return nil, err
	}
	s.wakeNotifier()
	if nv, err := s.st.SetStatus(ctx, p.g.ID, v, store.StatusFinished); err == nil {
		v = nv
	}
	if err := s.st.RevealSeed(ctx, p.g.ID); err != nil {
		s.logf("herald serve: game %s: revealing the seed: %v", p.g.ID, err)
	}
	return &EndResult{Version: v, Ended: game.EndedReport(side, reason), Seed: p.revealed()}, nil
}

// revealed is the server seed in hex.
func (p *position) revealed() string { return hex.EncodeToString(p.g.ServerSeed) }
