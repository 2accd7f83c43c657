package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"herald/internal/gamelog"
	"herald/internal/store"
)

// Messages between the sides: one sent with a turn, and the game's chat.
// Each is a message event of the log (gamelog.TypeMessage), so the game's
// record keeps them in their place among the turns. herald adds nothing
// to a message but its side: it tells nothing of the game, and a side's
// words about its own hidden men are its own to give away. A message
// changes nothing a side decides by, so a turn sent against the version
// before it is still played (position.current).

// maxMessagesPerSide bounds the messages a side may write in one game.
const maxMessagesPerSide = 500

// MessageInfo is one message as the page shows it.
type MessageInfo struct {
	Seq  int    `json:"seq"`
	Side string `json:"side"`
	Turn int    `json:"turn"`
	Text string `json:"text"`
}

// messageLine chains side's message after the lines out (the log's lines
// as next has them folded) and folds it into next.
func messageLine(next *position, side, text string) (string, error) {
	e, err := gamelog.NewEvent(gamelog.TypeMessage, side, gamelog.Message{Text: text})
	if err != nil {
		return "", err
	}
	lines, err := chain(next.lastHash, next.count, []gamelog.Event{e})
	if err != nil {
		return "", err
	}
	var chained gamelog.Event
	if err := jsonUnmarshal(lines[0], &chained); err != nil {
		return "", err
	}
	next.seq++
	next.count++
	next.lastHash = chained.Hash
	next.g.LastSeq = next.seq
	return lines[0], nil
}

// messagesBy counts side's messages in the game's log.
func messagesBy(evs []store.Event, side string) int {
	n := 0
	for _, e := range evs {
		if strings.Contains(e.Line, `"type":"`+gamelog.TypeMessage+`"`) {
			var head struct{ Side string }
			if jsonUnmarshal(e.Line, &head) == nil && head.Side == side {
				n++
			}
		}
	}
	return n
}

// checkMessage refuses a message that is malformed, or one more than the
// side may write in the game.
func (s *Server) checkMessage(ctx context.Context, g store.Game, side, text string) error {
	if err := gamelog.CheckMessage(text); err != nil {
		return errf(http.StatusBadRequest, "message: %v", err)
	}
	evs, err := s.events(ctx, g)
	if err != nil {
		return err
	}
	if messagesBy(evs, side) >= maxMessagesPerSide {
		return errf(http.StatusRequestEntityTooLarge, "%s has written the %d messages a side may write in one game", side, maxMessagesPerSide)
	}
	return nil
}

// playTurnWith plays a turn and, if message is not empty, appends the
// side's message with it, in the same write.
func (s *Server) playTurnWith(ctx context.Context, p *position, side, orders, message string, version int64) (*TurnResult, error) {
	if message == "" {
		return s.playTurn(ctx, p, side, orders, version)
	}
	if err := s.checkMessage(ctx, p.g, side, message); err != nil {
		return nil, err
	}
	res, out, next, err := s.playOn(p, side, orders, version)
	if err != nil {
		return nil, err
	}
	line, err := messageLine(next, side, message)
	if err != nil {
		return nil, err
	}
	return s.commit(ctx, p, version, res, append(out, line), next)
}

// postMessage writes side's message to the game's chat, as a write of its
// own: at the game's version, read again if another write came first.
func (s *Server) postMessage(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Text string `json:"text"`
	}
	if err := decode(w, r, &req); err != nil {
		s.fail(w, err)
		return
	}
	for try := 0; ; try++ {
		p, side, err := s.load(r)
		if err == nil {
			err = playable(p.g)
		}
		if err == nil {
			err = s.checkMessage(r.Context(), p.g, side, req.Text)
		}
		if err != nil {
			s.fail(w, err)
			return
		}
		next := p.at(p.g)
		line, err := messageLine(next, side, req.Text)
		if err != nil {
			s.fail(w, err)
			return
		}
		v, err := s.st.AppendEvents(r.Context(), p.g.ID, p.g.Version, []string{line})
		if errors.Is(err, store.ErrConflict) && try < 3 {
			continue // a turn came first: write after it
		}
		if err != nil {
			s.fail(w, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"version": v, "side": side})
		return
	}
}

func jsonUnmarshal(line string, v any) error { return json.Unmarshal([]byte(line), v) }
