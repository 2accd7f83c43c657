package server

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"
)

// MaxStreams bounds the open event streams of the process (one server);
// more are 503.
const MaxStreams = 2000

// heartbeat is how often an idle event stream sends a comment, so
// proxies and browsers keep it open.
const heartbeat = 25 * time.Second

// streams counts the open event streams.
var streams atomic.Int64

// Moved is the data of a "version" event.
type Moved struct {
	Version int64  `json:"version"`
	Status  string `json:"status"`
}

// getEvents is a Server-Sent Events stream of the game's versions: one
// "version" event at once, then one after each write to the game, on this
// server or (PostgreSQL) any server on the database. An event says only
// that the game moved; the client reads the game to see how.
func (s *Server) getEvents(w http.ResponseWriter, r *http.Request) {
	g, _, err := s.open(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	release, ae := s.held.hold(s.clientOf(r), s.Limits.StreamsPerClient)
	if ae != nil {
		s.fail(w, ae)
		return
	}
	defer release()
	if streams.Add(1) > MaxStreams {
		streams.Add(-1)
		w.Header().Set("Retry-After", "30")
		s.fail(w, errf(http.StatusServiceUnavailable, "too many open event streams; try again later or poll GET /api/games/%s", g.ID))
		return
	}
	defer streams.Add(-1)
	ctx := r.Context()
	// Watch before reading the version, so no write falls between.
	updates, err := s.st.Watch(ctx, g.ID)
	if err != nil {
		s.fail(w, err)
		return
	}
	if g, err = s.st.Game(ctx, g.ID); err != nil {
		s.fail(w, err)
		return
	}
	rc := http.NewResponseController(w)
	rc.SetWriteDeadline(time.Time{}) // the stream outlives the server's write timeout
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	last := int64(-1)
	if id, err := strconv.ParseInt(r.Header.Get("Last-Event-ID"), 10, 64); err == nil {
		last = id // a reconnecting client: tell only what it missed
	}
	send := func(g0 int64, status string) bool {
		if g0 <= last {
			return true
		}
		last = g0
		b, _ := json.Marshal(Moved{Version: g0, Status: status})
		if _, err := fmt.Fprintf(w, "id: %d\nevent: version\ndata: %s\n\n", g0, b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send(g.Version, g.Status) {
		return
	}
	if last >= 0 && g.Version < last {
		last = g.Version // an id from some other game or server: start again
	}
	beat := time.NewTicker(heartbeat)
	defer beat.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.ended:
			return
		case _, ok := <-updates:
			if !ok {
				return // the store is closing
			}
			g, err := s.st.Game(ctx, g.ID)
			if err != nil {
				return
			}
			if !send(g.Version, g.Status) {
				return
			}
		case <-beat.C:
			if _, err := fmt.Fprint(w, ": still here\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		}
	}
}

// EndStreams closes every open event stream (clients reconnect, to
// another server or this one restarted). Call it when shutting down:
// http.Server.Shutdown waits for handlers, and a stream never ends alone.
func (s *Server) EndStreams() { s.ending.Do(func() { close(s.ended) }) }

//go:embed live.js
var liveScript []byte

func (s *Server) liveJS(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(liveScript)
}
