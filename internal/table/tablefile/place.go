package tablefile

import (
	"gopkg.in/yaml.v3"

	"herald/internal/board/yamlfile"
	"herald/internal/table"
)

// Other files (scenarios) place figures on a table: these read their
// places with the table's rules and complain in d, at the node.

// Point reads [x, y] in t's unit (or the unit written after a number),
// refusing a point off t.
func Point(d *yamlfile.Doc, t *table.Table, n *yaml.Node, what string) (table.Point, bool) {
	r := &reader{d: d, t: t}
	return r.point(n, what)
}

// Length reads one length in t's unit.
func Length(d *yamlfile.Doc, t *table.Table, n *yaml.Node, what string) (table.Length, bool) {
	r := &reader{d: d, t: t}
	return r.length(n, what)
}

// Bearing reads a compass word or degrees clockwise from north; NaN
// after a complaint.
func Bearing(d *yamlfile.Doc, n *yaml.Node, what string) float64 {
	r := &reader{d: d}
	return r.bearing(n, what)
}
