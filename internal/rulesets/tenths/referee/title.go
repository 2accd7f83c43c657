package referee

// Title implements game.Titled.
func (*Tenths) Title() string { return "The tenths rules" }
