package cryhavoc

import (
	"slices"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Pinning (§8) is decided by the opponent before the movement phase is
// applied: herald lists every attempt open against the phase's moves as a
// pending decision, the opponent names those he makes, and each is
// resolved as the mover enters its hex. This is §8's PBEM procedure ("the
// defender reads the movement orders hex by hex and decides about pinning
// attempts immediately") with the reading done by herald.

// pinOrder is a pinning attempt as its order reads: "Ben pin Sir Roland in H11".
func pinOrder(s *State, pc field.PinChance, mover string) string {
	return notation.Order{Kind: notation.KindPin, Who: []string{pc.By}, Targets: []string{mover},
		Where: s.m.HexName(pc.Place.Head)}.String()
}

// pinChoices lists the attempts open against the moves, in
// the order the moves and their hexes come, played on a scratch state.
func (h *CryHavoc) pinChoices(s *State, side string, moves []notation.Order) []string {
	if !enemyNear(s, side, moves) {
		return nil
	}
	var out []string
	// The moves are traced on a scratch copy, each from where the one
	// before left the characters; only places change.
	scratch := s.clone()
	for _, o := range moves {
		if o.Kind != notation.KindMove && o.Kind != notation.KindCharge || len(o.Who) != 1 {
			continue
		}
		c, ok := scratch.Character(o.Who[0])
		if !ok {
			continue
		}
		var path []field.Place
		if o.Kind == notation.KindMove {
			path, _, _ = h.planMove(scratch, []*Character{c}, o)
		} else if p, err := h.planCharge(scratch, []*Character{c}, o); err == nil {
			path = p.route.Path
		}
		if len(path) < 2 {
			continue
		}
		if f, err := scratch.field(); err == nil {
			chances, _ := f.PinChances(c.Name, path)
			for _, pc := range chances {
				if t := pinOrder(scratch, pc, c.Name); !slices.Contains(out, t) {
					out = append(out, t)
				}
			}
		}
		end := path[len(path)-1]
		c.At, c.Rear = end.Head, end.Rear
		scratch.dropField()
	}
	return out
}

// enemyNear: some mover passes within reach of an active enemy, so the
// moves are worth tracing for pins.
func enemyNear(s *State, side string, moves []notation.Order) bool {
	for _, o := range moves {
		if len(o.Who) != 1 {
			continue
		}
		c, ok := s.Character(o.Who[0])
		if !ok {
			continue
		}
		// Each step moves the head one hex; a horse's rear and the
		// pinner's own reach add two.
		reach := len(o.Path) + 2
		for i := range s.Characters {
			e := &s.Characters[i]
			if e.Side == side || !e.Live() || e.Status == Stunned || e.InMelee {
				continue
			}
			d := hex.Distance(c.At, e.At)
			if e.Mounted {
				d = min(d, hex.Distance(c.At, e.Rear))
			}
			if d <= reach+1 {
				return true
			}
		}
	}
	return false
}

// resolvePins makes the declared attempts against c along path, in the
// order of his hexes, each only if still open. It returns the events and
// the step where a pin stopped him (0: none did).
func (h *CryHavoc) resolvePins(s *State, c *Character, path []field.Place, d dice.Source) ([]havoc.Event, int) {
	if len(s.Pins) == 0 && len(s.Standing) == 0 || d == nil || len(path) < 2 {
		return nil, 0
	}
	f, err := s.field()
	if err != nil {
		return nil, 0
	}
	chances, _ := f.PinChances(c.Name, path)
	var out []havoc.Event
	for k := 1; k < len(path); k++ {
		for _, pc := range chances {
			if pc.Step != k {
				continue
			}
			t := pinOrder(s, pc, c.Name)
			i := slices.Index(s.Pins, t)
			switch j := s.standingFor(pc, c.Name); {
			case i >= 0:
				s.Pins = slices.Delete(slices.Clone(s.Pins), i, i+1)
			case j >= 0:
				s.Standing = slices.Delete(slices.Clone(s.Standing), j, j+1)
			default:
				continue
			}
			by, _ := s.Character(pc.By)
			if by.InMelee || !by.Live() || by.Status == Stunned {
				continue // pinned someone else first: in melee now
			}
			cb := havoc.Combat{Attackers: []havoc.Combatant{combatant(by)}, Defenders: []havoc.Combatant{combatant(c)}, Pin: true}
			evs, err := h.Tables.Resolve(&cb, d, nil)
			if err != nil {
				continue
			}
			for j := range evs {
				if evs[j].Name == "" && evs[j].Kind == havoc.CombatResolved {
					evs[j].Name = by.Name
				}
			}
			out = append(out, evs...)
			for _, e := range evs {
				if e.Kind == havoc.Pinned {
					s.meet(by, c)
					c.Charging = nil
					s.dropField()
					return out, k
				}
			}
		}
	}
	return out, 0
}

func pinLines(evs []havoc.Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, "  "+e.Prose())
	}
	return out
}
