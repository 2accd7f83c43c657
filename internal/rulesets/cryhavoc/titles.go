package cryhavoc

// Title implements game.Titled.
func (*CryHavoc) Title() string { return "Cry Havoc" }

// OptionTitle implements game.OptionNamer: an optional rule of §22 by
// number and name, as the tables give it.
func (h *CryHavoc) OptionTitle(number string) string {
	if h.Tables == nil {
		return number
	}
	for _, r := range h.Tables.OptionalRuleList {
		if r.Rule == number || r.Key == number {
			return r.Rule + " " + r.Title
		}
	}
	return number
}
