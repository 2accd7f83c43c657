package boardfile

import (
	"fmt"
	"strings"

	"herald/internal/hex"
)

// ParseArea reads a list of hexes as map files and scenarios write them:
// single hexes and rectangles "D4-G9" (columns D to G, rows 4 to 9; "D4-D9"
// is a column run), separated by spaces or commas. With several boards each
// hex carries its board prefix; the second corner of a rectangle may omit it.
// single reports, per hex, whether it was named on its own.
func ParseArea(l hex.Layout, s string) (hexes []hex.Hex, single []bool, err error) {
	toks := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	if len(toks) == 0 {
		return nil, nil, fmt.Errorf("no hexes given")
	}
	for _, t := range toks {
		a, b, isRange := strings.Cut(t, "-")
		ha, err := l.Resolve(a)
		if err != nil {
			return nil, nil, err
		}
		if !isRange {
			hexes, single = append(hexes, ha), append(single, true)
			continue
		}
		hb, err := l.Resolve(b)
		if err != nil {
			bd, _ := l.BoardOf(ha)
			if bd.Prefix == "" || strings.HasPrefix(b, bd.Prefix) {
				return nil, nil, fmt.Errorf("area %q: %v", t, err)
			}
			if hb, err = l.Resolve(bd.Prefix + b); err != nil {
				return nil, nil, fmt.Errorf("area %q: %v", t, err)
			}
		}
		ba, _ := l.BoardOf(ha)
		bb, _ := l.BoardOf(hb)
		if ba != bb {
			return nil, nil, fmt.Errorf("area %q runs across two boards; give one area per board", t)
		}
		c0, c1 := min(ha.Col, hb.Col), max(ha.Col, hb.Col)
		r0, r1 := min(ha.Row, hb.Row), max(ha.Row, hb.Row)
		for c := c0; c <= c1; c++ {
			for r := r0; r <= r1; r++ {
				hexes, single = append(hexes, hex.Hex{Col: c, Row: r}), append(single, false)
			}
		}
	}
	return hexes, single, nil
}
