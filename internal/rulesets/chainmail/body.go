package chainmail

import (
	"fmt"
	"math"
	"slices"

	"herald/internal/table"
)

// TableRuling is the measured table at Chainmail's scale: how near is
// "within melee distance", how far apart close and open order stand, how
// many ranks fight and shoot, and the figures' bases.
type TableRuling struct {
	MeleeReach    Inches     `yaml:"melee_reach" json:"melee_reach"`
	CloseOrderGap Inches     `yaml:"close_order_gap" json:"close_order_gap"`
	OpenOrderGap  Inches     `yaml:"open_order_gap" json:"open_order_gap"`
	FightingRanks int        `yaml:"fighting_ranks" json:"fighting_ranks"`
	MissileRanks  int        `yaml:"missile_ranks" json:"missile_ranks"`
	Bases         BaseRuling `yaml:"bases" json:"bases"`
}

// BaseRuling is the default base of each kind of figure.
type BaseRuling struct {
	Foot     BaseSize `yaml:"foot" json:"foot"`
	Horse    BaseSize `yaml:"horse" json:"horse"`
	Creature BaseSize `yaml:"creature" json:"creature"`
}

// BaseSize is a base's width across the figure's front and its depth.
type BaseSize struct {
	Width Inches `yaml:"width" json:"width"`
	Depth Inches `yaml:"depth" json:"depth"`
}

// Base is the table's base of that size.
func (b BaseSize) Base() table.Base { return table.Base{Width: b.Width.Length, Depth: b.Depth.Length} }

func (t *TableRuling) validate() error {
	for _, b := range []BaseSize{t.Bases.Foot, t.Bases.Horse, t.Bases.Creature} {
		if err := b.Base().Check(); err != nil {
			return err
		}
	}
	switch {
	case t.MeleeReach.Length > table.Inch:
		return fmt.Errorf("melee reach %v: at most 1 inch", t.MeleeReach)
	case t.CloseOrderGap.Length > table.Inches.Of(1)+table.Epsilon:
		return fmt.Errorf("close order gap %v: the text puts close order at 1 inch or less apart", t.CloseOrderGap)
	case t.OpenOrderGap.Length <= table.Inches.Of(1):
		return fmt.Errorf("open order gap %v: open order is more than 1 inch apart", t.OpenOrderGap)
	case t.OpenOrderGap.Length > table.Inches.Of(6):
		return fmt.Errorf("open order gap %v: at most 6 inches", t.OpenOrderGap)
	case t.FightingRanks < 1 || t.FightingRanks > 10 || t.MissileRanks < 1 || t.MissileRanks > 10:
		return fmt.Errorf("%d fighting ranks, %d missile ranks: give 1 to 10", t.FightingRanks, t.MissileRanks)
	}
	return nil
}

// Spacing is how far apart a body's figures stand.
type Spacing string

// The spacings: close order is "1 inch or less apart" (Appendix A).
const (
	SpacingClose Spacing = "close"
	SpacingOpen  Spacing = "open"
)

// Body is a unit of many figures drawn up in formation on the measured
// table: Files figures across its front, as many ranks deep as its figures
// fill, all facing one way. herald keeps a body as one rectangular stand
// (Stand) whose width is its frontage and depth its depth, with the
// figures in slots inside it; casualties come off the rear rank, so the
// front stays where it is (docs/rulings.md, "bodies on the table").
//
// A hero, wizard or creature fighting in mass combat is a body of one
// figure that stands for several men (PerFigure, its fighting capability).
type Body struct {
	Name string    `json:"name"`
	Type TroopType `json:"type"`
	// DefendAs is the type it is struck as, when it differs (creatures).
	DefendAs TroopType `json:"defend_as,omitempty"`
	// Men is its strength in men, what Appendix A counts.
	Men int `json:"men"`
	// StartMen is its strength when the battle began (morale).
	StartMen int `json:"start_men"`
	// PerFigure is how many men one figure stands for.
	PerFigure int     `json:"per_figure"`
	Weapon    string  `json:"weapon,omitempty"`
	Swiss     bool    `json:"swiss,omitempty"`
	Pips      int     `json:"pips,omitempty"`
	Files     int     `json:"files"`
	Spacing   Spacing `json:"spacing"`
	// Figure is one figure's base; Gap the space between neighbours.
	Figure table.Base   `json:"figure"`
	Gap    table.Length `json:"gap"`
	// Front is the middle of its front edge; Facing its compass bearing.
	Front  table.Point `json:"front"`
	Facing float64     `json:"facing"`
}

// MaxFiles bounds a body's frontage.
const MaxFiles = 200

// Form checks a body and fills what it leaves out from the rulings: the
// figures' base by troop type, the gap by spacing, one man a figure, its
// starting strength.
func (r *Rules) Form(b Body) (Body, error) {
	if err := r.Mass.checkUnit("body "+b.Name, Unit{Type: b.Type, Men: b.Men}); err != nil {
		return Body{}, err
	}
	if b.DefendAs != "" && !slices.Contains(r.Mass.Types, b.DefendAs) {
		return Body{}, unknown(RefMass, "troop type", string(b.DefendAs), r.Mass.typeNames())
	}
	switch {
	case b.Spacing == "":
		b.Spacing = SpacingClose
	case b.Spacing != SpacingClose && b.Spacing != SpacingOpen:
		return Body{}, errf(RefMass, "body %s: spacing %q is not close or open", b.Name, b.Spacing)
	}
	if b.PerFigure == 0 {
		b.PerFigure = 1
	}
	if b.StartMen == 0 {
		b.StartMen = b.Men
	}
	if b.Files < 1 || b.Files > MaxFiles || b.PerFigure < 1 || b.PerFigure > 100 || b.StartMen < b.Men {
		return Body{}, errf(RefMass, "body %s: %d files, %d men a figure, %d of %d men is not a formation", b.Name, b.Files, b.PerFigure, b.Men, b.StartMen)
	}
	if b.Figure == (table.Base{}) {
		b.Figure = r.Rulings.defaultBase(b.Type, b.PerFigure > 1)
	}
	if err := b.Figure.Check(); err != nil || b.Figure.Corner {
		return Body{}, errf(RefMass, "body %s: figure base %v × %v will not do", b.Name, b.Figure.Width, b.Figure.Depth)
	}
	if b.Gap == 0 {
		b.Gap = r.Rulings.Table.CloseOrderGap.Length
		if b.Spacing == SpacingOpen {
			b.Gap = r.Rulings.Table.OpenOrderGap.Length
		}
	}
	if math.IsNaN(b.Facing) || math.IsInf(b.Facing, 0) || math.IsNaN(float64(b.Front.X)) || math.IsNaN(float64(b.Front.Y)) {
		return Body{}, errf(RefMass, "body %s has no place on the table", b.Name)
	}
	b.Facing = table.NormBearing(b.Facing)
	return b, nil
}

// defaultBase is the rulings' base for a troop type: horse, foot, or a
// creature's for a figure standing for several men.
func (rl *Rulings) defaultBase(t TroopType, big bool) table.Base {
	switch {
	case big:
		return rl.Table.Bases.Creature.Base()
	case rl.mounted(t):
		return rl.Table.Bases.Horse.Base()
	}
	return rl.Table.Bases.Foot.Base()
}

// Figures is how many figures stand on the table.
func (b Body) Figures() int { return (max(b.Men, 0) + b.PerFigure - 1) / b.PerFigure }

// Frontage is the number of files now: fewer than Files when the body has
// fewer figures.
func (b Body) Frontage() int { return max(min(b.Files, b.Figures()), 1) }

// Ranks is how many ranks deep it stands.
func (b Body) Ranks() int { return max((b.Figures()+b.Frontage()-1)/b.Frontage(), 1) }

// lastRank is how many figures stand in the rear rank.
func (b Body) lastRank() int { return b.Figures() - (b.Ranks()-1)*b.Frontage() }

// Width is its frontage in table length.
func (b Body) Width() table.Length {
	n := table.Length(b.Frontage())
	return n*b.Figure.Width + (n-1)*b.Gap
}

// Depth is its depth in table length.
func (b Body) Depth() table.Length {
	n := table.Length(b.Ranks())
	return n*b.Figure.Depth + (n-1)*b.Gap
}

// CloseOrder reports whether it stands in close order.
func (b Body) CloseOrder() bool { return b.Spacing == SpacingClose }

// Stand is the body as one stand on the table.
func (b Body) Stand() table.Stand {
	back := table.Heading(b.Facing).Scale(-float64(b.Depth()) / 2)
	return table.Stand{Centre: b.Front.Add(back), Facing: b.Facing, Base: table.Base{Width: b.Width(), Depth: b.Depth()}}
}

// Unit is the body as Appendix A sees it.
func (b Body) Unit() Unit {
	return Unit{Type: b.Type, DefendAs: b.DefendAs, Men: b.Men, Weapon: b.Weapon, CloseOrder: b.CloseOrder(), Swiss: b.Swiss, Pips: b.Pips}
}

// Destroyed reports whether no man is left.
func (b Body) Destroyed() bool { return b.Men <= 0 }

// TakeLosses removes n men, from the rear rank.
func (b Body) TakeLosses(n int) Body {
	b.Men = max(b.Men-max(n, 0), 0)
	return b
}

// Reform is the body drawn up again on the same front: files across and
// in the spacing given.
func (r *Rules) Reform(b Body, files int, s Spacing) (Body, error) {
	b.Files, b.Spacing, b.Gap = files, s, 0
	return r.Form(b)
}

// slot is a figure's place in a body: its rank (0 the front) and file (0
// the left as the body faces).
type slot struct{ rank, file int }

// occupied reports whether a figure stands in the slot. The rear rank,
// when short, stands in the middle files.
func (b Body) occupied(s slot) bool {
	if s.rank < 0 || s.file < 0 || s.file >= b.Frontage() || s.rank >= b.Ranks() {
		return false
	}
	if s.rank < b.Ranks()-1 {
		return true
	}
	left := (b.Frontage() - b.lastRank()) / 2
	return s.file >= left && s.file < left+b.lastRank()
}

// local is a point in the body's own terms, right of the middle of its
// front and ahead of it, on the table.
func (b Body) local(right, ahead table.Length) table.Point {
	r := table.Heading(b.Facing + 90).Scale(float64(right))
	f := table.Heading(b.Facing).Scale(float64(ahead))
	return b.Front.Add(r).Add(f)
}

// slotCentre is the middle of a slot, in the body's own terms.
func (b Body) slotCentre(s slot) (right, ahead table.Length) {
	right = -b.Width()/2 + b.Figure.Width/2 + table.Length(s.file)*(b.Figure.Width+b.Gap)
	ahead = -b.Figure.Depth/2 - table.Length(s.rank)*(b.Figure.Depth+b.Gap)
	return right, ahead
}

// FigureCentres are the middles of the figures' bases on the table, front
// rank first, left to right.
func (b Body) FigureCentres() []table.Point {
	var out []table.Point
	for rk := range b.Ranks() {
		for f := range b.Frontage() {
			if s := (slot{rk, f}); b.occupied(s) {
				out = append(out, b.local(b.slotCentre(s)))
			}
		}
	}
	return out
}
