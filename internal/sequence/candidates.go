package sequence

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/notation"
)

// Line is one order of a candidate turn a computer player builds, under
// the phase it is written in.
type Line struct {
	Phase notation.Phase
	Text  string
}

// Text writes lines as a submission, each under its phase's header, and
// the line number each order lands on.
func Text(lines []Line) (string, []int) {
	var b strings.Builder
	cur, n := notation.PhaseNone, 0
	at := make([]int, len(lines))
	for i, l := range lines {
		if l.Phase != cur {
			fmt.Fprintf(&b, "%s:\n", l.Phase)
			cur = l.Phase
			n++
		}
		b.WriteString(l.Text + "\n")
		n++
		at[i] = n
	}
	return b.String(), at
}

// Pruned is lines as a submission p's Check accepts: each order Check
// refuses (by the line its error names) is dropped and the rest checked
// again. ok is false when nothing is left that Check takes.
func Pruned(p game.Position, side string, kind game.StepKind, lines []Line) (c game.Checked, ok bool) {
	for range 2*len(lines) + 1 {
		t, at := Text(lines)
		c, err := p.Check(game.Submission{Side: side, For: kind, Orders: t})
		if err == nil {
			c.Orders = c.Canonical
			return c, true
		}
		var oe *game.OrderError
		if !errors.As(err, &oe) || oe.Line == 0 {
			return game.Checked{}, false
		}
		i := slices.Index(at, oe.Line)
		if i < 0 {
			return game.Checked{}, false
		}
		lines = slices.Delete(slices.Clone(lines), i, i+1)
	}
	return game.Checked{}, false
}
