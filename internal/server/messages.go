package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"herald/internal/game"
	"herald/internal/notify"
	"herald/internal/render"
	"herald/internal/store"
)

// delivery is one message to one side by one channel.
type delivery struct {
	key     string // "side/channel", unique within a row
	dest    string // where it goes, for the back-off: a webhook's host, a mail address
	channel string // "mail", "webhook" or "confirm"
	m       *notify.Message
	send    func(ctx context.Context) error
}

// deliveries works out who is told what for a row: the side to move after
// a write that ended a player turn (or created the game), the side who
// must decide after a write that stopped one, every side when the game
// is over, nobody after any other write (a side seed, a status). Mail
// goes only to a confirmed address; creating the game mails each address
// given the link that confirms it, and nothing else.
func (s *Server) deliveries(ctx context.Context, n *Notifier, row store.Notification) ([]delivery, error) {
	g, err := s.st.Game(ctx, row.GameID)
	if err != nil {
		return nil, err
	}
	wanted := false
	for _, sd := range g.Sides {
		if sd.Email != "" && n.Mail != nil || sd.Webhook != "" {
			wanted = true
		}
	}
	if !wanted {
		return nil, nil
	}
	var out []delivery
	if row.Version == 1 {
		if out, err = s.confirmations(n, g); err != nil {
			return nil, err
		}
	}
	p, err := s.toldAt(ctx, g, row.Version)
	if p == nil || err != nil {
		return out, err
	}
	st := p.state.Step()
	base := notify.Message{Kind: notify.KindYourTurn, GameID: g.ID, Title: p.l.sc.Title, Version: row.Version,
		ToMove: st.Player, Turn: st.Turn}
	if n.BaseURL != "" {
		base.URL = strings.TrimRight(n.BaseURL, "/") + "/play/" + g.ID
	}
	var to []string
	switch st.Kind {
	case game.Over:
		base.Kind, base.ToMove = notify.KindGameOver, ""
		for _, sd := range g.Sides {
			to = append(to, sd.Name)
		}
	case game.Decision:
		base.Kind, base.ToMove = notify.KindDecide, st.Question.Side
		to = []string{st.Question.Side}
	case game.Sealed:
		// Every side whose sealed orders are not yet in.
		to = st.Sides
	default:
		to = []string{st.Player}
	}
	for _, side := range to {
		m := base
		m.Side = side
		// Each side is told and shown only what it may see (§22.8),
		// through the same filter as its page (fog.go).
		m.Report = nonNil(p.reportFor(side))
		m.Delivery = fmt.Sprintf("%s-%d-%s", g.ID, row.Version, side)
		sd := sideOf(g, side)
		if n.Mail != nil && sd.Email != "" && sd.EmailConfirmed {
			// The map goes only into mail, and drawing it costs more
			// than the rest of a message.
			mailed := m
			var svg bytes.Buffer
			if err := render.Write(&svg, p.sceneFor(side), render.Options{}); err == nil {
				mailed.Map = svg.Bytes()
			} else {
				s.logf("herald serve: game %s: drawing the map for a notification: %v", g.ID, err)
			}
			out = append(out, mailTo(n, sd, "mail", &mailed))
		}
		if sd.Webhook != "" {
			out = append(out, delivery{key: side + "/webhook", dest: "webhook " + hostOf(sd.Webhook), channel: "webhook", m: &m,
				send: func(ctx context.Context) error { return notify.Post(ctx, n.HTTP, sd.Webhook, sd.WebhookSecret, &m) }})
		}
	}
	return out, nil
}

// toldAt is the game as of version when that write is one a side is told
// of (it ended a player turn or stopped one for a decision, or created
// the game); nil otherwise.
func (s *Server) toldAt(ctx context.Context, g store.Game, version int64) (*position, error) {
	evs, err := s.st.Events(ctx, g.ID, 1)
	if err != nil {
		return nil, err
	}
	told := version == 1
	cut := len(evs)
	for i, e := range evs {
		if e.Version > version {
			cut = i
			break
		}
		var head struct {
			Type string `json:"type"`
		}
		// A turn that stops for the opponent's decision tells him too;
		// sealed orders tell the sides still due, a reveal every side.
		if e.Version == version && json.Unmarshal([]byte(e.Line), &head) == nil && (head.Type == game.TypeTurnEnded || head.Type == game.TypePending ||
			head.Type == game.TypeSealed || head.Type == game.TypeRevealed) {
			told = true
		}
	}
	if !told {
		return nil, nil
	}
	return s.fold(g, evs[:cut])
}

// confirmations are the mails that ask each address given at creation
// whether its owner wants herald's mail: the only mail an address gets
// before it is confirmed.
func (s *Server) confirmations(n *Notifier, g store.Game) ([]delivery, error) {
	if n.Mail == nil {
		return nil, nil
	}
	var out []delivery
	for _, sd := range g.Sides {
		if sd.Email == "" || sd.EmailConfirmed || sd.EmailCode == "" {
			continue
		}
		l, err := s.scen.load(g.Scenario, []byte(g.ScenarioText))
		if err != nil {
			return nil, fmt.Errorf("game %s: scenario: %w", g.ID, err)
		}
		base := strings.TrimRight(n.BaseURL, "/")
		m := &notify.Message{Kind: notify.KindConfirm, GameID: g.ID, Title: l.sc.Title, Version: 1, Side: sd.Name,
			Delivery: fmt.Sprintf("%s-confirm-%s", g.ID, sd.Name),
			Confirm:  base + confirmPath(g.ID, sd.Name, sd.EmailCode)}
		if base != "" {
			m.URL = base + "/play/" + g.ID
		}
		out = append(out, mailTo(n, sd, "confirm", m))
	}
	return out, nil
}

// mailTo is the delivery of m to sd's address.
func mailTo(n *Notifier, sd store.Side, channel string, m *notify.Message) delivery {
	return delivery{key: sd.Name + "/" + channel, dest: "mail " + sd.Email, channel: channel, m: m,
		send: func(ctx context.Context) error { return n.Mail.Send(ctx, sd.Email, m) }}
}

// hostOf is a webhook's host and port, its destination for the back-off.
func hostOf(raw string) string {
	if u, err := url.Parse(raw); err == nil {
		return u.Host
	}
	return raw
}

func sideOf(g store.Game, name string) store.Side {
	for _, sd := range g.Sides {
		if sd.Name == name {
			return sd
		}
	}
	return store.Side{}
}
