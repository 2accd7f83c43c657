package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"herald/internal/game"
	"herald/internal/notify"
	"herald/internal/render"
	"herald/internal/store"
)

// Notifier delivers the store's outbox: each write a game makes queues a
// row "game reached version v" in the same transaction; this loop reads
// the rows, tells the side whose move it now is (by mail, webhook or
// both), and acknowledges a row once every delivery for it went through.
// A delivery that fails is retried with exponential backoff; the turn
// itself was committed long before, so a broken relay or receiver never
// holds up play, and rows left when the server stops are sent after the
// restart. Delivery is at least once: a row sent but not yet acknowledged
// when the server dies is sent again.
type Notifier struct {
	// Mail sends e-mail; nil: sides' e-mail addresses are ignored.
	Mail *notify.Mailer
	// HTTP posts webhooks; nil: a client with a 30-second timeout that
	// does not follow redirects.
	HTTP *http.Client
	// BaseURL (such as https://herald.example) makes the play link in a
	// message; "" leaves the link out.
	BaseURL string
	// Poll is how often the outbox is read when nothing wakes the loop
	// (another server's writes on the same database); 0: 2 seconds.
	Poll time.Duration
	// MinBackoff and MaxBackoff bound the wait between attempts of a
	// failed delivery: 0 means 1 second and 10 minutes.
	MinBackoff, MaxBackoff time.Duration
	// MaxAttempts gives up on a delivery (logging it) after that many
	// failures; 0 means 20 (about two and a half hours with the defaults).
	MaxAttempts int
	// Sent, if set, is called after each delivery (tests count them).
	Sent func(channel string, m *notify.Message, err error)

	wake  chan struct{}
	tries map[int64]*attempt
}

// attempt is the in-memory retry state of one outbox row.
type attempt struct {
	failures int
	next     time.Time
	done     map[string]bool // deliveries made: "side/mail", "side/webhook"
}

// wakeNotifier wakes s's notifier, if it runs, without blocking: a turn
// played here is told at once rather than at the next poll.
func (s *Server) wakeNotifier() {
	if n := s.notifier.Load(); n != nil {
		select {
		case n.wake <- struct{}{}:
		default:
		}
	}
}

// RunNotifier delivers the outbox until ctx ends. Run it in one goroutine
// per server.
func (s *Server) RunNotifier(ctx context.Context, n *Notifier) {
	n.wake = make(chan struct{}, 1)
	n.tries = map[int64]*attempt{}
	if n.HTTP == nil {
		n.HTTP = &http.Client{Timeout: 30 * time.Second,
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	}
	poll := n.Poll
	if poll <= 0 {
		poll = 2 * time.Second
	}
	s.notifier.Store(n)
	defer s.notifier.CompareAndSwap(n, nil)
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		s.deliverOutbox(ctx, n)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-n.wake:
		}
	}
}

// outboxLocker is a store shared by several servers (PostgreSQL) that
// lets one at a time deliver the outbox.
type outboxLocker interface {
	WithOutboxLock(ctx context.Context, f func() error) (ran bool, err error)
}

// deliverOutbox makes one pass over the pending rows, if this server's
// turn at the outbox.
func (s *Server) deliverOutbox(ctx context.Context, n *Notifier) {
	l, ok := s.st.(outboxLocker)
	if !ok {
		s.deliverPass(ctx, n)
		return
	}
	_, err := l.WithOutboxLock(ctx, func() error { s.deliverPass(ctx, n); return nil })
	if err != nil && ctx.Err() == nil {
		s.logf("herald serve: notifications: %v", err)
	}
}

// outboxBatch is how many pending rows a pass reads, oldest first. Rows
// waiting out a backoff count too: more than this many failing at once
// hold back newer rows until they succeed or are given up.
const outboxBatch = 1000

// deliverPass reads the pending rows and delivers those due.
func (s *Server) deliverPass(ctx context.Context, n *Notifier) {
	rows, err := s.st.PendingNotifications(ctx, outboxBatch)
	if err != nil {
		if ctx.Err() == nil {
			s.logf("herald serve: notifications: %v", err)
		}
		return
	}
	if len(rows) < outboxBatch {
		// Forget retry state of rows gone meanwhile (another server on
		// the database delivered them).
		live := map[int64]bool{}
		for _, r := range rows {
			live[r.ID] = true
		}
		for id := range n.tries {
			if !live[id] {
				delete(n.tries, id)
			}
		}
	}
	var acks []int64
	now := time.Now()
	for _, row := range rows {
		a := n.tries[row.ID]
		if a == nil {
			a = &attempt{done: map[string]bool{}}
			n.tries[row.ID] = a
		}
		if now.Before(a.next) {
			continue
		}
		err := s.deliverRow(ctx, n, row, a)
		if ctx.Err() != nil {
			return
		}
		if err == nil {
			acks = append(acks, row.ID)
			continue
		}
		a.failures++
		max := n.MaxAttempts
		if max <= 0 {
			max = 20
		}
		if a.failures >= max {
			s.logf("herald serve: game %s version %d: giving up notifying after %d attempts: %v", row.GameID, row.Version, a.failures, err)
			acks = append(acks, row.ID)
			continue
		}
		a.next = now.Add(backoff(n.MinBackoff, n.MaxBackoff, a.failures))
		s.logf("herald serve: game %s version %d: notifying failed (attempt %d, next in %s): %v", row.GameID, row.Version, a.failures, a.next.Sub(now).Round(time.Millisecond), err)
	}
	if len(acks) == 0 {
		return
	}
	if err := s.st.AckNotifications(ctx, acks); err != nil {
		s.logf("herald serve: acknowledging notifications: %v", err)
		return
	}
	for _, id := range acks {
		delete(n.tries, id)
	}
}

// backoff doubles from lo per failure up to hi.
func backoff(lo, hi time.Duration, failures int) time.Duration {
	if lo <= 0 {
		lo = time.Second
	}
	if hi <= 0 {
		hi = 10 * time.Minute
	}
	d := lo
	for i := 1; i < failures && d < hi; i++ {
		d *= 2
	}
	return min(d, hi)
}

// deliverRow sends what row calls for and returns the first failure; the
// deliveries that went through are remembered in a and not repeated.
func (s *Server) deliverRow(ctx context.Context, n *Notifier, row store.Notification, a *attempt) error {
	msgs, g, err := s.messages(ctx, n, row)
	if err != nil {
		return err
	}
	var first error
	for _, m := range msgs {
		sd := sideOf(g, m.Side)
		send := func(channel string, f func() error) {
			key := m.Side + "/" + channel
			if a.done[key] {
				return
			}
			err := f()
			if n.Sent != nil {
				n.Sent(channel, m, err)
			}
			if err != nil {
				if first == nil {
					first = fmt.Errorf("%s for %s: %w", channel, m.Side, err)
				}
				return
			}
			a.done[key] = true
		}
		if sd.Email != "" && n.Mail != nil {
			send("mail", func() error { return n.Mail.Send(ctx, sd.Email, m) })
		}
		if sd.Webhook != "" {
			send("webhook", func() error { return notify.Post(ctx, n.HTTP, sd.Webhook, sd.WebhookSecret, m) })
		}
	}
	return first
}

// messages works out who is told what for a row: the side to move after a
// write that ended a player turn (or created the game), the side who must
// decide after a write that stopped one, every side when
// the game is over, nobody after any other write (a side seed, a status).
func (s *Server) messages(ctx context.Context, n *Notifier, row store.Notification) ([]*notify.Message, store.Game, error) {
	g, err := s.st.Game(ctx, row.GameID)
	if err != nil {
		return nil, g, err
	}
	wanted := false
	for _, sd := range g.Sides {
		if sd.Email != "" && n.Mail != nil || sd.Webhook != "" {
			wanted = true
		}
	}
	if !wanted {
		return nil, g, nil
	}
	evs, err := s.st.Events(ctx, g.ID, 1)
	if err != nil {
		return nil, g, err
	}
	turnEnded := row.Version == 1
	cut := len(evs)
	for i, e := range evs {
		if e.Version > row.Version {
			cut = i
			break
		}
		var head struct {
			Type string `json:"type"`
		}
		// A turn that stops for the opponent's decision tells him too.
		if e.Version == row.Version && json.Unmarshal([]byte(e.Line), &head) == nil && (head.Type == game.TypeTurnEnded || head.Type == game.TypePending) {
			turnEnded = true
		}
	}
	if !turnEnded {
		return nil, g, nil
	}
	evs = evs[:cut]
	p, err := s.fold(g, evs)
	if err != nil {
		return nil, g, err
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
	default:
		to = []string{st.Player}
	}
	var out []*notify.Message
	for _, side := range to {
		m := base
		m.Side = side
		// Each side is told and shown only what it may see (§22.8).
		var svg bytes.Buffer
		if err := render.Write(&svg, p.sceneFor(side), render.Options{}); err != nil {
			svg.Reset()
		}
		m.Report, m.Map = nonNil(p.reportFor(side)), svg.Bytes()
		m.Delivery = fmt.Sprintf("%s-%d-%s", g.ID, row.Version, side)
		m.Report = p.toldTo(side)
		// The map goes only into mail, and drawing it costs more than
		// the rest of a message: draw it only for a side that is mailed.
		if sd := sideOf(g, side); n.Mail != nil && sd.Email != "" {
			var svg bytes.Buffer
			if err := render.Write(&svg, p.seenBy(side), render.Options{}); err == nil {
				m.Map = svg.Bytes()
			} else {
				s.logf("herald serve: game %s: drawing the map for a notification: %v", g.ID, err)
			}
		}
		out = append(out, &m)
	}
	return out, g, nil
}

// toldTo is the account of the last turn a message to side carries, and
// seenBy the map it is mailed. Every side sees everything in Cry Havoc;
// where a side may not (fog of war, hidden set-up) these are the two
// places to narrow, as the play page does for that side.
func (p *position) toldTo(side string) []string { return nonNil(p.report) }

func (p *position) seenBy(side string) render.Scene { return p.sceneFor(game.Referee) }

func sideOf(g store.Game, name string) store.Side {
	for _, sd := range g.Sides {
		if sd.Name == name {
			return sd
		}
	}
	return store.Side{}
}
