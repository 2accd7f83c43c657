package referee

// Title implements game.Titled.
func (*Destrier) Title() string { return "Destrier" }
