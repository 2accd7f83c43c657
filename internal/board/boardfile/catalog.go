// Package boardfile reads data/cryhavoc/terrain.yaml and map files into the
// pure types of package board. Every error names file:line.
package boardfile

import (
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/board"
	"herald/internal/board/yamlfile"
)

// ReadCatalog reads a terrain file (data/cryhavoc/terrain.yaml).
func ReadCatalog(file string, src []byte) (*board.Catalog, error) {
	top, d := yamlfile.Parse(file, src)
	if top == nil {
		return nil, d.Err()
	}
	cat := &board.Catalog{
		Terrain:  map[string]*board.TerrainType{},
		Hexsides: map[string]*board.HexsideType{},
		Features: map[string]*board.FeatureType{},
	}
	f := d.Fields(top, "terrain file", "terrain", "hexsides", "features")
	names := map[string]map[string]int{}
	named := func(e map[string]*yaml.Node, at *yaml.Node, what string) (name, rule string, ok bool) {
		if !d.Require(e, at, what, "name") || !d.Require(e, at, what, "rule") {
			return "", "", false
		}
		name, ok1 := d.String(e["name"], what+" name")
		rule, ok2 := d.String(e["rule"], what+" rule")
		if !ok1 || !ok2 {
			return "", "", false
		}
		if !validName(name) {
			d.Errorf(e["name"], "%s name %q: use lower-case letters, digits and '-'", what, name)
			return "", "", false
		}
		if names[what] == nil {
			names[what] = map[string]int{}
		}
		if line, dup := names[what][name]; dup {
			d.Errorf(e["name"], "%s %q defined twice (first on line %d)", what, name, line)
			return "", "", false
		}
		names[what][name] = e["name"].Line
		return name, rule, true
	}
	for _, n := range d.List(f["terrain"], "terrain") {
		e := d.Fields(n, "terrain type", "name", "rule", "move", "from_same", "cover", "advantage",
			"los", "tall", "roofed", "water", "door", "stairs", "two_locations", "note")
		name, rule, ok := named(e, n, "terrain type")
		if !ok {
			continue
		}
		t := &board.TerrainType{Name: name, Rule: rule}
		if d.Require(e, n, "terrain "+name, "move") {
			t.Move = readCosts(d, e["move"], "terrain "+name+" move")
		}
		if e["from_same"] != nil {
			t.FromSame, t.HasSame = readCosts(d, e["from_same"], "terrain "+name+" from_same"), true
		}
		for _, k := range []string{"cover", "advantage", "los"} {
			d.Require(e, n, "terrain "+name, k)
		}
		t.Cover = readCover(d, e["cover"], "terrain "+name+" cover")
		t.Advantage = readAdvantage(d, e["advantage"], "terrain "+name)
		t.LOS = readLOS(d, e["los"], "terrain "+name)
		t.Tall = readFlag(d, e["tall"], "tall")
		t.Roofed = readFlag(d, e["roofed"], "roofed")
		t.Door = readFlag(d, e["door"], "door")
		t.Stairs = readFlag(d, e["stairs"], "stairs")
		t.TwoLocations = readFlag(d, e["two_locations"], "two_locations")
		if w := e["water"]; w != nil {
			if s, ok := d.String(w, "water"); ok {
				if t.Water, ok = board.ParseWater(s); !ok {
					d.Errorf(w, "terrain %s: unknown water depth %q (shallow, deep, bottomless)", name, s)
				}
			}
		}
		t.Note = readNote(d, e["note"])
		cat.Terrain[name] = t
	}
	for _, n := range d.List(f["hexsides"], "hexsides") {
		e := d.Fields(n, "hexside type", "name", "rule", "extra", "cover", "los", "lip", "no_combat",
			"defender_advantage", "no_mounted_combat", "opens", "closed", "aperture", "climb_out", "note")
		name, rule, ok := named(e, n, "hexside type")
		if !ok {
			continue
		}
		s := &board.HexsideType{Name: name, Rule: rule}
		if d.Require(e, n, "hexside "+name, "extra") {
			s.Extra = readCosts(d, e["extra"], "hexside "+name+" extra")
		}
		for _, k := range []string{"cover", "los"} {
			d.Require(e, n, "hexside "+name, k)
		}
		s.Cover = readCover(d, e["cover"], "hexside "+name+" cover")
		s.LOS = readLOS(d, e["los"], "hexside "+name)
		s.Lip = readFlag(d, e["lip"], "lip")
		s.NoCombat = readFlag(d, e["no_combat"], "no_combat")
		s.DefenderAdvantage = readFlag(d, e["defender_advantage"], "defender_advantage")
		s.NoMountedCombat = readFlag(d, e["no_mounted_combat"], "no_mounted_combat")
		s.Aperture = readFlag(d, e["aperture"], "aperture")
		s.Opens = readFlag(d, e["opens"], "opens")
		if c := e["climb_out"]; c != nil {
			if v, ok := d.Int(c, "climb_out"); ok {
				s.ClimbOut = board.MoveCost(v)
			}
		}
		if c := e["closed"]; c != nil {
			if !s.Opens {
				d.Errorf(c, "hexside %s: closed values given but it does not open (opens: true)", name)
			}
			ce := d.Fields(c, "hexside "+name+" closed", "extra", "los", "cover")
			d.Require(ce, c, "hexside "+name+" closed", "los")
			d.Require(ce, c, "hexside "+name+" closed", "cover")
			if d.Require(ce, c, "hexside "+name+" closed", "extra") {
				s.ClosedMove = readCosts(d, ce["extra"], "hexside "+name+" closed extra")
			}
			s.ClosedLOS = readLOS(d, ce["los"], "hexside "+name+" closed")
			s.ClosedCover = readCover(d, ce["cover"], "hexside "+name+" closed cover").Class
		} else if s.Opens {
			d.Errorf(n, "hexside %s: opens but has no closed values", name)
		}
		s.Note = readNote(d, e["note"])
		cat.Hexsides[name] = s
	}
	for _, n := range d.List(f["features"], "features") {
		e := d.Fields(n, "feature type", "name", "rule", "move", "cover", "advantage", "hindrance", "facing", "note")
		name, rule, ok := named(e, n, "feature type")
		if !ok {
			continue
		}
		ft := &board.FeatureType{Name: name, Rule: rule}
		if e["move"] != nil {
			ft.Move, ft.HasMove = readCosts(d, e["move"], "feature "+name+" move"), true
		}
		if e["cover"] != nil {
			ft.Cover = readCover(d, e["cover"], "feature "+name+" cover")
		}
		if e["advantage"] != nil {
			ft.Advantage, ft.HasAdvantage = readAdvantage(d, e["advantage"], "feature "+name), true
		}
		if h := e["hindrance"]; h != nil {
			ft.Hindrance, _ = d.Int(h, "hindrance")
		}
		ft.Facing = readFlag(d, e["facing"], "facing")
		ft.Note = readNote(d, e["note"])
		cat.Features[name] = ft
	}
	if len(cat.Terrain) == 0 && len(d.Errs) == 0 {
		d.Errorf(top, "terrain file defines no terrain types")
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return cat, nil
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// readCosts reads a cost: a number or "impassable" for every kind, or a
// mapping per kind with "others" for the rest.
func readCosts(d *yamlfile.Doc, n *yaml.Node, what string) board.Costs {
	var c board.Costs
	one := func(v *yaml.Node) (board.MoveCost, bool) {
		s, ok := d.Scalar(v, what)
		if !ok {
			return 0, false
		}
		if s == "impassable" {
			return board.Impassable, true
		}
		x, ok := d.Int(v, what)
		if ok && x < 0 {
			d.Errorf(v, "%s: cost %d is negative", what, x)
			return 0, false
		}
		return board.MoveCost(x), ok
	}
	if n.Kind == yaml.ScalarNode {
		v, _ := one(n)
		for i := range c {
			c[i] = v
		}
		return c
	}
	set := make([]bool, len(c))
	var others *yaml.Node
	for _, p := range d.Pairs(n, what) {
		if p.Key.Value == "others" {
			others = p.Value
			continue
		}
		k, ok := board.ParseUnitKind(p.Key.Value)
		if !ok {
			d.Errorf(p.Key, "%s: unknown unit kind %q (infantry, horse, mule, animal, cart, others)", what, p.Key.Value)
			continue
		}
		c[k], _ = one(p.Value)
		set[k] = true
	}
	for _, k := range board.UnitKinds() {
		if set[k] {
			continue
		}
		if others == nil {
			d.Errorf(n, "%s: no cost for %s (list it or give others)", what, k)
			continue
		}
		c[k], _ = one(others)
	}
	return c
}

func readCover(d *yamlfile.Doc, n *yaml.Node, what string) board.Cover {
	var cv board.Cover
	if n == nil {
		return cv
	}
	class := func(v *yaml.Node) {
		if s, ok := d.String(v, what); ok {
			if cv.Class, ok = board.ParseCoverClass(s); !ok {
				d.Errorf(v, "%s: unknown cover %q (none, light, medium, heavy, infinite)", what, s)
			}
		}
	}
	if n.Kind == yaml.ScalarNode {
		class(n)
		cv.Into, cv.Through = cv.Class != board.NoCover, cv.Class != board.NoCover
		return cv
	}
	f := d.Fields(n, what, "class", "applies", "voided_by_elevation", "not_adjacent", "across_lip", "directional")
	if d.Require(f, n, what, "class") {
		class(f["class"])
	}
	where := func(v *yaml.Node, field string) (into, through bool) {
		for _, s := range d.Strings(v, what+" "+field) {
			switch s {
			case "into":
				into = true
			case "through":
				through = true
			default:
				d.Errorf(v, "%s %s: %q is neither into nor through", what, field, s)
			}
		}
		return
	}
	if d.Require(f, n, what, "applies") {
		cv.Into, cv.Through = where(f["applies"], "applies")
	}
	cv.ElevationVoidsInto, cv.ElevationVoidsThrough = where(f["voided_by_elevation"], "voided_by_elevation")
	cv.NotAdjacent = readFlag(d, f["not_adjacent"], "not_adjacent")
	cv.AcrossLip = readFlag(d, f["across_lip"], "across_lip")
	cv.Directional = readFlag(d, f["directional"], "directional")
	return cv
}

func readAdvantage(d *yamlfile.Doc, n *yaml.Node, what string) board.Advantage {
	if n == nil {
		return board.Neutral
	}
	s, ok := d.String(n, what+" advantage")
	if !ok {
		return board.Neutral
	}
	a, ok := board.ParseAdvantage(s)
	if !ok {
		d.Errorf(n, "%s: unknown advantage %q (positive, none, negative)", what, s)
	}
	return a
}

func readLOS(d *yamlfile.Doc, n *yaml.Node, what string) board.LOSEffect {
	if n == nil {
		return board.Clear
	}
	s, ok := d.String(n, what+" los")
	if !ok {
		return board.Clear
	}
	e, ok := board.ParseLOSEffect(s)
	if !ok {
		d.Errorf(n, "%s: unknown LOS effect %q (clear, hinders, blocks)", what, s)
	}
	return e
}

func readFlag(d *yamlfile.Doc, n *yaml.Node, what string) bool {
	if n == nil {
		return false
	}
	b, _ := d.Bool(n, what)
	return b
}

func readNote(d *yamlfile.Doc, n *yaml.Node) string {
	if n == nil {
		return ""
	}
	s, _ := d.Scalar(n, "note")
	return strings.Join(strings.Fields(s), " ")
}
