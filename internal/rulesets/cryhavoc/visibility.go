package cryhavoc

import (
	"encoding/json"
	"fmt"
	"slices"

	"herald/internal/board"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/sequence"
)

// Hidden set-up (§22.8): a character set up hidden stays off the enemy's
// view until he acts or an enemy finds him. docs/rulings.md gives the
// readings taken here.

// foundOnlyBeside are the terrains where a hidden character is found only
// by an enemy moving next to him (§22.8: trees and tents); elsewhere any
// enemy who could fire at him with less than medium cover finds him.
var foundOnlyBeside = map[string]bool{"tree": true, "tent": true}

// hexesOf lists the hexes a character fills.
func hexesOf(c *Character) []hex.Hex {
	if c.Mounted {
		return []hex.Hex{c.At, c.Rear}
	}
	return []hex.Hex{c.At}
}

// finds says whether an enemy standing in from finds the hidden character
// h, and why.
func (s *State) finds(f *field.Field, from []hex.Hex, h *Character) (bool, string) {
	for _, a := range from {
		for _, b := range hexesOf(h) {
			if hex.Distance(a, b) <= 1 {
				return true, "next to him"
			}
		}
	}
	beside := false
	if t := s.m.Terrain(h.At); t != nil && !h.Mounted {
		beside = foundOnlyBeside[t.Name]
	}
	if beside {
		return false, ""
	}
	for _, a := range from {
		for _, b := range hexesOf(h) {
			sight := f.LOS(a, b)
			switch {
			case !sight.Visible:
			case h.Mounted:
				// Riders are found the moment they are in sight.
				return true, "a rider in sight"
			case sight.Cover == board.NoCover:
				return true, "in plain sight"
			case sight.Cover < board.Medium:
				return true, fmt.Sprintf("in sight with only %s cover", sight.Cover)
			}
		}
	}
	return false, ""
}

// fogUnit: to the side whose turn it is, an enemy still hidden is not on
// the map (§22.8 sets him up "without actually placing" him): he gives no
// cover between (§6.54) and blocks no one, which the field rules are told
// by counting him as no one living. A mover finds him before reaching him
// (discoveryStop).
func (s *State) fogUnit(u *field.Unit, c *Character) {
	if c.Hidden && c.Side != s.Side {
		u.Dead = true
	}
}

// reveal finds every hidden character an enemy now finds, and tells it.
func (s *State) reveal() []string {
	if !slices.ContainsFunc(s.Characters, func(c Character) bool { return c.Hidden }) {
		return nil
	}
	s.dropField()
	f, err := s.field()
	if err != nil {
		return nil
	}
	var lines []string
	for i := range s.Characters {
		h := &s.Characters[i]
		if !h.Hidden {
			continue
		}
		for j := range s.Characters {
			e := &s.Characters[j]
			if e.Side == h.Side || e.Unplaced || !e.Live() {
				continue
			}
			if ok, why := s.finds(f, hexesOf(e), h); ok {
				h.Hidden = false
				lines = append(lines, fmt.Sprintf("  %s of %s is found in %s by %s: %s (§22.8)", h.Name, h.Side, s.place(h), e.Name, why))
				break
			}
		}
	}
	return lines
}

// afterOrder: whoever acts gives himself away (§22.8: any action but
// waiting), and whoever the order brought into view is found.
func (s *State) afterOrder(o notation.Order) []string {
	var lines []string
	if o.Kind == notation.KindMove && len(o.Who) == 1 && len(o.Path) > 0 {
		last, err := s.m.Layout.Resolve(o.Path[len(o.Path)-1].To[0][0])
		if c, ok := s.Character(o.Who[0]); ok && err == nil && c.At != last {
			lines = append(lines, fmt.Sprintf("  %s stops in %s on finding the enemy; the rest of his move is not made (§22.8)", c.Name, s.place(c)))
		}
	}
	if o.Kind != notation.KindWait {
		for _, name := range o.Who {
			if c, ok := s.Character(name); ok && c.Hidden {
				c.Hidden = false
				lines = append(lines, fmt.Sprintf("  %s of %s shows himself in %s by acting (§22.8)", c.Name, c.Side, s.place(c)))
			}
		}
	}
	return append(lines, s.reveal()...)
}

// discoveryStop is how far along path a move gets: a character who finds
// a hidden enemy stops there, since the rest of his move was written
// without knowing of him (§22.8). It returns the index of the last place
// he reaches.
func (s *State) discoveryStop(mover *Character, path []field.Place) int {
	if !slices.ContainsFunc(s.Characters, func(c Character) bool { return c.Hidden && c.Side != mover.Side }) {
		return len(path) - 1
	}
	f, err := s.field()
	if err != nil {
		return len(path) - 1
	}
	for k := 1; k < len(path); k++ {
		from := []hex.Hex{path[k].Head}
		if path[k].Rear != (hex.Hex{}) && mover.Mounted {
			from = append(from, path[k].Rear)
		}
		for i := range s.Characters {
			h := &s.Characters[i]
			if h.Hidden && h.Side != mover.Side {
				if ok, _ := s.finds(f, from, h); ok {
					return k
				}
			}
		}
	}
	return len(path) - 1
}

// overtaken reports whether an order's refusal is news its player could
// not have had when he wrote it: it concerns a man hidden from him (rule
// 22.8), or a hidden man was found earlier in this turn. Such an order is
// not refused but becomes void when its turn comes: a refused turn is
// taken back whole, and the player would keep what he found out for free.
func overtaken(start, now *State, err error) bool {
	if re, ok := game.RuleOf(err); ok && re.Rule == "22.8" {
		return true
	}
	for i := range start.Characters {
		if start.Characters[i].Hidden && i < len(now.Characters) && !now.Characters[i].Hidden {
			return true
		}
	}
	return false
}

// HiddenFrom reports whether side may not see where c is. The empty side
// is the referee, who sees everything; at the game's end all is shown.
func (s *State) HiddenFrom(c *Character, side string) bool {
	return side != "" && !s.Over && c.Hidden && c.Side != side
}

// AsSeenBy is the game as side knows it: a copy without the enemy men
// hidden from side. Dry runs and planning aids (reach, line of sight,
// odds, a check of orders) must run on it, never on the whole state: on
// it nothing can be found, blocked or shot at that side does not know of.
// It is for answers to side only; play goes on from the whole state.
func (s *State) AsSeenBy(side string) *State {
	n := s.clone()
	n.Characters = slices.DeleteFunc(n.Characters, func(c Character) bool { return s.HiddenFrom(&c, side) })
	n.fld, n.base = nil, nil
	return n
}

// EventVisible reports whether side may see a logged event, given the
// game's state now: not a placement of, nor an order naming, an enemy
// still hidden from side. Events are never changed, only withheld.
func (s *State) EventVisible(e game.Event, side string) bool {
	if !standingVisible(e, side) && !s.Over {
		return false
	}
	if side == "" || s.Over || e.Side == side || !s.hidesAny(side) {
		return true
	}
	orders := orderText(e)
	if orders == "" {
		return true
	}
	t, err := notation.Parse(orders)
	if err != nil {
		return false
	}
	for _, o := range t.Orders {
		for _, name := range slices.Concat(o.Who, o.Targets) {
			if c, ok := s.Character(name); ok && s.HiddenFrom(c, side) {
				return false
			}
		}
	}
	return true
}

// orderText is the orders an event tells: an order event's order, or the
// rest of the waiting turn a pending event keeps.
func orderText(e game.Event) string {
	if e.Type == game.TypePending {
		var p game.Pending
		json.Unmarshal(e.Data, &p)
		return p.Rest
	}
	var p sequence.OrderEvent
	json.Unmarshal(e.Data, &p)
	return p.Order
}

// hidesAny: some character is hidden from side. Without one every event
// is visible, and the orders need not be read (logged orders always parse:
// they were written by Order.MarshalText).
func (s *State) hidesAny(side string) bool {
	for i := range s.Characters {
		if s.HiddenFrom(&s.Characters[i], side) {
			return true
		}
	}
	return false
}
