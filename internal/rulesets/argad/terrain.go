package argad

import (
	"fmt"
	"slices"
)

// Going is how hard ground is to cross.
type Going string

// The goings of the sheet; easy is every ground the terrain table does not
// list ("moving on easy terrain").
const (
	Easy          Going = "easy"
	Difficult     Going = "difficult"
	VeryDifficult Going = "very-difficult"
)

// ParseGoing reads a going.
func ParseGoing(s string) (Going, error) {
	return parseName(s, []Going{Easy, Difficult, VeryDifficult}, "terrain.difficult", "going")
}

// GoingRow says what a going does to a move: halve it first or not.
type GoingRow struct {
	Going Going  `yaml:"going" json:"going"`
	Halve bool   `yaml:"halve" json:"halve"`
	Tag   string `yaml:"tag" json:"tag"`
}

// BlockedRow says how many sixes among the slowing dice block a mover for
// the whole game turn.
type BlockedRow struct {
	Mounted bool   `yaml:"mounted" json:"mounted"`
	Going   Going  `yaml:"going" json:"going"`
	Sixes   int    `yaml:"sixes" json:"sixes"`
	Tag     string `yaml:"tag" json:"tag"`
}

// TerrainCell is one cell of the terrain table: the going of a terrain for
// one column. RStar is the sheet's unexplained "R*" mark (Rulings.RStar).
type TerrainCell struct {
	Column Column `yaml:"column" json:"column"`
	Going  Going  `yaml:"going" json:"going"`
	RStar  bool   `yaml:"r_star,omitempty" json:"r_star,omitempty"`
	Merged string `yaml:"merged,omitempty" json:"merged,omitempty"`
	Tag    string `yaml:"tag" json:"tag"`
}

// CoverRef names the shooting cover a terrain gives a man in or behind it.
type CoverRef struct {
	Cover string `yaml:"cover" json:"cover"`
	Tag   string `yaml:"tag" json:"tag"`
}

// Unseen is when a man in or behind a terrain cannot be shot at at all:
// "hidden" (crouched immobile, doing nothing), "crouched" (behind it, still
// or moving crouched), "deep" (more than BeyondCM of it between).
type Unseen struct {
	When     string  `yaml:"when" json:"when"`
	BeyondCM float64 `yaml:"beyond_cm,omitempty" json:"beyond_cm,omitempty"`
	Tag      string  `yaml:"tag" json:"tag"`
}

// CrouchedMove is a move crouched behind cover: CM plus Dice dice.
type CrouchedMove struct {
	CM   int    `yaml:"cm" json:"cm"`
	Dice int    `yaml:"dice" json:"dice"`
	Tag  string `yaml:"tag" json:"tag"`
}

// Protection is the terrain table's two shooting columns for a terrain.
type Protection struct {
	Cover        *CoverRef     `yaml:"cover,omitempty" json:"cover,omitempty"`
	Unseen       *Unseen       `yaml:"unseen,omitempty" json:"unseen,omitempty"`
	CrouchedMove *CrouchedMove `yaml:"crouched_move,omitempty" json:"crouched_move,omitempty"`
	None         *Tagged       `yaml:"none,omitempty" json:"none,omitempty"` // "—": none at all
}

// Terrain is one row of the terrain table. An area (woods) is crossed by
// moving in it, a line (stakes, a bank) by moving over it; Front marks a
// line that faces one way. GoingAs borrows another row's cells. Ruling
// explains a row or a borrowing that is herald's and not the sheet's.
type Terrain struct {
	Name       string        `yaml:"name" json:"name"`
	Sheet      string        `yaml:"sheet" json:"sheet"`
	Also       []string      `yaml:"also,omitempty" json:"also,omitempty"`
	Line       bool          `yaml:"line,omitempty" json:"line,omitempty"`
	Front      bool          `yaml:"front,omitempty" json:"front,omitempty"`
	GoingAs    string        `yaml:"going_as,omitempty" json:"going_as,omitempty"`
	Ruling     string        `yaml:"ruling,omitempty" json:"ruling,omitempty"`
	Cells      []TerrainCell `yaml:"cells,omitempty" json:"cells,omitempty"`
	Protection Protection    `yaml:"protection,omitempty" json:"protection,omitempty"`
}

// TerrainRules is the terrain table and the slowing-dice rules.
type TerrainRules struct {
	Going   []GoingRow   `yaml:"going"`
	Blocked []BlockedRow `yaml:"blocked"`
	Terrain []Terrain    `yaml:"terrain"`

	all    []Terrain           // the sheet's rows then herald's, after validate
	byName map[string]*Terrain // names and Also, after validate
}

func (t *TerrainRules) validate(cover *CoverRules, extra []Terrain) error {
	if err := t.validateGoing(); err != nil {
		return err
	}
	all := append(slices.Clone(t.Terrain), extra...)
	t.all = all
	t.byName = map[string]*Terrain{}
	for i := range all {
		tr := &all[i]
		for _, n := range append([]string{tr.Name}, tr.Also...) {
			if n == "" || t.byName[n] != nil {
				return fmt.Errorf("terrain: name %q empty or given twice", n)
			}
			t.byName[n] = tr
		}
	}
	crouched := 0
	for i := range all {
		if err := t.validateTerrain(&all[i], cover); err != nil {
			return fmt.Errorf("terrain %s: %w", all[i].Name, err)
		}
		if all[i].Protection.CrouchedMove != nil {
			crouched++
		}
		if u := all[i].Protection.Unseen; u != nil && u.When == "deep" && u.BeyondCM != cover.forest().WithinCM {
			return fmt.Errorf("terrain %s: %s: unseen beyond %g cm, but the forest cover row ends at %g cm", all[i].Name, u.Tag, u.BeyondCM, cover.forest().WithinCM)
		}
	}
	if crouched != 1 {
		return fmt.Errorf("terrain: %d rows give a crouched move, want one", crouched)
	}
	return nil
}

func (t *TerrainRules) validateGoing() error {
	for _, g := range []Going{Difficult, VeryDifficult} {
		n := 0
		for _, row := range t.Going {
			if row.Going == g {
				n++
			}
		}
		if n != 1 {
			return fmt.Errorf("terrain: going %s given %d times, want once", g, n)
		}
		for _, mounted := range []bool{false, true} {
			n := 0
			for _, b := range t.Blocked {
				if b.Going == g && b.Mounted == mounted {
					n++
					if b.Sixes < 1 || b.Sixes > 3 {
						return fmt.Errorf("terrain: %s: %d sixes cannot block", b.Tag, b.Sixes)
					}
				}
			}
			if n != 1 {
				return fmt.Errorf("terrain: blocking rule for mounted=%v in %s given %d times, want once", mounted, g, n)
			}
		}
	}
	if len(t.Going) != 2 {
		return fmt.Errorf("terrain: %d going rows, want difficult and very-difficult", len(t.Going))
	}
	return nil
}

func (t *TerrainRules) validateTerrain(tr *Terrain, cover *CoverRules) error {
	if tr.GoingAs != "" {
		if len(tr.Cells) > 0 {
			return fmt.Errorf("has cells and borrows %s's", tr.GoingAs)
		}
		other := t.byName[tr.GoingAs]
		if other == nil || other.GoingAs != "" {
			return fmt.Errorf("going_as %q is not a terrain with cells of its own", tr.GoingAs)
		}
		if tr.Ruling == "" {
			return fmt.Errorf("borrows %s's going without a ruling saying why", tr.GoingAs)
		}
	} else if len(tr.Cells) != len(Columns) {
		return fmt.Errorf("%d cells, want %d (foot, cavalry, cavalry5)", len(tr.Cells), len(Columns))
	}
	for i, c := range tr.Cells {
		if !wellFormed(c.Tag) {
			return fmt.Errorf("cell %d: tag %q is not section.row[.column]", i+1, c.Tag)
		}
		if c.Column != Columns[i] {
			return fmt.Errorf("cell %d is column %q, want %q", i+1, c.Column, Columns[i])
		}
		if c.Going != Difficult && c.Going != VeryDifficult {
			return fmt.Errorf("%s: going %q is not difficult or very-difficult", c.Tag, c.Going)
		}
	}
	p := tr.Protection
	if p.Cover != nil && cover.row(p.Cover.Cover) == nil {
		return fmt.Errorf("%s: cover %q is not a row of the shooting cover table", p.Cover.Tag, p.Cover.Cover)
	}
	if u := p.Unseen; u != nil {
		switch {
		case u.When == "deep" && u.BeyondCM > 0:
		case (u.When == "hidden" || u.When == "crouched") && u.BeyondCM == 0:
		default:
			return fmt.Errorf("%s: unseen when %q (beyond %g cm) is not hidden, crouched or deep beyond some cm", u.Tag, u.When, u.BeyondCM)
		}
	}
	if c := p.CrouchedMove; c != nil && (c.CM < 0 || c.CM > maxMoveCM || c.Dice < 1 || c.Dice > 3) {
		return fmt.Errorf("%s: crouched move %d cm + %d dice", c.Tag, c.CM, c.Dice)
	}
	if p.None != nil && (p.Cover != nil || p.Unseen != nil) {
		return fmt.Errorf("%s: protection none and some at once", p.None.Tag)
	}
	return nil
}

// TerrainNamed finds a terrain by name (bushes, high-crops, woods, forest,
// hard-slope, earth-bank, stakes, and herald's additions).
func (r *Rules) TerrainNamed(name string) (*Terrain, error) {
	if tr := r.Terrain.byName[name]; tr != nil {
		return tr, nil
	}
	var names []string
	for n := range r.Terrain.byName {
		names = append(names, n)
	}
	return nil, unknown("terrain.difficult", "terrain", name, names)
}

// GoingIn is the terrain table's cell for a figure crossing the terrain.
// Under the R* ruling "impassable", a mounted figure may not cross a cell
// marked R*.
func (r *Rules) GoingIn(name string, m Mover) (TerrainCell, error) {
	tr, err := r.TerrainNamed(name)
	if err != nil {
		return TerrainCell{}, err
	}
	if tr.GoingAs != "" {
		tr = r.Terrain.byName[tr.GoingAs]
	}
	col := ColumnOf(m.Troop, m.Armour)
	for _, c := range tr.Cells {
		if c.Column != col {
			continue
		}
		if c.RStar && r.Rulings.RStar == RStarImpassable {
			return c, errf(c.Tag, "%s (R*) cannot be crossed by %s under this scenario's ruling", tr.Sheet, m.Troop)
		}
		return c, nil
	}
	return TerrainCell{}, fmt.Errorf("argad: terrain %s has no %s column", name, col) // validate forbids it
}

// goingRow is the slowing rule of a going; nil for easy going.
func (t *TerrainRules) goingRow(g Going) *GoingRow {
	for i := range t.Going {
		if t.Going[i].Going == g {
			return &t.Going[i]
		}
	}
	return nil
}

// blocked is the blocking rule for a mover in a going.
func (t *TerrainRules) blocked(mounted bool, g Going) *BlockedRow {
	for i := range t.Blocked {
		if t.Blocked[i].Going == g && t.Blocked[i].Mounted == mounted {
			return &t.Blocked[i]
		}
	}
	return nil
}
