package store

import (
	"context"
	"sync"
)

// Hub fans updates out to in-process watchers. Backends use it for Watch:
// memory and SQLite publish after each commit, PostgreSQL publishes what
// LISTEN/NOTIFY brings from every server on the database.
//
// Each watcher has a one-slot channel. Publishing never blocks: a newer
// update replaces one still waiting, which is safe because an Update is a
// wake-up and the watcher re-reads the log from its last seq.
type Hub struct {
	mu       sync.Mutex
	watchers map[string]map[*watcher]struct{}
	closed   bool
	done     chan struct{} // closed by Close, ends the per-watch goroutines
}

type watcher struct {
	ch   chan Update
	done bool
}

// NewHub returns an empty hub.
func NewHub() *Hub {
	return &Hub{watchers: map[string]map[*watcher]struct{}{}, done: make(chan struct{})}
}

// Watch registers a watcher for gameID until ctx ends or the hub closes.
func (h *Hub) Watch(ctx context.Context, gameID string) (<-chan Update, error) {
	w := &watcher{ch: make(chan Update, 1)}
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil, ErrClosed
	}
	m := h.watchers[gameID]
	if m == nil {
		m = map[*watcher]struct{}{}
		h.watchers[gameID] = m
	}
	m[w] = struct{}{}
	h.mu.Unlock()
	go func() {
		select {
		case <-ctx.Done():
		case <-h.done:
		}
		h.mu.Lock()
		defer h.mu.Unlock()
		h.drop(gameID, w)
	}()
	return w.ch, nil
}

// drop removes and closes w; h.mu must be held.
func (h *Hub) drop(gameID string, w *watcher) {
	if w.done {
		return
	}
	w.done = true
	close(w.ch)
	if m := h.watchers[gameID]; m != nil {
		delete(m, w)
		if len(m) == 0 {
			delete(h.watchers, gameID)
		}
	}
}

// Publish wakes every watcher of u.GameID.
func (h *Hub) Publish(u Update) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for w := range h.watchers[u.GameID] {
		send(w.ch, u)
	}
}

// PublishAll wakes every watcher of every game with Version 0 ("re-read"),
// used after a backend may have missed notifications (a lost LISTEN
// connection).
func (h *Hub) PublishAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for id, m := range h.watchers {
		for w := range m {
			send(w.ch, Update{GameID: id})
		}
	}
}

// send replaces a waiting update with the newer one. Only the hub sends,
// under h.mu, so after emptying the slot the send cannot block.
func send(ch chan Update, u Update) {
	select {
	case ch <- u:
		return
	default:
	}
	select {
	case <-ch:
	default:
	}
	ch <- u
}

// Close closes every watcher channel; later Watch calls fail with ErrClosed.
func (h *Hub) Close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return
	}
	h.closed = true
	close(h.done)
	for id, m := range h.watchers {
		for w := range m {
			h.drop(id, w)
		}
	}
}
