package main

import (
	"fmt"
	"io"
	"strings"

	"herald/internal/game"
)

// printClock prints a game that runs on a clock (game.Clocker): the
// moment, who must give orders, and every figure's current action as a
// table, as side sees it.
func printClock(w io.Writer, s game.Position, c game.Clocker, side string) {
	cv := c.ClockView(side)
	st := s.Step()
	fmt.Fprintf(w, "%s %d (%s)", cv.Unit, cv.Now, cv.Label)
	switch st.Kind {
	case game.Over:
		fmt.Fprint(w, ": the game is over")
		if st.Winner != "" {
			fmt.Fprintf(w, ", %s wins", st.Winner)
		}
	case game.Decision:
		fmt.Fprintf(w, ": waits for %s to decide %s (herald turn --decide; choices: %s)", st.Question.Side, st.Question.Help, strings.Join(st.Question.Choices, ", "))
	case game.Sealed:
		fmt.Fprintf(w, ": sealed orders due from %s", strings.Join(st.Sides, ", "))
	default:
		fmt.Fprintf(w, ": orders due from %s", strings.Join(st.Sides, ", "))
	}
	fmt.Fprintln(w)
	cur := ""
	for _, r := range cv.Rows {
		if r.Side != cur {
			cur = r.Side
			fmt.Fprintf(w, "%s:\n", cur)
		}
		fmt.Fprintf(w, "  %-12s %s\n", r.Name, clockAction(r, cv.Now))
		if len(r.State) > 0 {
			fmt.Fprintf(w, "  %-12s %s\n", "", strings.Join(r.State, ", "))
		}
	}
}

// clockAction tells a figure's place on the clock.
func clockAction(r game.ClockRow, now int) string {
	switch {
	case r.Out:
		return "-"
	case r.Free:
		return "free: needs orders"
	case r.Action == "":
		return "waiting: " + r.Queued
	}
	s := fmt.Sprintf("%-28s %d to %d (%d left)", r.Action, r.Start, r.End, r.End-now)
	if len(r.Next) > 0 {
		s += " then " + strings.Join(r.Next, " then ")
	}
	return s
}

// firstWords says who gives the first orders of a new game.
func firstWords(st game.Step) string {
	switch {
	case st.Kind == game.Sealed:
		return strings.Join(st.Sides, " and ") + " give their first orders together, sealed"
	case st.SetUp:
		return st.Player + " sets up first (herald turn with a \"set up:\" section)"
	}
	return st.Player + " moves first"
}

// isClock reports a game that runs on a clock.
func isClock(s game.Position) bool {
	_, ok := game.Inner(s).(game.Clocker)
	return ok
}

// clockDue says the moment and who gives orders at it, for herald play:
// at a sealed step each side in turn, the others looking away.
func clockDue(s game.Position, st game.Step) string {
	label := st.Stage
	if c, ok := game.Inner(s).(game.Clocker); ok {
		cv := c.ClockView(game.Referee)
		label = cv.Unit + " " + cv.Label
	}
	if st.Kind == game.Sealed {
		return fmt.Sprintf("At %s the orders are sealed: %s gives them now, unseen by %s", label, st.Sides[0], strings.Join(others(s.Sides(), st.Sides[0]), ", "))
	}
	return fmt.Sprintf("At %s, %s gives orders", label, st.Sides[0])
}

func others(all []string, side string) []string {
	var out []string
	for _, x := range all {
		if x != side {
			out = append(out, x)
		}
	}
	return out
}
