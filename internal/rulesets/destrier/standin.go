package destrier

import "fmt"

// Provenance heads every file of data/destrier/chivalry: the values the
// text only cites from Chivalry & Sorcery. herald ships its own stand-ins
// (StandIn true); a group that replaces a file with its C&S values sets
// StandIn false and names its Source.
type Provenance struct {
	StandIn bool   `yaml:"standin" json:"standin"`
	Source  string `yaml:"source" json:"source"`
	Cites   string `yaml:"cites" json:"cites"` // where the text refers to C&S
}

func (p Provenance) validate() error {
	if p.Source == "" {
		return fmt.Errorf("no source: say where the values come from (herald's stand-in or a C&S page)")
	}
	if p.Cites == "" {
		return fmt.Errorf("no cites: say which C&S table the text refers to")
	}
	return nil
}

// Ref is the section a value from this file is cited under: the stand-in
// marker when the file is herald's own, its source otherwise.
func (p Provenance) Ref() string {
	if p.StandIn {
		return SecStandIn
	}
	return p.Source
}
