package referee

// Title implements game.Titled.
func (*Argad) Title() string { return "Argad!" }
