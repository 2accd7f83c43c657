package cryhavoc

import (
	"sync"

	"herald/internal/board"
	"herald/internal/rulesets/cryhavoc/field"
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

// keyOf is the key of s's situation (the map it is seen on may be one
// the state derives, not the scenario's).
func keyOf(s *State) fieldKey {
	// What situation() would give, without listing the units.
	return fieldKey{s.Board(), s.alternativeLOS()}
}

// base is the shared view for s's map, built from s if there is none
// yet; nil if s's field cannot be built (s.field reports why when asked).
func (c *sharedFields) base(s *State) *field.Field {
	k := keyOf(s)
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
// A state on a map no game was set up on keeps its own last view.
func (h *CryHavoc) Lean(s *State) *State {
	n := *s
	k := keyOf(s)
	c := h.fields()
	c.mu.Lock()
	shared := c.by[k]
	c.mu.Unlock()
	if shared != nil {
		n.fld, n.base = nil, shared
	}
	return &n
}
