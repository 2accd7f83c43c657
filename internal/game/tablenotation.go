package game

// TableNotation is a position on a measured table that says how its
// ruleset writes a figure's move along a path: what a page writes when a
// player clicks or drags a figure on the table. Without it a page writes
// DefaultMoveNotation.
type TableNotation interface {
	MoveNotation() MoveNotation
}

// MoveNotation is a move order as a pattern: Line holds {who} and
// {legs}; Leg holds {x} and {y} (in the table's unit, to a tenth); legs
// are joined by Join.
type MoveNotation struct {
	Line string `json:"line"`
	Leg  string `json:"leg"`
	Join string `json:"join"`
}

// DefaultMoveNotation: "Hugh moves to 30,34, then to 30,40".
var DefaultMoveNotation = MoveNotation{Line: "{who} moves {legs}", Leg: "to {x},{y}", Join: ", then "}
