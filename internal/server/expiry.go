package server

import (
	"context"
	"errors"
	"net/http"
	"time"

	"herald/internal/store"
)

// Expiry: a game nobody has played for a while (herald serve
// --expire-after) is expired, a status change under the store's version
// check as finishing a game is, so a turn that comes in meanwhile wins
// and the game stays open. An expired game can no longer be played; its
// view, page, log and replay can still be read.

// expireBatch is how many idle games one pass reads.
const expireBatch = 500

// ExpireIdle expires the open games nobody has written to for after, by
// the server's clock, and returns how many it expired.
func (s *Server) ExpireIdle(ctx context.Context, after time.Duration) (int, error) {
	n := 0
	for {
		idle, err := s.st.IdleGames(ctx, s.now().Add(-after), expireBatch)
		if err != nil {
			return n, err
		}
		expired := 0
		for _, g := range idle {
			_, err := s.st.SetStatus(ctx, g.ID, g.Version, store.StatusExpired)
			switch {
			case err == nil:
				expired++
			case errors.Is(err, store.ErrConflict):
				// Played just now: not idle after all.
			default:
				return n + expired, err
			}
		}
		n += expired
		if len(idle) < expireBatch || expired == 0 {
			return n, nil
		}
	}
}

// RunExpiry expires idle games now and then until ctx ends. Run it in
// one goroutine per server; several servers on one database may each
// run it (the version check keeps them from clashing).
func (s *Server) RunExpiry(ctx context.Context, after time.Duration) {
	every := min(max(after/8, time.Second), 10*time.Minute)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if n, err := s.ExpireIdle(ctx, after); err != nil && ctx.Err() == nil {
			s.logf("herald serve: expiring idle games: %v", err)
		} else if n > 0 {
			s.logf("herald serve: expired %d games nobody had played for %s", n, after)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// playable refuses any play in an expired game: 410, for good.
func playable(g store.Game) error {
	if g.Status == store.StatusExpired {
		return errf(http.StatusGone, "game %s has expired: nobody played it for too long, and it can no longer be played; its log and replay can still be read", g.ID)
	}
	return nil
}
