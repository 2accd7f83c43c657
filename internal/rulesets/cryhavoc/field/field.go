// Package field is Cry Havoc on the map: line of sight (§5), cover (§6.5),
// movement and reach (§7), horses (§7.6), the charge path (§7.10) and
// pinning (§8), over the terrain of §16.
//
// The package is pure: it reads a board.Map and a list of units and answers
// questions about them. The turn engine fills a Situation; nothing here
// touches files, clocks or random numbers.
package field

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Kind is what sort of unit stands on the map, as movement and hindrance
// (§7.8) tell them apart.
type Kind int

// The unit kinds.
const (
	Foot        Kind = iota // a character on foot (infantry)
	Rider                   // a mounted character: horse and rider, two hexes
	HorseKind               // a horse without rider, two hexes
	MuleKind                // a mule or other pack animal
	OxKind                  // an ox, two hexes like a horse
	DogKind                 // a dog: moves like infantry (§16)
	OtherAnimal             // pigs and the like
)

var kindNames = [...]string{"foot", "rider", "horse", "mule", "ox", "dog", "animal"}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "unknown kind"
	}
	return kindNames[k]
}

// ParseKind reads a kind's name.
func ParseKind(s string) (Kind, bool) {
	for i, n := range kindNames {
		if n == s {
			return Kind(i), true
		}
	}
	return 0, false
}

// Character reports whether the kind is a character rather than an animal.
func (k Kind) Character() bool { return k == Foot || k == Rider }

// Mover is the movement-cost column of §16 the kind pays.
func (k Kind) Mover() board.UnitKind {
	switch k {
	case Foot, DogKind:
		return board.Infantry
	case Rider, HorseKind, OxKind: // oxen move as horses (§13)
		return board.Horse
	case MuleKind:
		return board.Mule
	}
	return board.Animal
}

// hindranceCounts is the §7.8 table (Situation.Hindrance) by kind: how
// many characters a unit of each kind counts as in a hex it hinders.
type hindranceCounts [len(kindNames)]int32

// CheckHindrance checks that a §7.8 table has a count for every unit kind.
func CheckHindrance(h havoc.Hindrance) error {
	_, err := countsOf(h)
	return err
}

func countsOf(h havoc.Hindrance) (hindranceCounts, error) {
	var out hindranceCounts
	if h == nil {
		return out, fmt.Errorf("field: the situation has no §7.8 hindrance table (havocdata: Tables().Hindrance)")
	}
	for name, n := range h {
		if _, ok := ParseKind(name); !ok {
			return out, fmt.Errorf("field: §7.8 hindrance table: %q is not a unit kind (%s)", name, strings.Join(kindNames[:], ", "))
		}
		if n < 0 {
			return out, fmt.Errorf("field: §7.8 hindrance table: %s counts %d characters", name, n)
		}
	}
	for k, name := range kindNames {
		n, ok := h[name]
		if !ok {
			return out, fmt.Errorf("field: §7.8 hindrance table: no count for %s", name)
		}
		out[k] = int32(n)
	}
	return out, nil
}

// Hindrance thresholds of §7.8: up to 3 characters' worth costs nothing
// extra, 4 to 6 double the hex's cost, more than 6 close it.
const (
	hindranceFree   = 3
	hindranceDouble = 6
)

// Unit is one unit on the map as the field rules see it. The turn engine
// fills it from the game state.
type Unit struct {
	Name string
	Side string // "" for neutral units
	Kind Kind
	// Hex is where the unit stands; for a two-hex unit, its head.
	Hex hex.Hex
	// Pair is set for two-hex units (riders, led horses, oxen), head first.
	Pair *hex.Pair
	// MPA is the printed movement point allowance (the horse's for a rider).
	MPA     int
	Wounded bool
	Stunned bool
	Dead    bool
	// InMelee: the unit starts the phase in melee (§11). MeleeWith names its
	// opponents; empty means every ADJACENT live enemy.
	InMelee   bool
	MeleeWith []string
	// Leading: a rider leading animals may not charge (§13.6).
	Leading bool
}

// Hexes lists the hexes the unit fills.
func (u *Unit) Hexes() []hex.Hex {
	if u.Pair != nil {
		return []hex.Hex{u.Pair.Head, u.Pair.Rear}
	}
	return []hex.Hex{u.Hex}
}

// Live: not dead. Stunned characters are live (§7.4).
func (u *Unit) Live() bool { return !u.Dead }

// Active: may act by the player's choice (§2): live, not stunned, not an
// animal and not neutral.
func (u *Unit) Active() bool {
	return !u.Dead && !u.Stunned && u.Kind.Character() && u.Side != ""
}

// Enemy reports whether o is an enemy of u: both on a side, different sides.
func (u *Unit) Enemy(o *Unit) bool {
	return u.Side != "" && o.Side != "" && u.Side != o.Side
}

// EffectiveMPA is the MPA for this movement phase: wounded infantry move at
// half their MPA, rounded down (§7.3, §10).
func (u *Unit) EffectiveMPA() int {
	if u.Dead || u.Stunned {
		return 0
	}
	if u.Wounded && u.Kind == Foot {
		return u.MPA / 2
	}
	return u.MPA
}

// Situation is the map and the units on it at one moment.
type Situation struct {
	Map   *board.Map
	Units []Unit
	// AlternativeLOS is optional rule 22.4: LOS from hex centre to hex
	// centre instead of from any part of one hex to any part of the other.
	AlternativeLOS bool
	// Night is the hook for the night and stealth rules (§21, a later
	// issue): when set, LOS answers are not reciprocal and need Vision.
	Night bool
	// Hindrance is the §7.8 table of how many characters each kind counts
	// as (havocdata loads it with the other tables).
	Hindrance havoc.Hindrance
	// Vision, when not nil, is asked after the daylight LOS has been found;
	// it may veto a visible target (illumination, Ninja, Assassins).
	Vision func(from, to hex.Hex) bool
}

// Field is a Situation prepared for fast questions: terrain, elevation,
// hexsides and occupants in flat arrays.
type Field struct {
	sit   Situation
	m     *board.Map
	g     *ground
	col0  int
	row0  int
	cols  int
	rows  int
	on    []bool
	cells []board.Cell
	sides [][6]board.Side
	// occ is 0 for a hex without units, else 1 + the index of its spot.
	// Only this array is as large as the map: a rebuild stays cheap.
	occ      []int32
	spots    []spot
	occUnits []int
	// nbr[i*6+d] is the index of the neighbour of hex i in direction d, -1
	// off the padded box.
	nbr []int32
	// hexOf[i] is the hex of index i: a lookup instead of two divisions.
	hexOf []hex.Hex
	// counts is Situation.Hindrance by kind.
	counts hindranceCounts
	// costs caches step costs per mover column (see stepCosts).
	mu     sync.Mutex
	costs  map[board.UnitKind][]int32
	tables map[board.UnitKind][]stepTo
}

// ground is the part of a Field that depends on the map alone. It is never
// written after newGround, so fields built from one map share it.
type ground struct {
	m                      *board.Map
	col0, row0, cols, rows int
	on                     []bool
	cells                  []board.Cell
	sides                  [][6]board.Side
	nbr                    []int32
	hexOf                  []hex.Hex
	// bodies counts the debris per hex (§7.8); seeing marks hexes whose
	// terrain or features matter to a line of sight through them; debris
	// lists the hexes with debris.
	bodies []int32
	seeing []bool
	debris []int32
	// losCols lists per column the hexes that may matter to a line of
	// sight whatever the units (losColumns).
	losCols [][]int32
	// raw caches step costs per mover column before hindrance (§7.8).
	mu  sync.Mutex
	raw map[board.UnitKind][]int32
	// least is the cheapest step in each raw table.
	least map[board.UnitKind]int
}

// New prepares a situation. It fails when the map is missing or a unit
// stands off the map.
func New(sit Situation) (*Field, error) {
	g, err := newGround(sit.Map)
	if err != nil {
		return nil, err
	}
	return g.build(sit)
}

// WithUnits is the field with these units in place of f's, sharing f's
// map-derived arrays: the cheap way to follow a game from state to state.
// When the units equal f's, it is f itself.
// It fails as New does when a unit stands off the map.
func (f *Field) WithUnits(units []Unit) (*Field, error) {
	if sameUnits(f.sit.Units, units) {
		// Fields are never changed once built: f answers as a new one would.
		return f, nil
	}
	sit := f.sit
	sit.Units = units
	return f.g.build(sit)
}

// sameUnits: a and b hold equal units in the same order.
func sameUnits(a, b []Unit) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !SameUnit(&a[i], &b[i]) {
			return false
		}
	}
	return true
}

// SameUnit reports whether x and y are equal units: every field alike, the
// Pair compared by its hexes.
func SameUnit(x, y *Unit) bool {
	return x.Name == y.Name && x.Side == y.Side && x.Kind == y.Kind && x.Hex == y.Hex && x.MPA == y.MPA &&
		x.Wounded == y.Wounded && x.Stunned == y.Stunned && x.Dead == y.Dead && x.InMelee == y.InMelee &&
		x.Leading == y.Leading && slices.Equal(x.MeleeWith, y.MeleeWith) &&
		(x.Pair == nil) == (y.Pair == nil) && (x.Pair == nil || *x.Pair == *y.Pair)
}

func newGround(m *board.Map) (*ground, error) {
	if m == nil {
		return nil, fmt.Errorf("field: no map")
	}
	if len(m.Layout.Boards) == 0 {
		return nil, fmt.Errorf("field: map %q has no boards", m.Name)
	}
	g := &ground{m: m}
	minC, minR, maxC, maxR := 1<<30, 1<<30, -1<<30, -1<<30
	for _, b := range m.Layout.Boards {
		minC = min(minC, b.ColOffset)
		minR = min(minR, b.RowOffset+1)
		maxC = max(maxC, b.ColOffset+b.Cols-1)
		maxR = max(maxR, b.RowOffset+b.Rows)
	}
	// One ring of margin so that neighbours of edge hexes index safely.
	g.col0, g.row0 = minC-1, minR-1
	g.cols, g.rows = maxC-minC+3, maxR-minR+3
	n := g.cols * g.rows
	g.on = make([]bool, n)
	g.cells = make([]board.Cell, n)
	g.sides = make([][6]board.Side, n)
	g.bodies = make([]int32, n)
	// A Field over the ground alone gives the index helpers.
	f := &Field{col0: g.col0, row0: g.row0, cols: g.cols, rows: g.rows}
	for c := minC; c <= maxC; c++ {
		for r := minR; r <= maxR; r++ {
			h := hex.Hex{Col: c, Row: r}
			cell, ok := m.At(h)
			if !ok {
				continue
			}
			i := f.index(h)
			g.on[i] = true
			g.cells[i] = cell
			for _, ft := range cell.Features {
				if ft.Type != nil {
					g.bodies[i] += int32(ft.Type.Hindrance)
				}
			}
			for d := hex.N; d <= hex.NW; d++ {
				g.sides[i][d] = m.Side(h, h.Neighbor(d))
			}
		}
	}
	g.hexOf = make([]hex.Hex, n)
	for i := range g.hexOf {
		g.hexOf[i] = f.hexAt(i)
	}
	f.hexOf = g.hexOf
	g.nbr = make([]int32, n*6)
	for i := 0; i < n; i++ {
		x := f.hexAt(i)
		for d := hex.N; d <= hex.NW; d++ {
			nb := x.Neighbor(d)
			g.nbr[i*6+int(d)] = -1
			if f.inBox(nb) {
				g.nbr[i*6+int(d)] = int32(f.index(nb))
			}
		}
	}
	for i, b := range g.bodies {
		if b > 0 {
			g.debris = append(g.debris, int32(i))
		}
	}
	g.seeing = make([]bool, n)
	for i := range g.cells {
		c := &g.cells[i]
		if !g.on[i] {
			continue
		}
		g.seeing[i] = len(c.Features) > 0 ||
			c.Terrain != nil && (c.Terrain.LOS != board.Clear || c.Terrain.Door || c.Terrain.Cover.Through)
	}
	g.losCols = losColumns(g)
	return g, nil
}

// build puts the situation's units on the ground.
func (g *ground) build(sit Situation) (*Field, error) {
	if sit.Map != g.m {
		return nil, fmt.Errorf("field: the situation's map is not the field's")
	}
	counts, err := countsOf(sit.Hindrance)
	if err != nil {
		return nil, err
	}
	f := &Field{sit: sit, m: g.m, g: g, col0: g.col0, row0: g.row0, cols: g.cols, rows: g.rows,
		on: g.on, cells: g.cells, sides: g.sides, nbr: g.nbr, hexOf: g.hexOf, counts: counts}
	f.occ = make([]int32, len(g.on))
	hexesOf := func(u *Unit) ([2]hex.Hex, int) {
		if u.Pair != nil {
			return [2]hex.Hex{u.Pair.Head, u.Pair.Rear}, 2
		}
		return [2]hex.Hex{u.Hex}, 1
	}
	k := 0
	for ui := range sit.Units {
		u := &sit.Units[ui]
		if u.Pair != nil && !u.Pair.Valid() {
			return nil, fmt.Errorf("unit %q: %s is not two adjacent hexes", u.Name, u.Pair)
		}
		hs, nh := hexesOf(u)
		for _, h := range hs[:nh] {
			if !f.Contains(h) {
				return nil, fmt.Errorf("unit %q stands in %s, which is off the map", u.Name, h)
			}
			k++
		}
	}
	// Counting sort of the units by hex, in unit order within a hex: count
	// per spot, cut occUnits into the spots, then fill.
	f.spots = make([]spot, 0, k)
	for ui := range sit.Units {
		u := &sit.Units[ui]
		hs, nh := hexesOf(u)
		for _, h := range hs[:nh] {
			i := f.index(h)
			if f.occ[i] == 0 {
				f.spots = append(f.spots, spot{hex: int32(i)})
				f.occ[i] = int32(len(f.spots))
			}
			sp := &f.spots[f.occ[i]-1]
			sp.n++
			sp.bodies += f.counts[u.Kind]
		}
	}
	f.occUnits = make([]int, k)
	from := int32(0)
	for j := range f.spots {
		sp := &f.spots[j]
		sp.from, from = from, from+sp.n
		sp.n = 0 // counts again as the spot fills
	}
	for ui := range sit.Units {
		hs, nh := hexesOf(&sit.Units[ui])
		for _, h := range hs[:nh] {
			sp := &f.spots[f.occ[f.index(h)]-1]
			f.occUnits[sp.from+sp.n] = ui
			sp.n++
		}
	}
	return f, nil
}

// spot is an occupied hex: its units, occUnits[from:from+n] in unit
// order, and their hindrance. No pointers, so the GC skips it.
type spot struct {
	hex    int32
	n      int32
	bodies int32
	from   int32
}

// occupants lists the units in hex index i, as indices into sit.Units.
func (f *Field) occupants(i int) []int {
	if f.occ[i] == 0 {
		return nil
	}
	sp := &f.spots[f.occ[i]-1]
	return f.occUnits[sp.from : sp.from+sp.n]
}

// bodies counts the hindrance in hex index i (§7.8): units and debris.
func (f *Field) bodies(i int) int {
	n := int(f.g.bodies[i])
	if f.occ[i] != 0 {
		n += int(f.spots[f.occ[i]-1].bodies)
	}
	return n
}

// seeing: the terrain, features or units of hex index i matter to a line
// of sight passing through it.
func (f *Field) seeing(i int) bool { return f.occ[i] != 0 || f.g.seeing[i] }

// Situation is what the field was built from.
func (f *Field) Situation() Situation { return f.sit }

// Map is the board map.
func (f *Field) Map() *board.Map { return f.m }

// index of h in the flat arrays; h must lie inside the padded box.
func (f *Field) index(h hex.Hex) int {
	return (h.Col-f.col0)*f.rows + (h.Row - f.row0)
}

func (f *Field) hexAt(i int) hex.Hex {
	if f.hexOf != nil {
		return f.hexOf[i]
	}
	return hex.Hex{Col: i/f.rows + f.col0, Row: i%f.rows + f.row0}
}

// inBox: h has an index (it may still be off the map).
func (f *Field) inBox(h hex.Hex) bool {
	c, r := h.Col-f.col0, h.Row-f.row0
	return c >= 0 && c < f.cols && r >= 0 && r < f.rows
}

// Contains reports whether h is on the map.
func (f *Field) Contains(h hex.Hex) bool { return f.inBox(h) && f.on[f.index(h)] }

// Level is the elevation of h (§5.5).
func (f *Field) Level(h hex.Hex) int { return f.cells[f.index(h)].Elevation }

func (f *Field) terrain(i int) *board.TerrainType { return f.cells[i].Terrain }

// side is the feature on the hexside of hex index i facing d.
func (f *Field) side(i int, d hex.Direction) board.Side { return f.sides[i][d] }

// Unit finds a unit by name.
func (f *Field) Unit(name string) (*Unit, bool) {
	for i := range f.sit.Units {
		if f.sit.Units[i].Name == name {
			return &f.sit.Units[i], true
		}
	}
	return nil, false
}

// Name is the coordinate a player writes for h on this map.
func (f *Field) Name(h hex.Hex) string { return f.m.HexName(h) }

// sideName writes a hexside as the rules do, "S6/T6".
func (f *Field) sideName(a, b hex.Hex) string {
	s, _ := hex.SideBetween(a, b)
	return f.Name(s.A) + "/" + f.Name(s.B)
}

// sideDist2 is twice the distance from h to the hexside a/b: the sum of the
// distances to its two hexes. "Closer to" in §5.62 compares these.
func sideDist2(h, a, b hex.Hex) int { return hex.Distance(h, a) + hex.Distance(h, b) }
