package tenths

import (
	"fmt"

	"herald/internal/dice"
)

// HitClass names a hit-location table: a range class and a weapon type,
// "short-stab" … "long-cut".
type HitClass string

// The six tables the text cites.
const (
	ShortStab  HitClass = "short-stab"
	ShortCut   HitClass = "short-cut"
	MediumStab HitClass = "medium-stab"
	MediumCut  HitClass = "medium-cut"
	LongStab   HitClass = "long-stab"
	LongCut    HitClass = "long-cut"
)

// Long is the class as a long weapon of the same type (horseback
// alteration vi).
func (c HitClass) Long() HitClass {
	if c == ShortStab || c == MediumStab || c == LongStab {
		return LongStab
	}
	return LongCut
}

// Location is one hit location, numbered from the top.
type Location struct {
	Number int    `yaml:"number" json:"number"`
	Name   string `yaml:"name" json:"name"`
	Area   Area   `yaml:"area" json:"area"`
	Limb   bool   `yaml:"limb,omitempty" json:"limb,omitempty"`
}

// HitTable gives how many faces of the die fall on each location, top to
// bottom.
type HitTable struct {
	Name  HitClass `yaml:"name"`
	Faces []int    `yaml:"faces"`
}

// HorseHits is the horse's own hit-location table (herald's default: the
// text cannot find it).
type HorseHits struct {
	Locations []Location `yaml:"locations"`
	Faces     []int      `yaml:"faces"`
}

// HitTables is every hit-location table (herald's default, tag
// base:hit-location).
type HitTables struct {
	Die       int        `yaml:"die"`
	Locations []Location `yaml:"locations"`
	Tables    []HitTable `yaml:"tables"`
	Horse     HorseHits  `yaml:"horse"`
}

// Span is the run of location numbers an attack may hit, top to bottom
// (the height rule narrows it).
type Span struct{ Top, Bottom int }

// Table finds a hit-location table.
func (h *HitTables) Table(c HitClass) (*HitTable, error) {
	var names []string
	for i := range h.Tables {
		if h.Tables[i].Name == c {
			return &h.Tables[i], nil
		}
		names = append(names, string(h.Tables[i].Name))
	}
	return nil, unknown(TagHitLocation, "hit-location table", string(c), names)
}

// Full is the span of every location.
func (h *HitTables) Full() Span { return Span{1, len(h.Locations)} }

// HitRoll is a rolled hit location and how it was found.
type HitRoll struct {
	Table    HitClass `json:"table"`
	Roll     int      `json:"roll"`
	Die      int      `json:"die"`
	Location Location `json:"location"`
}

// Roll finds the location a hit lands on. Over the full span it is one
// roll of the table's die; when the span is narrowed the die has as many
// faces as the allowed locations have, so no roll is wasted, and a span
// whose locations have no faces at all is hit evenly.
func (h *HitTables) Roll(c HitClass, span Span, d dice.Source) (HitRoll, error) {
	t, err := h.Table(c)
	if err != nil {
		return HitRoll{}, err
	}
	loc, roll, die, err := rollFaces(h.Locations, t.Faces, span, d, "hit location "+string(c))
	if err != nil {
		return HitRoll{}, err
	}
	return HitRoll{Table: c, Roll: roll, Die: die, Location: loc}, nil
}

// RollHorse finds where a hit on a horse lands.
func (h *HitTables) RollHorse(d dice.Source) HitRoll {
	span := Span{1, len(h.Horse.Locations)}
	loc, roll, die, _ := rollFaces(h.Horse.Locations, h.Horse.Faces, span, d, "hit location horse")
	return HitRoll{Table: "horse", Roll: roll, Die: die, Location: loc}
}

func rollFaces(locs []Location, faces []int, span Span, d dice.Source, purpose string) (Location, int, int, error) {
	if span.Top < 1 || span.Bottom > len(locs) || span.Top > span.Bottom {
		return Location{}, 0, 0, errf(TagHeight, "no location can be hit (locations %d to %d)", span.Top, span.Bottom)
	}
	w := 0
	for n := span.Top; n <= span.Bottom; n++ {
		w += faces[n-1]
	}
	if w == 0 {
		roll := d.Roll(span.Bottom-span.Top+1, purpose)
		return locs[span.Top+roll-2], roll, span.Bottom - span.Top + 1, nil
	}
	roll := d.Roll(w, purpose)
	left := roll
	for n := span.Top; n <= span.Bottom; n++ {
		left -= faces[n-1]
		if left <= 0 {
			return locs[n-1], roll, w, nil
		}
	}
	return locs[span.Bottom-1], roll, w, nil // not reached: the faces sum to w
}

func (h *HitTables) validate(areas []Area) error {
	if h.Die < 2 || h.Die > 100 {
		return fmt.Errorf("die %d", h.Die)
	}
	known := map[Area]bool{}
	for _, a := range areas {
		known[a] = true
	}
	if err := checkLocations(h.Locations, known); err != nil {
		return err
	}
	want := []HitClass{ShortStab, ShortCut, MediumStab, MediumCut, LongStab, LongCut}
	if len(h.Tables) != len(want) {
		return fmt.Errorf("want the six tables %v, have %d", want, len(h.Tables))
	}
	for i, t := range h.Tables {
		if t.Name != want[i] {
			return fmt.Errorf("table %d is %q, want %q", i+1, t.Name, want[i])
		}
		if err := checkFaces(string(t.Name), t.Faces, len(h.Locations), h.Die); err != nil {
			return err
		}
	}
	if err := checkLocations(h.Horse.Locations, known); err != nil {
		return fmt.Errorf("horse: %w", err)
	}
	return checkFaces("horse", h.Horse.Faces, len(h.Horse.Locations), h.Die)
}

func checkLocations(locs []Location, known map[Area]bool) error {
	if len(locs) == 0 {
		return fmt.Errorf("no locations")
	}
	for i, l := range locs {
		if l.Number != i+1 {
			return fmt.Errorf("location %q is numbered %d, want %d (top to bottom)", l.Name, l.Number, i+1)
		}
		if !known[l.Area] {
			return fmt.Errorf("location %s: area %q is not an armour area", l.Name, l.Area)
		}
	}
	return nil
}

func checkFaces(name string, faces []int, n, die int) error {
	if len(faces) != n {
		return fmt.Errorf("table %s gives %d locations, want %d", name, len(faces), n)
	}
	sum := 0
	for i, f := range faces {
		if f < 0 {
			return fmt.Errorf("table %s: location %d has %d faces", name, i+1, f)
		}
		sum += f
	}
	if sum != die {
		return fmt.Errorf("table %s: faces sum to %d, want %d (the die)", name, sum, die)
	}
	return nil
}
