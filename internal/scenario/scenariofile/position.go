package scenariofile

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/scenario"
)

// position reads "at": one hex, head-rear for two-hex units, or head-rear
// two hexes apart in a straight row for three-hex units (the middle hex
// lies between). Missing, the unit is placed by the player in the side's
// set-up area. stacks: the unit counts for the one-unit-per-hex rule (§7.2).
func (r *reader) position(n, parent *yaml.Node, name string, kind board.UnitKind, hexes int, stacks bool) scenario.Position {
	d := r.d
	var p scenario.Position
	if n == nil {
		if len(r.setup) == 0 {
			d.Errorf(parent, "%s: no hex given (at:) and the side has no set-up area", name)
		}
		return p
	}
	s, ok := d.String(n, name+" at")
	if !ok {
		return p
	}
	switch {
	case hexes == 3:
		var err error
		if p, err = r.threeHexes(s); err != nil {
			d.Errorf(n, "%s at %q: %v", name, s, err)
			return p
		}
	case strings.Contains(s, "-"):
		pair, err := r.m.Layout.ResolvePair(s)
		if err != nil {
			d.Errorf(n, "%s at %q: %v", name, s, err)
			return p
		}
		bh, _ := r.m.Layout.BoardOf(pair.Head)
		br, _ := r.m.Layout.BoardOf(pair.Rear)
		if bh != br {
			d.Errorf(n, "%s at %q: a unit may not stand on two boards", name, s)
			return p
		}
		if hexes != 2 {
			d.Errorf(n, "%s at %q: takes one hex, not two", name, s)
			return p
		}
		p = scenario.Position{Head: pair.Head, Rear: pair.Rear, Two: true, Set: true}
	default:
		h, err := r.m.Layout.Resolve(s)
		if err != nil {
			d.Errorf(n, "%s at: %v", name, err)
			return p
		}
		if hexes == 2 {
			d.Errorf(n, "%s at %q: takes two hexes, head first, e.g. L9-L10", name, s)
			return p
		}
		p = scenario.Position{Head: h, Set: true}
	}
	for _, h := range p.Hexes() {
		t := r.m.Terrain(h)
		if c := t.Move.For(kind); !c.Passable() {
			d.Errorf(n, "%s at %s: %s terrain is impassable to %s (rule %s)", name, r.m.HexName(h), t.Name, kind, t.Rule)
		}
		if !stacks {
			continue
		}
		if others := r.occupied[h]; len(others) > 0 {
			// A shut door hex holds one character on each side (7.22).
			if c, _ := r.m.At(h); !(c.Closed && len(others) == 1 && kind == board.Infantry) {
				verb := "stands"
				if len(others) > 1 {
					verb = "stand"
				}
				d.Errorf(n, "%s at %s: %s already %s there; one character or animal per hex (rule 7.2)",
					name, r.m.HexName(h), strings.Join(others, " and "), verb)
				continue
			}
		}
		r.occupied[h] = append(r.occupied[h], name)
	}
	hs := p.Hexes()
	for i := 1; i < len(hs); i++ {
		if side := r.m.Side(hs[i-1], hs[i]); side.Type != nil && !side.Type.Extra.For(kind).Passable() {
			d.Errorf(n, "%s at %q: a %s hexside lies between its hexes", name, s, side.Type.Name)
		}
	}
	return p
}

// threeHexes reads "HEAD-REAR" for a ram or siege tower (§19.12, §19.13):
// two hexes two apart in a straight row, on one board; the middle hex is
// the one hex beside both.
func (r *reader) threeHexes(s string) (scenario.Position, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return scenario.Position{}, fmt.Errorf("takes three hexes in a row: give head and rear, e.g. K5-K7")
	}
	head, err := r.m.Layout.Resolve(a)
	if err != nil {
		return scenario.Position{}, err
	}
	rear, err := r.m.Layout.Resolve(b)
	if err != nil {
		return scenario.Position{}, err
	}
	var mids []hex.Hex
	for _, x := range head.Neighbors() {
		if hex.Adjacent(x, rear) {
			mids = append(mids, x)
		}
	}
	if hex.Distance(head, rear) != 2 || len(mids) != 1 || !r.m.Contains(mids[0]) {
		return scenario.Position{}, fmt.Errorf("head and rear must be two hexes apart in a straight row")
	}
	bh, _ := r.m.Layout.BoardOf(head)
	bm, _ := r.m.Layout.BoardOf(mids[0])
	br, _ := r.m.Layout.BoardOf(rear)
	if bh != bm || bm != br {
		return scenario.Position{}, fmt.Errorf("a unit may not stand on two boards")
	}
	return scenario.Position{Head: head, Middle: mids[0], Rear: rear, Three: true, Set: true}, nil
}

// onEdge reports whether a unit in h could step off the map.
func onEdge(m *board.Map, h hex.Hex) bool {
	for _, nb := range h.Neighbors() {
		if !m.Contains(nb) {
			return true
		}
	}
	return false
}
