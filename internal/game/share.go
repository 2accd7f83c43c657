package game

import (
	"sync"

	"herald/internal/board"
	"herald/internal/havoc/field"
)

// sharedFields keeps, per map, the field view of the first game set up on
// it. Every later game on that map builds its views from it, so they all
// share one copy of the map's arrays: a server with a thousand games on
// one map keeps one copy, not a thousand.
type sharedFields struct {
	mu sync.Mutex
	by map[fieldKey]*field.Field
}

// fieldKey is everything of a field.Situation but the units.
type fieldKey struct {
	m              *board.Map
	alternativeLOS bool
}

// base is the shared view for s's map, built from s if there is none
// yet; nil if s's field cannot be built (s.field reports why when asked).
func (c *sharedFields) base(s *State) *field.Field {
	k := fieldKey{s.m, s.alternativeLOS()}
	c.mu.Lock()
	defer c.mu.Unlock()
	if f := c.by[k]; f != nil {
		return f
	}
	f, err := s.field()
	if err != nil {
		return nil
	}
	if c.by == nil {
		c.by = map[fieldKey]*field.Field{}
	}
	c.by[k] = f
	return f
}

// Lean is s without the field views it has built, for keeping many
// states (a server's cache of positions): its next view is built from the
// map's shared view, as cheaply as from its own, and each kept state then
// holds its characters only.
func (h *CryHavoc) Lean(s *State) *State {
	n := *s
	n.fld = nil
	h.shared.mu.Lock()
	n.base = h.shared.by[fieldKey{s.m, s.alternativeLOS()}]
	h.shared.mu.Unlock()
	return &n
}
