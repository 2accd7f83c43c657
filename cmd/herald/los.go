package main

import (
	"fmt"
	"io"

	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/scenario"
)

func init() {
	register(&command{
		name:    "los",
		summary: "line of sight and missile cover between two hexes",
		run:     runLOS,
	})
}

// losJSON is the answer of `herald los --json`.
type losJSON struct {
	From      string  `json:"from"`
	To        string  `json:"to"`
	Visible   bool    `json:"visible"`
	Cover     string  `json:"cover"`
	BlockedBy *string `json:"blocked_by"`
	Reason    string  `json:"reason,omitempty"`
	Rule      string  `json:"rule,omitempty"`
}

func runLOS(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("los", "SCENARIO FROM TO [--json]",
		`Says whether hex TO can be seen from hex FROM (Cry Havoc §5), what
blocks the line if not, and the cover a missile shot from FROM into TO
would get (§6.5: none, light, medium or heavy; "infinite" when no line
exists). SCENARIO is a scenario or map file, or the name of a shipped one;
the units of its set-up stand on the map. The line runs from any part of
one hex to any part of the other, or between hex centres when the
scenario uses optional rule 22.4. Coordinates may carry the map's
board prefixes. Exit status 0 when TO is in sight, 1 when it is not.`, stderr)
	asJSON := fs.Bool("json", false, `print {"from","to","visible","cover","blocked_by"} as JSON`)
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 3 {
		fs.Usage()
		return fail(stderr, "los needs a scenario and two hexes, got %d arguments", len(pos))
	}
	ld, err := loadScene(pos[0])
	if err != nil {
		return fail(stderr, "%v", err)
	}
	from, err := ld.m.Layout.Resolve(pos[1])
	if err != nil {
		return fail(stderr, "FROM: %v", err)
	}
	to, err := ld.m.Layout.Resolve(pos[2])
	if err != nil {
		return fail(stderr, "TO: %v", err)
	}
	f, err := field.New(situation(ld.sc, ld.m))
	if err != nil {
		return fail(stderr, "%s: %v", pos[0], err)
	}
	s := f.LOS(from, to)
	out := losJSON{From: ld.m.HexName(from), To: ld.m.HexName(to), Visible: s.Visible, Cover: s.Cover.String()}
	if !s.Visible {
		out.Cover = "infinite"
		b := s.BlockedBy
		out.BlockedBy, out.Reason, out.Rule = &b, s.Reason, s.Rule
	}
	code = exitOK
	if !s.Visible {
		code = exitNo
	}
	if *asJSON {
		if c := writeJSON(stdout, stderr, out); c != exitOK {
			return c
		}
		return code
	}
	if s.Visible {
		fmt.Fprintf(stdout, "%s sees %s; a missile into %s gets %s cover\n", out.From, out.To, out.To, out.Cover)
		return code
	}
	where := ""
	if s.BlockedBy != "" {
		where = " at " + s.BlockedBy
	}
	fmt.Fprintf(stdout, "%s does not see %s: blocked%s (%s, rule %s)\n", out.From, out.To, where, s.Reason, s.Rule)
	return code
}

// usesAlternativeLOS reports whether the scenario plays optional rule 22.4
// (LOS from hex centre to hex centre).
func usesAlternativeLOS(sc *scenario.Scenario) bool {
	if sc == nil {
		return false
	}
	for _, o := range sc.Optional {
		if o == "22.4" {
			return true
		}
	}
	return false
}
