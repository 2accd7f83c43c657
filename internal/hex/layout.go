package hex

import (
	"fmt"
	"sort"
	"strings"
)

// Board is one map board placed in a Layout. Its local hex (c, r) is the map
// hex (c+ColOffset, r+RowOffset).
type Board struct {
	Prefix     string // short name written before coordinates, e.g. "Vil"
	Cols, Rows int
	ColOffset  int // must be even so the column stagger continues across the edge
	RowOffset  int
}

// Contains reports whether the map hex h lies on this board.
func (b Board) Contains(h Hex) bool {
	c, r := h.Col-b.ColOffset, h.Row-b.RowOffset
	return c >= 0 && c < b.Cols && r >= 1 && r <= b.Rows
}

// Layout is a map made of boards side by side. Geometry works on map hexes,
// so distance and lines run across board edges unchanged.
type Layout struct {
	Boards []Board
}

// Single is a layout of one board without a prefix.
func Single(cols, rows int) Layout {
	return Layout{Boards: []Board{{Cols: cols, Rows: rows}}}
}

// Validate checks that boards have sizes, distinct prefixes, even column
// offsets, and do not overlap.
func (l Layout) Validate() error {
	if len(l.Boards) == 0 {
		return fmt.Errorf("map has no boards")
	}
	seen := map[string]bool{}
	for i, b := range l.Boards {
		if b.Cols < 1 || b.Rows < 1 {
			return fmt.Errorf("board %d (%q): size %dx%d, want at least 1x1", i+1, b.Prefix, b.Cols, b.Rows)
		}
		if b.Cols > 702 || b.Rows > 9999 {
			return fmt.Errorf("board %d (%q): size %dx%d is too large", i+1, b.Prefix, b.Cols, b.Rows)
		}
		if len(l.Boards) > 1 && b.Prefix == "" {
			return fmt.Errorf("board %d: a map of several boards needs a prefix on each", i+1)
		}
		if seen[b.Prefix] {
			return fmt.Errorf("board %d: prefix %q used twice", i+1, b.Prefix)
		}
		seen[b.Prefix] = true
		if b.ColOffset%2 != 0 {
			return fmt.Errorf("board %q: column offset %d must be even to keep the hex stagger", b.Prefix, b.ColOffset)
		}
		if b.ColOffset < 0 || b.RowOffset < 0 {
			return fmt.Errorf("board %q: offsets must not be negative", b.Prefix)
		}
		for j := 0; j < i; j++ {
			o := l.Boards[j]
			if b.ColOffset < o.ColOffset+o.Cols && o.ColOffset < b.ColOffset+b.Cols &&
				b.RowOffset < o.RowOffset+o.Rows && o.RowOffset < b.RowOffset+b.Rows {
				return fmt.Errorf("boards %q and %q overlap", o.Prefix, b.Prefix)
			}
		}
	}
	return nil
}

// Contains reports whether h lies on any board.
func (l Layout) Contains(h Hex) bool {
	_, ok := l.BoardOf(h)
	return ok
}

// BoardOf returns the board holding h.
func (l Layout) BoardOf(h Hex) (Board, bool) {
	for _, b := range l.Boards {
		if b.Contains(h) {
			return b, true
		}
	}
	return Board{}, false
}

// Name is the coordinate a player writes for h: board prefix (on maps of
// several boards) and the board's own column and row.
func (l Layout) Name(h Hex) string {
	b, ok := l.BoardOf(h)
	if !ok {
		return h.String()
	}
	return b.Prefix + Hex{Col: h.Col - b.ColOffset, Row: h.Row - b.RowOffset}.String()
}

// Resolve turns a written coordinate into a map hex on this layout. Known
// prefixes are matched exactly, longest first, so a prefix may end in a
// capital letter.
func (l Layout) Resolve(s string) (Hex, error) {
	var board *Board
	rest := s
	best := -1
	for i := range l.Boards {
		p := l.Boards[i].Prefix
		if p != "" && strings.HasPrefix(s, p) && len(p) > best {
			board, best = &l.Boards[i], len(p)
		}
	}
	if board != nil {
		rest = s[best:]
		// A longer column run could also be read as prefix+column; the
		// exact prefix wins.
	} else {
		lb, err := ParseLabel(s)
		if err != nil {
			return Hex{}, err
		}
		if lb.Board != "" {
			return Hex{}, fmt.Errorf("hex %q: no board %q on this map (boards: %s)", s, lb.Board, l.prefixes())
		}
		if len(l.Boards) != 1 {
			return Hex{}, fmt.Errorf("hex %q: this map has several boards; write the board first (%s)", s, l.prefixes())
		}
		board = &l.Boards[0]
	}
	i := 0
	for i < len(rest) && rest[i] >= 'A' && rest[i] <= 'Z' {
		i++
	}
	lb, err := parseColRow(s, board.Prefix, rest[:i], rest[i:])
	if err != nil {
		return Hex{}, err
	}
	if lb.Col >= board.Cols || lb.Row > board.Rows {
		return Hex{}, fmt.Errorf("hex %q is off the board (%s is %d columns, A-%s, by %d rows)",
			s, boardName(*board), board.Cols, ColumnName(board.Cols-1), board.Rows)
	}
	return Hex{Col: lb.Col + board.ColOffset, Row: lb.Row + board.RowOffset}, nil
}

// ResolveHexside reads "VilT6/S6" or "T6/S6": the second hex takes the first
// one's board prefix when it has none.
func (l Layout) ResolveHexside(s string) (Hexside, error) {
	a, b, ok := strings.Cut(s, "/")
	if !ok {
		return Hexside{}, fmt.Errorf("hexside %q: expected two hexes separated by '/'", s)
	}
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	ha, err := l.Resolve(a)
	if err != nil {
		return Hexside{}, fmt.Errorf("hexside %q: %v", s, err)
	}
	hb, err := l.Resolve(b)
	if err != nil {
		if bd, ok := l.BoardOf(ha); ok && bd.Prefix != "" && !strings.HasPrefix(b, bd.Prefix) {
			hb, err = l.Resolve(bd.Prefix + b)
		}
		if err != nil {
			return Hexside{}, fmt.Errorf("hexside %q: %v", s, err)
		}
	}
	side, ok := SideBetween(ha, hb)
	if !ok {
		return Hexside{}, fmt.Errorf("hexside %q: %s and %s are not adjacent", s, l.Name(ha), l.Name(hb))
	}
	return side, nil
}

// ResolvePair reads a two-hex position "L9-L10" (head first) on this layout.
func (l Layout) ResolvePair(s string) (Pair, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return Pair{}, fmt.Errorf("two-hex position %q: expected head-rear such as L9-L10", s)
	}
	head, err := l.Resolve(strings.TrimSpace(a))
	if err != nil {
		return Pair{}, err
	}
	b = strings.TrimSpace(b)
	rear, err := l.Resolve(b)
	if err != nil {
		if bd, ok := l.BoardOf(head); ok && bd.Prefix != "" {
			rear, err = l.Resolve(bd.Prefix + b)
		}
		if err != nil {
			return Pair{}, err
		}
	}
	p := Pair{Head: head, Rear: rear}
	if !p.Valid() {
		return Pair{}, fmt.Errorf("two-hex position %q: %s and %s are not adjacent", s, l.Name(head), l.Name(rear))
	}
	return p, nil
}

// Hexes lists every hex of the layout, board by board, column by column.
func (l Layout) Hexes() []Hex {
	var out []Hex
	for _, b := range l.Boards {
		for c := 0; c < b.Cols; c++ {
			for r := 1; r <= b.Rows; r++ {
				out = append(out, Hex{Col: c + b.ColOffset, Row: r + b.RowOffset})
			}
		}
	}
	return out
}

func (l Layout) prefixes() string {
	var ps []string
	for _, b := range l.Boards {
		if b.Prefix != "" {
			ps = append(ps, b.Prefix)
		}
	}
	sort.Strings(ps)
	if len(ps) == 0 {
		return "no prefixes"
	}
	return strings.Join(ps, ", ")
}

func boardName(b Board) string {
	if b.Prefix == "" {
		return "the board"
	}
	return "board " + b.Prefix
}
