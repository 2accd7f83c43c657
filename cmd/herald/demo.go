package main

import (
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"

	"herald/data"
)

func init() {
	register(&command{
		name:    "demo",
		summary: "tour herald on the shipped scenarios: check them, draw one, ask the referee",
		run:     runDemo,
	})
}

// demoScenario is the scenario the demo draws and questions.
const demoScenario = "thornby-raid"

func runDemo(args []string, stdout, stderr io.Writer) int {
	flags := newFlags("demo", "[-o FILE]",
		"Loads and checks every shipped scenario, draws The Raid on Thornby as an\nSVG map, and shows what the referee answers about it: line of sight,\nwhere Sir Ranulf's horse can go, and the odds of his charge.", stderr)
	out := flags.String("o", "herald-demo.svg", "where to write the map `FILE`")
	if _, code := parseFlags(flags, args, stdout); code >= 0 {
		return code
	}
	names, err := shippedScenarios()
	if err != nil {
		return fail(stderr, "%v", err)
	}
	fmt.Fprintln(stdout, "== The shipped scenarios (each loaded and checked against the rules)")
	for _, n := range names {
		ld, err := loadScene(n)
		if err != nil {
			fmt.Fprintf(stderr, "herald: %v\n", err)
			return exitNo
		}
		var forces []string
		for _, s := range ld.sc.Sides {
			forces = append(forces, fmt.Sprintf("%s %d", s.Name, len(s.Characters)))
		}
		fmt.Fprintf(stdout, "  %-22s %q on %s, %d turns; %s\n", n, ld.sc.Title, ld.sc.Map, ld.sc.Turns, strings.Join(forces, " v "))
	}
	steps := []struct {
		title string
		args  []string
	}{
		{"Draw the set-up of The Raid on Thornby", []string{"render", demoScenario, "-o", *out}},
		{"Can Hob the longbowman in M4 see the knight's horse at J2?", []string{"los", demoScenario, "M4", "J2"}},
		{"Where can Sir Ranulf ride this turn? (first lines)", []string{"reach", demoScenario, "Sir Ranulf"}},
		{"Sir Ranulf (22) charges Osric the halberdier (7): the odds", []string{"odds", "--attack", "22", "--defence", "7", "--charge", "--shift", "1"}},
		{"Hob shoots his longbow at 9 hexes into light cover", []string{"fire", "--weapon", "longbow", "--range", "9", "--cover", "light"}},
	}
	for _, s := range steps {
		fmt.Fprintf(stdout, "\n== %s\n$ herald %s\n", s.title, quoteArgs(s.args))
		var buf strings.Builder
		code := run(s.args, &buf, stderr)
		text := buf.String()
		if s.args[0] == "reach" {
			text = firstLines(text, 8)
		}
		fmt.Fprint(stdout, text)
		if code == exitUsage {
			return code
		}
	}
	fmt.Fprintf(stdout, "\nThe map is in %s: open it in a browser.\n", *out)
	return exitOK
}

func shippedScenarios() ([]string, error) {
	entries, err := fs.ReadDir(data.FS, "scenarios")
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names, nil
}

func quoteArgs(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		if strings.ContainsAny(a, " \t") {
			a = "'" + a + "'"
		}
		q[i] = a
	}
	return strings.Join(q, " ")
}

func firstLines(s string, n int) string {
	lines := strings.SplitAfter(s, "\n")
	if len(lines) <= n {
		return s
	}
	return strings.Join(lines[:n], "") + fmt.Sprintf("… (%d more lines)\n", len(lines)-n)
}
