package cryhavoc

import (
	"herald/internal/didyoumean"
	"herald/internal/rule"
)

// names are the game's characters' names, hidden men's among them (the
// order of battle is public, §22.8): orders may write them in another
// case or as a unique prefix (notation.ParseWith).
func (s *State) names() []string {
	out := make([]string, len(s.Characters))
	for i := range s.Characters {
		out[i] = s.Characters[i].Name
	}
	return out
}

// unknown refuses a name no character of the game has, with the names it
// may have meant (rule 2: the characters are the scenario's).
func (s *State) unknown(name string) error {
	if c, ok := s.gone(name); ok {
		return s.goneError(c)
	}
	return rule.Errorf("2", "no character named %q in this game%s", name, didyoumean.Hint(name, s.names()))
}
