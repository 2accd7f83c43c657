package cryhavoc

import (
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

// riderPath reads a mounted character's move (§7.6): every step is the
// horse's new place, head first, and a written mode (fwd, bwd, pvt fwd,
// pvt bwd) must be the move that leads there. A charge route may name only
// some of its places (loose): then the modes are not checked here.
func riderPath(s *State, c *Character, steps []notation.Step, loose bool) ([]field.Place, error) {
	path := []field.Place{{Head: c.At, Rear: c.Rear, Two: true}}
	for i, st := range steps {
		if len(st.To) != 1 || len(st.To[0]) != 2 || len(st.Leads) > 0 || len(st.Train) > 0 {
			return nil, rule.Errorf("7.6", "step %d (%s): a rider's step is his horse's two hexes, head first (\"fwd L10-L9\")", i+1, st.To)
		}
		var p field.Place
		for j, name := range st.To[0] {
			x, err := s.m.Layout.Resolve(name)
			if err != nil || !s.m.Contains(x) {
				return nil, rule.Errorf("3", "step %d: %s is not a hex of the map", i+1, name)
			}
			if j == 0 {
				p.Head = x
			} else {
				p.Rear = x
			}
		}
		p.Two = true
		prev := path[len(path)-1]
		if m := horseMode(hex.Pair{Head: prev.Head, Rear: prev.Rear}, hex.Pair{Head: p.Head, Rear: p.Rear}); !loose && st.Mode != notation.Plain && m != st.Mode {
			return nil, rule.Errorf("7.6", "step %d: %s to %s is not a %q move", i+1, s.pairName(prev), st.To, st.Mode.String())
		}
		path = append(path, p)
	}
	return path, nil
}

// horseMode names the §7.6 move from one place of a horse to the next, or
// Plain when it is none of them.
func horseMode(from, to hex.Pair) notation.Mode {
	switch {
	case to.Rear == from.Head && in3(from.FrontArc(), to.Head):
		return notation.Forward
	case to.Head == from.Rear && in3(from.RearArc(), to.Rear):
		return notation.Backward
	case to.Rear == from.Rear && to.Head != from.Head && hex.Adjacent(to.Head, from.Head) && hex.Adjacent(to.Head, to.Rear):
		return notation.PivotFwd
	case to.Head == from.Head && to.Rear != from.Rear && hex.Adjacent(to.Rear, from.Rear) && hex.Adjacent(to.Head, to.Rear):
		return notation.PivotBwd
	}
	return notation.Plain
}

// horseMoves lists every place one §7.6 move from p, in a fixed order.
func horseMoves(p hex.Pair) []hex.Pair {
	out := make([]hex.Pair, 0, 10)
	for _, h := range p.FrontArc() {
		out = append(out, hex.Pair{Head: h, Rear: p.Head})
	}
	for _, h := range p.RearArc() {
		out = append(out, hex.Pair{Head: p.Rear, Rear: h})
	}
	for _, h := range p.SideHexes() {
		out = append(out, hex.Pair{Head: h, Rear: p.Rear}, hex.Pair{Head: p.Head, Rear: h})
	}
	return out
}

func in3(hs [3]hex.Hex, h hex.Hex) bool { return hs[0] == h || hs[1] == h || hs[2] == h }

func (s *State) pairName(p field.Place) string {
	if p.Two {
		return s.m.HexName(p.Head) + "-" + s.m.HexName(p.Rear)
	}
	return s.m.HexName(p.Head)
}

// aimAt is the hex of a rider a missile is aimed at (§6.2, §6.52): one of
// his two hexes, in sight, and the nearer of the two when both are seen.
func aimAt(s *State, f *field.Field, c, t *Character, where string) (field.Sight, error) {
	x, err := s.m.Layout.Resolve(where)
	if err != nil || !s.m.Contains(x) {
		return field.Sight{}, rule.Errorf("3", "%s is not a hex of the map", where)
	}
	if !t.Mounted || (x != t.At && x != t.Rear) {
		return field.Sight{}, rule.Errorf("6.52", "%s does not fill %s; only a horse's two hexes may be chosen", t.Name, where)
	}
	sight := f.LOS(c.At, x)
	if !sight.Visible {
		return sight, rule.Errorf("6.52", "%s cannot see %s of %s", c.Name, where, t.Name)
	}
	other := t.At
	if x == t.At {
		other = t.Rear
	}
	if hex.Distance(c.At, other) < hex.Distance(c.At, x) && f.Visible(c.At, other) {
		return sight, rule.Errorf("6.52", "both hexes of %s are in sight: the fire must go to the nearer, %s", t.Name, s.m.HexName(other))
	}
	return sight, nil
}

// pair is a rider's two hexes.
func (c *Character) pair() hex.Pair { return hex.Pair{Head: c.At, Rear: c.Rear} }
