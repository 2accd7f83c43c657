package tenths

import (
	"fmt"
	"strings"

	"herald/internal/hex"
)

// Rel is a direction relative to a facing, or to the line of an attack:
// F straight on, FR and FL the front corners, BR and BL the rear corners,
// B straight back. Here (only in the dropped-weapon diagram) is no step.
type Rel int

// The relative directions, as sixths of a turn clockwise from F.
const (
	F    Rel = 0
	FR   Rel = 1
	BR   Rel = 2
	B    Rel = 3
	BL   Rel = -2
	FL   Rel = -1
	Here Rel = 9
)

var relNames = map[string]Rel{"F": F, "FR": FR, "BR": BR, "B": B, "BL": BL, "FL": FL, "here": Here}

func (r Rel) String() string {
	for n, v := range relNames {
		if v == r {
			return n
		}
	}
	return fmt.Sprintf("Rel(%d)", int(r))
}

// ParseRel reads F, FR, BR, B, BL, FL or here.
func ParseRel(s string) (Rel, error) {
	if r, ok := relNames[s]; ok {
		return r, nil
	}
	return 0, fmt.Errorf("direction %q: give F, FR, BR, B, BL, FL or here", s)
}

// UnmarshalText reads a relative direction from YAML.
func (r *Rel) UnmarshalText(b []byte) error {
	v, err := ParseRel(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// MarshalText prints the relative direction.
func (r Rel) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// Of is the absolute direction r makes with facing.
func (r Rel) Of(facing hex.Direction) hex.Direction { return facing.Turn(int(r)) }

// Reflect mirrors r through the line of the facing (left for right).
func (r Rel) Reflect() Rel {
	if r == Here || r == F || r == B {
		return r
	}
	return -r
}

// Path is a hex named by steps from a combatant's hex, each relative to his
// facing, "F FR"; a horse's paths start at its head (H) or rear (R) hex.
type Path struct {
	Anchor string // "", "H" or "R"
	Steps  []Rel
}

// ParsePath reads "F", "F FL", "H BR" or "R B".
func ParsePath(s string) (Path, error) {
	f := strings.Fields(s)
	var p Path
	if len(f) > 0 && (f[0] == "H" || f[0] == "R") {
		p.Anchor, f = f[0], f[1:]
	}
	if len(f) > 4 {
		return Path{}, fmt.Errorf("path %q: at most four steps", s)
	}
	for _, w := range f {
		r, err := ParseRel(w)
		if err != nil || r == Here {
			return Path{}, fmt.Errorf("path %q: step %q: give F, FR, BR, B, BL or FL", s, w)
		}
		p.Steps = append(p.Steps, r)
	}
	if p.Anchor == "" && len(p.Steps) == 0 {
		return Path{}, fmt.Errorf("empty path")
	}
	return p, nil
}

func (p Path) String() string {
	var w []string
	if p.Anchor != "" {
		w = append(w, p.Anchor)
	}
	for _, s := range p.Steps {
		w = append(w, s.String())
	}
	return strings.Join(w, " ")
}

// UnmarshalText reads a path from YAML.
func (p *Path) UnmarshalText(b []byte) error {
	v, err := ParsePath(string(b))
	if err != nil {
		return err
	}
	*p = v
	return nil
}

// MarshalText prints the path.
func (p Path) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// From walks the path from a hex with a facing.
func (p Path) From(at hex.Hex, facing hex.Direction) hex.Hex {
	for _, s := range p.Steps {
		at = at.Neighbor(s.Of(facing))
	}
	return at
}

// FromHorse walks the path from a horse's head or rear hex, relative to
// the way the horse faces.
func (p Path) FromHorse(h hex.Pair) hex.Hex {
	at := h.Head
	if p.Anchor == "R" {
		at = h.Rear
	}
	return p.From(at, h.Facing())
}

// Reflect mirrors the path through the line of the facing.
func (p Path) Reflect() Path {
	q := Path{Anchor: p.Anchor, Steps: make([]Rel, len(p.Steps))}
	for i, s := range p.Steps {
		q.Steps[i] = s.Reflect()
	}
	return q
}

// Facings a rider may take on his horse (text, riding positions).
const (
	FaceForward = "forward"
	FaceRight   = "right"
	FaceLeft    = "left"
)

// ReachRules are the in-range and covered hexes (reach.yaml; herald's
// defaults for diagrams the text cites but does not give).
type ReachRules struct {
	InRange   map[Range][]Path            `yaml:"in_range"`
	Covered   CoveredHexes                `yaml:"covered"`
	Horseback map[Range]map[string][]Path `yaml:"horseback"`
	Polearm   PolearmHexes                `yaml:"polearm"`
	Lance     []Path                      `yaml:"lance"`
	HorseHit  []Path                      `yaml:"horse_attack"`
}

// CoveredHexes are the hexes a weapon or a shield parries into.
type CoveredHexes struct {
	Weapon []Path `yaml:"weapon"`
	Shield []Path `yaml:"shield"`
}

// PolearmHexes are a polearm's blocked and in-range hexes in the forward
// position.
type PolearmHexes struct {
	Blocked []Path `yaml:"blocked"`
	InRange []Path `yaml:"in_range"`
}

func hexesFrom(paths []Path, at hex.Hex, facing hex.Direction) []hex.Hex {
	out := make([]hex.Hex, len(paths))
	for i, p := range paths {
		out[i] = p.From(at, facing)
	}
	return out
}

// InRangeHexes are the hexes a man on foot can attack with a weapon of
// range class rc (tag base:reach); a special weapon has its own rules.
func (r *ReachRules) InRangeHexes(rc Range, at hex.Hex, facing hex.Direction) ([]hex.Hex, error) {
	paths, ok := r.InRange[rc]
	if !ok {
		return nil, errf(TagReach, "a %s weapon has its own in-range hexes", rc)
	}
	return hexesFrom(paths, at, facing), nil
}

// CoveredHexes are the hexes a man parries into, with the shield's when he
// carries one.
func (r *ReachRules) CoveredHexes(at hex.Hex, facing hex.Direction, shield bool) []hex.Hex {
	out := hexesFrom(r.Covered.Weapon, at, facing)
	if shield {
		for _, h := range hexesFrom(r.Covered.Shield, at, facing) {
			if !containsHex(out, h) {
				out = append(out, h)
			}
		}
	}
	return out
}

// ShieldCovers reports whether an attack from hex from is into the
// shield's covered hexes.
func (r *ReachRules) ShieldCovers(at hex.Hex, facing hex.Direction, from hex.Hex) bool {
	return containsHex(hexesFrom(r.Covered.Shield, at, facing), from)
}

func containsHex(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

func (r *ReachRules) validate() error {
	for _, rc := range []Range{Short, Medium, Long} {
		if len(r.InRange[rc]) == 0 {
			return fmt.Errorf("in_range: no hexes for %s weapons", rc)
		}
		for _, face := range []string{FaceForward, FaceRight, FaceLeft} {
			if len(r.Horseback[rc][face]) == 0 {
				return fmt.Errorf("horseback: no hexes for a %s weapon facing %s", rc, face)
			}
			for _, p := range r.Horseback[rc][face] {
				if p.Anchor == "" {
					return fmt.Errorf("horseback %s %s: path %q must start at H or R", rc, face, p)
				}
			}
		}
	}
	if len(r.Covered.Weapon) == 0 || len(r.Covered.Shield) == 0 {
		return fmt.Errorf("covered: weapon and shield hexes are needed")
	}
	if len(r.Polearm.Blocked) == 0 || len(r.Polearm.InRange) == 0 {
		return fmt.Errorf("polearm: blocked and in-range hexes are needed")
	}
	for _, set := range [][]Path{r.Lance, r.HorseHit} {
		if len(set) == 0 {
			return fmt.Errorf("lance and horse_attack hexes are needed")
		}
		for _, p := range set {
			if p.Anchor == "" {
				return fmt.Errorf("lance and horse_attack paths start at H or R, not %q", p)
			}
		}
	}
	return nil
}
