package main

import (
	"encoding/json"
	"fmt"
	"io"

	"herald/internal/hex"
)

func init() {
	register(&command{
		name:    "distance",
		summary: "count the hexes between two hexes",
		run:     runDistance,
	})
}

func runDistance(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("distance", "FROM TO [--json] [--map FILE]",
		"Prints the distance in hexes from FROM to TO (not counting FROM), as\nCry Havoc counts ranges and movement. With --map, coordinates may carry\nthe map's board prefixes and distance runs across board edges.", stderr)
	asJSON := fs.Bool("json", false, "print {\"distance\":N}")
	mapFile := fs.String("map", "", "a map or scenario `FILE` whose boards name the coordinates")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 2 {
		fs.Usage()
		return fail(stderr, "distance needs two hexes, got %d arguments", len(pos))
	}
	resolve := func(s string) (hex.Hex, error) { return hex.Parse(s) }
	if *mapFile != "" {
		layout, err := loadLayout(*mapFile)
		if err != nil {
			return fail(stderr, "%v", err)
		}
		resolve = layout.Resolve
	}
	a, err := resolve(pos[0])
	if err != nil {
		return fail(stderr, "%v", err)
	}
	b, err := resolve(pos[1])
	if err != nil {
		return fail(stderr, "%v", err)
	}
	d := hex.Distance(a, b)
	if *asJSON {
		return writeJSON(stdout, stderr, map[string]int{"distance": d})
	}
	fmt.Fprintln(stdout, d)
	return exitOK
}

// writeJSON prints v as one line of JSON.
func writeJSON(stdout, stderr io.Writer, v any) int {
	if err := json.NewEncoder(stdout).Encode(v); err != nil {
		fmt.Fprintln(stderr, "herald:", err)
		return exitUsage
	}
	return exitOK
}
