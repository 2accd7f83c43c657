package server

import (
	"context"
	"net/http"
	"sync"
	"time"

	"herald/internal/notify"
	"herald/internal/store"
)

// Notifier delivers the store's outbox: each write a game makes queues a
// row "game reached version v" in the same transaction; this loop reads
// the rows, tells the side whose move it now is (by mail, webhook or
// both; messages.go says who is told what), and acknowledges a row once
// every delivery for it went through or was given up. The turn itself
// was committed long before, so a broken relay or receiver never holds up
// play, and rows left when the server stops are sent after the restart.
// Delivery is at least once: a row sent but not yet acknowledged when
// the server dies is sent again.
//
// Rows are delivered by a bounded pool of workers, and each destination
// (a webhook's host, a mail address) has its own back-off: after a
// failure nothing more goes there until the back-off has passed, and at
// most one delivery is under way to it at a time. So a dead or hanging
// endpoint holds one worker, never the other games' deliveries.
type Notifier struct {
	// Mail sends e-mail; nil: sides' e-mail addresses are ignored.
	Mail *notify.Mailer
	// HTTP posts webhooks; nil: the server's webhook client
	// (Server.Webhooks), with a 30-second timeout.
	HTTP *http.Client
	// BaseURL (such as https://herald.example) makes the play link in a
	// message and the link that confirms an address; "" leaves the play
	// link out and makes the confirmation link a path.
	BaseURL string
	// Poll is how often the outbox is read when nothing wakes the loop
	// (another server's writes on the same database); 0: 2 seconds.
	Poll time.Duration
	// MinBackoff and MaxBackoff bound the wait after a failed delivery
	// before its destination is tried again: 0 means 1 second and 10
	// minutes.
	MinBackoff, MaxBackoff time.Duration
	// MaxAttempts gives up on a delivery (logging it) after that many
	// failures; 0 means 20 (about two and a half hours with the defaults).
	MaxAttempts int
	// Workers bounds the deliveries under way at once; 0 means 8.
	Workers int
	// Now is the clock of the back-offs; nil: time.Now. Tests set it.
	Now func() time.Time
	// Sent, if set, is called after each delivery (tests count them).
	Sent func(channel string, m *notify.Message, err error)

	wake chan struct{} // a write was made here: read the outbox now
	done chan struct{} // a row's deliveries ended

	mu      sync.Mutex
	rows    map[int64]*rowState
	dests   map[string]*destState
	running int // rows being delivered
	wg      sync.WaitGroup
}

// rowState is what the notifier knows of one outbox row.
type rowState struct {
	row     store.Notification
	running bool
	// known: the row's deliveries have been worked out; left are those
	// still owed, by "side/channel".
	known bool
	left  map[string]*owed
	// failures and next are the back-off of working the deliveries out
	// (reading and folding the game).
	failures int
	next     time.Time
}

// owed is a delivery not yet made.
type owed struct {
	dest     string
	failures int
}

// destState is the back-off of one destination.
type destState struct {
	busy     bool
	failures int
	next     time.Time
}

func (n *Notifier) now() time.Time {
	if n.Now != nil {
		return n.Now()
	}
	return time.Now()
}

func (n *Notifier) maxAttempts() int {
	if n.MaxAttempts <= 0 {
		return 20
	}
	return n.MaxAttempts
}

// start readies n to run for s.
func (n *Notifier) start(s *Server) {
	n.wake = make(chan struct{}, 1)
	n.done = make(chan struct{}, 1)
	n.rows = map[int64]*rowState{}
	n.dests = map[string]*destState{}
	if n.HTTP == nil {
		n.HTTP = s.Webhooks.Client(30 * time.Second)
	}
	if n.Workers <= 0 {
		n.Workers = 8
	}
}

// signal wakes whoever waits on ch, without blocking.
func signal(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default:
	}
}

// wakeNotifier wakes s's notifier, if it runs, without blocking: a turn
// played here is told at once rather than at the next poll.
func (s *Server) wakeNotifier() {
	if n := s.notifier.Load(); n != nil {
		signal(n.wake)
	}
}

// RunNotifier delivers the outbox until ctx ends, and waits for the
// deliveries under way. Run it in one goroutine per server.
func (s *Server) RunNotifier(ctx context.Context, n *Notifier) {
	n.start(s)
	poll := n.Poll
	if poll <= 0 {
		poll = 2 * time.Second
	}
	s.notifier.Store(n)
	defer s.notifier.CompareAndSwap(n, nil)
	defer n.wg.Wait()
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		s.deliverOutbox(ctx, n, t.C)
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

// deliverOutbox delivers the outbox until nothing is under way, if it is
// this server's turn at it. The turn lasts until the deliveries end, so
// another server does not start the same rows meanwhile.
func (s *Server) deliverOutbox(ctx context.Context, n *Notifier, tick <-chan time.Time) {
	l, ok := s.st.(outboxLocker)
	if !ok {
		s.deliverUntilIdle(ctx, n, tick)
		return
	}
	_, err := l.WithOutboxLock(ctx, func() error { s.deliverUntilIdle(ctx, n, tick); return nil })
	if err != nil && ctx.Err() == nil {
		s.logf("herald serve: notifications: %v", err)
	}
}

// deliverUntilIdle makes passes over the outbox while deliveries are
// under way: rows that come meanwhile start at once, and finished rows
// are acknowledged as they finish.
func (s *Server) deliverUntilIdle(ctx context.Context, n *Notifier, tick <-chan time.Time) {
	for {
		s.deliverPass(ctx, n)
		n.mu.Lock()
		idle := n.running == 0 && !n.unacked()
		n.mu.Unlock()
		if idle {
			return
		}
		select {
		case <-ctx.Done():
			n.wg.Wait()
			return
		case <-n.done:
		case <-n.wake:
		case <-tick:
		}
	}
}

// unacked says whether a row is delivered but not yet acknowledged: the
// turn at the outbox must not end then, or another server would read the
// row as pending and deliver it again. n.mu is held.
func (n *Notifier) unacked() bool {
	for _, r := range n.rows {
		if !r.running && r.known && len(r.left) == 0 {
			return true
		}
	}
	return false
}

// outboxBatch is how many pending rows a pass reads, oldest first. Rows
// waiting out a back-off count too: more than this many failing at once
// hold back newer rows until they succeed or are given up.
const outboxBatch = 1000

// deliverPass reads the pending rows, acknowledges those finished and
// starts those due, as far as the pool has room.
func (s *Server) deliverPass(ctx context.Context, n *Notifier) {
	rows, err := s.st.PendingNotifications(ctx, outboxBatch)
	if err != nil {
		if ctx.Err() == nil {
			s.logf("herald serve: notifications: %v", err)
		}
		return
	}
	n.mu.Lock()
	if len(rows) < outboxBatch {
		// Forget rows gone meanwhile (another server on the database
		// delivered them).
		live := map[int64]bool{}
		for _, r := range rows {
			live[r.ID] = true
		}
		for id, r := range n.rows {
			if !live[id] && !r.running {
				delete(n.rows, id)
			}
		}
	}
	var acks []int64
	now := n.now()
	for _, row := range rows {
		r := n.rows[row.ID]
		if r == nil {
			r = &rowState{row: row}
			n.rows[row.ID] = r
		}
		switch {
		case r.running:
		case r.known && len(r.left) == 0:
			acks = append(acks, row.ID)
		case n.running < n.Workers && n.due(r, now) && ctx.Err() == nil:
			r.running = true
			n.running++
			n.wg.Add(1)
			go s.deliverRow(ctx, n, r)
		}
	}
	n.mu.Unlock()
	if len(acks) == 0 {
		return
	}
	if err := s.st.AckNotifications(ctx, acks); err != nil {
		if ctx.Err() == nil {
			s.logf("herald serve: acknowledging notifications: %v", err)
		}
		return
	}
	n.mu.Lock()
	for _, id := range acks {
		delete(n.rows, id)
	}
	n.mu.Unlock()
}

// due says whether r has something to do now: its deliveries to work
// out, or one owed to a destination that is free and not backing off.
// n.mu is held.
func (n *Notifier) due(r *rowState, now time.Time) bool {
	if !r.known {
		return !now.Before(r.next)
	}
	for _, o := range r.left {
		if d := n.dests[o.dest]; d == nil || !d.busy && !now.Before(d.next) {
			return true
		}
	}
	return false
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

// deliverRow works out what r's row calls for and makes the deliveries
// still owed whose destinations are free; the others wait for a later
// pass. It runs on a worker of the pool.
func (s *Server) deliverRow(ctx context.Context, n *Notifier, r *rowState) {
	defer func() {
		n.mu.Lock()
		r.running = false
		n.running--
		n.mu.Unlock()
		n.wg.Done()
		signal(n.done)
	}()
	plan, err := s.deliveries(ctx, n, r.row)
	if err != nil {
		if ctx.Err() != nil {
			return
		}
		n.mu.Lock()
		defer n.mu.Unlock()
		if r.failures++; r.failures >= n.maxAttempts() {
			s.logf("herald serve: game %s version %d: giving up notifying after %d attempts: %v", r.row.GameID, r.row.Version, r.failures, err)
			r.known, r.left = true, nil
			return
		}
		r.next = n.now().Add(backoff(n.MinBackoff, n.MaxBackoff, r.failures))
		s.logf("herald serve: game %s version %d: working out notifications failed (attempt %d): %v", r.row.GameID, r.row.Version, r.failures, err)
		return
	}
	n.mu.Lock()
	planned := map[string]bool{}
	for _, d := range plan {
		planned[d.key] = true
	}
	if !r.known {
		r.known, r.left = true, map[string]*owed{}
		for _, d := range plan {
			r.left[d.key] = &owed{dest: d.dest}
		}
	}
	for key := range r.left {
		if !planned[key] {
			delete(r.left, key) // nothing to send it any more: not owed
		}
	}
	n.mu.Unlock()
	for _, d := range plan {
		if ctx.Err() != nil {
			return
		}
		s.deliverOne(ctx, n, r, d)
	}
}

// deliverOne makes delivery d of r if it is still owed and its
// destination is free and due, and books the outcome.
func (s *Server) deliverOne(ctx context.Context, n *Notifier, r *rowState, d delivery) {
	n.mu.Lock()
	o := r.left[d.key]
	ds := n.dests[d.dest]
	if ds == nil {
		ds = &destState{}
		n.dests[d.dest] = ds
	}
	if o == nil || ds.busy || n.now().Before(ds.next) {
		n.mu.Unlock()
		return
	}
	ds.busy = true
	n.mu.Unlock()

	err := d.send(ctx)
	if n.Sent != nil && ctx.Err() == nil {
		n.Sent(d.channel, d.m, err)
	}

	n.mu.Lock()
	defer n.mu.Unlock()
	ds.busy = false
	switch {
	case err == nil:
		// A destination that works needs no state: only failing ones
		// are kept, so the map stays as small as the trouble.
		delete(n.dests, d.dest)
		delete(r.left, d.key)
	case ctx.Err() != nil:
		// Stopped, not failed: the row stays owed for the next start.
	default:
		ds.failures++
		ds.next = n.now().Add(backoff(n.MinBackoff, n.MaxBackoff, ds.failures))
		if o.failures++; o.failures >= n.maxAttempts() {
			s.logf("herald serve: game %s version %d: giving up the %s to %s after %d attempts: %v", r.row.GameID, r.row.Version, d.channel, d.m.Side, o.failures, err)
			delete(r.left, d.key)
			return
		}
		s.logf("herald serve: game %s version %d: the %s to %s failed (attempt %d, %s tried again in %s): %v",
			r.row.GameID, r.row.Version, d.channel, d.m.Side, o.failures, d.dest, ds.next.Sub(n.now()).Round(time.Millisecond), err)
	}
}
