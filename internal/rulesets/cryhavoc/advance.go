package cryhavoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/sequence"
)

// TypeAdvanced is the event of an advance after combat.
const TypeAdvanced = "advanced"

// advanceOpen is the advance after combat §10.9 allows right now: one of
// Names may advance, starting into one of the Vacated hexes.
type advanceOpen struct {
	Side    string   `json:"side"`
	Names   []string `json:"names"`
	Vacated []string `json:"vacated"`
	// Losers are the characters who retreated or died, for "keep melee".
	Losers []string `json:"losers"`
}

// openAdvance records the advance a combat allows its victors, attackers
// or defenders (§10.9).
func (s *State) openAdvance(effects []havoc.Event, att, def []*Character, before map[string][]string) {
	for _, e := range effects {
		if e.Kind != havoc.AdvanceAllowed {
			continue
		}
		winners, losers := att, def
		if e.Side == havoc.Defender {
			winners, losers = def, att
		}
		if len(winners) == 0 {
			return
		}
		a := &advanceOpen{Side: winners[0].Side}
		for _, w := range winners {
			if w.Live() && w.Status != Stunned {
				a.Names = append(a.Names, w.Name)
			}
		}
		for _, l := range losers {
			if !l.Live() || l.RetreatOwed > 0 {
				a.Losers = append(a.Losers, l.Name)
				a.Vacated = append(a.Vacated, before[l.Name]...)
			}
		}
		if len(a.Names) > 0 && len(a.Vacated) > 0 {
			s.Advance = a
		}
		return
	}
}

// hexNames lists a character's hexes by name.
func (s *State) hexNames(c *Character) []string {
	if c.Mounted {
		return []string{s.m.HexName(c.At), s.m.HexName(c.Rear)}
	}
	return []string{s.m.HexName(c.At)}
}

type advancePlan struct {
	c    *Character
	path []field.Place
	mp   int
}

// planAdvance checks an advance (§10.9): right after a combat that allows
// it, by one of the victors, first into a hex the loser left, within the
// hexes and MP his situation before the advance allows.
func (s *State) planAdvance(cs []*Character, o notation.Order) (advancePlan, error) {
	a := s.Advance
	if len(cs) != 1 {
		return advancePlan{}, rule.Errorf("10.9", "one character advances, not %d", len(cs))
	}
	c := cs[0]
	switch {
	case a == nil:
		return advancePlan{}, rule.Errorf("10.9", "no advance is open: it follows at once a combat in which an enemy retreated or was killed")
	case !slices.Contains(a.Names, c.Name):
		return advancePlan{}, rule.Errorf("10.9", "only a victor of the last combat may advance (%s)", strings.Join(a.Names, ", "))
	case c.Status == Stunned:
		return advancePlan{}, rule.Errorf("10.3", "%s is stunned and may not move", c.Name)
	case len(o.Path) == 0:
		return advancePlan{}, rule.Errorf("10.9", "the advance has no path")
	}
	path := []field.Place{{Head: c.At}}
	if c.Mounted {
		var err error
		if path, err = riderPath(s, c, o.Path, false); err != nil {
			return advancePlan{}, err
		}
	} else {
		for i, st := range o.Path {
			if st.Mode != notation.Plain || len(st.To) != 1 || len(st.To[0]) != 1 {
				return advancePlan{}, rule.Errorf("10.9", "step %d (%s): on foot the advance goes hex by hex", i+1, st.To)
			}
			x, err := s.m.Layout.Resolve(st.To[0][0])
			if err != nil || !s.m.Contains(x) {
				return advancePlan{}, rule.Errorf("3", "step %d: %s is not a hex of the map", i+1, st.To[0][0])
			}
			path = append(path, field.Place{Head: x})
		}
	}
	if first := s.m.HexName(path[1].Head); !slices.Contains(a.Vacated, first) {
		return advancePlan{}, rule.Errorf("10.9", "the advance must start into the hex the enemy left (%s), not %s", strings.Join(a.Vacated, " or "), first)
	}
	f, err := s.field()
	if err != nil {
		return advancePlan{}, err
	}
	u, _ := f.Unit(c.Name)
	mp, err := f.PathCost(u, path)
	if err != nil {
		return advancePlan{}, err
	}
	adj, melee := false, false
	for i := range s.Characters {
		e := &s.Characters[i]
		if e.Side != c.Side && e.Live() && adjacent(f, c, e) {
			adj = true
			melee = melee || c.InMelee && e.Status != Stunned && e.InMelee
		}
	}
	allow := havoc.AdvanceAllowance(adj, melee)
	mpa := u.EffectiveMPA()
	switch {
	case allow.MaxHexes > 0 && len(path)-1 > allow.MaxHexes:
		return advancePlan{}, rule.Errorf("10.9", "%s was ADJACENT to an enemy before the advance: he may advance one hex only", c.Name)
	case allow.MPShare < 1 && float64(mp) > float64(mpa)*allow.MPShare:
		return advancePlan{}, rule.Errorf("10.9", "the advance costs %d MP; %s may spend only half his MPA of %d", mp, c.Name, mpa)
	}
	return advancePlan{c: c, path: path, mp: mp}, nil
}

// takeAdvance moves the victor. His MP do not count against his next move
// (§10.9); melee goes on with enemies still ADJACENT, and with the retreated
// loser only if the order says "keep melee" (§11).
func (s *State) takeAdvance(p advancePlan, o notation.Order) (movedResult, []string) {
	c := p.c
	r := movedResult{Who: c.Name, From: s.place(c), MP: p.mp}
	for _, x := range p.path[1:] {
		r.Path = append(r.Path, s.pairName(x))
	}
	end := p.path[len(p.path)-1]
	c.At, c.Rear = end.Head, end.Rear
	losers := s.Advance.Losers
	s.Advance = nil
	s.dropField()
	f, err := s.field()
	melee := false
	c.MeleeWith = nil
	if err == nil {
		for i := range s.Characters {
			e := &s.Characters[i]
			if e.Side == c.Side || !e.Live() || e.Status == Stunned || !adjacent(f, c, e) {
				continue
			}
			if slices.Contains(losers, e.Name) {
				if o.Keep {
					s.meet(c, e)
					melee = true
				}
			} else if e.InMelee {
				s.meet(c, e)
				melee = true
			}
		}
	}
	c.InMelee = melee
	line := fmt.Sprintf("%s advances from %s to %s (%d MP, §10.9)", c.Name, r.From, strings.Join(r.Path, ", "), p.mp)
	return r, []string{line}
}

// applyDefenderAdvance carries out the advance of a victorious defender,
// given in answer to a decision in his opponent's player turn (§10.9).
func (h *CryHavoc) applyDefenderAdvance(s *State, side string, o notation.Order) (*State, []game.Event) {
	n := s.clone()
	text, _ := o.MarshalText()
	ev := game.Event{Side: side, Type: TypeAdvanced}
	payload := sequence.OrderEvent{Order: string(text)}
	cs, err := n.actorsOf(side, o.Who)
	var p advancePlan
	if err == nil {
		p, err = n.planAdvance(cs, o)
	}
	if err != nil || n.Advance == nil || n.Advance.Side != side {
		if err == nil {
			err = rule.Errorf("10.9", "no advance is open to %s", side)
		}
		re := asRule(err)
		ev.Type = sequence.TypeVoid
		payload.Result = game.MustJSON(sequence.VoidResult{Rule: re.Rule, Reason: re.Msg})
		ev.Report = []string{fmt.Sprintf("%s: no longer possible: %v", text, err)}
		n.Advance = nil
	} else {
		r, lines := n.takeAdvance(p, o)
		payload.Result = game.MustJSON(r)
		ev.Report = lines
	}
	ev.Data = game.MustJSON(payload)
	n.dropField()
	return n, []game.Event{ev}
}
