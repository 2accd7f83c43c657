package main

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"

	"gopkg.in/yaml.v3"

	"herald/internal/board/boardfile"
	"herald/internal/render"
	"herald/internal/scenario/scenariofile"
)

func init() {
	register(&command{
		name:    "render",
		summary: "draw a map or a scenario's set-up as an SVG picture",
		run:     runRender,
	})
}

func runRender(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("render", "FILE [-o out.svg]",
		`Draws a map, or a scenario's set-up on its map, as an SVG picture to
print or view in a browser: terrain, hexside features, elevation, the
coordinate of every hex, and the counters of each side in its colour.
FILE is a map or scenario file (told apart by its content), or the bare
name of a shipped one. The picture goes to standard output unless -o
names a file.`, stderr)
	out := fs.String("o", "", "write the SVG to `FILE` instead of standard output")
	scale := fs.Float64("scale", 30, "hex size in `pixels` (centre to corner)")
	noLegend := fs.Bool("no-legend", false, "leave out the legend")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		fs.Usage()
		return fail(stderr, "render needs one map or scenario file, got %d arguments", len(pos))
	}
	if *scale < 5 || *scale > 500 {
		return fail(stderr, "--scale %g: give a hex size from 5 to 500 pixels", *scale)
	}
	scene, err := loadScene(pos[0])
	if err != nil {
		return fail(stderr, "%v", err)
	}
	var buf bytes.Buffer
	if err := render.Write(&buf, scene, render.Options{Scale: *scale, NoLegend: *noLegend}); err != nil {
		return fail(stderr, "%s: %v", pos[0], err)
	}
	if *out == "" {
		if _, err := stdout.Write(buf.Bytes()); err != nil {
			return fail(stderr, "%v", err)
		}
		return exitOK
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		return fail(stderr, "%v", err)
	}
	return exitOK
}

// loadScene reads a map or scenario file (or a shipped one by bare name)
// and turns it into a picture. A file with a sides: key is a scenario.
func loadScene(name string) (render.Scene, error) {
	src, shown, err := boardfile.ReadFile(name, "scenarios")
	if errors.Is(err, fs.ErrNotExist) {
		src, shown, err = boardfile.ReadFile(name, "maps")
	}
	if err != nil {
		return render.Scene{}, err
	}
	cat, err := boardfile.Catalog()
	if err != nil {
		return render.Scene{}, err
	}
	if isScenario(src) {
		classes, err := scenariofile.ShippedClasses()
		if err != nil {
			return render.Scene{}, err
		}
		sc, m, err := scenariofile.ReadScenario(shown, src, classes, scenariofile.DiskMaps(shown, cat))
		if err != nil {
			return render.Scene{}, err
		}
		return render.FromScenario(sc, m), nil
	}
	m, err := boardfile.ReadMap(shown, src, cat)
	if err != nil {
		return render.Scene{}, err
	}
	return render.FromMap(m), nil
}

// isScenario peeks at the top-level keys; a file that is not YAML at all is
// left to the map reader, whose message says where it went wrong.
func isScenario(src []byte) bool {
	var top map[string]yaml.Node
	if err := yaml.Unmarshal(src, &top); err != nil {
		return false
	}
	_, sides := top["sides"]
	_, scen := top["scenario"]
	return sides || scen
}
