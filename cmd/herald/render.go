package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"gopkg.in/yaml.v3"

	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/hex"
	"herald/internal/render"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario"
	"herald/internal/scenario/scenariofile"
	"herald/internal/table"
	"herald/internal/table/tablefile"
)

func init() {
	register(&command{
		name:    "render",
		summary: "draw a map, a measured table or a scenario's set-up as an SVG picture",
		run:     runRender,
	})
}

func runRender(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("render", "FILE [-o out.svg] [--los HEX | --reach CHARACTER]",
		`Draws a map, or a scenario's set-up on its map, as an SVG picture to
print or view in a browser: terrain, hexside features, elevation, the
coordinate of every hex, and the counters of each side in its colour.
A measured table (a file with table: 120 x 80 cm) is drawn as a printed
mat: its terrain, a ruler along its edges and a scale bar, no grid.
FILE is a map, table or scenario file (told apart by its content), or the
bare name of a shipped one. The picture goes to standard output unless -o
names a file.

With --los HEX the hexes in sight from HEX are shaded (with the cover a
missile into them would get); with --reach CHARACTER, a scenario's unit,
the hexes it can end its move in, labelled with the movement points
spent. Both take the units of the scenario's set-up into account.`, stderr)
	out := fs.String("o", "", "write the SVG to `FILE` instead of standard output")
	scale := fs.Float64("scale", 30, "hex size in `pixels` (centre to corner); for a measured table, pixels per cm or inch (default: fit to 1000 pixels)")
	noLegend := fs.Bool("no-legend", false, "leave out the legend")
	los := fs.String("los", "", "shade the hexes in sight from `HEX`")
	reach := fs.String("reach", "", "shade the hexes `CHARACTER` can move to")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		fs.Usage()
		return fail(stderr, "render needs one map, table or scenario file, got %d arguments", len(pos))
	}
	if *scale < 1 || *scale > 500 {
		return fail(stderr, "--scale %g: give a hex size from 5 to 500 pixels, or 1 to 200 pixels per cm or inch of a table", *scale)
	}
	if *los != "" && *reach != "" {
		return fail(stderr, "give --los or --reach, not both")
	}
	ld, err := loadScene(pos[0])
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if ld.table != nil {
		if *los != "" || *reach != "" {
			return fail(stderr, "--los and --reach are for hex maps; %s is a measured table", pos[0])
		}
		opt := render.TableOptions{NoLegend: *noLegend}
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "scale" {
				opt.Scale = *scale
			}
		})
		if ld.tscene.Table == nil {
			ld.tscene = render.FromTable(ld.table)
		}
		return renderTable(pos[0], ld.tscene, opt, *out, stdout, stderr)
	}
	if *scale < 5 || *scale > 500 {
		return fail(stderr, "--scale %g: give a hex size from 5 to 500 pixels", *scale)
	}
	opt := render.Options{Scale: *scale, NoLegend: *noLegend}
	if *los != "" || *reach != "" {
		f, err := field.New(situation(ld.sc, ld.m))
		if err != nil {
			return fail(stderr, "%s: %v", pos[0], err)
		}
		if *los != "" {
			from, err := ld.m.Layout.Resolve(*los)
			if err != nil {
				return fail(stderr, "--los: %v", err)
			}
			opt.Overlay = losOverlay(f, ld.m, from)
		} else {
			if ld.sc == nil {
				return fail(stderr, "--reach needs a scenario, and %s is a map", pos[0])
			}
			if _, ok := f.Unit(*reach); !ok {
				return fail(stderr, "--reach: no unit named %q on the map in %s", *reach, pos[0])
			}
			o, err := reachOverlay(f, ld.m, *reach)
			var re *rule.Error
			if errors.As(err, &re) {
				fmt.Fprintf(stderr, "herald: %s cannot move: %v\n", *reach, err)
				return exitNo
			}
			if err != nil {
				return fail(stderr, "%v", err)
			}
			opt.Overlay = o
		}
	}
	var buf bytes.Buffer
	if err := render.Write(&buf, ld.scene, opt); err != nil {
		return fail(stderr, "%s: %v", pos[0], err)
	}
	return writeOut(buf.Bytes(), *out, stdout, stderr)
}

// renderTable draws a measured table as a mat.
func renderTable(name string, ts render.TableScene, opt render.TableOptions, out string, stdout, stderr io.Writer) int {
	if opt.Scale != 0 && (opt.Scale < 1 || opt.Scale > 200) {
		return fail(stderr, "--scale %g: give 1 to 200 pixels per %s", opt.Scale, ts.Table.Unit)
	}
	var buf bytes.Buffer
	if err := render.WriteTable(&buf, ts, opt); err != nil {
		return fail(stderr, "%s: %v", name, err)
	}
	return writeOut(buf.Bytes(), out, stdout, stderr)
}

// writeOut writes the picture to the file named, or to stdout.
func writeOut(doc []byte, out string, stdout, stderr io.Writer) int {
	if out == "" {
		if _, err := stdout.Write(doc); err != nil {
			return fail(stderr, "%v", err)
		}
		return exitOK
	}
	if err := os.WriteFile(out, doc, 0o644); err != nil {
		return fail(stderr, "%v", err)
	}
	return exitOK
}

// loaded is what render read: the picture, and the map and scenario
// behind it for the overlays (sc nil for a bare map), or a measured table.
type loaded struct {
	scene render.Scene
	m     *board.Map
	sc    *scenario.Scenario
	table *table.Table
	// tscene is a scenario's set-up on its table (zero for a bare table).
	tscene render.TableScene
}

// loadScene reads a map, table or scenario file (or a shipped one by bare
// name) and turns it into a picture. A file with a sides: key is a
// scenario, one with a table: key a measured table.
func loadScene(name string) (loaded, error) {
	src, shown, err := boardfile.ReadFile(name, "scenarios")
	if errors.Is(err, fs.ErrNotExist) {
		src, shown, err = boardfile.ReadFile(name, "maps")
	}
	if errors.Is(err, fs.ErrNotExist) {
		src, shown, err = boardfile.ReadFile(name, tablefile.Dir)
	}
	if err != nil {
		return loaded{}, err
	}
	if hasKey(src, "table") && !isScenario(src) {
		tb, err := tablefile.ReadTable(shown, src)
		if err != nil {
			return loaded{}, err
		}
		return loaded{table: tb}, nil
	}
	cat, err := boardfile.Catalog()
	if err != nil {
		return loaded{}, err
	}
	if isScenario(src) {
		classes, err := scenariofile.ShippedClasses()
		if err != nil {
			return loaded{}, err
		}
		sc, m, t, err := scenariofile.ReadField(shown, src, classes, scenariofile.DiskMaps(shown, cat), scenariofile.DiskTables(shown))
		if err != nil {
			return loaded{}, err
		}
		if t != nil {
			return loaded{tscene: render.FromTableScenario(sc, t), table: t, sc: sc}, nil
		}
		return loaded{scene: render.FromScenario(sc, m), m: m, sc: sc}, nil
	}
	m, err := boardfile.ReadMap(shown, src, cat)
	if err != nil {
		return loaded{}, err
	}
	return loaded{scene: render.FromMap(m), m: m}, nil
}

// situation puts a scenario's placed units on the map for the field rules:
// characters on foot or mounted, and animals. Equipment neither hinders
// nor blocks sight in the field model, so it is left out.
func situation(sc *scenario.Scenario, m *board.Map) field.Situation {
	sit := field.Situation{Map: m, AlternativeLOS: usesAlternativeLOS(sc)}
	if tab, err := havocdata.Tables(); err == nil {
		// Without the tables field.New refuses the situation and says so.
		sit.Hindrance = tab.Hindrance
	}
	if sc == nil {
		return sit
	}
	for _, side := range sc.Sides {
		for _, c := range side.Characters {
			if !c.At.Set {
				continue
			}
			u := field.Unit{Name: c.Name, Side: side.Name, Kind: field.Foot, Hex: c.At.Head, MPA: c.MPA}
			if c.At.Two {
				u.Kind, u.Pair, u.MPA = field.Rider, &hex.Pair{Head: c.At.Head, Rear: c.At.Rear}, c.MountedMPA
			}
			sit.Units = append(sit.Units, u)
		}
		for _, a := range side.Animals {
			if !a.At.Set {
				continue
			}
			k, ok := field.ParseKind(a.Kind)
			if !ok {
				k = field.OtherAnimal
			}
			// Animals are not a player's to move (§13): no side.
			u := field.Unit{Name: a.Name, Kind: k, Hex: a.At.Head}
			if a.At.Two {
				u.Pair = &hex.Pair{Head: a.At.Head, Rear: a.At.Rear}
			}
			sit.Units = append(sit.Units, u)
		}
	}
	return sit
}

// losOverlay shades every hex in sight from the viewer's hex, marking the
// cover a missile into it would get.
func losOverlay(f *field.Field, m *board.Map, from hex.Hex) *render.Overlay {
	o := &render.Overlay{
		Title:     "In sight from " + m.HexName(from),
		Highlight: map[hex.Hex]string{from: "origin"},
		Labels:    map[hex.Hex]string{},
	}
	for _, s := range f.VisibleFrom(from) {
		if s.To == from {
			continue
		}
		if d := s.Cover.DRM(); d > 0 {
			o.Highlight[s.To] = "los-hindered"
			o.Labels[s.To] = fmt.Sprintf("+%d", d)
			continue
		}
		o.Highlight[s.To] = "los-clear"
	}
	return o
}

// reachOverlay shades the hexes a unit can end its move in, each labelled
// with the fewest movement points that take it there.
func reachOverlay(f *field.Field, m *board.Map, name string) (*render.Overlay, error) {
	r, err := f.Reach(name)
	if err != nil {
		return nil, err
	}
	u, _ := f.Unit(name)
	o := &render.Overlay{
		Title:     fmt.Sprintf("Reach of %s (%d MP)", name, r.MPA),
		Highlight: map[hex.Hex]string{},
		Labels:    map[hex.Hex]string{},
	}
	best := map[hex.Hex]int{}
	for _, d := range r.Destinations {
		if c, seen := best[d.Place.Head]; !seen || d.Cost < c {
			best[d.Place.Head] = d.Cost
		}
	}
	for h, c := range best {
		o.Highlight[h] = "reach"
		o.Labels[h] = fmt.Sprint(c)
	}
	for _, h := range u.Hexes() {
		o.Highlight[h] = "origin"
		delete(o.Labels, h)
	}
	return o, nil
}

// isScenario peeks at the top-level keys; a file that is not YAML at all is
// left to the map reader, whose message says where it went wrong.
func isScenario(src []byte) bool {
	return hasKey(src, "sides") || hasKey(src, "scenario")
}

// hasKey reports whether the file's top-level mapping has the key.
func hasKey(src []byte, key string) bool {
	var top map[string]yaml.Node
	if err := yaml.Unmarshal(src, &top); err != nil {
		return false
	}
	_, ok := top[key]
	return ok
}
