package game

// Names are the game's characters' names, hidden men's among them (the
// order of battle is public, §22.8): orders may write them in another
// case or as a unique prefix (notation.ParseWith).
func (s *State) Names() []string {
	out := make([]string, len(s.Characters))
	for i := range s.Characters {
		out[i] = s.Characters[i].Name
	}
	return out
}
