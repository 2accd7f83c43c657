package server

import (
	"container/list"
	"context"
	"errors"
	"sync"

	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/store"
)

// maxCached bounds the positions kept: the games played most recently.
// A game pushed out is folded from its log again when next asked for.
// A position holds a few kB (the rules state, the last write's account),
// so 1024 keep the heap of a server with thousands of idle games small
// while every game being played stays folded.
const maxCached = 1024

// positions keeps each game's last folded position, so that a request
// folds only the lines written since (none, usually) instead of the
// whole log. A cached position is never changed: a newer one replaces it.
// The least recently used is dropped first.
type positions struct {
	mu  sync.Mutex
	by  map[string]*list.Element // of *position
	lru list.List                // front: the most recently used
}

func (c *positions) get(id string) *position {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.by[id]
	if e == nil {
		return nil
	}
	c.lru.MoveToFront(e)
	return e.Value.(*position)
}

// put keeps p, which it may change, unless a position further on is
// already kept.
func (c *positions) put(p *position) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.by[p.g.ID]
	if e != nil && e.Value.(*position).seq > p.seq {
		return
	}
	if c.by == nil {
		c.by = map[string]*list.Element{}
	}
	// The game row is read afresh with every request (at replaces it);
	// keep none of its bulk, nor the state's field views.
	p.g = store.Game{ID: p.g.ID}
	p.state = lean(p.state)
	if e != nil {
		e.Value = p
		c.lru.MoveToFront(e)
		return
	}
	c.by[p.g.ID] = c.lru.PushFront(p)
	for c.lru.Len() > maxCached {
		old := c.lru.Back()
		c.lru.Remove(old)
		delete(c.by, old.Value.(*position).g.ID)
	}
}

// drop forgets id's position: its log was found damaged, so every
// request folds it again, and is refused.
func (c *positions) drop(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e := c.by[id]; e != nil {
		c.lru.Remove(e)
		delete(c.by, id)
	}
}

// at is a copy of p for one request on g, the game row just read. The
// position is copied too (lean): a position fills in its caches on first
// use, so two requests must not share one.
func (p *position) at(g store.Game) *position {
	q := *p
	q.g = g
	q.state = lean(p.state)
	return &q
}

// lean is a copy of st without what it has built for itself, where it
// builds anything (game.Leaner).
func lean(st game.Position) game.Position {
	if l, ok := st.(game.Leaner); ok {
		return l.Lean()
	}
	return st
}

// position is g's position as of g.LastSeq: the cached one, with the
// lines written since folded on, or the whole log folded afresh.
func (s *Server) position(ctx context.Context, g store.Game) (*position, error) {
	if c := s.cache.get(g.ID); c != nil && c.seq <= g.LastSeq {
		p := c.at(g)
		if c.seq == g.LastSeq {
			return p, nil
		}
		evs, err := s.st.Events(ctx, g.ID, c.seq+1)
		if err != nil {
			return nil, err
		}
		for len(evs) > 0 && evs[len(evs)-1].Seq > g.LastSeq {
			evs = evs[:len(evs)-1]
		}
		err = p.foldOn(evs)
		if err == nil {
			s.cache.put(p.at(g))
			return p, nil
		}
		var ce *gamelog.CorruptError
		if errors.As(err, &ce) {
			return nil, s.damaged(g.ID, err)
		}
		// A cached position that does not fit the log: fold it all.
	}
	evs, err := s.events(ctx, g)
	if err != nil {
		return nil, err
	}
	p, err := s.fold(g, evs)
	if err != nil {
		return nil, err
	}
	s.cache.put(p.at(g))
	return p, nil
}
