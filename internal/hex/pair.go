package hex

import (
	"fmt"
	"strings"
)

// Pair is a unit that fills two adjacent hexes — a horse, a cart, a
// ladder — written head first, "L9-L10" (Cry Havoc §3).
type Pair struct {
	Head, Rear Hex
}

// Valid reports whether head and rear are adjacent.
func (p Pair) Valid() bool { return Adjacent(p.Head, p.Rear) }

// Facing is the direction from the rear hex to the head hex.
func (p Pair) Facing() Direction {
	d, _ := DirectionTo(p.Rear, p.Head)
	return d
}

// FrontArc is the three hexes beyond the head (§3).
func (p Pair) FrontArc() [3]Hex {
	d := p.Facing()
	return [3]Hex{p.Head.Neighbor(d.Turn(-1)), p.Head.Neighbor(d), p.Head.Neighbor(d.Turn(1))}
}

// SideHexes are the two hexes that touch both head and rear (§3).
func (p Pair) SideHexes() [2]Hex {
	d := p.Facing()
	return [2]Hex{p.Head.Neighbor(d.Turn(-2)), p.Head.Neighbor(d.Turn(2))}
}

// RearArc is the three hexes behind the rear hex (§3).
func (p Pair) RearArc() [3]Hex {
	d := p.Facing().Opposite()
	return [3]Hex{p.Rear.Neighbor(d.Turn(-1)), p.Rear.Neighbor(d), p.Rear.Neighbor(d.Turn(1))}
}

// Has reports whether h is one of the pair's hexes.
func (p Pair) Has(h Hex) bool { return h == p.Head || h == p.Rear }

func (p Pair) String() string { return p.Head.String() + "-" + p.Rear.String() }

// ParsePair reads "L9-L10", head first.
func ParsePair(s string) (Pair, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return Pair{}, fmt.Errorf("two-hex position %q: expected head-rear such as L9-L10", s)
	}
	head, err := Parse(strings.TrimSpace(a))
	if err != nil {
		return Pair{}, err
	}
	rear, err := Parse(strings.TrimSpace(b))
	if err != nil {
		return Pair{}, err
	}
	p := Pair{Head: head, Rear: rear}
	if !p.Valid() {
		return Pair{}, fmt.Errorf("two-hex position %q: %s and %s are not adjacent", s, head, rear)
	}
	return p, nil
}
