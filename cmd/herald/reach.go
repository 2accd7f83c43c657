package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"herald/internal/board"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

func init() {
	register(&command{
		name:    "reach",
		summary: "every hex a character can end his move in, with its cost",
		run:     runReach,
	})
}

// reachJSON is the answer of `herald reach --json`.
type reachJSON struct {
	Character string      `json:"character"`
	MPA       int         `json:"mpa"`
	Reach     []reachStep `json:"reach"`
}

type reachStep struct {
	Hex  string   `json:"hex"`
	Cost int      `json:"cost"`
	Path []string `json:"path"`
}

func runReach(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("reach", "SCENARIO CHARACTER [--json]",
		`Lists every hex a character of the scenario's set-up can end his move
in this movement phase (Cry Havoc §7), with the fewest movement points it
costs and one path of that cost. A rider's places are head-rear pairs
("T8-T7"). Terrain and hexside costs, bodies and debris in the way (§7.8),
stacking, live enemies in the way, the horse's moves (§7.6) and withdrawal
from melee (§11) are taken into account; pinning is not, as it needs dice.
Exit status 1 when the character may not move at all (dead or stunned).`, stderr)
	asJSON := fs.Bool("json", false, `print {"character","mpa","reach":[{"hex","cost","path"}]} as JSON`)
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 2 {
		fs.Usage()
		return fail(stderr, "reach needs a scenario and a character, got %d arguments", len(pos))
	}
	ld, err := loadScene(pos[0])
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if ld.sc == nil {
		return fail(stderr, "reach needs a scenario with characters, and %s is a map", pos[0])
	}
	f, err := field.New(situation(ld.sc, ld.m))
	if err != nil {
		return fail(stderr, "%s: %v", pos[0], err)
	}
	if _, ok := f.Unit(pos[1]); !ok {
		return fail(stderr, "no character named %q on the map in %s (characters: %s)", pos[1], pos[0], unitNames(f))
	}
	r, err := f.Reach(pos[1])
	var re *rule.Error
	if errors.As(err, &re) {
		fmt.Fprintf(stderr, "herald: %s cannot move: %v\n", pos[1], err)
		return exitNo
	}
	if err != nil {
		return fail(stderr, "%v", err)
	}
	out := reachJSON{Character: r.Unit, MPA: r.MPA, Reach: []reachStep{}}
	for _, d := range r.Destinations {
		st := reachStep{Hex: placeName(ld.m, d.Place), Cost: d.Cost}
		for _, p := range r.Path(d) {
			st.Path = append(st.Path, placeName(ld.m, p))
		}
		out.Reach = append(out.Reach, st)
	}
	if *asJSON {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "%s, MPA %d: %d places\n", out.Character, out.MPA, len(out.Reach))
	for _, st := range out.Reach {
		fmt.Fprintf(stdout, "  %-9s %2d MP  %s\n", st.Hex, st.Cost, strings.Join(st.Path, " "))
	}
	return exitOK
}

func placeName(m *board.Map, p field.Place) string {
	if p.Two {
		return m.HexName(p.Head) + "-" + m.HexName(p.Rear)
	}
	return m.HexName(p.Head)
}

func unitNames(f *field.Field) string {
	var names []string
	for _, u := range f.Situation().Units {
		if u.Kind.Character() {
			names = append(names, u.Name)
		}
	}
	if len(names) > 12 {
		names = append(names[:12], "…")
	}
	return strings.Join(names, ", ")
}
