package cryhavoc

import (
	"fmt"
	"sync"

	"herald/internal/board"
	"herald/internal/game"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
)

// CryHavoc is the ruleset of Cry Havoc over its tables: game.Rules.
type CryHavoc struct {
	Tables *havoc.Tables
	// Decisions: a player turn stops when the opponent must decide (§4
	// retreats after missile fire or before an advance, §8 pinning) and
	// his answer carries it on. Without it herald gives the default
	// answer at once: no pinning attempts, and it chooses the retreats
	// itself.
	Decisions bool
	// shared keeps one field view per map played (share.go), for this
	// ruleset and its twin, the same rules asking the other way, whose
	// parent it is.
	shared sharedFields
	twin   struct {
		sync.Once
		other *CryHavoc
	}
	parent *CryHavoc
}

// New is Cry Havoc over its tables.
func New(tab *havoc.Tables) *CryHavoc { return &CryHavoc{Tables: tab} }

// fields is the ruleset's cache of field views, its parent's for a twin.
func (h *CryHavoc) fields() *sharedFields {
	if h.parent != nil {
		return &h.parent.shared
	}
	return &h.shared
}

// Name implements game.Rules.
func (*CryHavoc) Name() string { return "cryhavoc" }

// Asks implements game.Asker: a game may ask the opponent's decisions.
func (*CryHavoc) Asks() bool { return true }

// Start implements game.Rules: the scenario set up, its decisions asked
// or not as the setup says.
func (h *CryHavoc) Start(setup game.Setup, sc *scenario.Scenario, f game.Field) (game.Position, error) {
	s, err := h.asking(setup.Decisions).Setup(sc, f.Map, setup.Seed)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// asking is h with Decisions as asked; both share their field views.
func (h *CryHavoc) asking(decisions bool) *CryHavoc {
	switch {
	case h.Decisions == decisions:
		return h
	case h.parent != nil:
		return h.parent
	}
	h.twin.Do(func() {
		h.twin.other = &CryHavoc{Tables: h.Tables, Decisions: decisions, parent: h}
	})
	return h.twin.other
}

// Setup is the scenario at its start: every character where the
// scenario puts him, or waiting for his side to set him up.
func (h *CryHavoc) Setup(sc *scenario.Scenario, m *board.Map, seed uint64) (*State, error) {
	if sc == nil || m == nil {
		return nil, fmt.Errorf("setup needs a scenario and its map")
	}
	s := &State{Ruleset: h.Name(), Scenario: sc.Name, Seed: seed, Turn: 1, sc: sc, m: m, rs: h, tab: h.Tables}
	for _, side := range sc.Sides {
		s.sides = append(s.sides, side.Name)
	}
	// The first side plays first in every game turn.
	for i, n := range s.sides {
		if n == sc.First && i > 0 {
			s.sides[0], s.sides[i] = s.sides[i], s.sides[0]
		}
	}
	if len(s.sides) == 0 {
		return nil, fmt.Errorf("scenario %s has no sides", sc.Name)
	}
	s.Side = s.sides[0]
	for si := range sc.Sides {
		side := &sc.Sides[si]
		for ci := range side.Characters {
			d := &side.Characters[ci]
			if !d.At.Set && len(side.SetUp) == 0 {
				return nil, fmt.Errorf("scenario %s: %s of %s has no starting hex and his side no set-up area (§23)", sc.Name, d.Name, side.Name)
			}
			// Without a starting hex his side sets him up (setup.go).
			c := Character{Name: d.Name, Side: side.Name, At: d.At.Head, Status: Healthy, Ammo: -1, def: d, Unplaced: !d.At.Set}
			if d.At.Two {
				c.Rear, c.Mounted = d.At.Rear, true
			}
			if len(d.Weapons) > 0 {
				c.Ammo = d.Weapons[0].Ammo
			}
			s.Characters = append(s.Characters, c)
		}
	}
	s.setupWorld(sc)
	s.beginSetUp()
	s.base = h.fields().base(s)
	return s, nil
}
