package cryhavoc

import (
	"fmt"
	"strings"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Pushing a cart (§14): two healthy men on foot (MPA 2) or three (MPA 3),
// a wounded man counting half, each ADJACENT to a cart with no animal
// attached, move it with their whole movement phase: "Ansel, Bennet move
// F10-E10" gives the cart's places, head first. Only straight moves are
// played, forward or backward (double cost), onto flat ground, roads,
// floors and yard entrances; the pushers keep their places beside it
// (docs/rulings.md: the swing of a turning push is not played).

type pushPlan struct {
	cart    *Item
	pushers []*Character
	path    []field.Place
	dirs    []hex.Direction // each step's direction of travel
	mp      int
}

func (s *State) planPush(cs []*Character, o notation.Order) (pushPlan, error) {
	f, err := s.field()
	if err != nil {
		return pushPlan{}, err
	}
	var cart *Item
	team := havoc.CartTeam{}
	for _, c := range cs {
		switch {
		case c.Mounted || c.Status == Stunned || !c.Live():
			return pushPlan{}, rule.Errorf("14", "%s is in no state to push a cart", c.Name)
		case c.Moved || c.MPSpent > 0:
			return pushPlan{}, rule.Errorf("14", "pushing a cart takes %s's whole movement phase, and he has moved", c.Name)
		case c.InMelee:
			return pushPlan{}, rule.Errorf("14", "%s is in melee", c.Name)
		}
		near := s.cartBeside(f, c)
		if near == nil || cart != nil && near != cart {
			return pushPlan{}, rule.Errorf("14", "every pusher stands ADJACENT to the same cart; %s does not", c.Name)
		}
		cart = near
		if c.Status == Wounded {
			team.Wounded++
		} else {
			team.Healthy++
		}
	}
	k, _ := s.equipment(cart)
	team.AnimalAttached, team.Boarded = s.draftOf(cart) != nil, cart.Boarded
	mpa, _, err := k.CartMPA(team)
	if err != nil {
		return pushPlan{}, err
	}
	tmp := Character{At: cart.At, Rear: cart.Rear}
	path, err := riderPath(s, &tmp, o.Path, true)
	if err != nil {
		return pushPlan{}, err
	}
	p := pushPlan{cart: cart, pushers: cs, path: path}
	for i := 1; i < len(path); i++ {
		from, to := path[i-1], path[i]
		facing := hex.Pair{Head: from.Head, Rear: from.Rear}.Facing()
		var d hex.Direction
		factor := 1
		switch {
		case to.Head == from.Head.Neighbor(facing) && to.Rear == from.Head:
			d = facing
		case to.Rear == from.Rear.Neighbor(facing.Opposite()) && to.Head == from.Rear:
			d, factor = facing.Opposite(), 2
		default:
			return pushPlan{}, rule.Errorf("14", "step %d: a pushed cart goes straight forward or straight backward (herald does not play a turning push)", i)
		}
		entered := to.Head
		if factor == 2 {
			entered = to.Rear
		}
		t := s.m.Terrain(entered)
		if err := havoc.CartMayEnter(true, t.Name, 0); err != nil {
			return pushPlan{}, err
		}
		c := t.Move.For(board.Cart)
		if !c.Passable() {
			return pushPlan{}, rule.Errorf("14", "%s is impassable to a cart", s.m.HexName(entered))
		}
		p.mp += int(c) * factor
		p.dirs = append(p.dirs, d)
		for _, x := range cs {
			at := x.At
			for _, dd := range p.dirs[:len(p.dirs)-1] {
				at = at.Neighbor(dd)
			}
			if _, err := f.StepCost(field.Foot, at, at.Neighbor(d), -1); err != nil {
				return pushPlan{}, rule.Errorf("14", "%s cannot follow the cart: %v", x.Name, err)
			}
		}
	}
	if p.mp > mpa {
		return pushPlan{}, rule.Errorf("14", "the push costs %d MP; the cart's MPA with these men is %d", p.mp, mpa)
	}
	end := path[len(path)-1]
	for _, x := range append(placeHexes(end), p.pusherEnds()...) {
		if o := s.occupantBut(x, append(cs, s.riders(cart)...)...); o != "" {
			return pushPlan{}, rule.Errorf("7.1", "%s is in %s", o, s.m.HexName(x))
		}
	}
	return p, nil
}

// pusherEnds are where the pushers end.
func (p *pushPlan) pusherEnds() []hex.Hex {
	var out []hex.Hex
	for _, c := range p.pushers {
		at := c.At
		for _, d := range p.dirs {
			at = at.Neighbor(d)
		}
		out = append(out, at)
	}
	return out
}

// cartBeside is a cart with a hex ADJACENT to c.
func (s *State) cartBeside(f *field.Field, c *Character) *Item {
	for i := range s.Items {
		it := &s.Items[i]
		if k, ok := s.equipment(it); !ok || !isCart(k) || it.Exited || !it.Two {
			continue
		}
		for _, x := range it.hexes() {
			if f.ADJACENT(field.Foot, c.At, x) {
				return it
			}
		}
	}
	return nil
}

func (n *State) applyPush(p pushPlan) (movedResult, []string) {
	f, _ := n.field()
	ends := p.pusherEnds()
	var names []string
	for i, c := range p.pushers {
		names = append(names, c.Name)
		c.At, c.Moved = ends[i], true
		if u, ok := f.Unit(c.Name); ok {
			c.MPSpent = u.EffectiveMPA()
		}
	}
	end := p.path[len(p.path)-1]
	moved := map[hex.Hex]hex.Hex{p.cart.At: end.Head, p.cart.Rear: end.Rear}
	for _, r := range n.riders(p.cart) {
		r.At = moved[r.At]
	}
	for i := range n.Items {
		it := &n.Items[i]
		if k, ok := n.equipment(it); it != p.cart && !it.Exited && !it.Two && (!ok || k.Portable) {
			if x, ok := moved[it.At]; ok {
				it.At = x
			}
		}
	}
	r := movedResult{Who: names[0], From: n.itemPlace(p.cart), MP: p.mp}
	for _, pl := range p.path[1:] {
		r.Path = append(r.Path, n.pairName(pl))
	}
	p.cart.At, p.cart.Rear = end.Head, end.Rear
	return r, []string{fmt.Sprintf("%s push %s to %s (%d MP, their whole movement phase, §14)", strings.Join(names, ", "), p.cart.Name, n.itemPlace(p.cart), p.mp)}
}
