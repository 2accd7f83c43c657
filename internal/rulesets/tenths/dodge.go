package tenths

import (
	"fmt"
	"math"

	"herald/internal/dice"
	"herald/internal/hex"
)

// Diagram is one dodge diagram: a direction, relative to the line of the
// attack, for each face of the die.
type Diagram struct {
	Name  string      `yaml:"name"`
	Faces map[int]Rel `yaml:"faces"`
}

// DodgeRules are the dodge diagrams and the other numbered diagrams the
// text cites (dodge.yaml; herald's defaults, tag base:dodge).
type DodgeRules struct {
	Die            int       `yaml:"die"`
	Diagrams       []Diagram `yaml:"diagrams"`
	DefaultDiagram string    `yaml:"default_diagram"`
	DroppedWeapon  struct {
		Faces map[int]Rel `yaml:"faces"`
	} `yaml:"dropped_weapon"`
	HorseHexes []HorseHex `yaml:"horse_hexes"`
	MountFrom  []int      `yaml:"mount_from"`
}

// HorseHex is one numbered hex around a horse.
type HorseHex struct {
	Number int  `yaml:"number"`
	Path   Path `yaml:"path"`
}

// Diagram finds a dodge diagram by name ("" is the default one).
func (d *DodgeRules) Diagram(name string) (*Diagram, error) {
	if name == "" {
		name = d.DefaultDiagram
	}
	var names []string
	for i := range d.Diagrams {
		if d.Diagrams[i].Name == name {
			return &d.Diagrams[i], nil
		}
		names = append(names, d.Diagrams[i].Name)
	}
	return nil, unknown(TagDodge, "dodge diagram", name, names)
}

// AttackLine is the direction an attack travels, from the attacker's hex
// to the defender's: the hexside between them when they are adjacent,
// otherwise the hexside nearest the line between their centres (ties go
// to the first direction clockwise from N).
func AttackLine(from, to hex.Hex) hex.Direction {
	if d, ok := hex.DirectionTo(from, to); ok {
		return d
	}
	fx, fy := hex.Center(from)
	tx, ty := hex.Center(to)
	vx, vy := tx-fx, ty-fy
	best, bestDot := hex.N, math.Inf(-1)
	for d := hex.N; d <= hex.NW; d++ {
		nx, ny := hex.Center(from.Neighbor(d))
		dot := (nx-fx)*vx + (ny-fy)*vy
		if dot > bestDot+1e-9 {
			best, bestDot = d, dot
		}
	}
	return best
}

// DodgeRoll is a dodge diagram's answer.
type DodgeRoll struct {
	Diagram   string        `json:"diagram"`
	Roll      int           `json:"roll"`
	Rel       Rel           `json:"rel"`
	Direction hex.Direction `json:"direction"`
	To        hex.Hex       `json:"to"`
}

// Roll rolls a dodge diagram for a man at hex at, struck along line: the
// hex he moves to (or falls towards).
func (d *DodgeRules) Roll(diagram string, at hex.Hex, line hex.Direction, src dice.Source, purpose string) (DodgeRoll, error) {
	g, err := d.Diagram(diagram)
	if err != nil {
		return DodgeRoll{}, err
	}
	roll := src.Roll(d.Die, purpose)
	rel := g.Faces[roll]
	dir := rel.Of(line)
	return DodgeRoll{Diagram: g.Name, Roll: roll, Rel: rel, Direction: dir, To: at.Neighbor(dir)}, nil
}

// RandomAdjacent is a d6 for a random adjacent hex (text, grappling: "a d6
// to give a random adjacent hex"), 1 = N clockwise to 6 = NW.
func RandomAdjacent(at hex.Hex, src dice.Source, purpose string) (hex.Hex, int) {
	roll := src.Roll(6, purpose)
	return at.Neighbor(hex.Direction(roll - 1)), roll
}

// DropWeapon is where a disarmed man's weapon lands: a d10 on the
// dropped weapon diagram, relative to his facing.
func (d *DodgeRules) DropWeapon(at hex.Hex, facing hex.Direction, src dice.Source) (hex.Hex, int) {
	roll := src.Roll(10, "dropped weapon")
	rel := d.DroppedWeapon.Faces[roll]
	if rel == Here {
		return at, roll
	}
	return at.Neighbor(rel.Of(facing)), roll
}

// HorseHexAt is the numbered hex around a horse.
func (d *DodgeRules) HorseHexAt(h hex.Pair, n int) (hex.Hex, bool) {
	for _, x := range d.HorseHexes {
		if x.Number == n {
			return x.Path.FromHorse(h), true
		}
	}
	return hex.Hex{}, false
}

func (d *DodgeRules) validate() error {
	if d.Die != 10 {
		return fmt.Errorf("die %d: the diagrams are rolled on a d10", d.Die)
	}
	if len(d.Diagrams) == 0 {
		return fmt.Errorf("no dodge diagrams")
	}
	for _, g := range d.Diagrams {
		if err := checkDiagramFaces("diagram "+g.Name, g.Faces, d.Die, false); err != nil {
			return err
		}
		for f, r := range g.Faces {
			if r == B {
				return fmt.Errorf("diagram %s: face %d dodges back into the attacker (B)", g.Name, f)
			}
		}
	}
	if _, err := d.Diagram(d.DefaultDiagram); err != nil {
		return fmt.Errorf("default_diagram: %w", err)
	}
	if err := checkDiagramFaces("dropped_weapon", d.DroppedWeapon.Faces, 10, true); err != nil {
		return err
	}
	if len(d.HorseHexes) != 6 {
		return fmt.Errorf("horse_hexes: want the six numbered hexes, have %d", len(d.HorseHexes))
	}
	seen := map[hex.Hex]bool{}
	horse := hex.Pair{Head: hex.Hex{Col: 10, Row: 10}, Rear: hex.Hex{Col: 10, Row: 11}}
	for i, x := range d.HorseHexes {
		if x.Number != i+1 || x.Path.Anchor == "" {
			return fmt.Errorf("horse_hexes: entry %d must be number %d with a path from H or R", i+1, i+1)
		}
		h := x.Path.FromHorse(horse)
		if horse.Has(h) || seen[h] || !(hex.Adjacent(h, horse.Head) || hex.Adjacent(h, horse.Rear)) {
			return fmt.Errorf("horse_hexes: hex %d (%s) must be a distinct hex beside the horse", x.Number, x.Path)
		}
		seen[h] = true
	}
	for _, n := range d.MountFrom {
		if n < 1 || n > 6 {
			return fmt.Errorf("mount_from: %d is not one of the six hexes", n)
		}
	}
	return nil
}

func checkDiagramFaces(what string, faces map[int]Rel, die int, here bool) error {
	if len(faces) != die {
		return fmt.Errorf("%s: want a direction for each of the %d faces, have %d", what, die, len(faces))
	}
	for f := 1; f <= die; f++ {
		r, ok := faces[f]
		if !ok {
			return fmt.Errorf("%s: face %d has no direction", what, f)
		}
		if r == Here && !here {
			return fmt.Errorf("%s: face %d: 'here' is not a dodge", what, f)
		}
	}
	return nil
}
