package main

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"herald/internal/game"
)

func init() {
	register(&command{
		name:    "state",
		summary: "show the state of a game from its log",
		run:     runState,
	})
}

func runState(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("state", "LOG [--side S] [--json]",
		`Replays the game log and prints the state: the game turn, whose player
turn it is and how far it has gone, and every character's hex, status
and marks. With --side S, only what side S may see: enemy characters set
up hidden (§22.8) and not yet found are shown without their hex.`, stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	side := fs.String("side", "", "show the game as side `S` sees it")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		fs.Usage()
		return fail(stderr, "state needs one game log")
	}
	g, err := loadGame(pos[0], -1)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if *side != "" && !slices.Contains(g.state.Sides(), *side) {
		return fail(stderr, "--side %q: the sides of this game are %s", *side, strings.Join(g.state.Sides(), ", "))
	}
	return printState(stdout, stderr, g.state, *side, *asJSON)
}

// stateTexter is a position that writes its own state in words (one
// played on a measured table, which has no hexes to list).
type stateTexter interface {
	StateText(side string) string
}

// printState prints s as side sees it ("" sees everything).
func printState(stdout, stderr io.Writer, s game.Position, side string, asJSON bool) int {
	b, err := s.View(side)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if asJSON {
		return writeJSON(stdout, stderr, json.RawMessage(b))
	}
	if c, ok := game.Inner(s).(game.Clocker); ok {
		printClock(stdout, s, c, side)
		return exitOK
	}
	if t, ok := s.(stateTexter); ok {
		fmt.Fprint(stdout, t.StateText(side))
		return 0
	}
	v := struct {
		Scenario   string `json:"scenario"`
		Turn       int    `json:"turn"`
		Side       string `json:"side"`
		Phase      string `json:"phase"`
		Over       bool   `json:"over"`
		Winner     string `json:"winner"`
		Characters []struct {
			Name, Side, At, Status string
			InMelee                bool `json:"in_melee"`
			Mounted                bool
			RetreatOwed            int `json:"retreat_owed"`
			Figure                 *struct {
				Weapon, Armour, Missile, Fantasy string
			}
			Hidden   bool
			Unplaced bool
			Task     *struct {
				Kind, Object string
				Left         int
			}
			Carrying []string
		} `json:"characters"`
		Doors   []struct{ Side, State string }
		Animals []struct {
			Name, Kind, At string
			LedBy          string `json:"led_by"`
		}
		Items []struct{ Name, Kind, At string }
		Score *stateScore
	}{}
	if err := jsonUnmarshal(b, &v); err != nil {
		return fail(stderr, "%v", err)
	}
	if v.Scenario == "" && v.Characters == nil {
		// A ruleset whose view has a shape of its own: the step, then
		// the view as it is.
		st := s.Step()
		fmt.Fprintf(stdout, "game turn %d: a %s step (%s)", st.Turn, st.Kind, st.Stage)
		if len(st.Sides) > 0 {
			fmt.Fprintf(stdout, ", waiting for %s", strings.Join(st.Sides, ", "))
		}
		if in := game.Sealing(s); len(in) > 0 {
			fmt.Fprintf(stdout, "; sealed orders in from %s", strings.Join(in, ", "))
		}
		fmt.Fprintln(stdout)
		return writeJSON(stdout, stderr, json.RawMessage(b))
	}
	fmt.Fprintf(stdout, "%s, game turn %d: player turn of %s, phase %s\n", v.Scenario, v.Turn, v.Side, v.Phase)
	if v.Over {
		fmt.Fprintln(stdout, "The game is over.")
	}
	if v.Winner != "" {
		fmt.Fprintf(stdout, "%s wins.\n", v.Winner)
	}
	// The question is public; the rest of the waiting turn is not.
	if q := s.Step().Question; q != nil {
		fmt.Fprintf(stdout, "The turn waits: %s (herald turn --side %s --decide).\n", question(q), q.Side)
	}
	cur := ""
	for _, c := range v.Characters {
		if c.Side != cur {
			cur = c.Side
			fmt.Fprintf(stdout, "%s:\n", cur)
		}
		marks := ""
		switch {
		case c.Hidden && c.At == "":
			c.At, c.Status = "?", "hidden"
		case c.Hidden:
			marks += " hidden (§22.8)"
		case c.Unplaced:
			c.At, c.Status = "-", "not yet set up"
		}
		if c.Mounted {
			marks += " mounted"
		}
		if c.InMelee {
			marks += " in melee"
		}
		if c.RetreatOwed > 0 {
			marks += fmt.Sprintf(" owes a retreat of %d", c.RetreatOwed)
		}
		if f := c.Figure; f != nil {
			arms := []string{f.Weapon, f.Armour}
			if f.Missile != "" {
				arms = append(arms, f.Missile)
			}
			if f.Fantasy != "" {
				arms = append(arms, f.Fantasy)
			}
			marks += " (" + strings.Join(arms, ", ") + ")"
		}
		if c.Task != nil {
			marks += fmt.Sprintf(" task: %s %s (%d player turn(s) to go)", c.Task.Kind, c.Task.Object, c.Task.Left)
		}
		if len(c.Carrying) > 0 {
			marks += " carries " + strings.Join(c.Carrying, ", ")
		}
		fmt.Fprintf(stdout, "  %-16s %-8s %s%s\n", c.Name, c.At, c.Status, marks)
	}
	if len(v.Animals)+len(v.Items)+len(v.Doors) > 0 {
		fmt.Fprintln(stdout, "On the map:")
	}
	for _, a := range v.Animals {
		led := ""
		if a.LedBy != "" {
			led = ", led by " + a.LedBy
		}
		fmt.Fprintf(stdout, "  %-16s %-8s %s%s\n", a.Name, a.At, a.Kind, led)
	}
	for _, it := range v.Items {
		fmt.Fprintf(stdout, "  %-16s %-8s %s\n", it.Name, it.At, it.Kind)
	}
	for _, d := range v.Doors {
		fmt.Fprintf(stdout, "  door on %s: %s\n", d.Side, d.State)
	}
	printScore(stdout, v.Score)
	return exitOK
}

// stateScore is the score a ruleset's state may carry (Cry Havoc §23.2):
// each side's total and lines, the result once final, and the objectives
// left to the players.
type stateScore struct {
	Sides map[string]struct {
		Total int
		Lines []struct {
			Rule, What string
			Points     int
		}
	}
	Final   bool
	Winner  string
	Draw    bool
	ToJudge []string `json:"to_judge"`
}

func printScore(w io.Writer, sc *stateScore) {
	if sc == nil {
		return
	}
	if sc.Final {
		fmt.Fprintln(w, "Final score (§23.2):")
	} else {
		fmt.Fprintln(w, "Score so far (§23.2, as if the game ended now):")
	}
	for _, side := range slices.Sorted(maps.Keys(sc.Sides)) {
		s := sc.Sides[side]
		fmt.Fprintf(w, "  %-16s %3d VP\n", side, s.Total)
		for _, l := range s.Lines {
			fmt.Fprintf(w, "    %+3d  %s (§%s)\n", l.Points, l.What, l.Rule)
		}
	}
	for _, t := range sc.ToJudge {
		fmt.Fprintf(w, "  for the players to judge: %s\n", t)
	}
	if sc.Final && sc.Winner == "" {
		if sc.Draw && len(sc.ToJudge) == 0 {
			fmt.Fprintln(w, "The game is a draw.")
		} else {
			fmt.Fprintln(w, "The winner depends on the objectives the players judge.")
		}
	}
}
