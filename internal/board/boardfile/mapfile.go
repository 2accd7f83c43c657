package boardfile

import (
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/board"
	"herald/internal/board/yamlfile"
	"herald/internal/hex"
)

// ReadMap reads a map file against the terrain types of cat.
func ReadMap(file string, src []byte, cat *board.Catalog) (*board.Map, error) {
	top, d := yamlfile.Parse(file, src)
	if top == nil {
		return nil, d.Err()
	}
	m := &board.Map{
		Name:  strings.TrimSuffix(path.Base(strings.ReplaceAll(file, "\\", "/")), path.Ext(file)),
		Cells: map[hex.Hex]board.Cell{},
		Sides: map[hex.Hexside]board.Side{},
	}
	f := d.Fields(top, "map", "title", "size", "boards", "default", "terrain", "elevation",
		"stairs", "hexsides", "outlines", "features", "notes")
	if t := f["title"]; t != nil {
		m.Title, _ = d.String(t, "title")
	}
	if !readLayout(d, f, top, m) {
		return nil, d.Err()
	}
	m.Default = cat.Terrain["flat"]
	if n := f["default"]; n != nil {
		if t, _ := terrainType(d, n, cat); t != nil {
			m.Default = t
		}
	}
	if m.Default == nil {
		d.Errorf(top, "map: no default terrain (give default:, or define flat in the terrain file)")
		return nil, d.Err()
	}
	cell := func(h hex.Hex) board.Cell {
		if c, ok := m.Cells[h]; ok {
			return c
		}
		return board.Cell{Terrain: m.Default}
	}

	// terrain: later entries override earlier areas; a hex named on its own
	// twice is a mistake.
	singles := map[hex.Hex]int{}
	area := func(k *yaml.Node, what string) []hex.Hex {
		hs, single, err := ParseArea(m.Layout, k.Value)
		if err != nil {
			d.Errorf(k, "%s %q: %v", what, k.Value, err)
			return nil
		}
		for i, h := range hs {
			if !single[i] {
				continue
			}
			if line, dup := singles[h]; dup {
				d.Errorf(k, "%s: hex %s given twice (also on line %d)", what, m.HexName(h), line)
			}
			singles[h] = k.Line
		}
		return hs
	}
	for _, p := range d.Pairs(f["terrain"], "terrain") {
		t, closed := terrainType(d, p.Value, cat)
		hs := area(p.Key, "terrain")
		if t == nil {
			continue
		}
		for _, h := range hs {
			c := cell(h)
			c.Terrain, c.Closed = t, closed
			m.Cells[h] = c
		}
	}
	singles = map[hex.Hex]int{}
	elevLine := map[hex.Hex]int{}
	for _, p := range d.Pairs(f["elevation"], "elevation") {
		v, ok := d.Int(p.Value, "elevation")
		if ok && (v < -9 || v > 20) {
			d.Errorf(p.Value, "elevation %d: out of range -9 to 20", v)
			ok = false
		}
		hs := area(p.Key, "elevation")
		if !ok {
			continue
		}
		for _, h := range hs {
			c := cell(h)
			c.Elevation = v
			m.Cells[h] = c
			elevLine[h] = p.Key.Line
		}
	}
	readStairs(d, f["stairs"], m, cat, cell)
	readSides(d, f, m, cat)
	readFeatures(d, f["features"], m, cat, cell)
	if len(d.Errs) == 0 {
		checkElevation(d, m, elevLine, f["elevation"])
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return m, nil
}

// checkElevation enforces §7.5: levels change only by stairs, slopes (slope
// hexes or a lip hexside), rubble, or where no one walks (a wall,
// battlement or rampart edge between, or terrain impassable to infantry).
// A stairs head is higher than its foot (§5.5).
func checkElevation(d *yamlfile.Doc, m *board.Map, lines map[hex.Hex]int, at *yaml.Node) {
	line := func(hs ...hex.Hex) int {
		for _, h := range hs {
			if l, ok := lines[h]; ok {
				return l
			}
		}
		if at != nil {
			return at.Line
		}
		return 0
	}
	hexes := make([]hex.Hex, 0, len(m.Cells))
	for h := range m.Cells {
		hexes = append(hexes, h)
	}
	sort.Slice(hexes, func(i, j int) bool { return hexes[i].Less(hexes[j]) })
	for _, h := range hexes {
		c := m.Cells[h]
		if st := c.Stair; st != nil {
			lo, hi := m.Elevation(st.Bottom), m.Elevation(st.Top)
			if hi <= lo || c.Elevation < lo || c.Elevation > hi {
				d.ErrorAt(line(h, st.Bottom, st.Top),
					"stairs %s: foot %s is at level %d, the stairs at %d and the head %s at %d; the head must be higher than the foot and the stairs between them (rule 16.115)",
					m.HexName(h), m.HexName(st.Bottom), lo, c.Elevation, m.HexName(st.Top), hi)
			}
		}
		var bad []string
		for _, nb := range h.Neighbors() {
			if !m.Contains(nb) {
				continue
			}
			_, listed := m.Cells[nb]
			if listed && nb.Less(h) {
				continue // checked from the other side
			}
			e2 := m.Elevation(nb)
			if c.Elevation == e2 || climbable(m, h, nb) {
				continue
			}
			bad = append(bad, fmt.Sprintf("%s (level %d)", m.HexName(nb), e2))
		}
		if len(bad) > 0 {
			d.ErrorAt(line(h), "%s is at level %d but its neighbours %s are not, with no stairs, slope lip, rubble or wall between (rule 7.5)",
				m.HexName(h), c.Elevation, strings.Join(bad, ", "))
		}
	}
}

func climbable(m *board.Map, a, b hex.Hex) bool {
	if side := m.Side(a, b); side.Type != nil {
		if side.Type.Lip || !side.Type.Extra.For(board.Infantry).Passable() {
			return true
		}
	}
	for _, h := range []hex.Hex{a, b} {
		c, _ := m.At(h)
		if c.Terrain == nil {
			continue
		}
		switch {
		case c.Terrain.Name == "rubble" || c.Terrain.Name == "slope" || c.Terrain.Stairs:
			return true
		case !c.Terrain.Move.For(board.Infantry).Passable():
			return true
		}
	}
	return false
}

func readLayout(d *yamlfile.Doc, f map[string]*yaml.Node, top *yaml.Node, m *board.Map) bool {
	size, boards := f["size"], f["boards"]
	switch {
	case size != nil && boards != nil:
		d.Errorf(boards, "map: give either size (one board) or boards, not both")
		return false
	case size != nil:
		s, ok := d.String(size, "size")
		if !ok {
			return false
		}
		c, r, ok := parseSize(s)
		if !ok {
			d.Errorf(size, "size %q: expected COLUMNSxROWS, each 1 to %d, e.g. 20x25", s, maxSide)
			return false
		}
		m.Layout = hex.Single(c, r)
	case boards != nil:
		if bl := d.List(boards, "boards"); len(bl) > 16 {
			d.Errorf(boards, "boards: %d boards, at most 16", len(bl))
			return false
		}
		for _, n := range d.List(boards, "boards") {
			e := d.Fields(n, "board", "prefix", "size", "col_offset", "row_offset")
			var b hex.Board
			if p := e["prefix"]; p != nil {
				b.Prefix, _ = d.String(p, "board prefix")
			}
			if !d.Require(e, n, "board", "size") {
				continue
			}
			s, _ := d.String(e["size"], "board size")
			var ok bool
			if b.Cols, b.Rows, ok = parseSize(s); !ok {
				d.Errorf(e["size"], "board size %q: expected COLUMNSxROWS, each 1 to %d, e.g. 20x25", s, maxSide)
				continue
			}
			if v := e["col_offset"]; v != nil {
				b.ColOffset, _ = d.Int(v, "col_offset")
				if b.ColOffset > 4*maxSide {
					d.Errorf(v, "col_offset %d: too far (at most %d)", b.ColOffset, 4*maxSide)
				}
			}
			if v := e["row_offset"]; v != nil {
				b.RowOffset, _ = d.Int(v, "row_offset")
				if b.RowOffset > 4*maxSide {
					d.Errorf(v, "row_offset %d: too far (at most %d)", b.RowOffset, 4*maxSide)
				}
			}
			m.Layout.Boards = append(m.Layout.Boards, b)
		}
	default:
		d.Errorf(top, "map: missing size (e.g. size: 20x25) or boards")
		return false
	}
	if len(d.Errs) > 0 {
		return false
	}
	if err := m.Layout.Validate(); err != nil {
		at := size
		if at == nil {
			at = boards
		}
		d.Errorf(at, "%v", err)
		return false
	}
	return true
}

// maxSide bounds a board: Cry Havoc boards are about 20 by 30 hexes, and
// the bound keeps a mistyped size from making a map of millions of hexes.
const maxSide = 200

func parseSize(s string) (cols, rows int, ok bool) {
	a, b, found := strings.Cut(strings.ToLower(s), "x")
	if !found {
		return 0, 0, false
	}
	c, err1 := strconv.Atoi(strings.TrimSpace(a))
	r, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || c < 1 || r < 1 || c > maxSide || r > maxSide {
		return 0, 0, false
	}
	return c, r, true
}

// terrainType reads "tree", or "door closed" for a door hex shut at the
// start (doors are open unless a scenario says otherwise, 16.16).
func terrainType(d *yamlfile.Doc, n *yaml.Node, cat *board.Catalog) (*board.TerrainType, bool) {
	s, ok := d.String(n, "terrain")
	if !ok {
		return nil, false
	}
	w := strings.Fields(s)
	t := cat.Terrain[w[0]]
	if t == nil {
		d.Errorf(n, "unknown terrain %q%s", w[0], suggest(w[0], keys(cat.Terrain)))
		return nil, false
	}
	switch {
	case len(w) == 1:
		return t, false
	case len(w) == 2 && (w[1] == "closed" || w[1] == "open") && t.Door:
		return t, w[1] == "closed"
	}
	d.Errorf(n, "terrain %q: unexpected %q after %s (only door hexes take open or closed)", s, strings.Join(w[1:], " "), w[0])
	return nil, false
}

func readStairs(d *yamlfile.Doc, n *yaml.Node, m *board.Map, cat *board.Catalog, cell func(hex.Hex) board.Cell) {
	st := cat.Terrain["stairs"]
	for _, p := range d.Pairs(n, "stairs") {
		h, err := m.Layout.Resolve(strings.TrimSpace(p.Key.Value))
		if err != nil {
			d.Errorf(p.Key, "stairs: %v", err)
			continue
		}
		s, ok := d.String(p.Value, "stairs")
		if !ok {
			continue
		}
		lo, hi, found := strings.Cut(s, ">")
		if !found {
			d.Errorf(p.Value, "stairs %s: expected BOTTOM>TOP, e.g. F7>F5, found %q", p.Key.Value, s)
			continue
		}
		bot, err1 := m.Layout.Resolve(strings.TrimSpace(lo))
		top, err2 := m.Layout.Resolve(strings.TrimSpace(hi))
		if err1 != nil || err2 != nil {
			d.Errorf(p.Value, "stairs %s: %v", p.Key.Value, firstErr(err1, err2))
			continue
		}
		if !hex.Adjacent(h, bot) || !hex.Adjacent(h, top) || bot == top {
			d.Errorf(p.Value, "stairs %s: foot %s and head %s must be two different hexes next to it",
				p.Key.Value, m.HexName(bot), m.HexName(top))
			continue
		}
		if st == nil {
			d.Errorf(p.Key, "stairs: the terrain file defines no stairs terrain")
			continue
		}
		c := cell(h)
		c.Terrain = st
		c.Stair = &board.Stair{Bottom: bot, Top: top}
		m.Cells[h] = c
	}
}

func readSides(d *yamlfile.Doc, f map[string]*yaml.Node, m *board.Map, cat *board.Catalog) {
	sideType := func(n *yaml.Node) (board.Side, bool) {
		s, ok := d.String(n, "hexside")
		if !ok {
			return board.Side{}, false
		}
		w := strings.Fields(s)
		if s == "none" {
			return board.Side{}, true
		}
		t := cat.Hexsides[w[0]]
		if t == nil {
			d.Errorf(n, "unknown hexside feature %q%s", w[0], suggest(w[0], keys(cat.Hexsides)))
			return board.Side{}, false
		}
		side := board.Side{Type: t}
		for _, x := range w[1:] {
			switch {
			case (x == "closed" || x == "shut") && t.Opens:
				side.Closed = true
			case x == "open" && t.Opens:
			default:
				d.Errorf(n, "hexside %q: unexpected %q after %s", s, x, w[0])
				return board.Side{}, false
			}
		}
		return side, true
	}
	// outlines first: explicit hexsides replace outline walls.
	for _, p := range d.Pairs(f["outlines"], "outlines") {
		side, ok := sideType(p.Value)
		hs, _, err := ParseArea(m.Layout, p.Key.Value)
		if err != nil {
			d.Errorf(p.Key, "outline %q: %v", p.Key.Value, err)
			continue
		}
		if !ok {
			continue
		}
		in := map[hex.Hex]bool{}
		for _, h := range hs {
			in[h] = true
		}
		for _, h := range hs {
			for _, nb := range h.Neighbors() {
				if in[nb] || !m.Contains(nb) {
					continue
				}
				s, _ := hex.SideBetween(h, nb)
				if side.Type == nil {
					delete(m.Sides, s)
				} else {
					m.Sides[s] = side
				}
			}
		}
	}
	seen := map[hex.Hexside]int{}
	for _, p := range d.Pairs(f["hexsides"], "hexsides") {
		side, ok := sideType(p.Value)
		for _, tok := range strings.FieldsFunc(p.Key.Value, func(r rune) bool { return r == ' ' || r == ',' }) {
			s, err := m.Layout.ResolveHexside(tok)
			if err != nil {
				d.Errorf(p.Key, "%v", err)
				continue
			}
			if line, dup := seen[s]; dup {
				d.Errorf(p.Key, "hexside %s given twice (also on line %d)", tok, line)
				continue
			}
			seen[s] = p.Key.Line
			switch {
			case ok && side.Type == nil:
				delete(m.Sides, s) // "none" clears an outline
			case ok:
				m.Sides[s] = side
			}
		}
	}
}

func readFeatures(d *yamlfile.Doc, n *yaml.Node, m *board.Map, cat *board.Catalog, cell func(hex.Hex) board.Cell) {
	for _, p := range d.Pairs(n, "features") {
		hs, _, err := ParseArea(m.Layout, p.Key.Value)
		if err != nil {
			d.Errorf(p.Key, "features %q: %v", p.Key.Value, err)
			continue
		}
		var feats []board.Feature
		for _, v := range d.List(p.Value, "features") {
			s, ok := d.String(v, "feature")
			if !ok {
				continue
			}
			w := strings.Fields(s)
			ft := cat.Features[w[0]]
			if ft == nil {
				d.Errorf(v, "unknown in-hex feature %q%s", w[0], suggest(w[0], keys(cat.Features)))
				continue
			}
			feat := board.Feature{Type: ft}
			if len(w) > 1 && !ft.Facing {
				d.Errorf(v, "feature %s takes no hexes after it, found %q", w[0], strings.Join(w[1:], " "))
				continue
			}
			if ft.Facing && len(w) == 1 {
				d.Errorf(v, "feature %s: name the neighbouring hexes it faces, e.g. %q", w[0], w[0]+" S8")
				continue
			}
			for _, x := range w[1:] {
				fh, err := m.Layout.Resolve(x)
				if err != nil {
					d.Errorf(v, "feature %s: %v", w[0], err)
					continue
				}
				feat.Facing = append(feat.Facing, fh)
			}
			feats = append(feats, feat)
		}
		for _, h := range hs {
			c := cell(h)
			for _, ft := range feats {
				for _, fh := range ft.Facing {
					if !hex.Adjacent(h, fh) {
						d.Errorf(p.Key, "feature %s in %s faces %s, which is not next to it",
							ft.Type.Name, m.HexName(h), m.HexName(fh))
					}
				}
				for _, old := range c.Features {
					if old.Type == ft.Type {
						d.Errorf(p.Key, "hex %s: feature %s given twice", m.HexName(h), ft.Type.Name)
					}
				}
				c.Features = append(c.Features, ft)
			}
			m.Cells[h] = c
		}
	}
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// suggest names the closest known name, for a typo.
func suggest(s string, known []string) string {
	best, bd := "", 3
	for _, k := range known {
		if dist := editDistance(s, k); dist < bd {
			best, bd = k, dist
		}
	}
	if best != "" {
		return fmt.Sprintf(" (did you mean %q?)", best)
	}
	return fmt.Sprintf(" (known: %s)", strings.Join(known, ", "))
}

func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 99
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
