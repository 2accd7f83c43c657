package chainmail

import (
	"fmt"
	"slices"

	"herald/internal/table"
)

// TerrainRuling is what the measured table's terrain does in Chainmail;
// the appendices cite terrain but give none. An inch inside an area costs
// Foot or Horse inches of move; crossing a line or an opening costs that
// many inches; "impassable" refuses the move.
type TerrainRuling struct {
	Areas    []AreaTerrain    `yaml:"areas" json:"areas"`
	Building AreaTerrain      `yaml:"building" json:"building"`
	Lines    []LineTerrain    `yaml:"lines" json:"lines"`
	Openings []OpeningTerrain `yaml:"openings" json:"openings"`
	// CoverReach: a line gives a target cover when the line of fire
	// crosses it this near the target. MaxCover caps the cover.
	CoverReach Inches `yaml:"cover_reach" json:"cover_reach"`
	MaxCover   int    `yaml:"max_cover" json:"max_cover"`
}

// AreaTerrain is one kind of area (water by depth).
type AreaTerrain struct {
	Kind  table.AreaKind `yaml:"kind" json:"kind"`
	Depth table.Depth    `yaml:"depth,omitempty" json:"depth,omitempty"`
	Foot  Cost           `yaml:"foot" json:"foot"`
	Horse Cost           `yaml:"horse" json:"horse"`
	// Climb multiplies the climbing part of a move on a slope.
	Climb Ratio `yaml:"climb,omitempty" json:"climb,omitempty"`
	// CloseOrder: a body keeps close order inside.
	CloseOrder bool `yaml:"close_order" json:"close_order"`
	// Cover subtracts from the dice of missiles at a target inside.
	Cover int `yaml:"cover" json:"cover"`
	// Sight: a line of sight sees this far through it; 0 sees through.
	Sight Inches `yaml:"sight,omitempty" json:"sight,omitempty"`
	// Blind: no line of sight enters it (a building).
	Blind bool `yaml:"blind,omitempty" json:"blind,omitempty"`
}

// LineTerrain is one kind of line: what crossing it costs, the cover it
// gives a target close behind it, whether it blocks sight, and for stakes
// the cost from their front.
type LineTerrain struct {
	Kind        table.LineKind `yaml:"kind" json:"kind"`
	Foot        Cost           `yaml:"foot" json:"foot"`
	Horse       Cost           `yaml:"horse" json:"horse"`
	HorseFront  *Cost          `yaml:"horse_front,omitempty" json:"horse_front,omitempty"`
	Cover       int            `yaml:"cover" json:"cover"`
	BlocksSight bool           `yaml:"blocks_sight,omitempty" json:"blocks_sight,omitempty"`
}

// OpeningTerrain is what passing through an opening costs. A shut door
// or gate cannot be passed.
type OpeningTerrain struct {
	Kind  table.OpeningKind `yaml:"kind" json:"kind"`
	Foot  Cost              `yaml:"foot" json:"foot"`
	Horse Cost              `yaml:"horse" json:"horse"`
}

func (t *TerrainRuling) validate() error {
	for _, k := range table.AreaKinds {
		if k != table.Water && t.area(k, "") == nil {
			return fmt.Errorf("no terrain for %s", k)
		}
	}
	for _, d := range []table.Depth{table.Shallow, table.Deep} {
		if t.area(table.Water, d) == nil {
			return fmt.Errorf("no terrain for %s water", d)
		}
	}
	for _, k := range table.LineKinds {
		if t.line(k) == nil {
			return fmt.Errorf("no terrain for %s", k)
		}
	}
	for _, k := range table.OpeningKinds {
		if t.opening(k) == nil {
			return fmt.Errorf("no terrain for a %s", k)
		}
	}
	all := append(slices.Clone(t.Areas), t.Building)
	for _, a := range all {
		if a.Foot.Num == 0 && !a.Foot.Impassable || a.Horse.Num == 0 && !a.Horse.Impassable || a.Cover < 0 || a.Cover > t.MaxCover {
			return fmt.Errorf("%s: an inch inside must cost something and cover be 0-%d", a.Kind, t.MaxCover)
		}
	}
	if t.MaxCover < 0 || t.MaxCover > 6 {
		return fmt.Errorf("max cover %d: give 0 to 6", t.MaxCover)
	}
	return nil
}

func (t *TerrainRuling) area(k table.AreaKind, d table.Depth) *AreaTerrain {
	for i := range t.Areas {
		if a := &t.Areas[i]; a.Kind == k && (k != table.Water || a.Depth == d) {
			return a
		}
	}
	return nil
}

func (t *TerrainRuling) line(k table.LineKind) *LineTerrain {
	for i := range t.Lines {
		if t.Lines[i].Kind == k {
			return &t.Lines[i]
		}
	}
	return nil
}

func (t *TerrainRuling) opening(k table.OpeningKind) *OpeningTerrain {
	for i := range t.Openings {
		if t.Openings[i].Kind == k {
			return &t.Openings[i]
		}
	}
	return nil
}

// inside is the terrain of an area or building of the table.
func (t *TerrainRuling) inside(tb *table.Table, ref table.Ref) *AreaTerrain {
	if ref.Feature == table.BuildingFeature {
		return &t.Building
	}
	a := tb.Areas[ref.Index]
	return t.area(a.Kind, a.Depth)
}

// Going is what a straight move across the table costs.
type Going struct {
	Length table.Length `json:"length"` // measured
	Cost   table.Length `json:"cost"`   // of the figure's move
	// CloseOrder: a body may keep close order all the way.
	CloseOrder bool     `json:"close_order"`
	Notes      []string `json:"notes,omitempty"`
}

func pick(c Cost, c2 Cost, mounted bool) Cost {
	if mounted {
		return c2
	}
	return c
}

// GoingOf is the cost of a straight move from a to b, for a man on foot or
// mounted: each stretch at the dearest rate of the areas it is in (a road
// is a road, whatever it runs through), the climbing part of it on a slope
// at the slope's rate, and each line or opening it passes through. A move
// through impassable terrain is refused.
func (r *Rules) GoingOf(tb *table.Table, a, b table.Point, mounted bool) (Going, error) {
	t := &r.Rulings.Terrain
	rt := tb.Route(a, b)
	g := Going{Length: rt.Length, CloseOrder: true}
	for _, s := range rt.Stretches {
		rate, road := Whole(1), false
		for _, ref := range s.In {
			at := t.inside(tb, ref)
			c := pick(at.Foot, at.Horse, mounted)
			if c.Impassable {
				return Going{}, errf(RefBattle, "%s is impassable (herald's %s)", at.Kind, RulingTerrain)
			}
			g.CloseOrder = g.CloseOrder && at.CloseOrder
			road = road || at.Kind == table.Road
			if c.Num*rate.Den > rate.Num*c.Den {
				rate = c.Ratio
			}
		}
		if road {
			rate = t.area(table.Road, "").Foot.Ratio
		}
		g.Cost += rate.Of(s.To - s.From)
	}
	for _, p := range rt.Passes {
		if p.Ref.Feature != table.AreaFeature || tb.Areas[p.Ref.Index].Kind != table.Slope {
			continue
		}
		if rise := tb.Rise(rt, p.Ref.Index); rise > 0 {
			climb := t.area(table.Slope, "").Climb
			g.Cost += Ratio{max(climb.Num-climb.Den, 0), climb.Den}.Of(rise)
			g.Notes = append(g.Notes, fmt.Sprintf("climbs %v", Inches{rise}))
		}
	}
	for _, m := range rt.Meets {
		if !m.Through {
			continue
		}
		ot, what := r.crossing(tb, m)
		c := pick(ot.Foot, ot.Horse, mounted)
		if c.Impassable {
			return Going{}, errf(RefBattle, "%s cannot be crossed %s (herald's %s)", what, map[bool]string{true: "mounted", false: "on foot"}[mounted], RulingTerrain)
		}
		g.Cost += c.Of(table.Inch)
		if c.Num > 0 {
			g.Notes = append(g.Notes, fmt.Sprintf("crosses %s (%v)", what, Inches{c.Of(table.Inch)}))
		}
	}
	return g, nil
}

// crossing is what passing a line or wall where the route meets it costs.
func (r *Rules) crossing(tb *table.Table, m table.Meet) (OpeningTerrain, string) {
	t := &r.Rulings.Terrain
	var os []table.Opening
	var kind table.LineKind
	what := "a building's wall"
	if m.Ref.Feature == table.LineFeature {
		l := tb.Lines[m.Ref.Index]
		os, kind, what = l.Openings, l.Kind, string(l.Kind)
	} else {
		os = tb.Buildings[m.Ref.Index].Openings
	}
	if m.Opening >= 0 {
		o := os[m.Opening]
		if o.Closed {
			return OpeningTerrain{Foot: Cost{Impassable: true}, Horse: Cost{Impassable: true}}, "a shut " + string(o.Kind)
		}
		return *t.opening(o.Kind), "a " + string(o.Kind)
	}
	if m.Ref.Feature == table.BuildingFeature {
		return OpeningTerrain{Foot: Cost{Impassable: true}, Horse: Cost{Impassable: true}}, what
	}
	lt := t.line(kind)
	c := OpeningTerrain{Foot: lt.Foot, Horse: lt.Horse}
	if lt.HorseFront != nil && m.Ref.Feature == table.LineFeature && m.Side == tb.Lines[m.Ref.Index].Front {
		c.Horse = *lt.HorseFront
		what = "stakes from their points"
	}
	return c, what
}

// CoverOf is the cover a target has from a shooter: the cover of the
// areas and buildings its middle is in, and of the lines the line of fire
// crosses within the rulings' reach of its base; the best of them, capped.
func (r *Rules) CoverOf(tb *table.Table, from table.Point, target table.Stand) (int, []string) {
	t := &r.Rulings.Terrain
	rt := tb.Route(from, target.Centre)
	best, why := 0, ""
	if n := len(rt.Stretches); n > 0 {
		for _, ref := range rt.Stretches[n-1].In {
			if at := t.inside(tb, ref); at.Cover > best {
				best, why = at.Cover, "in "+string(at.Kind)
			}
		}
	}
	for _, m := range rt.Meets {
		if !m.Through || m.Opening >= 0 {
			continue
		}
		p := from.Add(target.Centre.Sub(from).Scale(float64(m.At / rt.Length)))
		if table.DistanceToPoint(target, p) > t.CoverReach.Length+table.Epsilon {
			continue
		}
		kind := table.Wall
		if m.Ref.Feature == table.LineFeature {
			kind = tb.Lines[m.Ref.Index].Kind
		}
		if c := t.line(kind).Cover; c > best {
			best, why = c, "behind "+string(kind)
		}
	}
	best = min(best, t.MaxCover)
	if best == 0 {
		return 0, nil
	}
	return best, []string{fmt.Sprintf("cover %d: %s", best, why)}
}

// SightRule is herald's line of sight on the table: buildings blind, lines
// that block sight block it unless it passes an opening, and an area with a
// sight distance is seen into no farther than that.
func (r *Rules) SightRule(tb *table.Table) table.SightRule {
	t := &r.Rulings.Terrain
	return table.SightRule{
		Pass: func(p table.Pass) bool {
			at := t.inside(tb, p.Ref)
			return at.Blind || at.Sight.Length > 0 && p.Inside > at.Sight.Length+table.Epsilon
		},
		Meet: func(m table.Meet) bool {
			if m.Opening >= 0 {
				return false
			}
			if m.Ref.Feature == table.BuildingFeature {
				return true
			}
			return t.line(tb.Lines[m.Ref.Index].Kind).BlocksSight
		},
	}
}
