package scenariofile

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/data"
	"herald/internal/board/yamlfile"
	"herald/internal/scenario"
	"herald/internal/table"
	"herald/internal/table/tablefile"
)

// A scenario may be played on a measured table (table: hallow-farm)
// instead of a hex map. Its figures stand where at: [x, y] puts their
// base's centre, in the table's unit, facing the bearing facing: gives;
// every other field of a figure is the ruleset's (Character.Traits).

// TableLoader finds a scenario's measured table by the name it gives.
type TableLoader func(name string) (*table.Table, error)

// HexRulesets are the rulesets played on hex maps only.
var HexRulesets = []string{"cryhavoc", "chainmail"}

// rulesetName is what a ruleset on a table may be called: the name the
// ruleset registers, checked when the game starts.
var rulesetName = regexp.MustCompile(`^[a-z][a-z0-9-]{0,31}$`)

// tableRuleset checks the ruleset of a scenario on a table: one must be
// named, and not one played on hexes.
func tableRuleset(d *yamlfile.Doc, f map[string]*yaml.Node, top *yaml.Node, ruleset string) bool {
	n := f["ruleset"]
	switch {
	case n == nil:
		d.Errorf(top, "scenario: a scenario on a measured table names its ruleset (ruleset:)")
		return false
	case !rulesetName.MatchString(ruleset):
		d.Errorf(n, "ruleset %q: a ruleset's name is small letters, digits and hyphens", ruleset)
		return false
	case isHexRuleset(ruleset):
		d.Errorf(n, "ruleset %s is played on a hex map (map:), not on a measured table", ruleset)
		return false
	case f["map"] != nil:
		d.Errorf(f["map"], "scenario: give map: or table:, not both")
		return false
	}
	return true
}

func isHexRuleset(name string) bool {
	for _, r := range HexRulesets {
		if r == name {
			return true
		}
	}
	return false
}

// readTable loads the table the scenario names, its problems reported at
// the table: line (or at their own line of a table the file carries).
func readTable(d *yamlfile.Doc, f map[string]*yaml.Node, tables TableLoader) *table.Table {
	n := f["table"]
	name, ok := d.String(n, "table")
	if !ok {
		return nil
	}
	t, err := tables(name)
	if err != nil {
		for _, e := range yamlfile.AsErrors(err, name) {
			if e.File == d.File && e.Line > 0 {
				d.Errs = append(d.Errs, e)
				continue
			}
			d.Errorf(n, "table %q: %v", name, e)
		}
		return nil
	}
	return t
}

// ShippedTables finds a shipped table by its bare name; it reads no file
// on disk, so a server may use it on a scenario a client sent.
func ShippedTables(name string) (*table.Table, error) {
	if !tableName.MatchString(name) {
		return nil, fmt.Errorf("name a shipped table by its bare name (%s)", strings.Join(shippedTableNames(), ", "))
	}
	file := tablefile.Dir + "/" + name + ".yaml"
	src, err := fs.ReadFile(data.FS, file)
	if err != nil {
		return nil, fmt.Errorf("no such shipped table (%s)", strings.Join(shippedTableNames(), ", "))
	}
	return tablefile.ReadTable("data/"+file, src)
}

var tableName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}$`)

func shippedTableNames() []string {
	es, _ := fs.ReadDir(data.FS, tablefile.Dir)
	var out []string
	for _, e := range es {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			out = append(out, n)
		}
	}
	return out
}

// DiskTables finds tables for the scenario file at path as DiskMaps finds
// maps: beside the scenario, then in ../tables, then among the shipped.
func DiskTables(path string) TableLoader {
	dir := filepath.Dir(path)
	return func(name string) (*table.Table, error) {
		file := name
		if filepath.Ext(file) == "" {
			file += ".yaml"
		}
		tries := []string{filepath.Join(dir, file)}
		if !strings.ContainsAny(name, `/\`) {
			tries = append(tries, filepath.Join(dir, "..", tablefile.Dir, file))
		}
		for _, t := range tries {
			src, err := os.ReadFile(t)
			if err == nil {
				return tablefile.ReadTable(t, src)
			}
			if !errors.Is(err, fs.ErrNotExist) {
				return nil, err
			}
		}
		if !strings.ContainsAny(name, `/\`) {
			if t, err := ShippedTables(name); err == nil {
				return t, nil
			}
		}
		return nil, errors.New("table file not found (looked beside the scenario, in ../tables and among the shipped tables)")
	}
}

// embeddedTable is the TableLoader of a scenario carrying its table as
// its second document.
func embeddedTable(file string, src []byte) TableLoader {
	return func(string) (*table.Table, error) { return tablefile.ReadTable(file, src) }
}

// tableSide reads a side on a table: its figures, placed.
func (r *reader) tableSide(n *yaml.Node, e map[string]*yaml.Node, s scenario.Side) scenario.Side {
	d := r.d
	for _, k := range []string{"setup", "animals", "equipment"} {
		if e[k] != nil {
			d.Errorf(e[k], "side %s: %s is for hex maps; on a measured table every figure is placed with at:", s.Name, k)
		}
	}
	for _, c := range d.List(e["characters"], "characters") {
		if ch, ok := r.tableFigure(c); ok {
			s.Characters = append(s.Characters, ch)
		}
	}
	if e["characters"] == nil {
		d.Errorf(n, "side %s: missing field \"characters\"", s.Name)
	} else if len(s.Characters) == 0 {
		d.Errorf(e["characters"], "side %s has no characters", s.Name)
	}
	return s
}

// tableFigure reads one figure on a table: name, at: [x, y], facing,
// optionally base: [width, depth] (corner: true when it faces a corner of
// its base), and the ruleset's own fields as text.
func (r *reader) tableFigure(n *yaml.Node) (scenario.Character, bool) {
	d := r.d
	ch := scenario.Character{Line: n.Line}
	f := map[string]*yaml.Node{}
	for _, p := range d.Pairs(n, "character") {
		switch k := p.Key.Value; k {
		case "name", "at", "facing", "base", "corner":
			f[k] = p.Value
		default:
			v, ok := d.Scalar(p.Value, k)
			if !ok {
				continue
			}
			if ch.Traits == nil {
				ch.Traits = map[string]string{}
			}
			ch.Traits[k] = strings.TrimSpace(v)
		}
	}
	if !d.Require(f, n, "character", "name") {
		return ch, false
	}
	ch.Name = r.unitName(f["name"])
	if !d.Require(f, n, ch.Name, "at") {
		return ch, false
	}
	st := &table.Stand{}
	at, ok := tablefile.Point(d, r.t, f["at"], ch.Name+" at")
	if !ok {
		return ch, false
	}
	st.Centre = at
	if v := f["facing"]; v != nil {
		if st.Facing = tablefile.Bearing(d, v, ch.Name+" facing"); math.IsNaN(st.Facing) {
			return ch, false
		}
	}
	if v := f["base"]; v != nil {
		if v.Kind != yaml.SequenceNode || len(v.Content) != 2 {
			d.Errorf(v, "%s base: expected [width, depth] in %s", ch.Name, r.t.Unit)
			return ch, false
		}
		w, ok1 := tablefile.Length(d, r.t, v.Content[0], ch.Name+" base width")
		dp, ok2 := tablefile.Length(d, r.t, v.Content[1], ch.Name+" base depth")
		if !ok1 || !ok2 {
			return ch, false
		}
		st.Base = table.Base{Width: w, Depth: dp}
	}
	if v := f["corner"]; v != nil {
		st.Base.Corner, _ = d.Bool(v, ch.Name+" corner")
	}
	if st.Base != (table.Base{}) {
		if err := st.Base.Check(); err != nil {
			d.Errorf(f["base"], "%s base: %v", ch.Name, err)
			return ch, false
		}
		if !r.t.Fits(*st) {
			d.Errorf(f["at"], "%s: the base does not fit on the table there", ch.Name)
			return ch, false
		}
		for _, o := range r.stands {
			if table.Overlaps(o.Stand, *st) {
				d.Errorf(f["at"], "%s: the base overlaps %s's", ch.Name, o.name)
			}
		}
		r.stands = append(r.stands, placed{ch.Name, *st})
	}
	ch.At = scenario.Position{Set: true, Stand: st}
	return ch, true
}

// placed is a figure already placed on the table, whose base another
// may not overlap.
type placed struct {
	name string
	table.Stand
}
