package server

import (
	"errors"
	"fmt"
	"net/http"

	"herald/internal/gamelog"
	"herald/internal/store"
)

// A game's stored log is checked line by line as it is folded (engine.go):
// the header's hash, each event's seq and running hash, and that each event
// follows from the game before it. A log altered in the store behind the
// server's back fails these checks; the server then refuses the game,
// serving nothing from it and appending nothing to it, and says so in its
// own log. A folded position is cached, so each line is checked once.

// damaged turns a *gamelog.CorruptError met while folding game id into
// the refusal every request for the game gets, logs it, and forgets the
// game's cached position. Any other error is returned as it is.
func (s *Server) damaged(id string, err error) error {
	var ce *gamelog.CorruptError
	if !errors.As(err, &ce) {
		return err
	}
	s.cache.drop(id)
	s.logf("herald serve: game %s: the stored log is damaged at line %d: %s; the game is refused until its log is restored", id, ce.Line, ce.Msg)
	return &apiError{Status: http.StatusInternalServerError,
		Msg: fmt.Sprintf("game %s: its stored log is damaged at line %d (%s); the server will not serve or extend it", id, ce.Line, ce.Msg)}
}

// checkServed checks the lines about to be served whole (GET …/log)
// against the hash chain, and that they end where p, the position folded
// from them when they were first read, ends: a line altered since, even
// with the hashes after it made again, is not served.
func (s *Server) checkServed(p *position, evs []store.Event) error {
	err := func() error {
		if len(evs) == 0 || evs[0].Seq != 1 {
			return &gamelog.CorruptError{Line: 1, Msg: "the log does not begin with its header"}
		}
		h, err := gamelog.ParseHeader([]byte(evs[0].Line))
		if err != nil {
			return err
		}
		chain := gamelog.NewChain(h)
		for i, se := range evs[1:] {
			if se.Seq != int64(i+2) {
				return &gamelog.CorruptError{Line: i + 2, Msg: fmt.Sprintf("line %d is missing", i+2)}
			}
			if _, err := chain.Next(int(se.Seq), []byte(se.Line)); err != nil {
				return err
			}
		}
		if last := evs[len(evs)-1].Seq; last == p.seq && chain.Head().Hash != p.lastHash {
			return &gamelog.CorruptError{Line: int(last), Msg: "the log's running hash is not the one the server folded: a line before it was changed and the hashes made again"}
		}
		return nil
	}()
	return s.damaged(p.g.ID, err)
}
