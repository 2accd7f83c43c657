package sqlite

import (
	"slices"
	"sync"

	"herald/internal/store"
)

// heads keeps the changing columns of recently read games, so that a read
// of an unchanged game needs no query. The writer keeps it true: after each
// commit it sets what an append changed and forgets a game any other write
// touched, before answering the writer's callers, so a caller reads its own
// write. A read that raced a commit does not store what it read (gen).
// Writes by another process on the same file are noticed by the writer's
// connection (PRAGMA data_version) after each batch and when idle, and
// then everything is forgotten; a conflict forgets the game at once.
type heads struct {
	mu sync.Mutex
	// gen counts commits; a read stores its head only if none came
	// between its start and its end.
	gen uint64
	by  map[string]head
}

type head struct {
	sides        []store.Side
	seedRevealed bool
	status       string
	version      int64
	lastSeq      int64
}

// get fills g's changing columns from the cache, or returns the
// generation to hand to put after reading them from the database.
func (c *heads) get(g *store.Game) (uint64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	h, ok := c.by[g.ID]
	if !ok {
		return c.gen, false
	}
	g.Sides = slices.Clone(h.sides)
	g.SeedRevealed, g.Status, g.Version, g.LastSeq = h.seedRevealed, h.status, h.version, h.lastSeq
	return 0, true
}

func (c *heads) put(gen uint64, g store.Game) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return // a commit came in between: what was read may be old
	}
	if c.by == nil {
		c.by = map[string]head{}
	}
	if len(c.by) >= store.MaxFixed {
		for id := range c.by {
			delete(c.by, id)
			break
		}
	}
	sides := slices.Clone(g.Sides)
	for i := range sides {
		sides[i].Name = store.Intern(sides[i].Name) // every game of a scenario has the same sides
	}
	c.by[g.ID] = head{sides: sides, seedRevealed: g.SeedRevealed, status: store.Intern(g.Status),
		version: g.Version, lastSeq: g.LastSeq}
}

// headEdit is what one committed write did to a game's head: an append
// moved its version and last seq; anything else (forget) is read again.
type headEdit struct {
	game             string
	forget           bool
	version, lastSeq int64
}

// commit applies the edits of a committed batch; all forgets everything
// (a failed commit, another process's write).
func (c *heads) commit(edits []headEdit, all bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	if all {
		c.by = nil
		return
	}
	for _, e := range edits {
		h, ok := c.by[e.game]
		switch {
		case !ok:
		case e.forget:
			delete(c.by, e.game)
		default:
			h.version, h.lastSeq = e.version, e.lastSeq
			c.by[e.game] = h
		}
	}
}

// forget drops one game's head: the next read asks the database.
func (c *heads) forget(id string) {
	c.commit([]headEdit{{game: id, forget: true}}, false)
}
