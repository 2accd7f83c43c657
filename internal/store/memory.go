package store

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// Memory is an in-process Store for tests and for `herald serve` without a
// database. Nothing survives the process.
type Memory struct {
	mu       sync.RWMutex
	games    map[string]*memGame
	outbox   []Notification
	nextNote int64
	closed   bool
	hub      *Hub
}

type memGame struct {
	g       Game
	events  []Event
	touched time.Time // the last write
}

// NewMemory returns an empty in-memory store.
func NewMemory() *Memory {
	return &Memory{games: map[string]*memGame{}, hub: NewHub()}
}

var _ Store = (*Memory)(nil)

func copyGame(g Game) Game {
	g.Sides = slices.Clone(g.Sides)
	g.ServerSeed = slices.Clone(g.ServerSeed)
	return g
}

// CreateGame implements Store.
func (m *Memory) CreateGame(ctx context.Context, g Game) error {
	if err := ValidateGame(g); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return ErrClosed
	}
	if _, ok := m.games[g.ID]; ok {
		return fmt.Errorf("%w: %q", ErrExists, g.ID)
	}
	m.games[g.ID] = &memGame{g: copyGame(g), touched: time.Now()}
	return nil
}

// Game implements Store.
func (m *Memory) Game(ctx context.Context, id string) (Game, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.closed {
		return Game{}, ErrClosed
	}
	mg, ok := m.games[id]
	if !ok {
		return Game{}, fmt.Errorf("%w: %q", ErrNotFound, id)
	}
	return copyGame(mg.g), nil
}

// ListGames implements Store.
func (m *Memory) ListGames(ctx context.Context) ([]Game, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.closed {
		return nil, ErrClosed
	}
	out := make([]Game, 0, len(m.games))
	for _, mg := range m.games {
		g := copyGame(mg.g)
		g.ServerSeed = nil
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b Game) int {
		switch {
		case a.ID < b.ID:
			return -1
		case a.ID > b.ID:
			return 1
		}
		return 0
	})
	return out, nil
}

// write runs f on the game under the version check and queues the
// notification if the game is told. f sees the new version; when it fails it must leave mg
// as it was.
func (m *Memory) write(gameID string, expected int64, f func(mg *memGame) error) (int64, error) {
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return 0, ErrClosed
	}
	mg, ok := m.games[gameID]
	if !ok {
		m.mu.Unlock()
		return 0, fmt.Errorf("%w: %q", ErrNotFound, gameID)
	}
	if mg.g.Version != expected {
		v := mg.g.Version
		m.mu.Unlock()
		return 0, fmt.Errorf("%w: game %q is at version %d, not %d", ErrConflict, gameID, v, expected)
	}
	mg.g.Version++
	if err := f(mg); err != nil {
		mg.g.Version--
		m.mu.Unlock()
		return 0, err
	}
	v := mg.g.Version
	mg.touched = time.Now()
	if Told(mg.g.Sides) {
		m.nextNote++
		m.outbox = append(m.outbox, Notification{ID: m.nextNote, GameID: gameID, Version: v})
	}
	m.mu.Unlock()
	m.hub.Publish(Update{GameID: gameID, Version: v})
	return v, nil
}

// AppendEvents implements Store.
func (m *Memory) AppendEvents(ctx context.Context, gameID string, expected int64, lines []string) (int64, error) {
	if err := ValidateLines(gameID, lines); err != nil {
		return 0, err
	}
	return m.write(gameID, expected, func(mg *memGame) error {
		for _, l := range lines {
			mg.g.LastSeq++
			mg.events = append(mg.events, Event{Seq: mg.g.LastSeq, Version: mg.g.Version, Line: l})
		}
		return nil
	})
}

// SetStatus implements Store.
func (m *Memory) SetStatus(ctx context.Context, gameID string, expected int64, status string) (int64, error) {
	if err := ValidateStatus(gameID, status); err != nil {
		return 0, err
	}
	return m.write(gameID, expected, func(mg *memGame) error { mg.g.Status = status; return nil })
}

// SetSideSeed implements Store.
func (m *Memory) SetSideSeed(ctx context.Context, gameID string, expected int64, side, seed string) (int64, error) {
	return m.write(gameID, expected, func(mg *memGame) error {
		sides, err := WithSideSeed(gameID, mg.g.Sides, side, seed)
		if err == nil {
			mg.g.Sides = sides
		}
		return err
	})
}

// RevealSeed implements Store.
func (m *Memory) RevealSeed(ctx context.Context, gameID string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return ErrClosed
	}
	mg, ok := m.games[gameID]
	if !ok {
		return fmt.Errorf("%w: %q", ErrNotFound, gameID)
	}
	mg.g.SeedRevealed = true
	return nil
}

// ConfirmEmail implements Store.
func (m *Memory) ConfirmEmail(ctx context.Context, gameID, side, code string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return ErrClosed
	}
	mg, ok := m.games[gameID]
	if !ok {
		return fmt.Errorf("%w: %q", ErrNotFound, gameID)
	}
	sides, err := WithEmailConfirmed(gameID, mg.g.Sides, side, code)
	if err != nil {
		return err
	}
	mg.g.Sides = sides
	return nil
}

// IdleGames implements Store.
func (m *Memory) IdleGames(ctx context.Context, before time.Time, limit int) ([]IdleGame, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.closed {
		return nil, ErrClosed
	}
	out := []IdleGame{}
	for _, mg := range m.games {
		if mg.g.Status == StatusOpen && mg.touched.Before(before) {
			out = append(out, IdleGame{ID: mg.g.ID, Version: mg.g.Version, Touched: mg.touched})
		}
	}
	slices.SortFunc(out, func(a, b IdleGame) int {
		if c := a.Touched.Compare(b.Touched); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// Events implements Store.
func (m *Memory) Events(ctx context.Context, gameID string, fromSeq int64) ([]Event, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.closed {
		return nil, ErrClosed
	}
	mg, ok := m.games[gameID]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, gameID)
	}
	if fromSeq < 1 {
		fromSeq = 1
	}
	if fromSeq > int64(len(mg.events)) {
		return []Event{}, nil
	}
	return slices.Clone(mg.events[fromSeq-1:]), nil
}

// PendingNotifications implements Store.
func (m *Memory) PendingNotifications(ctx context.Context, limit int) ([]Notification, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.closed {
		return nil, ErrClosed
	}
	if limit <= 0 || limit > len(m.outbox) {
		limit = len(m.outbox)
	}
	return slices.Clone(m.outbox[:limit]), nil
}

// AckNotifications implements Store.
func (m *Memory) AckNotifications(ctx context.Context, ids []int64) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return ErrClosed
	}
	m.outbox = slices.DeleteFunc(m.outbox, func(n Notification) bool { return slices.Contains(ids, n.ID) })
	return nil
}

// Watch implements Store.
func (m *Memory) Watch(ctx context.Context, gameID string) (<-chan Update, error) {
	return m.hub.Watch(ctx, gameID)
}

// Close implements Store.
func (m *Memory) Close() error {
	m.mu.Lock()
	m.closed = true
	m.mu.Unlock()
	m.hub.Close()
	return nil
}

// Tamper replaces line seq of a game's log behind the store's back, as an
// operator editing the database by hand would, with no check at all: for
// the tests of the server's refusal of a damaged log.
func (m *Memory) Tamper(gameID string, seq int64, line string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	mg, ok := m.games[gameID]
	if !ok || seq < 1 || seq > int64(len(mg.events)) {
		return fmt.Errorf("%w: game %q line %d", ErrNotFound, gameID, seq)
	}
	mg.events[seq-1].Line = line
	return nil
}
