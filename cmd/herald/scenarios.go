package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"herald/internal/didyoumean"
	"herald/internal/game"
	"herald/internal/scenario/scenariofile"
)

func init() {
	register(&command{
		name:    "scenarios",
		summary: "list the shipped scenarios: title, rules, turns, sides and forces",
		run:     runScenarios,
	})
}

// scenarioEntry is one shipped scenario as the list shows it.
type scenarioEntry struct {
	Name    string         `json:"name"`
	Title   string         `json:"title"`
	Ruleset string         `json:"ruleset"`
	Map     string         `json:"map"`
	Turns   int            `json:"turns"`
	First   string         `json:"first"`
	Sides   map[string]int `json:"sides"`
	Order   []string       `json:"-"`
	Story   string         `json:"story,omitempty"`
}

func runScenarios(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("scenarios", "[--json] [--story]",
		`Lists the scenarios shipped with herald, which new, play, render and
the server's lobby take by their bare name: each one's title, rules,
length in game turns, the side that moves first and the men of each side.
Write your own as docs/formats.md describes and check it with validate.`, stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	story := fs.Bool("story", false, "print each scenario's story too")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 0 {
		fs.Usage()
		return fail(stderr, "scenarios takes no arguments")
	}
	list, err := scenarioEntries()
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if *asJSON {
		return writeJSON(stdout, stderr, list)
	}
	for _, s := range list {
		var sides []string
		for _, n := range s.Order {
			sides = append(sides, fmt.Sprintf("%s (%d)", n, s.Sides[n]))
		}
		fmt.Fprintf(stdout, "%-22s %s\n%22s %s, %d game turns on %s; %s; %s first\n", s.Name, s.Title, "",
			rulesetName(s.Ruleset), s.Turns, s.Map, strings.Join(sides, " against "), s.First)
		if *story && s.Story != "" {
			fmt.Fprintf(stdout, "%22s %s\n", "", strings.Join(strings.Fields(s.Story), " "))
		}
	}
	fmt.Fprintln(stdout, "\nPlay one in the terminal: herald play NAME; serve them: herald serve.")
	return exitOK
}

func rulesetName(rs string) string {
	if r, err := game.RulesetFor(rs); err == nil {
		return game.TitleOf(r)
	}
	return rs
}

// scenarioEntries describe the shipped scenarios.
func scenarioEntries() ([]scenarioEntry, error) {
	names, err := shippedScenarios()
	if err != nil {
		return nil, err
	}
	var out []scenarioEntry
	for _, name := range names {
		sc, m, t, err := scenariofile.LoadField(name)
		if err != nil {
			return nil, fmt.Errorf("scenario %s: %w", name, err)
		}
		ground := sc.Table
		if m != nil {
			ground = m.Title
		} else if t.Title != "" {
			ground = t.Title
		}
		e := scenarioEntry{Name: name, Title: sc.Title, Ruleset: sc.Ruleset, Map: ground, Turns: sc.Turns,
			First: sc.First, Sides: map[string]int{}, Story: strings.TrimSpace(sc.Story)}
		for _, sd := range sc.Sides {
			e.Sides[sd.Name] = len(sd.Characters)
			e.Order = append(e.Order, sd.Name)
		}
		out = append(out, e)
	}
	return out, nil
}

// noSuchScenario words the error of a scenario that is neither a file
// nor a shipped scenario: what was probably meant, and the list.
func noSuchScenario(name string, err error) error {
	if !errors.Is(err, fs.ErrNotExist) || strings.ContainsAny(name, `/\`) {
		return err
	}
	names, _ := shippedScenarios()
	base := strings.TrimSuffix(name, ".yaml")
	return fmt.Errorf("no scenario %q: not a file here, nor a shipped scenario%s; the shipped ones are %s (herald scenarios lists them)",
		name, didyoumean.Hint(base, names), strings.Join(names, ", "))
}
