package game

import (
	"slices"

	"herald/internal/dice"
	"herald/internal/havoc"
	"herald/internal/havoc/field"
	"herald/internal/notation"
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

// pinChoices implements referee: the attempts open against the moves, in
// the order the moves and their hexes come, played on a scratch state.
func (h *CryHavoc) pinChoices(s *State, side string, moves []notation.Order) []string {
	var out []string
	scratch := s
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
		if f, err := scratch.field(); err == nil && len(path) > 1 {
			chances, _ := f.PinChances(c.Name, path)
			for _, pc := range chances {
				if t := pinOrder(scratch, pc, c.Name); !slices.Contains(out, t) {
					out = append(out, t)
				}
			}
		}
		scratch, _ = h.Apply(scratch, side, o, nil)
	}
	return out
}

// resolvePins makes the declared attempts against c along path, in the
// order of his hexes, each only if still open. It returns the events and
// the step where a pin stopped him (0: none did).
func (h *CryHavoc) resolvePins(s *State, c *Character, path []field.Place, d dice.Source) ([]havoc.Event, int) {
	if len(s.Pins) == 0 || d == nil || len(path) < 2 {
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
			if i < 0 {
				continue
			}
			s.Pins = slices.Delete(slices.Clone(s.Pins), i, i+1)
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
					by.InMelee, c.InMelee = true, true
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
		out = append(out, "  "+e.String())
	}
	return out
}
