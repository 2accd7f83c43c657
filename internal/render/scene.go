// Package render draws a Cry Havoc map, or a scenario's set-up on its map,
// as an SVG picture a player can print or a web page can embed.
//
// The renderer works on its own small model, Scene, so that it does not care
// where a map came from; FromMap and FromScenario build a Scene from the
// board and scenario models. Output is deterministic: the same Scene gives
// the same bytes, which keeps the golden tests stable.
//
// Every hex, hexside and counter carries a data attribute (data-hex,
// data-hexside, data-character …) and CSS classes, so a page can style them
// and make them clickable.
package render

import "herald/internal/hex"

// Scene is everything one picture shows.
type Scene struct {
	Title    string
	Subtitle string // e.g. the map's name under a scenario title
	// Layout gives the hexes of the map and the names players write for
	// them ("VilF3").
	Layout hex.Layout
	// Cells lists hexes that differ from plain ground; hexes of the layout
	// not listed are drawn as DefaultTerrain at elevation 0.
	Cells          []Cell
	DefaultTerrain string
	Edges          []Edge
	Forces         []Force
	Counters       []Counter
	// Areas are set-up areas, shaded in their side's colour.
	Areas []Area
	// Reserve lists units the players place themselves at the start; the
	// legend names them under their side.
	Reserve []Counter
}

// Area is a group of hexes belonging to one side, such as the hexes a side
// may set up in (§23).
type Area struct {
	Force string
	Hexes []hex.Hex
}

// Cell is what one hex shows.
type Cell struct {
	At        hex.Hex
	Terrain   string // terrain name as the map file writes it, e.g. "tree"
	Elevation int
	Features  []string // in-hex features: "well", "corner", "debris" …
	// Up, on a stairs hex, is the neighbour at the head of the flight; an
	// arrow points to it.
	Up *hex.Hex
}

// Edge is a hexside feature.
type Edge struct {
	At      hex.Hexside
	Feature string // "wall", "window", "door", "hedge", "slope-lip" …
	Closed  bool   // doors and gates that start closed
}

// Force is one side of a scenario; its counters are drawn in its colour.
type Force struct {
	Name string
	// Colour is a CSS colour; empty picks the next of the house colours.
	Colour string
}

// Counter is one unit on the map.
type Counter struct {
	Name  string
	Force string // the Force it belongs to
	// Kind is "character", "horse", "cart", "animal" or "equipment".
	Kind string
	// Status is "", "wounded", "stunned" or "dead".
	Status string
	At     hex.Hex
	// Rear is the second hex of a two-hex unit (horse, cart), At its head.
	Rear hex.Hex
	Two  bool
	// Rider names the character on a horse, drawn on the lozenge.
	Rider string
}

// Overlay is a result drawn over the map: the hexes a character can reach,
// the lines of sight from a hex, and so on.
type Overlay struct {
	Title string
	// Highlight gives hexes a class: "reach", "los-clear", "los-hindered",
	// "los-blocked", "origin" (any name; the built-in style knows these).
	Highlight map[hex.Hex]string
	// Labels are short texts written in hexes, e.g. the MP left.
	Labels map[hex.Hex]string
	Lines  []Line
}

// Line is a straight line between two hex centres, e.g. a line of sight.
type Line struct {
	From, To hex.Hex
	Class    string // "los-clear", "los-blocked" …
}
