package table_test

import (
	"fmt"
	"strings"
	"testing"

	"herald/internal/table"
)

func touches(ts []table.Touch) string {
	var b strings.Builder
	for i, x := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		part := map[table.Part]string{table.Over: "over", table.Solid: "solid", table.Through: "opening"}[x.Part]
		fmt.Fprintf(&b, "%v %s", x.Ref, part)
		if x.Opening >= 0 {
			fmt.Fprintf(&b, " %d", x.Opening)
		}
		fmt.Fprintf(&b, " %g-%g", round(x.From), round(x.To))
	}
	return b.String()
}

// TestSweep: what a base meets as it moves, and over which stretch of the
// move. A 2 cm base meets the woods once its front edge passes their edge.
func TestSweep(t *testing.T) {
	tb := yard()
	for _, tc := range []struct {
		name string
		s    table.Stand
		to   table.Point
		want string
	}{
		{"into the woods and the bushes", foot(2*cm, 20*cm, 90), c(40, 20),
			"area 1 over 7-29, area 4 over 22-34, area 2 over 37-38"},
		{"along the woods without entering", foot(20*cm, 9*cm, 90), c(20, 9), ""},
		{"through a door as wide as the base", foot(91*cm, 58*cm, 0), c(91, 50),
			"building 1 over 2-8, building 1 opening 2 2-4"},
		{"a base wider than the door", table.Stand{Centre: c(91, 58), Base: table.Base{Width: 3 * cm, Depth: 2 * cm}}, c(91, 50),
			"building 1 over 2-8, building 1 solid 2-4, building 1 opening 2 2-4"},
		{"through the gate, off the corner of the slope", foot(60*cm, 30*cm, 90), c(80, 30),
			"area 2 over 0-1, line 1 opening 0 9-11, line 2 solid 19-20"},
		{"against the wall", foot(69*cm, 5*cm, 90), c(69, 5), ""},
		{"standing in the woods", foot(20*cm, 20*cm, 0), c(20, 20), "area 1 over 0-0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := touches(tb.Sweep(tc.s, tc.to)); got != tc.want {
				t.Errorf("sweep %s\nwant  %s", got, tc.want)
			}
		})
	}
	if got := touches(tb.Under(foot(29*cm, 20*cm, 0))); got != "area 1 over 0-0, area 4 over 0-0" {
		t.Errorf("Under: %s", got)
	}
}
