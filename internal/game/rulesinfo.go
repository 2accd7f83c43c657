package game

// What a lobby or a help text says of a ruleset, asked of its Rules.

// Titled is a ruleset that gives its name as players know it ("Cry
// Havoc"); one that does not is known by its Name.
type Titled interface {
	Title() string
}

// OptionNamer is a ruleset whose scenarios may use optional rules by
// number: OptionTitle gives a number with the rule's name ("22.8 Hidden
// set-up"), the number alone where it has none.
type OptionNamer interface {
	OptionTitle(number string) string
}

// TitleOf is rs's name as players know it.
func TitleOf(rs Rules) string {
	if t, ok := rs.(Titled); ok {
		return t.Title()
	}
	return rs.Name()
}
