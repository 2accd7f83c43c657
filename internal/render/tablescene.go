package render

import (
	"fmt"

	"herald/internal/table"
)

// TableScene is what a picture of a measured table shows: the table and its
// terrain, and figures on their stands.
type TableScene struct {
	Title    string
	Subtitle string
	Table    *table.Table
	Forces   []Force
	Stands   []TableStand
}

// TableStand is one figure on its stand.
type TableStand struct {
	Name  string
	Force string // the Force it belongs to
	// Kind is what the figure is ("man", "horse", …), for the page.
	Kind string
	// Status is "", "wounded", "stunned" or "dead".
	Status string
	Stand  table.Stand
}

// TableOptions change how a table is drawn.
type TableOptions struct {
	// Scale is pixels per unit of the table (per cm or per inch); 0 fits
	// the table to about 1000 pixels across.
	Scale float64
	// NoLegend leaves out the legend.
	NoLegend bool
}

// FromTable is the picture of a bare table.
func FromTable(t *table.Table) TableScene {
	s := TableScene{Title: t.Title, Table: t}
	if s.Title == "" {
		s.Title = t.Name
	}
	s.Subtitle = fmt.Sprintf("%s × %s table", trimUnit(t.Width, t.Unit), t.Depth.Format(t.Unit))
	if t.Title != "" && t.Name != "" {
		s.Subtitle = "Table " + t.Name + " · " + s.Subtitle
	}
	return s
}

// trimUnit writes a length without its unit: "120" of "120 cm".
func trimUnit(l table.Length, u table.Unit) string {
	v := l.Format(u)
	for i := len(v) - 1; i >= 0; i-- {
		if v[i] >= '0' && v[i] <= '9' {
			return v[:i+1]
		}
	}
	return v
}

// checkTable reports the first thing in s the picture cannot show: a table
// that fails its own checks, a stand with an impossible base or off the
// table.
func checkTable(s TableScene, opt TableOptions) error {
	t := s.Table
	if t == nil {
		return fmt.Errorf("render: no table")
	}
	if ps := t.Check(); len(ps) > 0 {
		p := ps[0]
		if p.Ref.Feature == 0 {
			return fmt.Errorf("render: table: %s", p.Msg)
		}
		return fmt.Errorf("render: table %v: %s", p.Ref, p.Msg)
	}
	if opt.Scale < 0 || opt.Scale > 1000 || opt.Scale != opt.Scale {
		return fmt.Errorf("render: scale %g: give 0 (fit) or up to 1000 pixels per %s", opt.Scale, t.Unit)
	}
	if px := opt.Scale * float64(t.Width/t.Unit.Size()); px > 20000 {
		return fmt.Errorf("render: scale %g makes the table %g pixels wide; at most 20000", opt.Scale, px)
	}
	if len(s.Stands) > table.MaxFeatures {
		return fmt.Errorf("render: %d stands, at most %d", len(s.Stands), table.MaxFeatures)
	}
	for _, st := range s.Stands {
		if err := st.Stand.Base.Check(); err != nil {
			return fmt.Errorf("render: stand %q: %v", st.Name, err)
		}
		if f := st.Stand.Facing; f != f || f < -1e6 || f > 1e6 {
			return fmt.Errorf("render: stand %q: facing %g is not a bearing", st.Name, f)
		}
		if !t.Fits(st.Stand) {
			return fmt.Errorf("render: stand %q at (%s, %s) is not wholly on the table", st.Name,
				st.Stand.Centre.X.Format(t.Unit), st.Stand.Centre.Y.Format(t.Unit))
		}
	}
	return nil
}
