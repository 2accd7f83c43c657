package game

import "herald/internal/table"

// TableDrawer is a position on a measured table that says what a side
// sees of it: its figures on their stands. Pages and replays draw a
// table game from it, as they draw a hex game from a Drawer.
type TableDrawer interface {
	DrawTable(side string) []TableFigure
}

// TableFigure is one figure on the table as a side sees it.
type TableFigure struct {
	Name, Side string
	// Kind is what to draw ("man", "horse"); Status how it fares, ""
	// when unhurt: "wounded", "stunned", "dead".
	Kind, Status string
	Stand        table.Stand
}
