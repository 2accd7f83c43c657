package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"gopkg.in/yaml.v3"

	"herald/internal/board/boardfile"
	"herald/internal/board/yamlfile"
	"herald/internal/scenario/scenariofile"
	"herald/internal/table/tablefile"
)

func init() {
	register(&command{
		name:    "validate",
		summary: "check map, table, scenario, terrain and class files; exit 1 on any error",
		run:     runValidate,
	})
}

const validateHelp = `
Checks each file and prints every problem as FILE:LINE: what is wrong —
unknown terrain, a hex off the board, a hexside between hexes that do not
touch, two units in one hex, character values outside their class, a wood
off the edge of a measured table, a door that is not on its wall, and so
on. The kind of file is told from its fields (a scenario has sides, a hex
map a size or boards, a measured table a table: size in cm or inches);
--kind says it outright. Exit status: 0 if every file is
good, 1 if any has a problem, 2 if a file cannot be read. Files not
ending in .yaml or .yml are skipped unless --kind is given.

Examples:
  herald validate data/scenarios/*.yaml
  herald validate --kind map my-map.yaml`

func runValidate(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("validate", "FILE...", validateHelp, stderr)
	kind := fs.String("kind", "", "treat every file as `KIND`: map, table, scenario, terrain or classes")
	quiet := fs.Bool("q", false, "print only problems, not the files that are good")
	files, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(files) == 0 {
		fs.Usage()
		return exitUsage
	}
	switch *kind {
	case "", "map", "table", "scenario", "terrain", "classes":
	default:
		return fail(stderr, "validate: unknown --kind %q (map, table, scenario, terrain, classes)", *kind)
	}
	cat, err := boardfile.Catalog()
	if err != nil {
		return fail(stderr, "validate: shipped terrain table: %v", err)
	}
	classes, err := scenariofile.ShippedClasses()
	if err != nil {
		return fail(stderr, "validate: shipped class table: %v", err)
	}
	result := exitOK
	for _, file := range files {
		if ext := filepath.Ext(file); *kind == "" && ext != ".yaml" && ext != ".yml" {
			if !*quiet {
				fmt.Fprintf(stdout, "%s: skipped (not a .yaml file)\n", file)
			}
			continue
		}
		src, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintf(stderr, "herald: validate: %v\n", err)
			result = exitUsage
			continue
		}
		k := *kind
		if k == "" {
			k = guessKind(src)
		}
		switch k {
		case "map":
			_, err = boardfile.ReadMap(file, src, cat)
		case "table":
			_, err = tablefile.ReadTable(file, src)
		case "scenario":
			_, _, _, err = scenariofile.ReadField(file, src, classes, scenariofile.DiskMaps(file, cat), scenariofile.DiskTables(file))
		case "terrain":
			_, err = boardfile.ReadCatalog(file, src)
		case "classes":
			_, err = scenariofile.ReadClasses(file, src)
		default:
			err = yamlfile.Error{File: file, Line: 1, Msg: "cannot tell what kind of file this is " +
				"(a scenario has sides:, a map size: or boards:, a measured table table:); use --kind"}
		}
		if err != nil {
			for _, e := range yamlfile.AsErrors(err, file) {
				fmt.Fprintln(stdout, e.Error())
			}
			if result == exitOK {
				result = exitNo
			}
			continue
		}
		if !*quiet {
			fmt.Fprintf(stdout, "%s: ok (%s)\n", file, k)
		}
	}
	return result
}

// guessKind tells a file's kind by its top-level fields.
func guessKind(src []byte) string {
	var root yaml.Node
	if yaml.Unmarshal(src, &root) != nil || len(root.Content) == 0 || root.Content[0].Kind != yaml.MappingNode {
		return "map" // let the map reader give the located syntax error
	}
	has := map[string]bool{}
	top := root.Content[0]
	for i := 0; i+1 < len(top.Content); i += 2 {
		has[top.Content[i].Value] = true
	}
	switch {
	case has["sides"] || has["turns"]:
		return "scenario"
	case has["table"]:
		return "table"
	case has["size"] || has["boards"]:
		return "map"
	case has["classes"]:
		return "classes"
	case has["hexsides"] && !has["size"]:
		if n := top.Content; len(n) > 1 {
			for i := 0; i+1 < len(n); i += 2 {
				if n[i].Value == "terrain" && n[i+1].Kind == yaml.SequenceNode {
					return "terrain"
				}
			}
		}
	}
	if has["map"] {
		return "scenario"
	}
	return ""
}
