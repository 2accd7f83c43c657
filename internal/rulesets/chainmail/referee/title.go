package referee

// Title implements game.Titled.
func (*Chainmail) Title() string { return "Chainmail" }
